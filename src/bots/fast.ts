/**
 * A fast, allocation-free copy of the rules for the computer players' lookahead.
 *
 * The engine (src/core/game.ts) is pure and builds new objects on every action,
 * which is right for the game but far too slow for the tens of thousands of
 * simulated games a strong player looks at per decision. This module keeps a
 * game in a few typed arrays, with cards as their dense index 0..51
 * (`cardIndex`: rank-major, so `card >> 2` is the rank index 0..12 for 2..Ace
 * and `card & 3` the suit), and changes it in place.
 *
 * It follows the engine exactly, including the order of the discard pile, the
 * reshuffle of the discard pile into a new draw pile (the same Fisher-Yates
 * walk as `Rng.shuffle`, but driven by the bots' own generator: the engine's
 * shuffle generator is secret, so a bot cannot know the order a reshuffle
 * will give), the turn order and the end of the game.
 * test/bots/fast.test.ts plays random games through both and compares them
 * after every action.
 */

import { DECK, cardIndex, type Card } from '../core/cards.js';
import type { Action, GameState, Slot } from '../core/types.js';

// ---------------------------------------------------------------------------
// Actions as small integers
// ---------------------------------------------------------------------------

/** 0 shift left, 1 shift right, 2..10 swap (own = (a-2)/3, middle = (a-2)%3), 11 swap all, 12 pass. */
export type FastAction = number;
export const SHIFT_LEFT = 0;
export const SHIFT_RIGHT = 1;
export const SWAP_FIRST = 2;
export const SWAP_ALL = 11;
export const PASS = 12;
export const ACTION_COUNT = 13;

export function swapCode(own: number, middle: number): FastAction {
  return SWAP_FIRST + own * 3 + middle;
}

export function isShiftCode(action: FastAction): boolean {
  return action <= SHIFT_RIGHT;
}

export function toFastAction(action: Action): FastAction {
  switch (action.type) {
    case 'shift':
      return action.direction === 'left' ? SHIFT_LEFT : SHIFT_RIGHT;
    case 'swap':
      return swapCode(action.own, action.middle);
    case 'swapAll':
      return SWAP_ALL;
    case 'pass':
      return PASS;
  }
}

export function fromFastAction(code: FastAction): Action {
  if (code === SHIFT_LEFT) return { type: 'shift', direction: 'left' };
  if (code === SHIFT_RIGHT) return { type: 'shift', direction: 'right' };
  if (code === SWAP_ALL) return { type: 'swapAll' };
  if (code === PASS) return { type: 'pass' };
  const k = code - SWAP_FIRST;
  return { type: 'swap', own: Math.floor(k / 3) as Slot, middle: (k % 3) as Slot };
}

/** The legal action codes for a game position (the same list, in the same order, as legalActionsFor). */
export function legalCodes(strictOrder: boolean, actionsTaken: number): FastAction[] {
  const all = [SHIFT_LEFT, SHIFT_RIGHT, 2, 3, 4, 5, 6, 7, 8, 9, 10, SWAP_ALL, PASS];
  if (!strictOrder) return all;
  return actionsTaken === 0 ? all.slice(0, 2) : all.slice(2);
}

// ---------------------------------------------------------------------------
// The bots' own tiny generator (mulberry32), kept inline for speed; it is
// not the engine's shuffle generator and never sees its state
// ---------------------------------------------------------------------------

export class FastRng {
  /**
   * The state as a signed 32-bit integer: the same bits as the engine's
   * unsigned state, but always a small integer to V8, so storing it never
   * puts a number on the heap.
   */
  private bits: number;

  constructor(state: number) {
    this.bits = state | 0;
  }

  /** The state as the engine writes it (an unsigned 32-bit integer). */
  get state(): number {
    return this.bits >>> 0;
  }

  set state(value: number) {
    this.bits = value | 0;
  }

  /** Copies another generator's state. */
  copyFrom(other: FastRng): void {
    this.bits = other.bits;
  }

  /** A float in [0, 1). */
  next(): number {
    return (this.nextInt32() >>> 0) / 4294967296;
  }

