/**
 * What the server processes on one PostgreSQL share (record/pgCluster.ts),
 * against a real server started for this file: leases, burial and the
 * fencing of every write by its table's owner, codes unique across
 * processes, claims of the tables of a process that is gone (one winner;
 * the loser of a table can no longer write anything of it), names.
 */

import { afterEach, describe, expect, it } from '@jest/globals';
import { openPool, openSession, type PgPool } from '../../src/record/pgConnect.js';
import { migrate } from '../../src/record/pgSchema.js';
import { FencedError, STALE_ERRNO, pgStore } from '../../src/record/pgStore.js';
import { pgCluster } from '../../src/record/pgCluster.js';
import { startTable, step } from '../table/helpers.js';
import { usePostgres } from '../support/postgres.js';
import { waitFor } from '../support/wait.js';

const postgres = usePostgres();
const pools: PgPool[] = [];

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

async function fresh() {
  const url = await postgres.database();
  const pool = await openPool(url, 4);
  pools.push(pool);
  await migrate(pool);
  return { url, pool, cluster: pgCluster(pool) };
}

/** `ids` join with a lease of a minute each. */
async function joined(cluster: ReturnType<typeof pgCluster>, ...ids: string[]): Promise<void> {
  for (const id of ids) await cluster.join(id, 60_000);
}

/** `id`'s lease ran out (it died, or stopped renewing): not yet buried. */
async function lapse(pool: PgPool, id: string): Promise<void> {
  await pool.query("UPDATE shift_poker_processes SET lease_until = clock_timestamp() - interval '1 second' WHERE id = $1", [id]);
}

