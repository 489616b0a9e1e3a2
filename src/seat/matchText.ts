/**
 * Standings of a match (language-free); the words of matches live in
 * room/words.ts.
 */

import { displayWidth } from '../core/playerNames.js';
import { formatScore } from '../i18n/numbers.js';
import { padEnd } from '../term/layout.js';

export { formatScore };

export interface Standing {
  readonly name: string;
  readonly score: number;
  /** 1 = best; equal scores share a place. */
  readonly place: number;
}

/** Seats ordered by score, best first; equal scores share a place (1, 1, 3). */
export function standings(names: readonly string[], scores: readonly number[]): Standing[] {
  const order = names.map((name, seat) => ({ name, score: scores[seat] ?? 0, seat })).sort((a, b) => b.score - a.score || a.seat - b.seat);
  return order.map((entry) => ({
    name: entry.name,
    score: entry.score,
    place: 1 + order.filter((other) => other.score > entry.score).length,
  }));
}

/**
 * The standings as printed lines, in columns: "1.  Alice     3", the names
 * padded to the widest (at least 4), each score written by `number` (the
 * language's way of writing it: "1,5" in German).
 */
export function standingsLines(names: readonly string[], scores: readonly number[], number: (text: string) => string): string[] {
  const nameWidth = Math.max(...names.map((name) => displayWidth(name)), 4);
  return standings(names, scores).map((entry) => `${padEnd(`${entry.place}.`, 3)} ${padEnd(entry.name, nameWidth)}  ${number(formatScore(entry.score))}`);
}
