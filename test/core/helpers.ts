/**
 * Shared test helpers: short card notation, hand-built tables, and walkers
 * that find every card inside a value (for the "no hidden card leaks" checks).
 */

import { DECK, cardIndex, isCard, newGame, parseCard, parseCards, type Card, type GameConfig, type GameState, type HiddenPair, type Row, type Seat } from '../../src/index.js';

/** One card from text, e.g. `c('TH')`. */
export const c = (text: string): Card => parseCard(text);
/** Several cards from text, e.g. `cs('AS KS QS JS TS')`. */
export const cs = (text: string): Card[] => parseCards(text);
export const row = (text: string): Row => {
  const cards = cs(text);
  if (cards.length !== 3) throw new Error(`a row needs 3 cards: ${text}`);
  return cards as unknown as Row;
};
const pair = (text: string): HiddenPair => {
  const cards = cs(text);
  if (cards.length !== 2) throw new Error(`hidden cards are 2: ${text}`);
  return cards as unknown as HiddenPair;
};

/** Every card on the table, in a fixed order: hands, middle, draw pile, discard pile. */
export function allCards(state: GameState): Card[] {
  return [...state.players.flatMap((p) => [...p.hidden, ...p.open]), ...state.middle, ...state.drawPile, ...state.discardPile];
}

/** True if `cards` holds each of the 52 cards exactly once. */
export function isFullDeck(cards: readonly Card[]): boolean {
  if (cards.length !== 52) return false;
  const seen = new Set<number>();
  for (const card of cards) {
    if (!isCard(card)) return false;
    seen.add(cardIndex(card));
  }
  return seen.size === 52;
}

/** Every card object anywhere inside `value` (objects and arrays, recursively). */
export function cardsIn(value: unknown, found: Card[] = []): Card[] {
  if (Array.isArray(value)) {
    for (const item of value) cardsIn(item, found);
  } else if (typeof value === 'object' && value !== null) {
    if (isCard(value)) found.push(value);
    else for (const item of Object.values(value)) cardsIn(item, found);
  }
  return found;
}

export function containsAnyOf(value: unknown, cards: readonly Card[]): Card[] {
  const wanted = new Set(cards.map(cardIndex));
  return cardsIn(value).filter((card) => wanted.has(cardIndex(card)));
}

export interface TableLayout {
  /** One entry per seat: 2 hidden and 3 open cards, as text. */
  readonly players: readonly { readonly hidden: string; readonly open: string }[];
  readonly middle: string;
  /** Cards on top of the draw pile, bottom to top (the last one is drawn first). */
  readonly drawTop?: string;
  /** The discard pile, bottom to top. */
  readonly discard?: string;
  /** Where the cards not named go: under the draw pile (default) or under the discard pile. */
  readonly rest?: 'draw' | 'discard';
  readonly startPlayer?: Seat;
  readonly currentPlayer?: Seat;
  readonly round?: number;
  readonly actionsTaken?: 0 | 1;
  readonly finished?: boolean;
  readonly config?: Partial<GameConfig>;
}

const NAMES = ['Alice', 'Bob', 'Carol', 'Dave'];

/**
 * A state with exactly the given cards where the layout says, every other
 * card under the draw (or discard) pile, so all 52 cards are still present.
 */
export function buildState(layout: TableLayout): GameState {
  const base = newGame({
    players: NAMES.slice(0, layout.players.length),
    rounds: 3,
    seed: 1,
    ...layout.config,
  });
  const players = layout.players.map((p, seat) => ({
    name: base.players[seat]!.name,
    hidden: pair(p.hidden),
    open: row(p.open),
  }));
  const middle = row(layout.middle);
  const drawTop = cs(layout.drawTop ?? '');
  const discard = cs(layout.discard ?? '');
  const named = [...players.flatMap((p) => [...p.hidden, ...p.open]), ...middle, ...drawTop, ...discard];
  const namedSet = new Set(named.map(cardIndex));
  if (namedSet.size !== named.length) throw new Error('buildState: a card is named twice');
  const rest = DECK.filter((card) => !namedSet.has(cardIndex(card)));
  const startPlayer = layout.startPlayer ?? 0;
  return {
    ...base,
    players,
    middle,
    drawPile: layout.rest === 'discard' ? drawTop : [...rest, ...drawTop],
    discardPile: layout.rest === 'discard' ? [...rest, ...discard] : discard,
    startPlayer,
    currentPlayer: layout.currentPlayer ?? startPlayer,
    round: layout.round ?? 1,
    actionsTaken: layout.actionsTaken ?? 0,
    finished: layout.finished ?? false,
  };
}

/** A deep, independent copy (the state is plain JSON data). */
export function snapshot<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
