/**
 * What the server processes on one PostgreSQL share beyond the records
 * (pgStore.ts): who serves, which process is the one authority for each
 * open table, and which names are online. Every rule that two processes
 * could race on is one statement, so that PostgreSQL's row locks decide it:
 *
 * - a process is alive while its lease runs (`lease_until`, renewed every
 *   second by the process itself, on PostgreSQL's clock so that no two
 *   machines' clocks are compared);
 * - a table's code is taken by inserting its directory row, so codes are
 *   unique across processes; the row names its owner;
 * - a table whose owner is not alive (or has none: it stopped and let go)
 *   is claimed by `UPDATE … WHERE the owner is not alive`, which one
 *   process wins; the claim also makes the claimer the only writer of the
 *   table's record (`shift_poker_records.writer`), so a process whose lease
 *   ran out while it still ran can no longer save over the new owner;
 * - a name is online on one process: claimed while nobody alive holds it,
 *   or from a connection with the same proven key (which replaces the other).
 */

import type { Queryable } from './pgStore.js';

/** One open table as the directory has it. */
export interface DirectoryRow {
  readonly code: string;
  /**
   * The process serving it, or null when none does (it stopped and let it
   * go); whether that process is alive is the lease's to say (`alive`).
   */
  readonly owner: string | null;
  readonly openedFrom: string | null;
  /** What the lobby lists of it (JSON, as the owner published it), or null before the first. */
  readonly summary: unknown;
}

export type NameClaim =
  | {
      readonly ok: true;
      /** Another live process held it for the same key: it is to close that connection. */
      readonly replaced: string | null;
      /** A process that is gone held it: its tables are to be claimed (a player of it is back). */
      readonly fromGone: boolean;
    }
  /** `stale`: its holder has missed beats (its lease ends within `staleWithinMs`): likely gone, soon free. */
  | { readonly ok: false; readonly stale: boolean };

export interface PgCluster {
  /** Starts (or renews) `id`'s lease for `leaseMs`. */
  renew(id: string, leaseMs: number): Promise<void>;
  /** `id` stops: its names go and its tables are left to be claimed at once (their rows stay, without an owner). */
  retire(id: string): Promise<void>;
  /** The processes whose lease runs. */
  alive(): Promise<string[]>;
  /** Takes `code` for a new table served by `owner`: false if the code is in use. */
  reserveCode(code: string, owner: string, openedFrom: string | null): Promise<boolean>;
  /** The owner says what the lobby lists of its table: false if it is not its owner any more. */
  publish(code: string, owner: string, summary: unknown): Promise<boolean>;
  /** The table is over (or was never opened): its row goes, if `owner` still owns it. */
  drop(code: string, owner: string): Promise<void>;
  /** Every open table. */
  directory(): Promise<DirectoryRow[]>;
  /** Codes of kept tables (pgStore's `keepTable`) that no live process serves. */
  unserved(): Promise<string[]>;
  /** Claims those of `codes` that no live process serves, for `owner`, and makes it their records' writer; the codes it got. */
  claim(codes: readonly string[], owner: string): Promise<string[]>;
  /** Which of `codes` `owner` still owns. */
  owned(codes: readonly string[], owner: string): Promise<string[]>;
  /** `name` online on `holder`, as above; `key` null or not proven: only while nobody alive holds it. */
  claimName(name: string, holder: string, key: string | null, proven: boolean, staleWithinMs?: number): Promise<NameClaim>;
  releaseName(name: string, holder: string): Promise<void>;
  /** The names online on live processes (but `except`, if given). */
  namesOnline(except?: string): Promise<string[]>;
}

const LIVE = `SELECT id FROM shift_poker_processes WHERE lease_until > now()`;