describe('the processes on one store', () => {
  it('are alive while their lease runs, each with a growing epoch; one retiring leaves its tables to be claimed at once', async () => {
    const { pool, cluster } = await fresh();
    expect([await cluster.join('a', 60_000), await cluster.join('b', 60_000), await cluster.join('c', 60_000)]).toEqual([1, 2, 3]);
    await lapse(pool, 'c');
    expect(await cluster.alive()).toEqual(['a', 'b']);
    expect(await cluster.reserveCode('K7PQ', 'b', '203.0.113.7')).toBe(true);
    expect(await cluster.directory()).toEqual([{ code: 'K7PQ', owner: 'b', openedFrom: '203.0.113.7', summary: null }]);
    // One table's row alone, and none for a code no table has.
    expect(await cluster.directory('K7PQ')).toEqual(await cluster.directory());
    expect(await cluster.directory('ZZZZ')).toEqual([]);
    await cluster.retire('b');
    expect(await cluster.alive()).toEqual(['a']);
    expect(await cluster.directory()).toEqual([{ code: 'K7PQ', owner: null, openedFrom: '203.0.113.7', summary: null }]);
  });

  it('renew only a lease that still runs; one that ran out is buried by the next sweep and can never be renewed', async () => {
    const { pool, cluster } = await fresh();
    await joined(cluster, 'a', 'b');
    expect(await cluster.renew('a', 60_000)).toBe(true);
    await lapse(pool, 'a');
    // Not buried yet, but its lease ran out: no renewal brings it back.
    expect(await cluster.renew('a', 60_000)).toBe(false);
    expect(await cluster.bury()).toEqual(['a']);
    expect(await cluster.bury()).toEqual([]);
    expect(await cluster.renew('a', 60_000)).toBe(false);
    // Buried, it takes no code; rejoining is under a new id, with a new epoch.
    expect(await cluster.reserveCode('ABCD', 'a', null)).toBe(false);
    expect(await cluster.join('a2', 60_000)).toBe(3);
  });

  it('refuse a renewal held up past the end of its lease (a lock on its row, as a slow statement would hold it), so the old owner learns it lost', async () => {
    const { url, pool, cluster } = await fresh();
    await joined(cluster, 'a');
    // A connection of the test's own holds a's row.
    const lock = await openSession(url);
    try {
      await lock.query('BEGIN');
      await lock.query("SELECT id FROM shift_poker_processes WHERE id = 'a' FOR UPDATE");
      const renewal = cluster.renew('a', 60_000);
      await waitFor(
        async () =>
          (
            await pool.query<{ waiting: number }>(
              "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'UPDATE shift_poker_processes%'",
            )
          ).rows[0]!.waiting === 1,
        {
          what: 'the renewal waiting for the lock',
        },
      );
      // Its lease runs out while the renewal waits (the row as a slow statement leaves it).
      await lock.query("UPDATE shift_poker_processes SET lease_until = clock_timestamp() - interval '1 millisecond' WHERE id = 'a'");
      await lock.query('COMMIT');
      expect(await renewal).toBe(false);
      expect(await cluster.bury()).toEqual(['a']);
    } finally {
      await lock.end();
    }
  });

  it('take a code once across all: a second process cannot take one in use', async () => {
    const { cluster } = await fresh();
    await joined(cluster, 'a', 'b');
    const both = await Promise.all([cluster.reserveCode('ABCD', 'a', null), cluster.reserveCode('ABCD', 'b', null)]);
    expect(both.sort()).toEqual([false, true]);
    expect(await cluster.publish('ABCD', 'a', { phase: 'waiting' })).toBe((await cluster.directory())[0]!.owner === 'a');
  });

  it("claim a buried process's tables, one process each table, and from then on the loser can write nothing of it", async () => {
    const { pool, cluster } = await fresh();
    const store = pgStore(pool, { writer: 'a' });
    await joined(cluster, 'a');
    // The table of process a: its record saved by a, kept, listed.
    const table = startTable({ rounds: 3, games: 3 });
    await step(table, 0);
    const key = store.newKey(table.toRecord());
    expect(await cluster.reserveCode('K7PQ', 'a', null)).toBe(true);
    await store.keepTable('K7PQ', { code: 'K7PQ', record: key });
    expect(await store.save(key, table.toRecord(), table.version, null)).toEqual({ ok: true });
    expect(await cluster.unserved()).toEqual([]);

    // a stops renewing (paused, killed, cut off): until it is buried, nobody may claim its table.
    await joined(cluster, 'b', 'c');
    await lapse(pool, 'a');
    expect(await cluster.unserved()).toEqual([]);
    expect(await cluster.claim(['K7PQ'], 'b')).toEqual([]);
    expect(await cluster.bury()).toEqual(['a']);
    expect(await cluster.unserved()).toEqual(['K7PQ']);
    const claims = await Promise.all([cluster.claim(['K7PQ'], 'b'), cluster.claim(['K7PQ'], 'c')]);
    expect(claims.flat()).toEqual(['K7PQ']);
    const winner = claims[0]!.length === 1 ? 'b' : 'c';
    expect(await cluster.owned(['K7PQ'], winner)).toEqual(['K7PQ']);
    expect(await cluster.owned(['K7PQ'], 'a')).toEqual([]);
    expect(await cluster.unserved()).toEqual([]);

    // a runs on and plays: its save is refused though its version is the row's, and so is every other write of the table.
    const before = table.version;
    await step(table, 1);
    const refused = await store.save(key, table.toRecord(), table.version, before);
    expect(refused).toEqual({ ok: false, error: { code: 'saveFailed', file: key, errno: STALE_ERRNO } });
    await expect(store.keepTable('K7PQ', { code: 'K7PQ', record: key, stale: true })).rejects.toBeInstanceOf(FencedError);
    expect(await cluster.publish('K7PQ', 'a', { phase: 'stale' })).toBe(false);
    // "Nobody waited at it": a's idle sweep would end the table; neither its row nor what is kept beside it goes.
    await store.forgetTable('K7PQ');
    await cluster.drop('K7PQ', 'a');
    expect((await pgStore(pool).tables()).map((row) => row.code)).toEqual(['K7PQ']);
    expect((await cluster.directory()).map((row) => row.owner)).toEqual([winner]);
    // A new match of a's is not stored either: a is buried.
    const other = startTable({ rounds: 3, games: 1 });
    expect((await store.save(store.newKey(other.toRecord()), other.toRecord(), other.version, null)).ok).toBe(false);
    // The winner saves from the stored state.
    const loaded = await pgStore(pool).load(key);
    if (!loaded.ok) throw new Error('not loaded');
    expect(loaded.version).toBe(before);
    expect(await pgStore(pool, { writer: winner }).save(key, table.toRecord(), table.version, before)).toEqual({ ok: true });
  });

  it('a record whose writer is buried is taken on by a live process; one whose writer lives is not', async () => {
    const { pool, cluster } = await fresh();
    await joined(cluster, 'a', 'b');
    const table = startTable({ rounds: 3, games: 1 });
    const key = pgStore(pool).newKey(table.toRecord());
    expect(await pgStore(pool, { writer: 'a' }).save(key, table.toRecord(), table.version, null)).toEqual({ ok: true });
    const b = pgStore(pool, { writer: 'b' });
    expect(await b.claim(key)).toBe(false);
    // Every process died at once; b is started alone: the record is b's to save.
    await lapse(pool, 'a');
    await cluster.bury();
    expect(await b.claim(key)).toBe(true);
    await step(table, 0);
    expect(await b.save(key, table.toRecord(), table.version, 0)).toEqual({ ok: true });
  });

  it('a directory row of a buried owner goes when its table is not kept, and stays to be claimed when it is', async () => {
    const { pool, cluster } = await fresh();
    await joined(cluster, 'a', 'b');
    expect(await cluster.reserveCode('GONE', 'a', null)).toBe(true);
    expect(await cluster.reserveCode('KEPT', 'a', null)).toBe(true);
    await pgStore(pool, { writer: 'a' }).keepTable('KEPT', { code: 'KEPT', record: null });
    await lapse(pool, 'a');
    // Only rows of buried owners: a's lease ran out, it is not buried yet.
    expect(await cluster.dropOrphanRows()).toEqual([]);
    await cluster.bury();
    expect(await cluster.dropOrphanRows()).toEqual(['GONE']);
    expect(await cluster.unserved()).toEqual(['KEPT']);
    expect(await cluster.claim(['KEPT'], 'b')).toEqual(['KEPT']);
  });

  it('a table kept from before the processes (no directory row) is unserved, and claimed like any', async () => {
    const { pool, cluster } = await fresh();
    await pgStore(pool).keepTable('ZZZZ', { code: 'ZZZZ', record: null });
    await joined(cluster, 'a');
    expect(await cluster.unserved()).toEqual(['ZZZZ']);
    expect(await cluster.claim(['ZZZZ'], 'a')).toEqual(['ZZZZ']);
    expect(await cluster.claim(['ZZZZ'], 'a')).toEqual([]);
  });
});

