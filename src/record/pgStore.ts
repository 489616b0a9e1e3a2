/**
 * Matches kept in PostgreSQL instead of files: what a server of several
 * processes shares (see pgSchema.ts for the tables). The operations are
 * those a server uses on its data directory: a match's record saved after
 * every action and loaded back, the list for `history`, the directory of
 * open tables, the names online, and settings all processes share.
 *
 * A record is saved with the table's version and the version the writer
 * last saved (or loaded): `UPDATE … WHERE key = $1 AND version = $2`. A
 * writer that is behind (another process has played on since) changes
 * nothing and is told so (`ESTALE`): the table layer's optimistic check,
 * carried into the database, so that a race can neither lose a move nor
 * apply one twice.
 *
 * The database is reached through `Queryable` (node-postgres' pool or
 * client has its shape): this module loads no driver, pgConnect.ts does.
 * Nothing here throws for a save: a failure is a SaveError, as on disk.
 */

import { randomBytes } from 'node:crypto';
import type { MatchRecord } from '../table/index.js';
import type { RecordError, SaveError } from './errors.js';
import { errnoOf, parseRecordText } from './load.js';
import { serializeRecord } from './serialize.js';
import { summarize, type HistoryEntry } from './store.js';
import { LEASE_ERRNO } from './leaseClock.js';
import { ratingRowsOf } from './pgRatings.js';
import type { RatingChange } from './ratings.js';

/** How often a finishing save is made again from a new reading when another match's rating moved its players' on meanwhile. */
const RATING_TRIES = 5;

/** How many finished matches a store remembers having saved. */
const ENDED_KEPT = 1_000;

/** PostgreSQL's code for a division by zero: how the rating statement takes itself back (pgRatings.ts). */
const RATINGS_MOVED = '22012';

/**
 * A save that ends a match, with its players' ratings: the record's fenced
 * update, the match marked rated (once ever), and each player's rating
 * written only where their count of matches is still the one read; where
 * one is not, the division fails and the whole statement changes nothing.
 */
const RATED_UPDATE = `WITH saved AS (
    UPDATE shift_poker_records SET version = $2, program = $3, started_at = $4, updated_at = $5, ended = $6, record = $7, writer = COALESCE($8::text, writer)
    WHERE key = $1 AND version = $9 AND ($8::text IS NULL OR writer = $8)
    RETURNING key
  ), marked AS (
    INSERT INTO shift_poker_rated (key, ended_at) SELECT key, $10::timestamptz FROM saved ON CONFLICT (key) DO NOTHING RETURNING key
  ), rated AS (
    INSERT INTO shift_poker_ratings AS r (id, matches, rating)
    SELECT p->>'id', (p->>'matches')::integer, p FROM jsonb_array_elements($11::jsonb) AS p WHERE EXISTS (SELECT 1 FROM marked)
    ON CONFLICT (id) DO UPDATE SET matches = EXCLUDED.matches, rating = EXCLUDED.rating WHERE r.matches = EXCLUDED.matches - 1
    RETURNING id
  )
  SELECT (SELECT count(*) FROM saved)::integer AS saved, 1 / ((SELECT count(*) FROM rated) = (SELECT count(*) FROM marked) * $12::integer)::integer AS fits`;

/** What the store needs of a connection or pool (node-postgres' `query`). */
export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, values?: readonly unknown[]): Promise<{ readonly rows: Row[]; readonly rowCount: number | null }>;
}

/** The errno of a save refused because the record moved on since this writer last saved or read it, or another process owns it now. */
export const STALE_ERRNO = 'ESTALE';

/** What is kept beside a table was not written: another process owns the table now (pgCluster.ts: fencing). */
export class FencedError extends Error {
  readonly code = STALE_ERRNO;
  constructor(table: string) {
    super(`the table ${table} is another process's now`);
  }
}

/** A write held back: this process's lease may have run out by its own count (leaseClock.ts); tried again later. */
class LeaseLapsedError extends Error {
  readonly code = LEASE_ERRNO;
  constructor() {
    super("this process's lease in PostgreSQL may have run out");
  }
}

export type PgSaveResult =
  /**
   * `rated`: the save that ended the match rated it too, changing its players' ratings so; `unrated`: it was saved
   * without its rating, its players' ratings moving under every try (`serve --migrate` rates it).
   */
  { readonly ok: true; readonly rated?: readonly RatingChange[]; readonly unrated?: true } | { readonly ok: false; readonly error: SaveError };

export type PgLoadResult =
  { readonly ok: true; readonly key: string; readonly record: MatchRecord; readonly version: number } | { readonly ok: false; readonly error: RecordError };

