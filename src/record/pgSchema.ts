/**
 * The tables a server keeps in PostgreSQL, as numbered migrations: the
 * database says which it has (`shift_poker_schema`), and a program applies
 * those it lacks, all in one transaction, under a transaction-level
 * advisory lock so that processes starting together migrate once. A
 * database whose schema is newer than this program knows is refused: an
 * older program would write rows a newer one no longer reads as it wrote
 * them.
 *
 * - `shift_poker_records`: a match's record (the same JSON as a record
 *   file) under a key of the form of a record file's name, with the table's
 *   version, so that a save is `UPDATE … WHERE key = $1 AND version = $2`;
 * - `shift_poker_tables`: the directory of open tables (what a table file
 *   holds: code, spec, the record's key, seats' keys, opened from);
 * - `shift_poker_names`: the names online, each held by a server process
 *   (and the key it logged in with) for as long as that process lives;
 * - `shift_poker_settings`: what all servers share, such as the host key;
 * - `shift_poker_processes` (2): the server processes serving the store,
 *   each alive while its lease runs (renewed every second);
 * - `shift_poker_directory` (2): every open table's owner process (the one
 *   authority for it), the address it was opened from, and what the lobby
 *   lists of it; a code is taken by inserting its row;
 * - `shift_poker_records.writer` (2): the process that may save a record,
 *   so that a process that lost a table (its lease ran out) cannot write it;
 * - `shift_poker_processes.epoch` (3): each process's number among all that
 *   ever joined, counted in the setting `process_epoch` (a row, not a
 *   sequence: the servers' role needs no new grant) (pgCluster.ts: fencing);
 * - `shift_poker_ratings` (4): each rated player's rating (ratings.ts),
 *   with the count of matches it is after, so that a write made on an
 *   older reading changes nothing (pgRatings.ts);
 * - `shift_poker_rated` (4): the key of every match rated, so that no
 *   match is rated twice.
 */

import type { Queryable } from './pgStore.js';

const SCHEMA_TABLE = 'shift_poker_schema';

/** Migration n (from 1) takes the schema from version n - 1 to n. */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE shift_poker_records (
     key text PRIMARY KEY,
     version integer NOT NULL CHECK (version >= 0),
     program text,
     started_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     ended boolean NOT NULL,
     record text NOT NULL
   );
   CREATE INDEX shift_poker_records_unfinished ON shift_poker_records (started_at DESC) WHERE NOT ended;
   CREATE TABLE shift_poker_tables (
     code text PRIMARY KEY,
     kept jsonb NOT NULL,
     updated_at timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE shift_poker_names (
     name text PRIMARY KEY,
     holder text NOT NULL,
     expires_at timestamptz NOT NULL
   );
   CREATE TABLE shift_poker_settings (
     key text PRIMARY KEY,
     value text NOT NULL
   );`,
  `CREATE TABLE shift_poker_processes (
     id text PRIMARY KEY,
     lease_until timestamptz NOT NULL,
     started_at timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE shift_poker_directory (
     code text PRIMARY KEY,
     owner text,
     opened_from text,
     summary jsonb,
     updated_at timestamptz NOT NULL DEFAULT now()
   );
   CREATE INDEX shift_poker_directory_owner ON shift_poker_directory (owner);
   ALTER TABLE shift_poker_records ADD COLUMN writer text;
   ALTER TABLE shift_poker_names ADD COLUMN key text;`,
  `ALTER TABLE shift_poker_processes ADD COLUMN epoch bigint NOT NULL DEFAULT 0;
   INSERT INTO shift_poker_settings (key, value) VALUES ('process_epoch', '0') ON CONFLICT (key) DO NOTHING;`,
  `CREATE TABLE shift_poker_ratings (
     id text PRIMARY KEY,
     matches integer NOT NULL CHECK (matches > 0),
     rating jsonb NOT NULL
   );
   CREATE TABLE shift_poker_rated (
     key text PRIMARY KEY,
     ended_at timestamptz NOT NULL
   );`,
];

/** The first schema version with ratings: a database migrated to it from before has its ratings computed from the records (pgRatings.ts). */
export const RATINGS_SCHEMA = 4;

/** The schema version this program reads and writes. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** Chosen once, at random: serialises the migrations of processes that start together. */
const MIGRATION_LOCK = 715_293_004;

export type MigrationResult =
  | { readonly ok: true; readonly from: number; readonly to: number }
  /** The database's schema is newer than this program's (`known`): nothing was changed. */
  | { readonly ok: false; readonly code: 'newer'; readonly found: number; readonly known: number };

/** The schema version of the database (0: none yet). */
export async function schemaVersion(db: Queryable): Promise<number> {
  const exists = await db.query<{ found: string | null }>(`SELECT to_regclass('${SCHEMA_TABLE}') AS found`);
  if (exists.rows[0]?.found === null || exists.rows[0] === undefined) return 0;
  const row = await db.query<{ version: number }>(`SELECT version FROM ${SCHEMA_TABLE}`);
  return row.rows[0]?.version ?? 0;
}

/**
 * Brings the database's schema to this program's version, every migration in
 * one transaction with the version it reaches; refused, changing
 * nothing, when the database is newer. `db` must be one connection (a
 * transaction spans its queries).
 */
export async function migrate(db: Queryable, migrations: readonly string[] = MIGRATIONS): Promise<MigrationResult> {
  const known = migrations.length;
  // A current schema is only read: a server's role without the right to create tables starts as well.
  const current = await schemaVersion(db);
  if (current === known) return { ok: true, from: known, to: known };
  if (current > known) return { ok: false, code: 'newer', found: current, known };
  await db.query('BEGIN');
  try {
    await db.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await db.query(`CREATE TABLE IF NOT EXISTS ${SCHEMA_TABLE} (version integer NOT NULL)`);
    const found = (await db.query<{ version: number }>(`SELECT version FROM ${SCHEMA_TABLE}`)).rows[0]?.version;
    if (found === undefined) await db.query(`INSERT INTO ${SCHEMA_TABLE} (version) VALUES (0)`);
    const from = found ?? 0;
    if (from > known) {
      await db.query('ROLLBACK');
      return { ok: false, code: 'newer', found: from, known };
    }
    for (let version = from + 1; version <= known; version++) {
      await db.query(migrations[version - 1]!);
      await db.query(`UPDATE ${SCHEMA_TABLE} SET version = $1`, [version]);
    }
    await db.query('COMMIT');
    return { ok: true, from, to: known };
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
