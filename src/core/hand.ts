/**
 * Hand evaluation: the category of five cards, and classic poker comparison.
 *
 * `evaluateHand` is the hot path of the computer players (they evaluate
 * millions of hands per decision), so it allocates nothing, never sorts and
 * needs no big lookup table (one big enough to matter competes with the
 * caller's data for the CPU cache; a 32 KiB straight table cost about 10%):
 * - the number of equal-rank pairs among the 10 card pairs identifies every
 *   rank pattern at once (1 One Pair, 2 Two Pair, 3 Three of a Kind,
 *   4 Full House, 6 Four of a Kind) and finds duplicate cards for free;
 * - five distinct ranks form a straight exactly when their bit mask is five
 *   adjacent bits (or the wheel A-2-3-4-5);
 * - a flush is four suit comparisons.
 * The exhaustive test over all C(52,5) hands guards every shortcut here.
 */

import type { Card } from './cards.js';

/**
 * The categories, weakest first, as codes: the engine speaks no language,
 * the core words name them ("One Pair", "Ein Paar").
 */
export const HAND_CATEGORY_CODES = ['highCard', 'onePair', 'twoPair', 'threeOfAKind', 'straight', 'flush', 'fullHouse', 'fourOfAKind', 'straightFlush', 'royalFlush'] as const;

export type HandCategoryCode = (typeof HAND_CATEGORY_CODES)[number];
/** Index into HAND_CATEGORY_CODES: 0 High Card … 9 Royal Flush. */
export type HandCategory = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export const HIGH_CARD = 0;
export const ONE_PAIR = 1;
const TWO_PAIR = 2;
export const THREE_OF_A_KIND = 3;
export const STRAIGHT = 4;
export const FLUSH = 5;
export const FULL_HOUSE = 6;
const FOUR_OF_A_KIND = 7;
const STRAIGHT_FLUSH = 8;
const ROYAL_FLUSH = 9;

/** Rank bit masks (bit r for rank r) of 10-J-Q-K-A and A-2-3-4-5. */
const ROYAL_MASK = 0b111110000000000;
const WHEEL_MASK = 0b100000000111100;

/**
 * Number of equal-rank card pairs → category: a pair makes 1, three of a kind 3,
 * four of a kind 6; two pair 1+1, a full house 3+1. Five cards never make 5.
 */
const CATEGORY_BY_EQUAL_PAIRS: readonly HandCategory[] = [HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE_OF_A_KIND, FULL_HOUSE, FULL_HOUSE, FOUR_OF_A_KIND];

export class InvalidHandError extends Error {
  override readonly name = 'InvalidHandError';
}

/**
 * The top rank of the straight that five distinct ranks (as a bit mask) form,
 * or 0. Five adjacent bits are the lowest set bit times 0b11111.
 */
function straightTop(mask: number): number {
  if (mask === WHEEL_MASK) return 5; // the wheel: the Ace plays low
  return mask === (mask & -mask) * 0b11111 ? 31 - Math.clz32(mask) : 0;
}

/**
 * The category (0 High Card … 9 Royal Flush) of exactly five distinct cards.
 * Throws InvalidHandError for another count or a repeated card.
 */
