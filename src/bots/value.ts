/**
 * How good five cards are for the player holding them, from a table learned
 * by self-play (learn.ts; the data is in valueTable.ts).
 *
 * For every hand signature (features.ts) and number of own turns left after
 * the current one (1..6; more counts as 6) the table holds the distribution
 * of the final category that hands like it reached in self-play. From it:
 * - `handValue`: the expected final category, which the playout policy
 *   maximises; on the last turn (no turns left) it is exactly what the final
 *   ranking compares: the category, or with the kicker variant the classic
 *   strength (as a fraction below the next category). With the kicker
 *   variant a small nudge towards high ranks is added before that.
 * - `distributionOf` (outlook.ts turns it into win chances).
 *
 * The table was learned in heads-up games; it serves 3 and 4 players too
 * (with more players the final hands are a little weaker, but which hands
 * are better than which hardly changes).
 */

import { category5, strength5 } from './fast.js';
import { FLUSH_STATES, RANK_PATTERNS, SIGNATURES, STRAIGHT_STATES, handSignature, signatureCategory } from './features.js';
import { TABLE_DATA } from './valueTable.js';

export const LEARNED_TURNS = 6;
export const CATEGORIES = 10;
/** Cells of the table: (turns left 1..LEARNED_TURNS) x signature. */
export const CELLS = LEARNED_TURNS * SIGNATURES;

/** The cell of a signature with `turnsLeft` (>= 1) own turns to come. */
export function cellOf(turnsLeft: number, signature: number): number {
  return (Math.min(turnsLeft, LEARNED_TURNS) - 1) * SIGNATURES + signature;
}

let distributions: Float64Array = new Float64Array(CELLS * CATEGORIES);
let means: Float64Array = new Float64Array(CELLS);

/** Installs a distribution table (CATEGORIES probabilities per cell); learn.ts uses this while it learns. */
export function setDistributions(table: Float64Array): void {
  if (table.length !== CELLS * CATEGORIES) throw new Error('Distribution table of the wrong size');
  distributions = table;
  means = new Float64Array(CELLS);
  for (let cell = 0; cell < CELLS; cell++) {
    let mean = 0;
    for (let c = 0; c < CATEGORIES; c++) mean += c * table[cell * CATEGORIES + c]!;
    means[cell] = mean;
  }
}

/** The installed table: CATEGORIES probabilities per cell (cell * CATEGORIES onwards). */
export function currentDistributions(): Float64Array {
  return distributions;
}

export function handValue(kickers: boolean, turnsAfter: number, h0: number, h1: number, o0: number, o1: number, o2: number): number {
  handValueInto(single, 0, kickers, turnsAfter, h0, h1, o0, o1, o2);
  return single[0]!;
}

const single = new Float64Array(1);

/**
 * handValue written into `out[at]` instead of returned. The hot loops call
 * this one: a double returned from a call that is not inlined is boxed on
 * the heap, and the playouts ask for millions of values per game; a store
 * into a Float64Array allocates nothing.
 */
export function handValueInto(out: Float64Array, at: number, kickers: boolean, turnsAfter: number, h0: number, h1: number, o0: number, o1: number, o2: number): void {
  if (turnsAfter <= 0) {
    out[at] = kickers ? strength5(h0, h1, o0, o1, o2) / 1048576 : category5(h0, h1, o0, o1, o2);
    return;
  }
  const mean = means[cellOf(turnsAfter, handSignature(h0, h1, o0, o1, o2))]!;
  out[at] = kickers ? mean + ((h0 >> 2) + (h1 >> 2) + (o0 >> 2) + (o1 >> 2) + (o2 >> 2)) * 0.002 : mean;
}

/**
 * Fills cells nobody reached in self-play: with the average distribution of
 * the reached signatures of the same rank pattern and turns left, or, if
 * none, the category the signature stands for.
 */
export function fillUnreached(table: Float64Array, reached: (cell: number) => boolean): void {
  const group = FLUSH_STATES * STRAIGHT_STATES;
  const average = new Float64Array(CATEGORIES);
  for (let t = 0; t < LEARNED_TURNS; t++) {
    for (let pattern = 0; pattern < RANK_PATTERNS; pattern++) {
      const first = t * SIGNATURES + pattern * group;
      average.fill(0);
      let count = 0;
      for (let cell = first; cell < first + group; cell++) {
        if (!reached(cell)) continue;
        count++;
        for (let c = 0; c < CATEGORIES; c++) average[c] = average[c]! + table[cell * CATEGORIES + c]!;
      }
      for (let cell = first; cell < first + group; cell++) {
        if (reached(cell)) continue;
        for (let c = 0; c < CATEGORIES; c++) {
          table[cell * CATEGORIES + c] = count > 0 ? average[c]! / count : c === signatureCategory(cell % SIGNATURES) ? 1 : 0;
        }
      }
    }
  }
}

/**
 * Decodes valueTable.ts: base64 of [count S (uint16), S signatures (uint16),
 * then for each turns-left 1..LEARNED_TURNS and each of those signatures
 * CATEGORIES bytes: the probabilities x 255].
 */
export function decodeTable(base64: string): Float64Array {
  const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
  const count = bytes[0]! | (bytes[1]! << 8);
  const signatures: number[] = [];
  for (let i = 0; i < count; i++) signatures.push(bytes[2 + 2 * i]! | (bytes[3 + 2 * i]! << 8));
  const table = new Float64Array(CELLS * CATEGORIES);
  const reached = new Uint8Array(CELLS);
  let at = 2 + 2 * count;
  for (let t = 0; t < LEARNED_TURNS; t++) {
    for (const signature of signatures) {
      const cell = t * SIGNATURES + signature;
      let sum = 0;
      for (let c = 0; c < CATEGORIES; c++) sum += bytes[at + c]!;
      for (let c = 0; c < CATEGORIES; c++) table[cell * CATEGORIES + c] = sum > 0 ? bytes[at + c]! / sum : 0;
      reached[cell] = sum > 0 ? 1 : 0;
      at += CATEGORIES;
    }
  }
  fillUnreached(table, (cell) => reached[cell] === 1);
  return table;
}

/** The inverse of decodeTable, for the signatures marked reached. */
export function encodeTable(table: Float64Array, reachedSignatures: readonly number[]): string {
  const bytes: number[] = [reachedSignatures.length & 0xff, reachedSignatures.length >> 8];
  for (const signature of reachedSignatures) bytes.push(signature & 0xff, signature >> 8);
  for (let t = 0; t < LEARNED_TURNS; t++) {
    for (const signature of reachedSignatures) {
      const cell = t * SIGNATURES + signature;
      for (let c = 0; c < CATEGORIES; c++) bytes.push(Math.round(table[cell * CATEGORIES + c]! * 255));
    }
  }
  return Buffer.from(Uint8Array.from(bytes)).toString('base64');
}

setDistributions(TABLE_DATA === '' ? startingTable() : decodeTable(TABLE_DATA));

/** Before any learning: every hand is worth the category it already is. */
export function startingTable(): Float64Array {
  const table = new Float64Array(CELLS * CATEGORIES);
  for (let cell = 0; cell < CELLS; cell++) table[cell * CATEGORIES + signatureCategory(cell % SIGNATURES)] = 1;
  return table;
}
