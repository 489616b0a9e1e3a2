/** Presence on the room's clock (room/presence.ts): a player who left keeps the seat for the time-out, then a stand-in plays it until they are back. */

import { afterEach, describe, expect, it } from '@jest/globals';
import { chooseBotAction } from '../../src/bots/index.js';
import { MatchRunner } from '../../src/room/runner.js';
import { ManualClock, settle } from './manualClock.js';

const made: MatchRunner[] = [];
afterEach(() => {
  for (const match of made.splice(0)) match.close();
});

describe('presence', () => {
  it('a seat left keeps its player for the time-out on the room’s clock, then a stand-in plays; the player coming back ends it', async () => {
    const clock = new ManualClock();
    const match = MatchRunner.plan(
      [{ kind: 'remote' }, { kind: 'remote' }],
      { rounds: 2, games: null, tiebreak: 'category', strictOrder: false, seed: 'presence' },
      { seatTimeoutMs: 60_000, botLevel: 'easy', botDelayMs: 500, spectators: false, now: () => clock.now(), newSeed: () => 'unused', decide: chooseBotAction, clock },
    );
    made.push(match);
    const ann = match.join('Ann', null);
    expect(match.join('Bob', null).ok).toBe(true);
    if (!ann.ok) throw new Error('not seated');
    ann.leave();
    clock.pass(59_999);
    await settle();
    expect(match.seatStatus()[0]).toMatchObject({ connected: false, standIn: false });
    clock.pass(1);
    await settle();
    expect(match.seatStatus()[0]).toMatchObject({ connected: false, standIn: true });
    expect(match.join('Ann', null).ok).toBe(true);
    expect(match.seatStatus()[0]).toMatchObject({ connected: true, standIn: false });
  });
});
