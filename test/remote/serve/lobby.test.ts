/**
 * The server's main-thread side (lobby.ts) over two shards in this thread:
 * names, codes, the list, quick match, tables spread over the shards, and
 * a session's link to its room on a shard (its scenes come, its requests go).
 */
import { afterEach, describe, expect, it } from '@jest/globals';

// Screens here are drawn as a server draws them, outside React's act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
import type { RemotePlacement, SeatedSession, SessionHandlers } from '../../../src/remote/serve/lobby.js';
import { heldByAddress, seatHolder, type Identity, type KeptTable } from '../../../src/remote/serve/tables.js';
import { defaultTableSpec, quickTableSpec, type TableSpec } from '../../../src/remote/serve/tableSpec.js';
import { RatingBook } from '../../../src/remote/serve/ratingBook.js';
import { ratedAt, shardOf, testLobby, type TestLobby } from './helpers.js';
import { waitFor } from '../../support/wait.js';
import { LinkedRoom } from '../../../src/seat/linkedRoom.js';

const ann: Identity = { name: 'Ann', key: null };
const bob: Identity = { name: 'Bob', key: null };
const cid: Identity = { name: 'Cid', key: null };
const spec = (changes: Partial<TableSpec> = {}): TableSpec => ({ ...defaultTableSpec('en'), ...changes });

const made: TestLobby[] = [];
function lobby(...args: Parameters<typeof testLobby>): TestLobby {
  const one = testLobby(...args);
  made.push(one);
  return one;
}
afterEach(async () => {
  await Promise.all(made.splice(0).map((one) => one.lobby.stop()));
});

function seated(placement: RemotePlacement): SeatedSession {
  if (!placement.ok) throw new Error(`refused: ${JSON.stringify(placement.reason)}`);
  return placement.session;
}

describe('tables on shards', () => {
  it('gives a public table a 4-character code and a private one 6, lists the private one without it, and spreads tables over the shards', async () => {
    const { lobby: server, shards } = lobby();
    const open = seated(await server.open(spec(), ann, null));
    const hidden = seated(await server.open(spec({ private: true }), bob, null));
    expect(open.code).toMatch(/^[A-HJKMNP-Z2-9]{4}$/u);
    expect(hidden.code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/u);
    expect(open.seat).toBe(0);
    expect(shardOf(shards, open.code)).not.toBe(shardOf(shards, hidden.code));
    await waitFor(() => server.list().length === 2, { what: 'both tables listed' });
    expect(
      server
        .list()
        .map((table) => table.code)
        .sort(),
    ).toEqual([null, open.code].sort());
    expect(JSON.stringify(server.list())).not.toContain(hidden.code);
    // Its own players see its code: they may need it to go back.
    expect(server.list('bob').map((table) => table.code)).toContain(hidden.code);
    expect(server.list('Ann').map((table) => table.code)).not.toContain(hidden.code);
    // Keys are the server's business, never the list's.
    expect(JSON.stringify(server.list())).not.toContain('keys');
  });

  it('refuses more tables than allowed, and codes it does not know', async () => {
    const { lobby: server } = lobby(2, {}, { maxTables: 1 });
    seated(await server.open(spec(), ann, null));
    expect(await server.open(spec(), bob, null)).toEqual({ ok: false, reason: { code: 'tooManyTables', max: 1 } });
    expect(await server.join('ZZZZ', bob, null)).toEqual({ ok: false, reason: { code: 'noSuchTable', table: 'ZZZZ' } });
    expect(await server.watch('ZZZZ', null)).toEqual({ ok: false, reason: { code: 'noSuchTable', table: 'ZZZZ' } });
  });
});

