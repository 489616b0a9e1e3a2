/**
 * The ports (port.ts) of seat screens in the same thread as their room
 * (room/runner.ts): their commands go to the room, which plays them for the
 * seat unless a bot stands in for it, and answers at once.
 *
 * - `roomPort`: one seat's screen among others (a seat of a room of remote
 *   players): n on the results says this seat is ready, and the next game
 *   is dealt once every player present has.
 * - `keyboardPort`: the screens of every human seat at one keyboard (the
 *   hotseat, the screen-reader mode): n on the results deals the next game
 *   at once, since everyone who would say so sits at this keyboard.
 */

import type { Seat } from '../core/types.js';
import type { MatchRunner } from '../room/runner.js';
import type { SeatPort } from './port.js';

type Room = Pick<MatchRunner, 'act' | 'noteHint' | 'ready' | 'endBetweenGames' | 'snapshot' | 'suggestHint'>;

/** What every port of a room in this thread does alike: moves and hints for the seat named, hints worked out by the room. */
function commonPort(room: Room): Omit<SeatPort, 'nextGame'> {
  return {
    act: (actor, action, version) => room.act(actor, action, version),
    noteHint: (actor, version) => room.noteHint(actor, version),
    endMatch: (version) => room.endBetweenGames(version),
    seatView: (owner) => room.snapshot(owner).view?.game ?? null,
    suggest: (view) => room.suggestHint(view),
  };
}

/** The port of the screen of `seat` (null: a spectator, whose n says nothing). */
export function roomPort(room: Room, seat: Seat | null): SeatPort {
  // ready(null) is the keyboard's (the host's), dealing at once: a spectator's screen never says it is ready.
  return { ...commonPort(room), nextGame: (version) => (seat === null ? null : room.ready(seat, version)) };
}

/** The port of every screen at one keyboard. */
export function keyboardPort(room: Room): SeatPort {
  return { ...commonPort(room), nextGame: (version) => room.ready(null, version) };
}
