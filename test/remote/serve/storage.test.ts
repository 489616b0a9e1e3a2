/**
 * A server's tables on disk: the table file beside each record (a golden
 * fixture of its format), a restart that brings every table back, and
 * files that cannot be read, which are reported and left alone.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentHolder, SYSTEM_PROBE } from '../../../src/record/holder.js';
import { seatHolder } from '../../../src/room/owners.js';
import { legalActionsInView } from '../../../src/core/view.js';
import { createStore, NODE_STORE_FS, type StoreFs } from '../../../src/record/store.js';
import { keptRatings, RATINGS_FILE } from '../../../src/record/ratingsFile.js';
import type { MatchRunner } from '../../../src/room/runner.js';
import type { DirectoryEvent, Identity, KeptTable, Placement } from '../../../src/remote/serve/tables.js';
import { TABLES_DIR, diskStorage, readKeptTable, specFromRecord, type DiskStorage, type StorageProblem } from '../../../src/remote/serve/storage.js';
import { defaultTableSpec } from '../../../src/remote/serve/tableSpec.js';
import { testTables, type TestTables } from './helpers.js';
import { waitFor } from '../../support/wait.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const ann: Identity = { name: 'Ann', key: 'KEY-A' };
const bob: Identity = { name: 'Bob', key: null };

let dir: string;
const made: TestTables[] = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-serve-'));
});
afterEach(async () => {
  await Promise.all(made.splice(0).map((one) => one.tables.close()));
  rmSync(dir, { recursive: true, force: true });
});

/** A shard's tables on disk; `storedBeforeShown` as a server runs them (a change shown once stored). */
function onDisk(storedBeforeShown = false): { storage: DiskStorage; problems: StorageProblem[]; tables: TestTables; events: DirectoryEvent[] } {
  const problems: StorageProblem[] = [];
  const events: DirectoryEvent[] = [];
  const storage = diskStorage(dir, createStore({ dir }), (problem) => problems.push(problem));
  const tables = testTables({ storage, onEvent: (event) => events.push(event), ...(storedBeforeShown ? { storedBeforeShown } : {}) });
  made.push(tables);
  return { storage, problems, tables, events };
}

function seated(placement: Placement): Extract<Placement, { ok: true }> {
  if (!placement.ok) throw new Error(`refused: ${JSON.stringify(placement.reason)}`);
  return placement;
}

const FIXTURE_TABLE: KeptTable = {
  code: 'K7PQ',
  spec: { ...defaultTableSpec('de'), seats: [{ kind: 'player' }, { kind: 'player' }, { kind: 'bot', level: 'hard' }] },
  createdAt: Date.UTC(2026, 10, 24, 12),
  record: 'match-20261124-120000-0123456789ab.json',
  keys: ['AAAAC3NzaC1lZDI1NTE5AAAAIB1fake1key1for1tests1only1111111111111111', null, null],
  openedFrom: '2001:db8:7:1::/64',
};

