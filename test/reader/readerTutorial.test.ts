/**
 * The tutorial in the screen-reader mode: every lesson said and judged as
 * sentences, moves typed as words, the lesson's own commands (next,
 * restart, rules), German, and nothing drawn.
 */

import { describe, expect, it } from '@jest/globals';
import type { Lang } from '../../src/i18n/lang.js';
import { ReaderTutorial } from '../../src/reader/readerTutorial.js';
import type { TutorialEnd } from '../../src/tutorial/screen.js';
import type { Suggestion } from '../../src/bots/suggest.js';
import { waitFor } from '../support/wait.js';

function tutorial(lang: Lang): { readonly said: string[]; readonly ends: TutorialEnd[]; type(line: string): string[] } {
  const said: string[] = [];
  const ends: TutorialEnd[] = [];
  const reader = new ReaderTutorial({ lang, say: (line) => said.push(line), exit: (end) => ends.push(end) });
  let seen = 0;
  return {
    said,
    ends,
    type: (line) => {
      reader.input(line);
      const fresh = said.slice(seen);
      seen = said.length;
      return fresh;
    },
  };
}

/** What solves each lesson, typed (the same moves as the lessons' own tests). */
const SOLUTIONS: readonly (readonly string[])[] = [
  ['left', 'pass'],
  ['left', 'swap 1 3'],
  ['swap 1 2', 'pass'],
  ['all', 'pass'],
  ['pass', 'pass'],
  ['hint', 'swap 1 2', 'pass'],
  ['swap 3 1', 'pass'],
  ['swap 1 1', 'pass'],
  ['pass', 'pass'],
];

