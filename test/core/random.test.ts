import { describe, expect, it } from '@jest/globals';
import { Rng, seedRng } from '../../src/index.js';
import { rngStateFromSeed, type RngState } from '../../src/core/random.js';

/** sfc32 as it is commonly written in JavaScript (PractRand's generator; d is the counter). */
function referenceSfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
}

/** Set bits of a ^ b over the four words. */
function bitsApart(a: RngState, b: RngState): number {
  let count = 0;
  for (let i = 0; i < 4; i++) {
    let x = (a[i]! ^ b[i]!) >>> 0;
    while (x !== 0) {
      x &= x - 1;
      count++;
    }
  }
  return count;
}

describe('seedRng (the mixer the bots seed their own generators with)', () => {
  it('is deterministic and gives an unsigned 32-bit number', () => {
    for (const seed of [0, 1, -1, 42, 2 ** 31, 2 ** 32, -(2 ** 40), Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]) {
      const state = seedRng(seed);
      expect(state).toBe(seedRng(seed));
      expect(Number.isInteger(state)).toBe(true);
      expect(state).toBeGreaterThanOrEqual(0);
      expect(state).toBeLessThan(2 ** 32);
    }
  });

  it('spreads neighbouring numbers apart and keeps numbers above 2^32 distinct', () => {
    const states = new Set<number>();
    for (let seed = 0; seed < 1000; seed++) states.add(seedRng(seed));
    expect(states.size).toBe(1000);
    expect(seedRng(1)).not.toBe(seedRng(1 + 2 ** 32));
    expect(seedRng(5)).not.toBe(seedRng(-5));
    expect(Math.abs(seedRng(1) - seedRng(2))).toBeGreaterThan(1000);
  });
});

describe('sfc32', () => {
  it('gives the outputs of the PractRand reference (C) for a known state', () => {
    // raw32() of PractRand's sfc32 with a=0x12345678, b=0x9abcdef0,
    // c=0xdeadbeef, counter=1, computed with the C code.
    const rng = new Rng([0x12345678, 0x9abcdef0, 0xdeadbeef, 1]);
    const outputs = Array.from({ length: 12 }, () => rng.nextUint32());
    expect(outputs).toEqual([0xacf13569, 0x6f0d3708, 0xb6c71fdf, 0x4e378887, 0x1832d1ab, 0x93c4f65e, 0x8fa146fb, 0x6073c923, 0x071cdddb, 0x13e1d8d2, 0xd65603ac, 0xcac77911]);
    // From the all-zero state the counter alone starts it off.
    const zero = new Rng([0, 0, 0, 0]);
    expect(Array.from({ length: 6 }, () => zero.nextUint32())).toEqual([0, 1, 2, 0xc, 0x0120001f, 0x0360b483]);
  });

  it('matches the usual JavaScript sfc32 for thousands of steps', () => {
    const states: RngState[] = [[0, 0, 0, 0], [1, 2, 3, 4], [0xffffffff, 0x80000000, 0x7fffffff, 0xfffffffe], rngStateFromSeed('reference')];
    for (const state of states) {
      const reference = referenceSfc32(...state);
      const rng = new Rng(state);
      const ours = Array.from({ length: 5000 }, () => rng.nextUint32());
      expect(ours).toEqual(Array.from({ length: 5000 }, reference));
    }
  });

  it('next is nextUint32 scaled to [0, 1)', () => {
    const a = new Rng([5, 6, 7, 8]);
    const b = new Rng([5, 6, 7, 8]);
    for (let i = 0; i < 100; i++) expect(a.next()).toBe(b.nextUint32() / 2 ** 32);
  });
});

