import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { loadRecordFile } from '../../src/record/load.js';

const here = path.dirname(fileURLToPath(import.meta.url));
let work: string;
let child: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'shift-poker-crash-'));
  child = path.join(work, 'crash-child.mjs');
  await build({
    entryPoints: [path.join(here, 'crash-child.ts')],
    outfile: child,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The same banner as the command-line bundle (scripts/build.js).
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url); const __filename = import.meta.filename ?? new URL(import.meta.url).pathname;",
    },
    logLevel: 'error',
  });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Starts the child, kills it with SIGKILL once it has reported `target` actions; returns the last number read. */
function runAndKill(dir: string, target: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [child, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let lastSeen = 0;
    let buffered = '';
    let stderr = '';
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    proc.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) lastSeen = Number(line);
      if (lastSeen >= target && proc.exitCode === null && !proc.killed) proc.kill('SIGKILL');
    });
    proc.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(lastSeen);
      else reject(new Error(`the child ended by itself (code ${code}): ${stderr}`));
    });
  });
}

describe('kill -9 while saving after every action', () => {
  it.each([1, 37, 150, 400])('after about %i actions the file holds every action reported done, and loads', async (target) => {
    const dir = path.join(work, `data-${target}`);
    const reported = await runAndKill(dir, target);
    expect(reported).toBeGreaterThanOrEqual(target);
    const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
    expect(files).toHaveLength(1);
    const loaded = loadRecordFile(path.join(dir, files[0]!));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    const saved = loaded.record.games.reduce((sum, game) => sum + game.actions.length, 0);
    // The kill may land after a save whose number was not read yet, never before a reported one.
    expect(saved).toBeGreaterThanOrEqual(reported);
  });
});
