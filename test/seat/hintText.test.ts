/** The hint's words in both languages, and its line in the log. */

import { describe, expect, it } from '@jest/globals';
import type { ReasonCode, Suggestion } from '../../src/bots/suggest.js';
import { newGame } from '../../src/core/game.js';
import { playerView } from '../../src/core/view.js';
import { LANGUAGES } from '../../src/i18n/lang.js';
import { CATALOGS } from '../../src/i18n/catalogs.js';
import { describeHintUsed } from '../../src/i18n/narrate.js';
import { hintWords } from '../../src/seat/hintText.js';
import { seatWords } from '../../src/seat/words.js';
import { LOG_WIDTH } from '../../src/term/layout.js';
import { hintInserts, logLines } from '../../src/seat/logText.js';
import { displayWidth } from '../../src/core/playerNames.js';
import { row } from '../core/helpers.js';

const NAMES = ['Alice', 'Bob'];

describe('the log line for a hint', () => {
  it('in English and German', () => {
    expect(describeHintUsed(1, NAMES, { text: CATALOGS.en })).toBe('Bob used a hint.');
    expect(describeHintUsed(1, NAMES, { text: CATALOGS.de })).toBe('Bob hat einen Tipp genutzt.');
  });

  it('stands in the log where the hint was asked for', () => {
    const game = newGame({ players: NAMES, rounds: 2, seed: 'log' });
    const options = { ascii: false, width: LOG_WIDTH, lang: 'en' } as const;
    const plain = logLines(game.log, NAMES, options);
    const withHint = logLines(game.log, NAMES, options, hintInserts([{ seat: game.currentPlayer, logLength: 1 }], NAMES, options));
    const name = NAMES[game.currentPlayer]!;
    expect(withHint).toEqual([plain[0], `${name} used a hint.`, ...plain.slice(1)]);
  });
});

/** A position where Alice (seat 0) is to move, with known open and middle cards. */
function aliceView() {
  const state = newGame({ players: NAMES, rounds: 2, seed: 'words', startPlayer: 0 });
  const players = state.players.map((player, seat) => (seat === 0 ? { ...player, open: row('7C 9H KS') } : player));
  return playerView({ ...state, players, middle: row('QD 2S TH') }, 0);
}

const suggestion = (action: Suggestion['action'], reason: ReasonCode, winChance = 0.432): Suggestion => ({ action, reason, winChance });

describe('hintWords', () => {
  const view = aliceView();

  it("names the move in the game's words, the chance in whole percent, and the reason", () => {
    const words = hintWords(suggestion({ type: 'swap', own: 1, middle: 0 }, { code: 'makesPair', rank: 12 }), view, 'en', false);
    expect(words.move).toBe('swap your open card 2 (9♥) with middle card 1 (Q♦)');
    expect(words.chanceAndReason).toBe('about 43% to win from here: makes a pair of queens');
    const de = hintWords(suggestion({ type: 'swap', own: 1, middle: 0 }, { code: 'makesPair', rank: 12 }), view, 'de', false);
    expect(de.move).toBe('deine offene Karte 2 (9♥) gegen Mittelkarte 1 (D♦) tauschen');
    expect(de.chanceAndReason).toBe('etwa 43 % Gewinnchance ab hier: macht ein Paar Damen');
    expect(hintWords(suggestion({ type: 'shift', direction: 'left' }, { code: 'keepsFlushDraw', suit: 'H' }), view, 'en', true)).toEqual({
      move: 'shift the middle row left',
      chanceAndReason: 'about 43% to win from here: keeps the flush draw in hearts',
    });
    expect(hintWords(suggestion({ type: 'pass' }, { code: 'keepsHand', category: 2 }, 1), view, 'de', false)).toEqual({
      move: 'passen',
      chanceAndReason: 'etwa 100 % Gewinnchance ab hier: lässt die Hand, wie sie ist (Zwei Paare)',
    });
    // Category names are titles: quoted, not capitalised mid-sentence; no English "draw".
    expect(hintWords(suggestion({ type: 'pass' }, { code: 'improvesCategory', from: 1, to: 2 }, 1), view, 'de', false).chanceAndReason).toBe(
      'etwa 100 % Gewinnchance ab hier: aus „Ein Paar“ wird „Zwei Paare“',
    );
    expect(hintWords(suggestion({ type: 'pass' }, { code: 'keepsStraightDraw' }, 1), view, 'de', false).chanceAndReason).toBe(
      'etwa 100 % Gewinnchance ab hier: behält vier Karten einer Straße',
    );
  });

  it("says a first action's plan: the swap to come and where the turn leads", () => {
    const plan: ReasonCode = { code: 'plan', then: 'swap', leadsTo: { code: 'makesStraightDraw' } };
    expect(hintWords(suggestion({ type: 'pass' }, plan), view, 'en', false)).toEqual({
      move: 'pass',
      chanceAndReason: 'about 43% to win; then a swap: four to a straight, one card short',
    });
    expect(hintWords(suggestion({ type: 'pass' }, { ...plan, then: 'swapAll', leadsTo: { code: 'improvesCategory', from: 0, to: 3 } }), view, 'de', false).chanceAndReason).toBe(
      '43 % Chance, dann alle tauschen: aus „Höchste Karte“ wird „Drilling“',
    );
  });

  it("every move and reason fits the hint's two lines at 80 columns, in every language", () => {
    const categories = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
    const reasons: ReasonCode[] = [
      { code: 'makesPair', rank: 14 },
      ...categories.flatMap((from) => categories.filter((to) => to > from).map((to): ReasonCode => ({ code: 'improvesCategory', from, to }))),
      { code: 'makesFlushDraw', suit: 'D' },
      { code: 'makesStraightDraw' },
      { code: 'keepsFlushDraw', suit: 'D' },
      { code: 'keepsStraightDraw' },
      { code: 'looksForCard' },
      { code: 'keepsHand', category: 0 },
      { code: 'keepsHand', category: 3 },
      { code: 'improvesChances' },
    ];
    // A first action's reason that names the swap to come and where the turn leads.
    reasons.push(
      ...reasons
        .filter((reason) => !reason.code.startsWith('keeps') && reason.code !== 'looksForCard')
        .flatMap((leadsTo) => (['swap', 'swapAll'] as const).map((then): ReasonCode => ({ code: 'plan', then, leadsTo }))),
    );
    reasons.push({ code: 'plan', then: 'swapAll', leadsTo: { code: 'givesUpHand', category: 6 } });
    const wide = playerView({ ...newGame({ players: NAMES, rounds: 2, seed: 'w', startPlayer: 0 }), middle: row('TD TS TH') }, 0);
    for (const lang of LANGUAGES) {
      const text = seatWords(lang);
      const room = 80 - 2;
      for (const reason of reasons) {
        const words = hintWords(suggestion({ type: 'swap', own: 2, middle: 2 }, reason, 0.999), wide, lang, false);
        expect(displayWidth(words.chanceAndReason)).toBeLessThanOrEqual(room);
        expect(displayWidth(words.move)).toBeLessThanOrEqual(room - text.hint.label.length);
      }
      expect(displayWidth(text.hint.swapAll)).toBeLessThanOrEqual(room - text.hint.label.length);
    }
  });
});
