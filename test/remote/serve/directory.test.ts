import { afterEach, describe, expect, it } from '@jest/globals';
import type { HostMatch } from '../../../src/remote/match.js';
import type { Directory, Identity, Placement } from '../../../src/remote/serve/directory.js';
import { defaultTableSpec, quickTableSpec, type TableSpec } from '../../../src/remote/serve/tableSpec.js';
import { memoryStorage, testDirectory, until, type TestDirectory } from './helpers.js';

const ann: Identity = { name: 'Ann', key: null };
const bob: Identity = { name: 'Bob', key: null };
const cid: Identity = { name: 'Cid', key: null };

const spec = (changes: Partial<TableSpec> = {}): TableSpec => ({ ...defaultTableSpec('en'), ...changes });

const opened: TestDirectory[] = [];
function directory(...args: Parameters<typeof testDirectory>): TestDirectory {
  const made = testDirectory(...args);
  opened.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((made) => made.directory.close()));
});

function seated(placement: Placement): Extract<Placement, { ok: true }> {
  if (!placement.ok) throw new Error(`refused: ${JSON.stringify(placement.reason)}`);
  return placement;
}

/** Every player whose turn it is passes, until the game is over. */
async function playGameOut(match: HostMatch): Promise<void> {
  await until(() => {
    const table = match.table!;
    if (table.phase !== 'playing') return true;
    const seat = table.currentSeat!;
    if (table.seats[seat]!.kind === 'human') match.act(seat, { type: 'pass' }, table.version);
    return table.phase !== 'playing';
  }, 'the end of the game');
}

describe('opening and joining tables', () => {
  it('opens a public table with a 4-character code and a private one with 6, listed without its code', () => {
    const { directory: tables } = directory();
    const open = seated(tables.open(spec(), ann));
    const hidden = seated(tables.open(spec({ private: true }), bob));
    expect(open.table.code).toMatch(/^[A-HJKMNP-Z2-9]{4}$/u);
    expect(hidden.table.code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/u);
    expect(open.seat).toBe(0);
    const listed = tables.list();
    expect(listed.map((table) => table.code).sort()).toEqual([null, open.table.code].sort());
    expect(JSON.stringify(listed)).not.toContain(hidden.table.code);
    expect(listed.find((table) => table.private)!.seats[0]!.name).toBe('Bob');
  });

  it('starts the match once every seat is taken; a late or wrong code is refused', async () => {
    const { directory: tables, memory } = directory();
    const table = seated(tables.open(spec({ seats: [{ kind: 'player' }, { kind: 'player' }, { kind: 'bot', level: 'easy' }] }), ann)).table;
    expect(table.phase).toBe('waiting');
    expect(seated(tables.join(table.code, bob)).seat).toBe(1);
    expect(table.phase).toBe('playing');
    expect(table.match.table!.seats.map((seat) => seat.kind)).toEqual(['human', 'human', 'bot']);
    expect(tables.join(table.code, cid)).toEqual({ ok: false, reason: { code: 'started' } });
    expect(tables.join('ZZZZ', cid)).toEqual({ ok: false, reason: { code: 'noSuchTable', table: 'ZZZZ' } });
    // Its record is saved from the first deal on, and once it is, kept beside the table with its file.
    await until(() => memory.kept.get(table.code)?.record !== null, 'the record file kept');
    const kept = memory.kept.get(table.code)!;
    expect(memory.records.get(kept.record!)!.seats.map((seat) => seat.name)).toEqual(['Ann', 'Bob', table.match.table!.seats[2]!.name]);
  });

  it('refuses a table the engine would not accept, and more tables than allowed', () => {
    const { directory: tables } = directory({ maxTables: 1 });
    expect(tables.open(spec({ rounds: 9 }), ann)).toEqual({ ok: false, reason: { code: 'spec', problem: { code: 'rounds', min: 2, max: 7, got: 9 } } });
    expect(tables.open(spec({ seats: [{ kind: 'bot', level: 'easy' }, { kind: 'player' }] }), ann)).toMatchObject({ ok: false, reason: { code: 'spec' } });
    seated(tables.open(spec(), ann));
    expect(tables.open(spec(), bob)).toEqual({ ok: false, reason: { code: 'tooManyTables', max: 1 } });
  });

  it('lets anyone watch by the code, a private table too, and counts the watchers', () => {
    const { directory: tables } = directory();
    const table = seated(tables.open(spec({ private: true }), ann)).table;
    const watching = seated(tables.watch(table.code));
    expect(watching.seat).toBeNull();
    expect(tables.list()[0]!.watchers).toBe(1);
    watching.leave();
    expect(tables.list()[0]!.watchers).toBe(0);
  });
});

