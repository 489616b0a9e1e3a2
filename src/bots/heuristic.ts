/**
 * A quick judgement of five cards, which the medium player uses to break
 * ties: the category, plus, while turns remain, a little for being close to a
 * flush or a straight (four of a suit, four ranks of one straight). On a
 * player's last turn only what the final ranking compares counts: the
 * category, or with the kicker variant the classic strength.
 */

import { STRAIGHT_NEAR, category5, strength5 } from './fast.js';

/** Bonus for a draw, by how many own turns remain after this one (index capped at 3). */
const FLUSH4 = [0, 0.3, 0.45, 0.55];
const FLUSH3 = [0, 0.04, 0.1, 0.15];
const STRAIGHT4 = [0, 0.22, 0.35, 0.42];
const STRAIGHT3 = [0, 0.02, 0.06, 0.1];

const suitCount = new Uint8Array(4);

/**
 * `turnsAfter` = own turns after the one being played (0 on the last turn).
 * Higher is better; categories are whole numbers apart and the bonuses stay
 * below 1, so a better category always wins.
 */
export function quickValue(kickers: boolean, turnsAfter: number, a: number, b: number, c: number, d: number, e: number): number {
  if (turnsAfter <= 0) {
    return kickers ? strength5(a, b, c, d, e) / 1048576 : category5(a, b, c, d, e);
  }
  const cat = category5(a, b, c, d, e);
  let value = cat;
  const t = turnsAfter > 3 ? 3 : turnsAfter;
  if (cat < 5) {
    suitCount[0] = 0;
    suitCount[1] = 0;
    suitCount[2] = 0;
    suitCount[3] = 0;
    suitCount[a & 3]!++;
    suitCount[b & 3]!++;
    suitCount[c & 3]!++;
    suitCount[d & 3]!++;
    suitCount[e & 3]!++;
    let most = suitCount[0]!;
    if (suitCount[1]! > most) most = suitCount[1]!;
    if (suitCount[2]! > most) most = suitCount[2]!;
    if (suitCount[3]! > most) most = suitCount[3]!;
    if (most === 4) value += FLUSH4[t]!;
    else if (most === 3) value += FLUSH3[t]!;
    if (cat < 4) {
      const mask = (1 << (a >> 2)) | (1 << (b >> 2)) | (1 << (c >> 2)) | (1 << (d >> 2)) | (1 << (e >> 2));
      const near = STRAIGHT_NEAR[mask]!;
      if (near === 4) value += STRAIGHT4[t]!;
      else if (near === 3) value += STRAIGHT3[t]!;
    }
  }
  if (kickers) {
    // Higher ranks break ties between equal categories: a small nudge towards them.
    value += ((a >> 2) + (b >> 2) + (c >> 2) + (d >> 2) + (e >> 2)) * 0.002;
  }
  return value;
}
