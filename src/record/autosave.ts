/**
 * Keeps a match's file up to date: saves the record now and after every
 * change of the table. Saving never stops the game: the first failure is
 * reported once through `onWarning` (a read-only or full disk would
 * otherwise warn after every action), and later changes are still tried, so
 * saving resumes by itself once the disk has room again. Every save writes
 * the whole record, so the first that succeeds again holds the whole
 * match. `onFailing` hears when saving starts failing and when it
 * succeeds again, so that whoever said the match is not saved can take it back.
 */

import type { MatchRecord, Table } from '../table/index.js';
import type { SaveError } from './errors.js';
import type { SavedCopy } from './leaving.js';
import type { SaveResult, Store } from './store.js';

export interface Autosave {
  /** The file the match is saved to (null until a first save succeeded). */
  readonly file: () => string | null;
  /** The result of the latest save. */
  readonly lastResult: () => SaveResult;
  /** What the match's file holds now: the last record saved to it (or the one it was resumed from), or null. */
  readonly savedCopy: () => SavedCopy | null;
  readonly stop: () => void;
  /** Saves the match as it stands now (a last try when the disk refused the latest save). */
  readonly saveNow: () => void;
}

export interface AutosaveOptions {
  /** The match's file when it was resumed from one, with the record read from it. */
  readonly resumedFrom?: SavedCopy;
  /** The file to save a new match to, named before it exists (Store.newFile); else the store names one. */
  readonly file?: string;
  readonly onWarning?: (error: SaveError) => void;
  /** Saving has started failing (why), or succeeds again after failing (null); each change once. */
  readonly onFailing?: (error: SaveError | null) => void;
  /** A save worked: the store holds the table at `version` (what a server may show now: room/runner.ts). */
  readonly onStored?: (version: number) => void;
}

/** Runs `run` after `ms`, returning what cancels it (a timer that keeps no program alive by default). */
export type RetryScheduler = (ms: number, run: () => void) => () => void;

export interface BackgroundAutosaveOptions extends AutosaveOptions {
  /**
   * How a failed save is tried again while no action comes (the disk or
   * the database back): every RETRY_MS by default. Without it, a table
   * whose players wait would stay unsaved until the next action, and a
   * server that died meanwhile would lose what they did.
   */
  readonly retry?: RetryScheduler;
}

/** How long after a failed save it is tried again, when no action came meanwhile. */
export const RETRY_MS = 2000;

const unrefTimer: RetryScheduler = (ms, run) => {
  const timer = setTimeout(run, ms);
  timer.unref?.();
  return () => clearTimeout(timer);
};

export interface BackgroundAutosave {
  /** The file the match is saved to (null until a first save succeeded). */
  readonly file: () => string | null;
  /** What the match's file holds now: the last record saved to it (or the one it was resumed from), or null. */
  readonly savedCopy: () => SavedCopy | null;
  /** Whether the latest save failed (the match is not saved now). */
  readonly failing: () => boolean;
  /** No more saves after the one under way. */
  readonly stop: () => void;
  /** Resolves once every change so far is on disk (or failed to be). */
  readonly flush: () => Promise<void>;
  /** Saves the match as it stands now (a last try when the disk refused the latest save). */
  readonly saveNow: () => void;
}

/** Where a server's autosave writes: a Store, or the store on PostgreSQL, which also checks the table's version. */
export interface RecordSaver {
  /** Saves `record`, the table at `version`, to `file` (a new one when none is given). */
  saveAsync(record: MatchRecord, file: string | undefined, version: number): Promise<SaveResult>;
}

/**
 * Autosave for a server of many tables: each save is written off the
 * thread that draws the screens (Store.saveAsync), one at a time per match.
 * Changes that come while a save is under way are saved together, as the
 * newest record, once it is done: the file always holds a whole record, at
 * most a few milliseconds behind the table, and a burst of actions costs
 * one write, not one each.
 */
export function autosaveInBackground(table: Table, store: RecordSaver, options: BackgroundAutosaveOptions = {}): BackgroundAutosave {
  let copy: SavedCopy | null = options.resumedFrom ?? null;
  let warned = false;
  let failing = false;
  const retry = options.retry ?? unrefTimer;
  let cancelRetry: (() => void) | null = null;
  /** The newest record not yet being written (with the table's version then), if any. */
  let waiting: { readonly record: MatchRecord; readonly version: number } | null = { record: table.toRecord(), version: table.version };
  let writing: Promise<void> | null = null;
  let stopped = false;

  const writeNext = (): void => {
    if (writing !== null || waiting === null) return;
    const { record, version } = waiting;
    waiting = null;
    writing = store.saveAsync(record, copy?.file ?? options.file, version).then((result) => {
      if (failing !== !result.ok) options.onFailing?.(result.ok ? null : result.error);
      failing = !result.ok;
      if (result.ok) {
        copy = { file: result.file, record };
        options.onStored?.(version);
      } else if (!warned) {
        warned = true;
        options.onWarning?.(result.error);
      }
      writing = null;
      // Failed with nothing newer to save: the match as it stands is tried again in a while.
      if (!result.ok && waiting === null && !stopped && cancelRetry === null) {
        cancelRetry = retry(RETRY_MS, () => {
          cancelRetry = null;
          if (stopped || !failing || waiting !== null) return;
          waiting = { record: table.toRecord(), version: table.version };
          writeNext();
        });
      }
      writeNext();
    });
  };
  const idle = async (): Promise<void> => {
    while (writing !== null) await writing;
  };
  writeNext();
  const unwatch = table.watchRecord((record) => {
    if (stopped) return;
    waiting = { record, version: table.version };
    writeNext();
  });
  return {
    file: () => copy?.file ?? null,
    savedCopy: () => copy,
    failing: () => failing,
    stop: () => {
      stopped = true;
      cancelRetry?.();
      cancelRetry = null;
      unwatch();
    },
    flush: idle,
    saveNow: () => {
      waiting = { record: table.toRecord(), version: table.version };
      writeNext();
    },
  };
}

export function autosave(table: Table, store: Store, options: AutosaveOptions = {}): Autosave {
  let copy: SavedCopy | null = options.resumedFrom ?? null;
  let warned = false;
  let failing = false;
  let last: SaveResult;
  const save = (record: MatchRecord): void => {
    last = store.save(record, copy?.file ?? options.file);
    const was = failing;
    failing = !last.ok;
    // What the file holds is known before anyone hears that saving fails or works again (they may ask it).
    if (last.ok) copy = { file: last.file, record };
    if (was !== failing) options.onFailing?.(last.ok ? null : last.error);
    if (last.ok) {
      // Saved before the table tells anyone of the change (a table calls its record's listeners first): its version is the record's.
      options.onStored?.(table.version);
    } else if (!warned) {
      warned = true;
      options.onWarning?.(last.error);
    }
  };
  save(table.toRecord());
  const stop = table.watchRecord(save);
  return { file: () => copy?.file ?? null, lastResult: () => last, savedCopy: () => copy, stop, saveNow: () => save(table.toRecord()) };
}