describe('names on the server', () => {
  it('one connection per name; the same key replaces its old connection, another key or none is refused', () => {
    const { directory: tables } = directory();
    const first = tables.connect(ann, () => undefined);
    expect(first.ok).toBe(true);
    expect(tables.connect({ name: 'ANN', key: null }, () => undefined)).toEqual({ ok: false, reason: { code: 'inUse', name: 'ANN' } });
    let replaced = 0;
    const keyed = { name: 'Dee', key: 'KEY-D' };
    expect(tables.connect(keyed, () => replaced++).ok).toBe(true);
    expect(tables.connect({ name: 'Dee', key: 'KEY-X' }, () => undefined)).toMatchObject({ ok: false, reason: { code: 'inUse' } });
    expect(tables.connect(keyed, () => undefined).ok).toBe(true);
    expect(replaced).toBe(1);
    if (first.ok) first.release();
    expect(tables.connect(ann, () => undefined).ok).toBe(true);
  });

  it('a name whose seat was taken with a key belongs to that key while the table lasts', () => {
    const { directory: tables } = directory();
    const dee = { name: 'Dee', key: 'KEY-D' };
    const placement = seated(tables.open(spec(), dee));
    seated(tables.join(placement.table.code, bob));
    placement.leave();
    expect(tables.connect({ name: 'dee', key: null }, () => undefined)).toEqual({ ok: false, reason: { code: 'otherKey', name: 'dee' } });
    expect(tables.connect(dee, () => undefined).ok).toBe(true);
    expect(tables.heldSeat('Dee')).toBe(placement.table.code);
    expect(seated(tables.join(placement.table.code, dee)).seat).toBe(0);
    expect(tables.heldSeat('Dee')).toBeNull();
  });
});

describe('quick match', () => {
  it('seats players together at a waiting quick table, and fills the rest with bots after 20 s', async () => {
    const made = directory();
    const { directory: tables } = made;
    const first = seated(tables.quick(ann, 'en'));
    const second = seated(tables.quick(bob, 'de'));
    expect(second.table).toBe(first.table);
    expect(first.table.spec).toEqual(quickTableSpec('en'));
    made.advance(19_000);
    expect(first.table.phase).toBe('waiting');
    expect(tables.list()[0]!.fillsAt).toBe(first.table.createdAt + 20_000);
    made.advance(1_000);
    expect(first.table.phase).toBe('playing');
    expect(first.table.match.table!.seats.map((seat) => seat.kind)).toEqual(['human', 'human', 'bot', 'bot']);
    // The next player gets a new table: the first has started.
    expect(seated(tables.quick(cid, 'en')).table).not.toBe(first.table);
  });

  it('prefers a public table that waits over opening one, and never a private one', () => {
    const { directory: tables } = directory();
    const hidden = seated(tables.open(spec({ private: true }), ann)).table;
    const open = seated(tables.open(spec({ seats: [{ kind: 'player' }, { kind: 'player' }, { kind: 'player' }] }), bob)).table;
    expect(seated(tables.quick(cid, 'en')).table).toBe(open);
    expect(tables.size).toBe(2);
    expect(hidden.match.seatStatus().filter((seat) => seat.name !== null)).toHaveLength(1);
  });

  it('a quick table its only player left is gone at once', async () => {
    const made = directory();
    const placement = seated(made.directory.quick(ann, 'en'));
    placement.leave();
    made.advance(1000);
    expect(made.directory.size).toBe(0);
    await until(() => made.memory.forgotten.length > 0, 'the table forgotten');
    expect(made.memory.forgotten).toEqual([placement.table.code]);
  });
});

