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
import { PASS, STRAIGHT_NEAR, SWAP_ALL, SWAP_FIRST, category5, fromFastAction, isShiftCode, toFastAction, type FastAction } from './fast.js';
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
  | { readonly code: 'givesUpHand'; readonly category: HandCategory }
  /**
   * The first action of a two-action plan whose second action changes the
   * hand again: where the whole turn leads (`leadsTo`, from the hand before
   * both actions to the hand after them), and what the second action is.
   */
  | { readonly code: 'plan'; readonly then: 'swap' | 'swapAll'; readonly leadsTo: ReasonCode };

/** The turn a first action's hint belongs to: the second action the hint will then suggest, and the category the hand has after both. */
export interface Plan {
  readonly then: Action;
  readonly category: HandCategory;
}

export interface Suggestion {
  readonly action: Action;
  /** The hard player's estimate (0..1) of finishing first from here; a shared first place counts as a share. */
  readonly winChance: number;
  readonly reason: ReasonCode;
  /** On a turn's first action (not a shift, whose new card nobody knows yet): the turn it begins. */
  readonly plan?: Plan;
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
  return changeReason(before, handAfter(hidden, open, middle, code));
}

/** Why changing the hand `before` into `after` (by one swap, or a turn of them) is good. */
function changeReason(before: readonly number[], after: readonly number[]): ReasonCode {
  const from = categoryOf(before);
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

/** The own five cards of `view` as card indices (hidden first). */
function ownHand(view: PlayerView): number[] {
  const k = readKnowledge(view);
  const g = k.base;
  return [g.hidden[k.me * 2]!, g.hidden[k.me * 2 + 1]!, g.open[k.me * 3]!, g.open[k.me * 3 + 1]!, g.open[k.me * 3 + 2]!];
}

/**
 * The first action's suggestion as the first step of its turn: `next` is the
 * view after `first.action`, `then` the suggestion there (the hint the player
 * will be given for the second action). When that second action changes the
 * hand again, the reason is the whole turn's: where it leads, and that a
 * swap follows (a pass that "keeps the hand as it is" before a swap would
 * say the opposite of the plan).
 */
export function withPlan(view: PlayerView, first: Suggestion, next: PlayerView, then: Action): Suggestion {
  const k = readKnowledge(next);
  const g = k.base;
  const hidden = [g.hidden[k.me * 2]!, g.hidden[k.me * 2 + 1]!];
  const open = [g.open[k.me * 3]!, g.open[k.me * 3 + 1]!, g.open[k.me * 3 + 2]!];
  const middle = [g.middle[0]!, g.middle[1]!, g.middle[2]!];
  const after = handAfter(hidden, open, middle, toFastAction(then));
  const plan: Plan = { then, category: categoryOf(after) };
  if (then.type !== 'swap' && then.type !== 'swapAll') return { ...first, plan };
  return { ...first, reason: { code: 'plan', then: then.type, leadsTo: changeReason(ownHand(view), after) }, plan };
}
