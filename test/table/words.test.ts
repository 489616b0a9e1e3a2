import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '../../src/i18n/catalog.js';
import { CATALOGS } from '../../src/i18n/catalogs.js';
import { tableWords } from '../../src/table/words.js';
import { glyphs } from '../../src/term/glyphs.js';
import { messageText } from '../../src/seat/messages.js';
import { strayEnglish } from '../i18n/englishWords.js';
import { TABLE_ERRORS } from './problems.js';

const NAMES = ['Ann', 'Bob'];

describe("the table's refusals", () => {
  it('are worded in every language, every code, with nothing left unfilled', () => {
    for (const lang of LANGUAGES) {
      for (const error of TABLE_ERRORS) {
        const line = tableWords(lang).tableError(error, NAMES);
        expect([error, line.trim().length > 0, /\$\{|\{\{|undefined|null|NaN|\[object/u.test(line)]).toEqual([error, true, false]);
      }
    }
  });

  it('name the players, or the seat when there is no name for it', () => {
    const turn = { code: 'notYourTurn', seat: 0, current: 1 } as const;
    expect(tableWords('en').tableError(turn, NAMES)).toBe("It is Bob's turn, not Ann's");
    expect(tableWords('de').tableError(turn, NAMES)).toBe('Bob ist am Zug, nicht Ann');
    expect(tableWords('de').tableError(turn, [])).toBe('Platz 2 ist am Zug, nicht Platz 1');
  });

  it('in German hold no word of the English UI', () => {
    for (const error of TABLE_ERRORS) {
      const line = tableWords('de').tableError(error, NAMES);
      expect([line, strayEnglish(line)]).toEqual([line, null]);
    }
  });

  it("word the rules' reasons as the message line does", () => {
    const illegal = TABLE_ERRORS.find((error) => error.code === 'illegalAction')!;
    if (illegal.code !== 'illegalAction') throw new Error('no sample');
    for (const lang of LANGUAGES) {
      expect(tableWords(lang).tableError(illegal, NAMES)).toBe(CATALOGS[lang].illegalAction(illegal.problem, NAMES));
    }
  });

  it("reach the message line in the reader's language", () => {
    const message = { code: 'tableError', error: { code: 'gameInProgress' } } as const;
    expect(messageText(message, 'de', glyphs(false, 'de'), NAMES)).toBe('Ein Spiel läuft noch.');
    expect(messageText(message, 'en', glyphs(false, 'en'), NAMES)).toBe('A game is still under way.');
  });
});
