/**
 * The shapes of a game: configuration, state, actions and events.
 *
 * Everything here is plain, JSON-serialisable data. The state changes only
 * through `applyAction` (game.ts); what a player may see of it comes from
 * `playerView` (view.ts).
 */

import type { Card } from './cards.js';
import type { HandCategory } from './hand.js';
import type { RngState } from './random.js';

/** A seat at the table: 0-based index into `players`, in seating order. */
export type Seat = number;
/** A place in a row of three cards: 0 left, 1 middle, 2 right. */
export type Slot = 0 | 1 | 2;
export type Direction = 'left' | 'right';
/** How equal categories are settled: by category alone (the default) or classic kickers. */
export type Tiebreak = 'category' | 'kickers';

/** Three cards in a row, left to right. */
export type Row = readonly [Card, Card, Card];
export type HiddenPair = readonly [Card, Card];

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
export const MIN_ROUNDS = 2;
export const MAX_ROUNDS = 7;
export const ACTIONS_PER_TURN = 2;

export interface GameConfig {
  /** 2-4 distinct names, in seating order. */
  readonly players: readonly string[];
  /** 2-7. */
  readonly rounds: number;
  /**
   * Text of 1-200 characters without control characters (a number is taken
   * as its decimal text). The same seed and actions always give the same
   * game, so whoever knows the seed knows every card: keep it secret until
   * the game is over.
   */
  readonly seed: string | number;
  readonly tiebreak?: Tiebreak;
  /** Variant: the first action of a turn must be a shift, the second a swap or pass. */
  readonly strictOrder?: boolean;
  /**
   * Who starts (a match moves it one seat on each game). When absent, the
   * seeded draw picks the start player.
   */
  readonly startPlayer?: Seat;
}

/** The configuration with every default filled in, as stored in the state. */
export interface GameRules {
  readonly players: readonly string[];
  readonly rounds: number;
  readonly seed: string;
  readonly tiebreak: Tiebreak;
  readonly strictOrder: boolean;
}

export interface PlayerState {
  readonly name: string;
  /** Seen by the owner only, until the showdown. Never moves. */
  readonly hidden: HiddenPair;
  /** Face up, left to right. */
  readonly open: Row;
}

export interface GameState {
  readonly rules: GameRules;
  readonly players: readonly PlayerState[];
  /** The middle row, left to right. */
  readonly middle: Row;
  /** Face down; the last element is the top card. */
  readonly drawPile: readonly Card[];
  /** Face up; the last element is the top card. */
  readonly discardPile: readonly Card[];
  readonly startPlayer: Seat;
  readonly currentPlayer: Seat;
  /** 1-based; stays at the last round once the game is finished. */
  readonly round: number;
  /** Actions the current player has already taken this turn (a turn has two). */
  readonly actionsTaken: 0 | 1;
  readonly finished: boolean;
  /** Shuffle generator state (128 bits) for the reshuffles still to come. Secret, like the draw pile. */
  readonly rng: RngState;
  /** Every public event so far, oldest first. */
  readonly log: readonly GameEvent[];
}

/**
 * Every kind of action, with its fields and the values each field may take,
 * in the order the record writes them. The one place an action is declared:
 * the `Action` type, the engine's check of a would-be action (actions.ts),
 * the list of all actions, the record file's schema and the plain copy the
 * record keeps are all made from this table.
 */
export const ACTION_KINDS = {
  shift: { direction: ['left', 'right'] },
  swap: { own: [0, 1, 2], middle: [0, 1, 2] },
  swapAll: {},
  pass: {},
} as const satisfies Readonly<Record<string, Readonly<Record<string, readonly (string | number)[]>>>>;

export type ActionType = keyof typeof ACTION_KINDS;

/** The event each kind of action causes (a shift may cause a reshuffle first). */
export const ACTION_EVENTS = {
  shift: 'shifted',
  swap: 'swapped',
  swapAll: 'swappedAll',
  pass: 'passed',
} as const satisfies Readonly<Record<ActionType, GameEventType>>;

/** The fields of an action of kind `K`, each with the values its row in ACTION_KINDS allows. */
type ActionFields<K extends ActionType> = {
  readonly [F in keyof (typeof ACTION_KINDS)[K]]: (typeof ACTION_KINDS)[K][F] extends readonly (infer V)[] ? V : never;
};

/** A field name of some kind of action (`direction`, `own`, `middle`). */
export type ActionField = { [K in ActionType]: keyof (typeof ACTION_KINDS)[K] }[ActionType] & string;

/**
 * What a player can do. `seat` is optional: when given, the action is rejected
 * unless it is that seat's turn, which guards against a player acting twice
 * or out of turn.
 */
export type Action = { [K in ActionType]: OneObject<{ readonly type: K } & ActionFields<K> & { readonly seat?: Seat }> }[ActionType];

/** An intersection of object types as the one object type it amounts to (as editors and errors show it). */
type OneObject<T> = { [P in keyof T]: T[P] };

/** Shifts move the middle row; the other three are the "swap" action of the rules. */
export function isShift(action: Action): action is Extract<Action, { type: 'shift' }> {
  return action.type === 'shift';
}

export interface ShowdownHand {
  readonly seat: Seat;
  readonly name: string;
  /** Hidden cards first, then the open row left to right. */
  readonly cards: readonly Card[];
  readonly category: HandCategory;
}

/**
 * Something that happened, in public terms. No event carries a hidden card or
 * the draw pile's order, except `gameEnded`, which is the showdown.
 */
export type GameEvent =
  | {
      readonly type: 'gameStarted';
      readonly players: readonly string[];
      readonly rounds: number;
      readonly startPlayer: Seat;
    }
  | { readonly type: 'roundStarted'; readonly round: number; readonly rounds: number }
  | { readonly type: 'turnStarted'; readonly seat: Seat; readonly round: number }
  | {
      readonly type: 'shifted';
      readonly seat: Seat;
      readonly direction: Direction;
      /** The end card that went onto the discard pile. */
      readonly discarded: Card;
      /** The card drawn into the free end place. */
      readonly drawn: Card;
    }
  | {
      /** The draw pile was empty: the discard pile (with the card just discarded) became the new draw pile. */
      readonly type: 'reshuffled';
      readonly seat: Seat;
      readonly cards: number;
    }
  | {
      readonly type: 'swapped';
      readonly seat: Seat;
      readonly own: Slot;
      readonly middle: Slot;
      /** The player's card that went into the middle. */
      readonly given: Card;
      /** The middle card the player took into their open row. */
      readonly taken: Card;
    }
  | { readonly type: 'swappedAll'; readonly seat: Seat; readonly given: Row; readonly taken: Row }
  | { readonly type: 'passed'; readonly seat: Seat }
  | { readonly type: 'turnEnded'; readonly seat: Seat }
  | { readonly type: 'gameEnded'; readonly hands: readonly ShowdownHand[] };

export type GameEventType = GameEvent['type'];

export interface ActionResult {
  readonly state: GameState;
  /** The events this action caused, in order (also appended to `state.log`). */
  readonly events: readonly GameEvent[];
}