export interface PgStore {
  /** A key for a new match's record, of the form of a record file's name (nothing is written). */
  newKey(record: MatchRecord): string;
  /**
   * Saves `record` (the table at `version`) under `key`, if the row holds
   * `expected` (null: there is no row yet); else nothing changes and the
   * error's errno is STALE_ERRNO.
   */
  save(key: string, record: MatchRecord, version: number, expected: number | null): Promise<PgSaveResult>;
  /** The record under `key`, checked as a file is (its shape, then a replay), with its version. */
  load(key: string): Promise<PgLoadResult>;
  /**
   * Makes this store's writer the writer of the record `key`, if its writer
   * is buried (pgCluster.ts), none, or this one already: whether it is now.
   * How a process takes on a match whose table was lost, or whose claim
   * did not reach its record. Without a writer: true.
   */
  claim(key: string): Promise<boolean>;
  /** Every saved match, newest first; those that cannot be read as errors (as `history` lists files). */
  list(): Promise<HistoryEntry[]>;
  /** Every match that is not over and can be read, newest first, with its version. */
  unfinished(): Promise<Extract<PgLoadResult, { ok: true }>[]>;
  /** Writes what is kept beside an open table's record (its code is the key). */
  keepTable(code: string, kept: unknown): Promise<void>;
  /** The table is over: its entry goes (its record stays, for history). */
  forgetTable(code: string): Promise<void>;
  /** Every open table's entry, by code. */
  tables(): Promise<{ readonly code: string; readonly kept: unknown }[]>;
  /** The shared setting `key`: the one stored, else `make()`'s, stored unless another process stored one first. */
  setting(key: string, make: () => string): Promise<string>;
}

export interface PgStoreOptions {
  /** 12 lowercase hex digits for a new key (random by default). */
  readonly randomId?: () => string;
  /**
   * The server process saving (pgCluster.ts): a record it saves is refused
   * (ESTALE) once another process has claimed it, and what is kept beside a
   * table is written only while this process owns the table. Left out: any
   * writer (a tool such as `history`).
   */
  readonly writer?: string;
  /**
   * Whether the writer's lease runs by its own count (leaseClock.ts): while
   * not, its saves fail with LEASE_ERRNO and nothing is written (a save is
   * tried again; the table holds meanwhile). Left out: always.
   */
  readonly leaseRunning?: () => boolean;
}