describe('limits per address', () => {
  const withBots = (): TableSpec => spec({ seats: [{ kind: 'player' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }] });
  const unattended = (server: TestLobby['lobby'], codes: readonly string[]): boolean =>
    codes.every((code) => server.list().some((table) => table.code === code && table.seats.every((seat) => seat.kind === 'bot' || !seat.connected)));

  it('at most 3 tables without a player from one address (an IPv6 /64): tables of bots that started at once count; other addresses may still open', async () => {
    const { lobby: server } = lobby();
    const left: string[] = [];
    for (const [name, address] of [
      ['A1', '2001:db8:0:7::1'],
      ['A2', '2001:db8:0:7::2'],
      ['A3', '2001:db8:0:7:aaaa::3'],
    ] as const) {
      const session = seated(await server.open(withBots(), { name, key: null }, null, address));
      session.leave();
      left.push(session.code);
    }
    await waitFor(() => unattended(server, left) && server.list().every((table) => table.phase === 'playing'), { what: 'three tables of bots without their player' });
    // Another address in the same /64 is the same client.
    expect(await server.open(withBots(), { name: 'A4', key: null }, null, '2001:db8:0:7::4')).toEqual({ ok: false, reason: { code: 'tooManyUnattended', max: 3 } });
    expect(await server.quick({ name: 'A5', key: null }, 'en', null, '2001:db8:0:7::5')).toEqual({ ok: false, reason: { code: 'tooManyUnattended', max: 3 } });
    // Another network, or another IPv4 address: no limit reached.
    seated(await server.open(withBots(), cid, null, '2001:db8:0:8::1'));
    seated(await server.open(withBots(), bob, null, '10.0.0.8'));
  });

  it('a table whose player left counts, one whose player is back does not; a table waiting with its opener at it does not either', async () => {
    const { lobby: server } = lobby();
    const first = seated(await server.open(withBots(), { name: 'A1', key: null }, null, '10.0.0.7'));
    // Waiting for players with its opener there: someone is at it.
    const waiting = seated(await server.open(spec(), { name: 'A2', key: null }, null, '10.0.0.7'));
    // Until its shard has told of it, a table being opened counts (its opener may not be seated yet).
    await waitFor(() => server.list().length === 2, { what: 'both tables listed' });
    const codes = [first.code];
    first.leave();
    for (const name of ['A3', 'A4']) {
      const session = seated(await server.open(withBots(), { name, key: null }, null, '10.0.0.7'));
      session.leave();
      codes.push(session.code);
    }
    await waitFor(() => unattended(server, codes), { what: 'the players gone from their tables' });
    expect(await server.open(withBots(), { name: 'A5', key: null }, null, '10.0.0.7')).toMatchObject({ ok: false, reason: { code: 'tooManyUnattended' } });
    // A1 is back at the table: it has a player again.
    seated(await server.join(first.code, { name: 'A1', key: null }, null));
    await waitFor(() => !unattended(server, [first.code]), { what: 'the player back' });
    seated(await server.open(withBots(), { name: 'A5', key: null }, null, '10.0.0.7'));
    // The waiting table's opener goes: it counts again, and the limit is reached once more.
    waiting.leave();
    await waitFor(() => unattended(server, [waiting.code]), { what: 'the opener gone' });
    expect(await server.open(withBots(), { name: 'A6', key: null }, null, '10.0.0.7')).toMatchObject({ ok: false, reason: { code: 'tooManyUnattended' } });
  });

  it('tables brought back by a restart count against the address that opened them', async () => {
    const { lobby: server } = lobby();
    const kept = (code: string, openedFrom: string | null): KeptTable => ({ code, spec: withBots(), createdAt: Date.now(), record: null, keys: [], openedFrom });
    for (const code of ['K7PQ', 'M2XR', 'N3YS']) expect(await server.restore(kept(code, '10.0.0.7'), null)).toBe(true);
    // A table file of an older server names no address: it counts for none.
    expect(await server.restore(kept('P4ZT', null), null)).toBe(true);
    expect(await server.open(withBots(), ann, null, '10.0.0.7')).toEqual({ ok: false, reason: { code: 'tooManyUnattended', max: 3 } });
    seated(await server.open(withBots(), bob, null, '10.0.0.8'));
  });
});