  /**
   * The same step as `next`, as its 32 bits read as a signed integer:
   * `next() < 0.5` is `nextInt32() >= 0`, and `(next() * 2^32) >>> 0` is
   * `nextInt32() >>> 0`. A small integer, so returning it from a call that is
   * not inlined allocates nothing (a returned double would be boxed).
   */
  nextInt32(): number {
    const next = (this.bits + 0x6d2b79f5) | 0;
    this.bits = next;
    let t = next;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return t ^ (t >>> 14);
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(((this.nextInt32() >>> 0) / 4294967296) * n);
  }
}

// ---------------------------------------------------------------------------
// The game
// ---------------------------------------------------------------------------

export class FastGame {
  players = 2;
  rounds = 7;
  startPlayer = 0;
  currentPlayer = 0;
  round = 1;
  actionsTaken = 0;
  finished = false;
  kickers = false;
  strictOrder = false;
  /** Two hidden cards per seat: seat s at [2s, 2s+1]. */
  readonly hidden = new Uint8Array(8);
  /** Three open cards per seat, left to right: seat s at [3s, 3s+2]. */
  readonly open = new Uint8Array(12);
  readonly middle = new Uint8Array(3);
  /** Draw pile, bottom first: the top card is pile[pileSize - 1] (as in GameState.drawPile). */
  readonly pile = new Uint8Array(52);
  pileSize = 0;
  /** Discard pile, oldest first (as in GameState.discardPile). */
  readonly discard = new Uint8Array(52);
  discardSize = 0;
  /** The bots' generator for reshuffles (never the engine's: a sampled or given seed). */
  readonly rng = new FastRng(0);
  /** The last card drawn by a shift (for callers that want to see it). */
  lastDrawn = -1;

  copyFrom(other: FastGame): this {
    this.players = other.players;
    this.rounds = other.rounds;
    this.startPlayer = other.startPlayer;
    this.currentPlayer = other.currentPlayer;
    this.round = other.round;
    this.actionsTaken = other.actionsTaken;
    this.finished = other.finished;
    this.kickers = other.kickers;
    this.strictOrder = other.strictOrder;
    this.hidden.set(other.hidden);
    this.open.set(other.open);
    this.middle.set(other.middle);
    // Whole arrays: cheaper than making subarray views on every copy.
    this.pileSize = other.pileSize;
    this.pile.set(other.pile);
    this.discardSize = other.discardSize;
    this.discard.set(other.discard);
    this.rng.copyFrom(other.rng);
    this.lastDrawn = other.lastDrawn;
    return this;
  }

  clone(): FastGame {
    return new FastGame().copyFrom(this);
  }

  /** Applies one legal action of the current player. The caller guarantees legality. */
  apply(action: FastAction): void {
    const seat = this.currentPlayer;
    const middle = this.middle;
    if (action <= SHIFT_RIGHT) {
      const left = action === SHIFT_LEFT;
      // Discard the end card first, then draw (RULES.md decision).
      this.discard[this.discardSize++] = left ? middle[0]! : middle[2]!;
      if (this.pileSize === 0) this.reshuffle();
      const drawn = this.pile[--this.pileSize]!;
      this.lastDrawn = drawn;
      if (left) {
        middle[0] = middle[1]!;
        middle[1] = middle[2]!;
        middle[2] = drawn;
      } else {
        middle[2] = middle[1]!;
        middle[1] = middle[0]!;
        middle[0] = drawn;
      }
    } else if (action < SWAP_ALL) {
      const k = action - SWAP_FIRST;
      const o = seat * 3 + ((k / 3) | 0);
      const m = k % 3;
      const card = this.open[o]!;
      this.open[o] = middle[m]!;
      middle[m] = card;
    } else if (action === SWAP_ALL) {
      const o = seat * 3;
      for (let i = 0; i < 3; i++) {
        const card = this.open[o + i]!;
        this.open[o + i] = middle[i]!;
        middle[i] = card;
      }
    }
    // PASS changes no card.
    if (this.actionsTaken === 0) {
      this.actionsTaken = 1;
      return;
    }
    this.actionsTaken = 0;
    const following = (seat + 1) % this.players;
    if (following === this.startPlayer) {
      if (this.round >= this.rounds) {
        this.finished = true;
        return;
      }
      this.round += 1;
    }
    this.currentPlayer = following;
  }

