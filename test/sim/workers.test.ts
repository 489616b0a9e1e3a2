/**
 * The simulator on worker threads, through the real built program (worker
 * threads load the built dist/sim-worker.js; `npm run build` first).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { PtySession } from '../support/pty.js';
import { runOnWorkers } from '../../src/sim/pool.js';
import type { GameSetup } from '../../src/sim/simulate.js';
import { sleep } from '../support/wait.js';
import { KEYS } from '../support/keyBytes.js';

const BIN = new URL('../../bin/shift-poker.js', import.meta.url).pathname;

function requireBuild(): void {
  for (const file of ['../../dist/cli.bundle.js', '../../dist/sim-worker.js']) {
    if (!existsSync(new URL(file, import.meta.url))) {
      throw new Error('dist/ is missing: run `npm run build` before these tests');
    }
  }
}

function simulate(args: string[]): { status: number | null; stdout: string; stderr: string } {
  requireBuild();
  const result = spawnSync(process.execPath, [BIN, 'simulate', ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The JSON of a run without its clock-dependent numbers. */
function withoutTiming(json: string): unknown {
  const parsed = JSON.parse(json) as { gamesPerSecond: number; results: Record<string, unknown>[] };
  return {
    ...parsed,
    gamesPerSecond: 0,
    results: parsed.results.map((entry) => ({ ...entry, meanDecisionMs: 0, p99DecisionMs: 0 })),
  };
}

const sessions: PtySession[] = [];
afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
});

describe('simulate on worker threads', () => {
  it('gives identical results for --jobs 1, 2 and 3 (timings aside)', () => {
    const args = ['--games', '60', '--seed', 'same games', '--players', 'medium,easy,random', '--rounds', '3', '--json'];
    const runs = ['1', '2', '3'].map((jobs) => simulate([...args, '--jobs', jobs]));
    for (const run of runs) {
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    }
    const [one, two, three] = runs.map((run) => withoutTiming(run.stdout));
    expect(one).toMatchObject({ games: 60, gamesPlayed: 60, complete: true, seed: 'same games' });
    expect(two).toEqual(one);
    expect(three).toEqual(one);
    // Another seed plays other games.
    const other = simulate([...args.slice(0, 2), '--seed', 'other games', ...args.slice(4), '--jobs', '2']);
    expect(withoutTiming(other.stdout)).not.toEqual(one);
  });

  it('shows a progress bar on a terminal, and Ctrl+C prints the games so far and exits with 130', async () => {
    requireBuild();
    const session = new PtySession(process.execPath, [BIN, 'simulate', '--games', '1000000', '--players', 'easy,random', '--jobs', '2']);
    sessions.push(session);
    // Thousands grouped as English writes them.
    await session.waitFor(/\d{1,3}(?:,\d{3})*\/1,000,000 games {2}[\d.,]+ games\/s {2}ETA \d+:\d\d/u, 20_000);
    session.write(KEYS.ctrlC);
    const exit = await session.waitForExit(20_000);
    expect(exit.exitCode).toBe(130);
    const screen = await session.screen();
    const played = Number(/Interrupted: the results of (\d{1,3}(?:,\d{3})*) games? of 1,000,000/u.exec(screen)?.[1]?.replaceAll(',', ''));
    expect(played).toBeGreaterThan(0);
    expect(played).toBeLessThan(1_000_000);
    expect(screen).toMatch(/\n1\s+easy\s/u);
    expect(screen).toMatch(/\n2\s+random\s/u);
    // The bar was cleared before the table.
    expect(screen).not.toContain('ETA');
  });

  it('draws no progress bar with --json, and Ctrl+C prints JSON marked as partial', async () => {
    requireBuild();
    const session = new PtySession(process.execPath, [BIN, 'simulate', '--games', '1000000', '--players', 'easy,random', '--jobs', '2', '--json']);
    sessions.push(session);
    // Nothing shows on screen to wait for: give it time to start and play a little
    // (the table test above sees Ctrl+C handled once the bar is up).
    await sleep(2500);
    session.write(KEYS.ctrlC);
    const exit = await session.waitForExit(20_000);
    expect(exit.exitCode).toBe(130);
    expect(session.raw).not.toContain('games/s');
    const json = JSON.parse(session.raw.slice(session.raw.indexOf('{'))) as { complete: boolean; gamesPlayed: number; games: number };
    expect(json.complete).toBe(false);
    expect(json.games).toBe(1_000_000);
    expect(json.gamesPlayed).toBeLessThan(1_000_000);
  });

  it('fails the run with an error, rather than hanging, when a worker cannot start', async () => {
    const setup: GameSetup = { players: ['random', 'easy'], seed: '1', rounds: 2, tiebreak: 'category', strictOrder: false };
    const missing = new URL('./no-such-worker.js', import.meta.url);
    await expect(runOnWorkers({ setup, games: 10, jobs: 2 }, missing)).rejects.toThrow(/no-such-worker/u);
  });
});
