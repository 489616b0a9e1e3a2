import { describe, expect, it } from '@jest/globals';
import { DECK, newGame, type Card, type GameState } from '../../src/index.js';
import { Rng } from '../../src/core/random.js';
import { MAX_SEED_LENGTH, deriveSeed, hashSeed, murmur3x86x128, seedProblem, seriesSeed, toHex128, utf8Bytes } from '../../src/core/seed.js';
import { randomSeed } from '../../src/randomSeed.js';

const hex = (text: string): string => toHex128(murmur3x86x128(utf8Bytes(text)));

/** All 52 cards of a fresh two-player game, by position: hands, middle, then the draw pile. */
function dealOf(seed: string): Card[] {
  const state: GameState = newGame({ players: ['Ann', 'Bob'], rounds: 2, seed });
  return [...state.players.flatMap((p) => [...p.hidden, ...p.open]), ...state.middle, ...state.drawPile];
}

function samePlaces(a: readonly Card[], b: readonly Card[]): number {
  return a.filter((card, i) => card.rank === b[i]!.rank && card.suit === b[i]!.suit).length;
}

describe('MurmurHash3 x86_128', () => {
  it('gives the outputs of the reference C implementation (seed 0)', () => {
    // Words h1..h4 of Austin Appleby's MurmurHash3_x86_128, computed with the C code.
    expect(hex('')).toBe('00000000000000000000000000000000');
    expect(hex('a')).toBe('a794933c5556b01b5556b01b5556b01b');
    expect(hex('abc')).toBe('75cdc6d1a2b006a5a2b006a5a2b006a5');
    expect(hex('Hello, world!!!')).toBe('8dd86c6856c8c95d19d0048efdcffea0');
    expect(hex('0123456789abcdef')).toBe('fb7d440936aed30a48ad1d9b572b3bfd');
    expect(hex('0123456789abcdefX')).toBe('1c4db7771a9aa2d3c20e16245b179223');
    expect(hex('The quick brown fox jumps over the lazy dog')).toBe('2f1583c3ecee2c675d7bf66ce5e91d2c');
    // Multi-byte UTF-8 (ä is 2 bytes, ♠ 3).
    expect(hex('seed ä♠')).toBe('633ff5f46fe820cf2bb84be1f2693575');
  });

  it('fills all four words even for a one-character seed (thanks to the prefix block)', () => {
    for (const seed of ['1', '2', 'a', 'Z']) expect(new Set(hashSeed(seed)).size).toBe(4);
  });
});

describe('seed text', () => {
  it('accepts any printable text up to the limit', () => {
    for (const seed of ['1', '42', ' ', 'Alice vs Bob', 'ÄÖÜ ♠♥♦♣ 🂡', '0123456789abcdef0123456789abcdef', 'x'.repeat(MAX_SEED_LENGTH)]) {
      expect(seedProblem(seed)).toBeNull();
    }
    // The limit counts characters, not UTF-16 units.
    expect(seedProblem('🂡'.repeat(MAX_SEED_LENGTH))).toBeNull();
  });

  it('rejects empty, too long, control characters, bidi controls and broken text', () => {
    expect(seedProblem('')).toEqual({ code: 'seedEmpty' });
    expect(seedProblem('x'.repeat(MAX_SEED_LENGTH + 1))).toEqual({ code: 'seedTooLong', max: 200 });
    for (const bad of ['a\nb', 'tab\t', '\u0000', 'del\u007f', 'c1\u009b', 'esc\u001b[31m', 'rtl\u202e', 'iso\u2066', 'lone\ud800']) {
      expect(seedProblem(bad)).toEqual({ code: 'seedControlCharacters' });
    }
  });
});

