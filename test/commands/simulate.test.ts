import { describe, expect, it } from '@jest/globals';
import { Command } from 'commander';
import { main, type CliIo } from '../../src/cli.js';
import { UsageError } from '../../src/usage.js';
import { registerSimulateCommand, type SimulateHooks } from '../../src/commands/simulate/simulateCommand.js';
import { parseSimulateOptions } from '../../src/commands/simulate/options.js';
import { formatSummary } from '../../src/commands/simulate/summary.js';
import type { SimulationSummary } from '../../src/sim/simulate.js';
import { displayWidth } from '../../src/core/playerNames.js';
import { coreEn } from '../../src/i18n/words.en.js';
import { runInThisThread, type SimulationRunner } from '../../src/sim/pool.js';

interface Ran {
  stdout: string;
  stderr: string;
  exitCode: number | null;
}

/**
 * Runs `shift-poker simulate …` through a commander program, playing in this
 * thread (Jest runs the TypeScript sources, which a worker thread cannot load).
 */
async function runCommand(args: string[], hooks: Partial<SimulateHooks> = {}): Promise<Ran> {
  const ran: Ran = { stdout: '', stderr: '', exitCode: null };
  const program = new Command('shift-poker').exitOverride();
  registerSimulateCommand(
    program,
    {
      stdout: { write: (text: string) => (ran.stdout += text) },
      stderr: { write: (text: string) => (ran.stderr += text), isTTY: false },
    },
    { runner: runInThisThread, interrupt: new AbortController().signal, lang: 'en', ...hooks, onExitCode: (code) => (ran.exitCode = code) },
  );
  await program.parseAsync(['simulate', ...args], { from: 'user' });
  return ran;
}

const RESULT_FIELDS = ['player', 'lineupIndex', 'pointsPerGame', 'ci95', 'wins', 'ties', 'meanDecisionMs', 'p99DecisionMs'];
const TOP_FIELDS = ['games', 'gamesPlayed', 'complete', 'seed', 'rounds', 'tiebreak', 'strictOrder', 'gamesPerSecond', 'results'];

/** A row of a summary where only the level, its place in --players and its points matter (the ranking tests). */
function rankedResult(player: 'hard' | 'medium' | 'easy' | 'random', lineupIndex: number, pointsPerGame: number): SimulationSummary['results'][number] {
  return { player, lineupIndex, pointsPerGame, ci95: [0, 1], wins: 0, ties: 0, meanDecisionMs: 1, p99DecisionMs: 2, medianDecisionMs: 1, decisions: 10 };
}

function rankedSummary(results: SimulationSummary['results']): SimulationSummary {
  return { games: 100, gamesPlayed: 100, complete: true, seed: 's', rounds: 3, tiebreak: 'category', strictOrder: false, gamesPerSecond: 10, results };
}

