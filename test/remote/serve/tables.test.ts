import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { chooseBotAction } from '../../../src/bots/index.js';
import { legalActionsInView } from '../../../src/core/view.js';
import type { MatchRunner } from '../../../src/room/runner.js';
import type { DirectoryEvent, Identity, Placement, TableSummary } from '../../../src/remote/serve/tables.js';
import { Table } from '../../../src/table/index.js';
import { defaultTableSpec, quickTableSpec, type TableSpec } from '../../../src/remote/serve/tableSpec.js';
import { memoryStorage, testTables, type TestTables } from './helpers.js';
import { waitFor } from '../../support/wait.js';

const ann: Identity = { name: 'Ann', key: null };
const bob: Identity = { name: 'Bob', key: null };
const cid: Identity = { name: 'Cid', key: null };

const spec = (changes: Partial<TableSpec> = {}): TableSpec => ({ ...defaultTableSpec('en'), ...changes });

const made: TestTables[] = [];
function tables(...args: Parameters<typeof testTables>): TestTables {
  const one = testTables(...args);
  made.push(one);
  return one;
}
afterEach(async () => {
  await Promise.all(made.splice(0).map((one) => one.tables.close()));
  jest.useRealTimers();
});

function seated(placement: Placement): Extract<Placement, { ok: true }> {
  if (!placement.ok) throw new Error(`refused: ${JSON.stringify(placement.reason)}`);
  return placement;
}

/** Every player whose turn it is passes, until the game is over. */
async function playGameOut(match: MatchRunner): Promise<void> {
  await waitFor(
    () => {
      const table = match.table!;
      if (table.phase !== 'playing') return true;
      const seat = table.currentSeat!;
      if (table.seats[seat]!.kind === 'human') match.act(seat, { type: 'pass' }, table.version);
      return table.phase !== 'playing';
    },
    { what: 'the end of the game' },
  );
}

