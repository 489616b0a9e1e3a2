/**
 * What the server processes on one PostgreSQL share beyond the records
 * (pgStore.ts): who serves, which process is the one authority for each
 * open table, and which names are online. Every rule that two processes
 * could race on is one statement, so that PostgreSQL's row locks decide it.
 *
 * **Fencing.** A process is its lease: a row in `shift_poker_processes`,
 * renewed every second, with an epoch counted up when it joins (the log
 * names it). A lease is renewed only while it runs, judged by
 * `clock_timestamp()` when the statement runs, not when it began: a
 * renewal held up by a lock past the lease's end fails. A process whose
 * lease ran out is *buried* (its row deleted) by whichever process sweeps
 * first; burial and a late renewal take the same row lock, so exactly one
 * of them wins, and a buried process can never renew: it rejoins under a
 * new id and a new epoch, or stops. The id of a live process is therefore
 * a fencing token: every write that touches a table names its owner in the
 * same statement and changes nothing when the owner is not the one named
 * there:
 *
 * - a table's code is taken by inserting its directory row (codes are
 *   unique across processes), only by a process that is not buried;
 * - a table's directory row is updated and deleted only by its owner;
 *   what is kept beside its record (pgStore's keepTable, forgetTable) only
 *   by the owner of its directory row;
 * - a table is claimed only once its owner is buried (or it has none: it
 *   stopped and let it go), by `UPDATE … WHERE the owner is buried`, which
 *   one process wins; the claim also makes the claimer the only writer of
 *   the table's record (`shift_poker_records.writer`), so a process that
 *   lost its lease while it still ran can no longer save over the new
 *   owner; a record whose writer is buried (a match whose table was lost)
 *   is claimed the same way (pgStore's `claim`);
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
  /** `id` joins with a lease of `leaseMs`: its epoch (growing across all processes ever joined). */
  join(id: string, leaseMs: number): Promise<number>;
  /** Renews `id`'s lease for `leaseMs` from now: false when it had run out (or `id` was buried): `id` is gone for good. */
  renew(id: string, leaseMs: number): Promise<boolean>;
  /** Buries every process whose lease has run out; their ids. */
  bury(): Promise<string[]>;
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
  /** Every open table, or only the one of `code` (none when there is no such table). */
  directory(code?: string): Promise<DirectoryRow[]>;
  /** Codes of kept tables (pgStore's `keepTable`) whose owner is buried, or that have none. */
  unserved(): Promise<string[]>;
  /** Claims those of `codes` whose owner is buried (or none), for `owner`, and makes it their records' writer; the codes it got. */
  claim(codes: readonly string[], owner: string): Promise<string[]>;
  /** Directory rows of buried owners whose table is not kept (it ended, or was never opened): removed; their codes. */
  dropOrphanRows(): Promise<string[]>;
  /** Which of `codes` `owner` still owns. */
  owned(codes: readonly string[], owner: string): Promise<string[]>;
  /** `name` online on `holder`, as above; `key` null or not proven: only while nobody alive holds it. */
  claimName(name: string, holder: string, key: string | null, proven: boolean, staleWithinMs?: number): Promise<NameClaim>;
  releaseName(name: string, holder: string): Promise<void>;
  /** The names online on live processes (but `except`, if given). */
  namesOnline(except?: string): Promise<string[]>;
}

const LIVE = `SELECT id FROM shift_poker_processes WHERE lease_until > now()`;
/** Processes not buried (alive, or lapsed and not yet buried): a table of theirs is not to be claimed. */
const UNBURIED = `SELECT id FROM shift_poker_processes`;
/** `$n` names a process that is not buried. */
const notBuried = (n: number): string => `EXISTS (SELECT 1 FROM shift_poker_processes WHERE id = $${n})`;

