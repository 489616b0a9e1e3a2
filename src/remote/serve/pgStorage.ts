/**
 * Where a server keeps its tables when it runs on PostgreSQL
 * (`--store postgres://…`) instead of its data directory: each table's
 * record in the store's records, saved after every action with the table's
 * version (a save from a writer that is behind is refused, ESTALE, and
 * changes nothing), and what a table file holds in the store's directory
 * of tables. The same rules as on disk (storage.ts): what is kept beside a
 * record is written before the record's first save, it goes when the table
 * ends (the record stays, for history), a table whose record was never
 * saved waits for players again, an unfinished record that no table names
 * comes back as a private table, and nothing that cannot be read is
 * changed: it is reported and left.
 */

import { autosaveInBackground, type RecordSaver } from '../../record/autosave.js';
import type { PgStore } from '../../record/pgStore.js';
import type { MatchRecord } from '../../table/index.js';
import type { KeptTable, SaveFailure, TableSaving, TableStorage } from './tables.js';
import { KeptTableSorter, servedHere, type KeptTables } from './keptTables.js';
import { keptTableData, parseKeptTable } from './storage.js';
import type { StorageProblem } from './storageProblem.js';
import { writeQueue } from './writeQueue.js';

export interface PgTableStorage extends TableStorage {
  /**
   * Every table to bring back, as on disk; with `only`, those of these codes
   * (a process claiming tables of another that died) and no orphans.
   */
  load(only?: ReadonlySet<string>): Promise<KeptTables>;
  /** Resolves once every table's entry written so far is stored. */
  flush(): Promise<void>;
}

/** How a table's entry is named in the log: the store's table and its code. */
const entryOf = (code: string): string => `shift_poker_tables/${code}`;

export function pgTableStorage(store: PgStore, onProblem: (problem: StorageProblem) => void): PgTableStorage {
  const writes = writeQueue();
  const forget = (code: string): void => {
    void writes
      .enqueue(code, entryOf(code), () => store.forgetTable(code))
      .then((failure) => {
        if (failure !== null) onProblem({ code: 'saveFailed', table: code, ...failure });
      });
  };
  return {
    newRecordFile: (table) => store.newKey(table.toRecord()),
    saveRecord(table, key, record, { onFailing, onStored, onRated }): TableSaving {
      // The version the row holds: none yet for a new match; a match brought back stands at the version it was saved with.
      let expected: number | null = record === null ? null : table.version;
      const saver: RecordSaver = {
        saveAsync: async (saved, _file, version) => {
          const result = await store.save(key, saved, version, expected);
          if (!result.ok) return result;
          expected = version;
          // Heard before onStored: the final standings are shown with the ratings they changed.
          if (result.rated !== undefined) onRated?.(result.rated);
          if (result.unrated === true) onProblem({ code: 'savedUnrated', file: key });
          return { ok: true, file: key };
        },
      };
      const saving = autosaveInBackground(table, saver, {
        ...(record === null ? { file: key } : { resumedFrom: { file: key, record } }),
        onFailing: (error) => onFailing(error === null ? null : { file: error.file, errno: error.errno }),
        onStored,
      });
      return {
        file: saving.file,
        failing: saving.failing,
        flush: saving.flush,
        stop: () => {
          // The database may be back since the save that failed: one last try before the table is left.
          if (saving.failing()) saving.saveNow();
          saving.stop();
        },
      };
    },
    keep: (kept: KeptTable): Promise<SaveFailure | null> => writes.enqueue(kept.code, entryOf(kept.code), () => store.keepTable(kept.code, keptTableData(kept))),
    forget,
    flush: writes.flush,
    async load(only) {
      const sorter = new KeptTableSorter(onProblem, forget);
      for (const row of await store.tables()) {
        if (only !== undefined && !only.has(row.code)) continue;
        const parsed = parseKeptTable(row.kept);
        if (!parsed.ok || parsed.kept.code !== row.code) {
          onProblem({ code: 'tableUnreadable', file: entryOf(row.code), detail: parsed.ok ? 'the code does not match its row' : parsed.detail });
          continue;
        }
        if (!sorter.read(parsed.kept)) continue;
        const recordKey = parsed.kept.record;
        // The claim of its table made this process the record's writer, unless the record was written after it:
        // taken on here (its writer is gone), or left when a live process writes it.
        if (recordKey !== null && !(await store.claim(recordKey))) {
          onProblem({ code: 'recordElsewhere', table: parsed.kept.code, file: recordKey });
          continue;
        }
        const loaded = await store.load(recordKey);
        sorter.loaded(parsed.kept, loaded.ok ? { ok: true, file: loaded.key, record: loaded.record } : loaded);
      }
      if (only !== undefined) return { tables: sorter.tables, orphans: [] };
      const orphans: { file: string; record: MatchRecord }[] = [];
      for (const found of await store.unfinished()) {
        if (sorter.names(found.key) || !servedHere(found.record)) continue;
        // A match whose table was lost comes back as a table of this process only once it is this process's to save.
        if (await store.claim(found.key)) orphans.push({ file: found.key, record: found.record });
      }
      return { tables: sorter.tables, orphans };
    },
  };
}
