/** How the program was started, so that printed commands work where the player typed the first (src/invocation.ts). */

import { describe, expect, it } from '@jest/globals';
import { invocation } from '../src/invocation.js';

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
