/**
 * Cards: the 52-card deck, parsing and formatting.
 *
 * A card is a tiny immutable value `{rank, suit}`. The deck holds one frozen
 * object per card, and `parseCard` returns those shared objects, but nothing in
 * the engine relies on identity: a card that went through JSON is just as good.
 */

export type Suit = 'C' | 'D' | 'H' | 'S';
/** 2..10 as themselves, Jack 11, Queen 12, King 13, Ace 14. */
export type Rank = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;

export interface Card {
  readonly rank: Rank;
  readonly suit: Suit;
}

export const SUITS: readonly Suit[] = ['C', 'S', 'H', 'D'];
export const RANKS: readonly Rank[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];

export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };

const RANK_LABELS: Readonly<Record<Rank, string>> = {
  2: '2',
  3: '3',
  4: '4',
  5: '5',
  6: '6',
  7: '7',
  8: '8',
  9: '9',
  10: '10',
  11: 'J',
  12: 'Q',
  13: 'K',
  14: 'A',
};

/** Dense index 0..51 (rank-major), handy for bit sets and lookup tables. */
export function cardIndex(card: Card): number {
  return (card.rank - 2) * 4 + SUITS.indexOf(card.suit);
}

/** The 52 cards in a fixed order (2♣ 2♠ 2♥ 2♦ 3♣ … A♦); `DECK[cardIndex(c)]` is `c`. */
export const DECK: readonly Card[] = Object.freeze(RANKS.flatMap((rank) => SUITS.map((suit) => Object.freeze({ rank, suit }))));

export function sameCard(a: Card, b: Card): boolean {
  return a.rank === b.rank && a.suit === b.suit;
}

export function isCard(value: unknown): value is Card {
  if (typeof value !== 'object' || value === null) return false;
  const { rank, suit } = value as { rank?: unknown; suit?: unknown };
  return typeof rank === 'number' && Number.isInteger(rank) && rank >= 2 && rank <= 14 && (suit === 'C' || suit === 'D' || suit === 'H' || suit === 'S');
}

const SUIT_BY_TEXT: Readonly<Record<string, Suit>> = {
  C: 'C',
  D: 'D',
  H: 'H',
  S: 'S',
  '♣': 'C',
  '♦': 'D',
  '♥': 'H',
  '♠': 'S',
  // Outline variants some fonts and keyboards produce.
  '♧': 'C',
  '♢': 'D',
  '♡': 'H',
  '♤': 'S',
};

const RANK_BY_TEXT: Readonly<Record<string, Rank>> = {
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  T: 10,
  '10': 10,
  J: 11,
  Q: 12,
  K: 13,
  A: 14,
};

/**
 * Reads `AS`, `as`, `Th`, `10h`, `10♥`, `Q♠`: a rank (2-9, T or 10, J, Q, K, A)
 * followed by a suit letter (C D H S) or symbol (♣ ♦ ♥ ♠), in any case.
 * Throws an Error naming the text for anything else.
 */
export function parseCard(text: string): Card {
  // U+FE0F (emoji presentation) sometimes trails a pasted suit symbol.
  // Only ASCII letters are upper-cased: String#toUpperCase would also turn
  // look-alikes such as U+017F "ſ" into "S" and accept them as cards.
  const cleaned =
    typeof text === 'string'
      ? text
          .trim()
          .replace(/\uFE0F/g, '')
          .replace(/[a-z]/g, (letter) => letter.toUpperCase())
      : '';
  const match = /^(10|[2-9TJQKA])(.)$/u.exec(cleaned);
  const rank = match ? RANK_BY_TEXT[match[1]!] : undefined;
  const suit = match ? SUIT_BY_TEXT[match[2]!] : undefined;
  if (rank === undefined || suit === undefined) {
    throw new Error(`Not a card: "${String(text)}" (expected e.g. AS, 10h, Q♠)`);
  }
  return DECK[(rank - 2) * 4 + SUITS.indexOf(suit)]!;
}

/** Parses a space- or comma-separated list of cards, e.g. `"AS KS QS JS TS"`. */
export function parseCards(text: string): Card[] {
  return text
    .split(/[\s,]+/u)
    .filter((part) => part.length > 0)
    .map(parseCard);
}

export interface FormatOptions {
  /** Plain ASCII (`10h`, `As`) instead of suit symbols, for terminals without them. */
  readonly ascii?: boolean;
  /**
   * How ranks are shown, for a front end that names them in its players'
   * language (German `B`, `D` for Jack and Queen). Default: 2-10, J, Q, K, A,
   * the notation parseCard reads.
   */
  readonly ranks?: Readonly<Record<Rank, string>>;
}

/** `10♥`, `Q♠`; in ASCII mode `10h`, `Qs`. */
export function formatCard(card: Card, options: FormatOptions = {}): string {
  const rank = (options.ranks ?? RANK_LABELS)[card.rank];
  return options.ascii ? rank + card.suit.toLowerCase() : rank + SUIT_SYMBOLS[card.suit];
}

export function formatCards(cards: readonly Card[], options: FormatOptions = {}): string {
  return cards.map((card) => formatCard(card, options)).join(' ');
}

export function rankLabel(rank: Rank): string {
  return RANK_LABELS[rank];
}

export function isRed(card: Card): boolean {
  return card.suit === 'H' || card.suit === 'D';
}
