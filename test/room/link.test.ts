/**
 * The one link between a seat's screen and its room (room/link.ts, its
 * seat's end seat/linkedRoom.ts), over
 * the hops it takes: in the same thread, and through a copy as JSON (a
 * table thread's port, the bus between processes), where messages can be
 * lost. The seat's end always ends up with the scene the room holds for
 * that seat, never anyone else's; its requests act for its own seat only.
 */

import { afterEach, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { chooseBotAction } from '../../src/bots/index.js';
import { seatLinkEnd, type ToRoom, type ToSeat, type WaitingRoomInfo } from '../../src/room/link.js';
import { LinkedRoom, linkInThread } from '../../src/seat/linkedRoom.js';
import { MatchRunner } from '../../src/room/runner.js';
import { settle } from './manualClock.js';
import type { Seat } from '../../src/core/types.js';
import { legalActionsFor } from '../../src/core/game.js';

const made: MatchRunner[] = [];
afterEach(() => {
  for (const match of made.splice(0)) match.close();
});

/** Ann and Bob at a started match of remote seats (no store: every change is shown at once). */
function twoPlayers(): MatchRunner {
  const match = MatchRunner.plan(
    [{ kind: 'remote' }, { kind: 'remote' }],
    { rounds: 2, games: null, tiebreak: 'category', strictOrder: false, seed: 'linked-match' },
    { seatTimeoutMs: 60_000, botLevel: 'easy', botDelayMs: 0, spectators: true, now: () => 0, newSeed: () => 'unused', decide: chooseBotAction },
  );
  made.push(match);
  if (!match.join('Ann', null).ok || !match.join('Bob', null).ok) throw new Error('not seated');
  return match;
}

/**
 * A hop that copies each message as JSON and hands it over when the test
 * says (`deliver`), dropping those the test picks: the seat's end and the
 * room's end of `seat`.
 */
function copiedHop(match: MatchRunner, seat: Seat | null, waiting: () => WaitingRoomInfo | null = () => null) {
  const toSeat: ToSeat[] = [];
  const toRoom: ToRoom[] = [];
  const room = new LinkedRoom((message) => toRoom.push(JSON.parse(JSON.stringify(message))));
  const end = seatLinkEnd(match, seat, waiting, (message) => toSeat.push(JSON.parse(JSON.stringify(message))));
  const deliver = (drop: (message: ToSeat) => boolean = () => false): void => {
    while (toSeat.length > 0 || toRoom.length > 0) {
      for (const message of toRoom.splice(0)) end.handle(message);
      for (const message of toSeat.splice(0)) if (!drop(message)) room.receive(message);
    }
  };
  return { room, end, deliver, toSeat };
}

describe('the link between a seat and its room', () => {
  it('in the same thread: the seat sees its own scene at once, and its moves act for it', async () => {
    const match = twoPlayers();
    const ann = linkInThread(match, 0);
    expect(ann.room.scene()?.snapshot).toEqual(match.snapshot(0));
    const table = match.table!;
    const seat = table.currentSeat!;
    const linked = seat === 0 ? ann : linkInThread(match, seat);
    const result = await linked.room.port.act(seat, { type: 'pass' }, table.version);
    expect(result).toEqual({ ok: true });
    expect(ann.room.scene()?.snapshot).toEqual(match.snapshot(0));
    expect(await linked.room.port.act(seat, { type: 'pass' }, 0)).toMatchObject({ ok: false, error: { code: 'staleVersion' } });
  });

  it('through copies that lose scenes: the seat ends with the room’s scene for it, and holds no other seat’s cards', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }), fc.integer({ min: 0, max: 1 }), (losses, viewer: Seat) => {
        const match = twoPlayers();
        const hop = copiedHop(match, viewer);
        let lost = 0;
        hop.deliver();
        for (const lose of losses) {
          const table = match.table!;
          if (table.phase !== 'playing') break;
          const seat = table.currentSeat!;
          const game = table.view(seat).game;
          const action = legalActionsFor(game.finished, game.strictOrder, game.actionsTaken)[0]!;
          match.act(seat, action, table.version);
          hop.deliver((message) => message.t === 'scene' && message.base !== null && lose && lost++ < losses.length);
        }
        // What was lost is asked for again once the next scene comes (here: someone starts watching).
        expect(match.watch().ok).toBe(true);
        hop.deliver();
        // The seat's own snapshot, which holds no other seat's hidden card (table/view tests).
        expect(hop.room.scene()?.snapshot).toEqual(match.snapshot(viewer));
        hop.end.close();
        match.close();
      }),
      { numRuns: 40 },
    );
  });

  it('sends a move as a patch far smaller than the scene', () => {
    const match = twoPlayers();
    const hop = copiedHop(match, 0);
    hop.deliver();
    const table = match.table!;
    match.act(table.currentSeat!, { type: 'pass' }, table.version);
    const [patch] = hop.toSeat;
    expect(patch).toMatchObject({ t: 'scene', base: 1, n: 2 });
    expect(JSON.stringify(patch).length).toBeLessThan(JSON.stringify(hop.room.scene()).length / 2);
  });

  it('moves nothing for a spectator, and starts a waiting table only for the seat that may', async () => {
    const match = twoPlayers();
    const watcher = copiedHop(match, null);
    watcher.deliver();
    const table = match.table!;
    const before = table.version;
    const acting = watcher.room.port.act(table.currentSeat!, { type: 'pass' }, before);
    watcher.deliver();
    expect(await acting).toBeNull();
    expect(table.version).toBe(before);

    const waiting = MatchRunner.plan(
      [{ kind: 'remote' }, { kind: 'remote' }],
      { rounds: 2, games: null, tiebreak: 'category', strictOrder: false, seed: 'waiting' },
      { seatTimeoutMs: 60_000, botLevel: 'easy', botDelayMs: 0, spectators: true, now: () => 0, newSeed: () => 'unused', decide: chooseBotAction },
    );
    made.push(waiting);
    waiting.join('Ann', null);
    const info = (mayStart: boolean) => (): WaitingRoomInfo => ({ code: 'ABCD', private: false, quick: false, fillsAt: null, botLevel: 'easy', mayStart });
    const refused = copiedHop(waiting, 0, info(false));
    refused.deliver();
    expect(refused.room.start()).toBe(false);
    refused.deliver();
    await settle();
    expect(waiting.phase).toBe('lobby');
    const allowed = copiedHop(waiting, 0, info(true));
    allowed.deliver();
    expect(allowed.room.start()).toBe(true);
    allowed.deliver();
    expect(waiting.phase).toBe('playing');
  });
});