describe('names on the server', () => {
  it('one connection per name; the same key replaces its old connection, another key or none is refused', () => {
    const { lobby: server } = lobby();
    const first = server.connect(ann, () => undefined);
    expect(first.ok).toBe(true);
    expect(server.connect({ name: 'ANN', key: null }, () => undefined)).toEqual({ ok: false, reason: { code: 'inUse', name: 'ANN' } });
    let replaced = 0;
    const keyed = { name: 'Dee', key: 'KEY-D' };
    expect(server.connect(keyed, () => replaced++).ok).toBe(true);
    expect(server.connect({ name: 'Dee', key: 'KEY-X' }, () => undefined)).toMatchObject({ ok: false, reason: { code: 'inUse' } });
    expect(server.connect(keyed, () => undefined).ok).toBe(true);
    expect(replaced).toBe(1);
    if (first.ok) first.release();
    expect(server.connect(ann, () => undefined).ok).toBe(true);
    expect(server.online).toBe(2);
  });

  it('a name whose seat was taken with a key belongs to that key while the table lasts; its held seat is known', async () => {
    const { lobby: server } = lobby();
    const dee = { name: 'Dee', key: 'KEY-D' };
    const session = seated(await server.open(spec(), dee, null));
    seated(await server.join(session.code, bob, null));
    session.leave();
    await waitFor(() => server.heldSeat('Dee') !== null, { what: 'the held seat listed' });
    expect(server.heldSeat('dee')).toBe(session.code);
    expect(server.connect({ name: 'dee', key: null }, () => undefined)).toEqual({ ok: false, reason: { code: 'otherKey', name: 'dee' } });
    expect(server.connect(dee, () => undefined).ok).toBe(true);
    expect(seated(await server.join(session.code, dee, null)).seat).toBe(0);
  });
});

describe('look-alike names on the server', () => {
  it('refuses a new name that looks like one online, takes the same name as before and a genuinely different one', () => {
    const { lobby: server } = lobby();
    const alice = server.connect({ name: 'alice', key: null }, () => undefined);
    expect(alice.ok).toBe(true);
    expect(server.connect({ name: '\u0430lice', key: null }, () => undefined)).toEqual({ ok: false, reason: { code: 'lookalike', name: '\u0430lice', other: 'alice' } });
    expect(server.connect({ name: '\u0410LICE', key: null }, () => undefined)).toMatchObject({ ok: false, reason: { code: 'lookalike', other: 'alice' } });
    // Fullwidth letters: the same name already, connected.
    expect(server.connect({ name: '\uFF41\uFF4C\uFF49\uFF43\uFF45', key: null }, () => undefined)).toMatchObject({ ok: false, reason: { code: 'inUse' } });
    expect(server.connect(bob, () => undefined).ok).toBe(true);
    if (alice.ok) alice.release();
    expect(server.connect({ name: 'alice', key: null }, () => undefined).ok).toBe(true);
  });

  it('a seated player is known while offline: a look-alike is refused, the player gets back in and to the seat', async () => {
    const { lobby: server } = lobby();
    const dee = { name: 'Dee', key: 'KEY-D' };
    const online = server.connect(dee, () => undefined);
    const session = seated(await server.open(spec(), dee, null));
    seated(await server.join(session.code, bob, null));
    session.leave();
    if (online.ok) online.release();
    await waitFor(() => server.heldSeat('Dee') !== null, { what: 'the held seat listed' });
    expect(server.connect({ name: 'D\u0435e', key: 'KEY-E' }, () => undefined)).toEqual({ ok: false, reason: { code: 'lookalike', name: 'D\u0435e', other: 'Dee' } });
    expect(server.connect(dee, () => undefined).ok).toBe(true);
    expect(seated(await server.join(session.code, dee, null)).seat).toBe(0);
  });

  it('a table refuses a name that looks like one seated at it', async () => {
    const { lobby: server } = lobby();
    const session = seated(await server.open(spec(), ann, null));
    expect(await server.join(session.code, { name: '\u0410nn', key: null }, null)).toEqual({ ok: false, reason: { code: 'lookalike', name: '\u0410nn', other: 'Ann' } });
    expect(seated(await server.join(session.code, cid, null)).seat).toBe(1);
  });
});

