/**
 * What the server processes on one PostgreSQL share (record/pgCluster.ts),
 * against a real server started for this file: leases, codes unique
 * across processes, claims of the tables of a process that is gone (one
 * winner; the loser of a table can no longer save its record), names.
 */

import { afterEach, describe, expect, it } from '@jest/globals';
import { openPool, type PgPool } from '../../src/record/pgConnect.js';
import { migrate } from '../../src/record/pgSchema.js';
import { STALE_ERRNO, pgStore } from '../../src/record/pgStore.js';
import { pgCluster } from '../../src/record/pgCluster.js';
import { startTable, step } from '../table/helpers.js';
import { usePostgres } from '../support/postgres.js';

const postgres = usePostgres();
const pools: PgPool[] = [];

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

async function fresh() {
  const pool = await openPool(await postgres.database(), 4);
  pools.push(pool);
  await migrate(pool);
  return { pool, cluster: pgCluster(pool) };
}

/** A lease that ran out already: a process that died. */
const DEAD = -1_000;

describe('the processes on one store', () => {
  it('are alive while their lease runs; one retiring leaves its tables to be claimed at once', async () => {
    const { cluster } = await fresh();
    await cluster.renew('a', 60_000);
    await cluster.renew('b', 60_000);
    await cluster.renew('c', DEAD);
    expect(await cluster.alive()).toEqual(['a', 'b']);
    expect(await cluster.reserveCode('K7PQ', 'b', '203.0.113.7')).toBe(true);
    expect(await cluster.directory()).toEqual([{ code: 'K7PQ', owner: 'b', openedFrom: '203.0.113.7', summary: null }]);
    await cluster.retire('b');
    expect(await cluster.alive()).toEqual(['a']);
    expect(await cluster.directory()).toEqual([{ code: 'K7PQ', owner: null, openedFrom: '203.0.113.7', summary: null }]);
  });

  it('take a code once across all: a second process cannot take one in use', async () => {
    const { cluster } = await fresh();
    await cluster.renew('a', 60_000);
    await cluster.renew('b', 60_000);
    const both = await Promise.all([cluster.reserveCode('ABCD', 'a', null), cluster.reserveCode('ABCD', 'b', null)]);
    expect(both.sort()).toEqual([false, true]);
    expect(await cluster.publish('ABCD', 'a', { phase: 'waiting' })).toBe((await cluster.directory())[0]!.owner === 'a');
  });

  it("claim a dead process's tables, one process each table, and the claimer alone may save its record from then on", async () => {
    const { pool, cluster } = await fresh();
    const store = pgStore(pool, { writer: 'a' });
    await cluster.renew('a', 60_000);
    // The table of process a: its record saved by a, kept, listed.
    const table = startTable({ rounds: 3, games: 3 });
    await step(table, 0);
    const key = store.newKey(table.toRecord());
    expect(await cluster.reserveCode('K7PQ', 'a', null)).toBe(true);
    await store.keepTable('K7PQ', { code: 'K7PQ', record: key });
    expect(await store.save(key, table.toRecord(), table.version, null)).toEqual({ ok: true });
    expect(await cluster.unserved()).toEqual([]);

    // a stops renewing (killed, or cut off); b and c both claim what nobody serves.
    await cluster.renew('a', DEAD);
    await cluster.renew('b', 60_000);
    await cluster.renew('c', 60_000);
    expect(await cluster.unserved()).toEqual(['K7PQ']);
    const claims = await Promise.all([cluster.claim(['K7PQ'], 'b'), cluster.claim(['K7PQ'], 'c')]);
    expect(claims.flat()).toEqual(['K7PQ']);
    const winner = claims[0]!.length === 1 ? 'b' : 'c';
    expect(await cluster.owned(['K7PQ'], winner)).toEqual(['K7PQ']);
    expect(await cluster.owned(['K7PQ'], 'a')).toEqual([]);
    expect(await cluster.unserved()).toEqual([]);

    // a still runs and plays on: its save is refused, though its version is the row's.
    const before = table.version;
    await step(table, 1);
    const refused = await store.save(key, table.toRecord(), table.version, before);
    expect(refused).toEqual({ ok: false, error: { code: 'saveFailed', file: key, errno: STALE_ERRNO } });
    // The winner saves from the stored state.
    const loaded = await pgStore(pool).load(key);
    if (!loaded.ok) throw new Error('not loaded');
    expect(loaded.version).toBe(before);
    expect(await pgStore(pool, { writer: winner }).save(key, table.toRecord(), table.version, before)).toEqual({ ok: true });
  });

  it('a table kept from before the processes (no directory row) is unserved, and claimed like any', async () => {
    const { pool, cluster } = await fresh();
    await pgStore(pool).keepTable('ZZZZ', { code: 'ZZZZ', record: null });
    await cluster.renew('a', 60_000);
    expect(await cluster.unserved()).toEqual(['ZZZZ']);
    expect(await cluster.claim(['ZZZZ'], 'a')).toEqual(['ZZZZ']);
    expect(await cluster.claim(['ZZZZ'], 'a')).toEqual([]);
  });
});

describe('names across processes', () => {
  it('are online on one process at a time; a dead holder lets go; the same proven key replaces the other connection', async () => {
    const { cluster } = await fresh();
    await cluster.renew('a', 60_000);
    await cluster.renew('b', 60_000);
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
    await cluster.renew('a', DEAD);
    expect(await cluster.namesOnline()).toEqual([]);
    // Its holder is gone: the claimer hears so (that process's tables are to be claimed).
    expect(await cluster.claimName('bob', 'b', null, false)).toEqual({ ok: true, replaced: null, fromGone: true });
  });
});
