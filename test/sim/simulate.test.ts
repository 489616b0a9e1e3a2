import { describe, expect, it } from '@jest/globals';
import { addTally, emptyTally, gameSeed, seating, simulateGames, summarize, type GameSetup, type SimulationSummary, type Tally } from '../../src/sim/simulate.js';
import { addHistogram, confidenceInterval95, emptyHistogram, meanMs, percentileMs, record } from '../../src/sim/stats.js';

const setup: GameSetup = { players: ['medium', 'easy', 'random'], seed: '42', rounds: 3, tiebreak: 'category', strictOrder: false };

/** The numbers of a summary that do not depend on the clock. */
function withoutTiming(summary: SimulationSummary) {
  return {
    ...summary,
    gamesPerSecond: 0,
    results: summary.results.map((entry) => ({ ...entry, meanDecisionMs: 0, p99DecisionMs: 0, medianDecisionMs: 0 })),
  };
}

/** The outcome counts of a tally (decision times aside). */
function outcomes(tally: Tally) {
  return {
    games: tally.games,
    entries: tally.entries.map((entry) => ({ wins: entry.wins, sharedWins: entry.sharedWins, decisions: entry.decisions.count })),
  };
}

describe('game seeds', () => {
  it('come from the run seed text and the game index alone', () => {
    expect(gameSeed('7', 0)).toBe(gameSeed('7', 0));
    expect(gameSeed('7', 0)).not.toBe(gameSeed('7', 1));
    expect(gameSeed('Friday night', 3)).not.toBe(gameSeed('Friday night!', 3));
    expect(gameSeed('1', 12)).not.toBe(gameSeed('1#1', 2));
    expect(gameSeed('1#1', 2)).not.toBe(gameSeed('1', 1));
    const seeds = new Set(Array.from({ length: 1000 }, (_, i) => gameSeed('run', i)));
    expect(seeds.size).toBe(1000);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{32}$/u);
  });
});

describe('simulated games', () => {
  it('give the same outcomes twice for the same seed, and others for another seed', () => {
    const first = simulateGames(setup, { first: 0, count: 9 });
    const second = simulateGames(setup, { first: 0, count: 9 });
    expect(outcomes(second)).toEqual(outcomes(first));
    const other = simulateGames({ ...setup, seed: '43' }, { first: 0, count: 9 });
    expect(outcomes(other)).not.toEqual(outcomes(first));
  });

  it('can be split into any ranges of games (for workers) and added up, in any order, to the same result', () => {
    const whole = simulateGames(setup, { first: 0, count: 9 });
    const merged = emptyTally(3);
    for (const range of [
      { first: 5, count: 4 },
      { first: 0, count: 2 },
      { first: 2, count: 3 },
    ]) {
      addTally(merged, simulateGames(setup, range));
    }
    expect(outcomes(merged)).toEqual(outcomes(whole));
    const context = { setup, games: 9, elapsedMs: 1000 };
    expect(withoutTiming(summarize(merged, context))).toEqual(withoutTiming(summarize(whole, context)));
  });

  it('count decisions: two per turn, every round', () => {
    const tally = simulateGames({ ...setup, players: ['random', 'easy'], rounds: 4 }, { first: 0, count: 3 });
    for (const entry of tally.entries) expect(entry.decisions.count).toBe(3 * 4 * 2);
  });

  it('rotate seats so that every entry sits everywhere', () => {
    for (let n = 2; n <= 4; n++) {
      for (let start = 0; start < 3; start++) {
        // Over any n consecutive games, each entry sits at each seat exactly once.
        const seatsOfEntry = Array.from({ length: n }, () => new Set<number>());
        for (let g = start; g < start + n; g++) {
          const order = seating(n, g);
          expect([...order].sort()).toEqual([...Array(n).keys()]);
          order.forEach((entry, seat) => seatsOfEntry[entry]!.add(seat));
        }
        for (const seats of seatsOfEntry) expect(seats.size).toBe(n);
      }
    }
  });

  it('score a game with points 1, or 1/k when k share first place', () => {
    const tally = simulateGames({ ...setup, players: ['easy', 'easy'], seed: '3', rounds: 2 }, { first: 0, count: 40 });
    const summary = summarize(tally, { setup: { ...setup, players: ['easy', 'easy'] }, games: 40, elapsedMs: 1 });
    const [a, b] = summary.results as [SimulationSummary['results'][0], SimulationSummary['results'][0]];
    expect(a.ties).toBe(b.ties);
    expect(a.wins + b.wins + a.ties).toBe(40);
    expect(a.pointsPerGame + b.pointsPerGame).toBeCloseTo(1, 12);
    expect(a.pointsPerGame).toBeCloseTo((a.wins + a.ties / 2) / 40, 12);
    expect(summary.complete).toBe(true);
    expect(summary.gamesPlayed).toBe(40);
  });

  it('summarise a stopped run as incomplete, with the games it played', () => {
    const tally = simulateGames(setup, { first: 0, count: 4 });
    const summary = summarize(tally, { setup, games: 10, elapsedMs: 2000 });
    expect(summary).toMatchObject({ games: 10, gamesPlayed: 4, complete: false, gamesPerSecond: 2 });
    const nothing = summarize(emptyTally(3), { setup, games: 10, elapsedMs: 5 });
    expect(nothing.gamesPlayed).toBe(0);
    for (const entry of nothing.results) expect(entry).toMatchObject({ pointsPerGame: 0, ci95: [0, 0], wins: 0, decisions: 0 });
  });
});