describe('seats taken without a key', () => {
  it('are held by the address they were taken from: the name alone from elsewhere gets neither the seat nor onto the server', async () => {
    const { lobby: server } = lobby();
    const eve = { name: 'Eve', key: seatHolder(null, '10.0.0.5') };
    const session = seated(await server.open(spec(), eve, null));
    seated(await server.join(session.code, bob, null));
    const online = server.connect(eve, () => undefined);
    expect(online.ok).toBe(true);
    // Someone else behind the same address does not replace a connected player (only a key does).
    expect(server.connect({ name: 'eve', key: seatHolder(null, '10.0.0.5') }, () => undefined)).toEqual({ ok: false, reason: { code: 'inUse', name: 'eve' } });
    session.leave();
    if (online.ok) online.release();
    await waitFor(() => server.heldSeat('Eve') !== null, { what: 'the held seat listed' });
    expect(server.connect({ name: 'EVE', key: seatHolder(null, '10.0.0.99') }, () => undefined)).toEqual({ ok: false, reason: { code: 'otherAddress', name: 'EVE' } });
    expect(server.connect({ name: 'eve', key: 'SOME-KEY' }, () => undefined)).toEqual({ ok: false, reason: { code: 'otherAddress', name: 'eve' } });
    expect(server.connect(eve, () => undefined).ok).toBe(true);
    expect(seated(await server.join(session.code, eve, null)).seat).toBe(0);
    expect(heldByAddress(eve.key)).toBe(true);
    expect(heldByAddress('KEY-D')).toBe(false);
  });
});

describe('quick match', () => {
  it('seats players together at a waiting quick table, prefers a public waiting table to a new one, never a private one', async () => {
    const { lobby: server } = lobby();
    const hidden = seated(await server.open(spec({ private: true }), cid, null));
    const first = seated(await server.quick(ann, 'en', null));
    expect(first.code).not.toBe(hidden.code);
    await waitFor(() => server.list().length === 2, { what: 'the quick table listed' });
    const second = seated(await server.quick(bob, 'de', null));
    expect(second.code).toBe(first.code);
    expect(server.size).toBe(2);
  });

  it('seats a player at the waiting quick table whose rated players are nearest their own rating', async () => {
    const book = new RatingBook(async () => [ratedAt('key:KA', 1700), ratedAt('key:KB', 1300), ratedAt('key:KD', 1310)]);
    await book.refresh();
    const { lobby: server } = lobby(2, {}, { ratings: book });
    const strong = seated(await server.quick({ name: 'Ann', key: 'KA' }, 'en', null));
    await waitFor(() => server.list().length === 1, { what: "Ann's quick table listed" });
    const weak = seated(await server.open(quickTableSpec('en'), { name: 'Bob', key: 'KB' }, null));
    await waitFor(() => server.list().length === 2, { what: "Bob's quick table listed" });
    // Without ratings Dan would take the older table; at 1310 he sits with Bob (1300), not Ann (1700).
    expect(seated(await server.quick({ name: 'Dan', key: 'KD' }, 'en', null)).code).toBe(weak.code);
    expect(weak.code).not.toBe(strong.code);
    // The list shows the ratings beside the names.
    await waitFor(() => server.list().some((table) => table.ratings?.includes(1310) === true), { what: "Dan's seat listed" });
    expect(
      server
        .list()
        .find((table) => table.code === weak.code)
        ?.ratings?.slice(0, 2),
    ).toEqual([1300, 1310]);
    // Each player's own, for the title of their lobby: none for a login without a key, or a key not rated yet.
    expect([server.ratingOf('KA'), server.ratingOf('KD'), server.ratingOf('KZ'), server.ratingOf(null)]).toEqual([1700, 1310, null, null]);
  });

  it("bots fill a quick table 20 s after it opened (the shard's own clock)", async () => {
    const { lobby: server, shards } = lobby(1, { quickFillMs: 100 });
    const session = seated(await server.quick(ann, 'en', null));
    const table = shardOf(shards, session.code).tables.table(session.code)!;
    await waitFor(() => table.phase === 'playing', { what: 'the bots to fill the table' });
    expect(table.match.table!.seats.map((seat) => seat.kind)).toEqual(['human', 'bot', 'bot', 'bot']);
  });
});

