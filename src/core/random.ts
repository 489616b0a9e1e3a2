/**
 * The game's only source of chance: a small, well-known seeded generator.
 *
 * Mulberry32 keeps its whole state in one 32-bit integer, so the state fits in
 * plain JSON and a saved game can be continued exactly. It is not
 * cryptographic, which a card game between friends does not need.
 */

export type RngState = number;

/** Turns any safe integer seed (negative or above 2^32 too) into a generator state. */
export function seedRng(seed: number): RngState {
  // Fold the high bits in so seeds that differ only above bit 31 still differ.
  const high = Math.floor(seed / 0x100000000);
  let h = (seed ^ Math.imul(high, 0x9e3779b1)) >>> 0;
  // One round of a murmur3-style finaliser spreads small seeds (1, 2, 3 …) apart.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** One step of mulberry32: the next state and a float in [0, 1). */
export function nextFloat(state: RngState): [value: number, next: RngState] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}

/**
 * A mutable generator for code that draws many numbers in a row (shuffles,
 * simulations). Read `state` back to store it.
 */
export class Rng {
  constructor(public state: RngState) {}

  static fromSeed(seed: number): Rng {
    return new Rng(seedRng(seed));
  }

  /** A float in [0, 1). */
  next(): number {
    // The same step as nextFloat, written out so the hot path of simulations
    // and shuffles allocates no result pair.
    const next = (this.state + 0x6d2b79f5) >>> 0;
    this.state = next;
    let t = next;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
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
