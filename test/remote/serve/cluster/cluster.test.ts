/**
 * Two server processes on one PostgreSQL (cluster/cluster.ts), each a
 * lobby over a shard in this thread, against a real PostgreSQL started for
 * this file: one list of every table, codes and names across both, a
 * player of one at a table of the other (keys there, frames back), and a
 * process that dies under its tables: the other claims them from the store
 * and its player there is placed again at the seat.
 */

import { afterEach, describe, expect, it } from '@jest/globals';

// Screens here are drawn as a server draws them, outside React's act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
import { openPool, openSession, type PgPool } from '../../../../src/record/pgConnect.js';
import { migrate } from '../../../../src/record/pgSchema.js';
import { pgStore } from '../../../../src/record/pgStore.js';
import { LEASE_ERRNO, LEASE_MARGIN_MS, leaseClockOn, monotonicNow, type LeaseClock } from '../../../../src/record/leaseClock.js';
import { startTable } from '../../../table/helpers.js';
import { pgCluster } from '../../../../src/record/pgCluster.js';
import { openBus, type Bus } from '../../../../src/remote/serve/cluster/bus.js';
import { Cluster } from '../../../../src/remote/serve/cluster/cluster.js';
import { bringBack } from '../../../../src/remote/serve/cluster/bringBack.js';
import { pgTableStorage } from '../../../../src/remote/serve/pgStorage.js';
import type { Lobby, RemotePlacement, SeatedSession, SessionHandlers } from '../../../../src/remote/serve/lobby.js';
import type { Identity } from '../../../../src/remote/serve/tables.js';
import { defaultTableSpec } from '../../../../src/remote/serve/tableSpec.js';
import { testLobby } from '../helpers.js';
import React from 'react';
import { LinkedRoom } from '../../../../src/seat/linkedRoom.js';
import { SessionApp } from '../../../../src/remote/SessionApp.js';
import { openScreen, type OpenSession } from '../../../../src/remote/session.js';
import { channelTerminal, type WindowSize } from '../../../../src/remote/ssh/streams.js';
import { usePostgres } from '../../../support/postgres.js';
import { nextTurn, waitFor } from '../../../support/wait.js';

const postgres = usePostgres();
const ann: Identity = { name: 'Ann', key: null };
const bob: Identity = { name: 'Bob', key: null };
const MOVING = '<the table moves>';
const KEY_NOT_SENT = '<key not sent>';

interface Process {
  readonly id: string;
  readonly lobby: Lobby;
  readonly cluster: Cluster;
  readonly bus: Bus;
  readonly pool: PgPool;
  /** Dies as a killed process would: no goodbye, its lease left to run out. */
  crash(): Promise<void>;
  /** Brings back tables it claimed (as its beat does after a claim). */
  bringBackHere(codes: readonly string[]): Promise<number>;
  /** Its lease as it counts it (the one its table thread's saves wait for). */
  readonly lease: LeaseClock;
}

const running: Process[] = [];
afterEach(async () => {
  for (const process of running.splice(0)) {
    await process.lobby.stop();
    await process.cluster.leave();
    await process.bus.close();
    await process.pool.end();
  }
});

