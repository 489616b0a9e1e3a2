/**
 * Standings of a match (language-free); the words of matches live in
 * room/words.ts.
 */

export { formatScore } from '../i18n/numbers.js';

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