describe('ending tables', () => {
  it('a table nobody has played at for 10 minutes is ended between games, its record finished and kept', async () => {
    const made = directory({ seatTimeoutMs: 0 });
    const { directory: tables, memory } = made;
    const a = seated(tables.open(spec({ games: null }), ann));
    const b = seated(tables.join(a.table.code, bob));
    const match = a.table.match;
    a.leave();
    b.leave();
    // Stand-in bots play the game out meanwhile.
    await until(() => match.table!.phase === 'betweenGames', 'stand-ins finishing the game');
    made.advance(9 * 60_000);
    expect(tables.size).toBe(1);
    made.advance(60_000);
    expect(tables.size).toBe(0);
    const record = memory.records.get(memory.kept.get(a.table.code)?.record ?? [...memory.records.keys()][0]!)!;
    expect(record.endedAt).not.toBeNull();
    await until(() => memory.forgotten.includes(a.table.code), 'the kept table forgotten');
  });

  it('a game still in play when the 10 minutes are up is played out first', async () => {
    // Stand-ins take over only after a long seat timeout: the game is still in play at 10 minutes.
    const made = directory({ seatTimeoutMs: 11 * 60_000 });
    const { directory: tables } = made;
    const a = seated(tables.open(spec(), ann));
    const b = seated(tables.join(a.table.code, bob));
    a.leave();
    b.leave();
    made.advance(10 * 60_000);
    expect(tables.size).toBe(1);
    expect(a.table.phase).toBe('playing');
  });

  it('a finished match goes once its players have left; an opened table nobody waits at after 10 minutes', async () => {
    const made = directory();
    const { directory: tables } = made;
    const a = seated(tables.open(spec({ games: 1 }), ann));
    const b = seated(tables.join(a.table.code, bob));
    await playGameOut(a.table.match);
    expect(a.table.phase).toBe('matchOver');
    made.advance(1000);
    expect(tables.size).toBe(1);
    a.leave();
    b.leave();
    made.advance(1000);
    expect(tables.size).toBe(0);

    const waiting = seated(tables.open(spec(), cid));
    let closed = 0;
    waiting.table.onClosed(() => closed++);
    waiting.leave();
    made.advance(9 * 60_000);
    expect(tables.size).toBe(1);
    made.advance(60_000);
    expect(tables.size).toBe(0);
    expect(closed).toBe(1);
  });
});

describe('a restarted server', () => {
  it('brings back every table under its code, each seat held for its player and key', async () => {
    const memory = memoryStorage();
    const before = directory({}, memory);
    const dee = { name: 'Dee', key: 'KEY-D' };
    const played = seated(before.directory.open(spec({ games: 2 }), dee));
    seated(before.directory.join(played.table.code, bob));
    const match = played.table.match;
    match.act(match.table!.currentSeat!, { type: 'pass' }, match.table!.version);
    const waiting = seated(before.directory.open(spec({ private: true }), cid)).table;
    await before.directory.close();

    const after = directory({}, memory);
    const restore = (tables: Directory): void => {
      for (const kept of memory.kept.values()) {
        const record = kept.record === null ? null : { file: kept.record, record: memory.records.get(kept.record)! };
        expect(tables.restore(kept, record)).toBe(true);
      }
    };
    restore(after.directory);
    const back = after.directory.table(played.table.code)!;
    expect(back.phase).toBe('playing');
    expect(back.match.table!.view(null).game.log).toEqual(match.table!.view(null).game.log);
    expect(after.directory.table(waiting.code)!.phase).toBe('waiting');
    expect(after.directory.heldSeat('Dee')).toBe(played.table.code);
    expect(after.directory.join(played.table.code, { name: 'Dee', key: null })).toEqual({ ok: false, reason: { code: 'otherKey', name: 'Dee' } });
    expect(seated(after.directory.join(played.table.code, dee)).seat).toBe(0);
    // The match goes on in the same file.
    back.match.act(back.match.table!.currentSeat!, { type: 'pass' }, back.match.table!.version);
    const file = memory.kept.get(played.table.code)!.record!;
    expect(memory.records.get(file)!.games[0]!.actions).toHaveLength(2);
  });
});

describe('the lobby list', () => {
  it('tells its listeners of changes, a burst of them once', async () => {
    const { directory: tables } = directory();
    let told = 0;
    tables.onListChange(() => told++);
    const a = seated(tables.open(spec(), ann));
    seated(tables.join(a.table.code, bob));
    await until(() => told > 0, 'a change told');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(told).toBe(1);
    expect(tables.list()[0]).toMatchObject({ phase: 'playing', gameNumber: 1, seats: [{ name: 'Ann' }, { name: 'Bob' }] });
  });
});
