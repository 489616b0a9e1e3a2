/**
 * A match held while its saves fail (RunnerOptions.holdWhileUnsaved, a
 * server on PostgreSQL): no player's move, hint or next game is made and
 * no bot moves, each refused as `savesFailing` with the table unchanged,
 * until a save works again; then the bots go on by themselves. Without the
 * option the match plays on (a full disk at one keyboard).
 */

import { afterEach, describe, expect, it } from '@jest/globals';
import { chooseBotAction } from '../../src/bots/index.js';
import { MatchRunner, type SeatPlan } from '../../src/match/runner.js';
import { waitFor } from '../support/wait.js';

const made: MatchRunner[] = [];
afterEach(() => {
  for (const match of made.splice(0)) match.close();
});

function runner(seats: readonly SeatPlan[], hold: boolean): MatchRunner {
  const match = MatchRunner.plan(
    seats,
    { rounds: 2, games: null, tiebreak: 'category', strictOrder: false, seed: 'held-match' },
    {
      seatTimeoutMs: 60_000,
      botLevel: 'easy',
      botDelayMs: 0,
      spectators: false,
      now: () => Date.UTC(2026, 10, 26),
      newSeed: () => 'unused',
      decide: chooseBotAction,
      ...(hold ? { holdWhileUnsaved: true } : {}),
    },
  );
  made.push(match);
  return match;
}

const AWAY = { ok: false, errno: 'ECONNREFUSED' } as const;

describe('a match held while its saves fail', () => {
  it("refuses the player's move and hint, and changes nothing, until a save works again", () => {
    const match = runner([{ kind: 'remote' }, { kind: 'remote' }], true);
    const ann = match.join('Ann', null);
    const bob = match.join('Bob', null);
    if (!ann.ok || !bob.ok) throw new Error('not seated');
    const table = match.table!;
    const seat = table.currentSeat!;
    match.setSaving(AWAY);
    const version = table.version;
    expect(match.act(seat, { type: 'pass' }, version)).toEqual({ ok: false, error: { code: 'savesFailing' } });
    expect(match.noteHint(seat, version)).toEqual({ ok: false, error: { code: 'savesFailing' } });
    expect(table.version).toBe(version);
    match.setSaving({ ok: true });
    expect(match.act(seat, { type: 'pass' }, version)?.ok).toBe(true);
    expect(table.version).toBeGreaterThan(version);
  });

  it('keeps its bots waiting, and lets them go on once saving works again', async () => {
    const match = runner([{ kind: 'remote' }, { kind: 'bot', level: 'easy' }], true);
    const ann = match.join('Ann', null);
    if (!ann.ok) throw new Error('not seated');
    const table = match.table!;
    // Ann's turn first (else the bot has begun): the bot moves only after her.
    const seat = ann.seat!;
    await waitFor(() => table.currentSeat === seat, { what: "Ann's turn" });
    match.setSaving(AWAY);
    const before = table.version;
    // Her turn's two actions are made while saving works (the second hands the turn to the bot); then the store goes away.
    match.setSaving({ ok: true });
    expect(match.act(seat, { type: 'pass' }, before)?.ok).toBe(true);
    expect(match.act(seat, { type: 'pass' }, table.version)?.ok).toBe(true);
    match.setSaving(AWAY);
    const held = table.version;
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(table.version).toBe(held);
    expect(table.currentSeat).not.toBe(seat);
    match.setSaving({ ok: true });
    await waitFor(() => table.currentSeat === seat || table.phase !== 'playing', { what: 'the bot moved once saving works again' });
    expect(table.version).toBeGreaterThan(held);
  });

  it('without the option, plays on while saves fail', () => {
    const match = runner([{ kind: 'remote' }, { kind: 'remote' }], false);
    const ann = match.join('Ann', null);
    const bob = match.join('Bob', null);
    if (!ann.ok || !bob.ok) throw new Error('not seated');
    const table = match.table!;
    match.setSaving(AWAY);
    expect(match.act(table.currentSeat!, { type: 'pass' }, table.version)?.ok).toBe(true);
  });
});
