/**
 * The final ranking. By the default rules only the category counts, so equal
 * categories tie; the kicker variant compares hands the classic way. Ties
 * share a place and skip the next (standard competition ranking: 1, 1, 3).
 */

import type { Card } from './cards.js';
import { GameNotFinishedError } from './errors.js';
import { evaluateHand, handStrength, type HandCategory } from './hand.js';
import type { GameState, Seat, Tiebreak } from './types.js';

export interface RankedHand {
  readonly seat: Seat;
  readonly name: string;
  readonly cards: readonly Card[];
}

export interface RankingEntry extends RankedHand {
  /** 1 = best; tied players share a place and the next place is skipped. */
  readonly place: number;
  readonly category: HandCategory;
}

/** Ranks any set of five-card hands, best first (equal hands keep seat order). */
export function rankHands(hands: readonly RankedHand[], tiebreak: Tiebreak = 'category'): RankingEntry[] {
  const scored = hands.map((hand) => ({
    hand,
    category: evaluateHand(hand.cards),
    score: tiebreak === 'kickers' ? handStrength(hand.cards) : evaluateHand(hand.cards),
  }));
  // Array.prototype.sort is stable, so equal scores stay in seat order.
  scored.sort((a, b) => b.score - a.score);
  let place = 0;
  return scored.map(({ hand, category, score }, index) => {
    if (index === 0 || score !== scored[index - 1]!.score) place = index + 1;
    return { place, seat: hand.seat, name: hand.name, cards: hand.cards, category };
  });
}

/** The ranking of a finished game: every player, best first. */
export function ranking(state: GameState): RankingEntry[] {
  if (!state.finished) {
    throw new GameNotFinishedError('The ranking exists only once the game is over');
  }
  return rankHands(
    state.players.map((player, seat) => ({ seat, name: player.name, cards: [...player.hidden, ...player.open] })),
    state.rules.tiebreak,
  );
}

/** The seats in first place (one, or several when tied). */
export function winners(entries: readonly RankingEntry[]): Seat[] {
  return entries.filter((entry) => entry.place === 1).map((entry) => entry.seat);
}

/** True when `entry` shares its place with another player. */
export function isTied(entries: readonly RankingEntry[], entry: RankingEntry): boolean {
  return entries.some((other) => other !== entry && other.place === entry.place);
}
