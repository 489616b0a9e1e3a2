/**
 * One server per data directory. Two servers on the same directory would
 * each bring back the same tables, and each would overwrite the other's
 * saves of them: a game lost without a word. The lock is a claim
 * (claim.ts) on the directory's lock file: it names the server that holds
 * it, and one left by a server that is gone (a crash, kill -9, a reboot
 * that gave its process id to another program) is taken over.
 *
 * (Not proper-lockfile: that library refreshes the lock's time on a timer
 * and installs exit hooks of its own beside the server's signal handling;
 * on one machine the holder's identity says more.)
 */

import * as path from 'node:path';
import { claimFile, type ClaimOptions } from './claim.js';
import type { Holder } from './holder.js';

export type DirectoryLock =
  | { readonly ok: true; readonly release: () => void }
  | { readonly ok: false; readonly pid: number; readonly holder: Holder }
  /** The lock could not be written (`errno`: a read-only or full disk, a directory in its place): no server without it. */
  | { readonly ok: false; readonly file: string; readonly errno: string };

/** Takes `dir`'s lock named `name` for this process, unless a running program holds it. */
export function lockDirectory(dir: string, name: string, options: ClaimOptions = {}): DirectoryLock {
  const file = path.join(dir, name);
  const claimed = claimFile(file, 'serve', options);
  if (!claimed.ok) return { ok: false, pid: claimed.holder.pid, holder: claimed.holder };
  if (!claimed.claim.held) return { ok: false, file, errno: claimed.claim.errno ?? 'unknown' };
  return { ok: true, release: claimed.claim.release };
}
