/**
 * A game and the tutorial started with --screen-reader (before or after the
 * command word) and --lang: the commands printed when the game is left
 * carry both, so typed again they start the same mode in the same language.
 */

import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { main, type CliIo } from '../../src/cli.js';

async function run(args: readonly string[], input: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdin = new PassThrough();
  let stdout = '';
  let stderr = '';
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const err = new PassThrough();
  err.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A terminal as far as the game asks: the sentences need no more.
  const io = { stdin: Object.assign(stdin, { isTTY: true }), stdout: Object.assign(out, { isTTY: true }), stderr: err } as unknown as CliIo;
  const done = main(['node', 'shift-poker', ...args], io, env);
  stdin.end(input);
  const code = await done;
  return { code, stdout, stderr };
}

describe('printed commands carry the mode and the language given', () => {
  it('a screen-reader game left in German: its resume line keeps --lang de and --screen-reader', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-carried-'));
    try {
      const env = { LANG: 'en_US.UTF-8', HOME: dir, XDG_DATA_HOME: path.join(dir, 'data'), XDG_STATE_HOME: path.join(dir, 'state') };
      const { stdout, stderr } = await run(['--screen-reader', '--lang', 'de', 'Ann', 'Ben', '--rounds', '2', '--seed', '7', '--data-dir', dir], 'beenden\nja\n', env);
      expect(stderr).toBe('');
      expect(stdout).toMatch(/shift-poker --lang de --screen-reader --resume/u);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('--screen-reader before the command word starts the tutorial as sentences', async () => {
    const { code, stdout } = await run(['--screen-reader', 'tutorial'], 'quit\n', { LANG: 'en_US.UTF-8' });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Lesson 1 of \d+: /mu);
  });
});
