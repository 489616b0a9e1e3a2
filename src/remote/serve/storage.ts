/**
 * Where a server keeps its tables, in its data directory:
 *
 *   host_ed25519_key           the server's host key
 *   match-*.json               each table's match record (record/store.ts),
 *                              saved after every action; `history` and
 *                              `replay --data-dir <dir>` read them
 *   tables/<code>.json         what belongs beside a table's record: its
 *                              code, how it was opened (seats, rules,
 *                              private, language), the key each seat was
 *                              taken with, the record's file, and the
 *                              address it was opened from
 *
 * A table file is written when the table opens and again once its match's
 * record's file is named, before the record is first written (so no record
 * is ever without its table file); it goes when the table ends (the record
 * stays, for history). Both kinds of file are replaced atomically, so a
 * crash leaves each whole. At start-up the server brings back every table
 * whose file it finds (and whose match is not over); one whose record was
 * never written waits for players again. An unfinished record that no
 * table file names (a table file lost some other way) comes back as a
 * private table under a new code, its seats' owners taken from the record
 * (a record saved before owners were has its seats held for stand-in bots:
 * nobody gets them by name alone). Two table files that name one record
 * (a lost one that came back) are one table. A record that another program
 * has open (a host on the same directory) is left to it. Nothing that cannot be read is deleted
 * or changed: it is reported and left as it is.
 */

import * as nodeFs from 'node:fs';
import path from 'node:path';
import { recordWords } from '../../record/words.js';
import { schemaFault } from '../../record/schemaFault.js';
import writeFileAtomic from 'write-file-atomic';
import * as z from 'zod/mini';
import { BOT_LEVELS } from '../../bots/levels.js';
import { MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, MIN_ROUNDS } from '../../core/types.js';
import { LANGUAGES, type Lang } from '../../i18n/lang.js';
import { ratingsAfterMatch } from '../../record/ratingsFile.js';
import { ratingChangesOf } from '../../record/ratings.js';
import { openMatchFile } from '../../room/matchFile.js';
import { errnoOf } from '../../record/load.js';
import { seenFromHere } from '../../record/holder.js';
import { DIR_MODE, FILE_MODE, type Store } from '../../record/store.js';
import { MAX_MATCH_GAMES, MIN_MATCH_GAMES, type MatchRecord } from '../../table/index.js';
import { CODE_ALPHABET, PRIVATE_CODE_LENGTH, PUBLIC_CODE_LENGTH } from './codes.js';
import type { KeptTable, SaveFailure, TableSaving, TableStorage } from './tables.js';
import type { SeatChoice, TableSpec } from './tableSpec.js';
import type { StorageProblem } from './storageProblem.js';
import { writeQueue } from './writeQueue.js';
import { KeptTableSorter, servedHere, type KeptTables } from './keptTables.js';

export type { KeptTables } from './keptTables.js';

export const TABLES_DIR = 'tables';
const TABLE_FORMAT = 'shift-poker-table';
const TABLE_FORMAT_VERSION = 1;
const RECORD_FILE = /^match-\d{8}-\d{6}-[0-9a-f]{12}\.json$/u;
const MAX_KEY = 2048;
/** Longer than any address or /64 network written out. */
const MAX_ADDRESS = 64;

export type { StorageProblem } from './storageProblem.js';

export interface DiskStorage extends TableStorage {
  load(): KeptTables;
  /** Resolves once every table file written so far is on disk. */
  flush(): Promise<void>;
}

