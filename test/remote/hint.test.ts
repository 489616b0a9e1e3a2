/** The hint key over ssh: the asking player sees the hint, everyone's log says a hint was used. */

import { describe, expect, it } from '@jest/globals';
import { chooseBotAction } from '../../src/bots/index.js';
import { MatchRunner } from '../../src/room/runner.js';
import { remoteSeatContext } from '../../src/remote/seatContext.js';
import { INITIAL_SEAT_SCREEN, seatHintReady, seatKey, shownHint, type SeatContext } from '../../src/seat/model.js';
import { PASSWORD, startTestHost } from './helpers.js';
import { sshRuns } from '../support/ssh.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const SIZE = { columns: 80, rows: 24 };
const H = { kind: 'char', char: 'h' } as const;

function hostedMatch(hints?: boolean): MatchRunner {
  const match = MatchRunner.plan(
    [{ kind: 'remote' }, { kind: 'remote' }],
    { rounds: 2, games: 1, tiebreak: 'category', strictOrder: false, seed: 'hint', ...(hints === undefined ? {} : { hints }) },
    { seatTimeoutMs: 60_000, botLevel: 'easy', botDelayMs: 0, spectators: false, now: () => 0, newSeed: () => 's', decide: chooseBotAction },
  );
  match.join('Ann', null);
  match.join('Ben', null);
  return match;
}

function contextOf(match: MatchRunner, seat: number): SeatContext {
  const context = remoteSeatContext(match.snapshot(seat), seat, { size: SIZE, ascii: false, lang: 'en', standInLevel: 'easy' });
  if (context === null) throw new Error('no table yet');
  return context;
}

describe('h on a remote screen', () => {
  it("asks on the player's own turn only; a hint for a turn that moved on is not shown", () => {
    const match = hostedMatch();
    const table = match.table!;
    const seat = table.currentSeat!;
    const mine = seatKey(INITIAL_SEAT_SCREEN, H, contextOf(match, seat));
    expect(mine.command).toMatchObject({ type: 'hint', version: table.version, position: { seat, game: 1 } });
    const theirs = seatKey(INITIAL_SEAT_SCREEN, H, contextOf(match, 1 - seat));
    expect(theirs.command).toBeNull();
    expect(theirs.state.message).toMatchObject({ code: 'pleaseWait' });

    if (mine.command?.type !== 'hint') throw new Error('no hint asked for');
    expect(match.noteHint(seat, mine.command.version)).toMatchObject({ ok: true });
    const suggestion = { action: { type: 'pass' }, winChance: 0.5, reason: { code: 'looksForCard' } } as const;
    const shown = seatHintReady(mine.state, mine.command.position, suggestion);
    expect(shownHint(shown, contextOf(match, seat))?.suggestion).toEqual(suggestion);
    // Everyone's view has the hint in the log; pressing h again asks nothing new.
    expect(match.snapshot(1 - seat).view!.hints).toEqual([{ seat, logLength: mine.command.position.logLength }]);
    expect(seatKey(shown, H, contextOf(match, seat)).command).toBeNull();
    table.act(seat, { type: 'pass' }, table.version);
    expect(shownHint(shown, contextOf(match, seat))).toBeNull();
    match.close();
  });

  it('with --no-hints says so and asks nothing', () => {
    const match = hostedMatch(false);
    const seat = match.table!.currentSeat!;
    const outcome = seatKey(INITIAL_SEAT_SCREEN, H, contextOf(match, seat));
    expect(outcome.command).toBeNull();
    expect(outcome.state.message).toEqual({ code: 'hintsOff' });
    match.close();
  });
});

const ssh = sshRuns({ password: PASSWORD });

describe('a hint over ssh', () => {
  it("shows on the asking player's screen and in the other player's log, and is saved", async () => {
    const host = await ssh.serve(startTestHost());
    const ann = await ssh.join('Ann');
    const ben = await ssh.join('Ben');
    const table = host.match.table!;
    const seat = table.currentSeat!;
    const [asker, other] = seat === 0 ? [ann, ben] : [ben, ann];
    const name = table.seats[seat]!.name;
    await asker.waitFor('h hint');
    asker.press('h');
    await asker.waitFor(/Hint: .+\n.*% to win(?: from here:|; then [a-z ]+:) /u);
    await other.waitFor(`${name} used a hint.`);
    await asker.waitFor(`${name} used a hint.`);
    expect(host.store.load(host.savedFile()!)).toMatchObject({ ok: true, record: { games: [{ hints: [{ seat, action: 0 }] }] } });
  });
});