export function pgStore(db: Queryable, options: PgStoreOptions = {}): PgStore {
  const randomId = options.randomId ?? (() => randomBytes(6).toString('hex'));
  const writer = options.writer ?? null;
  const leaseRunning = options.leaseRunning ?? (() => true);
  const loaded = (row: { key: string; version: number; record: string }): PgLoadResult => {
    const parsed = parseRecordText(row.record, row.key);
    return parsed.ok ? { ok: true, key: row.key, record: parsed.record, version: row.version } : parsed;
  };
  // The finished matches this store saved (the last ENDED_KEPT): saved again, they cost no reading of ratings (the table marks a match rated once anyway).
  const ended = new Set<string>();
  const endedHere = (key: string): void => {
    ended.add(key);
    if (ended.size > ENDED_KEPT) ended.delete(ended.values().next().value!);
  };
  /**
   * A finishing save with its ratings: the rows it saved (1 or 0) and what it changed, or null for a match not rated
   * (or its ratings moving on every try: saved unrated, for --migrate to rate).
   */
  const ratedSave = async (
    values: readonly unknown[],
    expected: number,
    record: MatchRecord,
    endedAt: string,
  ): Promise<{ readonly saved: number; readonly changes: readonly RatingChange[] } | 'notRated' | 'gaveUp'> => {
    for (let tries = 0; tries < RATING_TRIES; tries++) {
      const rated = await ratingRowsOf(db, record);
      if (rated === null) return 'notRated';
      try {
        const result = await db.query<{ saved: number }>(RATED_UPDATE, [...values, expected, endedAt, JSON.stringify(rated.rows), rated.rows.length]);
        return { saved: result.rows[0]?.saved ?? 0, changes: rated.changes };
      } catch (error) {
        if ((error as { code?: unknown }).code !== RATINGS_MOVED) throw error;
      }
    }
    return 'gaveUp';
  };
  return {
    newKey(record) {
      const stamp = record.startedAt.replace(/[-:]/gu, '').replace('T', '-').slice(0, 15);
      return `match-${stamp}-${randomId()}.json`;
    },
    async save(key, record, version, expected) {
      const values = [key, version, record.program ?? null, record.startedAt, record.updatedAt, record.endedAt !== null, serializeRecord(record), writer];
      if (!leaseRunning()) return { ok: false, error: { code: 'saveFailed', file: key, errno: LEASE_ERRNO } };
      let unrated = false;
      try {
        // With a writer (a server process), fenced (pgCluster.ts): a new record only by a process that is not
        // buried, an existing one only by its writer; without one (a tool), as the version allows.
        if (expected !== null && record.endedAt !== null && !ended.has(key)) {
          const rated = await ratedSave(values, expected, record, record.endedAt);
          if (typeof rated === 'object') {
            if (rated.saved !== 1) return { ok: false, error: { code: 'saveFailed', file: key, errno: STALE_ERRNO } };
            endedHere(key);
            return { ok: true, rated: rated.changes };
          }
          unrated = rated === 'gaveUp';
        }
        const result =
          expected === null
            ? await db.query(
                `INSERT INTO shift_poker_records (key, version, program, started_at, updated_at, ended, record, writer)
                 SELECT $1, $2, $3, $4, $5, $6, $7, $8
                 WHERE $8::text IS NULL OR EXISTS (SELECT 1 FROM shift_poker_processes WHERE id = $8)
                 ON CONFLICT (key) DO NOTHING`,
                values,
              )
            : await db.query(
                `UPDATE shift_poker_records SET version = $2, program = $3, started_at = $4, updated_at = $5, ended = $6, record = $7, writer = COALESCE($8::text, writer)
                 WHERE key = $1 AND version = $9 AND ($8::text IS NULL OR writer = $8)`,
                [...values, expected],
              );
        if (result.rowCount !== 1) return { ok: false, error: { code: 'saveFailed', file: key, errno: STALE_ERRNO } };
        return unrated ? { ok: true, unrated: true } : { ok: true };
      } catch (error) {
        return { ok: false, error: { code: 'saveFailed', file: key, errno: errnoOf(error) } };
      }
    },
    async load(key) {
      const found = await db.query<{ key: string; version: number; record: string }>('SELECT key, version, record FROM shift_poker_records WHERE key = $1', [key]);
      const row = found.rows[0];
      return row === undefined ? { ok: false, error: { code: 'unreadable', file: key, errno: 'ENOENT' } } : loaded(row);
    },
    async claim(key) {
      if (writer === null) return true;
      if (!leaseRunning()) throw new LeaseLapsedError();
      const claimed = await db.query(
        `UPDATE shift_poker_records SET writer = $2
         WHERE key = $1 AND (writer IS NULL OR writer = $2 OR writer NOT IN (SELECT id FROM shift_poker_processes))
         AND EXISTS (SELECT 1 FROM shift_poker_processes WHERE id = $2)`,
        [key, writer],
      );
      return claimed.rowCount === 1;
    },
    async list() {
      const found = await db.query<{ key: string; version: number; record: string }>('SELECT key, version, record FROM shift_poker_records ORDER BY key DESC');
      return found.rows.map((row): HistoryEntry => {
        const read = loaded(row);
        return read.ok ? { ok: true, file: row.key, record: read.record, summary: summarize(read.record) } : { ok: false, file: row.key, error: read.error };
      });
    },
    async unfinished() {
      const found = await db.query<{ key: string; version: number; record: string }>('SELECT key, version, record FROM shift_poker_records WHERE NOT ended ORDER BY key DESC');
      return found.rows.map(loaded).filter((read) => read.ok && read.record.endedAt === null) as Extract<PgLoadResult, { ok: true }>[];
    },
    async keepTable(code, kept) {
      // A server process writes what is kept beside its own tables only (the directory row names it: pgCluster.ts).
      if (!leaseRunning()) throw new LeaseLapsedError();
      const owned = writer === null ? 'TRUE' : 'EXISTS (SELECT 1 FROM shift_poker_directory d WHERE d.code = $1 AND d.owner = $3)';
      const kept_ = await db.query(
        `INSERT INTO shift_poker_tables (code, kept, updated_at) SELECT $1, $2, now() WHERE ${owned}
         ON CONFLICT (code) DO UPDATE SET kept = EXCLUDED.kept, updated_at = now() WHERE ${owned}`,
        writer === null ? [code, JSON.stringify(kept)] : [code, JSON.stringify(kept), writer],
      );
      if (kept_.rowCount !== 1) throw new FencedError(code);
    },
    async forgetTable(code) {
      // A table that another process owns now is not this one's to forget (a process that was paused while another took it).
      if (writer === null) await db.query('DELETE FROM shift_poker_tables WHERE code = $1', [code]);
      else {
        await db.query(
          `DELETE FROM shift_poker_tables WHERE code = $1
           AND NOT EXISTS (SELECT 1 FROM shift_poker_directory d WHERE d.code = $1 AND d.owner IS DISTINCT FROM $2)`,
          [code, writer],
        );
      }
    },
    async tables() {
      const found = await db.query<{ code: string; kept: unknown }>('SELECT code, kept FROM shift_poker_tables ORDER BY code');
      return found.rows.map((row) => ({ code: row.code, kept: row.kept }));
    },
    async setting(key, make) {
      const stored = await db.query<{ value: string }>('SELECT value FROM shift_poker_settings WHERE key = $1', [key]);
      if (stored.rows[0] !== undefined) return stored.rows[0].value;
      await db.query('INSERT INTO shift_poker_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, make()]);
      const kept = await db.query<{ value: string }>('SELECT value FROM shift_poker_settings WHERE key = $1', [key]);
      return kept.rows[0]!.value;
    },
  };
}
