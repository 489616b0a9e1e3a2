/** Hints at the table: noted for every seat, kept in the record, refused where they do not belong. */

import { describe, expect, it } from '@jest/globals';
import { parseRecordText } from '../../src/record/load.js';
import { serializeRecord } from '../../src/record/serialize.js';
import { Table, type MatchRecord, type TableUpdate } from '../../src/table/index.js';
import { bot, expectOk, frozenDeps, humanChoice, humans, startTable, testDeps } from './helpers.js';

const SHIFT_LEFT = { type: 'shift', direction: 'left' } as const;

describe('noteHint', () => {
  it('tells every seat and the spectator, and places the hint in the log where it was asked for', () => {
    const table = startTable({ seats: humans('Ann', 'Ben', 'Cy') });
    const updates = new Map<number | null, TableUpdate[]>();
    for (const seat of [0, 1, 2, null]) {
      updates.set(seat, []);
      table.subscribe({ seat }, (update) => updates.get(seat)!.push(update));
    }
    const seat = table.currentSeat!;
    expectOk(table.act(seat, SHIFT_LEFT, table.version));
    const logLength = table.view(null).game.log.length;
    const before = table.version;
    const noted = table.noteHint(seat, before);
    expect(noted).toEqual({ ok: true, value: { version: before + 1, events: [{ type: 'hintUsed', seat }] } });
    for (const [viewer, list] of updates) {
      const last = list[list.length - 1]!;
      expect(last.events).toEqual([{ type: 'hintUsed', seat }]);
      expect(last.view.hints).toEqual([{ seat, logLength }]);
      expect(last.view.viewer).toBe(viewer);
    }
    // The game itself did not move: same log, same player, same action.
    expect(table.view(null).game.log).toHaveLength(logLength);
    expect(table.currentSeat).toBe(seat);
  });

  it('a second hint at the same place changes nothing; after the next action it is noted again', () => {
    const table = startTable();
    const seat = table.currentSeat!;
    expectOk(table.noteHint(seat, table.version));
    const version = table.version;
    let calls = 0;
    table.subscribe({ seat: null }, () => calls++);
    expect(table.noteHint(seat, version)).toEqual({ ok: true, value: { version, events: [] } });
    expect(calls).toBe(0);
    expectOk(table.act(seat, SHIFT_LEFT, version));
    expectOk(table.noteHint(seat, table.version));
    expect(table.toRecord().games[0]!.hints).toEqual([
      { seat, action: 0 },
      { seat, action: 1 },
    ]);
  });

  it('is refused out of turn, for a bot, with hints off, against an old version, and between games', async () => {
    const table = startTable({ seats: [...humans('Ann'), bot('Bot Easy', 'easy')] });
    const human = 0;
    if (table.currentSeat !== human) expectOk(await table.playBot(table.version));
    if (table.currentSeat !== human) expectOk(await table.playBot(table.version));
    expect(table.currentSeat).toBe(human);
    expect(table.noteHint(1, table.version)).toMatchObject({ ok: false, error: { code: 'botSeat' } });
    expect(table.noteHint(human, table.version - 1)).toMatchObject({ ok: false, error: { code: 'staleVersion' } });
    expect(table.noteHint(7, table.version)).toMatchObject({ ok: false, error: { code: 'noSuchSeat' } });

    const two = startTable({ seats: humans('Ann', 'Ben') });
    const other = 1 - two.currentSeat!;
    expect(two.noteHint(other, two.version)).toMatchObject({ ok: false, error: { code: 'notYourTurn', seat: other } });

    const off = startTable({ hints: false });
    expect(off.view(0).hintsAllowed).toBe(false);
    expect(off.noteHint(off.currentSeat!, off.version)).toMatchObject({ ok: false, error: { code: 'hintsOff' } });
    expect(off.toRecord().options.hints).toBe(false);
    expect(startTable().toRecord().options).not.toHaveProperty('hints');

    while (two.phase === 'playing') expectOk(two.act(two.currentSeat!, humanChoice(two.view(two.currentSeat!), 3), two.version));
    expect(two.noteHint(0, two.version)).toMatchObject({ ok: false, error: { code: 'noGameInProgress' } });
  });
});

