/** Typed errors of the engine, so callers can tell a rule violation from a bug. */

export type IllegalActionReason =
  | 'malformed' // not an action object the engine knows
  | 'gameOver' // the game has ended
  | 'notYourTurn' // `seat` was given and it is another seat's turn
  | 'orderViolation'; // strict order: shift first, then swap or pass

/** An action the rules do not allow now. The state it was tried on is unchanged. */
export class IllegalActionError extends Error {
  override readonly name = 'IllegalActionError';
  constructor(
    readonly reason: IllegalActionReason,
    message: string,
  ) {
    super(message);
  }
}

/** A game configuration that cannot start a game (names, rounds, seed). */
export class InvalidConfigError extends Error {
  override readonly name = 'InvalidConfigError';
}

/** Asked for something that only exists once the game is over (the ranking). */
export class GameNotFinishedError extends Error {
  override readonly name = 'GameNotFinishedError';
}
