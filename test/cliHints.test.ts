/** --no-hints on the command line, for a game here and for a hosted one. */

import { describe, expect, it } from '@jest/globals';
import { main, resolveLaunchOptions, resolveSaveOptions, type CliIo } from '../src/cli.js';
import { resolveHostOptions } from '../src/remote/options.js';
import { UsageError } from '../src/usage.js';

async function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io = {
    stdin: { isTTY: false },
    stdout: { isTTY: false, write: (text: string) => ((stdout += text), true) },
    stderr: { write: (text: string) => ((stderr += text), true) },
  } as unknown as CliIo;
  const code = await main(['node', 'shift-poker', ...args], io, { LANG: 'C' });
  return { code, stdout, stderr };
}

const defaults = { bot: [] as string[], tiebreak: 'category' as const, color: true, save: true };

describe('--no-hints', () => {
  it('turns hints off for the match; without it they are on', () => {
    expect(resolveLaunchOptions(['Ann', 'Ben'], { ...defaults, hints: false }).hints).toBe(false);
    expect(resolveLaunchOptions(['Ann', 'Ben'], { ...defaults, hints: true }).hints).toBe(true);
    expect(resolveLaunchOptions(['Ann', 'Ben'], { ...defaults }).hints).toBe(true);
  });

  it('is a rule of the match, so a resumed match keeps its own and --resume refuses it', () => {
    expect(() => resolveSaveOptions([], { ...defaults, resume: true, hints: false })).toThrow(UsageError);
    expect(() => resolveSaveOptions([], { ...defaults, resume: true, hints: false })).toThrow(/leave out --no-hints/);
    expect(resolveSaveOptions([], { ...defaults, resume: true, hints: true }).resume).toBe(true);
  });

  it('is listed in the help of the game and of host', async () => {
    expect((await run('--help')).stdout).toMatch(/--no-hints +no hints in this match/);
    expect((await run('host', '--help')).stdout).toMatch(/--no-hints +no hints in this match/);
  });

  it('host takes it too', () => {
    expect(resolveHostOptions({ listen: '127.0.0.1', hints: false }, () => 'me').hints).toBe(false);
    expect(resolveHostOptions({ listen: '127.0.0.1' }, () => 'me').hints).toBe(true);
  });
});