export function diskStorage(dir: string, store: Store, onProblem: (problem: StorageProblem) => void): DiskStorage {
  const tablesDir = path.join(dir, TABLES_DIR);
  const fileOf = (code: string): string => path.join(tablesDir, `${code}.json`);
  /** Each table's writes in order: a later write never lands before an earlier one. */
  const writes = writeQueue();
  let dirReady = false;

  const ensureDir = (): void => {
    if (dirReady) return;
    nodeFs.mkdirSync(tablesDir, { recursive: true, mode: DIR_MODE });
    nodeFs.chmodSync(tablesDir, DIR_MODE);
    dirReady = true;
  };
  const enqueue = (code: string, work: () => Promise<void>): Promise<SaveFailure | null> => writes.enqueue(code, fileOf(code), work);

  function forget(code: string): void {
    // The table is over: there is nobody left to tell but the log.
    void enqueue(code, async () => {
      await nodeFs.promises.rm(fileOf(code), { force: true });
    }).then((failure) => {
      if (failure !== null) onProblem({ code: 'saveFailed', table: code, ...failure });
    });
  }

  return {
    newRecordFile: (table) => store.newFile(table.toRecord()),
    saveRecord(table, file, record, { onFailing, onStored, onRated }): TableSaving {
      // One match, one writer (room/matchFile.ts): the server claims each record it saves (re-entrant, so a
      // table thread that replaces a failed one opens its tables again), and gives it up when the table ends.
      // A match stored as finished is rated at once, on top of the ratings kept beside the records (a few ms),
      // before the screens hear it is stored: the final standings are shown with the ratings they changed.
      let rated = false;
      const rate = (): void => {
        const copy = opened.ok ? opened.match.savedCopy() : null;
        if (rated || copy === null || copy.record.endedAt === null) return;
        rated = true;
        const changes = ratingChangesOf(copy.record, ratingsAfterMatch(store, copy.file, copy.record));
        if (changes.length > 0) onRated?.(changes);
      };
      const opened = openMatchFile(table, store, {
        program: 'serve',
        background: true,
        ...(record === null ? { file } : { resumedFrom: { file, record } }),
        onFailing: (error) => onFailing(error === null ? null : { file: error.file, errno: error.errno }),
        onStored: (version) => {
          rate();
          onStored(version);
        },
      });
      if (!opened.ok) {
        if (opened.holder !== null) onProblem({ code: 'openElsewhere', file, holder: seenFromHere(opened.holder) });
        // Not saved here (that would be a second writer): its players are told it is not being saved.
        onFailing({ file, errno: 'ECLAIMED' });
        return { file: () => null, failing: () => true, flush: async () => undefined, stop: () => undefined };
      }
      const { match } = opened;
      return { file: () => match.savedCopy()?.file ?? null, failing: match.failing, flush: match.flush, stop: match.close };
    },
    keep(kept) {
      const text = `${JSON.stringify(keptTableData(kept), null, 2)}\n`;
      return enqueue(kept.code, async () => {
        ensureDir();
        await writeFileAtomic(fileOf(kept.code), text, { mode: FILE_MODE, fsync: true });
      });
    },
    forget,
    flush: writes.flush,
    load() {
      const sorter = new KeptTableSorter(onProblem, forget);
      let names: string[] = [];
      try {
        names = nodeFs
          .readdirSync(tablesDir)
          .filter((name) => name.endsWith('.json'))
          .sort();
      } catch {
        // No tables yet.
      }
      for (const name of names) {
        const file = path.join(tablesDir, name);
        const read = readKeptTable(file);
        if (!read.ok) {
          onProblem({ code: 'tableUnreadable', file, detail: read.detail });
          continue;
        }
        const kept = read.kept;
        if (!sorter.read(kept)) continue;
        const recordFile = path.join(dir, kept.record);
        const holder = store.openElsewhere(recordFile);
        if (holder !== null) {
          onProblem({ code: 'openElsewhere', file: recordFile, holder: seenFromHere(holder) });
          continue;
        }
        sorter.loaded(kept, store.load(recordFile));
      }
      const orphans = store.unfinished().filter((found) => {
        // A match of another program (the hotseat's, a host's) in the same directory is not the server's to serve.
        if (sorter.names(path.basename(found.file)) || !servedHere(found.record)) return false;
        const holder = store.openElsewhere(found.file);
        if (holder !== null) onProblem({ code: 'openElsewhere', file: found.file, holder: seenFromHere(holder) });
        return holder === null;
      });
      return { tables: sorter.tables, orphans };
    },
  };
}

/**
 * How a table that lost its table file is opened again: its seats and rules
 * from its record, private (whether it was is not known: it is listed
 * without its code, and its players get back to it by their names).
 */
export function specFromRecord(record: MatchRecord, lang: Lang): TableSpec {
  return {
    seats: record.seats.map((seat): SeatChoice => (seat.kind === 'bot' ? { kind: 'bot', level: seat.level } : { kind: 'player' })),
    rounds: record.options.rounds,
    games: record.options.games,
    tiebreak: record.options.tiebreak,
    strictOrder: record.options.strictOrder,
    hints: record.options.hints !== false,
    private: true,
    lang,
    quick: false,
  };
}

