/**
 * Typed errors of the engine, so callers can tell a rule violation from a bug.
 *
 * The engine speaks no language: every error carries a `problem`, a code
 * with its data, which a front end words in its own language. The English
 * `message` is a plain default made from the problem, for library users who
 * just print the error; screens never show it.
 */

import type { ActionField, Seat } from './types.js';
import { nameProblemText, type NameListProblem } from './playerNames.js';
import { seedProblemText, type SeedProblem } from './seed.js';

export type IllegalActionReason =
  | 'malformed' // not an action object the engine knows
  | 'gameOver' // the game has ended
  | 'notYourTurn' // `seat` was given and it is another seat's turn
  | 'orderViolation'; // strict order: shift first, then swap or pass

/** What is wrong with the shape of a would-be action, and the value at fault (as JSON text); the fields are those of ACTION_KINDS. */
export type MalformedAction = { readonly field: 'action' } | { readonly field: 'seat' | 'type' | ActionField; readonly value: string };

/** Why an action is not allowed now, with what a sentence about it needs. */
export type IllegalActionProblem =
  | { readonly code: 'malformed'; readonly detail: MalformedAction }
  | { readonly code: 'gameOver' }
  | {
      readonly code: 'notYourTurn';
      readonly seat: Seat;
      /** The name at `seat`, or null when there is no such seat. */
      readonly seatName: string | null;
      readonly current: Seat;
      readonly currentName: string;
    }
  /** Strict order: the first action of a turn must be a shift… */
  | { readonly code: 'shiftFirst' }
  /** …and the second a swap or a pass. */
  | { readonly code: 'swapOrPassSecond' };

const REASONS: Readonly<Record<IllegalActionProblem['code'], IllegalActionReason>> = {
  malformed: 'malformed',
  gameOver: 'gameOver',
  notYourTurn: 'notYourTurn',
  shiftFirst: 'orderViolation',
  swapOrPassSecond: 'orderViolation',
};

/** The default English wording of an illegal action (library users; the UI words it itself). */
export function illegalActionText(problem: IllegalActionProblem): string {
  switch (problem.code) {
    case 'malformed':
      return problem.detail.field === 'action' ? 'An action must be an object' : `Malformed action: bad ${problem.detail.field} ${problem.detail.value}`;
    case 'gameOver':
      return 'The game is over: no more actions';
    case 'notYourTurn':
      return `It is ${problem.currentName}'s turn, not ${problem.seatName ?? `seat ${problem.seat}`}'s (a turn is exactly 2 actions)`;
    case 'shiftFirst':
      return 'Strict order: the first action must be a shift';
    case 'swapOrPassSecond':
      return 'Strict order: the second action must be a swap or a pass';
  }
}

/** An action the rules do not allow now. The state it was tried on is unchanged. */
export class IllegalActionError extends Error {
  override readonly name = 'IllegalActionError';
  readonly reason: IllegalActionReason;
  constructor(readonly problem: IllegalActionProblem) {
    super(illegalActionText(problem));
    this.reason = REASONS[problem.code];
  }
}

/** Why a configuration cannot start a game. */
export type ConfigProblem =
  | NameListProblem
  | SeedProblem
  | { readonly code: 'configNotAnObject' }
  | { readonly code: 'playersNotAList' }
  | { readonly code: 'roundsOutOfRange'; readonly min: number; readonly max: number; readonly got: string }
  | { readonly code: 'seedNotText'; readonly got: string }
  | { readonly code: 'unknownTiebreak'; readonly got: string }
  | { readonly code: 'startPlayerOutOfRange'; readonly max: number; readonly got: string };

/** The default English wording of a configuration problem. */
function configProblemText(problem: ConfigProblem): string {
  switch (problem.code) {
    case 'configNotAnObject':
      return 'A game needs a configuration object';
    case 'playersNotAList':
      return 'players must be a list of names';
    case 'roundsOutOfRange':
      return `rounds must be a whole number from ${problem.min} to ${problem.max}, got ${problem.got}`;
    case 'seedNotText':
      return `seed must be text or a finite number, got ${problem.got}`;
    case 'unknownTiebreak':
      return `tiebreak must be "category" or "kickers", got ${problem.got}`;
    case 'startPlayerOutOfRange':
      return `startPlayer must be a seat from 0 to ${problem.max}, got ${problem.got}`;
    case 'seedEmpty':
    case 'seedControlCharacters':
    case 'seedTooLong':
      return seedProblemText(problem);
    default:
      return nameProblemText(problem);
  }
}

/** A game configuration that cannot start a game (names, rounds, seed). */
export class InvalidConfigError extends Error {
  override readonly name = 'InvalidConfigError';
  constructor(readonly problem: ConfigProblem) {
    super(configProblemText(problem));
  }
}

/** Asked for something that only exists once the game is over (the ranking). */
export class GameNotFinishedError extends Error {
  override readonly name = 'GameNotFinishedError';
}
