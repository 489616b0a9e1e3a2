/**
 * Match points: 1 to a sole winner, 1/k to each of k players sharing first
 * place. With at most four players every share is a whole number of twelfths
 * (12, 6, 4 or 3), so points are summed as whole twelfths and divided once:
 * the same rankings always give bit-for-bit the same scores, in a running
 * match and in one reloaded from its record.
 */

import { MAX_PLAYERS } from '../core/types.js';
import type { Seat } from '../core/types.js';

const TWELFTHS = 12;

export interface Placing {
  readonly seat: Seat;
  readonly place: number;
}

/** Each seat's points over the given games' rankings, for `seatCount` seats. */
export function matchScores(rankings: readonly (readonly Placing[])[], seatCount: number): number[] {
  if (seatCount > MAX_PLAYERS) throw new RangeError(`At most ${MAX_PLAYERS} seats score in twelfths`);
  const twelfths = new Array<number>(seatCount).fill(0);
  for (const ranking of rankings) {
    const winners = ranking.filter((entry) => entry.place === 1);
    for (const winner of winners) twelfths[winner.seat]! += TWELFTHS / winners.length;
  }
  return twelfths.map((count) => count / TWELFTHS);
}
