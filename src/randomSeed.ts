/**
 * Fresh seeds for games nobody chose a seed for.
 *
 * A seed gives away every card of its game, so it must not be guessable: 128
 * bits from the operating system's secure random source, written as 32
 * lowercase hex characters (the core hashes any seed text to 128 bits). A
 * smaller seed could be found by trying them all against the open cards.
 */

import { randomBytes } from 'node:crypto';

const RANDOM_SEED_BYTES = 16;

export function randomSeed(): string {
  return randomBytes(RANDOM_SEED_BYTES).toString('hex');
}
