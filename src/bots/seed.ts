/**
 * Bots draw their random numbers from their own generator, seeded from the
 * game seed and the seat (see `botSeed`) and, for each decision, from how far
 * the game has got (the length of the public log, which grows with every
 * action). So the same game replayed gives the same decisions, and different
 * decisions of one game use different random numbers.
 */

import { seedRng } from '../core/random.js';
import type { PlayerView } from '../core/view.js';
import { FastRng } from './fast.js';

export function decisionRng(seed: number, view: PlayerView): FastRng {
  // Both terms stay far below 2^53, so seedRng sees an exact integer.
  const mixed = seedRng(seed) + 0x9e3779b1 * (view.log.length + 1);
  return new FastRng(seedRng(mixed));
}
