/** --screen-reader (or INK_SCREEN_READER=true) on the game's command line: its players, its bot pace, its help. */

import { describe, expect, it } from '@jest/globals';
import { resolveLaunchOptions } from '../../src/commands/game/options.js';
import { screenReaderWanted } from '../../src/commands/parse.js';
import { runCli, type CliRun } from '../cliRun.js';

function run(...args: string[]): Promise<CliRun> {
  return runCli(args, { LANG: 'C' });
}

const defaults = { bot: [] as string[], tiebreak: 'category' as const, color: true, save: true };

describe('--screen-reader', () => {
  it("is asked for by the option or by Ink's own variable, and by nothing else", () => {
    expect(screenReaderWanted(true, {})).toBe(true);
    expect(screenReaderWanted(undefined, { INK_SCREEN_READER: 'true' })).toBe(true);
    expect(screenReaderWanted(undefined, { INK_SCREEN_READER: 'false' })).toBe(false);
    expect(screenReaderWanted(undefined, {})).toBe(false);
  });

  it('paces the computer players slowly enough to listen, unless --delay says otherwise', () => {
    expect(resolveLaunchOptions(['Ann'], { ...defaults, bot: ['easy'], screenReader: true }, 'en').botDelayMs).toBe(1500);
    expect(resolveLaunchOptions(['Ann'], { ...defaults, bot: ['easy'], screenReader: true, delay: '200' }, 'en').botDelayMs).toBe(200);
    expect(resolveLaunchOptions(['Ann'], { ...defaults, bot: ['easy'] }, 'en').botDelayMs).toBe(600);
  });

  it('takes its players from the command line: no setup screen to ask for them', () => {
    expect(() => resolveLaunchOptions([], { ...defaults, screenReader: true }, 'en')).toThrow(
      /--screen-reader needs the players on the command line, .*, or --resume to go on with a saved match$/,
    );
    expect(() => resolveLaunchOptions([], { ...defaults, screenReader: true }, 'de')).toThrow(
      /--screen-reader braucht die Spieler.*, oder --resume, um eine gespeicherte Partie fortzusetzen$/,
    );
    expect(resolveLaunchOptions([], { ...defaults, screenReader: true, resume: true }, 'en').seats).toEqual([]);
  });

  it("is listed in the game's help", async () => {
    expect((await run('--help')).stdout).toMatch(/--screen-reader +play as plain sentences for a screen reader/);
  });
});