describe('the state a seed gives', () => {
  it('is 128 bits: four unsigned 32-bit words, plain JSON', () => {
    for (const seed of ['1', 'x', '0123456789abcdef0123456789abcdef', 'Alice gegen Bob ♠']) {
      const state = rngStateFromSeed(seed);
      expect(state).toHaveLength(4);
      for (const word of state) {
        expect(Number.isInteger(word)).toBe(true);
        expect(word).toBeGreaterThanOrEqual(0);
        expect(word).toBeLessThan(2 ** 32);
      }
      expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      expect(rngStateFromSeed(seed)).toEqual(state);
    }
  });

  it('is unrelated for seeds that differ in one character', () => {
    const pairs: [string, string][] = [
      ['1', '2'],
      ['41', '42'],
      ['a', 'b'],
      ['seed', 'seee'],
      ['0123456789abcdef0123456789abcdef', '0123456789abcdef0123456789abcdee'],
      ['0123456789abcdef0123456789abcdef', '1123456789abcdef0123456789abcdef'],
    ];
    for (let n = 0; n < 300; n++) pairs.push([String(n), String(n + 1)]);
    const distances = pairs.map(([a, b]) => bitsApart(rngStateFromSeed(a), rngStateFromSeed(b)));
    // Unrelated 128-bit states differ in 64 bits on average (standard deviation about 5.7).
    for (const distance of distances) {
      expect(distance).toBeGreaterThanOrEqual(36);
      expect(distance).toBeLessThanOrEqual(92);
    }
    const mean = distances.reduce((sum, d) => sum + d, 0) / distances.length;
    expect(Math.abs(mean - 64)).toBeLessThan(2);
  });

  it('sets every bit about half the time', () => {
    const ones = new Array<number>(128).fill(0);
    const seeds = 4000;
    for (let n = 0; n < seeds; n++) {
      const state = rngStateFromSeed(String(n));
      for (let bit = 0; bit < 128; bit++) if ((state[bit >> 5]! >>> (bit & 31)) & 1) ones[bit]!++;
    }
    // Binomial(4000, 1/2): standard deviation about 32.
    for (const count of ones) expect(Math.abs(count - seeds / 2)).toBeLessThan(200);
  });
});

describe('Rng', () => {
  it("fromSeed starts from the seed's state and exposes its state", () => {
    const rng = Rng.fromSeed('99');
    expect(rng.state).toEqual(rngStateFromSeed('99'));
    rng.next();
    expect(rng.state).not.toEqual(rngStateFromSeed('99'));
    // A generator rebuilt from a stored (JSON) state continues identically.
    const copy = new Rng(JSON.parse(JSON.stringify(rng.state)) as RngState);
    for (let i = 0; i < 100; i++) expect(copy.next()).toBe(rng.next());
  });

  it('takes a number as its decimal text, as game configurations do', () => {
    expect(Rng.fromSeed(99).state).toEqual(Rng.fromSeed('99').state);
  });

  it('state is a copy: changing the generator later does not change it', () => {
    const rng = Rng.fromSeed('copy');
    const before = rng.state;
    const saved = [...before];
    rng.next();
    expect(before).toEqual(saved);
  });

  it('next stays in [0, 1)', () => {
    const rng = Rng.fromSeed('3');
    let outside = 0;
    for (let i = 0; i < 10000; i++) {
      const value = rng.next();
      if (!(value >= 0 && value < 1)) outside += 1;
    }
    expect(outside).toBe(0);
  });

  it('int(n) covers 0..n-1 evenly', () => {
    const rng = Rng.fromSeed('11');
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
    const shuffled = Rng.fromSeed('5').shuffle([...items]);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
    expect(Rng.fromSeed('5').shuffle([...items])).toEqual(shuffled);
    expect(Rng.fromSeed('6').shuffle([...items])).not.toEqual(shuffled);
    const array = [1, 2, 3];
    expect(new Rng([1, 2, 3, 4]).shuffle(array)).toBe(array);
    expect(new Rng([1, 2, 3, 4]).shuffle([])).toEqual([]);
  });

  it('shuffle puts every item in every place about equally often', () => {
    const rng = Rng.fromSeed('2024');
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
