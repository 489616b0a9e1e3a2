/**
 * Seeds: the text that fixes a game's every card.
 *
 * Whoever knows a game's seed knows every hidden card and the whole draw pile,
 * so a seed must be as hard to guess as the deal itself. A seed is text of any
 * kind; it is hashed to 128 bits (MurmurHash3 x86_128 of its UTF-8 bytes,
 * after a fixed 16-byte prefix),
 * which become the state of the shuffle generator (random.ts). Random seeds
 * are 128 bits from the operating system, made outside the core.
 *
 * The same hash derives further seeds from one (`deriveSeed`: the games of a
 * seeded series, the games of a simulation) and the bots' own 32-bit seeds.
 * It is not a cryptographic hash; what it guarantees is that seeds which
 * differ in any way give unrelated states, and that a 32-bit number derived
 * from a seed does not give the seed back.
 */

/** Longest seed, in characters (code points). */
export const MAX_SEED_LENGTH = 200;

/** Four unsigned 32-bit words. */
export type Hash128 = readonly [number, number, number, number];

// Control characters (C0, DEL, C1), lone surrogates (not text), and the
// invisible bidirectional controls that could make a printed seed read
// differently from what it is.
const FORBIDDEN = /[\p{Cc}\p{Cs}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Why a text cannot be a seed. */
export type SeedProblem = { readonly code: 'seedEmpty' } | { readonly code: 'seedControlCharacters' } | { readonly code: 'seedTooLong'; readonly max: number };

/** Why `seed` cannot be a seed, or null if it can. */
export function seedProblem(seed: string): SeedProblem | null {
  if (seed.length === 0) return { code: 'seedEmpty' };
  if (FORBIDDEN.test(seed)) return { code: 'seedControlCharacters' };
  if (codePointCount(seed) > MAX_SEED_LENGTH) return { code: 'seedTooLong', max: MAX_SEED_LENGTH };
  return null;
}

/** The default English wording of a seed problem (library users; the UI words it in its language). */
export function seedProblemText(problem: SeedProblem): string {
  switch (problem.code) {
    case 'seedEmpty':
      return 'a seed must not be empty';
    case 'seedControlCharacters':
      return 'a seed must not contain control characters';
    case 'seedTooLong':
      return `a seed must be at most ${problem.max} characters long`;
  }
}

function codePointCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** The UTF-8 bytes of `text` (lone surrogates, which seeds never have, become U+FFFD). */
export function utf8Bytes(text: string): Uint8Array {
  // A global of every JavaScript runtime the game runs on; no I/O.
  return new TextEncoder().encode(text);
}

/** MurmurHash3 x86_128 (Austin Appleby's reference, seed 0) of `bytes`. */
export function murmur3x86x128(bytes: Uint8Array, seed = 0): Hash128 {
  const c1 = 0x239b961b;
  const c2 = 0xab0e9789;
  const c3 = 0x38b34ae5;
  const c4 = 0xa1e38b93;
  let h1 = seed >>> 0;
  let h2 = h1;
  let h3 = h1;
  let h4 = h1;
  const len = bytes.length;
  const word = (i: number): number => (bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24)) >>> 0;

  const blocksEnd = len - (len % 16);
  for (let i = 0; i < blocksEnd; i += 16) {
    let k1 = word(i);
    let k2 = word(i + 4);
    let k3 = word(i + 8);
    let k4 = word(i + 12);

    k1 = Math.imul(rotl(Math.imul(k1, c1), 15), c2);
    h1 ^= k1;
    h1 = (Math.imul(rotl(h1, 19) + h2, 5) + 0x561ccd1b) | 0;

    k2 = Math.imul(rotl(Math.imul(k2, c2), 16), c3);
    h2 ^= k2;
    h2 = (Math.imul(rotl(h2, 17) + h3, 5) + 0x0bcaa747) | 0;

    k3 = Math.imul(rotl(Math.imul(k3, c3), 17), c4);
    h3 ^= k3;
    h3 = (Math.imul(rotl(h3, 15) + h4, 5) + 0x96cd1c35) | 0;

    k4 = Math.imul(rotl(Math.imul(k4, c4), 18), c1);
    h4 ^= k4;
    h4 = (Math.imul(rotl(h4, 13) + h1, 5) + 0x32ac3b17) | 0;
  }

  // The last 0..15 bytes, little-endian into k1..k4.
  const tail = len - blocksEnd;
  let k1 = 0;
  let k2 = 0;
  let k3 = 0;
  let k4 = 0;
  for (let i = tail - 1; i >= 0; i--) {
    const byte = bytes[blocksEnd + i]!;
    const shift = (i % 4) * 8;
    if (i >= 12) k4 ^= byte << shift;
    else if (i >= 8) k3 ^= byte << shift;
    else if (i >= 4) k2 ^= byte << shift;
    else k1 ^= byte << shift;
  }
  if (tail > 12) h4 ^= Math.imul(rotl(Math.imul(k4, c4), 18), c1);
  if (tail > 8) h3 ^= Math.imul(rotl(Math.imul(k3, c3), 17), c4);
  if (tail > 4) h2 ^= Math.imul(rotl(Math.imul(k2, c2), 16), c3);
  if (tail > 0) h1 ^= Math.imul(rotl(Math.imul(k1, c1), 15), c2);

  h1 ^= len;
  h2 ^= len;
  h3 ^= len;
  h4 ^= len;

  h1 = (h1 + h2 + h3 + h4) | 0;
  h2 = (h2 + h1) | 0;
  h3 = (h3 + h1) | 0;
  h4 = (h4 + h1) | 0;

  h1 = fmix32(h1);
  h2 = fmix32(h2);
  h3 = fmix32(h3);
  h4 = fmix32(h4);

  h1 = (h1 + h2 + h3 + h4) | 0;
  h2 = (h2 + h1) | 0;
  h3 = (h3 + h1) | 0;
  h4 = (h4 + h1) | 0;

  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

function rotl(x: number, r: number): number {
  return (x << r) | (x >>> (32 - r));
}

/** MurmurHash3's finaliser: every input bit affects every output bit. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Put before every seed's text when hashing: one whole 16-byte block, so that
 * even a one-character seed is mixed into all four words (MurmurHash3 x86_128
 * of input shorter than 5 bytes gives three equal words).
 */
const SEED_PREFIX = 'shift-poker seed';

/** The 128-bit hash of a seed's text. */
export function hashSeed(seed: string): Hash128 {
  return murmur3x86x128(utf8Bytes(SEED_PREFIX + seed));
}

/** 128 bits as 32 lowercase hex characters, the form random seeds are written in. */
export function toHex128(words: Hash128): string {
  return words.map((w) => w.toString(16).padStart(8, '0')).join('');
}

/**
 * A new seed made from `seed`, a purpose and a number, as 32 hex characters:
 * game k of a seeded series, game k of a simulation run. Different purposes
 * or numbers give unrelated seeds; the parts are joined by NUL, which no seed
 * contains, so no two (purpose, index, seed) triples hash the same text.
 */
export function deriveSeed(seed: string, purpose: string, index: number): string {
  return toHex128(deriveHash(seed, purpose, index));
}

/**
 * The seed of game `gameNumber` of a series started with `--seed firstSeed`:
 * game 1 plays `firstSeed` itself, every later game a seed derived from it
 * (never a simple function such as seed + 1 of a seed shown on screen).
 * A match records each game's seed as text, so the whole match replays from
 * `firstSeed`; a match without one gets a fresh random seed per game from its
 * front end (`TableDeps.newSeed`).
 */
export function seriesSeed(firstSeed: string, gameNumber: number): string {
  if (!Number.isInteger(gameNumber) || gameNumber < 1) throw new RangeError(`A game number starts at 1, got ${String(gameNumber)}`);
  return gameNumber <= 1 ? firstSeed : deriveSeed(firstSeed, 'series', gameNumber);
}

/** The 128-bit hash behind `deriveSeed`, for callers that want numbers rather than a seed. */
export function deriveHash(seed: string, purpose: string, index: number): Hash128 {
  return hashSeed(`${purpose}\u0000${index}\u0000${seed}`);
}
