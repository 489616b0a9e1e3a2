/**
 * The hint a player gets on pressing h: the hard player's suggestion for
 * their seat (suggest.ts), with a seed made from their own view alone. So
 * the hint depends on nothing the player cannot see (not the game's seed,
 * not the other seats' hidden cards, not the draw pile), and asking twice
 * in the same position gives the same hint.
 *
 * Front ends load this module lazily (`await import()`): the search behind
 * it is needed only once somebody asks.
 */

import { deriveHash } from '../core/seed.js';
import type { PlayerView } from '../core/view.js';
import { suggestMove, type Suggestion } from './suggest.js';

/** 32 bits of a hash of the whole view (its cards, its log, whose view it is). */
export function hintSeed(view: PlayerView): number {
  return deriveHash(JSON.stringify(view), 'hint', view.viewer ?? -1)[0];
}

/** The suggestion for the seat of `view`, which must be its own view on its turn (else suggestMove throws). */
export function hintFor(view: PlayerView): Suggestion {
  return suggestMove(view, hintSeed(view));
}
