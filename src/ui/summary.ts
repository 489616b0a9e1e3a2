/**
 * The final ranking as plain text (no colour, no escape codes), printed once
 * on the normal screen after the game has left the alternate screen.
 */

import { formatCards } from '../core/cards.js';
import { HAND_CATEGORIES } from '../core/hand.js';
import { displayWidth } from '../core/names.js';
import { rankHands, type RankingEntry } from '../core/ranking.js';
import type { PlayerView } from '../core/view.js';
import { padEnd } from './layout.js';

/** The ranking of a finished game, from a view (after the game every hand is public). */
export function rankingFromView(view: PlayerView): RankingEntry[] {
  if (!view.finished) throw new Error('The ranking exists only once the game is over');
  return rankHands(
    view.players.map((player) => ({
      seat: player.seat,
      name: player.name,
      cards: [...(player.hidden ?? []), ...player.open],
    })),
    view.tiebreak,
  );
}

/** True when `entry` shares its place with another player. */
export function isTied(entries: readonly RankingEntry[], entry: RankingEntry): boolean {
  return entries.some((other) => other !== entry && other.place === entry.place);
}

export function rankingSummary(view: PlayerView, options: { ascii: boolean }): string {
  const entries = rankingFromView(view);
  const nameWidth = Math.max(...entries.map((entry) => displayWidth(entry.name)), 4);
  const lines = [`Shift Poker - final ranking (${view.rounds} rounds, seed ${view.seed ?? '?'}):`];
  for (const entry of entries) {
    const place = padEnd(`${entry.place}.`, 3);
    const tie = isTied(entries, entry) ? ' (tie)' : '';
    lines.push(
      `${place} ${padEnd(entry.name, nameWidth)}  ${padEnd(formatCards(entry.cards, options), 15)}  ${HAND_CATEGORIES[entry.category]}${tie}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
