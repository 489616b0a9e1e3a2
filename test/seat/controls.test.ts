/**
 * The one table of how each action is chosen (src/seat/controls.ts): its
 * keys are the seat model's, the key bar's, the help's and the screen
 * reader's alike, and none of them means two things.
 */

import { describe, expect, it } from '@jest/globals';
import { ACTION_TYPES } from '../../src/core/actions.js';
import { coreWords } from '../../src/i18n/catalog.js';
import { LANGUAGES } from '../../src/i18n/lang.js';
import type { TypedMove } from '../../src/i18n/words.en.js';
import { parseLine } from '../../src/reader/commands.js';
import { readerWords } from '../../src/reader/words.js';
import { ACTION_CONTROLS, actionOfKey, keyOfAction } from '../../src/seat/controls.js';
import { messageText } from '../../src/seat/messages.js';
import { glyphs } from '../../src/term/glyphs.js';
import { seatWords } from '../../src/seat/words.js';
import type { ActionType } from '../../src/core/types.js';

/** The keys a seat's turn gives other meanings: the hint, help, quitting, the card numbers of a swap, the game log; the lesson's own (next, again); Space. */
const OTHER_TURN_KEYS = ['h', '?', 'q', '1', '2', '3', 'l', 'n', 'r', ' '];

describe('the controls of the actions', () => {
  const keyed = ACTION_TYPES.filter((type) => ACTION_CONTROLS[type].kind !== 'arrows');

  it('give each action but the shift a key of its own, which chooses that action and nothing else', () => {
    const keys = keyed.map((type) => keyOfAction(type, '<>'));
    expect(new Set(keys).size).toBe(keys.length);
    for (const type of keyed) expect(actionOfKey(keyOfAction(type, '<>'))).toBe(type);
    for (const key of OTHER_TURN_KEYS) expect(actionOfKey(key)).toBeUndefined();
  });

  it('"choose an action first" names the actions allowed now by their keys, and no other', () => {
    const line = (lang: 'en' | 'de', actions: readonly ActionType[]): string => messageText({ code: 'chooseActionFirst', actions }, lang, glyphs(false, lang), []);
    const afterShift = ACTION_TYPES.filter((type) => type !== 'shift');
    expect(line('en', ACTION_TYPES)).toBe('Choose an action first: ←/→ shift, s swap one, a swap all, p pass.');
    expect(line('en', afterShift)).toBe('Choose an action first: s swap one, a swap all, p pass.');
    expect(line('en', ['shift'])).toBe('Choose an action first: ←/→ shift.');
    expect(line('de', ACTION_TYPES)).toBe('Erst eine Aktion wählen: ←/→, s, a oder p (? für Hilfe).');
    expect(line('de', afterShift)).toBe('Erst eine Aktion wählen: s, a oder p (? für Hilfe).');
    expect(line('de', ['shift'])).toBe('Erst eine Aktion wählen: ←/→ (? für Hilfe).');
  });

  it.each([...LANGUAGES])('in %s: the words that name a key name the one its row has', (lang) => {
    // Texts written with the key in them: the confirming key of swapping all, in the help and the key bar.
    const key = ACTION_CONTROLS.swapAll.key;
    const seat = seatWords(lang);
    expect(coreWords(lang).moves.help.swapAll).toMatch(new RegExp(`\\(${key} `, 'u'));
    expect(seat.table.swapAllConfirmKeys).toContainEqual({ bold: key });
    expect(seat.message.swapAllConfirm).toContain(` ${key} `);
  });

  it.each([...LANGUAGES])('in %s: the typed words of the moves mean nothing else to the screen reader', (lang) => {
    const moves = Object.values(coreWords(lang).moves.typed).flat();
    const verbs = Object.values(readerWords(lang).verbs).flat();
    expect(new Set(moves).size).toBe(moves.length);
    expect(moves.filter((word) => verbs.includes(word))).toEqual([]);
  });

  it.each([...LANGUAGES])('in %s: each typed move is the keys of the drawn game that make it', (lang) => {
    const typed = coreWords(lang).moves.typed;
    for (const move of Object.keys(typed) as TypedMove[]) {
      for (const word of typed[move]) {
        const command = parseLine(move === 'swap' ? `${word} 1 3` : word, lang);
        if (move === 'left' || move === 'right') {
          expect(command).toEqual({ verb: 'keys', keys: [{ kind: move }] });
          continue;
        }
        const key = { kind: 'char', char: keyOfAction(move, '') };
        const control = ACTION_CONTROLS[move];
        const expected = control.kind === 'pick' ? [key, { kind: 'char', char: '1' }, { kind: 'char', char: '3' }] : control.kind === 'confirm' ? [key, key] : [key];
        expect(command).toEqual({ verb: 'keys', keys: expected });
      }
    }
  });
});
