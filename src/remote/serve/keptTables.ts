/**
 * Which kept tables a starting server brings back, the same on disk
 * (storage.ts) and in PostgreSQL (pgStorage.ts): a table whose match never
 * started waits for players again, one record is never two tables (the
 * entry found later goes), a record that was named but never saved means
 * nothing was played yet, a record that cannot be read is reported and left,
 * a match of another program is not the server's, and a match that is over
 * is history (its entry goes).
 */

import type { LoadResult } from '../../record/load.js';
import type { MatchRecord } from '../../table/index.js';
import type { KeptTable } from './tables.js';
import type { StorageProblem } from './storageProblem.js';

/** Every table to bring back: those kept beside their records, then unfinished records none names (as `orphans`). */
export interface KeptTables {
  readonly tables: { readonly kept: KeptTable; readonly saved: { readonly file: string; readonly record: MatchRecord } | null }[];
  readonly orphans: { readonly file: string; readonly record: MatchRecord }[];
}

/** Whether a match is the server's to serve: its own, or one of a program that did not say which (but no terminal's). */
export function servedHere(record: MatchRecord): boolean {
  return record.program !== undefined ? record.program === 'serve' : !record.owners?.some((owner) => owner?.kind === 'terminal');
}

/** Sorts the kept tables as they are read; `forget` removes a table's entry. */
export class KeptTableSorter {
  readonly tables: KeptTables['tables'][number][] = [];
  /** Each record named by a table, with the code of the first that names it. */
  readonly #named = new Map<string, string>();

  constructor(
    private readonly onProblem: (problem: StorageProblem) => void,
    private readonly forget: (code: string) => void,
  ) {}

  /** Whether a record (its file's base name, or its key) is named by a table read so far. */
  names(record: string): boolean {
    return this.#named.has(record);
  }

  /** A table read: true when its record is to be loaded next (`loaded`), false when it is placed or dropped already. */
  read(kept: KeptTable): kept is KeptTable & { readonly record: string } {
    if (kept.record === null) {
      this.tables.push({ kept, saved: null });
      return false;
    }
    const first = this.#named.get(kept.record);
    if (first !== undefined) {
      // One record is never two tables: the entry found later goes (the record stays).
      this.onProblem({ code: 'recordTwice', file: kept.record, kept: first, dropped: kept.code });
      this.forget(kept.code);
      return false;
    }
    this.#named.set(kept.record, kept.code);
    return true;
  }

  /** Its record, as loaded. */
  loaded(kept: KeptTable, loaded: LoadResult): void {
    if (!loaded.ok && loaded.error.code === 'unreadable' && loaded.error.errno === 'ENOENT') {
      // The server stopped between naming the match's record and its first save: nothing of it was played yet.
      this.tables.push({ kept: { ...kept, record: null }, saved: null });
      return;
    }
    if (!loaded.ok) {
      this.onProblem({ code: 'recordUnreadable', table: kept.code, error: loaded.error });
      return;
    }
    // A table naming another program's match (the hotseat's, a host's) does not make it the server's.
    if (loaded.record.program !== undefined && loaded.record.program !== 'serve') {
      this.onProblem({ code: 'notServed', file: loaded.file, table: kept.code });
      return;
    }
    // A match that is over is history now: its entry goes.
    if (loaded.record.endedAt !== null) this.forget(kept.code);
    else this.tables.push({ kept, saved: { file: loaded.file, record: loaded.record } });
  }
}
