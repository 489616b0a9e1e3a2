/** Numbers as each language writes them: German with a decimal comma, in every place a player reads one. */

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { englishNumber, germanNumber } from '../../src/i18n/numbers.js';
import { matchWords } from '../../src/room/words.js';
import { recordWords } from '../../src/record/words.js';
import { formatSummary } from '../../src/commands/simulate/summary.js';
import { formatProgress } from '../../src/sim/progress.js';
import type { SimulationSummary } from '../../src/sim/simulate.js';

const SUMMARY: SimulationSummary = {
  games: 1000,
  gamesPlayed: 1000,
  complete: true,
  seed: 's',
  rounds: 3,
  tiebreak: 'category',
  strictOrder: false,
  gamesPerSecond: 70.5,
  results: [
    {
      player: 'hard',
      lineupIndex: 0,
      pointsPerGame: 0.938,
      ci95: [0.912, 0.964],
      wins: 930,
      ties: 16,
      meanDecisionMs: 12.25,
      p99DecisionMs: 40.5,
      medianDecisionMs: 10,
      decisions: 9000,
    },
  ],
};

describe('numbers', () => {
  it('each language writes a number as Intl.NumberFormat does in its locale: thousands grouped, its decimal mark', () => {
    expect(germanNumber('0.5')).toBe('0,5');
    expect(germanNumber('1234.5')).toBe('1.234,5');
    expect(englishNumber('1234.5')).toBe('1,234.5');
    expect(englishNumber('1000000')).toBe('1,000,000');
    expect(germanNumber('1000000')).toBe('1.000.000');
    expect(englishNumber('999')).toBe('999');
    expect(germanNumber('-1234')).toBe('-1.234');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 3 }), fc.boolean(), (whole, digits, negative) => {
        const value = (negative ? -1 : 1) * (whole + (digits === 0 ? 0 : 0.5));
        const english = value.toFixed(digits);
        for (const [write, locale] of [
          [englishNumber, 'en-GB'],
          [germanNumber, 'de'],
        ] as const) {
          const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Number(english));
          // Intl writes a minus sign of its own for "-0".
          if (Number(english) === 0 && negative) continue;
          expect(write(english)).toBe(intl);
        }
      }),
    );
  });

  it('the score line and the standings: "Punkte: Alice 0,5"', () => {
    const de = matchWords('de');
    expect(
      de.scoreLine([
        { name: 'Alice', score: 0.5 },
        { name: 'Bob', score: 1.5 },
      ]),
    ).toBe('Punkte: Alice 0,5; Bob 1,5');
    expect(de.standingsLine([{ name: 'Bob', score: 1.5, place: 1 }])).toBe('1. Bob 1,5');
    expect(matchWords('en').scoreLine([{ name: 'Alice', score: 0.5 }])).toBe('Score: Alice 0.5');
  });

  it("the simulator's table and progress line", () => {
    const german = formatSummary(SUMMARY, 'de');
    expect(german).toContain('0,938');
    expect(german).toContain('[0,912; 0,964]');
    expect(german).toContain('70,5 Spiele pro Sekunde');
    expect(german).not.toMatch(/\d\.\d(?!\d\d)/u);
    const english = formatSummary(SUMMARY, 'en');
    expect(english).toContain('0.938');
    expect(english).toContain('[0.912, 0.964]');
    expect(formatProgress({ done: 10, total: 100, elapsedMs: 1000 * (10 / 8.5), columns: 100 }, 'de')).toContain('8,5');
  });

  it("the simulator's table groups thousands in both languages", () => {
    const big = { ...SUMMARY, games: 1_000_000, gamesPlayed: 1_000_000, gamesPerSecond: 2537, results: [{ ...SUMMARY.results[0]!, wins: 930_000, ties: 16_000 }] };
    const english = formatSummary(big, 'en');
    expect(english).toContain('1,000,000 games');
    expect(english).toMatch(/930,000 +16,000/u);
    expect(english).toContain('2,537.0 games per second');
    const german = formatSummary(big, 'de');
    expect(german).toContain('1.000.000 Spiele');
    expect(german).toMatch(/930\.000 +16\.000/u);
    expect(german).toContain('2.537,0 Spiele pro Sekunde');
    expect(formatSummary({ ...big, complete: false, gamesPlayed: 24_000 }, 'de')).toContain('aus 24.000 von 1.000.000 Spielen');
  });

  it("history groups thousands too: an open-ended match's games and a score", () => {
    expect(recordWords('en').historyGames(1200, null)).toBe('1,200 so far');
    expect(recordWords('de').historyGames(1200, null)).toBe('bisher 1.200');
    expect(recordWords('en').historyPlayers([{ name: 'Ann', score: 1234.5 }])).toBe('Ann 1,234.5');
    expect(recordWords('de').historyPlayers([{ name: 'Ann', score: 1234.5 }])).toBe('Ann 1.234,5');
  });

  it('the simulator\'s line on Ctrl+C says "von … Spielen" (the dative plural)', () => {
    const interrupted = { ...SUMMARY, complete: false, gamesPlayed: 24 };
    expect(formatSummary(interrupted, 'de')).toContain(`Abgebrochen: die Ergebnisse aus 24 von 1.000 Spielen`);
  });
});