describe('opening and joining tables', () => {
  it('opens a table under the code given, its opener in the first seat', () => {
    const { tables: shard, now } = tables();
    const open = seated(shard.open('K7PQ', spec(), now(), ann));
    expect(open.table.code).toBe('K7PQ');
    expect(open.seat).toBe(0);
    expect(shard.summaries()).toEqual([
      expect.objectContaining({ code: 'K7PQ', phase: 'waiting', seats: [expect.objectContaining({ name: 'Ann' }), expect.objectContaining({ name: null })] }),
    ]);
  });

  it('starts the match once every seat is taken; a late or unknown code is refused', async () => {
    const { tables: shard, memory, now } = tables();
    const table = seated(shard.open('K7PQ', spec({ seats: [{ kind: 'player' }, { kind: 'player' }, { kind: 'bot', level: 'easy' }] }), now(), ann)).table;
    expect(table.phase).toBe('waiting');
    expect(seated(shard.join('K7PQ', bob)).seat).toBe(1);
    expect(table.phase).toBe('playing');
    expect(table.match.table!.seats.map((seat) => seat.kind)).toEqual(['human', 'human', 'bot']);
    expect(shard.join('K7PQ', cid)).toEqual({ ok: false, reason: { code: 'started' } });
    expect(shard.join('ZZZZ', cid)).toEqual({ ok: false, reason: { code: 'noSuchTable', table: 'ZZZZ' } });
    // Its record is saved from the first deal on, and once it is, kept beside the table with its file and the seats' keys.
    await waitFor(() => memory.kept.get('K7PQ')?.record != null && memory.records.size > 0, { what: 'the record file kept, then the record saved' });
    const kept = memory.kept.get('K7PQ')!;
    expect(kept.keys).toEqual([null, null, null]);
    expect(memory.records.get(kept.record!)!.seats.map((seat) => seat.name)).toEqual(['Ann', 'Bob', table.match.table!.seats[2]!.name]);
  });

  it('stopping, a table whose saves still fail after a last try is told to the log; a saved one is not', async () => {
    const events: DirectoryEvent[] = [];
    const memory = memoryStorage();
    const failingCodes = new Set(['BAD1']);
    const lastTries: string[] = [];
    const storage = {
      ...memory.storage,
      saveRecord: (...args: Parameters<typeof memory.storage.saveRecord>) => {
        const file = args[1];
        const inner = memory.storage.saveRecord(...args);
        const code = [...memory.kept.values()].find((kept) => kept.record === file)?.code ?? file;
        return {
          ...inner,
          failing: () => failingCodes.has(code),
          stop: () => {
            lastTries.push(code);
            inner.stop();
          },
        };
      },
    };
    const { tables: shard, now } = tables({ storage, onEvent: (event) => events.push(event) }, memory);
    for (const code of ['BAD1', 'GOOD']) {
      seated(shard.open(code, spec({ seats: [{ kind: 'player' }, { kind: 'bot', level: 'easy' }] }), now(), ann));
    }
    await waitFor(() => memory.kept.get('BAD1')?.record != null && memory.kept.get('GOOD')?.record != null, { what: 'both records kept' });
    await shard.close();
    expect(lastTries.sort()).toEqual(['BAD1', 'GOOD']);
    expect(events.filter((event) => event.code === 'notSaved')).toEqual([{ code: 'notSaved', table: 'BAD1' }]);
  });

  it('refuses a table the engine would not accept', () => {
    const { tables: shard, now } = tables();
    expect(shard.open('K7PQ', spec({ rounds: 9 }), now(), ann)).toEqual({ ok: false, reason: { code: 'spec', problem: { code: 'rounds', min: 2, max: 7, got: 9 } } });
    expect(shard.open('K7PQ', spec({ seats: [{ kind: 'bot', level: 'easy' }, { kind: 'player' }] }), now(), ann)).toMatchObject({ ok: false, reason: { code: 'spec' } });
    expect(shard.size).toBe(0);
  });

  it('lets anyone watch by the code and counts the watchers', () => {
    const { tables: shard, now } = tables();
    seated(shard.open('K7PQ2X', spec({ private: true }), now(), ann));
    const watching = seated(shard.watch('K7PQ2X'));
    expect(watching.seat).toBeNull();
    expect(shard.summaries()[0]!.watchers).toBe(1);
    watching.leave();
    expect(shard.summaries()[0]!.watchers).toBe(0);
  });

  it('tells its listeners of changes, a burst of them once', async () => {
    jest.useFakeTimers();
    const made = tables();
    const told: { changed: readonly TableSummary[]; ended: readonly string[] }[] = [];
    made.tables.onChange((changed, ended) => told.push({ changed, ended }));
    seated(made.tables.open('K7PQ', spec(), made.now(), ann));
    seated(made.tables.join('K7PQ', bob));
    // Told right after the code that made the changes, on the next turn of the timers.
    expect(told).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(told).toHaveLength(1);
    // And nothing more of that burst afterwards (no seat times out within this second).
    await jest.advanceTimersByTimeAsync(1000);
    expect(told).toHaveLength(1);
    expect(told[0]!.changed).toEqual([expect.objectContaining({ code: 'K7PQ', phase: 'playing', gameNumber: 1 })]);
  });
});

describe('quick tables', () => {
  it('fill their open seats with bots 20 s after they were opened', () => {
    const made = tables();
    const first = seated(made.tables.open('QQQQ', quickTableSpec('en'), made.now(), ann));
    seated(made.tables.join('QQQQ', bob));
    made.advance(19_000);
    expect(first.table.phase).toBe('waiting');
    expect(made.tables.summaries()[0]!.fillsAt).toBe(first.table.createdAt + 20_000);
    made.advance(1_000);
    expect(first.table.phase).toBe('playing');
    expect(first.table.match.table!.seats.map((seat) => seat.kind)).toEqual(['human', 'human', 'bot', 'bot']);
  });

  it('one its only player left is gone at once', async () => {
    const made = tables();
    const placement = seated(made.tables.open('QQQQ', quickTableSpec('en'), made.now(), ann));
    const ended: string[] = [];
    made.tables.onChange((_, gone) => ended.push(...gone));
    let closed = 0;
    placement.table.onClosed(() => closed++);
    placement.leave();
    made.advance(1000);
    expect(made.tables.size).toBe(0);
    expect(closed).toBe(1);
    await waitFor(() => made.memory.forgotten.length > 0, { what: 'the table forgotten' });
    expect(made.memory.forgotten).toEqual(['QQQQ']);
    // The lobby hears that it ended.
    await waitFor(() => ended.length > 0, { what: 'the end told' });
    expect(ended).toEqual(['QQQQ']);
  });
});

