/**
 * One player's profile from the finished match records (pure, as
 * ratings.ts): their rating, how they did against each other player (and
 * each computer level) they met, their best hand ever and their longest
 * run of matches won.
 */

import { HAND_CATEGORY_CODES, type HandCategoryCode } from '../core/hand.js';
import type { MatchRecord } from '../table/index.js';
import { byFinish, playerIdOf, ratingEvent, type PlayerId, type PlayerRating } from './ratings.js';

/** How a player did against another at the matches they both played. */
export interface Versus {
  readonly id: PlayerId;
  readonly name: string;
  readonly bot: PlayerRating['bot'];
  readonly matches: number;
  /** Finished above them. */
  readonly above: number;
  readonly below: number;
}

export interface PlayerProfile {
  readonly rating: PlayerRating;
  /** Everyone met, most matches together first. */
  readonly versus: readonly Versus[];
  /** The best hand category any of their games ended with, or null. */
  readonly bestHand: HandCategoryCode | null;
  /** The most rated matches won one after another. */
  readonly longestStreak: number;
}

/** The profile of the player rated `rating` (as the ratings of `records` have them: `foldRatings`, or the ratings file kept beside them). */
export function playerProfile(records: Iterable<MatchRecord>, rating: PlayerRating): PlayerProfile {
  const { id } = rating;
  const finished = [...records].filter((record) => record.endedAt !== null).sort(byFinish);
  const versus = new Map<PlayerId, { name: string; bot: PlayerRating['bot']; matches: number; above: number; below: number }>();
  let best = -1;
  let streak = 0;
  let longest = 0;
  for (const record of finished) {
    const event = ratingEvent(record);
    // A level on two seats is one player, placed as its best seat (as rateMatch places it).
    const mine = event?.players.filter((player) => player.id === id) ?? [];
    if (event === undefined || event === null || mine.length === 0) continue;
    const me = { place: Math.min(...mine.map((player) => player.place)) };
    streak = me.place === 1 ? streak + 1 : 0;
    longest = Math.max(longest, streak);
    // Each other player once a match: a level on two seats ("Bot Medium", "Bot Medium 2") is one player, named and placed
    // as the rating has it (rateMatch: its first seat's name, its best place).
    const others = new Map<PlayerId, { name: string; bot: PlayerRating['bot']; place: number }>();
    for (const other of event.players) {
      if (other.id === id) continue;
      const seen = others.get(other.id);
      others.set(other.id, seen === undefined ? { name: other.name, bot: other.bot, place: other.place } : { ...seen, place: Math.min(seen.place, other.place) });
    }
    for (const [otherId, other] of others) {
      const entry = versus.get(otherId) ?? { name: other.name, bot: other.bot, matches: 0, above: 0, below: 0 };
      entry.name = other.name;
      entry.matches++;
      if (me.place < other.place) entry.above++;
      else if (me.place > other.place) entry.below++;
      versus.set(otherId, entry);
    }
    const seats = new Set(record.seats.flatMap((seat, index) => (playerIdOf(seat, record.owners?.[index]) === id ? [index] : [])));
    for (const game of record.games) {
      for (const placing of game.ranking ?? []) if (seats.has(placing.seat)) best = Math.max(best, HAND_CATEGORY_CODES.indexOf(placing.category));
    }
  }
  return {
    rating,
    versus: [...versus.entries()].map(([other, entry]) => ({ id: other, ...entry })).sort((a, b) => b.matches - a.matches || a.name.localeCompare(b.name)),
    bestHand: best < 0 ? null : HAND_CATEGORY_CODES[best]!,
    longestStreak: longest,
  };
}
