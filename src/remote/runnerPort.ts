/**
 * An ssh seat's port (seat/port.ts): its commands go to the match runner,
 * which plays them for the seat unless a bot stands in for it; n on the
 * results says this seat is ready, and the next game is dealt once every
 * player present has; hints are worked out on the bot thread.
 */

import type { Seat } from '../core/types.js';
import type { MatchRunner } from '../room/runner.js';
import type { SeatPort } from '../seat/port.js';

/** The port of the screen of `seat` (null: a spectator's, whose keys send nothing). */
export function runnerPort(match: MatchRunner, seat: Seat | null): SeatPort {
  return {
    act: (actor, action, version) => match.act(actor, action, version),
    noteHint: (actor, version) => match.noteHint(actor, version),
    // ready(null) is the host's, dealing at once: a spectator's screen never says it is ready.
    nextGame: (version) => (seat === null ? null : match.ready(seat, version)),
    endMatch: (version) => match.endBetweenGames(version),
    seatView: (owner) => match.snapshot(owner).view?.game ?? null,
    suggest: (view) => match.suggestHint(view),
  };
}