describe('ending tables', () => {
  it('a table nobody has played at for 10 minutes is ended between games, its record finished and kept', async () => {
    const made = tables({ seatTimeoutMs: 0 });
    const a = seated(made.tables.open('K7PQ', spec({ games: null }), made.now(), ann));
    const b = seated(made.tables.join('K7PQ', bob));
    const match = a.table.match;
    a.leave();
    b.leave();
    // Stand-in bots play the game out meanwhile.
    await waitFor(() => match.table!.phase === 'betweenGames', { what: 'stand-ins finishing the game' });
    made.advance(9 * 60_000);
    expect(made.tables.size).toBe(1);
    made.advance(60_000);
    expect(made.tables.size).toBe(0);
    const [record] = [...made.memory.records.values()];
    expect(record!.endedAt).not.toBeNull();
    await waitFor(() => made.memory.forgotten.includes('K7PQ'), { what: 'the kept table forgotten' });
  });

  it('a game still in play when the 10 minutes are up is played out by the bots at once, and the match ended after it', async () => {
    // Stand-ins would take over only after a long seat timeout: the game is still in play at 10 minutes.
    const made = tables({ seatTimeoutMs: 11 * 60_000 });
    const a = seated(made.tables.open('K7PQ', spec(), made.now(), ann));
    const b = seated(made.tables.join('K7PQ', bob));
    a.leave();
    b.leave();
    made.advance(9 * 60_000);
    expect(a.table.match.seatStatus().map((seat) => seat.standIn)).toEqual([false, false]);
    made.advance(60_000);
    // Nobody is there: bots take both seats now rather than leave the game where it stands.
    expect(made.tables.size).toBe(1);
    expect(a.table.match.seatStatus().map((seat) => seat.standIn)).toEqual([true, true]);
    await waitFor(() => a.table.phase === 'betweenGames', { what: 'the bots finishing the game' });
    made.advance(1000);
    expect(made.tables.size).toBe(0);
    const [record] = [...made.memory.records.values()];
    expect(record!.endedAt).not.toBeNull();
    expect(record!.games).toHaveLength(1);
    // The record is whole: it replays to the end of the match.
    const replayed = Table.fromRecord(record!, { now: made.now, newSeed: () => 'unused', decide: chooseBotAction });
    expect(replayed.ok && replayed.value.phase).toBe('matchOver');
  });

  it('a table of bots whose player left ends after the idle time too, the bots not pausing once nobody is there', async () => {
    // Bots pause 600 ms a move (a game takes them many seconds at that pace), and no stand-in comes before the idle time.
    const events: DirectoryEvent[] = [];
    const made = tables({ botDelayMs: 600, seatTimeoutMs: 11 * 60_000, onEvent: (event) => events.push(event) });
    const a = seated(made.tables.open('K7PQ', spec({ seats: [{ kind: 'player' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }] }), made.now(), ann));
    expect(a.table.phase).toBe('playing');
    a.leave();
    made.advance(10 * 60_000);
    expect(a.table.phase).toBe('playing');
    await waitFor(() => a.table.phase !== 'playing', { what: 'the bots finishing the game without their pause' });
    made.advance(1000);
    expect(made.tables.size).toBe(0);
    expect(events).toContainEqual({ code: 'ended', table: 'K7PQ', why: 'idle' });
    const [record] = [...made.memory.records.values()];
    expect(record!.endedAt).not.toBeNull();
    await waitFor(() => made.memory.forgotten.includes('K7PQ'), { what: 'the kept table forgotten' });
  });

  it('a player back at the table before it ends keeps it, and the bots pause again', async () => {
    jest.useFakeTimers();
    const made = tables({ botDelayMs: 600, seatTimeoutMs: 11 * 60_000 });
    const a = seated(made.tables.open('K7PQ', spec({ seats: [{ kind: 'player' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }] }), made.now(), ann));
    a.leave();
    made.advance(10 * 60_000);
    const back = seated(made.tables.join('K7PQ', ann));
    expect(back.seat).toBe(0);
    made.advance(60_000);
    expect(made.tables.size).toBe(1);
    expect(a.table.match.seatStatus()[0]!.standIn).toBe(false);
    // At their pace again: once Ann has passed, the next bot waits out its pause before it moves.
    const table = a.table.match.table!;
    // The bots play on at their pace, on the fake clock.
    const botsPlayOn = (): Promise<void> => jest.advanceTimersByTimeAsync(100);
    await waitFor(() => table.currentSeat === 0, { what: 'Ann to move', between: botsPlayOn });
    // Ann plays her turn out; then the bots are to move.
    while (table.currentSeat === 0) {
      a.table.match.act(0, legalActionsInView(table.view(0).game)[0]!, table.version);
      await jest.advanceTimersByTimeAsync(0);
    }
    const version = table.version;
    await jest.advanceTimersByTimeAsync(599);
    expect(table.version).toBe(version);
    await jest.advanceTimersByTimeAsync(1);
    expect(table.version).toBe(version + 1);
  });

  it('a finished match goes once its players have left; an opened table nobody waits at after a minute (no longer: abandoned ones would block the address that opened them)', async () => {
    const made = tables();
    const a = seated(made.tables.open('K7PQ', spec({ games: 1 }), made.now(), ann));
    const b = seated(made.tables.join('K7PQ', bob));
    await playGameOut(a.table.match);
    expect(a.table.phase).toBe('matchOver');
    made.advance(1000);
    expect(made.tables.size).toBe(1);
    a.leave();
    b.leave();
    made.advance(1000);
    expect(made.tables.size).toBe(0);

    const waiting = seated(made.tables.open('M2XR', spec(), made.now(), cid));
    let closed = 0;
    waiting.table.onClosed(() => closed++);
    waiting.leave();
    made.advance(59_000);
    expect(made.tables.size).toBe(1);
    made.advance(1_000);
    expect(made.tables.size).toBe(0);
    expect(closed).toBe(1);
  });
});

