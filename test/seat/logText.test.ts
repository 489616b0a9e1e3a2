/** The log's lines: each event narrated and wrapped once, and the same as narrated afresh. */

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { applyAction, legalActions, newGame } from '../../src/core/game.js';
import type { GameState } from '../../src/core/types.js';
import { describeLog } from '../../src/i18n/narrate.js';
import { CATALOGS } from '../../src/i18n/catalogs.js';
import { fullLogLines } from '../../src/seat/logText.js';
import { wrapText } from '../../src/term/layout.js';

/** A game played by `picks` (each an index into the legal actions), as far as they go or until it ends. */
function played(names: readonly string[], seed: string, picks: readonly number[]): GameState {
  let state = newGame({ players: names, rounds: 2, seed });
  for (const pick of picks) {
    if (state.finished) break;
    const actions = legalActions(state);
    state = applyAction(state, actions[pick % actions.length]!).state;
  }
  return state;
}

/** The log's lines as they were made before each event's lines were kept: every sentence narrated and wrapped afresh. */
function afresh(state: GameState, names: readonly string[], lang: 'en' | 'de', ascii: boolean, width: number): string[] {
  return describeLog(state.log, names, { ascii, text: CATALOGS[lang] }).flatMap((sentence) => wrapText(sentence, width, 2));
}

describe("the log's lines, each event's kept with it", () => {
  it('are those narrated afresh, whatever was drawn before with the same events (another width, language, names)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.array(fc.record({ lang: fc.constantFrom('en' as const, 'de' as const), ascii: fc.boolean(), width: fc.integer({ min: 20, max: 120 }), other: fc.boolean() }), {
          minLength: 1,
          maxLength: 5,
        }),
        (seed, picks, draws) => {
          const names = ['Alice', 'Bob', 'Carol'];
          const state = played(names, seed, picks);
          // The same event objects drawn again and again, as a screen does after every scene.
          for (const { lang, ascii, width, other } of draws) {
            const shown = other ? ['Ann', 'Ben', 'Cid'] : names;
            expect(fullLogLines(state.log, shown, { lang, ascii, width })).toEqual(afresh(state, shown, lang, ascii, width));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