describe('names across processes', () => {
  it('are online on one process at a time; a dead holder lets go; the same proven key replaces the other connection', async () => {
    const { pool, cluster } = await fresh();
    await joined(cluster, 'a', 'b');
    expect(await cluster.claimName('ann', 'a', 'key-1', true)).toEqual({ ok: true, replaced: null, fromGone: false });
    // Another process: not without the same key; not with the same address either (an address is shared by many).
    expect(await cluster.claimName('ann', 'b', null, false)).toEqual({ ok: false, stale: false });
    expect(await cluster.claimName('ann', 'b', 'key-2', true)).toEqual({ ok: false, stale: false });
    expect(await cluster.claimName('ann', 'b', 'key-1', false)).toEqual({ ok: false, stale: false });
    // Asked whether the holder's lease ends within 61 s (its 60 s, renewed a moment ago, do): stale, likely gone and soon free.
    expect(await cluster.claimName('ann', 'b', null, false, 61_000)).toEqual({ ok: false, stale: true });
    expect(await cluster.claimName('ann', 'b', 'key-1', true)).toEqual({ ok: true, replaced: 'a', fromGone: false });
    expect(await cluster.namesOnline()).toEqual(['ann']);
    await cluster.releaseName('ann', 'a');
    expect(await cluster.namesOnline()).toEqual(['ann']);
    await cluster.releaseName('ann', 'b');
    expect(await cluster.namesOnline()).toEqual([]);
    // A holder that died holds nothing.
    expect(await cluster.claimName('bob', 'a', null, false)).toEqual({ ok: true, replaced: null, fromGone: false });
    await lapse(pool, 'a');
    expect(await cluster.namesOnline()).toEqual([]);
    // Its holder is gone: the claimer hears so (that process's tables are to be claimed).
    expect(await cluster.claimName('bob', 'b', null, false)).toEqual({ ok: true, replaced: null, fromGone: true });
  });
});
