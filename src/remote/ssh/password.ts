/**
 * The room password: generated unless the host gives one, easy to read out
 * loud and to type (three groups of four characters from an alphabet without
 * look-alikes such as 0/o or 1/l), about 59 bits from node:crypto.
 *
 * Checking hashes both sides with SHA-256 and compares the digests with
 * timingSafeEqual: the time taken says nothing about how much of a guess was
 * right, nor about the password's length.
 */

import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

export function generatePassword(): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    let group = '';
    for (let i = 0; i < GROUP_LENGTH; i++) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

function digest(text: string | Buffer): Buffer {
  return createHash('sha256').update(text).digest();
}

/** A checker for one password, compared in constant time. */
export function passwordChecker(password: string): (attempt: string | Buffer) => boolean {
  const expected = digest(password);
  return (attempt) => timingSafeEqual(digest(attempt), expected);
}