/** A two-game match with hints here and there, saved after the second game's third action. */
function matchWithHints(): Table {
  const table = startTable({ seats: humans('Ann', 'Ben'), games: 3, seed: 'hints' }, frozenDeps());
  let salt = 0;
  const play = (): void => {
    const seat = table.currentSeat!;
    expectOk(table.act(seat, humanChoice(table.view(seat), salt++), table.version));
  };
  expectOk(table.noteHint(table.currentSeat!, table.version)); // before the first action
  play();
  play();
  expectOk(table.noteHint(table.currentSeat!, table.version));
  while (table.phase === 'playing') play();
  expectOk(table.nextGame(table.version));
  for (let i = 0; i < 3; i++) play();
  expectOk(table.noteHint(table.currentSeat!, table.version)); // after the last action so far
  return table;
}

describe('hints in the record', () => {
  it('survive saving and loading: same record, same views, same version', () => {
    const table = matchWithHints();
    const record = table.toRecord();
    expect(record.games[0]!.hints).toHaveLength(2);
    expect(record.games[1]!.hints).toEqual([{ seat: table.currentSeat!, action: 3 }]);
    const text = serializeRecord(record);
    const loaded = parseRecordText(text, 'hints.json');
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    expect(serializeRecord(loaded.record)).toBe(text);
    const resumed = Table.fromRecord(loaded.record, frozenDeps());
    if (!resumed.ok) throw new Error(JSON.stringify(resumed.error));
    expect(resumed.value.version).toBe(table.version);
    expect(resumed.value.view(0)).toEqual(table.view(0));
    expect(resumed.value.view(null).hints).toEqual(table.view(null).hints);
    // The resumed match goes on noting hints as the original would.
    const seat = resumed.value.currentSeat!;
    expectOk(resumed.value.act(seat, SHIFT_LEFT, resumed.value.version));
    expectOk(resumed.value.noteHint(resumed.value.currentSeat!, resumed.value.version));
  });

  it('keeps --no-hints: a resumed match still refuses hints', () => {
    const table = startTable({ hints: false, games: 2 }, testDeps());
    const loaded = parseRecordText(serializeRecord(table.toRecord()), 'off.json');
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    const resumed = Table.fromRecord(loaded.record, testDeps());
    if (!resumed.ok) throw new Error(JSON.stringify(resumed.error));
    expect(resumed.value.view(null).hintsAllowed).toBe(false);
    expect(resumed.value.noteHint(resumed.value.currentSeat!)).toMatchObject({ ok: false, error: { code: 'hintsOff' } });
  });

  it('a record whose hints cannot have happened is refused, naming the place', () => {
    const record = matchWithHints().toRecord();
    const edited = (edit: (data: any) => void): MatchRecord => {
      const data = JSON.parse(serializeRecord(record));
      edit(data);
      return data as MatchRecord;
    };
    const problems = [
      // Asked by the seat whose turn it was not.
      edited((data) => (data.games[0].hints[1].seat = 1 - data.games[0].hints[1].seat)),
      // Out of order, or after the game's last action.
      edited((data) => data.games[0].hints.reverse()),
      edited((data) => (data.games[1].hints[0].action = 4)),
      // Noted twice at the same place.
      edited((data) => data.games[1].hints.push({ ...data.games[1].hints[0] })),
      // Hints in a match that turned them off.
      edited((data) => (data.options.hints = false)),
    ];
    for (const broken of problems) {
      const result = Table.fromRecord(broken, frozenDeps());
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatchObject({ code: 'invalid' });
    }
    // The file check also refuses shapes that are no hint at all.
    const text = serializeRecord(record).replace('"action": 3\n', '"action": -1\n');
    expect(parseRecordText(text, 'bad.json').ok).toBe(false);
  });
});
