/**
 * The fault harness's short form (bench/cluster-faults.bench.js): a minute
 * of faults of every kind, on a fixed seed, against three built `serve`
 * processes on a PostgreSQL of its own, and nothing found in the whole
 * history. The ten-minute form is a benchmark (docs/benchmarks.md).
 */

import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..', '..');

interface Run {
  readonly minutes: number;
  readonly seed: string;
  readonly faults: Record<string, number>;
  readonly faultCount: number;
  readonly actions: number;
  readonly gamesFinished: number;
  readonly violations: readonly string[];
}

describe('the fault harness, a minute on a fixed seed', () => {
  it('finds no violation, with faults of several kinds done and games played through them', async () => {
    const child = spawn(process.execPath, [path.join(ROOT, 'bench', 'cluster-faults.bench.js'), '--json', '--minutes', '1', '--tables', '3', '--seed', '7'], {
      cwd: ROOT,
      env: { ...process.env, CI: 'true' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (data: Buffer) => (out += data.toString()));
    child.stderr.on('data', (data: Buffer) => (err += data.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    const line = out.trim().split('\n').at(-1) ?? '';
    let run: Run;
    try {
      run = JSON.parse(line) as Run;
    } catch {
      throw new Error(`no result line (exit ${code}): ${err.slice(-2000)}`);
    }
    // With any violation, the harness's own account (its faults' timeline, a stuck table's screens) beside it.
    expect({ violations: run.violations, account: run.violations.length === 0 ? '' : err.slice(-8000) }).toEqual({ violations: [], account: '' });
    expect(code).toBe(0);
    expect(run.seed).toBe('7');
    expect(run.faultCount).toBeGreaterThanOrEqual(6);
    expect(Object.values(run.faults).filter((count) => count > 0).length).toBeGreaterThanOrEqual(3);
    expect(run.gamesFinished).toBeGreaterThanOrEqual(3);
    expect(run.actions).toBeGreaterThan(50);
  }, 600_000);
});
