/**
 * Win chances from hand signatures: how likely each final category is for a
 * hand with a given signature and turns left (learned by self-play, see
 * value.ts and learn.ts), and from that each seat's expected points.
 */

import { category5, type FastGame } from './fast.js';
import { handSignature } from './features.js';
import { CATEGORIES, cellOf, currentDistributions } from './value.js';

/** Adds `weight` times the final-category distribution of a hand with `turnsLeft` turns to come into `into`. */
function addDistribution(into: Float64Array, weight: number, turnsLeft: number, h0: number, h1: number, o0: number, o1: number, o2: number): void {
  if (turnsLeft <= 0) {
    into[category5(h0, h1, o0, o1, o2)]! += weight;
    return;
  }
  const distributions = currentDistributions();
  const cell = cellOf(turnsLeft, handSignature(h0, h1, o0, o1, o2)) * CATEGORIES;
  for (let c = 0; c < CATEGORIES; c++) into[c]! += weight * distributions[cell + c]!;
}

const scratchDist = [new Float64Array(CATEGORIES), new Float64Array(CATEGORIES), new Float64Array(CATEGORIES), new Float64Array(CATEGORIES)];

/**
 * Adds to into[at] the expected points of `me` in a game that is not over, at a turn boundary
 * (no action of the current turn taken yet): every seat's likely final
 * category from its signature and the turns it still has to play, seats
 * treated as independent. (A returned double would be boxed; a search adds millions.)
 */
export function addExpectedPointsAtBoundary(into: Float64Array, at: number, g: FastGame, me: number): void {
  const n = g.players;
  const offsetNow = (g.currentPlayer - g.startPlayer + n) % n;
  for (let seat = 0; seat < n; seat++) {
    const dist = scratchDist[seat]!;
    dist.fill(0);
    const offset = (seat - g.startPlayer + n) % n;
    // Turns still to play: the rest of this round (the current seat included), then the later rounds.
    const turnsLeft = g.rounds - g.round + (offset >= offsetNow ? 1 : 0);
    const h = seat * 2;
    const o = seat * 3;
    addDistribution(dist, 1, turnsLeft, g.hidden[h]!, g.hidden[h + 1]!, g.open[o]!, g.open[o + 1]!, g.open[o + 2]!);
  }
  const mine = scratchDist[me]!;
  let total = 0;
  for (let c = 0; c < CATEGORIES; c++) {
    const pc = mine[c]!;
    if (pc === 0) continue;
    // Coefficients of (below + equal x) over the opponents: k ties and the rest below.
    let p0 = 1,
      p1 = 0,
      p2 = 0,
      p3 = 0;
    for (let seat = 0; seat < n; seat++) {
      if (seat === me) continue;
      const dist = scratchDist[seat]!;
      let below = 0;
      for (let d = 0; d < c; d++) below += dist[d]!;
      const equal = dist[c]!;
      p3 = p3 * below + p2 * equal;
      p2 = p2 * below + p1 * equal;
      p1 = p1 * below + p0 * equal;
      p0 = p0 * below;
    }
    total += pc * (p0 + p1 / 2 + p2 / 3 + p3 / 4);
  }
  into[at] = into[at]! + total;
}
