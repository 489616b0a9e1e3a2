/**
 * The `medium` level: an exact one-turn lookahead.
 *
 * On the first action of a turn it considers every first action followed by
 * every second action and picks the first action whose best continuation
 * gives the highest expected value of its own hand at the end of the turn.
 * A shift brings in an unknown card: the expectation is over every card the
 * shift could draw (each card the bot has not seen, equally likely; see
 * `possibleDraws`), and for each drawn card the best second action is taken,
 * because the second action is chosen after seeing it. On the second action it
 * simply takes the best one.
 *
 * The value of a hand is its category (0 High Card … 9 Royal Flush). With the
 * kicker variant the classic strength is folded in below the category (a
 * fraction under 1), so the bot aims at what actually wins. Exact ties
 * between actions are broken by a tiny share of a simple draw heuristic
 * (heuristic.ts: four to a flush or a straight), then by the bot's seeded
 * generator.
 *
 * It does not look past its own turn: no thought for later turns beyond that
 * tie-break, for the opponents, or for what it leaves in the middle row.
 */

import type { Action } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import { PASS, SHIFT_LEFT, SWAP_ALL, SWAP_FIRST, category5, fromFastAction, isShiftCode, legalCodes, strength5, type FastAction } from './fast.js';
import { quickValue } from './heuristic.js';
import { possibleDraws, readKnowledge } from './knowledge.js';
import { decisionRng } from './seed.js';

const TIE_WEIGHT = 1e-4;
const EQUAL = 1e-12;

interface Hand {
  readonly hidden0: number;
  readonly hidden1: number;
  readonly kickers: boolean;
  readonly turnsAfter: number;
  readonly leaf: LeafValue;
}

/** The value of the own hand at the end of the turn. */
export type LeafValue = (kickers: boolean, turnsAfter: number, h0: number, h1: number, o0: number, o1: number, o2: number) => number;

/** Medium's own: the category (or strength), with draws as a tiny tie-break. */
const categoryLeaf: LeafValue = (kickers, turnsAfter, a, b, o0, o1, o2) => {
  const main = kickers ? strength5(a, b, o0, o1, o2) / 1048576 : category5(a, b, o0, o1, o2);
  return main + TIE_WEIGHT * quickValue(kickers, turnsAfter, a, b, o0, o1, o2);
};

function value(hand: Hand, o0: number, o1: number, o2: number): number {
  return hand.leaf(hand.kickers, hand.turnsAfter, hand.hidden0, hand.hidden1, o0, o1, o2);
}

/** The open row and middle row after a swap-type action (not a shift). */
function applySwap(code: FastAction, open: number[], middle: number[]): void {
  if (code === PASS) return;
  if (code === SWAP_ALL) {
    for (let i = 0; i < 3; i++) {
      const tmp = open[i]!;
      open[i] = middle[i]!;
      middle[i] = tmp;
    }
    return;
  }
  const k = code - SWAP_FIRST;
  const own = (k / 3) | 0;
  const mid = k % 3;
  const tmp = open[own]!;
  open[own] = middle[mid]!;
  middle[mid] = tmp;
}

/** Best value over the second actions available (a shift leaves the own hand as it is). */
function bestSecond(hand: Hand, open: readonly number[], middle: readonly number[], codes: readonly FastAction[]): number {
  let best = -Infinity;
  for (const code of codes) {
    let v: number;
    if (isShiftCode(code)) {
      v = value(hand, open[0]!, open[1]!, open[2]!);
    } else {
      const o = open.slice();
      const m = middle.slice();
      applySwap(code, o, m);
      v = value(hand, o[0]!, o[1]!, o[2]!);
    }
    if (v > best) best = v;
  }
  return best;
}

export function chooseMedium(view: PlayerView, seed: number, leaf: LeafValue = categoryLeaf): Action {
  const k = readKnowledge(view);
  const me = k.me;
  const g = k.base;
  const hand: Hand = {
    hidden0: g.hidden[me * 2]!,
    hidden1: g.hidden[me * 2 + 1]!,
    kickers: g.kickers,
    turnsAfter: g.rounds - g.round,
    leaf,
  };
  const open = Array.from(g.open.subarray(me * 3, me * 3 + 3));
  const middle = Array.from(g.middle);
  const codes = legalCodes(g.strictOrder, g.actionsTaken);
  const secondCodes = legalCodes(g.strictOrder, 1);

  const scores = codes.map((code) => {
    if (g.actionsTaken === 1) return scoreSecond(code);
    if (isShiftCode(code)) {
      const left = code === SHIFT_LEFT;
      const draws = possibleDraws(k, left ? middle[0]! : middle[2]!);
      let total = 0;
      for (const drawn of draws) {
        const m = left ? [middle[1]!, middle[2]!, drawn] : [drawn, middle[0]!, middle[1]!];
        total += bestSecond(hand, open, m, secondCodes);
      }
      return total / draws.length;
    }
    const o = open.slice();
    const m = middle.slice();
    applySwap(code, o, m);
    return bestSecond(hand, o, m, secondCodes);
  });

  function scoreSecond(code: FastAction): number {
    if (isShiftCode(code)) return value(hand, open[0]!, open[1]!, open[2]!);
    const o = open.slice();
    const m = middle.slice();
    applySwap(code, o, m);
    return value(hand, o[0]!, o[1]!, o[2]!);
  }

  const top = Math.max(...scores);
  const tied = codes.filter((_, i) => scores[i]! >= top - EQUAL);
  const choice = tied.length === 1 ? tied[0]! : tied[decisionRng(seed, view).int(tied.length)]!;
  return fromFastAction(choice);
}