export function pgCluster(db: Queryable): PgCluster {
  return {
    async renew(id, leaseMs) {
      await db.query(
        `INSERT INTO shift_poker_processes (id, lease_until) VALUES ($1, now() + $2 * interval '1 millisecond')
         ON CONFLICT (id) DO UPDATE SET lease_until = EXCLUDED.lease_until`,
        [id, leaseMs],
      );
    },
    async retire(id) {
      await db.query('DELETE FROM shift_poker_names WHERE holder = $1', [id]);
      await db.query('UPDATE shift_poker_directory SET owner = NULL WHERE owner = $1', [id]);
      await db.query('DELETE FROM shift_poker_processes WHERE id = $1', [id]);
    },
    async alive() {
      return (await db.query<{ id: string }>(`${LIVE} ORDER BY id`)).rows.map((row) => row.id);
    },
    async reserveCode(code, owner, openedFrom) {
      const inserted = await db.query(
        'INSERT INTO shift_poker_directory (code, owner, opened_from) VALUES ($1, $2, $3) ON CONFLICT (code) DO NOTHING',
        [code, owner, openedFrom],
      );
      return inserted.rowCount === 1;
    },
    async publish(code, owner, summary) {
      const updated = await db.query('UPDATE shift_poker_directory SET summary = $3, updated_at = now() WHERE code = $1 AND owner = $2', [
        code,
        owner,
        JSON.stringify(summary),
      ]);
      return updated.rowCount === 1;
    },
    async drop(code, owner) {
      await db.query('DELETE FROM shift_poker_directory WHERE code = $1 AND owner = $2', [code, owner]);
    },
    async directory() {
      const found = await db.query<{ code: string; owner: string | null; opened_from: string | null; summary: unknown }>(
        'SELECT d.code, d.owner, d.opened_from, d.summary FROM shift_poker_directory d ORDER BY d.code',
      );
      return found.rows.map((row) => ({ code: row.code, owner: row.owner, openedFrom: row.opened_from, summary: row.summary }));
    },
    async unserved() {
      const found = await db.query<{ code: string }>(
        `SELECT t.code FROM shift_poker_tables t LEFT JOIN shift_poker_directory d USING (code)
         WHERE d.owner IS NULL OR d.owner NOT IN (${LIVE}) ORDER BY t.code`,
      );
      return found.rows.map((row) => row.code);
    },
    async claim(codes, owner) {
      if (codes.length === 0) return [];
      const taken = await db.query<{ code: string }>(
        `WITH taken AS (
           INSERT INTO shift_poker_directory (code, owner, opened_from)
           SELECT t.code, $2, t.kept->>'openedFrom' FROM shift_poker_tables t WHERE t.code = ANY($1::text[])
           ON CONFLICT (code) DO UPDATE SET owner = EXCLUDED.owner, updated_at = now()
           WHERE shift_poker_directory.owner IS NULL OR shift_poker_directory.owner NOT IN (${LIVE})
           RETURNING code
         ), fenced AS (
           UPDATE shift_poker_records r SET writer = $2 FROM shift_poker_tables t
           WHERE t.code IN (SELECT code FROM taken) AND r.key = t.kept->>'record'
           RETURNING r.key
         )
         SELECT code FROM taken ORDER BY code`,
        [codes, owner],
      );
      return taken.rows.map((row) => row.code);
    },
    async owned(codes, owner) {
      if (codes.length === 0) return [];
      const found = await db.query<{ code: string }>('SELECT code FROM shift_poker_directory WHERE code = ANY($1::text[]) AND owner = $2 ORDER BY code', [codes, owner]);
      return found.rows.map((row) => row.code);
    },
    async claimName(name, holder, key, proven, staleWithinMs = 0) {
      const claimed = await db.query<{ claimed: number; before: string | null; gone: boolean | null; stale: boolean | null }>(
        `WITH before AS (
           SELECT n.holder, n.holder NOT IN (${LIVE}) AS gone,
                  NOT EXISTS (SELECT 1 FROM shift_poker_processes p WHERE p.id = n.holder AND p.lease_until >= now() + $5 * interval '1 millisecond') AS stale
           FROM shift_poker_names n WHERE n.name = $1
         ), claimed AS (
           INSERT INTO shift_poker_names (name, holder, key, expires_at) VALUES ($1, $2, $3, 'infinity')
           ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, key = EXCLUDED.key
           WHERE shift_poker_names.holder = EXCLUDED.holder
              OR shift_poker_names.holder NOT IN (${LIVE})
              OR ($4 AND shift_poker_names.key = EXCLUDED.key)
           RETURNING 1
         )
         SELECT (SELECT count(*) FROM claimed)::int AS claimed, (SELECT holder FROM before) AS before, (SELECT gone FROM before) AS gone,
                (SELECT stale FROM before) AS stale`,
        [name, holder, key, proven && key !== null, staleWithinMs],
      );
      const row = claimed.rows[0];
      if (row === undefined || row.claimed !== 1) return { ok: false, stale: row?.stale === true };
      const other = row.before !== null && row.before !== holder;
      return { ok: true, replaced: other && row.gone !== true ? row.before : null, fromGone: other && row.gone === true };
    },
    async releaseName(name, holder) {
      await db.query('DELETE FROM shift_poker_names WHERE name = $1 AND holder = $2', [name, holder]);
    },
    async namesOnline(except) {
      const found = await db.query<{ name: string }>(`SELECT name FROM shift_poker_names WHERE holder IN (${LIVE}) AND holder <> $1 ORDER BY name`, [except ?? '']);
      return found.rows.map((row) => row.name);
    },
  };
}