  /** The whole discard pile, in its order, shuffled into a new draw pile (as the engine does). */
  private reshuffle(): void {
    const pile = this.pile;
    const n = this.discardSize;
    pile.set(this.discard.subarray(0, n));
    const rng = this.rng;
    for (let i = n - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const tmp = pile[i]!;
      pile[i] = pile[j]!;
      pile[j] = tmp;
    }
    this.pileSize = n;
    this.discardSize = 0;
  }

  /** How many turns `seat` still has after the turn now being played (or, if it is not its turn, from now on). */
  turnsLeftAfterCurrent(seat: number): number {
    // Rounds run startPlayer, startPlayer+1, …; a seat that comes after the
    // current player in this round still plays in this round.
    const offsetNow = (this.currentPlayer - this.startPlayer + this.players) % this.players;
    const offsetSeat = (seat - this.startPlayer + this.players) % this.players;
    const laterRounds = this.rounds - this.round;
    return offsetSeat > offsetNow ? laterRounds + 1 : laterRounds;
  }

  /** Category of a seat's five cards. */
  category(seat: number): number {
    const h = seat * 2;
    const o = seat * 3;
    return category5(this.hidden[h]!, this.hidden[h + 1]!, this.open[o]!, this.open[o + 1]!, this.open[o + 2]!);
  }

  /** The number the final ranking compares: the category, or the classic strength with kickers. */
  finalScore(seat: number): number {
    const h = seat * 2;
    const o = seat * 3;
    const a = this.hidden[h]!,
      b = this.hidden[h + 1]!,
      c = this.open[o]!,
      d = this.open[o + 1]!,
      e = this.open[o + 2]!;
    return this.kickers ? strength5(a, b, c, d, e) : category5(a, b, c, d, e);
  }

  /** Points of `seat` in a finished game: 1 for a sole win, 1/k for first place shared by k, else 0. */
  points(seat: number): number {
    const tied = this.sharingFirst(seat);
    return tied === 0 ? 0 : 1 / tied;
  }

  /** How many seats share first place with `seat` (itself included), or 0 if someone beat it. */
  sharingFirst(seat: number): number {
    const mine = this.finalScore(seat);
    let tied = 1;
    for (let s = 0; s < this.players; s++) {
      if (s === seat) continue;
      const other = this.finalScore(s);
      if (other > mine) return 0;
      if (other === mine) tied++;
    }
    return tied;
  }
}

/**
 * A FastGame holding exactly the given engine state (every card, whose turn).
 * The engine's shuffle generator is not copied: reshuffles in the fast game
 * use the bots' own generator, seeded with `reshuffleSeed`.
 */
export function fastFromState(state: GameState, reshuffleSeed = 0): FastGame {
  const g = new FastGame();
  g.players = state.players.length;
  g.rounds = state.rules.rounds;
  g.startPlayer = state.startPlayer;
  g.currentPlayer = state.currentPlayer;
  g.round = state.round;
  g.actionsTaken = state.actionsTaken;
  g.finished = state.finished;
  g.kickers = state.rules.tiebreak === 'kickers';
  g.strictOrder = state.rules.strictOrder;
  state.players.forEach((player, seat) => {
    g.hidden[seat * 2] = cardIndex(player.hidden[0]);
    g.hidden[seat * 2 + 1] = cardIndex(player.hidden[1]);
    player.open.forEach((card, i) => (g.open[seat * 3 + i] = cardIndex(card)));
  });
  state.middle.forEach((card, i) => (g.middle[i] = cardIndex(card)));
  state.drawPile.forEach((card, i) => (g.pile[i] = cardIndex(card)));
  g.pileSize = state.drawPile.length;
  state.discardPile.forEach((card, i) => (g.discard[i] = cardIndex(card)));
  g.discardSize = state.discardPile.length;
  g.rng.state = reshuffleSeed >>> 0;
  return g;
}

export function cardsOf(indices: ArrayLike<number>, from = 0, to = indices.length): Card[] {
  const cards: Card[] = [];
  for (let i = from; i < to; i++) cards.push(DECK[indices[i]!]!);
  return cards;
}

