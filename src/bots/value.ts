/**
 * How good five cards are for the player holding them, with `turnsAfter` own
 * turns still to come after the current one.
 *
 * On the last turn (turnsAfter 0) it is exactly what the final ranking
 * compares: the category, or with the kicker variant the classic strength
 * (as a fraction below the next category). Before that it is the expected
 * final category of hands with the same signature (features.ts) and turns
 * left, learned by self-play (learn.ts, stored in valueTable.ts); with the
 * kicker variant a small nudge towards high ranks is added.
 */

import { category5, strength5 } from './fast.js';
import { SIGNATURES, handSignature } from './features.js';
import { LEARNED_TURNS, learnedValues } from './valueTable.js';

let table: Float64Array = learnedValues();

/** Replaces the table (learn.ts uses this while it learns). */
export function setValueTable(values: Float64Array): void {
  if (values.length !== LEARNED_TURNS * SIGNATURES) throw new Error('Value table of the wrong size');
  table = values;
}

export function currentValueTable(): Float64Array {
  return table;
}

export function handValue(kickers: boolean, turnsAfter: number, h0: number, h1: number, o0: number, o1: number, o2: number): number {
  if (turnsAfter <= 0) {
    return kickers ? strength5(h0, h1, o0, o1, o2) / 1048576 : category5(h0, h1, o0, o1, o2);
  }
  const t = turnsAfter > LEARNED_TURNS ? LEARNED_TURNS : turnsAfter;
  let value = table[(t - 1) * SIGNATURES + handSignature(h0, h1, o0, o1, o2)]!;
  if (kickers) value += ((h0 >> 2) + (h1 >> 2) + (o0 >> 2) + (o1 >> 2) + (o2 >> 2)) * 0.002;
  return value;
}