export function pgCluster(db: Queryable): PgCluster {
  return {
    async join(id, leaseMs) {
      // The count of joins is a row of the settings, so that two processes joining at once get two numbers.
      const joined = await db.query<{ epoch: string }>(
        `WITH next AS (
           UPDATE shift_poker_settings SET value = (value::bigint + 1)::text WHERE key = 'process_epoch' RETURNING value::bigint AS epoch
         )
         INSERT INTO shift_poker_processes (id, lease_until, epoch)
         SELECT $1, clock_timestamp() + $2 * interval '1 millisecond', epoch FROM next RETURNING epoch`,
        [id, leaseMs],
      );
      const epoch = joined.rows[0]?.epoch;
      if (epoch === undefined) throw new Error('the store has no count of processes (its schema is not migrated)');
      return Number(epoch);
    },
    async renew(id, leaseMs) {
      const renewed = await db.query(
        `UPDATE shift_poker_processes SET lease_until = clock_timestamp() + $2 * interval '1 millisecond'
         WHERE id = $1 AND lease_until > clock_timestamp()`,
        [id, leaseMs],
      );
      return renewed.rowCount === 1;
    },
    async bury() {
      const buried = await db.query<{ id: string }>('DELETE FROM shift_poker_processes WHERE lease_until <= clock_timestamp() RETURNING id');
      return buried.rows.map((row) => row.id).sort();
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
      const inserted = await db.query(`INSERT INTO shift_poker_directory (code, owner, opened_from) SELECT $1, $2, $3 WHERE ${notBuried(2)} ON CONFLICT (code) DO NOTHING`, [
        code,
        owner,
        openedFrom,
      ]);
      return inserted.rowCount === 1;
    },
    async publish(code, owner, summary) {
      const updated = await db.query('UPDATE shift_poker_directory SET summary = $3, updated_at = now() WHERE code = $1 AND owner = $2', [code, owner, JSON.stringify(summary)]);
      return updated.rowCount === 1;
    },
    async drop(code, owner) {
      await db.query('DELETE FROM shift_poker_directory WHERE code = $1 AND owner = $2', [code, owner]);
    },
    async directory(code) {
      const found = await db.query<{ code: string; owner: string | null; opened_from: string | null; summary: unknown }>(
        `SELECT d.code, d.owner, d.opened_from, d.summary FROM shift_poker_directory d ${code === undefined ? '' : 'WHERE d.code = $1'} ORDER BY d.code`,
        code === undefined ? [] : [code],
      );
      return found.rows.map((row) => ({ code: row.code, owner: row.owner, openedFrom: row.opened_from, summary: row.summary }));
    },
    async unserved() {
      const found = await db.query<{ code: string }>(
        `SELECT t.code FROM shift_poker_tables t LEFT JOIN shift_poker_directory d USING (code)
         WHERE d.owner IS NULL OR d.owner NOT IN (${UNBURIED}) ORDER BY t.code`,
      );
      return found.rows.map((row) => row.code);
    },
    async claim(codes, owner) {
      if (codes.length === 0) return [];
      const taken = await db.query<{ code: string }>(
        `WITH taken AS (
           INSERT INTO shift_poker_directory (code, owner, opened_from)
           SELECT t.code, $2, t.kept->>'openedFrom' FROM shift_poker_tables t WHERE t.code = ANY($1::text[]) AND ${notBuried(2)}
           ON CONFLICT (code) DO UPDATE SET owner = EXCLUDED.owner, updated_at = now()
           WHERE shift_poker_directory.owner IS NULL OR shift_poker_directory.owner NOT IN (${UNBURIED})
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
    async dropOrphanRows() {
      const dropped = await db.query<{ code: string }>(
        `DELETE FROM shift_poker_directory d
         WHERE (d.owner IS NULL OR d.owner NOT IN (${UNBURIED})) AND NOT EXISTS (SELECT 1 FROM shift_poker_tables t WHERE t.code = d.code)
         RETURNING d.code`,
      );
      return dropped.rows.map((row) => row.code).sort();
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