/** A server process on the store at `url`: a lobby over one shard (saving there), one of the processes (`beat` false: it sweeps only when told). */
async function startProcess(
  url: string,
  id: string,
  options: {
    readonly beat: boolean;
    readonly leaseMs?: number;
    readonly onFenced?: () => void;
    readonly newCode?: (length: number, taken: (code: string) => boolean) => string;
    /** Messages of this process that are lost on their way (as while its notifications are cut off). */
    readonly lost?: (message: { readonly t: string }) => boolean;
  },
): Promise<Process> {
  const pool = await openPool(url, 3, id);
  const opened = await openBus({ self: id, key: Buffer.alloc(32, 7), connect: () => openSession(url, id), retryMs: 50 });
  const lost = options.lost;
  const bus: Bus =
    lost === undefined
      ? opened
      : Object.create(opened, { send: { value: (to: string, message: unknown) => (lost(message as { t: string }) ? undefined : opened.send(to, message)) } });
  const db = pgCluster(pool);
  let lobby: Lobby | null = null;
  // Its lease as it counts it, shared with its table thread's store as in the server.
  const lease = leaseClockOn();
  const storage = pgTableStorage(pgStore(pool, { writer: id, leaseRunning: () => lease.running() }), () => undefined);
  const bringBackHere = (codes: readonly string[]): Promise<number> => {
    const here = lobby!;
    return bringBack(
      { load: (only) => storage.load(only), restore: (kept, saved) => here.restore(kept, saved), codes: () => here.codes(), giveUp: (code) => cluster.unreserve(code) },
      codes,
    );
  };
  const cluster = await Cluster.join({
    self: id,
    db,
    bus,
    // A lease of 5 s as in the server; the beat of a process that does not beat never comes in a test.
    leaseMs: options.leaseMs ?? 5_000,
    beatMs: options.beat ? 200 : 3_600_000,
    lease,
    reconnectMs: 10_000,
    onClaimed: async (codes) => {
      await bringBackHere(codes);
    },
    onFenced: options.onFenced ?? (() => undefined),
  });
  lobby = testLobby(1, { store: { url, process: id, lease: lease.buffer } }, { cluster, ...(options.newCode === undefined ? {} : { newCode: options.newCode }) }).lobby;
  await cluster.attach(lobby);
  const process: Process = {
    id,
    lobby,
    cluster,
    bus,
    pool,
    bringBackHere,
    lease,
    crash: async () => {
      // Its notifications stop at once; its lease is made to have run out (as 5 s without a beat would).
      await bus.close();
      await db.renew(id, -1_000);
    },
  };
  running.push(process);
  return process;
}

async function store(): Promise<string> {
  const url = await postgres.database();
  const pool = await openPool(url, 1);
  await migrate(pool);
  await pool.end();
  return url;
}

function seated(placement: RemotePlacement): SeatedSession {
  if (!placement.ok) throw new Error(`refused: ${JSON.stringify(placement.reason)}`);
  return placement.session;
}

/** A seat at a table as a connection has it: the session, and the keys and size of the screen drawn for it. */
interface Seated {
  readonly code: string;
  readonly seat: number | null;
  input(data: Uint8Array): void;
  resize(size: WindowSize): void;
  leave(): void;
}

/**
 * A player's screen drawn where their connection is, as serve's gateway
 * draws it (SessionApp on the seat's link): its frames kept as text, the
 * link's trouble marked in it (MOVING, KEY_NOT_SENT), whether it left.
 */
function screenOf(): { handlers: SessionHandlers; seat: (placement: RemotePlacement) => Seated; text: () => string; left: () => string | null | undefined } {
  let output = '';
  let left: string | null | undefined;
  let session: SeatedSession | null = null;
  const terminal = channelTerminal(
    { write: (text) => (output += String(text)) },
    { columns: 100, rows: 30 },
    { maxBacklog: Number.POSITIVE_INFINITY, backlog: () => 0, onStalled: () => undefined },
  );
  const room = new LinkedRoom((message) => session?.send(message));
  let drawn: OpenSession | null = null;
  return {
    handlers: {
      onSeat: (message) => room.receive(message),
      onLeft: (closed) => (left = closed),
      onTrouble: (trouble) => {
        output += trouble === 'moving' ? MOVING : KEY_NOT_SENT;
        room.troubled(trouble);
      },
    },
    seat: (placement) => {
      session = seated(placement);
      const at = session;
      void room.ready.then(() => {
        drawn = openScreen(
          terminal,
          'en',
          React.createElement(SessionApp, { room, seat: at.seat, ascii: false, standInLevel: 'easy', onLeave: () => at.leave(), port: 2222 }),
          () => at.leave(),
          { wholeConnection: false },
        );
      });
      return {
        code: at.code,
        seat: at.seat,
        input: (data) => terminal.input(Buffer.from(data)),
        resize: (size) => terminal.resize(size),
        leave: () => {
          drawn?.close(null);
          at.leave();
        },
      };
    },
    text: () => output,
    left: () => left,
  };
}

const spec = (seats: number) => ({ ...defaultTableSpec('en'), seats: Array.from({ length: seats }, () => ({ kind: 'player' as const })) });