describe('a restarted server', () => {
  it('brings back every table under its code, each seat held for its player and key', async () => {
    const memory = memoryStorage();
    const before = tables({}, memory);
    const dee = { name: 'Dee', key: 'KEY-D' };
    const played = seated(before.tables.open('K7PQ', spec({ games: 2 }), before.now(), dee));
    seated(before.tables.join('K7PQ', bob));
    const match = played.table.match;
    match.act(match.table!.currentSeat!, { type: 'pass' }, match.table!.version);
    seated(before.tables.open('M2XR3Z', spec({ private: true }), before.now(), cid));
    await waitFor(() => memory.kept.get('K7PQ')?.record != null && memory.records.size > 0, { what: 'the record file kept, then the record saved' });
    await before.tables.close();

    const after = tables({}, memory);
    for (const kept of memory.kept.values()) {
      const record = kept.record === null ? null : { file: kept.record, record: memory.records.get(kept.record)! };
      expect(after.tables.restore(kept, record)).toBe(true);
    }
    const back = after.tables.table('K7PQ')!;
    expect(back.phase).toBe('playing');
    expect(back.match.table!.view(null).game.log).toEqual(match.table!.view(null).game.log);
    expect(after.tables.table('M2XR3Z')!.phase).toBe('waiting');
    expect(after.tables.summaries().find((table) => table.code === 'K7PQ')!.keys).toEqual(['KEY-D', null]);
    expect(after.tables.join('K7PQ', { name: 'Dee', key: null })).toEqual({ ok: false, reason: { code: 'otherKey', name: 'Dee' } });
    expect(seated(after.tables.join('K7PQ', dee)).seat).toBe(0);
    // The match goes on in the same file.
    back.match.act(back.match.table!.currentSeat!, { type: 'pass' }, back.match.table!.version);
    const file = memory.kept.get('K7PQ')!.record!;
    expect(memory.records.get(file)!.games[0]!.actions).toHaveLength(2);
  });
});

describe('a table brought back after a long stop', () => {
  it('gives its players the whole idle time from the restart, however long ago it was opened', async () => {
    const memory = memoryStorage();
    const before = tables({}, memory);
    const a = seated(before.tables.open('K7PQ', spec({ games: 3 }), before.now(), ann));
    const b = seated(before.tables.join('K7PQ', bob));
    await playGameOut(a.table.match);
    expect(a.table.phase).toBe('betweenGames');
    a.leave();
    b.leave();
    await before.tables.close();

    // The server comes back an hour later.
    const after = tables({}, memory);
    after.advance(60 * 60_000);
    const kept = memory.kept.get('K7PQ')!;
    expect(after.tables.restore(kept, { file: kept.record!, record: memory.records.get(kept.record!)! })).toBe(true);
    after.advance(1000);
    expect(after.tables.table('K7PQ')?.phase).toBe('betweenGames');
    after.advance(9 * 60_000);
    expect(after.tables.size).toBe(1);
    after.advance(60_000);
    expect(after.tables.size).toBe(0);
  });
});