export function evaluateHand(cards: readonly Card[]): HandCategory {
  if (cards.length !== 5) {
    throw new InvalidHandError(`A hand has exactly 5 cards, got ${cards.length}`);
  }
  const a = cards[0]!,
    b = cards[1]!,
    c = cards[2]!,
    d = cards[3]!,
    e = cards[4]!;
  const ra = a.rank,
    rb = b.rank,
    rc = c.rank,
    rd = d.rank,
    re = e.rank;

  // Count equal-rank pairs; an equal rank with an equal suit is a duplicate
  // card. Written out flat (no loop, no helper call in the common path): this
  // is most of the work, and equal ranks are rare enough (1 in 13 per pair)
  // for the branches to be well predicted.
  let equal = 0;
  if (ra === rb) {
    if (a.suit === b.suit) duplicate(a);
    equal++;
  }
  if (ra === rc) {
    if (a.suit === c.suit) duplicate(a);
    equal++;
  }
  if (ra === rd) {
    if (a.suit === d.suit) duplicate(a);
    equal++;
  }
  if (ra === re) {
    if (a.suit === e.suit) duplicate(a);
    equal++;
  }
  if (rb === rc) {
    if (b.suit === c.suit) duplicate(b);
    equal++;
  }
  if (rb === rd) {
    if (b.suit === d.suit) duplicate(b);
    equal++;
  }
  if (rb === re) {
    if (b.suit === e.suit) duplicate(b);
    equal++;
  }
  if (rc === rd) {
    if (c.suit === d.suit) duplicate(c);
    equal++;
  }
  if (rc === re) {
    if (c.suit === e.suit) duplicate(c);
    equal++;
  }
  if (rd === re) {
    if (d.suit === e.suit) duplicate(d);
    equal++;
  }
  // With a repeated rank neither a straight nor a flush is possible.
  if (equal !== 0) return CATEGORY_BY_EQUAL_PAIRS[equal]!;

  const suit = a.suit;
  const flush = suit === b.suit && suit === c.suit && suit === d.suit && suit === e.suit;
  const mask = (1 << ra) | (1 << rb) | (1 << rc) | (1 << rd) | (1 << re);
  // Inline form of straightTop(mask) !== 0.
  if (mask === (mask & -mask) * 0b11111 || mask === WHEEL_MASK) {
    if (!flush) return STRAIGHT;
    return mask === ROYAL_MASK ? ROYAL_FLUSH : STRAIGHT_FLUSH;
  }
  return flush ? FLUSH : HIGH_CARD;
}

/** Kept out of evaluateHand so the hot function stays small. */
function duplicate(card: Card): never {
  throw new InvalidHandError(`A hand cannot hold the same card twice (${card.rank}${card.suit})`);
}

export function categoryCode(category: HandCategory): HandCategoryCode {
  return HAND_CATEGORY_CODES[category];
}

/**
 * A number that orders hands by the classic rules: category first, then the
 * ranks that matter, most important first (pair ranks before kickers; a
 * straight by its top card, the wheel lowest). Suits never break ties.
 * Encoded as six base-16 digits: the category, then up to five ranks.
 */
export function handStrength(cards: readonly Card[]): number {
  const category = evaluateHand(cards); // also validates the hand
  const ra = cards[0]!.rank,
    rb = cards[1]!.rank,
    rc = cards[2]!.rank,
    rd = cards[3]!.rank,
    re = cards[4]!.rank;
  if (category === STRAIGHT || category === STRAIGHT_FLUSH || category === ROYAL_FLUSH) {
    const mask = (1 << ra) | (1 << rb) | (1 << rc) | (1 << rd) | (1 << re);
    return (category * 16 + straightTop(mask)) * 16 ** 4;
  }
  // Sort key per card: how often its rank occurs, then the rank (count * 16 + rank).
  // Sorted descending, the distinct keys give the ranks in order of importance.
  const keys = [
    rankKey(ra, ra, rb, rc, rd, re),
    rankKey(rb, ra, rb, rc, rd, re),
    rankKey(rc, ra, rb, rc, rd, re),
    rankKey(rd, ra, rb, rc, rd, re),
    rankKey(re, ra, rb, rc, rd, re),
  ];
  // Insertion sort, descending: five numbers need no more.
  for (let i = 1; i < 5; i++) {
    const key = keys[i]!;
    let j = i - 1;
    for (; j >= 0 && keys[j]! < key; j--) keys[j + 1] = keys[j]!;
    keys[j + 1] = key;
  }
  let strength = category;
  let digits = 0;
  for (let i = 0; i < 5; i++) {
    if (i > 0 && keys[i] === keys[i - 1]) continue; // the same rank again
    strength = strength * 16 + (keys[i]! & 15);
    digits++;
  }
  for (; digits < 5; digits++) strength *= 16;
  return strength;
}

function rankKey(rank: number, ra: number, rb: number, rc: number, rd: number, re: number): number {
  const count = (rank === ra ? 1 : 0) + (rank === rb ? 1 : 0) + (rank === rc ? 1 : 0) + (rank === rd ? 1 : 0) + (rank === re ? 1 : 0);
  return count * 16 + rank;
}

/**
 * Classic poker comparison with kickers: negative if `a` is weaker than `b`,
 * 0 if they are equal in value, positive if `a` is stronger.
 */
export function compareHands(a: readonly Card[], b: readonly Card[]): number {
  return Math.sign(handStrength(a) - handStrength(b));
}
