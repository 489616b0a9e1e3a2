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

/** The keys a seat's turn gives other meanings: the hint, help, quitting, and the card numbers of a swap. */
const OTHER_TURN_KEYS = ['h', '?', 'q', '1', '2', '3'];

describe('the controls of the actions', () => {
  const keyed = ACTION_TYPES.filter((type) => ACTION_CONTROLS[type].kind !== 'arrows');

  it('give each action but the shift a key of its own, which chooses that action and nothing else', () => {
    const keys = keyed.map((type) => keyOfAction(type, '<>'));
    expect(new Set(keys).size).toBe(keys.length);
    for (const type of keyed) expect(actionOfKey(keyOfAction(type, '<>'))).toBe(type);
    for (const key of OTHER_TURN_KEYS) expect(actionOfKey(key)).toBeUndefined();
  });

  it.each([...LANGUAGES])('in %s: "choose an action first" names the actions allowed now by their keys, and no other', (lang) => {
    const glyph = glyphs(false, lang);
    const all = messageText({ code: 'chooseActionFirst', actions: ACTION_TYPES }, lang, glyph, []);
    for (const type of ACTION_TYPES) expect(all).toContain(keyOfAction(type, glyph.leftRight));
    // Under --strict-order, the second action: no shift.
    const second = messageText({ code: 'chooseActionFirst', actions: ACTION_TYPES.filter((type) => type !== 'shift') }, lang, glyph, []);
    expect(second).not.toContain(glyph.leftRight);
    expect(second).toContain(keyOfAction('pass', glyph.leftRight));
    const first = messageText({ code: 'chooseActionFirst', actions: ['shift'] }, lang, glyph, []);
    expect(first).toContain(glyph.leftRight);
    expect(first).not.toMatch(/\b(oder|or)\b/u);
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
