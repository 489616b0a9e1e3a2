/**
 * The installed command as users start it: bin/shift-poker.js loading the
 * built bundle (dist/), in a child process.
 */

import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { main, type CliIo } from '../../src/cli.js';

describe('the installed command', () => {
  const bin = new URL('../../bin/shift-poker.js', import.meta.url).pathname;
  const built = existsSync(new URL('../../dist/cli.bundle.js', import.meta.url));

  it('is built (run npm run build first)', () => {
    expect(built).toBe(true);
  });

  it('refuses piped standard input with a clear line and exit code 1', () => {
    const result = spawnSync(process.execPath, [bin, 'Alice', 'Bob', '-r', '2', '--no-save'], {
      input: 'q\n',
      encoding: 'utf8',
      env: { ...process.env, CI: 'false' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^shift-poker: the game needs an interactive terminal/);
    expect(result.stdout).toBe('');
  });

  it('stops quietly when its output pipe is closed early', () => {
    const result = spawnSync('/bin/sh', ['-c', `"${process.execPath}" "${bin}" --help | head -c 10`], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('Usage: shi');
    expect(result.stderr).toBe('');
  });

  it('answers --version and -V alone from the package, as the bundle does when more is given', () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    for (const args of [['--version'], ['-V'], ['--version', '--lang', 'de']]) {
      const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
      expect(result.status).toBe(0);
      expect(result.stdout).toBe(`${version}\n`);
      expect(result.stderr).toBe('');
    }
  });

  it('formats the help 80 columns wide, also on a wider terminal', async () => {
    let out = '';
    const io = {
      stdin: { isTTY: true },
      stdout: { isTTY: true, columns: 200, write: (text: string) => ((out += text), true) },
      stderr: { isTTY: true, columns: 200, write: () => true },
    } as unknown as CliIo;
    for (const args of [['--help'], ['simulate', '--help'], ['host', '--help']]) {
      out = '';
      expect(await main(['node', 'shift-poker', ...args], io, {})).toBe(0);
      const widths = out.split('\n').map((line) => line.length);
      expect(Math.max(...widths)).toBeLessThanOrEqual(80);
      expect(Math.max(...widths)).toBeGreaterThan(70);
    }
  });

  it("prints help and usage errors without setting up Node's streams for standard output and error", () => {
    // In a child process whose output is piped: a pipe's stream would load Node's net module, and
    // any stream Node's stream module (also loaded by an import of node:fs, which the bundle avoids).
    const script = `
      import { createRequire } from 'node:module';
      const { writeSync } = createRequire(import.meta.url)('node:fs');
      const { main } = await import(${JSON.stringify(new URL('../../dist/cli.bundle.js', import.meta.url).href)});
      const code = await main(['node', 'shift-poker', ...process.argv.slice(1)]);
      const loaded = (name) => process.moduleLoadList.includes('NativeModule ' + name);
      writeSync(3, JSON.stringify({ code, net: loaded('net'), stream: loaded('stream') }));`;
    for (const [args, code, out, err] of [
      [['--help'], 0, /^Usage: shift-poker/u, /^$/u],
      [['--rounds', '9'], 2, /^$/u, /^shift-poker: --rounds must be from 2 to 7, got 9 \(see 'shift-poker --help'\)\n$/u],
      [['simulate', '--help'], 0, /^Usage: shift-poker simulate/u, /^$/u],
    ] as const) {
      const result = spawnSync(process.execPath, ['--input-type=module', '--eval', script, '--', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
      expect(result.stdout).toMatch(out);
      expect(result.stderr).toMatch(err);
      expect(JSON.parse(result.output[3] as string)).toEqual({ code, net: false, stream: false });
    }
  });

  it('reports a usage error in one line with exit code 2', () => {
    const result = spawnSync(process.execPath, [bin, 'Alice', 'Bob', '--rounds', '12', '--no-save'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toBe("shift-poker: --rounds must be from 2 to 7, got 12 (see 'node bin/shift-poker.js --help')\n");
  });
});