describe('statistics', () => {
  it('confidence interval of a mean from its sums', () => {
    // Values 1,0,1,0,1,0,1,0: n 8, sum 4, sum of squares 4.
    const [lo, hi] = confidenceInterval95(8, 4, 4);
    expect(lo).toBeCloseTo(0.5 - 1.959964 * Math.sqrt(2 / 7 / 8), 9);
    expect(hi).toBeCloseTo(0.5 + 1.959964 * Math.sqrt(2 / 7 / 8), 9);
    expect(confidenceInterval95(4, 1, 1)[0]).toBe(0); // clipped at 0
    expect(confidenceInterval95(1, 0.3, 0.09)).toEqual([0.3, 0.3]);
    expect(confidenceInterval95(5, 5, 5)).toEqual([1, 1]);
  });

  it('decision-time histograms: exact mean and maximum, percentiles within 1% and never below', () => {
    const values = Array.from({ length: 1000 }, (_, i) => 0.001 * (i + 1) ** 2); // 0.001 .. 1000 ms
    const histogram = emptyHistogram();
    for (const value of values) record(histogram, value);
    expect(histogram.count).toBe(1000);
    expect(meanMs(histogram)).toBeCloseTo(values.reduce((a, b) => a + b) / 1000, 9);
    for (const p of [1, 50, 90, 99, 100]) {
      const exact = values[Math.ceil((p / 100) * 1000) - 1]!;
      expect(percentileMs(histogram, p)).toBeGreaterThanOrEqual(exact);
      expect(percentileMs(histogram, p)).toBeLessThanOrEqual(exact * 1.01);
    }
    expect(percentileMs(histogram, 100)).toBe(1000);
    expect(percentileMs(emptyHistogram(), 99)).toBe(0);
  });

  it('histograms merged from parts equal the histogram of all values', () => {
    const all = emptyHistogram();
    const parts = [emptyHistogram(), emptyHistogram()];
    for (let i = 0; i < 500; i++) {
      const value = ((i * 7919) % 997) / 10;
      record(all, value);
      record(parts[i % 2]!, value);
    }
    const merged = emptyHistogram();
    for (const part of parts) addHistogram(merged, part);
    expect(merged.count).toBe(all.count);
    expect(merged.maxMs).toBe(all.maxMs);
    expect([...merged.buckets]).toEqual([...all.buckets]);
    expect(percentileMs(merged, 99)).toBe(percentileMs(all, 99));
  });
});
