/**
 * What one seat may know of a game. The terminal UI and the computer players
 * get a PlayerView, never the GameState, so they cannot show or use what the
 * player at the keyboard must not see: other seats' hidden cards, the order
 * of the draw pile, the random generator, the seed.
 */

import { DECK, cardIndex, type Card } from './cards.js';
import { legalActionsFor } from './game.js';
import type { Action, GameEvent, GameState, HiddenPair, Row, Seat, Tiebreak } from './types.js';

export interface PlayerSeatView {
  readonly seat: Seat;
  readonly name: string;
  readonly open: Row;
  /** The two hidden cards: only for the viewer's own seat, or for everyone after the game. */
  readonly hidden: HiddenPair | null;
}

export interface PlayerView {
  /** The seat this view is for; null for a spectator, who sees no hidden card. */
  readonly viewer: Seat | null;
  readonly players: readonly PlayerSeatView[];
  readonly middle: Row;
  readonly drawPileSize: number;
  /** The discard pile is face up, so all of it is public; last element = top. */
  readonly discardPile: readonly Card[];
  readonly discardTop: Card | null;
  readonly startPlayer: Seat;
  readonly currentPlayer: Seat;
  readonly round: number;
  readonly rounds: number;
  readonly actionsTaken: 0 | 1;
  readonly tiebreak: Tiebreak;
  readonly strictOrder: boolean;
  readonly finished: boolean;
  /** Only once the game is over: the seed that reproduces it. */
  readonly seed: string | null;
  readonly log: readonly GameEvent[];
}

/** The view of `viewer` (a seat), or of a spectator (null or omitted). */
export function playerView(state: GameState, viewer: Seat | null = null): PlayerView {
  if (viewer !== null && !(Number.isInteger(viewer) && viewer >= 0 && viewer < state.players.length)) {
    throw new RangeError(`No seat ${String(viewer)} at this table`);
  }
  return {
    viewer,
    players: state.players.map((player, seat) => ({
      seat,
      name: player.name,
      open: player.open,
      hidden: state.finished || seat === viewer ? player.hidden : null,
    })),
    middle: state.middle,
    drawPileSize: state.drawPile.length,
    discardPile: state.discardPile,
    discardTop: state.discardPile[state.discardPile.length - 1] ?? null,
    startPlayer: state.startPlayer,
    currentPlayer: state.currentPlayer,
    round: state.round,
    rounds: state.rules.rounds,
    actionsTaken: state.actionsTaken,
    tiebreak: state.rules.tiebreak,
    strictOrder: state.rules.strictOrder,
    finished: state.finished,
    seed: state.finished ? state.rules.seed : null,
    log: state.log,
  };
}

/** Cards whose place the viewer cannot see: other seats' hidden cards and the draw pile. */
export function unseenCards(view: PlayerView): Card[] {
  const seen = new Uint8Array(52);
  const mark = (card: Card): void => {
    seen[cardIndex(card)] = 1;
  };
  view.middle.forEach(mark);
  view.discardPile.forEach(mark);
  for (const player of view.players) {
    player.open.forEach(mark);
    player.hidden?.forEach(mark);
  }
  return DECK.filter((card) => seen[cardIndex(card)] === 0);
}

/** The viewer's five cards (hidden first, then open left to right), or null for a spectator. */
export function ownCards(view: PlayerView): Card[] | null {
  if (view.viewer === null) return null;
  const me = view.players[view.viewer]!;
  return me.hidden ? [...me.hidden, ...me.open] : null;
}

/** The actions the current player may take, as far as this view tells (the same list as legalActions). */
export function legalActionsInView(view: PlayerView): Action[] {
  return legalActionsFor(view.finished, view.strictOrder, view.actionsTaken);
}
