import { describe, expect, it } from '@jest/globals';
import { Command } from 'commander';
import { UsageError } from '../../src/usage.js';
import { parseSimulateOptions, registerSimulateCommand } from '../../src/sim/command.js';
import { gameSeed, mergeResults, runGames, seating, simulate, summarize, type SimulationSummary } from '../../src/sim/simulate.js';
import { confidenceInterval95, mean, percentile } from '../../src/sim/stats.js';

/** Runs `shift-poker simulate …` through a commander program and returns what it printed. */
function runCommand(args: string[]): string {
  let out = '';
  const program = new Command('shift-poker').exitOverride();
  registerSimulateCommand(program, {
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: () => true, isTTY: false },
  });
  program.parse(['simulate', ...args], { from: 'user' });
  return out;
}

/** The numbers of a summary that do not depend on the clock. */
function withoutTiming(summary: SimulationSummary) {
  return {
    ...summary,
    gamesPerSecond: 0,
    results: summary.results.map((entry) => ({ ...entry, meanDecisionMs: 0, p99DecisionMs: 0, medianDecisionMs: 0 })),
  };
}

describe('simulate --json', () => {
  it('prints exactly one JSON object of the documented shape, one entry per --players entry', () => {
    const out = runCommand(['--games', '6', '--seed', '5', '--players', 'easy,random,medium', '--rounds', '3', '--json']);
    expect(out.endsWith('\n')).toBe(true);
    expect(out.trim().split('\n')).toHaveLength(1);
    const json = JSON.parse(out) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['games', 'seed', 'rounds', 'gamesPerSecond', 'results']);
    expect(json.games).toBe(6);
    expect(json.seed).toBe('5');
    expect(json.rounds).toBe(3);
    expect(typeof json.gamesPerSecond).toBe('number');
    const results = json.results as Record<string, unknown>[];
    expect(results.map((entry) => entry.player)).toEqual(['easy', 'random', 'medium']);
    expect(results.map((entry) => entry.seat)).toEqual([0, 1, 2]);
    let points = 0;
    for (const entry of results) {
      expect(Object.keys(entry)).toEqual([
        'player',
        'seat',
        'pointsPerGame',
        'ci95',
        'wins',
        'ties',
        'meanDecisionMs',
        'p99DecisionMs',
      ]);
      const ci = entry.ci95 as number[];
      expect(ci).toHaveLength(2);
      expect(ci[0]).toBeLessThanOrEqual(entry.pointsPerGame as number);
      expect(ci[1]).toBeGreaterThanOrEqual(entry.pointsPerGame as number);
      expect(Number.isInteger(entry.wins)).toBe(true);
      expect(Number.isInteger(entry.ties)).toBe(true);
      expect(entry.meanDecisionMs as number).toBeGreaterThanOrEqual(0);
      expect(entry.p99DecisionMs as number).toBeGreaterThanOrEqual(0);
      points += entry.pointsPerGame as number;
    }
    // Every game hands out exactly one point in total.
    expect(points).toBeCloseTo(1, 3);
  });

  it('prints a readable table without --json', () => {
    const out = runCommand(['--games', '4', '--players', 'random,easy', '--rounds', '2']);
    expect(out).toContain('4 games, seed 1, 2 rounds');
    expect(out).toMatch(/player\s+points\/game\s+95% CI\s+wins\s+ties\s+mean ms\s+p99 ms/u);
    expect(out).toMatch(/\n1\s+random\s/u);
    expect(out).toMatch(/\n2\s+easy\s/u);
    expect(out).toContain('games per second');
  });
});

