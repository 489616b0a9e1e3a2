/**
 * The room at one keyboard (MatchRunner.atOneKeyboard), the one under the
 * hotseat and the screen-reader mode: every human seat is the terminal's,
 * n deals at once, each seat's snapshot holds only its own hidden cards,
 * and the bots move at the room's pace when the screen lets them, deciding
 * after the lead and moving once the delay is over.
 */

import { describe, expect, it } from '@jest/globals';
import { chooseBotAction } from '../../src/bots/index.js';
import type { Action, Seat } from '../../src/core/types.js';
import { MatchRunner } from '../../src/room/runner.js';
import { keyboardPort } from '../../src/seat/roomPort.js';
import type { BotDecider, Table } from '../../src/table/index.js';
import { bot, humans, startTable, testDeps } from '../table/helpers.js';
import { ManualClock, settle, until } from './manualClock.js';

const never = (): Promise<never> => Promise.reject(new Error('no hints here'));

/** Plays the human's turn (two actions: a shift and a pass) at `seat`. */
function humanTurn(room: MatchRunner, table: Table, seat: Seat): void {
  for (const action of [{ type: 'shift', direction: 'left' }, { type: 'pass' }] as Action[]) {
    expect(room.act(seat, action, table.version)).toMatchObject({ ok: true });
  }
}

