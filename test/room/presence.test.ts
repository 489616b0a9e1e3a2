/**
 * Presence on the room's clock (room/presence.ts): a player who left keeps
 * the seat for the time-out, then a stand-in plays it until they are back;
 * one still away when the match ends is recorded as departed.
 */

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

  it('a player who left and whose stand-in finished the match is recorded departed; one who came back before the end is not', async () => {
    const clock = new ManualClock();
    const match = MatchRunner.plan(
      [{ kind: 'remote' }, { kind: 'remote' }, { kind: 'bot', level: 'easy' }],
      { rounds: 2, games: 1, tiebreak: 'category', strictOrder: false, seed: 'departed' },
      { seatTimeoutMs: 60_000, botLevel: 'easy', botDelayMs: 500, spectators: false, now: () => clock.now(), newSeed: () => 'unused', decide: chooseBotAction, clock },
    );
    made.push(match);
    const ann = match.join('Ann', null);
    const bob = match.join('Bob', null);
    if (!ann.ok || !bob.ok) throw new Error('not seated');
    ann.leave();
    bob.leave();
    clock.pass(60_000);
    await settle();
    expect(match.seatStatus().map((seat) => seat.standIn)).toEqual([true, true, false]);
    // Bob comes back and plays his own turns to the end; Ann's stand-in plays hers.
    expect(match.join('Bob', null).ok).toBe(true);
    for (let step = 0; step < 200 && match.phase === 'playing'; step++) {
      const table = match.table!;
      if (table.currentSeat === 1) match.act(1, chooseBotAction('easy', table.view(1).game!, step), table.version);
      clock.pass(500);
      await settle();
    }
    expect(match.phase).toBe('matchOver');
    const record = match.table!.toRecord();
    expect(record.endedAt).not.toBeNull();
    expect(record.departed).toEqual([0]);
  });

  it('a match nobody left records no departed seats', async () => {
    const clock = new ManualClock();
    const match = MatchRunner.plan(
      [{ kind: 'remote' }, { kind: 'bot', level: 'easy' }],
      { rounds: 2, games: 1, tiebreak: 'category', strictOrder: false, seed: 'stayed' },
      { seatTimeoutMs: 60_000, botLevel: 'easy', botDelayMs: 500, spectators: false, now: () => clock.now(), newSeed: () => 'unused', decide: chooseBotAction, clock },
    );
    made.push(match);
    expect(match.join('Ann', null).ok).toBe(true);
    for (let step = 0; step < 200 && match.phase === 'playing'; step++) {
      const table = match.table!;
      if (table.currentSeat === 0) match.act(0, chooseBotAction('easy', table.view(0).game!, step), table.version);
      clock.pass(500);
      await settle();
    }
    expect(match.phase).toBe('matchOver');
    expect('departed' in match.table!.toRecord()).toBe(false);
  });
});
