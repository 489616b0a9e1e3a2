/**
 * A match opened for writing: the one way every front end (the hotseat, a
 * host, a server's table) keeps a match on disk.
 *
 * - One match, one writer: the match's file is claimed (record/claim.ts)
 *   before anything is written to it; a match another program has open is
 *   refused, naming that program.
 * - Saved after every change (record/autosave.ts): at once at a terminal
 *   (a few milliseconds), or off the drawing thread for a server of many
 *   tables. Saving never stops the game; `onFailing` hears when it starts
 *   failing and when it works again, so every screen can say so.
 * - What leaving may show (record/leaving.ts) is answered from what the
 *   file really holds: nothing is called saved that is not on disk.
 * - Closed, it stops saving and gives the match up once its last save is
 *   on disk.
 */

import type { SaveError } from '../record/errors.js';
import type { Holder, HolderProgram } from '../record/holder.js';
import { autosave, autosaveInBackground } from '../record/autosave.js';
import { leavingDisclosure, samePosition, type LeavingDisclosure, type SavedCopy } from '../record/leaving.js';
import type { Store } from '../record/store.js';
import type { Table } from '../table/index.js';

export interface MatchFile {
  /** The match's file. */
  readonly file: string;
  /** What the file holds now: the last record saved to it (or the one it was resumed from), or null. */
  readonly savedCopy: () => SavedCopy | null;
  /** Whether the latest save failed (the file does not hold the match as it stands). */
  readonly failing: () => boolean;
  /** What leaving the match may show now. */
  readonly leaving: () => LeavingDisclosure;
  /** Resolves once every change so far is on disk (or failed to be). */
  readonly flush: () => Promise<void>;
  /** Saving fails: try once more now (the disk may have room again); true once the file holds the match as it stands. */
  readonly retry: () => boolean;
  /** No more saves; the claim goes once the last save is on disk. */
  readonly close: () => void;
}

export interface OpenMatchOptions {
  /** Who opens it, as other programs are told. */
  readonly program: HolderProgram;
  /** The file it was resumed from, with the record read from it; absent: a new match. */
  readonly resumedFrom?: SavedCopy;
  /** The file for a new match, named before it exists (Store.newFile); absent: the store names one. */
  readonly file?: string;
  /** Save off this thread (a server of many tables); else each save is done before the next move. */
  readonly background?: boolean;
  /** Saving started failing (the error) or works again (null). */
  readonly onFailing?: (error: SaveError | null) => void;
  /** A save worked: the file holds the table at `version`. */
  readonly onStored?: (version: number) => void;
}

/**
 * A match at one keyboard as its screens see its saving (the hotseat's
 * and the screen-reader mode's alike; absent where nothing is saved).
 */
export interface KeyboardSaving {
  /**
   * Calls `listener` with the line that says saving fails, as it starts
   * failing, and with null once it works again (at once, if failing
   * already); returns what stops it.
   */
  readonly onWarning: (listener: (line: string | null) => void) => () => void;
  /** Saving fails: try once more now; true once the file holds the match as it stands, or where nothing is saved (--no-save). */
  readonly retry: () => boolean;
  /**
   * The game is over, but the match's file can go on with it, not holding
   * its end (its last saves failed): the results would spoil a game
   * `--resume` may deal again, so they are held until it is saved.
   */
  readonly resultsHeld: () => boolean;
}

/** Refused: another program has the match open (`holder`), or its file changed or went since it was read (null). */
export type OpenMatchResult = { readonly ok: true; readonly match: MatchFile } | { readonly ok: false; readonly holder: Holder | null };

/** Claims `table`'s file in `store` and keeps it saved; refused while another program has it open. */
export function openMatchFile(table: Table, given: Store, options: OpenMatchOptions): OpenMatchResult {
  let store = given;
  const file = options.resumedFrom?.file ?? options.file ?? store.newFile(table.toRecord());
  const claimed = store.claim(file, options.program);
  if (!claimed.ok) return { ok: false, holder: claimed.holder };
  let claim = claimed.claim;
  // Read before it was claimed: still the same file (not removed, nor played on by a program that had it meanwhile)?
  if (options.resumedFrom !== undefined && claim.held && !unchanged(store, options.resumedFrom)) {
    claim.release();
    return { ok: false, holder: null };
  }
  const target = options.resumedFrom === undefined ? { file } : { resumedFrom: options.resumedFrom };
  const release = (): void => claim.release();
  // A claim that could not be written (a full or read-only disk) is tried again before each save, and
  // nothing is written until it is held: another program may have claimed the match meanwhile. One held
  // is looked at before each save (one small read).
  const claimFirst = (): SaveError | null => {
    // Held, as long as no other program holds it now: a claim removed by hand and taken by another program is
    // that program's, and this one writes nothing more (two writers would each undo the other's moves).
    if (claim.held) return store.openElsewhere(file) === null ? null : { code: 'saveFailed', file, errno: 'ECLAIMED' };
    const again = store.claim(file, options.program);
    if (!again.ok) return { code: 'saveFailed', file, errno: 'ECLAIMED' };
    claim = again.claim;
    return claim.held ? null : { code: 'saveFailed', file, errno: claim.errno ?? 'unknown' };
  };
  store = guardedStore(store, claimFirst);
  if (options.background === true) {
    const saving = autosaveInBackground(table, store, {
      ...target,
      ...(options.onFailing === undefined ? {} : { onFailing: options.onFailing }),
      ...(options.onStored === undefined ? {} : { onStored: options.onStored }),
    });
    return { ok: true, match: matchFile(file, table, saving, release) };
  }
  let failing = false;
  const saving = autosave(table, store, {
    ...target,
    ...(options.onStored === undefined ? {} : { onStored: options.onStored }),
    onFailing: (error) => {
      failing = error !== null;
      options.onFailing?.(error);
    },
  });
  // Each save is done before the next move: nothing is ever under way.
  return { ok: true, match: matchFile(file, table, { ...saving, failing: () => failing, flush: async () => undefined }, release) };
}

function unchanged(store: Store, read: SavedCopy): boolean {
  const now = store.load(read.file);
  return now.ok && now.record.updatedAt === read.record.updatedAt && samePosition(now.record, read.record);
}

/** `store`, but a save first asks `claimFirst`, and fails with its error instead of writing. */
function guardedStore(store: Store, claimFirst: () => SaveError | null): Store {
  return {
    ...store,
    save: (record, file) => {
      const error = claimFirst();
      return error === null ? store.save(record, file) : { ok: false, error };
    },
    saveAsync: async (record, file) => {
      const error = claimFirst();
      return error === null ? store.saveAsync(record, file) : { ok: false, error };
    },
  };
}

interface Saving {
  readonly savedCopy: () => SavedCopy | null;
  readonly failing: () => boolean;
  readonly flush: () => Promise<void>;
  readonly stop: () => void;
  readonly saveNow: () => void;
}

function matchFile(file: string, table: Table, saving: Saving, release: () => void): MatchFile {
  let closed = false;
  return {
    file,
    savedCopy: saving.savedCopy,
    failing: saving.failing,
    leaving: () => leavingDisclosure(table.toRecord(), saving.savedCopy()),
    flush: saving.flush,
    retry: () => {
      if (!closed && saving.failing()) saving.saveNow();
      return !saving.failing();
    },
    close: () => {
      if (closed) return;
      closed = true;
      // The disk may have room again since the save that failed: one last try before the match is left.
      if (saving.failing()) saving.saveNow();
      saving.stop();
      void saving.flush().then(release);
    },
  };
}
