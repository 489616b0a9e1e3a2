/**
 * What the table answers when a command cannot be carried out. Commands never
 * throw for a refused move: they return `{ ok: false, error }` and change
 * nothing, so a front end (or a remote player) can show the reason and go on.
 * Errors are codes and data only: a front end words them in its language
 * (table/words.ts, record/words.ts for replay problems).
 */

import type { IllegalActionProblem, IllegalActionReason } from '../core/errors.js';
import type { NameListProblem } from '../core/playerNames.js';
import type { Seat } from '../core/types.js';

export type TableError =
  /** `expectedVersion` was given and the table has moved on since. */
  | { readonly code: 'staleVersion'; readonly expected: number; readonly actual: number }
  | { readonly code: 'noSuchSeat'; readonly seat: unknown }
  /** It is another seat's turn. */
  | { readonly code: 'notYourTurn'; readonly seat: Seat; readonly current: Seat }
  /** A bot's seat is played by the table itself (`playBot`), not through `act`. */
  | { readonly code: 'botSeat'; readonly seat: Seat }
  /** `playBot` on a human's turn. */
  | { readonly code: 'notBotsTurn'; readonly seat: Seat }
  /** The rules do not allow the action now (or it is not an action at all). */
  | {
      readonly code: 'illegalAction';
      readonly reason: IllegalActionReason;
      /** The engine's code and data, for a front end to word in its language. */
      readonly problem: IllegalActionProblem;
    }
  /** An action between games or after the match. */
  | { readonly code: 'noGameInProgress' }
  /** `nextGame` or `endMatch` while a game is still being played. */
  | { readonly code: 'gameInProgress' }
  /**
   * `nextGame` when the match was ended, or (`allPlayed`) every game has been
   * played: all of a fixed match's, or `maxGames` of an open-ended one.
   */
  | { readonly code: 'matchOver'; readonly allPlayed: boolean; readonly maxGames: number }
  /** `noteHint` in a match whose players turned hints off. */
  | { readonly code: 'hintsOff' }
  /**
   * The match is held while its saves fail (its store is away): a move made
   * now could not be kept, so none is (room/runner.ts, for a server whose
   * tables are in PostgreSQL); it goes on once a save works again.
   */
  | { readonly code: 'savesFailing' }
  /** `Table.start` with options that cannot make a match. */
  | { readonly code: 'invalidOptions'; readonly problem: MatchOptionsProblem };

/** Why seats and options cannot make a match (`Table.start`, or a record's seats and options). */
export type MatchOptionsProblem =
  | NameListProblem
  | { readonly code: 'seatsNotAList' }
  | { readonly code: 'roundsOutOfRange'; readonly min: number; readonly max: number; readonly got: string }
  | { readonly code: 'gamesOutOfRange'; readonly min: number; readonly max: number; readonly got: string }
  | { readonly code: 'unknownTiebreak'; readonly got: string }
  | { readonly code: 'notTrueOrFalse'; readonly option: 'strictOrder' | 'hints' }
  | { readonly code: 'seedEmpty' }
  /** The chosen first player is no seat of the match (seats count from 0). */
  | { readonly code: 'firstPlayerOutOfRange'; readonly max: number; readonly got: string };

export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/**
 * What in a record does not add up, found while replaying it. Games and
 * seats are counted as the record counts them (games from 1, seats from 0).
 */
export type ReplayFault =
  /** The seats (names included) or the options cannot make a match. */
  | { readonly kind: 'setup'; readonly problem: MatchOptionsProblem }
  | { readonly kind: 'noGames' }
  | { readonly kind: 'tooManyGames'; readonly recorded: number; readonly games: number }
  | { readonly kind: 'seedDoesNotFollow'; readonly game: number }
  /** Game 1's start player is drawn by its seed: `seat`. */
  | { readonly kind: 'startPlayerDrawn'; readonly seat: Seat }
  /** Game 1's start player was chosen with the match: `seat`. */
  | { readonly kind: 'startPlayerChosen'; readonly seat: Seat }
  /** Every later game starts with the seat after the last game's start player: `seat`. */
  | { readonly kind: 'startPlayerRotates'; readonly game: number; readonly seat: Seat }
  | { readonly kind: 'hintsOffYetUsed' }
  /** The seats' owners are not one per seat, an owner for each human and none for a bot. */
  | { readonly kind: 'ownersDoNotFit' }
  /** The departed seats are not ascending human seats of a match that ended. */
  | { readonly kind: 'departedDoesNotFit' }
  | { readonly kind: 'hintsOutOfOrder' }
  /** `seat` (as written in the file) could not have asked for a hint at that point. */
  | { readonly kind: 'hintNotPossible'; readonly seat: string }
  | { readonly kind: 'unfinishedGameFollowed'; readonly game: number }
  | { readonly kind: 'wrongRanking'; readonly game: number }
  | { readonly kind: 'rankingTooEarly'; readonly game: number }
  | { readonly kind: 'endedAtMissing' }
  | { readonly kind: 'endedAtTooEarly' }
  | { readonly kind: 'scoresDoNotFollow'; readonly expected: readonly number[] }
  /** Replaying threw: only reachable for a record whose shape was not checked first. `detail`: what was thrown. */
  | { readonly kind: 'notReplayable'; readonly detail: string };

/** Why a recorded action cannot be played where the record has it. */
export type ReplayRefusal =
  | { readonly kind: 'gameAlreadyOver' }
  /** `seat` as written in the file. */
  | { readonly kind: 'noSuchSeat'; readonly seat: string }
  /** It was `current`'s turn, not `seat`'s (the names, as cleaned). */
  | { readonly kind: 'notYourTurn'; readonly seat: string; readonly current: string }
  /** The rules refuse it. */
  | { readonly kind: 'rules'; readonly problem: IllegalActionProblem };

/**
 * Why a record cannot be turned back into a match, as codes and data (worded
 * by record/words.ts). `invalid` names the place in the record (`path`, as in
 * the JSON: ['games', 0, 'ranking']); `illegalAction` names the game and the
 * action, both counted from 1.
 */
export type ReplayProblem =
  | { readonly code: 'invalid'; readonly path: readonly (string | number)[]; readonly fault: ReplayFault }
  | { readonly code: 'illegalAction'; readonly game: number; readonly action: number; readonly refusal: ReplayRefusal };
