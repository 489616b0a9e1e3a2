/**
 * Removing a saved match for good: `history --remove`, and discarding the
 * match the resume question offers. The file is deleted (not moved aside):
 * "remove" and "discard" mean it is gone, and a copy kept somewhere else
 * would still hold every hidden card of the match's games.
 *
 * A match open in another program is never removed: that program would
 * save it again after its next action (and the file would come back), and
 * the player there expects it to be kept. A claim whose holder is gone
 * (claim.ts) is no reason to refuse; it is left to be taken over.
 */

import * as nodeFs from 'node:fs';
import { claimFile, claimFileOf, type ClaimOptions } from './claim.js';
import type { Holder } from './holder.js';
import { errnoOf } from './load.js';

export type RemoveResult =
  | { readonly ok: true }
  /** Another running program has the match open. */
  | { readonly ok: false; readonly code: 'open'; readonly pid: number; readonly holder: Holder }
  /** The file could not be deleted (its errno). */
  | { readonly ok: false; readonly code: 'failed'; readonly errno: string };

export interface RemoveOptions extends ClaimOptions {
  readonly remove?: (file: string) => void;
}

/**
 * Deletes the match file `file` unless another program holds its claim. It
 * is claimed for the moment it takes (a program resuming it at that moment
 * is refused, or finds it gone), and not deleted where no claim can be
 * made (something in the way at its .lock: a program may play it unclaimed).
 */
export function removeSavedMatch(file: string, options: RemoveOptions = {}): RemoveResult {
  const claimed = claimFile(claimFileOf(file), 'play', options);
  if (!claimed.ok) return { ok: false, code: 'open', pid: claimed.holder.pid, holder: claimed.holder };
  if (!claimed.claim.held) return { ok: false, code: 'failed', errno: claimed.claim.errno ?? 'unknown' };
  try {
    (options.remove ?? nodeFs.rmSync)(file);
    return { ok: true };
  } catch (error) {
    return { ok: false, code: 'failed', errno: errnoOf(error) };
  } finally {
    claimed.claim.release();
  }
}
