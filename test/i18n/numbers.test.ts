/** Numbers as each language writes them: German with a decimal comma, in every place a player reads one. */

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { englishNumber, germanNumber } from '../../src/i18n/numbers.js';
import { matchWords } from '../../src/match/words.js';
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
  it('German swaps the decimal and thousands marks; English keeps them', () => {
    expect(germanNumber('0.5')).toBe('0,5');
    expect(germanNumber('1,234.5')).toBe('1.234,5');
    expect(englishNumber('1,234.5')).toBe('1,234.5');
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (value) => {
        const english = value.toFixed(3);
        expect(germanNumber(english).replace(',', '.')).toBe(english);
      }),
    );
  });

  it('the score line and the standings: "Punkte: Alice 0,5"', () => {
    const de = matchWords('de');
    expect(de.scoreLine([{ name: 'Alice', score: 0.5 }, { name: 'Bob', score: 1.5 }])).toBe('Punkte: Alice 0,5; Bob 1,5');
    expect(de.standingsLine([{ name: 'Bob', score: 1.5, place: 1 }])).toBe('1. Bob 1,5');
    expect(matchWords('en').scoreLine([{ name: 'Alice', score: 0.5 }])).toBe('Score: Alice 0.5');
  });

  it('the simulator\'s table and progress line', () => {
    const german = formatSummary(SUMMARY, 'de');
    expect(german).toContain('0,938');
    expect(german).toContain('[0,912; 0,964]');
    expect(german).toContain('70,5 Spiele pro Sekunde');
    expect(german).not.toMatch(/\d\.\d/u);
    const english = formatSummary(SUMMARY, 'en');
    expect(english).toContain('0.938');
    expect(english).toContain('[0.912, 0.964]');
    expect(formatProgress({ done: 10, total: 100, elapsedMs: 1000 * (10 / 8.5), columns: 100 }, 'de')).toContain('8,5');
  });

  it('the simulator\'s line on Ctrl+C says "von … Spielen" (the dative plural)', () => {
    const interrupted = { ...SUMMARY, complete: false, gamesPlayed: 24 };
    expect(formatSummary(interrupted, 'de')).toContain(`Abgebrochen: die Ergebnisse aus 24 von ${SUMMARY.games} Spielen`);
  });
});
