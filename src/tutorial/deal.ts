/**
 * A lesson's deal: an explicit card layout laid into a game state the engine
 * plays on (applyAction takes any well-formed state). A seed found by search
 * would hide what the deal is for; a layout says it in the lesson itself.
 */

import { DECK, cardIndex, parseCards, type Card } from '../core/cards.js';
import { newGame } from '../core/game.js';
import type { GameState, HiddenPair, Row, Tiebreak } from '../core/types.js';

/** The tutorial's two seats: the player at seat 0, a scripted partner at seat 1. */
export const TUTORIAL_PLAYERS = ['Ann', 'Ben'] as const;
export const PLAYER_SEAT = 0;
export const PARTNER_SEAT = 1;

/** Cards as parseCards reads them ("AS 2D"), so a layout reads like the table. */
export interface SeatLayout {
  readonly hidden: string;
  readonly open: string;
}

export interface Layout {
  /** Seat 0 (the player) and seat 1 (the partner). */
  readonly seats: readonly [SeatLayout, SeatLayout];
  readonly middle: string;
  /** The next cards a shift draws, the first drawn first; the rest of the deck lies below them. */
  readonly drawTop: string;
}

export interface DealOptions {
  readonly rounds: number;
  readonly tiebreak?: Tiebreak;
}

function row(text: string): Row {
  const cards = parseCards(text);
  if (cards.length !== 3) throw new Error(`A row has three cards: "${text}"`);
  return cards as unknown as Row;
}

function pair(text: string): HiddenPair {
  const cards = parseCards(text);
  if (cards.length !== 2) throw new Error(`Two hidden cards: "${text}"`);
  return cards as unknown as HiddenPair;
}

/** Every card the layout names, in the order it names them. */
export function layoutCards(layout: Layout): Card[] {
  return [...layout.seats.flatMap((seat) => [...parseCards(seat.hidden), ...parseCards(seat.open)]), ...parseCards(layout.middle), ...parseCards(layout.drawTop)];
}

/** The game dealt as `layout` says, the player to start; throws on a layout that names a card twice. */
export function dealLayout(layout: Layout, options: DealOptions): GameState {
  const named = layoutCards(layout);
  const used = new Set(named.map(cardIndex));
  if (used.size !== named.length) throw new Error('A lesson layout names a card twice');
  const dealt = newGame({
    players: [...TUTORIAL_PLAYERS],
    rounds: options.rounds,
    seed: 'tutorial',
    startPlayer: PLAYER_SEAT,
    ...(options.tiebreak === undefined ? {} : { tiebreak: options.tiebreak }),
  });
  const top = parseCards(layout.drawTop);
  // The last card of the draw pile is its top: the first to be drawn goes last.
  const drawPile = [...DECK.filter((card) => !used.has(cardIndex(card))), ...top.reverse()];
  return {
    ...dealt,
    players: dealt.players.map((player, seat) => ({
      ...player,
      hidden: pair(layout.seats[seat]!.hidden),
      open: row(layout.seats[seat]!.open),
    })),
    middle: row(layout.middle),
    drawPile,
  };
}
