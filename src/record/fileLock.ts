/**
 * A lock between threads and programs that write the same derived file:
 * a file created exclusively beside it (O_EXCL), held for a few
 * milliseconds of work and then removed. Synchronous, for a table thread
 * that rates a match as it ends (proper-lockfile's synchronous lock takes
 * no retries, and waiting for the other writer is the point here).
 *
 * A lock older than `staleMs` is taken to be left by a program that died
 * holding it and is removed. A lock still held after `waitMs` is passed
 * over: the work is done without it, as it was before there was a lock
 * (what is kept is derived data, which the next full look checks); so is
 * anything but a file in its place (a directory), at once.
 */

import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs';

export type LockFs = Pick<typeof nodeFs, 'writeFileSync' | 'readFileSync' | 'unlinkSync' | 'statSync'>;

export interface FileLockOptions {
  readonly fs?: LockFs;
  /** Waits `ms` (the thread sleeps: nothing else runs meanwhile). */
  readonly sleep?: (ms: number) => void;
  readonly now?: () => number;
  readonly waitMs?: number;
  readonly staleMs?: number;
}

const SLEEP_MS = 2;
const sleeper = new Int32Array(new SharedArrayBuffer(4));
const sleepSync = (ms: number): void => {
  Atomics.wait(sleeper, 0, 0, ms);
};

/** `run`'s result, run while holding `lockFile`. */
export function withFileLock<T>(lockFile: string, run: () => T, options: FileLockOptions = {}): T {
  const fs = options.fs ?? nodeFs;
  const sleep = options.sleep ?? sleepSync;
  const now = options.now ?? Date.now;
  const staleMs = options.staleMs ?? 10_000;
  const until = now() + (options.waitMs ?? 2_000);
  // Whose lock it is: removed at the end only while it is still this one's (another may have taken it as stale).
  const token = `${process.pid} ${randomBytes(8).toString('hex')}`;
  let held = false;
  let freed = 0;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, token, { flag: 'wx', mode: 0o600 });
      held = true;
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') break;
    }
    let gone = false;
    let noLock = false;
    try {
      const stats = fs.statSync(lockFile);
      // Not a file (a directory in its place): no program made it as a lock, and none will take it away, so there is
      // nobody to wait for.
      if (!stats.isFile()) noLock = true;
      // Either way: a lock from a clock set back is as stale as one left long ago.
      else if (Math.abs(now() - stats.mtimeMs) > staleMs) {
        fs.unlinkSync(lockFile);
        gone = true;
      }
    } catch (error) {
      // Gone meanwhile: try again at once. One that cannot be removed (a folder not ours to change) is waited out like
      // a lock that is held: trying again at once would spin for ever.
      gone = (error as NodeJS.ErrnoException).code === 'ENOENT';
    }
    if (noLock) break;
    // A lock just removed is tried for at once, even past the wait (it is free now); a few times at most.
    if (gone && freed++ < 3) continue;
    if (now() >= until) break;
    sleep(SLEEP_MS);
  }
  try {
    return run();
  } finally {
    if (held) {
      try {
        if (fs.readFileSync(lockFile, 'utf8') === token) fs.unlinkSync(lockFile);
      } catch {
        // Already gone (taken as stale by another): nothing to undo.
      }
    }
  }
}
