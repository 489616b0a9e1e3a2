/**
 * What a seat screen's commands are carried out against (carryOut.ts): the
 * room at one keyboard (roomPort.ts), or a seat's end of its link to its
 * room (linkedRoom.ts: an ssh seat, the host's own). Each command
 * carries the table version the screen showed, so one sent against an older
 * version is refused as stale (a `next` for the results of a game gone by
 * deals nothing). A command answers with the table's result, or null where
 * nothing was sent (no table yet, or a bot stands in for the seat): at once
 * at one keyboard, once it comes back over a seat's link.
 */

import type { Suggestion } from '../bots/suggest.js';
import type { Action, Seat } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import type { CommandAnswer } from '../room/link.js';

/** A command's answer: at once from a table in this thread, later from a room over a link (room/link.ts). */
export type PortAnswer = CommandAnswer | null | Promise<CommandAnswer | null>;

export interface SeatPort {
  act(seat: Seat, action: Action, version: number): PortAnswer;
  /** A hint shows on `seat`'s screen: everyone's log notes it. */
  noteHint(seat: Seat, version: number): PortAnswer;
  /** n on the results: the next game is dealt (at once at one keyboard; over ssh once every player present has asked). */
  nextGame(version: number): PortAnswer;
  /** The match ends between games. */
  endMatch(version: number): PortAnswer;
  /** `seat`'s own view of the game, which its hint is worked out from; null while there is no table. */
  seatView(seat: Seat): PlayerView | null;
  /** Works a hint out from a seat's own view (on a bot thread where there is one). */
  suggest(view: PlayerView): Promise<Suggestion>;
}
