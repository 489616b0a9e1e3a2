/**
 * The game's only source of chance: the shuffle generator, and a small mixing
 * function for the computer players' own generators.
 *
 * The shuffles use sfc32 (Chris Doty-Humphrey's "small fast counting"
 * generator from PractRand) with 128 bits of state. Whoever learns the state
 * knows every card still to come, so it must be too large to find by trying:
 * a 32-bit state could be found from a player's three open cards in minutes.
 * The state is four plain numbers, so it fits in JSON and a saved game can be
 * continued exactly. It is not a cryptographic generator; the secret is the
 * seed (seed.ts), whose 128 bits become the state.
 */

import { hashSeed } from './seed.js';

/** The shuffle generator's state: four unsigned 32-bit words (a, b, c and the counter d). */
export type RngState = readonly [number, number, number, number];

/**
 * Outputs thrown away after seeding, so that the first numbers used already
 * depend on every bit of the state (the usual practice for sfc32).
 */
const WARM_UP_STEPS = 16;

/** The shuffle generator's state for a seed (seed.ts checks the text; any string hashes). */
export function rngStateFromSeed(seed: string): RngState {
  const rng = new Rng(hashSeed(seed));
  for (let i = 0; i < WARM_UP_STEPS; i++) rng.nextUint32();
  return rng.state;
}

/**
 * Mixes a number into a well-spread unsigned 32-bit number (a murmur3-style
 * finaliser, with bits above 2^32 folded in). For the computer players, which
 * seed their own small generators with it; it is not the shuffle generator.
 */
export function seedRng(seed: number): number {
  // Fold the high bits in so seeds that differ only above bit 31 still differ.
  const high = Math.floor(seed / 0x100000000);
  let h = (seed ^ Math.imul(high, 0x9e3779b1)) >>> 0;
  // One round of a murmur3-style finaliser spreads small seeds (1, 2, 3 …) apart.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The shuffle generator, mutable for code that draws many numbers in a row.
 * Read `state` back to store it.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state.map((word) => word >>> 0) as [number, number, number, number];
  }

  /** A generator for a seed (see rngStateFromSeed; a number stands for its decimal text, as in GameConfig). */
  static fromSeed(seed: string | number): Rng {
    return new Rng(rngStateFromSeed(String(seed)));
  }

  /** A copy of the current state (plain numbers; safe to store and compare). */
  get state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  /** One step of sfc32: an unsigned 32-bit number. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (((this.c << 21) | (this.c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Fisher-Yates shuffle in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i]!;
      items[i] = items[j]!;
      items[j] = tmp;
    }
    return items;
  }
}
