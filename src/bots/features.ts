/**
 * A compact description of what five cards can still become.
 *
 * The two hidden cards never move, and the final hand is always those two
 * plus the three open cards, so what a hand can grow into depends mostly on
 * how the open cards relate to the hidden ones:
 * - ranks: whether the hidden cards are a pair, how many open cards match
 *   each hidden rank, and whether the other open cards pair among themselves
 *   (a pair made only of open cards can grow to three of a kind, but never to
 *   a full house or four of a kind while the hidden cards stay unmatched);
 * - flush: only possible if both hidden cards share a suit; then how many of
 *   the five have it;
 * - straight: only possible if the hidden ranks differ and fit one straight;
 *   then the most of the five ranks in one straight that holds both, and in
 *   how many straights both fit (more straights, more cards that help).
 *
 * `handSignature` packs this into one small integer; `valueTable.ts` maps a
 * signature and the number of turns left to how good the hand is.
 */

/** Number of distinct rank patterns (see rankPattern). */
export const RANK_PATTERNS = 15;
/** 0: hidden cards of different suits; 1..4: suited, with 2..5 cards of that suit among the five. */
export const FLUSH_STATES = 5;
/** 0: no straight possible; else 1 + (cards in the best straight - 2) * 4 + (straights holding both - 1). */
export const STRAIGHT_STATES = 17;
export const SIGNATURES = RANK_PATTERNS * FLUSH_STATES * STRAIGHT_STATES;

const WHEEL = 0b1000000001111;
/** All ten straights as rank-index masks. */
const STRAIGHTS: number[] = [WHEEL];
for (let low = 0; low <= 8; low++) STRAIGHTS.push(0b11111 << low);

/**
 * For hidden rank indices (a, b), a != b: how many straights hold both
 * (WINDOW_COUNT[a * 13 + b], at most 4) and their masks
 * (WINDOW_MASKS[(a * 13 + b) * 4 + i]).
 */
const WINDOW_COUNT = new Uint8Array(13 * 13);
const WINDOW_MASKS = new Uint16Array(13 * 13 * 4);
for (let a = 0; a < 13; a++) {
  for (let b = 0; b < 13; b++) {
    const both = (1 << a) | (1 << b);
    const windows = a === b ? [] : STRAIGHTS.filter((s) => (s & both) === both);
    WINDOW_COUNT[a * 13 + b] = windows.length;
    windows.forEach((mask, i) => (WINDOW_MASKS[(a * 13 + b) * 4 + i] = mask));
  }
}

const POPCOUNT13 = new Uint8Array(1 << 13);
for (let m = 1; m < 1 << 13; m++) POPCOUNT13[m] = POPCOUNT13[m >> 1]! + (m & 1);

/**
 * Pattern of the three open ranks x, y, z (rank indices) relative to hidden
 * ranks a and b, as 0..14:
 * - hidden pair (a === b): 0..5 = matches of a in the open row (0, 1, 2) with
 *   the other open cards distinct / paired / three alike;
 * - otherwise 6..14 for (matches of the more matched hidden rank, of the
 *   other) = (0,0) distinct / pair / trips, (1,0) distinct / pair, (1,1),
 *   (2,0), (2,1), (3,0).
 */
function rankPattern(a: number, b: number, x: number, y: number, z: number): number {
  if (a === b) {
    const c = (x === a ? 1 : 0) + (y === a ? 1 : 0) + (z === a ? 1 : 0);
    if (c === 2) return 5;
    if (c === 1) {
      // The two open cards that are not a.
      const p = x === a ? y : x;
      const q = z === a ? y : z;
      return p === q ? 4 : 3;
    }
    if (x === y && y === z) return 2;
    return x === y || x === z || y === z ? 1 : 0;
  }
  const ca = (x === a ? 1 : 0) + (y === a ? 1 : 0) + (z === a ? 1 : 0);
  const cb = (x === b ? 1 : 0) + (y === b ? 1 : 0) + (z === b ? 1 : 0);
  const hi = ca > cb ? ca : cb;
  const lo = ca > cb ? cb : ca;
  if (hi === 0) {
    if (x === y && y === z) return 8;
    return x === y || x === z || y === z ? 7 : 6;
  }
  if (hi === 1 && lo === 0) {
    // The two open cards that match neither hidden rank: are they a pair?
    if (x === a || x === b) return y === z ? 10 : 9;
    if (y === a || y === b) return x === z ? 10 : 9;
    return x === y ? 10 : 9;
  }
  if (hi === 1) return 11;
  if (hi === 2) return lo === 0 ? 12 : 13;
  return 14;
}

/** The signature (0 .. SIGNATURES-1) of hidden cards h0, h1 and open cards o0, o1, o2 (card indices). */
export function handSignature(h0: number, h1: number, o0: number, o1: number, o2: number): number {
  const a = h0 >> 2,
    b = h1 >> 2,
    x = o0 >> 2,
    y = o1 >> 2,
    z = o2 >> 2;
  const ranks = rankPattern(a, b, x, y, z);
  let flush = 0;
  const suit = h0 & 3;
  if ((h1 & 3) === suit) {
    flush = 1 + ((o0 & 3) === suit ? 1 : 0) + ((o1 & 3) === suit ? 1 : 0) + ((o2 & 3) === suit ? 1 : 0);
  }
  let straight = 0;
  const pair = a * 13 + b;
  const count = WINDOW_COUNT[pair]!;
  if (count > 0) {
    const mask = (1 << a) | (1 << b) | (1 << x) | (1 << y) | (1 << z);
    const at = pair * 4;
    let best = 0;
    for (let i = 0; i < count; i++) {
      const k = POPCOUNT13[mask & WINDOW_MASKS[at + i]!]!;
      if (k > best) best = k;
    }
    straight = 1 + (best - 2) * 4 + (count - 1);
  }
  return (ranks * FLUSH_STATES + flush) * STRAIGHT_STATES + straight;
}

/** The category a rank pattern stands for by itself (no flush or straight). */
const PATTERN_CATEGORY = [1, 2, 6, 3, 6, 7, 0, 1, 3, 1, 2, 2, 3, 6, 7];

function rankPatternOf(signature: number): number {
  return Math.floor(signature / (FLUSH_STATES * STRAIGHT_STATES));
}

/** The category of the hands with this signature (a suited wheel and a royal flush both count as 8 here). */
export function signatureCategory(signature: number): number {
  const straightState = signature % STRAIGHT_STATES;
  const flushState = Math.floor(signature / STRAIGHT_STATES) % FLUSH_STATES;
  const straight = straightState >= 13; // all five ranks in one straight
  const flush = flushState === 4; // all five of the hidden cards' suit
  if (straight && flush) return 8;
  const ranks = PATTERN_CATEGORY[rankPatternOf(signature)]!;
  if (ranks >= 6) return ranks;
  if (flush) return 5;
  if (straight) return 4;
  return ranks;
}
