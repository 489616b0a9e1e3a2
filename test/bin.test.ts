/**
 * The installed command (bin/shift-poker.js) where the program beside it is
 * not built, or only in part (a checkout pulled without a build): one line
 * that says what to do, exit 1, never a stack trace.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDirsRemovedAfterEach } from './support/tempDirs.js';

const tempDir = tempDirsRemovedAfterEach('bin');
const ROOT = path.join(import.meta.dirname, '..');

/** A package folder with this bin and package.json, and in dist/ only `files`. */
function checkout(files: readonly string[]): string {
  const dir = tempDir();
  mkdirSync(path.join(dir, 'bin'));
  mkdirSync(path.join(dir, 'dist'));
  copyFileSync(path.join(ROOT, 'bin', 'shift-poker.js'), path.join(dir, 'bin', 'shift-poker.js'));
  copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  for (const file of files) writeFileSync(path.join(dir, 'dist', file), '');
  return dir;
}

const run = (dir: string, ...args: string[]) =>
  spawnSync(process.execPath, [path.join(dir, 'bin', 'shift-poker.js'), ...args], { encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: dir } });

describe('the command without its program built', () => {
  it.each([
    ['nothing in dist/', [], ['Alice', 'Bob']],
    // What an older build left: the loader as an ES module, where this bin requires its CommonJS file.
    ['an older build in dist/', ['codeCache.js', 'cli.cjs'], ['Alice', 'Bob']],
    ['no help entry', [], ['--help']],
  ])('says in one line to build it, with %s', (_, files, args) => {
    const result = run(checkout(files), ...args);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('shift-poker: the program is not built, or only in part (dist/): run npm run build\n');
    expect(result.stdout).toBe('');
  });

  it('answers --version all the same: it needs nothing of the program', () => {
    const result = run(checkout([]), '--version');
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/u);
  });
});