describe('table files', () => {
  it('are written as the golden fixture, and read back to the same table', async () => {
    const { storage } = onDisk();
    storage.keep({ ...FIXTURE_TABLE, record: path.join(dir, FIXTURE_TABLE.record!) });
    await storage.flush();
    const file = path.join(dir, TABLES_DIR, 'K7PQ.json');
    expect(readFileSync(file, 'utf8')).toBe(readFileSync(path.join(FIXTURES, 'K7PQ.json'), 'utf8'));
    expect(readKeptTable(path.join(FIXTURES, 'K7PQ.json'))).toEqual({ ok: true, kept: FIXTURE_TABLE });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dir, TABLES_DIR)).mode & 0o777).toBe(0o700);
  });

  it("of a server that did not keep the opener's address still load, as tables that count for no address", () => {
    const old = path.join(FIXTURES, 'without-address', 'K7PQ.json');
    expect(readFileSync(old, 'utf8')).not.toContain('openedFrom');
    expect(readKeptTable(old)).toEqual({ ok: true, kept: { ...FIXTURE_TABLE, openedFrom: null } });
  });

  it('keep the address a table was opened from across a restart', async () => {
    const first = onDisk();
    seated(first.tables.tables.open('K7PQ', defaultTableSpec('en'), first.tables.now(), bob, '10.0.0.7'));
    seated(first.tables.tables.open('M2XR', defaultTableSpec('en'), first.tables.now(), { name: 'Cid', key: null }));
    await first.tables.tables.close();
    await first.storage.flush();
    const loaded = onDisk().storage.load();
    expect(Object.fromEntries(loaded.tables.map((table) => [table.kept.code, table.kept.openedFrom]))).toEqual({ K7PQ: '10.0.0.7', M2XR: null });
  });

  it.each([
    ['a record named by a path', (data: Record<string, unknown>) => ({ ...data, record: '../../etc/passwd' }), /^record: /],
    ['a code of misreadable characters', (data: Record<string, unknown>) => ({ ...data, code: 'K0PQ' }), /^code: /],
    [
      'an unknown bot level',
      (data: Record<string, unknown>) => ({ ...data, spec: { ...(data.spec as object), seats: [{ kind: 'player' }, { kind: 'bot', level: 'godlike' }] } }),
      /^spec\.seats\.1/,
    ],
    ['a stray field', (data: Record<string, unknown>) => ({ ...data, owner: 'root' }), /./],
    ['an address that is no address', (data: Record<string, unknown>) => ({ ...data, openedFrom: 'x'.repeat(65) }), /^openedFrom: /],
  ])('refuse %s', (_, change, detail) => {
    mkdirSync(path.join(dir, TABLES_DIR));
    const file = path.join(dir, TABLES_DIR, 'K7PQ.json');
    writeFileSync(file, JSON.stringify(change(JSON.parse(readFileSync(path.join(FIXTURES, 'K7PQ.json'), 'utf8')))));
    const read = readKeptTable(file);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.detail).toMatch(detail);
    // In words, not the validator's codes.
    expect(!read.ok && read.detail).not.toMatch(/invalid_|too_big|too_small|unrecognized_keys/u);
  });
});

