/**
 * The port (port.ts) of the seat screens at one keyboard (the hotseat, the
 * screen-reader mode): their commands go to their room at one keyboard
 * (room/runner.ts, MatchRunner.atOneKeyboard), in the same thread, which
 * answers at once. It acts for whichever seat the screen names, since every
 * human seat is at this keyboard (a seat elsewhere talks to its room over
 * a link that acts for its own seat only: linkedRoom.ts); n on the results
 * deals the next game at once, since everyone who would say so sits here.
 */

import type { MatchRunner } from '../room/runner.js';
import type { SeatPort } from './port.js';

type Room = Pick<MatchRunner, 'act' | 'noteHint' | 'ready' | 'endBetweenGames' | 'snapshot' | 'suggestHint'>;

export function keyboardPort(room: Room): SeatPort {
  return {
    act: (seat, action, version) => room.act(seat, action, version),
    noteHint: (seat, version) => room.noteHint(seat, version),
    // The keyboard's ready (null): the next game is dealt at once.
    nextGame: (version) => room.ready(null, version),
    endMatch: (version) => room.endBetweenGames(version),
    seatView: (seat) => room.snapshot(seat).view?.game ?? null,
    suggest: (view) => room.suggestHint(view),
  };
}