describe('the room at one keyboard', () => {
  it('seats every human at the terminal, for good: none is away, none stood in for, and nobody watches', () => {
    const table = startTable({ seats: [...humans('Ann', 'Ben'), bot('Bot Easy', 'easy')], rounds: 2, games: 1, seed: 'kb' });
    const room = MatchRunner.atOneKeyboard(table, { botDelayMs: 0, clock: new ManualClock(), suggest: never });
    expect(room.seatStatus().map((seat) => [seat.kind, seat.name, seat.connected, seat.standIn])).toEqual([
      ['local', 'Ann', true, false],
      ['local', 'Ben', true, false],
      ['bot', 'Bot Easy', false, false],
    ]);
    expect(room.playersConnected()).toBe(true);
    expect(room.snapshot(null).spectators).toBe(0);
    room.close();
  });

  it("each seat's snapshot holds its own hidden cards and nobody else's", () => {
    const table = startTable({ seats: humans('Ann', 'Ben'), rounds: 2, games: 1, seed: 'kb' });
    const room = MatchRunner.atOneKeyboard(table, { botDelayMs: 0, suggest: never });
    for (const seat of [0, 1]) {
      const players = room.snapshot(seat).view!.game.players;
      expect(players.filter((player) => player.hidden !== null).map((player) => player.seat)).toEqual([seat]);
    }
    expect(room.snapshot(null).view!.game.players.every((player) => player.hidden === null)).toBe(true);
    room.close();
  });

  it('n on the results deals the next game at once (everyone who would say so is at this keyboard), and only for the results shown', () => {
    const table = startTable({ seats: humans('Ann', 'Ben'), rounds: 2, games: 3, seed: 'kb' });
    const room = MatchRunner.atOneKeyboard(table, { botDelayMs: 0, suggest: never });
    const port = keyboardPort(room);
    while (table.phase === 'playing') humanTurn(room, table, table.currentSeat!);
    expect(table.phase).toBe('betweenGames');
    const results = table.version;
    expect(port.nextGame(results - 1)).toMatchObject({ ok: false, error: { code: 'staleVersion' } });
    expect(table.gameNumber).toBe(1);
    expect(port.nextGame(results)).toMatchObject({ ok: true });
    expect(table.gameNumber).toBe(2);
    expect(table.phase).toBe('playing');
    room.close();
  });

  it('a bot moves only while the screen lets it, after a poke, at the pace of its delay; it decides after the lead', async () => {
    const clock = new ManualClock();
    const decided: number[] = [];
    const decide: BotDecider = (level, view, seed) => {
      decided.push(clock.now());
      return chooseBotAction(level, view, seed);
    };
    const table = startTable({ seats: [bot('Bot Easy', 'easy'), ...humans('Ann')], rounds: 2, games: 1, seed: 'kb', firstPlayer: 0 }, testDeps({ decide }));
    let lets = false;
    const room = MatchRunner.atOneKeyboard(table, { botDelayMs: 600, botLeadMs: 100, clock, botsMayMove: () => lets, suggest: never });
    const start = table.version;
    clock.pass(5000);
    await settle();
    expect(table.version).toBe(start);
    expect(decided).toEqual([]);
    // The screen lets it now, and says so.
    lets = true;
    room.poke();
    const from = clock.now();
    clock.pass(99);
    await settle();
    expect(decided).toEqual([]);
    clock.pass(1);
    await settle();
    // Decided after the lead; played only once the whole delay has passed.
    expect(decided).toEqual([from + 100]);
    expect(table.version).toBe(start);
    clock.pass(499);
    await settle();
    expect(table.version).toBe(start);
    clock.pass(1);
    await until(() => table.version > start, "the bot's first action", clock);
    // Held back before its second action (the screen opened its help): decided, it is never played.
    const first = table.version;
    clock.pass(100);
    await settle();
    lets = false;
    clock.pass(5000);
    await settle();
    expect(table.version).toBe(first);
    lets = true;
    room.poke();
    clock.pass(600);
    await until(() => table.version > first, "the bot's second action once let go", clock);
    // Ann's turn waits for Ann, however long.
    expect(table.currentSeat).toBe(1);
    const hers = table.version;
    clock.pass(60_000);
    await settle();
    expect(table.version).toBe(hers);
    room.close();
  });

  it('closed while a decided move waits out its delay, it is never played and no timer waits', async () => {
    const clock = new ManualClock();
    let decided = 0;
    const decide: BotDecider = (level, view, seed) => {
      decided++;
      return chooseBotAction(level, view, seed);
    };
    const table = startTable({ seats: [bot('Bot Easy', 'easy'), bot('Bot Random', 'random')], rounds: 2, games: 1, seed: 'kb' }, testDeps({ decide }));
    const room = MatchRunner.atOneKeyboard(table, { botDelayMs: 600, botLeadMs: 100, clock, suggest: never });
    const start = table.version;
    clock.pass(100);
    await settle();
    expect(decided).toBe(1);
    room.close();
    clock.pass(5000);
    await settle();
    expect(table.version).toBe(start);
    expect(clock.waiting).toBe(0);
  });

  it("what its screen's listener throws is thrown on, not swallowed: the only screen is broken", () => {
    const table = startTable({ seats: humans('Ann', 'Ben'), rounds: 2, games: 1, seed: 'kb' });
    const room = MatchRunner.atOneKeyboard(table, { botDelayMs: 0, suggest: never });
    room.onChange(() => {
      throw new Error('the screen broke');
    }, null);
    const thrown: unknown[] = [];
    const original = globalThis.queueMicrotask;
    globalThis.queueMicrotask = (run) => {
      try {
        run();
      } catch (error) {
        thrown.push(error);
      }
    };
    try {
      humanTurn(room, table, table.currentSeat!);
    } finally {
      globalThis.queueMicrotask = original;
    }
    expect(thrown.map((error) => (error as Error).message)).toContain('the screen broke');
    room.close();
  });

  it('closed, its bots move no more and no timer waits', async () => {
    const clock = new ManualClock();
    const table = startTable({ seats: [bot('Bot Easy', 'easy'), bot('Bot Random', 'random')], rounds: 2, games: 1, seed: 'kb' });
    const room = MatchRunner.atOneKeyboard(table, { botDelayMs: 600, clock, suggest: never });
    const start = table.version;
    room.close();
    clock.pass(5000);
    await settle();
    expect(table.version).toBe(start);
    expect(clock.waiting).toBe(0);
  });
});