describe('simulate --json', () => {
  it('prints exactly one JSON object of the documented shape, one entry per --players entry', async () => {
    const ran = await runCommand(['--games', '6', '--seed', 'five', '--players', 'easy,random,medium', '--rounds', '3', '--json']);
    expect(ran.exitCode).toBe(0);
    expect(ran.stderr).toBe('');
    expect(ran.stdout.endsWith('\n')).toBe(true);
    expect(ran.stdout.trim().split('\n')).toHaveLength(1);
    const json = JSON.parse(ran.stdout) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(TOP_FIELDS);
    expect(json).toMatchObject({ games: 6, gamesPlayed: 6, complete: true, seed: 'five', rounds: 3, tiebreak: 'category', strictOrder: false });
    expect(typeof json.gamesPerSecond).toBe('number');
    const results = json.results as Record<string, unknown>[];
    expect(results.map((entry) => entry.player)).toEqual(['easy', 'random', 'medium']);
    expect(results.map((entry) => entry.lineupIndex)).toEqual([0, 1, 2]);
    let points = 0;
    for (const entry of results) {
      expect(Object.keys(entry)).toEqual(RESULT_FIELDS);
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

  it('names the variant that was played', async () => {
    const ran = await runCommand(['--games', '2', '--players', 'random,easy', '--rounds', '2', '--tiebreak', 'kickers', '--strict-order', '--json']);
    expect(JSON.parse(ran.stdout)).toMatchObject({ tiebreak: 'kickers', strictOrder: true, seed: '1' });
  });

  it('prints a readable table without --json, with plurals that fit', async () => {
    const ran = await runCommand(['--games', '1', '--players', 'random,easy', '--rounds', '2']);
    expect(ran.stdout).toContain('1 game, seed 1, 2 rounds, 2 players (seats rotate), category-only ranking\n');
    expect(ran.stdout).toMatch(/player\s+points\/game\s+95% CI\s+wins\s+ties\s+mean ms\s+p99 ms/u);
    expect(ran.stdout).toMatch(/\n1\s+(random|easy)\s/u);
    expect(ran.stdout).toMatch(/\n\d\s+random\s/u);
    expect(ran.stdout).toMatch(/\n\d\s+easy\s/u);
    expect(ran.stdout).toContain('games per second');
    expect(ran.stdout).not.toContain('Interrupted');
  });

  it('ranks the rows: "#" is the place by points per game, best first, equal points sharing it', () => {
    // --players random,easy,hard,medium: the lineup is not the ranking.
    const summary = rankedSummary([rankedResult('random', 0, 0.05), rankedResult('easy', 1, 0.2), rankedResult('hard', 2, 0.55), rankedResult('medium', 3, 0.2)]);
    const rows = formatSummary(summary, 'en')
      .split('\n')
      .filter((line) => /^\d+ +[a-z]+ +\d/u.test(line))
      .map((line) => line.split(/\s+/u).slice(0, 2).join(' '));
    expect(rows).toEqual(['1 hard', '2 easy', '2 medium', '4 random']);
  });

  it('tells apart two entries of one level: numbered in --players order', () => {
    // --players easy,hard,easy: the second easy did better than the first.
    const summary = rankedSummary([rankedResult('easy', 0, 0.1), rankedResult('hard', 1, 0.6), rankedResult('easy', 2, 0.3)]);
    const rows = formatSummary(summary, 'en')
      .split('\n')
      .filter((line) => /^\d+ {2}/u.test(line))
      .map((line) => line.split(/ {2,}/u).slice(0, 2).join(' | '));
    expect(rows).toEqual(['1 | hard', '2 | easy 2', '3 | easy 1']);
  });

  it.each(['en', 'de'] as const)('wraps the sentences around the table at 80 columns, with both variants, four players and the points rule (%s)', (lang) => {
    const result = (player: 'hard' | 'medium' | 'easy' | 'random', lineupIndex: number) => ({
      player,
      lineupIndex,
      pointsPerGame: 0.25,
      ci95: [0.2, 0.3] as [number, number],
      wins: 250,
      ties: 10,
      meanDecisionMs: 1.5,
      p99DecisionMs: 20.25,
      medianDecisionMs: 1,
      decisions: 100,
    });
    const summary: SimulationSummary = {
      games: 1000,
      gamesPlayed: 1000,
      complete: true,
      seed: 'seven',
      rounds: 7,
      tiebreak: 'kickers',
      strictOrder: true,
      gamesPerSecond: 70.5,
      results: [result('hard', 0), result('medium', 1), result('easy', 2), result('random', 3)],
    };
    const text = formatSummary(summary, lang);
    for (const line of text.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(80);
    expect(text.replace(/\s+/gu, ' ')).toContain(
      lang === 'de'
        ? '70,5 Spiele pro Sekunde. Punkte: 1 für einen alleinigen Sieg, 1/k für einen mit k geteilten ersten Platz.'
        : '70.5 games per second. Points: 1 for a sole win, 1/k for first place shared by k.',
    );
  });

  it('draws no progress bar when stderr is not a terminal', async () => {
    const ran = await runCommand(['--games', '30', '--players', 'random,random', '--rounds', '2']);
    expect(ran.stderr).toBe('');
  });
});

describe('simulate stopped early (Ctrl+C)', () => {
  /** Plays in this thread and stops the run once `after` games are done, as Ctrl+C would. */
  function stoppingAfter(after: number, controller: AbortController): SimulationRunner {
    return (request) =>
      runInThisThread({
        ...request,
        onProgress: (done) => {
          request.onProgress?.(done);
          if (done >= after) controller.abort();
        },
      });
  }

  it('prints the table of the games played so far, marked as partial, and ends with 130', async () => {
    const controller = new AbortController();
    const ran = await runCommand(['--games', '100000', '--players', 'random,random', '--rounds', '2'], {
      runner: stoppingAfter(1, controller),
      interrupt: controller.signal,
    });
    expect(ran.exitCode).toBe(130);
    // Thousands are grouped: "1,234 games of 100,000".
    const played = Number(/^Interrupted: the results of ([\d,]+) games? of 100,000 /u.exec(ran.stdout)?.[1]?.replaceAll(',', ''));
    expect(played).toBeGreaterThanOrEqual(1);
    expect(played).toBeLessThan(100000);
    expect(ran.stdout).toContain(`\n${coreEn.count.games(played)}, seed 1, 2 rounds`);
    expect(ran.stdout).toMatch(/\n1\s+random\s/u);
  });

  it('prints JSON marked "complete": false with the games played', async () => {
    const controller = new AbortController();
    const ran = await runCommand(['--games', '100000', '--players', 'random,easy', '--rounds', '2', '--json'], {
      runner: stoppingAfter(1, controller),
      interrupt: controller.signal,
    });
    expect(ran.exitCode).toBe(130);
    const json = JSON.parse(ran.stdout) as { games: number; gamesPlayed: number; complete: boolean; results: { wins: number; ties: number }[] };
    expect(Object.keys(json)).toEqual(TOP_FIELDS);
    expect(json.complete).toBe(false);
    expect(json.games).toBe(100000);
    expect(json.gamesPlayed).toBeGreaterThanOrEqual(1);
    expect(json.gamesPlayed).toBeLessThan(100000);
    // The numbers are those of the games played: each game has one winner or a shared first place.
    const [a, b] = json.results as [{ wins: number; ties: number }, { wins: number; ties: number }];
    expect(a.wins + b.wins + a.ties).toBe(json.gamesPlayed);
  });

  it('stopped before the first game: zero games, still one well-formed answer', async () => {
    const controller = new AbortController();
    controller.abort();
    const ran = await runCommand(['--games', '10', '--json'], { interrupt: controller.signal });
    expect(ran.exitCode).toBe(130);
    expect(JSON.parse(ran.stdout)).toMatchObject({ games: 10, gamesPlayed: 0, complete: false });
  });
});

describe('simulate options', () => {
  it('has sensible defaults', () => {
    const options = parseSimulateOptions({}, 'en');
    expect(options).toMatchObject({
      games: 200,
      seed: '1',
      players: ['medium', 'easy'],
      rounds: 7,
      tiebreak: 'category',
      strictOrder: false,
      json: false,
    });
    expect(options.jobs).toBeGreaterThanOrEqual(1);
    expect(options.jobs).toBeLessThanOrEqual(64);
    expect(parseSimulateOptions({ players: ' Hard , MEDIUM ', tiebreak: 'kickers', strictOrder: true }, 'en').players).toEqual(['hard', 'medium']);
    expect(parseSimulateOptions({ players: 'expert,hard,hard' }, 'en').players).toEqual(['expert', 'hard', 'hard']);
  });

  it('takes any seed text the game takes', () => {
    for (const seed of ['7', '-3', '1.5', 'Friday night', 'ß€🂡 "quoted"', 'x'.repeat(200), '🂡'.repeat(200)]) {
      expect(parseSimulateOptions({ seed }, 'en').seed).toBe(seed);
    }
  });

  it.each([
    [{ games: '0' }, /--games must be from 1/u],
    [{ games: 'ten' }, /--games must be a whole number/u],
    [{ seed: '' }, /^--seed: a seed must not be empty/u],
    [{ seed: 'x'.repeat(201) }, /^--seed: a seed must be at most 200 characters long/u],
    [{ seed: 'a\u001B[2Jb' }, /^--seed: a seed must not contain control characters, got "a\\u001b\[2Jb"$/u],
    [{ seed: 'tab\there' }, /control characters/u],
    [{ seed: 'new\nline' }, /control characters, got "new\\nline"/u],
    // A right-to-left override or a C1 control (U+009B is CSI) is shown escaped, not sent to the terminal.
    [{ seed: 'ab\u202Ecd' }, /^--seed: a seed must not contain control characters, got "ab\\u202ecd"$/u],
    [{ seed: 'a\u009B2Jb' }, /^--seed: a seed must not contain control characters, got "a\\u009b2Jb"$/u],
    [{ rounds: '8' }, /--rounds must be from 2 to 7/u],
    [{ rounds: '1' }, /--rounds must be from 2 to 7/u],
    [{ players: 'hard' }, /needs 2 to 4/u],
    [{ players: 'hard,easy,easy,easy,easy' }, /needs 2 to 4/u],
    [{ players: 'hard,ceiling' }, /"ceiling" is not a level/u],
    [{ players: 'hard,,easy' }, /an empty entry is not a level/u],
    [{ tiebreak: 'suits' }, /--tiebreak must be/u],
    [{ jobs: '0' }, /--jobs must be from 1 to 64, got 0/u],
    [{ jobs: '65' }, /--jobs must be from 1 to 64, got 65/u],
    [{ jobs: 'all' }, /--jobs must be a whole number/u],
  ])('rejects %j with a one-line UsageError', (raw, message) => {
    expect(() => parseSimulateOptions(raw, 'en')).toThrow(UsageError);
    expect(() => parseSimulateOptions(raw, 'en')).toThrow(message);
    try {
      parseSimulateOptions(raw, 'en');
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it.each([[['--seed', '']], [['--seed', 'x'.repeat(201)]], [['--seed', 'bell\u0007']], [['--jobs', '99']]])(
    'the program refuses %j with one line on stderr and exit code 2',
    async (args) => {
      let stdout = '';
      let stderr = '';
      const io = {
        stdin: { isTTY: false },
        stdout: { isTTY: false, write: (text: string) => ((stdout += text), true) },
        stderr: { isTTY: false, write: (text: string) => ((stderr += text), true) },
      } as unknown as CliIo;
      const code = await main(['node', 'shift-poker', 'simulate', ...args], io);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/^shift-poker: --(seed|jobs):? .+ \(see 'shift-poker simulate --help'\)\n$/u);
      expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    },
  );

  it('throws the UsageError through the command', async () => {
    await expect(runCommand(['--players', 'easy'])).rejects.toThrow(UsageError);
  });
});