describe('simulate options', () => {
  it('has sensible defaults', () => {
    expect(parseSimulateOptions({})).toEqual({
      games: 200,
      seed: '1',
      players: ['medium', 'easy'],
      rounds: 7,
      tiebreak: 'category',
      strictOrder: false,
      json: false,
    });
    expect(parseSimulateOptions({ players: ' Hard , MEDIUM ', tiebreak: 'kickers', strictOrder: true }).players).toEqual([
      'hard',
      'medium',
    ]);
  });

  it.each([
    [{ games: '0' }, /--games must be from 1/u],
    [{ games: 'ten' }, /--games must be a whole number/u],
    [{ seed: '' }, /--seed: a seed must not be empty/u],
    [{ seed: 'a\tb' }, /--seed: a seed must not contain control characters/u],
    [{ seed: 'x'.repeat(201) }, /--seed: a seed must be at most 200 characters/u],
    [{ rounds: '8' }, /--rounds must be from 2 to 7/u],
    [{ rounds: '1' }, /--rounds must be from 2 to 7/u],
    [{ players: 'hard' }, /needs 2 to 4/u],
    [{ players: 'hard,easy,easy,easy,easy' }, /needs 2 to 4/u],
    [{ players: 'hard,expert' }, /"expert" is not a level/u],
    [{ players: 'hard,,easy' }, /an empty entry is not a level/u],
    [{ tiebreak: 'suits' }, /--tiebreak must be/u],
  ])('rejects %j with a one-line UsageError', (raw, message) => {
    expect(() => parseSimulateOptions(raw)).toThrow(UsageError);
    expect(() => parseSimulateOptions(raw)).toThrow(message);
    try {
      parseSimulateOptions(raw);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('throws the UsageError through the command', () => {
    expect(() => runCommand(['--players', 'easy'])).toThrow(UsageError);
  });
});

describe('simulated games', () => {
  const options = { players: ['medium', 'easy', 'random'] as const, games: 9, seed: '42', rounds: 3 };

  it('give the same numbers twice for the same seed (timing aside)', () => {
    const first = simulate({ ...options, players: [...options.players] });
    const second = simulate({ ...options, players: [...options.players] });
    expect(withoutTiming(second)).toEqual(withoutTiming(first));
    const other = simulate({ ...options, players: [...options.players], seed: '43' });
    expect(withoutTiming(other)).not.toEqual(withoutTiming(first));
  });

  it('can be split into ranges of games (for workers) and merged to the same result', () => {
    const players = [...options.players];
    const whole = runGames({ ...options, players });
    const parts = [
      runGames({ ...options, players, games: 4, firstGame: 0 }),
      runGames({ ...options, players, games: 5, firstGame: 4 }),
    ];
    const merged = mergeResults(parts);
    expect(merged.entries.map((e) => e.points)).toEqual(whole.entries.map((e) => e.points));
    expect(withoutTiming(summarize(merged, '42', 3))).toEqual(withoutTiming(summarize(whole, '42', 3)));
  });

  it('count decisions: two per turn, every round', () => {
    const raw = runGames({ players: ['random', 'easy'], games: 3, seed: '1', rounds: 4 });
    for (const entry of raw.entries) expect(entry.decisionMs).toHaveLength(3 * 4 * 2);
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
    expect(new Set([0, 1, 2, 3, 4].map((g) => gameSeed('8', g))).size).toBe(5);
  });

  it('seed each game with its own 32-hex text seed, from any run seed text', () => {
    const seeds = [0, 1, 2, 3].map((g) => gameSeed('a run ♠', g));
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{32}$/u);
    expect(new Set(seeds).size).toBe(4);
    expect(gameSeed('a run ♠', 1)).toBe(seeds[1]);
    expect(gameSeed('a run ♣', 1)).not.toBe(seeds[1]);
    expect(parseSimulateOptions({ seed: 'a run ♠' }).seed).toBe('a run ♠');
  });

  it('score a game with points 1, or 1/k when k share first place', () => {
    const raw = runGames({ players: ['easy', 'easy'], games: 40, seed: '3', rounds: 2 });
    const [a, b] = raw.entries as [(typeof raw.entries)[0], (typeof raw.entries)[0]];
    for (let g = 0; g < 40; g++) {
      expect(a.points[g]! + b.points[g]!).toBeCloseTo(1, 12);
      expect([0, 0.5, 1]).toContain(a.points[g]);
    }
    expect(a.ties).toBe(b.ties);
    expect(a.wins + b.wins + a.ties).toBe(40);
  });
});

describe('statistics', () => {
  it('mean, confidence interval and percentiles', () => {
    expect(mean([])).toBe(0);
    expect(mean([1, 0, 0.5, 0.5])).toBe(0.5);
    const [lo, hi] = confidenceInterval95([1, 0, 1, 0, 1, 0, 1, 0]);
    expect(lo).toBeCloseTo(0.5 - 1.959964 * Math.sqrt(2 / 7 / 8), 9);
    expect(hi).toBeCloseTo(0.5 + 1.959964 * Math.sqrt(2 / 7 / 8), 9);
    expect(confidenceInterval95([0, 0, 0, 1])[0]).toBe(0);
    expect(confidenceInterval95([0.3])).toEqual([0.3, 0.3]);
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([], 99)).toBe(0);
  });
});
