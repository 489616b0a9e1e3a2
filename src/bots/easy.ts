/**
 * The `easy` level: rules of thumb in the spirit of the five-card-draw
 * computer player of seeds/003 ("keep a pair or better; else keep four of a
 * suit or four in a row; else keep an Ace; else keep the two highest").
 *
 * It judges a hand by, in this order: its category, whether it holds four of
 * one suit or four ranks of one straight (a draw), and the sum of its ranks
 * (high cards). Each action it takes the single one-card swap that improves
 * that judgement most; if none does, it shifts left on the first action (to
 * see a new card) and passes on the second. It never plans two actions ahead,
 * never uses the three-card swap, and chases high cards even when only the
 * category counts, which is what makes it easy.
 */

import { cardIndex } from '../core/cards.js';
import type { Action, Slot } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import { STRAIGHT_NEAR, category5 } from './fast.js';
import { assertOwnTurn } from './knowledge.js';
import { decisionRng } from './seed.js';

/** Category first, then a four-card draw, then the ranks: bigger is better. */
function easyScore(cards: readonly number[]): number {
  const [a, b, c, d, e] = cards as [number, number, number, number, number];
  const category = category5(a, b, c, d, e);
  const suits = [0, 0, 0, 0];
  let mask = 0;
  let rankSum = 0;
  for (const card of cards) {
    suits[card & 3]!++;
    mask |= 1 << (card >> 2);
    rankSum += (card >> 2) + 2;
  }
  const draw = category === 0 && (Math.max(...suits) === 4 || STRAIGHT_NEAR[mask] === 4) ? 1 : 0;
  return category * 10000 + draw * 1000 + rankSum;
}

export function chooseEasy(view: PlayerView, seed: number): Action {
  const me = assertOwnTurn(view);
  const player = view.players[me]!;
  const hidden = player.hidden!.map(cardIndex);
  const open = player.open.map(cardIndex);
  const middle = view.middle.map(cardIndex);
  const current = easyScore([...hidden, ...open]);
  const mustShift = view.strictOrder && view.actionsTaken === 0;

  let best: Action | null = null;
  let bestScore = current;
  if (!mustShift) {
    for (let own = 0; own < 3; own++) {
      for (let mid = 0; mid < 3; mid++) {
        const next = open.slice();
        next[own] = middle[mid]!;
        const score = easyScore([...hidden, ...next]);
        if (score > bestScore) {
          bestScore = score;
          best = { type: 'swap', own: own as Slot, middle: mid as Slot };
        }
      }
    }
  }
  if (best) return best;
  if (view.actionsTaken === 0) {
    // Mostly left, now and then right, so it does not look like a machine.
    return { type: 'shift', direction: decisionRng(seed, view).next() < 0.8 ? 'left' : 'right' };
  }
  return { type: 'pass' };
}
