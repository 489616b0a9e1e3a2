/**
 * Ratings kept in PostgreSQL (record/pgRatings.ts): a match is rated by
 * the save that ends it, once, only by the process whose save lands, two
 * finishing at once both count, and the ratings rebuilt from the records
 * alone are the ones rated match by match — against a real server started
 * for this file.
 */

import { afterEach, describe, expect, it } from '@jest/globals';
import { openPool, type PgPool } from '../../src/record/pgConnect.js';
import { rebuildPgRatings, recordsWith, storedRatingOf, storedRatings } from '../../src/record/pgRatings.js';
import { migrate, SCHEMA_VERSION } from '../../src/record/pgSchema.js';
import { pgStore, STALE_ERRNO, type PgStore } from '../../src/record/pgStore.js';
import { foldRatings, leaderboard, NO_RATINGS, rateMatch, type Ratings } from '../../src/record/ratings.js';
import type { MatchRecord, SeatOwner } from '../../src/table/index.js';
import { pgServeRatings } from '../../src/remote/serve/serveRatings.js';
import { usePostgres } from '../support/postgres.js';
import { humans, startTable, step, testDeps } from '../table/helpers.js';

const postgres = usePostgres();
const pools: PgPool[] = [];

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

async function freshPool(): Promise<PgPool> {
  const pool = await openPool(await postgres.database(), 4);
  pools.push(pool);
  expect(await migrate(pool)).toEqual({ ok: true, from: 0, to: SCHEMA_VERSION });
  return pool;
}

let clock = Date.UTC(2026, 0, 1);

const byKey = (name: string): SeatOwner => ({ kind: 'key', key: `SHA256:${name}` });

/** A match of players logged in with keys, saved when it opened; what saves it again when it is over. */
async function match(store: PgStore, names: readonly string[]): Promise<{ key: string; record: MatchRecord; finish: () => ReturnType<PgStore['save']> }> {
  const table = startTable({ seats: humans(...names), owners: names.map(byKey), rounds: 2, games: 1 }, testDeps({ now: () => (clock += 1000) }));
  const key = store.newKey(table.toRecord());
  const opened = table.version;
  expect(await store.save(key, table.toRecord(), opened, null)).toEqual({ ok: true });
  let salt = names.length;
  while (await step(table, salt++));
  const record = table.toRecord();
  return { key, record, finish: () => store.save(key, record, table.version, opened) };
}

const plain = (ratings: Ratings): unknown => ({ rated: ratings.rated, players: [...ratings.players.values()].sort((a, b) => a.id.localeCompare(b.id)) });