describe('a restarted server', () => {
  it('brings back its tables from disk: the match where it stood, the waiting table empty, in the same files', async () => {
    const first = onDisk();
    const playing = seated(first.tables.tables.open('K7PQ', { ...defaultTableSpec('en'), games: 2 }, first.tables.now(), ann)).table;
    seated(first.tables.tables.join(playing.code, bob));
    const match = playing.match;
    match.act(match.table!.currentSeat!, { type: 'shift', direction: 'left' }, match.table!.version);
    const waiting = seated(first.tables.tables.open('M2XR3Z', { ...defaultTableSpec('de'), private: true }, first.tables.now(), { name: 'Cid', key: null })).table;
    await waitFor(() => playing.saving?.file() != null, { what: 'the first save' });
    await first.tables.tables.close();
    await first.storage.flush();
    const log = match.table!.view(null).game.log;

    const second = onDisk();
    const loaded = second.storage.load();
    expect(loaded.orphans).toEqual([]);
    expect(loaded.tables.map((table) => table.kept.code).sort()).toEqual([playing.code, waiting.code].sort());
    for (const table of loaded.tables) expect(second.tables.tables.restore(table.kept, table.saved)).toBe(true);
    const back = second.tables.tables.table(playing.code)!;
    expect(back.match.table!.view(null).game.log).toEqual(log);
    expect(second.tables.tables.table(waiting.code)!.spec.private).toBe(true);
    expect(second.tables.tables.join(playing.code, { name: 'Ann', key: null })).toEqual({ ok: false, reason: { code: 'otherKey', name: 'Ann' } });
    back.match.act(back.match.table!.currentSeat!, { type: 'pass' }, back.match.table!.version);
    await back.saving!.flush();
    expect(readdirSync(dir).filter((name) => name.startsWith('match-') && name.endsWith('.json'))).toHaveLength(1);
    expect(second.problems).toEqual([]);
  });

  it('an unfinished record no table file names comes back as a private table (whether it was is not known)', async () => {
    const first = onDisk();
    const table = seated(
      first.tables.tables.open('K7PQ', { ...defaultTableSpec('en'), seats: [{ kind: 'player' }, { kind: 'bot', level: 'easy' }] }, first.tables.now(), ann),
    ).table;
    await waitFor(() => table.saving?.file() != null, { what: 'the first save' });
    await table.saving!.flush();
    await first.storage.flush();
    rmSync(path.join(dir, TABLES_DIR), { recursive: true });
    const second = onDisk();
    const { tables, orphans } = second.storage.load();
    expect(tables).toEqual([]);
    expect(orphans.map((orphan) => orphan.file)).toEqual([table.saving!.file()]);
    expect(specFromRecord(orphans[0]!.record, 'en')).toMatchObject({ seats: [{ kind: 'player' }, { kind: 'bot', level: 'easy' }], private: true });
  });

  it('a damaged table file opens no seat: the record says who owns each, a record without owners has its seats held, and one record is never two tables', async () => {
    const first = onDisk();
    const eve: Identity = { name: 'Eve', key: seatHolder(null, '10.0.0.5') };
    const spec = { ...defaultTableSpec('en'), seats: [{ kind: 'player' as const }, { kind: 'player' as const }, { kind: 'bot' as const, level: 'easy' as const }] };
    const table = seated(first.tables.tables.open('K7PQ', spec, first.tables.now(), ann)).table;
    seated(first.tables.tables.join('K7PQ', eve));
    await waitFor(() => table.saving?.file() != null, { what: 'the first save' });
    await table.saving!.flush();
    await first.tables.tables.close();
    await first.storage.flush();
    const recordFile = table.saving!.file()!;
    const tableFile = path.join(dir, TABLES_DIR, 'K7PQ.json');
    const intact = readFileSync(tableFile, 'utf8');
    writeFileSync(tableFile, '{"damaged": ');

    const second = onDisk();
    const { tables, orphans } = second.storage.load();
    expect(tables).toEqual([]);
    expect(orphans.map((orphan) => orphan.file)).toEqual([recordFile]);
    expect(
      second.tables.tables.restore({ code: 'Q9RS', spec: specFromRecord(orphans[0]!.record, 'en'), createdAt: 0, record: recordFile, keys: [], openedFrom: null }, orphans[0]!),
    ).toBe(true);
    // A stranger from another address who types a seated player's name gets neither seat.
    expect(second.tables.tables.join('Q9RS', { name: 'Eve', key: seatHolder(null, '10.0.0.99') })).toEqual({ ok: false, reason: { code: 'otherKey', name: 'Eve' } });
    expect(second.tables.tables.join('Q9RS', { name: 'Ann', key: seatHolder(null, '10.0.0.99') })).toEqual({ ok: false, reason: { code: 'otherKey', name: 'Ann' } });
    expect(second.tables.tables.join('Q9RS', eve)).toMatchObject({ ok: true, seat: 1 });
    expect(second.tables.tables.join('Q9RS', ann)).toMatchObject({ ok: true, seat: 0 });
    await second.tables.tables.close();
    await second.storage.flush();

    // The old table file repaired: two table files name one record, which comes back as one table.
    writeFileSync(tableFile, intact);
    const third = onDisk();
    const loaded = third.storage.load();
    expect(loaded.tables.map((kept) => kept.kept.code)).toEqual(['K7PQ']);
    expect(loaded.orphans).toEqual([]);
    expect(third.problems).toEqual([{ code: 'recordTwice', file: path.basename(recordFile), kept: 'K7PQ', dropped: 'Q9RS' }]);
    await third.storage.flush();
    expect(existsSync(path.join(dir, TABLES_DIR, 'Q9RS.json'))).toBe(false);

    // A record saved before owners were, without its table file: every human seat is held, for a stand-in bot.
    const { owners: _owners, ...legacy } = JSON.parse(readFileSync(recordFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(recordFile, JSON.stringify(legacy));
    rmSync(path.join(dir, TABLES_DIR), { recursive: true });
    const fourth = onDisk();
    const orphan = fourth.storage.load().orphans[0]!;
    expect(orphan.record.owners).toBeUndefined();
    expect(fourth.tables.tables.restore({ code: 'Q9RS', spec: specFromRecord(orphan.record, 'en'), createdAt: 0, record: recordFile, keys: [], openedFrom: null }, orphan)).toBe(
      true,
    );
    expect(fourth.tables.tables.join('Q9RS', ann)).toEqual({ ok: false, reason: { code: 'held', name: 'Ann' } });
    expect(fourth.tables.tables.join('Q9RS', eve)).toEqual({ ok: false, reason: { code: 'held', name: 'Eve' } });
  });

  it("a record another program has open is left to it, and a match of a terminal in the same directory is not the server's", async () => {
    const first = onDisk();
    const table = seated(
      first.tables.tables.open('K7PQ', { ...defaultTableSpec('en'), seats: [{ kind: 'player' }, { kind: 'bot', level: 'easy' }] }, first.tables.now(), ann),
    ).table;
    await waitFor(() => table.saving?.file() != null, { what: 'the first save' });
    await first.tables.tables.close();
    await first.storage.flush();
    const recordFile = table.saving!.file()!;
    const other = { ...currentHolder('host'), pid: process.ppid, started: SYSTEM_PROBE.startTime(process.ppid) };
    writeFileSync(`${recordFile}.lock`, JSON.stringify(other));
    const second = onDisk();
    expect(second.storage.load().tables).toEqual([]);
    expect(second.problems).toEqual([{ code: 'openElsewhere', file: recordFile, holder: { program: 'host', pid: process.ppid, host: null } }]);
    // Not claimed, but played at a terminal: not an orphan of the server's.
    rmSync(`${recordFile}.lock`);
    rmSync(path.join(dir, TABLES_DIR), { recursive: true });
    const record = JSON.parse(readFileSync(recordFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(recordFile, JSON.stringify({ ...record, program: 'play', owners: [{ kind: 'terminal' }, null] }));
    expect(onDisk().storage.load()).toEqual({ tables: [], orphans: [] });
  });

  it("a table file that names another program's match does not make it the server's", async () => {
    const first = onDisk();
    const table = seated(
      first.tables.tables.open('K7PQ', { ...defaultTableSpec('en'), seats: [{ kind: 'player' }, { kind: 'bot', level: 'easy' }] }, first.tables.now(), ann),
    ).table;
    await waitFor(() => table.saving?.file() != null, { what: 'the first save' });
    await first.tables.tables.close();
    await first.storage.flush();
    const recordFile = table.saving!.file()!;
    const record = JSON.parse(readFileSync(recordFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(recordFile, JSON.stringify({ ...record, program: 'play', owners: [{ kind: 'terminal' }, null] }));
    const second = onDisk();
    expect(second.storage.load()).toEqual({ tables: [], orphans: [] });
    expect(second.problems).toEqual([{ code: 'notServed', file: recordFile, table: 'K7PQ' }]);
  });

  it('names the record in the table file before the record is first written; a record never written comes back as a table waiting for players', async () => {
    const first = onDisk();
    const table = seated(
      first.tables.tables.open('K7PQ2X', { ...defaultTableSpec('en'), private: true, seats: [{ kind: 'player' }, { kind: 'bot', level: 'easy' }] }, first.tables.now(), ann),
    ).table;
    await waitFor(() => table.saving !== null, { what: 'the saving started' });
    await first.storage.flush();
    const kept = readKeptTable(path.join(dir, TABLES_DIR, 'K7PQ2X.json'));
    expect(kept.ok && kept.kept.record).toBe(path.basename(table.recordFile!));
    expect(kept.ok && kept.kept.keys).toEqual(['KEY-A', null]);
    await first.tables.tables.close();
    // As if the server had stopped before the first save.
    rmSync(table.recordFile!);
    const second = onDisk();
    const loaded = second.storage.load();
    expect(loaded.orphans).toEqual([]);
    expect(loaded.tables).toEqual([{ kept: expect.objectContaining({ code: 'K7PQ2X', record: null, spec: expect.objectContaining({ private: true }) }), saved: null }]);
    expect(second.problems).toEqual([]);
  });

  it('a match that ends is rated at once beside the records, by the key each player logged in with', async () => {
    const { tables, events } = onDisk(true);
    const table = seated(tables.tables.open('K7PQ', { ...defaultTableSpec('en'), rounds: 2, games: 1 }, tables.now(), ann)).table;
    seated(tables.tables.join(table.code, { name: 'Bob', key: 'KEY-B' }));
    const match = table.match;
    // The first snapshot that shows the match over already holds the ratings (rated before the store says it is stored).
    let firstOver: readonly unknown[] | null = null;
    match.onChange(() => {
      const snapshot = match.snapshot(0);
      if (firstOver === null && snapshot.phase === 'matchOver') firstOver = snapshot.ratings;
    }, 0);
    while (match.table!.phase === 'playing') match.act(match.table!.currentSeat!, { type: 'pass' }, match.table!.version);
    // Written by the end of the match itself (nobody has looked at the ratings yet).
    await waitFor(() => existsSync(path.join(dir, RATINGS_FILE)), { what: 'the match rated' });
    expect(keptRatings(createStore({ dir })).rated).toBe(1);
    const kept = keptRatings(createStore({ dir }));
    expect([...kept.players.keys()].sort()).toEqual(['key:KEY-A', 'key:KEY-B']);
    // Every screen's final standings show what it changed, as kept (one seat's snapshot is every seat's here).
    const shown = (id: string): number => kept.players.get(id)!.history.at(-1)!;
    await waitFor(() => match.snapshot(null).ratings.length === 2, { what: 'the ratings shown' });
    expect(match.snapshot(0).ratings).toEqual([
      { name: 'Ann', before: 1500, after: shown('key:KEY-A') },
      { name: 'Bob', before: 1500, after: shown('key:KEY-B') },
    ]);
    expect(shown('key:KEY-A')).not.toBe(1500);
    expect(firstOver).toHaveLength(2);
    // The lobby hears of it (its book of ratings loads them again), and so does the log.
    expect(events).toContainEqual({ code: 'rated', table: table.code, players: 2 });
  });

  it('a table whose match is over stays only as history: its table file goes, its record stays', async () => {
    mkdirSync(path.join(dir, TABLES_DIR));
    const record = path.join(dir, FIXTURE_TABLE.record!);
    copyFileSync(path.join(FIXTURES, '..', '..', '..', 'record', 'fixtures', 'valid.json'), record);
    copyFileSync(path.join(FIXTURES, 'K7PQ.json'), path.join(dir, TABLES_DIR, 'K7PQ.json'));
    const { storage, problems } = onDisk();
    expect(storage.load()).toEqual({ tables: [], orphans: [] });
    await storage.flush();
    expect(existsSync(path.join(dir, TABLES_DIR, 'K7PQ.json'))).toBe(false);
    expect(existsSync(record)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('reports a damaged table file or record and leaves both as they are', async () => {
    mkdirSync(path.join(dir, TABLES_DIR));
    const broken = path.join(dir, TABLES_DIR, 'ABCD.json');
    writeFileSync(broken, '{"format": "shift-poker-table", "vers');
    copyFileSync(path.join(FIXTURES, 'K7PQ.json'), path.join(dir, TABLES_DIR, 'K7PQ.json'));
    writeFileSync(path.join(dir, FIXTURE_TABLE.record!), '{ not a record');
    const { storage, problems } = onDisk();
    expect(storage.load()).toEqual({ tables: [], orphans: [] });
    expect(problems).toEqual([
      { code: 'tableUnreadable', file: broken, detail: 'not JSON' },
      { code: 'recordUnreadable', table: 'K7PQ', error: expect.objectContaining({ code: 'notJson' }) },
    ]);
    expect(readFileSync(broken, 'utf8')).toBe('{"format": "shift-poker-table", "vers');
    expect(existsSync(path.join(dir, TABLES_DIR, 'K7PQ.json'))).toBe(true);
  });
});

describe('a data directory that refuses writes', () => {
  /** node:fs, but every record write fails with `errno` while `broken` says so. */
  function failingDisk(errno: string): { fs: StoreFs; broken: { now: boolean } } {
    const broken = { now: true };
    const fs: StoreFs = {
      ...NODE_STORE_FS,
      writeFileAtomic: async (file, data, options) => {
        if (broken.now) throw Object.assign(new Error('refused'), { code: errno });
        NODE_STORE_FS.writeFileAtomicSync(file, data, options);
      },
    };
    return { fs, broken };
  }

  /** The player to move makes the first move open to them. */
  function move(match: MatchRunner): void {
    const table = match.table!;
    const seat = table.currentSeat!;
    expect(match.act(seat, legalActionsInView(table.view(seat).game)[0]!, table.version)).toMatchObject({ ok: true });
  }

  it('tells every screen at the table and the log once per table; the game goes on, and the first save that works writes the whole match', async () => {
    const disk = failingDisk('ENOSPC');
    const problems: StorageProblem[] = [];
    const storage = diskStorage(dir, createStore({ dir, fs: disk.fs }), (problem) => problems.push(problem));
    const served = testTables({ storage, onProblem: (problem) => problems.push(problem) });
    made.push(served);
    const twoPlayers = { ...defaultTableSpec('en'), games: 2 };
    const table = seated(served.tables.open('K7PQ', twoPlayers, served.now(), ann)).table;
    seated(served.tables.join('K7PQ', bob));
    const other = seated(served.tables.open('M2XR', twoPlayers, served.now(), { name: 'Cid', key: null })).table;
    seated(served.tables.join('M2XR', { name: 'Dan', key: null }));
    const match = table.match;
    await waitFor(() => !match.snapshot(null).saving.ok, { what: 'the failing save told' });
    for (const seat of [0, 1, null]) expect(match.snapshot(seat).saving).toEqual({ ok: false, errno: 'ENOSPC' });

    // Play goes on, each move's save failing too.
    for (let i = 0; i < 6; i++) {
      move(match);
      await table.saving!.flush();
    }
    move(other.match);
    await waitFor(() => !other.match.snapshot(0).saving.ok, { what: 'the other table told' });
    await other.saving!.flush();
    expect(match.table!.phase).toBe('playing');
    // One line per table, whichever table's save failed first.
    expect(problems).toHaveLength(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        { code: 'saveFailed', table: 'K7PQ', file: table.recordFile, errno: 'ENOSPC' },
        { code: 'saveFailed', table: 'M2XR', file: other.recordFile, errno: 'ENOSPC' },
      ]),
    );
    expect(existsSync(table.recordFile!)).toBe(false);

    // The disk takes writes again: the next save holds every move so far, and the screens stop saying it fails.
    disk.broken.now = false;
    move(match);
    await table.saving!.flush();
    expect(match.snapshot(0).saving).toEqual({ ok: true });
    const loaded = createStore({ dir }).load(table.recordFile!);
    expect(loaded.ok && loaded.record).toEqual(match.table!.toRecord());
    expect(loaded.ok && loaded.record.games[0]!.actions).toHaveLength(7);
    expect(problems).toHaveLength(2);
  });

  it('keeps the table file of a table that ended while its saves failed, so a restart brings back what the disk holds', async () => {
    const disk = failingDisk('EROFS');
    const storage = diskStorage(dir, createStore({ dir, fs: disk.fs }), () => undefined);
    const served = testTables({ storage, seatTimeoutMs: 0 });
    made.push(served);
    const a = seated(served.tables.open('K7PQ', { ...defaultTableSpec('en'), seats: [{ kind: 'player' }, { kind: 'bot', level: 'easy' }] }, served.now(), ann));
    await waitFor(() => !a.table.match.snapshot(0).saving.ok, { what: 'the failing save told' });
    a.leave();
    await waitFor(() => a.table.phase === 'betweenGames', { what: 'the stand-in finishing the game' });
    served.advance(10 * 60_000);
    expect(served.tables.size).toBe(0);
    await a.table.saving!.flush();
    await storage.flush();
    expect(existsSync(path.join(dir, TABLES_DIR, 'K7PQ.json'))).toBe(true);
  });
});