// ---------------------------------------------------------------------------
// Hand evaluation on card indices
// ---------------------------------------------------------------------------

/** Category by the number of equal-rank card pairs (see src/core/hand.ts). */
const CATEGORY_BY_EQUAL = new Uint8Array([0, 1, 2, 3, 6, 6, 7]);
/** Rank-index masks (bit 0 = 2 … bit 12 = Ace). */
const ROYAL_MASK13 = 0b1111100000000;
const WHEEL_MASK13 = 0b1000000001111;

/** STRAIGHT_TOP13[mask] = top rank (5..14) of the straight five distinct rank indices form, else 0. */
const STRAIGHT_TOP13 = new Uint8Array(1 << 13);
for (let top = 4; top <= 12; top++) STRAIGHT_TOP13[0b11111 << (top - 4)] = top + 2;
STRAIGHT_TOP13[WHEEL_MASK13] = 5;

/**
 * STRAIGHT_NEAR[mask] = the most of these ranks that fit one straight's five
 * ranks (a measure of a straight draw: 4 means one card short).
 */
export const STRAIGHT_NEAR = new Uint8Array(1 << 13);
{
  const windows: number[] = [WHEEL_MASK13];
  for (let low = 0; low <= 8; low++) windows.push(0b11111 << low);
  for (let mask = 0; mask < 1 << 13; mask++) {
    let best = 0;
    for (const w of windows) best = Math.max(best, popcount(mask & w));
    STRAIGHT_NEAR[mask] = best;
  }
}

function popcount(x: number): number {
  let count = 0;
  while (x !== 0) {
    x &= x - 1;
    count++;
  }
  return count;
}

/** The category 0..9 of five distinct card indices (the same as evaluateHand). */
export function category5(a: number, b: number, c: number, d: number, e: number): number {
  const ra = a >> 2,
    rb = b >> 2,
    rc = c >> 2,
    rd = d >> 2,
    re = e >> 2;
  let equal = 0;
  if (ra === rb) equal++;
  if (ra === rc) equal++;
  if (ra === rd) equal++;
  if (ra === re) equal++;
  if (rb === rc) equal++;
  if (rb === rd) equal++;
  if (rb === re) equal++;
  if (rc === rd) equal++;
  if (rc === re) equal++;
  if (rd === re) equal++;
  if (equal !== 0) return CATEGORY_BY_EQUAL[equal]!;
  const flush = (((a ^ b) | (a ^ c) | (a ^ d) | (a ^ e)) & 3) === 0;
  const mask = (1 << ra) | (1 << rb) | (1 << rc) | (1 << rd) | (1 << re);
  if (STRAIGHT_TOP13[mask] !== 0) {
    if (!flush) return 4;
    return mask === ROYAL_MASK13 ? 9 : 8;
  }
  return flush ? 5 : 0;
}

const rankCount = new Uint8Array(13);

/**
 * The classic strength of five card indices: exactly the number handStrength
 * returns (category, then up to five ranks as base-16 digits).
 */
export function strength5(a: number, b: number, c: number, d: number, e: number): number {
  const cat = category5(a, b, c, d, e);
  let digits: number;
  if (cat === 4 || cat === 8 || cat === 9) {
    const mask = (1 << (a >> 2)) | (1 << (b >> 2)) | (1 << (c >> 2)) | (1 << (d >> 2)) | (1 << (e >> 2));
    digits = STRAIGHT_TOP13[mask]! * 65536;
  } else {
    rankCount.fill(0);
    rankCount[a >> 2]!++;
    rankCount[b >> 2]!++;
    rankCount[c >> 2]!++;
    rankCount[d >> 2]!++;
    rankCount[e >> 2]!++;
    // Ranks by count (4, 3, 2, 1), each count from the highest rank down.
    digits = 0;
    let placed = 0;
    for (let count = 4; count >= 1; count--) {
      for (let r = 12; r >= 0; r--) {
        if (rankCount[r] === count) {
          digits = digits * 16 + r + 2;
          placed++;
        }
      }
    }
    for (; placed < 5; placed++) digits *= 16;
  }
  return cat * 1048576 + digits;
}
