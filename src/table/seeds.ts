/**
 * Seeds of a match's games, as text.
 *
 * A match records each game's seed as text. With a seed given by the user
 * (T), game 1 is dealt from T itself and game k from `seriesSeed(T, k)`, a
 * 128-bit hash of T and k (core/seed.ts), so the whole match replays from one
 * text; without one, each game gets a fresh random seed from the front end
 * (`TableDeps.newSeed`), unrelated to any seed shown before.
 */

import { seriesSeed as coreSeriesSeed } from '../core/seed.js';

/** The seed of game `gameNumber` (1-based) of a series started from the user's seed text. */
export function seriesSeed(seedText: string, gameNumber: number): string {
  if (!Number.isInteger(gameNumber) || gameNumber < 1) {
    throw new RangeError(`A game number starts at 1, got ${String(gameNumber)}`);
  }
  return coreSeriesSeed(seedText, gameNumber);
}
