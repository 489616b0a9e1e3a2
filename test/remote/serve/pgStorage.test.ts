/**
 * A server's tables in PostgreSQL (remote/serve/pgStorage.ts) against a
 * real server: a restart brings every table back from the store as from
 * disk, an unfinished record no table names comes back as a private table,
 * and a table that another writer has played on since can no longer save:
 * its players are told, and the store keeps the other writer's match.
 */

import { afterEach, describe, expect, it } from '@jest/globals';
import { openPool, type PgPool } from '../../../src/record/pgConnect.js';
import { migrate } from '../../../src/record/pgSchema.js';
import { STALE_ERRNO, pgStore, type PgStore } from '../../../src/record/pgStore.js';
import { pgTableStorage, type PgTableStorage } from '../../../src/remote/serve/pgStorage.js';
import { specFromRecord, type StorageProblem } from '../../../src/remote/serve/storage.js';
import type { Identity, Placement } from '../../../src/remote/serve/tables.js';
import { defaultTableSpec } from '../../../src/remote/serve/tableSpec.js';
import { usePostgres } from '../../support/postgres.js';
import { waitFor } from '../../support/wait.js';
import { testTables, type TestTables } from './helpers.js';

const postgres = usePostgres();
const ann: Identity = { name: 'Ann', key: 'KEY-A' };
const bob: Identity = { name: 'Bob', key: null };
const pools: PgPool[] = [];
const made: TestTables[] = [];

afterEach(async () => {
  await Promise.all(made.splice(0).map((one) => one.tables.close()));
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

async function database(): Promise<string> {
  const url = await postgres.database();
  const pool = await openPool(url, 1);
  await migrate(pool);
  await pool.end();
  return url;
}

/** A server's tables on the store at `url`, as one process sees them. */
async function inStore(url: string): Promise<{ store: PgStore; storage: PgTableStorage; problems: StorageProblem[]; tables: TestTables }> {
  const pool = await openPool(url, 3);
  pools.push(pool);
  const problems: StorageProblem[] = [];
  const store = pgStore(pool);
  const storage = pgTableStorage(store, (problem) => problems.push(problem));
  const tables = testTables({ storage });
  made.push(tables);
  return { store, storage, problems, tables };
}

function seated(placement: Placement): Extract<Placement, { ok: true }> {
  if (!placement.ok) throw new Error(`refused: ${JSON.stringify(placement.reason)}`);
  return placement;
}

describe('a server on PostgreSQL', () => {
  it('brings back its tables from the store: the match where it stood, the waiting table empty, under one record', async () => {
    const url = await database();
    const first = await inStore(url);
    const playing = seated(first.tables.tables.open('K7PQ', { ...defaultTableSpec('en'), games: 2 }, first.tables.now(), ann, '10.0.0.7')).table;
    seated(first.tables.tables.join(playing.code, bob));
    const match = playing.match;
    match.act(match.table!.currentSeat!, { type: 'shift', direction: 'left' }, match.table!.version);
    const waiting = seated(first.tables.tables.open('M2XR3Z', { ...defaultTableSpec('de'), private: true }, first.tables.now(), { name: 'Cid', key: null })).table;
    await waitFor(() => playing.saving?.file() != null, { what: 'the first save' });
    await first.tables.tables.close();
    await first.storage.flush();
    const log = match.table!.view(null).game.log;

    const second = await inStore(url);
    const loaded = await second.storage.load();
    expect(loaded.orphans).toEqual([]);
    expect(loaded.tables.map((table) => [table.kept.code, table.kept.openedFrom]).sort()).toEqual([
      ['K7PQ', '10.0.0.7'],
      ['M2XR3Z', null],
    ]);
    for (const table of loaded.tables) expect(second.tables.tables.restore(table.kept, table.saved)).toBe(true);
    const back = second.tables.tables.table(playing.code)!;
    expect(back.match.table!.view(null).game.log).toEqual(log);
    expect(second.tables.tables.table(waiting.code)!.spec.private).toBe(true);
    expect(second.tables.tables.join(playing.code, { name: 'Ann', key: null })).toEqual({ ok: false, reason: { code: 'otherKey', name: 'Ann' } });
    // Played on after the restart: saved against the version it was brought back at, in the same record.
    back.match.act(back.match.table!.currentSeat!, { type: 'pass' }, back.match.table!.version);
    await back.saving!.flush();
    expect(back.saving!.failing()).toBe(false);
    const records = await second.store.list();
    expect(records).toHaveLength(1);
    const stored = await second.store.load(records[0]!.file);
    expect(stored.ok && stored.version).toBe(back.match.table!.version);
    expect(second.problems).toEqual([]);
  });

  it('an unfinished record no table names comes back as a private table; an ended table leaves only its record', async () => {
    const url = await database();
    const first = await inStore(url);
    const table = seated(
      first.tables.tables.open('K7PQ', { ...defaultTableSpec('en'), seats: [{ kind: 'player' }, { kind: 'bot', level: 'easy' }] }, first.tables.now(), ann),
    ).table;
    await waitFor(() => table.saving?.file() != null, { what: 'the first save' });
    await table.saving!.flush();
    await first.storage.flush();
    await first.store.forgetTable('K7PQ');
    const second = await inStore(url);
    const { tables, orphans } = await second.storage.load();
    expect(tables).toEqual([]);
    expect(orphans.map((orphan) => orphan.file)).toEqual([table.saving!.file()]);
    expect(specFromRecord(orphans[0]!.record, 'en')).toMatchObject({ seats: [{ kind: 'player' }, { kind: 'bot', level: 'easy' }], private: true });
  });

  it("a table another writer played on since saves no more: its players are told, and the other writer's moves stay", async () => {
    const url = await database();
    const first = await inStore(url);
    const table = seated(first.tables.tables.open('K7PQ', { ...defaultTableSpec('en'), games: 2 }, first.tables.now(), ann)).table;
    seated(first.tables.tables.join('K7PQ', bob));
    await waitFor(() => table.saving?.file() != null, { what: 'the first save' });
    await table.saving!.flush();
    const key = table.saving!.file()!;

    // Another process brings the same table back and plays a move on it.
    const other = await inStore(url);
    const kept = (await other.storage.load()).tables[0]!;
    expect(other.tables.tables.restore(kept.kept, kept.saved)).toBe(true);
    const theirs = other.tables.tables.table('K7PQ')!.match;
    theirs.act(theirs.table!.currentSeat!, { type: 'pass' }, theirs.table!.version);
    await other.tables.tables.table('K7PQ')!.saving!.flush();
    const stored = await other.store.load(key);
    if (!stored.ok) throw new Error('not stored');

    // The first one, behind now, plays a move of its own: refused by the store, and its players see it is not saved.
    const mine = table.match;
    mine.act(mine.table!.currentSeat!, { type: 'shift', direction: 'right' }, mine.table!.version);
    await table.saving!.flush();
    expect(table.saving!.failing()).toBe(true);
    // What every screen at the table says (the saving line) comes from this.
    expect(table.saveFailures.record).toEqual({ file: key, errno: STALE_ERRNO });
    const after = await first.store.load(key);
    expect(after.ok && [after.version, after.record]).toEqual([stored.version, stored.record]);
  });
});
