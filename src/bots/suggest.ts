/**
 * A hint for a human player: the move the hard player would make in their
 * seat, its estimate of finishing first from here, and why, as a short code
 * with data. No words: a front end turns the code into a sentence in its own
 * language and style.
 *
 * Computed from the seat's PlayerView only (through the hard player, which
 * sees nothing else), so two games that look the same to the player get the
 * same hint, whatever the other seats hold or the draw pile's order.
 */

import { SUITS, type Rank, type Suit } from '../core/cards.js';
import type { HandCategory } from '../core/hand.js';
import type { Action } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import { PASS, STRAIGHT_NEAR, SWAP_ALL, SWAP_FIRST, category5, fromFastAction, isShiftCode, type FastAction } from './fast.js';
import { HARD_DEFAULTS, decideHard } from './hard.js';
import { readKnowledge } from './knowledge.js';

/** Why the suggested action is good, most telling first. */
export type ReasonCode =
  /** A swap makes a pair of this rank (from a High Card). */
  | { readonly code: 'makesPair'; readonly rank: Rank }
  /** A swap raises the hand's category. */
  | { readonly code: 'improvesCategory'; readonly from: HandCategory; readonly to: HandCategory }
  /** A swap makes four cards of this suit (one short of a flush). */
  | { readonly code: 'makesFlushDraw'; readonly suit: Suit }
  /** A swap makes four ranks of one straight. */
  | { readonly code: 'makesStraightDraw' }
  /** A shift looks for the card that completes this suit's flush draw. */
  | { readonly code: 'keepsFlushDraw'; readonly suit: Suit }
  /** A shift looks for the card that completes a straight draw. */
  | { readonly code: 'keepsStraightDraw' }
  /** A shift brings a new card into the middle row to choose from. */
  | { readonly code: 'looksForCard' }
  /** Passing keeps a hand of this category as it is. */
  | { readonly code: 'keepsHand'; readonly category: HandCategory }
  /** A swap that does not change the category but gives better chances later (or takes a card from the others). */
  | { readonly code: 'improvesChances' }
  /** A swap that lowers the hand from this category for now, for better chances later (a draw to it is no news). */
  | { readonly code: 'givesUpHand'; readonly category: HandCategory };

export interface Suggestion {
  readonly action: Action;
  /** The hard player's estimate (0..1) of finishing first from here; a shared first place counts as a share. */
  readonly winChance: number;
  readonly reason: ReasonCode;
}

/**
 * The hard player's move for the seat of `view` (its own view, on its turn),
 * with its estimated chance of finishing first and the reason. Deterministic:
 * the same view and seed give the same suggestion.
 */
export function suggestMove(view: PlayerView, seed: number): Suggestion {
  const estimate = new Float64Array(1);
  const code = decideHard(view, seed, HARD_DEFAULTS, estimate);
  const winChance = Math.min(1, Math.max(0, estimate[0]!));
  return { action: fromFastAction(code), winChance, reason: reasonFor(view, code) };
}

/** The own five cards (hidden first, then the open row) after `code`, as card indices. */
function handAfter(hidden: readonly number[], open: readonly number[], middle: readonly number[], code: FastAction): number[] {
  const row = open.slice();
  if (code === SWAP_ALL) return [...hidden, ...middle];
  if (!isShiftCode(code) && code !== PASS) {
    const k = code - SWAP_FIRST;
    row[(k / 3) | 0] = middle[k % 3]!;
  }
  return [...hidden, ...row];
}

function categoryOf(cards: readonly number[]): HandCategory {
  return category5(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!) as HandCategory;
}

/** The suit with four of the five cards, if any (a flush draw). */
function flushDrawSuit(cards: readonly number[]): Suit | null {
  const counts = [0, 0, 0, 0];
  for (const card of cards) counts[card & 3]!++;
  const suit = counts.indexOf(4);
  return suit === -1 ? null : SUITS[suit]!;
}

function isStraightDraw(cards: readonly number[]): boolean {
  let mask = 0;
  for (const card of cards) mask |= 1 << (card >> 2);
  return STRAIGHT_NEAR[mask] === 4;
}

/** A pair's rank in a One Pair hand. */
function pairRank(cards: readonly number[]): Rank {
  const seen = new Set<number>();
  for (const card of cards) {
    const rank = card >> 2;
    if (seen.has(rank)) return (rank + 2) as Rank;
    seen.add(rank);
  }
  throw new Error('no pair in the hand');
}

function reasonFor(view: PlayerView, code: FastAction): ReasonCode {
  const k = readKnowledge(view);
  const g = k.base;
  const me = k.me;
  const hidden = [g.hidden[me * 2]!, g.hidden[me * 2 + 1]!];
  const open = [g.open[me * 3]!, g.open[me * 3 + 1]!, g.open[me * 3 + 2]!];
  const middle = [g.middle[0]!, g.middle[1]!, g.middle[2]!];
  const before = [...hidden, ...open];
  const from = categoryOf(before);
  if (code === PASS) return { code: 'keepsHand', category: from };
  if (isShiftCode(code)) {
    // Draws only matter below a flush or straight already made.
    const suit = from < 4 ? flushDrawSuit(before) : null;
    if (suit) return { code: 'keepsFlushDraw', suit };
    if (from < 4 && isStraightDraw(before)) return { code: 'keepsStraightDraw' };
    return { code: 'looksForCard' };
  }
  const after = handAfter(hidden, open, middle, code);
  const to = categoryOf(after);
  if (to > from) return from === 0 && to === 1 ? { code: 'makesPair', rank: pairRank(after) } : { code: 'improvesCategory', from, to };
  // Breaking a flush leaves four of its suit: that is no flush draw "made".
  if (to < from) return { code: 'givesUpHand', category: from };
  if (to < 4) {
    const suit = flushDrawSuit(after);
    if (suit && flushDrawSuit(before) !== suit) return { code: 'makesFlushDraw', suit };
    if (isStraightDraw(after) && !isStraightDraw(before)) return { code: 'makesStraightDraw' };
  }
  return { code: 'improvesChances' };
}
