/** How the program was started, so that printed commands work where the player typed the first (src/invocation.ts). */

import { describe, expect, it } from '@jest/globals';
import { carriedInvocation, invocation } from '../src/invocation.js';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from './cliRun.js';

/** A file system with these real paths (symlinks resolved); every other path does not exist. */
function files(real: Record<string, string>): (file: string) => string | null {
  return (file) => real[file] ?? null;
}

const BIN = '/home/ann/shift-poker/bin/shift-poker.js';

describe('invocation', () => {
  it('npm start in the project: npm start --', () => {
    const env = { npm_lifecycle_event: 'start', npm_package_name: 'shift-poker', PATH: '/usr/bin' };
    expect(invocation({ script: BIN, env, cwd: '/home/ann/shift-poker', realpath: files({ [BIN]: BIN }) })).toBe('npm start --');
  });

  it('npm start of another package that runs this one is not ours to name', () => {
    const env = { npm_lifecycle_event: 'start', npm_package_name: 'my-app', PATH: '' };
    expect(invocation({ script: BIN, env, cwd: '/home/ann/shift-poker', realpath: files({ [BIN]: BIN }) })).toBe('node bin/shift-poker.js');
  });

  it('npx or npm exec: npx shift-poker', () => {
    expect(invocation({ script: BIN, env: { npm_lifecycle_event: 'npx', npm_command: 'exec' }, cwd: '/', realpath: files({ [BIN]: BIN }) })).toBe('npx shift-poker');
  });

  it('the shift-poker first on the PATH is this program: shift-poker', () => {
    const link = '/usr/local/bin/shift-poker';
    const real = files({ [BIN]: BIN, [link]: BIN });
    expect(invocation({ script: link, env: { PATH: '/usr/bin:/usr/local/bin' }, cwd: '/tmp', realpath: real })).toBe('shift-poker');
  });

  it('another shift-poker first on the PATH: this one by its path', () => {
    const other = '/usr/bin/shift-poker';
    const real = files({ [BIN]: BIN, [other]: '/opt/old/bin/shift-poker.js', '/usr/local/bin/shift-poker': BIN });
    expect(invocation({ script: BIN, env: { PATH: '/usr/bin:/usr/local/bin' }, cwd: '/home/ann/shift-poker', realpath: real })).toBe('node bin/shift-poker.js');
  });

  it('by its path: relative where the player stands inside, absolute (quoted if need be) elsewhere', () => {
    const spaced = '/home/ann/my games/bin/shift-poker.js';
    const real = files({ [BIN]: BIN, [spaced]: spaced });
    expect(invocation({ script: BIN, env: {}, cwd: '/home/ann/shift-poker', realpath: real })).toBe('node bin/shift-poker.js');
    expect(invocation({ script: BIN, env: {}, cwd: '/tmp', realpath: real })).toBe(`node ${BIN}`);
    expect(invocation({ script: spaced, env: {}, cwd: '/tmp', realpath: real })).toBe(`node '${spaced}'`);
  });

  it('no script file (the command line run in-process): the installed name', () => {
    expect(invocation({ script: 'shift-poker', env: { PATH: '/usr/bin' }, cwd: '/', realpath: files({}) })).toBe('shift-poker');
    expect(invocation({ script: undefined, env: {}, cwd: '/' })).toBe('shift-poker');
  });
});

describe('the options a printed command carries', () => {
  it('--lang given and --screen-reader given stand right after the program, before any command word', () => {
    expect(carriedInvocation('npm start --', ['--lang', 'de', 'Ann', '--bot', 'easy'], 'de')).toBe('npm start -- --lang de');
    expect(carriedInvocation('shift-poker', ['tutorial', '--screen-reader'], null)).toBe('shift-poker --screen-reader');
    expect(carriedInvocation('npx shift-poker', ['--screen-reader', '--lang=de', 'Ann'], 'de')).toBe('npx shift-poker --lang de --screen-reader');
  });

  it('a language from the environment, a mode from INK_SCREEN_READER and a name after -- are not repeated', () => {
    expect(carriedInvocation('shift-poker', ['Ann', '--bot', 'easy'], null)).toBe('shift-poker');
    expect(carriedInvocation('shift-poker', ['--', '--screen-reader'], null)).toBe('shift-poker');
  });

  it('reach the commands printed by the command line: a game, a command, the help pointed at', async () => {
    // Without a terminal the game and the tutorial name the command that would start them.
    const german = await runCli(['--lang', 'de', 'tutorial'], { LANG: 'en_US.UTF-8' });
    expect(german.stderr).toContain('shift-poker --lang de tutorial');
    const reader = await runCli(['--lang', 'de', 'Ann', '--bot', 'easy', '--rounds', 'x'], { LANG: 'en_US.UTF-8' });
    expect(reader.stderr).toContain('shift-poker --lang de --help');
    const fromEnvironment = await runCli(['tutorial'], { LANG: 'de_DE.UTF-8' });
    expect(fromEnvironment.stderr).toContain('shift-poker tutorial');
    expect(fromEnvironment.stderr).not.toContain('--lang');
  });

  it('reach the lines that send the player elsewhere: a match played over ssh, a replay without a terminal', async () => {
    const npmStart = { npm_lifecycle_event: 'start', npm_package_name: 'shift-poker', PATH: '', LANG: 'C' };
    const folder = mkdtempSync(path.join(tmpdir(), 'shift-poker-invocation-'));
    try {
      const finished = readFileSync(new URL('./record/fixtures/valid.json', import.meta.url), 'utf8');
      const hosted = JSON.parse(finished) as Record<string, unknown>;
      Object.assign(hosted, { endedAt: null, program: 'host', options: { ...(hosted.options as object), games: null } });
      const file = path.join(folder, 'hosted.json');
      writeFileSync(file, JSON.stringify(hosted));
      const resumed = await runCli(['--lang', 'de', '--resume', file], npmStart);
      expect(resumed.code).toBe(1);
      expect(resumed.stderr).toContain('„npm start -- --lang de host --resume“');

      const replayed = await runCli(['replay', fileURLToPath(new URL('./record/fixtures/valid.json', import.meta.url))], npmStart);
      expect(replayed.code).toBe(1);
      expect(replayed.stderr).toContain("'npm start -- replay --json'");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
