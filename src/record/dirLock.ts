/**
 * One process per data directory. Two servers on the same directory would
 * each bring back the same tables, and each would overwrite the other's
 * saves of them: a game lost without a word. The lock is a file created
 * exclusively (O_EXCL) holding the process id; a lock left by a process
 * that is gone (a crash, kill -9) is taken over.
 *
 * (A pid file and not proper-lockfile: that library refreshes the lock's
 * time on a timer and installs exit hooks of its own beside the server's
 * signal handling; on one machine the process id says more.)
 */

import * as fs from 'node:fs';
import * as path from 'node:path';

export type DirectoryLock = { readonly ok: true; readonly release: () => void } | { readonly ok: false; readonly pid: number };

/** Whether a process with this id runs (EPERM: it does, as another user). */
export function processRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `dir`'s lock named `name` for this process, unless a running process holds it. */
export function lockDirectory(dir: string, name: string, isRunning: (pid: number) => boolean = processRunning): DirectoryLock {
  const file = path.join(dir, name);
  const own = String(process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, `${own}\n`, { flag: 'wx', mode: 0o600 });
      return {
        ok: true,
        release: () => {
          // Only our own: a lock taken over since (it should not be) stays with its holder.
          if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(file);
    if (holder !== null && holder !== process.pid && isRunning(holder)) return { ok: false, pid: holder };
    // Left by a process that is gone (or unreadable): stale.
    fs.rmSync(file, { force: true });
  }
  throw new Error(`cannot take the lock ${file}`);
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