/** Ann opens a table of two on `first`; Bob, on `second`, takes the other seat; both see their hands. */
async function annAndBob(
  first: Process,
  second: Process,
): Promise<{ annScreen: ReturnType<typeof screenOf>; annAt: Seated; bobScreen: ReturnType<typeof screenOf>; bobAt: Seated }> {
  const annScreen = screenOf();
  const annAt = annScreen.seat(await first.lobby.open(spec(2), ann, annScreen.handlers));
  await waitFor(() => second.lobby.list().some((table) => table.code === annAt.code), { what: "the table in the second's list" });
  const bobScreen = screenOf();
  const bobAt = bobScreen.seat(await second.lobby.join(annAt.code, bob, bobScreen.handlers));
  await waitFor(() => annScreen.text().includes('Your hand') && bobScreen.text().includes('Your hand'), { what: () => `both at the table: ${bobScreen.text().slice(-300)}` });
  return { annScreen, annAt, bobScreen, bobAt };
}
const key = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('two processes on one store', () => {
  it("seat a player at a table of the other's that this process has not heard of yet (its code typed before the notification came)", async () => {
    const url = await store();
    // The first's news of its tables never reach the second.
    const first = await startProcess(url, 'aaaaaaaaaaaa', { beat: true, lost: (message) => message.t === 'dir' });
    const second = await startProcess(url, 'bbbbbbbbbbbb', { beat: true });
    const annScreen = screenOf();
    const annAt = annScreen.seat(await first.lobby.open(spec(2), ann, annScreen.handlers));
    expect(second.lobby.list().some((table) => table.code === annAt.code)).toBe(false);
    const bobScreen = screenOf();
    bobScreen.seat(await second.lobby.join(annAt.code, bob, bobScreen.handlers));
    await waitFor(() => annScreen.text().includes('Your hand') && bobScreen.text().includes('Your hand'), { what: () => `both at the table: ${bobScreen.text().slice(-300)}` });
    // A code no process has is still none.
    const refused = await second.lobby.join('ZZZZ', bob, screenOf().handlers);
    expect(refused).toEqual({ ok: false, reason: { code: 'noSuchTable', table: 'ZZZZ' } });
  }, 40_000);

  it('list every table of both, and never give two tables one code', async () => {
    const url = await store();
    const first = await startProcess(url, 'aaaaaaaaaaaa', { beat: false, newCode: () => 'K7PQ' });
    const second = await startProcess(url, 'bbbbbbbbbbbb', { beat: false, newCode: (_length, taken) => (taken('K7PQ') ? 'M2XR' : 'K7PQ') });
    seated(await first.lobby.open(spec(2), ann, null));
    await waitFor(() => second.lobby.list().some((table) => table.code === 'K7PQ'), { what: "the first process's table in the second's list" });
    expect(
      second.lobby
        .list()
        .find((table) => table.code === 'K7PQ')!
        .seats.map((seat) => seat.name),
    ).toEqual(['Ann', null]);
    // The second knows K7PQ is taken: its table gets another code.
    const other = seated(await second.lobby.open(spec(2), bob, null));
    expect(other.code).toBe('M2XR');
    await waitFor(() => first.lobby.list().length === 2, { what: "both tables in the first's list" });
  });

  it('a name is online on one of them only; a look-alike of a name online on the other is refused', async () => {
    const url = await store();
    const first = await startProcess(url, 'aaaaaaaaaaaa', { beat: false });
    const second = await startProcess(url, 'bbbbbbbbbbbb', { beat: false });
    const online = first.lobby.connect(ann, () => undefined);
    if (!online.ok) throw new Error('refused');
    expect(await online.confirmed).toBeNull();
    const again = second.lobby.connect(ann, () => undefined);
    if (!again.ok) throw new Error('refused at once');
    expect(await again.confirmed).toEqual({ code: 'inUse', name: 'Ann' });
    // Refused, the connection ends (serve/gateway.ts): its name goes.
    again.release();
    const lookalike = second.lobby.connect({ name: 'Аnn', key: null }, () => undefined);
    if (!lookalike.ok) throw new Error('refused at once');
    expect(await lookalike.confirmed).toEqual({ code: 'lookalike', name: 'Аnn', other: 'ann' });
    lookalike.release();
    // Gone from the first, the name is free on the second.
    online.release();
    await waitFor(async () => (await pgCluster(first.pool).namesOnline()).length === 0, { what: 'the name released' });
    const later = second.lobby.connect(ann, () => undefined);
    if (!later.ok) throw new Error('refused');
    expect(await later.confirmed).toBeNull();
  });

  it('tell each other their connections per address, for the limit per address across all', async () => {
    const url = await store();
    const first = await startProcess(url, 'aaaaaaaaaaaa', { beat: false });
    const second = await startProcess(url, 'bbbbbbbbbbbb', { beat: false });
    first.cluster.addresses.counted('203.0.113.7', 3);
    first.cluster.addresses.counted('198.51.100.1', 1);
    await waitFor(() => second.cluster.addresses.elsewhere('203.0.113.7') === 3, { what: "the first's count heard by the second" });
    expect(second.cluster.addresses.elsewhere('198.51.100.1')).toBe(1);
    expect(first.cluster.addresses.elsewhere('203.0.113.7')).toBe(0);
    first.cluster.addresses.counted('203.0.113.7', 0);
    await waitFor(() => second.cluster.addresses.elsewhere('203.0.113.7') === 0, { what: 'the count gone' });
    expect(second.cluster.addresses.elsewhere('198.51.100.1')).toBe(1);
  });

  it("seat a player of one at the other's table: keys go there, frames come back; when that process dies the other claims the table and the player is placed again at the seat", async () => {
    const url = await store();
    const first = await startProcess(url, 'aaaaaaaaaaaa', { beat: false });
    const second = await startProcess(url, 'bbbbbbbbbbbb', { beat: true });
    const annScreen = screenOf();
    const annAt = annScreen.seat(await first.lobby.open(spec(2), ann, annScreen.handlers));
    await waitFor(() => second.lobby.list().some((table) => table.code === annAt.code), { what: "the table in the second's list" });

    // Bob, on the second process, takes the other seat: the match starts on the first, his screen comes by notifications.
    const bobScreen = screenOf();
    const bobAt = bobScreen.seat(await second.lobby.join(annAt.code, bob, bobScreen.handlers));
    expect([bobAt.code, bobAt.seat]).toEqual([annAt.code, 1]);
    await waitFor(() => bobScreen.text().includes('Your hand'), { what: () => `Bob's screen: ${bobScreen.text().slice(-300)}` });
    // His key reaches the table: whoever's turn it is passes, and both screens say so.
    const saved = async (): Promise<number> => (await pgStore(first.pool).unfinished())[0]?.version ?? -1;
    const before = await waitFor(async () => ((await saved()) >= 0 ? saved() : null), { what: 'the match saved' });
    const annFirst = /Ann's turn/u.test(bobScreen.text());
    (annFirst ? annAt : bobAt).input(key('p'));
    const passed = annFirst ? 'Ann passed.' : 'Bob passed.';
    await waitFor(() => annScreen.text().includes(passed) && bobScreen.text().includes(passed), { what: 'the pass on both screens' });
    await waitFor(async () => (await saved()) > before, { what: 'the pass saved' });

    // The first process dies. The second finds it gone at its next beat, claims the table and brings it back from the store.
    await first.crash();
    await waitFor(() => bobScreen.text().includes(MOVING), { what: 'Bob told his table moves' });
    await waitFor(() => second.lobby.codes().includes(annAt.code), { what: 'the table claimed by the second process' });
    const movedAt = bobScreen.text().lastIndexOf(MOVING);
    await waitFor(() => bobScreen.text().slice(movedAt).includes('Bob is back.'), { what: () => `Bob's screen after the move: ${bobScreen.text().slice(movedAt).slice(-300)}` });
    expect(bobScreen.left()).toBeUndefined();
    // From the state saved before the crash: the pass is in the log, and the table plays on with Bob's keys.
    const after = bobScreen.text().slice(movedAt);
    expect(after).toContain(passed);
    expect(await pgCluster(second.pool).owned([annAt.code], second.id)).toEqual([annAt.code]);
    bobAt.resize({ columns: 90, rows: 28 });
    bobAt.input(key('?'));
    await waitFor(() => bobScreen.text().slice(movedAt).includes('Keys'), { what: 'the help opened by a key after the move' });
    bobAt.input(key('?'));
    // Ann, whose process died, is back through the second; the match goes on, Bob's turns included.
    const annAgain = screenOf();
    const annBack = annAgain.seat(await second.lobby.join(annAt.code, ann, annAgain.handlers));
    await waitFor(() => annAgain.text().includes('Your hand'), { what: "Ann's screen again" });
    // Four actions each way: whoever's turn the last header names passes, until the header moves on.
    const header = (): string => [...annAgain.text().matchAll(/(\w+)'s turn · action (\d) of 2/gu)].at(-1)?.[0] ?? '';
    for (let action = 0; action < 8; action++) {
      const now = header();
      (now.startsWith('Bob') ? bobAt : annBack).input(key('p'));
      await waitFor(() => header() !== now, { what: () => `the action after "${now}": ${annAgain.text().slice(-300)}` });
    }
  });

  it('a process whose table another took while it still ran gives the table up at its first refused save, and its players go on there', async () => {
    const url = await store();
    const first = await startProcess(url, 'aaaaaaaaaaaa', { beat: false });
    const second = await startProcess(url, 'bbbbbbbbbbbb', { beat: false });
    const { annScreen, annAt, bobScreen, bobAt } = await annAndBob(first, second);
    const admin = await openPool(url, 1);
    try {
      const row = async (): Promise<{ key: string; version: number; writer: string } | undefined> =>
        (await admin.query<{ key: string; version: number; writer: string }>('SELECT key, version, writer FROM shift_poker_records')).rows[0];
      const before = await waitFor(() => row(), { what: 'the match saved' });

      // The race a delayed renewal lost: the second took the table over (directory and record) while the first still ran.
      await admin.query('UPDATE shift_poker_directory SET owner = $2 WHERE code = $1', [annAt.code, second.id]);
      await admin.query('UPDATE shift_poker_records SET writer = $2 WHERE key = $1', [before.key, second.id]);
      expect(await second.bringBackHere([annAt.code])).toBe(1);

      // Whoever's turn it is passes on the first: its save is refused, and the first gives the table up at once.
      const annMark = annScreen.text().length;
      const bobMark = bobScreen.text().length;
      const annFirst = /Ann's turn/u.test(bobScreen.text());
      (annFirst ? annAt : bobAt).input(key('p'));
      await waitFor(() => !first.lobby.codes().includes(annAt.code), { what: 'the table given up by the first' });
      // Both players are at the second's table now: Ann through her own process, Bob at home; neither went to the lobby.
      await waitFor(() => annScreen.text().slice(annMark).includes('Ann is back.'), { what: () => `Ann's screen: ${annScreen.text().slice(-300)}` });
      await waitFor(() => bobScreen.text().slice(bobMark).includes('Bob is back.'), { what: () => `Bob's screen: ${bobScreen.text().slice(-300)}` });
      expect([annScreen.left(), bobScreen.left()]).toEqual([undefined, undefined]);
      expect(second.lobby.codes()).toEqual([annAt.code]);
      // The refused pass was never stored; the game goes on from the stored state, saved by the second.
      expect((await row())!.version).toBe(before.version);
      const header = (): string => [...annScreen.text().matchAll(/(\w+)'s turn · action (\d) of 2/gu)].at(-1)?.[0] ?? '';
      const now = header();
      (now.startsWith('Bob') ? bobAt : annAt).input(key('p'));
      await waitFor(async () => (await row())!.version > before.version, { what: 'a pass through the second, saved' });
      expect((await row())!.writer).toBe(second.id);
    } finally {
      await admin.end();
    }
  });
  it('stops saving once its lease may have run out by its own count, before PostgreSQL could judge it gone, and stops when its held-up renewal then fails', async () => {
    const url = await store();
    let fenced = 0;
    // A lease of 1.5 s renewed every 200 ms: its renewal is then held up by a lock on its row, as a slow statement would.
    const first = await startProcess(url, 'aaaaaaaaaaaa', { beat: true, leaseMs: 1_500, onFenced: () => fenced++ });
    const saver = pgStore(first.pool, { writer: first.id, leaseRunning: () => first.lease.running() });
    const record = startTable({ rounds: 2, games: 1 }).toRecord();
    const key = saver.newKey(record);
    expect(await saver.save(key, record, 1, null)).toEqual({ ok: true });
    const lock = await openSession(url);
    const admin = await openPool(url, 1);
    try {
      // Its own count ends before PostgreSQL's, by the margin at least: a count read after PostgreSQL's answer is no
      // longer than PostgreSQL's when it answered (each ms rounded down: 2 ms of slack).
      // One sample after each of five renewals.
      for (let sample = 0; sample < 5; sample++) {
        const end = monotonicNow() + first.lease.remainingMs();
        await waitFor(() => monotonicNow() + first.lease.remainingMs() > end, { what: 'the next renewal' });
        const pg = (
          await admin.query<{ ms: number }>('SELECT (extract(epoch FROM lease_until - clock_timestamp()) * 1000)::float8 AS ms FROM shift_poker_processes WHERE id = $1', [
            first.id,
          ])
        ).rows[0]!.ms;
        expect(first.lease.remainingMs() + LEASE_MARGIN_MS).toBeLessThanOrEqual(pg + 2);
      }
      await lock.query('BEGIN');
      // A statement that changes its row and takes long to commit. (One that only locks it lets the renewal through as it
      // was judged before the wait; harmless, as a burial takes the same lock: whichever comes first, the other fails.)
      await lock.query('UPDATE shift_poker_processes SET epoch = epoch WHERE id = $1', [first.id]);
      await waitFor(() => !first.lease.running(), { what: 'its own count of its lease run out', timeoutMs: 3_000 });
      const live = async (): Promise<boolean> =>
        (await admin.query<{ live: boolean }>('SELECT lease_until > clock_timestamp() AS live FROM shift_poker_processes WHERE id = $1', [first.id])).rows[0]!.live;
      // A save meanwhile writes nothing and says why; it is tried again later.
      expect(await saver.save(key, record, 2, 1)).toEqual({ ok: false, error: { code: 'saveFailed', file: key, errno: LEASE_ERRNO } });
      expect((await admin.query<{ version: number }>('SELECT version FROM shift_poker_records WHERE key = $1', [key])).rows[0]!.version).toBe(1);
      // Held past its end in PostgreSQL: once let through, the renewal fails and the process stops serving.
      await waitFor(async () => !(await live()), { what: 'the lease run out in PostgreSQL', timeoutMs: 3_000 });
      expect(fenced).toBe(0);
      // Held up for longer than seven beats, the beats do not pile up on the pool's connections (three): one renewal waits,
      // or two once the first was given up on after a whole lease.
      const waiting = await admin.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM pg_stat_activity WHERE state = 'active' AND query LIKE 'UPDATE shift_poker_processes SET lease_until%'",
      );
      expect(waiting.rows[0]!.count).toBeGreaterThanOrEqual(1);
      expect(waiting.rows[0]!.count).toBeLessThanOrEqual(2);
      await lock.query('COMMIT');
      await waitFor(() => fenced > 0, { what: 'the process fenced', timeoutMs: 3_000 });
      expect(first.lease.running()).toBe(false);
      // Once: one renewal was in flight to fail.
      await new Promise((resolve) => setImmediate(resolve));
      expect(fenced).toBe(1);
    } finally {
      await lock.query('ROLLBACK').catch(() => undefined);
      await lock.end();
      await admin.end();
    }
  });

  it("drops a guest whose leave was lost (its process's notifications cut off) at that process's next list of its players, so the player can come back to the seat", async () => {
    const url = await store();
    let losing = false;
    const first = await startProcess(url, 'aaaaaaaaaaaa', { beat: true });
    const second = await startProcess(url, 'bbbbbbbbbbbb', { beat: true, lost: (message) => losing && message.t === 'leave' });
    const { annScreen, annAt, bobAt } = await annAndBob(first, second);
    // Bob's connection ends; the leave it sends the table's process is lost.
    losing = true;
    bobAt.leave();
    const again = await second.lobby.join(annAt.code, bob, screenOf().handlers);
    expect(again).toEqual({ ok: false, reason: { code: 'inUse', name: 'Bob' } });
    // The second's list of its players (every 10 s) no longer names him: the first lets the seat go, and he is back.
    const bobAgain = screenOf();
    // A try every half second, as a person would (each look in between is free).
    let triedAt = 0;
    await waitFor(
      async () => {
        if (performance.now() - triedAt < 500) return null;
        triedAt = performance.now();
        const placed = await second.lobby.join(annAt.code, bob, bobAgain.handlers);
        return placed.ok ? bobAgain.seat(placed) : null;
      },
      { what: 'Bob seated again', timeoutMs: 20_000 },
    );
    await waitFor(() => bobAgain.text().includes('Your hand'), { what: "Bob's screen again" });
    // At the first's table all along (not claimed by the second: the first lived), and Ann never left it.
    expect(first.lobby.codes()).toEqual([annAt.code]);
    expect(annScreen.left()).toBeUndefined();
  }, 40_000);

  it("sends a player at the other's table their whole scene again once its process's notifications are back, so scenes lost meanwhile leave no stale screen", async () => {
    const url = await store();
    let losing = false;
    // The first's scenes to the second are lost for a while (as while notifications are cut off).
    const first = await startProcess(url, 'aaaaaaaaaaaa', { beat: true, lost: (message) => losing && message.t === 'toSeat' });
    const second = await startProcess(url, 'bbbbbbbbbbbb', { beat: true });
    const { annScreen, annAt, bobScreen, bobAt } = await annAndBob(first, second);
    losing = true;
    const annFirst = /Ann's turn/u.test(annScreen.text());
    (annFirst ? annAt : bobAt).input(key('p'));
    const passed = annFirst ? 'Ann passed.' : 'Bob passed.';
    await waitFor(() => annScreen.text().includes(passed), { what: 'the pass on the first' });
    // The scenes of that change sent (and lost) by now: a guest's messages go out a turn of the event loop later.
    for (let turn = 0; turn < 5; turn++) await nextTurn();
    expect(bobScreen.text()).not.toContain(passed);
    losing = false;
    // The second's notifications cut and back: its player's screen is drawn again, the pass on it.
    const admin = await openPool(url, 1);
    try {
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name LIKE '%bbbbbbbbbbbb%'");
    } finally {
      await admin.end();
    }
    await waitFor(() => bobScreen.text().includes(passed), { what: () => `the pass on Bob's screen: ${bobScreen.text().slice(-400)}`, timeoutMs: 10_000 });
  }, 40_000);

  it("tells a player at the other's table that a move was not sent while the notifications are cut off, rather than lose it without a word", async () => {
    const url = await store();
    const first = await startProcess(url, 'aaaaaaaaaaaa', { beat: false });
    const second = await startProcess(url, 'bbbbbbbbbbbb', { beat: false });
    const { annScreen, annAt, bobScreen, bobAt } = await annAndBob(first, second);
    // Bob's turn (Ann passes both actions of hers first, should it be hers).
    if (/Ann's turn/u.test(bobScreen.text())) {
      annAt.input(key('p'));
      await waitFor(() => annScreen.text().includes('Ann passed.'), { what: 'her first pass' });
      annAt.input(key('p'));
    }
    await waitFor(() => /Bob's turn/u.test(bobScreen.text()), { what: () => `Bob's turn on his screen: ${bobScreen.text().slice(-600)}` });
    // The second's notifications stop (its connection to PostgreSQL is gone): Bob's move cannot reach the table.
    await second.bus.close();
    bobAt.input(key('p'));
    await waitFor(() => bobScreen.text().includes(KEY_NOT_SENT), { what: () => `Bob's screen: ${bobScreen.text().slice(-200)}` });
    // Told once however fast he presses (until a while has passed).
    bobAt.input(key('p'));
    bobAt.input(key('p'));
    expect(bobScreen.text().split(KEY_NOT_SENT).length - 1).toBe(1);
  });
  it("places a player who comes back the moment the table's process died once the table is back, rather than refusing", async () => {
    const url = await store();
    const first = await startProcess(url, 'aaaaaaaaaaaa', { beat: false });
    const second = await startProcess(url, 'bbbbbbbbbbbb', { beat: true });
    const annScreen = screenOf();
    const annAt = annScreen.seat(await first.lobby.open(spec(2), ann, annScreen.handlers));
    await waitFor(() => second.lobby.list().some((table) => table.code === annAt.code), { what: "the table in the second's list" });
    const bobScreen = screenOf();
    bobScreen.seat(await second.lobby.join(annAt.code, bob, bobScreen.handlers));
    await waitFor(() => bobScreen.text().includes('Your hand'), { what: "Bob's table" });
    await first.crash();
    // Ann's connection went with her process; she is back on the second before it has even found the first gone.
    const annAgain = screenOf();
    const back = annAgain.seat(await second.lobby.join(annAt.code, ann, annAgain.handlers));
    expect([back.code, back.seat]).toEqual([annAt.code, 0]);
    await waitFor(() => annAgain.text().includes('Your hand'), { what: () => `Ann's screen: ${annAgain.text().slice(-300)}` });
    expect(second.lobby.codes()).toEqual([annAt.code]);
  });
});
