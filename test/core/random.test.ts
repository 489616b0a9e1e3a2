import { describe, expect, it } from '@jest/globals';
import { Rng, seedRng } from '../../src/index.js';
import { nextFloat } from '../../src/core/random.js';

/** The published mulberry32 (Tommy Ettinger), as commonly written, for comparison. */
function referenceMulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    let t = (a += 0x6d2b79f5);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('seedRng', () => {
  it('is deterministic and gives an unsigned 32-bit state', () => {
    for (const seed of [0, 1, -1, 42, 2 ** 31, 2 ** 32, -(2 ** 40), Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]) {
      const state = seedRng(seed);
      expect(state).toBe(seedRng(seed));
      expect(Number.isInteger(state)).toBe(true);
      expect(state).toBeGreaterThanOrEqual(0);
      expect(state).toBeLessThan(2 ** 32);
    }
  });

  it('spreads neighbouring seeds apart and keeps seeds above 2^32 distinct', () => {
    const states = new Set<number>();
    for (let seed = 0; seed < 1000; seed++) states.add(seedRng(seed));
    expect(states.size).toBe(1000);
    expect(seedRng(1)).not.toBe(seedRng(1 + 2 ** 32));
    expect(seedRng(5)).not.toBe(seedRng(-5));
    // Small seeds do not give small states.
    expect(Math.abs(seedRng(1) - seedRng(2))).toBeGreaterThan(1000);
  });
});

describe('mulberry32', () => {
  it('matches the reference implementation', () => {
    for (const seed of [0, 1, 123456789, 0xdeadbeef]) {
      const reference = referenceMulberry32(seed);
      const rng = new Rng(seed);
      const ours = Array.from({ length: 1000 }, () => rng.next());
      expect(ours).toEqual(Array.from({ length: 1000 }, reference));
    }
  });

  it('Rng.next takes the same steps as nextFloat', () => {
    const rng = new Rng(2024);
    let state = 2024;
    for (let i = 0; i < 1000; i++) {
      const [value, next] = nextFloat(state);
      if (rng.next() !== value || rng.state !== next) throw new Error(`they differ at step ${i}`);
      state = next;
    }
    expect(rng.state).toBe(state);
  });

  it('nextFloat is a pure step', () => {
    const [value, next] = nextFloat(7);
    expect(nextFloat(7)).toEqual([value, next]);
    expect(next).not.toBe(7);
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThan(1);
  });
});

describe('Rng', () => {
  it('fromSeed starts from seedRng and exposes its state', () => {
    const rng = Rng.fromSeed(99);
    expect(rng.state).toBe(seedRng(99));
    rng.next();
    expect(rng.state).not.toBe(seedRng(99));
    // A generator rebuilt from a stored state continues identically.
    const copy = new Rng(rng.state);
    for (let i = 0; i < 100; i++) expect(copy.next()).toBe(rng.next());
  });

  it('next stays in [0, 1)', () => {
    const rng = Rng.fromSeed(3);
    let outside = 0;
    for (let i = 0; i < 10000; i++) {
      const value = rng.next();
      if (!(value >= 0 && value < 1)) outside += 1;
    }
    expect(outside).toBe(0);
  });

  it('int(n) covers 0..n-1 evenly', () => {
    const rng = Rng.fromSeed(11);
    const counts = new Array<number>(10).fill(0);
    const draws = 100000;
    let bad = 0;
    for (let i = 0; i < draws; i++) {
      const value = rng.int(10);
      if (!(Number.isInteger(value) && value >= 0 && value < 10)) bad += 1;
      else counts[value]! += 1;
    }
    expect(bad).toBe(0);
    for (const count of counts) {
      expect(count).toBeGreaterThan(draws / 10 - 600);
      expect(count).toBeLessThan(draws / 10 + 600);
    }
    expect(rng.int(1)).toBe(0);
  });

  it('shuffle is an in-place, seeded permutation', () => {
    const items = Array.from({ length: 52 }, (_, i) => i);
    const shuffled = Rng.fromSeed(5).shuffle([...items]);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
    expect(Rng.fromSeed(5).shuffle([...items])).toEqual(shuffled);
    expect(Rng.fromSeed(6).shuffle([...items])).not.toEqual(shuffled);
    const array = [1, 2, 3];
    expect(new Rng(1).shuffle(array)).toBe(array);
    expect(new Rng(1).shuffle([])).toEqual([]);
  });

  it('shuffle puts every item in every place about equally often', () => {
    const rng = Rng.fromSeed(2024);
    const trials = 24000;
    // counts[item][position]
    const counts = Array.from({ length: 4 }, () => new Array<number>(4).fill(0));
    for (let i = 0; i < trials; i++) {
      rng.shuffle([0, 1, 2, 3]).forEach((item, position) => {
        counts[item]![position]! += 1;
      });
    }
    for (const byPosition of counts) {
      for (const count of byPosition) {
        expect(Math.abs(count - trials / 4)).toBeLessThan(400);
      }
    }
  });
});
