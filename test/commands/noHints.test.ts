/** --no-hints on the command line, for a game here and for a hosted one. */

import { describe, expect, it } from '@jest/globals';
import { resolveLaunchOptions, resolveSaveOptions } from '../../src/commands/game/options.js';
import { runCli, type CliRun } from '../cliRun.js';
import { resolveHostOptions } from '../../src/commands/host/options.js';
import { UsageError } from '../../src/usage.js';

function run(...args: string[]): Promise<CliRun> {
  return runCli(args, { LANG: 'C' });
}

const defaults = { bot: [] as string[], tiebreak: 'category' as const, color: true, save: true };

describe('--no-hints', () => {
  it('turns hints off for the match; without it they are on', () => {
    expect(resolveLaunchOptions(['Ann', 'Ben'], { ...defaults, hints: false }, 'en').hints).toBe(false);
    expect(resolveLaunchOptions(['Ann', 'Ben'], { ...defaults, hints: true }, 'en').hints).toBe(true);
    expect(resolveLaunchOptions(['Ann', 'Ben'], { ...defaults }, 'en').hints).toBe(true);
  });

  it('is a rule of the match, so a resumed match keeps its own and --resume refuses it', () => {
    expect(() => resolveSaveOptions([], { ...defaults, resume: true, hints: false }, 'en')).toThrow(UsageError);
    expect(() => resolveSaveOptions([], { ...defaults, resume: true, hints: false }, 'en')).toThrow(/leave out --no-hints/);
    expect(resolveSaveOptions([], { ...defaults, resume: true, hints: true }, 'en').resume).toBe(true);
  });

  it('is listed in the help of the game and of host', async () => {
    expect((await run('--help')).stdout).toMatch(/--no-hints +no hints in this match/);
    expect((await run('host', '--help')).stdout).toMatch(/--no-hints +no hints in this match/);
  });

  it('host takes it too', () => {
    expect(resolveHostOptions({ listen: '127.0.0.1', hints: false }, () => 'me', 'en').hints).toBe(false);
    expect(resolveHostOptions({ listen: '127.0.0.1' }, () => 'me', 'en').hints).toBe(true);
  });
});
