/**
 * Table codes: what a player types or reads out to get to a table
 * (`join K7PQ`). Drawn from an alphabet without the characters that are
 * easily misread for one another (0/O, 1/I/L) and read back in any case.
 * A public table's code is shown in the lobby, so 4 characters do; a
 * private table is reached only by its code, so it gets 6 (about 887
 * million codes against at most a few hundred tables, with wrong guesses
 * limited per connection).
 */

import { randomInt } from 'node:crypto';

export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PUBLIC_CODE_LENGTH = 4;
export const PRIVATE_CODE_LENGTH = 6;

const CODE = new RegExp(`^[${CODE_ALPHABET}]{${PUBLIC_CODE_LENGTH},${PRIVATE_CODE_LENGTH}}$`, 'u');

/** A new code of `length` characters that `taken` does not hold (random from node:crypto unless `pick` is given). */
export function newTableCode(length: number, taken: (code: string) => boolean, pick: (bound: number) => number = randomInt): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < length; i++) code += CODE_ALPHABET[pick(CODE_ALPHABET.length)];
    if (!taken(code)) return code;
  }
}

/** The code a player typed, in its canonical form, or null if it cannot be a code (wrong length or characters). */
export function readTableCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return CODE.test(code) ? code : null;
}
