/**
 * Hand evaluation: the category of five cards, and classic poker comparison.
 *
 * `evaluateHand` is the hot path of the computer players (they evaluate
 * millions of hands per decision), so it avoids allocation and sorting:
 * - a flush is four suit comparisons;
 * - the number of equal-rank pairs among the 10 card pairs identifies every
 *   rank pattern at once (1 One Pair, 2 Two Pair, 3 Three of a Kind,
 *   4 Full House, 6 Four of a Kind) and finds duplicate cards for free;
 * - five distinct ranks form a straight exactly when their bit mask is one of
 *   ten masks, looked up in a 32 KiB table.
 */

import type { Card, Rank } from './cards.js';

export const HAND_CATEGORIES = [
  'High Card',
  'One Pair',
  'Two Pair',
  'Three of a Kind',
  'Straight',
  'Flush',
  'Full House',
  'Four of a Kind',
  'Straight Flush',
  'Royal Flush',
] as const;

export type HandCategoryName = (typeof HAND_CATEGORIES)[number];
/** Index into HAND_CATEGORIES: 0 High Card … 9 Royal Flush. */
export type HandCategory = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export const HIGH_CARD = 0;
export const ONE_PAIR = 1;
export const TWO_PAIR = 2;
export const THREE_OF_A_KIND = 3;
export const STRAIGHT = 4;
export const FLUSH = 5;
export const FULL_HOUSE = 6;
export const FOUR_OF_A_KIND = 7;
export const STRAIGHT_FLUSH = 8;
export const ROYAL_FLUSH = 9;

/** Rank bit masks (bit r for rank r) of 10-J-Q-K-A and A-2-3-4-5. */
const ROYAL_MASK = 0b111110000000000;
const WHEEL_MASK = 0b100000000111100;

/** STRAIGHT_TOP[mask] = top rank of the straight those five ranks form, else 0. */
const STRAIGHT_TOP = new Uint8Array(1 << 15);
for (let top = 6; top <= 14; top++) STRAIGHT_TOP[0b11111 << (top - 4)] = top;
STRAIGHT_TOP[WHEEL_MASK] = 5; // the wheel: the Ace plays low

/**
 * Number of equal-rank card pairs → category: a pair makes 1, three of a kind 3,
 * four of a kind 6; two pair 1+1, a full house 3+1. Five cards never make 5.
 */
const CATEGORY_BY_EQUAL_PAIRS: readonly HandCategory[] = [
  HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE_OF_A_KIND, FULL_HOUSE, FULL_HOUSE, FOUR_OF_A_KIND,
];

export class InvalidHandError extends Error {
  override readonly name = 'InvalidHandError';
}

/**
 * The category (0 High Card … 9 Royal Flush) of exactly five distinct cards.
 * Throws InvalidHandError for another count or a repeated card.
 */
export function evaluateHand(cards: readonly Card[]): HandCategory {
  if (cards.length !== 5) {
    throw new InvalidHandError(`A hand has exactly 5 cards, got ${cards.length}`);
  }
  const a = cards[0]!, b = cards[1]!, c = cards[2]!, d = cards[3]!, e = cards[4]!;
  const ra = a.rank, rb = b.rank, rc = c.rank, rd = d.rank, re = e.rank;

  // Count equal-rank pairs; an equal rank with an equal suit is a duplicate card.
  let equal = 0;
  if (ra === rb) equal += sameSuitOrCount(a, b);
  if (ra === rc) equal += sameSuitOrCount(a, c);
  if (ra === rd) equal += sameSuitOrCount(a, d);
  if (ra === re) equal += sameSuitOrCount(a, e);
  if (rb === rc) equal += sameSuitOrCount(b, c);
  if (rb === rd) equal += sameSuitOrCount(b, d);
  if (rb === re) equal += sameSuitOrCount(b, e);
  if (rc === rd) equal += sameSuitOrCount(c, d);
  if (rc === re) equal += sameSuitOrCount(c, e);
  if (rd === re) equal += sameSuitOrCount(d, e);
  // With a repeated rank neither a straight nor a flush is possible.
  if (equal !== 0) return CATEGORY_BY_EQUAL_PAIRS[equal]!;

  const flush = a.suit === b.suit && a.suit === c.suit && a.suit === d.suit && a.suit === e.suit;
  const mask = (1 << ra) | (1 << rb) | (1 << rc) | (1 << rd) | (1 << re);
  if (STRAIGHT_TOP[mask] !== 0) {
    if (!flush) return STRAIGHT;
    return mask === ROYAL_MASK ? ROYAL_FLUSH : STRAIGHT_FLUSH;
  }
  return flush ? FLUSH : HIGH_CARD;
}

function sameSuitOrCount(x: Card, y: Card): 1 {
  if (x.suit === y.suit) {
    throw new InvalidHandError(`A hand cannot hold the same card twice (${x.rank}${x.suit})`);
  }
  return 1;
}

export function categoryName(category: HandCategory): HandCategoryName {
  return HAND_CATEGORIES[category];
}

/**
 * A number that orders hands by the classic rules: category first, then the
 * ranks that matter, most important first (pair ranks before kickers; a
 * straight by its top card, the wheel lowest). Suits never break ties.
 */
export function handStrength(cards: readonly Card[]): number {
  const category = evaluateHand(cards);
  let tiebreak: number[];
  if (category === STRAIGHT || category === STRAIGHT_FLUSH || category === ROYAL_FLUSH) {
    const mask = cards.reduce((m, card) => m | (1 << card.rank), 0);
    tiebreak = [STRAIGHT_TOP[mask]!];
  } else {
    tiebreak = rankGroups(cards);
  }
  // Category, then up to five ranks, as base-16 digits.
  let strength = category;
  for (let i = 0; i < 5; i++) strength = strength * 16 + (tiebreak[i] ?? 0);
  return strength;
}

/** Distinct ranks ordered by how often they occur, then by rank, both descending. */
function rankGroups(cards: readonly Card[]): Rank[] {
  const counts = new Map<Rank, number>();
  for (const card of cards) counts.set(card.rank, (counts.get(card.rank) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([rankA, countA], [rankB, countB]) => countB - countA || rankB - rankA)
    .map(([rank]) => rank);
}

/**
 * Classic poker comparison with kickers: negative if `a` is weaker than `b`,
 * 0 if they are equal in value, positive if `a` is stronger.
 */
export function compareHands(a: readonly Card[], b: readonly Card[]): number {
  return Math.sign(handStrength(a) - handStrength(b));
}