/** What is kept beside a table's record, as its table file (or the store's row) holds it. */
export function keptTableData(kept: KeptTable) {
  return {
    format: TABLE_FORMAT,
    version: TABLE_FORMAT_VERSION,
    code: kept.code,
    createdAt: new Date(kept.createdAt).toISOString(),
    spec: kept.spec,
    record: kept.record === null ? null : path.basename(kept.record),
    keys: kept.keys,
    // Written only when known, as files of older servers (which have none) are read.
    ...(kept.openedFrom === null ? {} : { openedFrom: kept.openedFrom }),
  };
}

let schema: ReturnType<typeof buildSchema> | null = null;

function buildSchema() {
  const seat = z.discriminatedUnion('kind', [z.strictObject({ kind: z.literal('player') }), z.strictObject({ kind: z.literal('bot'), level: z.enum(BOT_LEVELS) })]);
  const spec = z.strictObject({
    seats: z.array(seat).check(z.minLength(MIN_PLAYERS), z.maxLength(MAX_PLAYERS)),
    rounds: z.int().check(z.minimum(MIN_ROUNDS), z.maximum(MAX_ROUNDS)),
    games: z.nullable(z.int().check(z.minimum(MIN_MATCH_GAMES), z.maximum(MAX_MATCH_GAMES))),
    tiebreak: z.enum(['category', 'kickers']),
    strictOrder: z.boolean(),
    hints: z.boolean(),
    private: z.boolean(),
    lang: z.enum(LANGUAGES),
    quick: z.boolean(),
  });
  return z.strictObject({
    format: z.literal(TABLE_FORMAT),
    version: z.literal(TABLE_FORMAT_VERSION),
    code: z.string().check(z.regex(new RegExp(`^[${CODE_ALPHABET}]{${PUBLIC_CODE_LENGTH},${PRIVATE_CODE_LENGTH}}$`, 'u'))),
    createdAt: z.iso.datetime(),
    spec,
    record: z.nullable(z.string().check(z.regex(RECORD_FILE))),
    keys: z.array(z.nullable(z.string().check(z.maxLength(MAX_KEY)))).check(z.maxLength(MAX_PLAYERS)),
    // Absent from the files of servers before the limit counted tables by bots: such a table counts for no address.
    openedFrom: z.optional(z.string().check(z.maxLength(MAX_ADDRESS))),
  });
}

/** A table file, read and checked: its record is named by a plain file name of the store's form, never a path. */
export function readKeptTable(file: string): { readonly ok: true; readonly kept: KeptTable } | { readonly ok: false; readonly detail: string } {
  let text: string;
  try {
    const stats = nodeFs.statSync(file);
    if (!stats.isFile() || stats.size > 64 * 1024) return { ok: false, detail: 'not a table file' };
    text = nodeFs.readFileSync(file, 'utf8');
  } catch (error) {
    return { ok: false, detail: errnoOf(error) };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, detail: 'not JSON' };
  }
  const parsed = parseKeptTable(data);
  if (parsed.ok && path.basename(file) !== `${parsed.kept.code}.json`) return { ok: false, detail: 'the code does not match the file name' };
  return parsed;
}

/** What is kept beside a table's record (a table file's JSON, or the store's row), checked. */
export function parseKeptTable(data: unknown): { readonly ok: true; readonly kept: KeptTable } | { readonly ok: false; readonly detail: string } {
  schema ??= buildSchema();
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue === undefined) return { ok: false, detail: 'invalid' };
    // Worded as a saved match's damage is (the log is the operator's; in English, as the table files are). A
    // text of the wrong form here is a code or an address, not the record's one form (a date and time).
    const fault = issue.code === 'invalid_format' ? 'not of the form it must have' : recordWords('en').fault(schemaFault(issue));
    return { ok: false, detail: `${issue.path.join('.') || '(top)'}: ${fault}` };
  }
  const value = parsed.data;
  return {
    ok: true,
    kept: {
      code: value.code,
      spec: value.spec as TableSpec,
      createdAt: Date.parse(value.createdAt),
      record: value.record,
      keys: value.keys,
      openedFrom: value.openedFrom ?? null,
    },
  };
}