describe('a seed search no longer finds a deal', () => {
  it('random seeds are 128 bits from the OS: 32 lowercase hex characters, every bit used', () => {
    const seeds = Array.from({ length: 2000 }, randomSeed);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{32}$/u);
    expect(new Set(seeds).size).toBe(seeds.length);
    const ones = new Array<number>(128).fill(0);
    for (const seed of seeds) {
      const value = BigInt(`0x${seed}`);
      for (let bit = 0; bit < 128; bit++) if ((value >> BigInt(bit)) & 1n) ones[bit]!++;
    }
    // Binomial(2000, 1/2): standard deviation about 22; a narrower (32-bit) seed leaves bits at 0.
    for (const count of ones) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });

  it('adjacent seeds deal unrelated games: most of the 52 places differ', () => {
    const pairs: [string, string][] = [
      ['1', '2'],
      ['41', '42'],
      ['41', seriesSeed('41', 2)],
      ['0123456789abcdef0123456789abcdef', '0123456789abcdef0123456789abcdf0'],
    ];
    for (let n = 100; n < 160; n++) pairs.push([String(n), String(n + 1)]);
    for (const [a, b] of pairs) {
      const deal = dealOf(a);
      expect(deal).toHaveLength(52);
      // Two unrelated shuffles share about one place on average.
      expect(52 - samePlaces(deal, dealOf(b))).toBeGreaterThanOrEqual(40);
    }
  });

  it('a number seed is its decimal text', () => {
    expect(dealOf('42')).toEqual(
      (() => {
        const state = newGame({ players: ['Ann', 'Bob'], rounds: 2, seed: 42 });
        return [...state.players.flatMap((p) => [...p.hidden, ...p.open]), ...state.middle, ...state.drawPile];
      })(),
    );
    expect(newGame({ players: ['Ann', 'Bob'], rounds: 2, seed: 42 }).rules.seed).toBe('42');
  });

  it("the deal is the seed's shuffle of the deck, as documented", () => {
    const deck = Rng.fromSeed('deal').shuffle([...DECK]);
    const state = newGame({ players: ['Ann', 'Bob'], rounds: 2, seed: 'deal' });
    // Dealing takes cards from the end of the shuffled deck.
    expect(state.players[0]!.hidden).toEqual([deck[51], deck[50]]);
    expect(state.drawPile).toEqual(deck.slice(0, 52 - 13));
  });
});

describe('series and derived seeds', () => {
  it('game 1 of a series plays the given seed, later games their own 32-hex seeds', () => {
    expect(seriesSeed('41', 1)).toBe('41');
    const later = [2, 3, 4, 5].map((k) => seriesSeed('41', k));
    for (const seed of later) {
      expect(seed).toMatch(/^[0-9a-f]{32}$/u);
      expect(seedProblem(seed)).toBeNull();
    }
    expect(new Set(['41', ...later]).size).toBe(5);
    // Reproducible for whoever knows the text.
    expect([2, 3, 4, 5].map((k) => seriesSeed('41', k))).toEqual(later);
  });

  it('is no simple function of a shown seed', () => {
    for (const first of ['1', '41', '999999999']) {
      const second = seriesSeed(first, 2);
      expect(second).not.toBe(String(Number(first) + 1));
      expect(BigInt(`0x${second}`)).not.toBe(BigInt(first) + 1n);
      // Another start's game 2 is not this one's either.
      expect(seriesSeed(String(Number(first) + 1), 2)).not.toBe(second);
    }
    // A 32-hex start (as random seeds look) does not step to its game 2 or 3 by a fixed amount.
    const first = '0123456789abcdef0123456789abcdef';
    const [one, two, three] = [1, 2, 3].map((k) => BigInt(`0x${seriesSeed(first, k)}`)) as [bigint, bigint, bigint];
    expect(two - one).not.toBe(three - two);
    for (const step of [two - one, three - two]) expect(step > 1000n || step < -1000n).toBe(true);
    expect(seriesSeed(first, 2)).not.toContain(first.slice(0, 8));
  });

  it('keeps purposes and numbers apart', () => {
    const seeds = new Set<string>();
    for (const purpose of ['series', 'simulate', 'bot']) {
      for (let index = 0; index < 20; index++) seeds.add(deriveSeed('T', purpose, index));
    }
    expect(seeds.size).toBe(60);
    // The NUL separator: no (purpose, index, seed) split of one text can be read as another.
    expect(deriveSeed('2x', 'series', 1)).not.toBe(deriveSeed('x', 'series', 12));
  });
});