describe('ratings in PostgreSQL', () => {
  it('the save that ends a match rates it, once; the ratings are the records folded, and rebuilt from them the same', async () => {
    const pool = await freshPool();
    const store = pgStore(pool);
    const records: MatchRecord[] = [];
    for (const names of [
      ['Ann', 'Ben'],
      ['Ben', 'Cid', 'Ann'],
      ['Cid', 'Ann'],
    ]) {
      const played = await match(store, names);
      // The save tells what it changed, for the final standings: the change of the fold's last step.
      const expected = rateMatch(foldRatings(records), played.record).changes;
      expect(await played.finish()).toEqual({ ok: true, rated: expected });
      expect(expected).toHaveLength(names.length);
      records.push(played.record);
      expect(plain(await storedRatings(pool))).toEqual(plain(foldRatings(records)));
    }
    // Saved again (the same version: stale) or by a tool after it ended: not rated again.
    const last = await match(store, ['Ann', 'Dee']);
    expect(await last.finish()).toEqual({ ok: true, rated: expect.any(Array) });
    records.push(last.record);
    const loaded = await store.load(last.key);
    expect(loaded.ok && (await store.save(last.key, last.record, loaded.version + 1, loaded.version))).toEqual({ ok: true });
    expect(await last.finish()).toEqual({ ok: false, error: { code: 'saveFailed', file: last.key, errno: STALE_ERRNO } });
    const incremental = await storedRatings(pool);
    expect(incremental.rated).toBe(4);
    expect(plain(incremental)).toEqual(plain(foldRatings(records)));
    expect((await storedRatingOf(pool, 'key:SHA256:Ann'))?.matches).toBe(4);
    expect((await recordsWith(pool, 'key:SHA256:Dee')).map((record) => record.endedAt)).toEqual([last.record.endedAt]);
    // From the records alone: the same numbers.
    const client = await (pool as unknown as { connect(): Promise<PgPool & { release(): void }> }).connect();
    try {
      expect(plain(await rebuildPgRatings(client))).toEqual(plain(incremental));
    } finally {
      client.release();
    }
    expect(plain(await storedRatings(pool))).toEqual(plain(incremental));
  });

  it("a server's top and me read them: the list best first, a profile with the rating as stored and whom they met", async () => {
    const pool = await freshPool();
    const store = pgStore(pool);
    const records: MatchRecord[] = [];
    for (const names of [
      ['Ann', 'Ben'],
      ['Ann', 'Cid'],
    ]) {
      const played = await match(store, names);
      expect(await played.finish()).toEqual({ ok: true, rated: expect.any(Array) });
      records.push(played.record);
    }
    const served = pgServeRatings(pool);
    expect(await served.leaderboard()).toEqual(leaderboard(foldRatings(records)));
    const ann = await served.profile('key:SHA256:Ann');
    expect(ann?.rating).toEqual(foldRatings(records).players.get('key:SHA256:Ann'));
    expect(ann?.versus.map((other) => other.name).sort()).toEqual(['Ben', 'Cid']);
    expect(await served.profile('key:SHA256:Dee')).toBeNull();
  });

  it('a process whose save is fenced off (another owns the record now) rates nothing', async () => {
    const pool = await freshPool();
    await pool.query("INSERT INTO shift_poker_processes (id, lease_until) VALUES ('one', now() + interval '1 hour'), ('two', now() + interval '1 hour')");
    const one = pgStore(pool, { writer: 'one' });
    const two = pgStore(pool, { writer: 'two' });
    const played = await match(one, ['Ann', 'Ben']);
    const loaded = await two.load(played.key);
    if (!loaded.ok) throw new Error('not loaded');
    // Two is not the record's writer: its finishing save is refused, and nobody's rating moved.
    expect(await two.save(played.key, played.record, loaded.version + 50, loaded.version)).toEqual({
      ok: false,
      error: { code: 'saveFailed', file: played.key, errno: STALE_ERRNO },
    });
    expect((await storedRatings(pool)).rated).toBe(0);
    expect(await played.finish()).toEqual({ ok: true, rated: expect.any(Array) });
    expect((await storedRatings(pool)).rated).toBe(1);
  });

  it('one statement more per finished match; another match of a player rated between its reading and its save: made again on a new reading', async () => {
    const pool = await freshPool();
    const statements: string[] = [];
    let between: (() => Promise<unknown>) | null = null;
    const watched = {
      async query(text: string, values?: readonly unknown[]) {
        statements.push(text.trim().split(/\s+/u)[0]!);
        if (text.trim().startsWith('WITH') && between !== null) {
          const run = between;
          between = null;
          await run();
        }
        return pool.query(text, values as unknown[]);
      },
    } as unknown as PgPool;
    const store = pgStore(watched);
    const other = pgStore(pool);
    const first = await match(store, ['Ann', 'Ben']);
    statements.length = 0;
    expect(await first.finish()).toEqual({ ok: true, rated: expect.any(Array) });
    expect(statements).toEqual(['SELECT', 'WITH']);
    // Saved again once it is over: a plain save.
    const loaded = await store.load(first.key);
    statements.length = 0;
    expect(loaded.ok && (await store.save(first.key, first.record, loaded.version + 1, loaded.version))).toEqual({ ok: true });
    expect(statements).toEqual(['UPDATE']);
    const second = await match(store, ['Ann', 'Cid']);
    const third = await match(other, ['Ann', 'Dee']);
    between = () => third.finish();
    statements.length = 0;
    expect(await second.finish()).toEqual({ ok: true, rated: expect.any(Array) });
    expect(statements).toEqual(['SELECT', 'WITH', 'SELECT', 'WITH']);
    const ratings = await storedRatings(pool);
    expect(ratings.players.get('key:SHA256:Ann')?.matches).toBe(3);
    // Rated in the order the saves landed (the third before the second, though it ended after it).
    expect(plain(ratings)).toEqual(plain([first.record, third.record, second.record].reduce((rated, record) => rateMatch(rated, record).ratings, NO_RATINGS)));
  });

  it("a match whose players' ratings move under every try is saved all the same, unrated, and says so", async () => {
    const pool = await freshPool();
    // Before each rated statement another match of Ann's is rated, as a busy server's would be.
    const others: (() => Promise<unknown>)[] = [];
    const watched = {
      async query(text: string, values?: readonly unknown[]) {
        if (text.trim().startsWith('WITH')) await others.shift()?.();
        return pool.query(text, values as unknown[]);
      },
    } as unknown as PgPool;
    const store = pgStore(watched);
    const other = pgStore(pool);
    const played = await match(store, ['Ann', 'Ben']);
    for (let index = 0; index < 5; index++) {
      const busy = await match(other, ['Ann', `Ot${index}`]);
      others.push(() => busy.finish());
    }
    expect(await played.finish()).toEqual({ ok: true, unrated: true });
    expect(others).toEqual([]);
    // Stored as over, without Ben's rating: --migrate rates it from the records.
    const loaded = await store.load(played.key);
    expect(loaded.ok && loaded.record.endedAt).toBe(played.record.endedAt);
    expect(await storedRatingOf(pool, 'key:SHA256:Ben')).toBeNull();
  });

  it('two matches of one player ending at once are both rated, each on top of the other', async () => {
    const pool = await freshPool();
    const store = pgStore(pool);
    const first = await match(store, ['Ann', 'Ben']);
    const second = await match(store, ['Ann', 'Cid']);
    expect(await Promise.all([first.finish(), second.finish()])).toEqual([
      { ok: true, rated: expect.any(Array) },
      { ok: true, rated: expect.any(Array) },
    ]);
    const ratings = await storedRatings(pool);
    expect(ratings.rated).toBe(2);
    expect(ratings.players.get('key:SHA256:Ann')?.matches).toBe(2);
    const inOrder = [foldRatings([first.record, second.record]), foldRatings([second.record, first.record])].map(plain);
    expect(inOrder).toContainEqual(plain({ ...ratings, rated: 2 }));
  });
});
