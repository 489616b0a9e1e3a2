/**
 * What the table answers when a command cannot be carried out. Commands never
 * throw for a refused move: they return `{ ok: false, error }` and change
 * nothing, so a front end (or a remote player) can show the reason and go on.
 */

import type { IllegalActionProblem, IllegalActionReason } from '../core/errors.js';
import type { Seat } from '../core/types.js';

export type TableError =
  /** `expectedVersion` was given and the table has moved on since. */
  | { readonly code: 'staleVersion'; readonly message: string; readonly expected: number; readonly actual: number }
  | { readonly code: 'noSuchSeat'; readonly message: string; readonly seat: unknown }
  /** It is another seat's turn. */
  | { readonly code: 'notYourTurn'; readonly message: string; readonly seat: Seat; readonly current: Seat }
  /** A bot's seat is played by the table itself (`playBot`), not through `act`. */
  | { readonly code: 'botSeat'; readonly message: string; readonly seat: Seat }
  /** `playBot` on a human's turn. */
  | { readonly code: 'notBotsTurn'; readonly message: string; readonly seat: Seat }
  /** The rules do not allow the action now (or it is not an action at all). */
  | {
      readonly code: 'illegalAction';
      readonly message: string;
      readonly reason: IllegalActionReason;
      /** The engine's code and data, for a front end to word in its language. */
      readonly problem: IllegalActionProblem;
    }
  /** An action between games or after the match. */
  | { readonly code: 'noGameInProgress'; readonly message: string }
  /** `nextGame` or `endMatch` while a game is still being played. */
  | { readonly code: 'gameInProgress'; readonly message: string }
  /** `nextGame` when every game has been played or the match was ended. */
  | { readonly code: 'matchOver'; readonly message: string }
  /** `noteHint` in a match whose players turned hints off. */
  | { readonly code: 'hintsOff'; readonly message: string }
  /** `Table.start` with options that cannot make a match. */
  | { readonly code: 'invalidOptions'; readonly message: string };

export type TableErrorCode = TableError['code'];

export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/**
 * Why a record cannot be turned back into a match. `invalid` names the place
 * in the record (`path`, as in the JSON: ['games', 0, 'ranking']);
 * `illegalAction` names the game and the action, both counted from 1.
 */
export type ReplayProblem =
  | { readonly code: 'invalid'; readonly path: readonly (string | number)[]; readonly reason: string }
  | { readonly code: 'illegalAction'; readonly game: number; readonly action: number; readonly reason: string };
