/**
 * A seat whose room is a hop away (a table thread, another process): keys
 * typed ahead of a command's answer wait for it and then act on the table
 * as it left it, rather than being refused as meant for an older table; a
 * link that goes down settles what it was asked, so no spinner waits for ever.
 */

import { afterEach, describe, expect, it } from '@jest/globals';
import { render } from 'ink-testing-library';
import React from 'react';
import { chooseBotAction } from '../../src/bots/index.js';
import { seatLinkEnd, type ToRoom, type ToSeat } from '../../src/room/link.js';
import { MatchRunner } from '../../src/room/runner.js';
import { SessionApp } from '../../src/remote/SessionApp.js';
import { LinkedRoom } from '../../src/seat/linkedRoom.js';
import { LocaleProvider } from '../../src/term/locale.js';
import { waitFor } from '../support/wait.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const made: { unmount(): void; match: MatchRunner }[] = [];
afterEach(() => {
  for (const { unmount, match } of made.splice(0)) {
    unmount();
    match.close();
  }
});

/** Ann and Bob at a started match; the seat whose turn it is linked to it by a hop that hands each message over a turn of the event loop later (as a port does). */
function hop(): { match: MatchRunner; room: LinkedRoom; seat: number; held: { on: boolean } } {
  const match = MatchRunner.plan(
    [{ kind: 'remote' }, { kind: 'remote' }],
    { rounds: 2, games: null, tiebreak: 'category', strictOrder: false, seed: 'typed-ahead' },
    { seatTimeoutMs: 60_000, botLevel: 'easy', botDelayMs: 0, spectators: false, now: () => 0, newSeed: () => 'unused', decide: chooseBotAction },
  );
  if (!match.join('Ann', null).ok || !match.join('Bob', null).ok) throw new Error('not seated');
  const seat = match.table!.currentSeat!;
  // While held, what the seat asks never reaches the room (a process that died).
  const held = { on: false };
  const later = (deliver: () => void): void =>
    void Promise.resolve()
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      .then(deliver);
  let end: ReturnType<typeof seatLinkEnd> | null = null;
  const room = new LinkedRoom((message: ToRoom) => {
    if (!held.on) later(() => end?.handle(message));
  });
  end = seatLinkEnd(
    match,
    seat,
    () => null,
    (message: ToSeat) => later(() => room.receive(message)),
  );
  return { match, room, seat, held };
}

describe('a seat a hop away from its room', () => {
  it('plays keys typed ahead in one go: both passes, the second on the table the first left', async () => {
    const { match, room, seat } = hop();
    await room.ready;
    const app = render(
      <LocaleProvider lang="en">
        <SessionApp room={room} seat={seat} ascii={false} standInLevel="easy" onLeave={() => undefined} />
      </LocaleProvider>,
    );
    made.push({ unmount: app.unmount, match });
    await waitFor(() => (app.lastFrame() ?? '').includes('Actions:') || null, { what: 'the turn drawn' });
    app.stdin.write('pp');
    const passes = (): number => match.table!.view(null).game.log.filter((event) => event.type === 'passed').length;
    await waitFor(() => passes() === 2 || null, { what: () => `two passes: ${passes()}\n${app.lastFrame()}` });
    // The screen shows the turn handed on, and no refusal.
    const next = match.table!.view(null).game.players[1 - seat]!.name;
    await waitFor(() => (app.lastFrame() ?? '').includes(`${next}'s turn`) || null, { what: () => `the next turn on the screen:\n${app.lastFrame()}` });
    expect(app.lastFrame()).not.toMatch(/not your turn|does nothing/u);
  });

  it('settles what it asked once the link is down: a command as not done, a hint as none, and keys go on', async () => {
    const { room, held } = hop();
    await room.ready;
    held.on = true;
    const view = room.scene()!.snapshot.view!;
    const acting = room.port.act(view.game.currentPlayer, { type: 'pass' }, view.version);
    const hint = room.port.suggest(view.game);
    expect(room.idle()).not.toBeNull();
    room.troubled('moving');
    expect(await acting).toBeNull();
    await expect(hint).rejects.toThrow();
    expect(room.idle()).toBeNull();
    expect(room.trouble()).toBe('moving');
  });

  it('settles what it asked when the table comes back in another room (a whole scene from a new room end)', async () => {
    const { match, room, seat, held } = hop();
    await room.ready;
    held.on = true;
    const view = room.scene()!.snapshot.view!;
    const acting = room.port.act(seat, { type: 'pass' }, view.version);
    expect(room.idle()).not.toBeNull();
    // The table's new owner: its first scene is whole.
    const moved = seatLinkEnd(
      match,
      seat,
      () => null,
      (message) => room.receive(message),
    );
    expect(await acting).toBeNull();
    expect(room.idle()).toBeNull();
    moved.close();
  });
});