describe('sessions', () => {
  it('are one seat’s link to its room (room/link.ts): its scenes come from the shard, its requests act for its seat alone', async () => {
    const { lobby: server, shards } = lobby();
    let left: string | undefined;
    let session: SeatedSession | null = null;
    const room = new LinkedRoom((message) => session?.send(message));
    const handlers: SessionHandlers = { onSeat: (message) => room.receive(message), onLeft: (closed) => (left = closed) };
    session = seated(await server.open(spec(), ann, handlers));
    await room.ready;
    expect(room.scene()?.room).toMatchObject({ code: session.code, mayStart: true });
    expect(room.start()).toBe(true);
    const table = shardOf(shards, session.code).tables.table(session.code)!;
    await waitFor(() => room.scene()?.snapshot.phase === 'playing', { what: 'the table started, as the seat sees it' });
    const view = room.scene()!.snapshot.view!;
    // The seat's own view: its own cards, nobody else's.
    expect(view.viewer).toBe(0);
    expect(view.game.players.filter((player) => player.hidden !== null).map((player) => player.seat)).toEqual([0]);
    // A request for another seat acts for this one: it is refused as not this seat's turn, or played for this seat.
    if (view.game.currentPlayer !== 0) expect(await room.port.act(view.game.currentPlayer, { type: 'pass' }, view.version)).toMatchObject({ ok: false });
    else {
      expect(await room.port.act(1, { type: 'pass' }, view.version)).toEqual({ ok: true });
      expect(table.match.table!.view(null).game.log.at(-1)).toMatchObject({ seat: 0 });
    }
    session.leave();
    await waitFor(() => table.match.seatStatus()[0]!.connected === false, { what: 'the seat left' });
    expect(left).toBeUndefined();
  });
});

describe('a table thread that fails', () => {
  it('sends its players back to the lobby, takes its tables off the list, and says which they were; new tables go to the other shard', async () => {
    const lost: { codes: readonly string[]; why: string }[] = [];
    const { lobby: server, links, shards } = lobby(2, {}, { onShardLost: (codes, why) => lost.push({ codes, why }) });
    let left: string | null | undefined;
    const handlers: SessionHandlers = { onSeat: () => undefined, onLeft: (closed) => (left = closed) };
    const first = seated(await server.open(spec(), ann, handlers));
    const second = seated(await server.open(spec(), bob, null));
    const failing = links.find((link) => link.shard === shardOf(shards, first.code))!;
    failing.fail('exit code 1');
    expect(left).toBe(first.code);
    expect(lost).toEqual([{ codes: [first.code], why: 'exit code 1' }]);
    await waitFor(() => !server.list().some((table) => table.code === first.code), { what: 'the lost table off the list' });
    expect(await server.join(first.code, cid, null)).toEqual({ ok: false, reason: { code: 'noSuchTable', table: first.code } });
    const third = seated(await server.open(spec(), cid, null));
    expect(shardOf(shards, third.code)).toBe(shardOf(shards, second.code));
  });
});
