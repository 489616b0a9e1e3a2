/**
 * Keeps a match's file up to date: saves the record now and after every
 * change of the table. Saving never stops the game: the first failure is
 * reported once through `onWarning` (a read-only or full disk would
 * otherwise warn after every action), and later changes are still tried, so
 * saving resumes by itself once the disk has room again.
 */

import type { MatchRecord, Table } from '../table/index.js';
import type { SaveError } from './errors.js';
import type { SaveResult, Store } from './store.js';

export interface Autosave {
  /** The file the match is saved to (null until a first save succeeded). */
  readonly file: () => string | null;
  /** The result of the latest save. */
  readonly lastResult: () => SaveResult;
  readonly stop: () => void;
}

export function autosave(
  table: Table,
  store: Store,
  options: { readonly file?: string; readonly onWarning?: (error: SaveError) => void } = {},
): Autosave {
  let file: string | null = options.file ?? null;
  let warned = false;
  let last: SaveResult;
  const save = (record: MatchRecord): void => {
    last = store.save(record, file ?? undefined);
    if (last.ok) {
      file = last.file;
    } else if (!warned) {
      warned = true;
      options.onWarning?.(last.error);
    }
  };
  save(table.toRecord());
  const stop = table.watchRecord(save);
  return { file: () => file, lastResult: () => last, stop };
}
