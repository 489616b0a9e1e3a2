/**
 * Before the end-to-end tests (Jest's `e2e` project): they run the built
 * program (dist/), so a build older than the sources would test yesterday's
 * program and pass. When anything the build reads (src/, scripts/build.js
 * and scripts/bundling.js, the patches to dependencies in patches/,
 * package.json, tsconfig.json) is
 * newer than dist/, or dist/ is missing, the
 * build runs first, saying so in one line. CI builds before the tests, so
 * there this only checks.
 */

import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const BUILT = path.join(root, 'dist', 'cli.bundle.js');
const INPUTS = ['src', 'scripts/build.js', 'scripts/bundling.js', 'patches', 'package.json', 'tsconfig.json'];

/** The newest modification time under `entry` (a file or a folder). */
function newest(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

function builtAt() {
  try {
    return statSync(BUILT).mtimeMs;
  } catch {
    return null;
  }
}

export default function freshBuild() {
  const built = builtAt();
  const changed = Math.max(...INPUTS.map((input) => newest(path.join(root, input))));
  if (built !== null && built >= changed) return;
  process.stderr.write(`\n${built === null ? 'dist/ is missing' : 'dist/ is older than the sources'}: building first (npm run build)\n`);
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build.js')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
