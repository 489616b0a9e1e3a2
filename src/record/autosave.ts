/**
 * Keeps a match's file up to date: saves the record now and after every
 * change of the table. Saving never stops the game: the first failure is
 * reported once through `onWarning` (a read-only or full disk would
 * otherwise warn after every action), and later changes are still tried, so
 * saving resumes by itself once the disk has room again.
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
}

export interface AutosaveOptions {
  /** The match's file when it was resumed from one, with the record read from it. */
  readonly resumedFrom?: SavedCopy;
  readonly onWarning?: (error: SaveError) => void;
}

export function autosave(table: Table, store: Store, options: AutosaveOptions = {}): Autosave {
  let copy: SavedCopy | null = options.resumedFrom ?? null;
  let warned = false;
  let last: SaveResult;
  const save = (record: MatchRecord): void => {
    last = store.save(record, copy?.file);
    if (last.ok) {
      copy = { file: last.file, record };
    } else if (!warned) {
      warned = true;
      options.onWarning?.(last.error);
    }
  };
  save(table.toRecord());
  const stop = table.watchRecord(save);
  return { file: () => copy?.file ?? null, lastResult: () => last, savedCopy: () => copy, stop };
}