describe('the tutorial as sentences', () => {
  it("opens with the lesson, what to try and the player's turn", () => {
    const { said } = tutorial('en');
    expect(said.slice(0, 2)).toEqual(['Lesson 1 of 9: A turn is two actions', 'Try: Shift the middle row (type left or right), then pass (type pass).']);
    expect(said).toContain('Your turn, Ann.');
    expect(said.at(-1)).toBe('Type left, right, swap with your card and a middle card (swap 1 3), all, or pass.');
  });

  it('judges every lesson solved by typed moves, each move said once, and finishes after the last', async () => {
    const run = tutorial('en');
    for (const [index, moves] of SOLUTIONS.entries()) {
      const heard: string[] = [];
      for (const move of moves) {
        heard.push(...run.type(move));
        // A hint is worked out away from the typed line: said once it is.
        if (move === 'hint')
          heard.push(
            ...(await waitFor(() => {
              const fresh = run.type('');
              return fresh.length > 0 ? fresh : null;
            })),
          );
      }
      expect(heard.filter((line) => line.startsWith('Well done.'))).toHaveLength(1);
      expect(heard.filter((line) => line.startsWith('Ann '))).toHaveLength(moves.filter((move) => move !== 'hint').length);
      // The seat model's "first action done" is not said beside the move itself.
      expect(heard.some((line) => line.startsWith('First action done'))).toBe(false);
      const next = run.type('next');
      if (index + 1 < SOLUTIONS.length) expect(next[0]).toMatch(new RegExp(`^Lesson ${index + 2} of 9: `, 'u'));
    }
    expect(run.ends).toEqual([{ exitCode: 0, finished: true }]);
    expect(run.said.join('\n')).not.toMatch(/[\u001B\u2500-\u257F\u2660-\u2667]/u);
  });

  it('after a pass says only whose action it is, as the game does; repeat says the whole prompt; a lesson again says all of it', () => {
    const run = tutorial('en');
    const moves = 'Type left, right, swap with your card and a middle card (swap 1 3), all, or pass.';
    // The lesson's opening, heard.
    run.type('');
    expect(run.type('pass')).toEqual(['Ann passes.', 'Second action, Ann.']);
    expect(run.type('repeat')).toEqual(['Second action, Ann.', expect.stringMatching(/^You hold: /u), expect.stringMatching(/^Middle row: /u), moves]);
    // A shift changes the middle row only: the hand and the moves were heard as they are.
    run.type('restart');
    const shifted = run.type('left');
    expect(shifted.filter((line) => line.startsWith('Middle row: '))).toHaveLength(1);
    expect(shifted.some((line) => line.startsWith('You hold: ') || line === moves)).toBe(false);
    // Restarted, the lesson's table is new: its prompt says everything again.
    const again = run.type('restart');
    expect(again.filter((line) => line.startsWith('You hold: ') || line.startsWith('Middle row: ') || line === moves)).toHaveLength(3);
  });

  it('says a hint again each time it is asked for, worked out once', async () => {
    const said: string[] = [];
    let asked = 0;
    const reader = new ReaderTutorial({
      lang: 'en',
      first: 5,
      say: (line) => said.push(line),
      exit: () => undefined,
      suggest: (): Promise<Suggestion> => {
        asked++;
        return Promise.resolve({ action: { type: 'swap', own: 0, middle: 1 }, winChance: 0.5, reason: { code: 'looksForCard' } });
      },
    });
    reader.input('hint');
    await waitFor(() => said.some((line) => line.startsWith('Hint:')), { what: 'the hint said' });
    const first = said.filter((line) => line.startsWith('Hint:'));
    reader.input('hint');
    expect(said.filter((line) => line.startsWith('Hint:'))).toEqual([...first, ...first]);
    expect(asked).toBe(1);
  });

  it('explains a miss, plays the lesson again on restart, says the rules, and refuses an illegal move in words', () => {
    const run = tutorial('en');
    run.type('pass');
    const missed = run.type('pass');
    expect(missed.find((line) => line.startsWith('Not quite.'))).toBe(
      'Not quite. You did: pass, then pass. This lesson asks for a shift first and a pass second. Every turn is exactly two actions; the second is chosen on the table the first left behind.',
    );
    expect(run.type('restart')[0]).toBe('Lesson 1 of 9: A turn is two actions');
    const rules = run.type('rules').join(' ');
    expect(rules).toMatch(/^Goal: after the last round, hold the best poker hand\..*never round the corner\.$/u);
    // Moves, not the drawn game's keys.
    expect(rules).not.toMatch(/\bEnter\b|\bEsc\b|1-3/u);
    // 4 is no card number; moves after the lesson is judged are answered with the lesson's commands.
    expect(run.type('swap 4 1')).toEqual(['Cards are numbered 1, 2 and 3 from the left.']);
    run.type('pass');
    run.type('pass');
    expect(run.type('left')).toEqual(['Type next for the next lesson (or to skip this one), restart to play it again, rules for the rules, or quit.']);
    run.type('quit');
    expect(run.ends).toEqual([{ exitCode: 0, finished: false }]);
  });

  it('begins with the lesson asked for on the command line', () => {
    const said: string[] = [];
    new ReaderTutorial({ lang: 'en', say: (line) => said.push(line), exit: () => undefined, first: 4 });
    expect(said[0]).toBe('Lesson 5 of 9: Passing');
  });

  it("says the partner's turn after the player's, with no Enter to type", () => {
    const run = tutorial('en');
    run.type('left');
    const heard = run.type('pass');
    const ann = heard.findIndex((line) => line.startsWith('Ann pass'));
    const ben = heard.findIndex((line) => line.startsWith('Ben pass'));
    expect(ann).toBeGreaterThanOrEqual(0);
    expect(ben).toBeGreaterThan(ann);
  });

  it('speaks German, with the German words', () => {
    const run = tutorial('de');
    expect(run.said[0]).toBe('Lektion 1 von 9: Ein Zug sind zwei Aktionen');
    const heard = [...run.type('links'), ...run.type('passen')];
    expect(heard).toContain('Ann passt.');
    expect(heard.some((line) => line.startsWith('Gut gemacht.'))).toBe(true);
    expect(run.type('neustart')[0]).toBe('Lektion 1 von 9: Ein Zug sind zwei Aktionen');
    expect(run.type('regeln')[0]).toMatch(/^Ziel: /u);
  });
});
