/**
 * Seeds of a match's games, as text.
 *
 * A match records each game's seed as text. With a seed given by the user
 * (T), game 1 is dealt from T itself and game k from `seriesSeed(T, k)`, so
 * the whole match replays from one short text; without one, each game gets a
 * fresh random seed from the front end (`TableDeps.newSeed`).
 */

import type { GameConfig } from '../core/types.js';

/** The seed of game `gameNumber` (1-based) of a series started from the user's seed text. */
export function seriesSeed(seedText: string, gameNumber: number): string {
  if (!Number.isInteger(gameNumber) || gameNumber < 1) {
    throw new RangeError(`A game number starts at 1, got ${String(gameNumber)}`);
  }
  return gameNumber === 1 ? seedText : `${seedText}#${gameNumber}`;
}

/**
 * The seed handed to the engine for a game whose seed text is `text`.
 *
 * The engine still takes a whole number; this is the one place that turns
 * seed text into one. Decimal text within the safe range deals exactly the
 * game `--seed <n>` deals; any other text is hashed (FNV-1a over its UTF-16
 * code units, 32 bits). Once the engine takes text seeds itself, this
 * becomes `return text`.
 */
export function engineSeed(text: string): GameConfig['seed'] {
  if (/^(?:0|[1-9]\d{0,15})$/u.test(text)) {
    const value = Number(text);
    if (Number.isSafeInteger(value)) return value;
  }
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  }
  return hash;
}
