/**
 * Full-sentence descriptions of public events, for the game log.
 * Open cards are numbered 1-3 from the left, as on the screen.
 */

import { formatCard, formatCards, type Card, type FormatOptions } from './cards.js';
import { HAND_CATEGORIES } from './hand.js';
import { plural } from './plural.js';
import type { GameEvent, Seat } from './types.js';

/** Joins names as "Alice", "Alice and Bob", "Alice, Bob and Carol". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * One sentence for an event, or null for bookkeeping events (a turn starting
 * or ending) that the screen shows in other ways.
 */
export function describeEvent(event: GameEvent, names: readonly string[], options: FormatOptions = {}): string | null {
  const name = (seat: Seat): string => names[seat] ?? `Seat ${seat + 1}`;
  const card = (c: Card): string => formatCard(c, options);
  switch (event.type) {
    case 'gameStarted':
      return `New game: ${listNames(event.players)}, ${plural(event.rounds, { one: '# round', other: '# rounds' })}. ${name(event.startPlayer)} starts.`;
    case 'roundStarted':
      return `Round ${event.round} of ${event.rounds} begins.`;
    case 'shifted':
      return `${name(event.seat)} shifted the middle row ${event.direction}: ${card(event.discarded)} was discarded, ${card(event.drawn)} came in.`;
    case 'reshuffled':
      return `The draw pile was empty: ${plural(event.cards, {
        one: 'the # discarded card was',
        other: 'the # discarded cards were',
      })} shuffled into a new draw pile.`;
    case 'swapped':
      return `${name(event.seat)} swapped open card ${event.own + 1} (${card(event.given)}) with middle card ${event.middle + 1} (${card(event.taken)}).`;
    case 'swappedAll':
      return `${name(event.seat)} swapped all three open cards (${formatCards(event.given, options)}) with the middle row (${formatCards(event.taken, options)}).`;
    case 'passed':
      return `${name(event.seat)} passed.`;
    case 'gameEnded':
      return `Game over. ${event.hands
        .map((hand) => `${hand.name}: ${formatCards(hand.cards, options)} (${HAND_CATEGORIES[hand.category]})`)
        .join('; ')}.`;
    case 'turnStarted':
    case 'turnEnded':
      return null;
  }
}

/** The log as sentences, oldest first. */
export function describeLog(log: readonly GameEvent[], names: readonly string[], options: FormatOptions = {}): string[] {
  return log.flatMap((event) => {
    const line = describeEvent(event, names, options);
    return line === null ? [] : [line];
  });
}
