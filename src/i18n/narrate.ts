/**
 * Full-sentence descriptions of public events, for the game log, in the
 * language of the core words given. The engine's events carry only codes
 * and data; every word is the core words'.
 */

import { formatCard, formatCards, type Card, type FormatOptions } from '../core/cards.js';
import { HAND_CATEGORY_CODES, type HandCategory } from '../core/hand.js';
import type { GameEvent, Seat } from '../core/types.js';
import type { CoreWords } from './words.en.js';

export interface NarrateOptions {
  /** Plain ASCII card faces (`10h`, `As`). */
  readonly ascii?: boolean;
  /** The language's core words (`coreWords(lang)`, or `CATALOGS.de` for a library). */
  readonly text: CoreWords;
}

/** Joins names as the language does: "Alice, Bob and Carol" ("Alice, Bob und Carol"). */
export function listNames(names: readonly string[], text: CoreWords): string {
  return text.log.list(names);
}

/** A hand category's name in the words' language: "One Pair", "Ein Paar". */
export function categoryName(category: HandCategory, text: CoreWords): string {
  return text.categories[HAND_CATEGORY_CODES[category]];
}

/** Card faces as the words' language shows them (German: B, D, K, A). */
export function cardFormat(options: NarrateOptions): FormatOptions {
  return { ascii: options.ascii === true, ranks: options.text.ranks };
}

/**
 * One sentence for an event, or null for bookkeeping events (a turn starting
 * or ending) that the screen shows in other ways.
 */
export function describeEvent(event: GameEvent, names: readonly string[], options: NarrateOptions): string | null {
  const text = options.text;
  const log = text.log;
  const format = cardFormat(options);
  const name = (seat: Seat): string => playerName(seat, names, text);
  const card = (c: Card): string => formatCard(c, format);
  switch (event.type) {
    case 'gameStarted':
      return log.gameStarted({ players: log.list(event.players), rounds: event.rounds, starter: name(event.startPlayer) });
    case 'roundStarted':
      return log.roundStarted({ round: event.round, rounds: event.rounds });
    case 'shifted':
      return log.shifted({
        player: name(event.seat),
        direction: event.direction,
        discarded: card(event.discarded),
        drawn: card(event.drawn),
      });
    case 'reshuffled':
      return log.reshuffled({ cards: event.cards });
    case 'swapped':
      return log.swapped({
        player: name(event.seat),
        own: event.own,
        middle: event.middle,
        given: card(event.given),
        taken: card(event.taken),
      });
    case 'swappedAll':
      return log.swappedAll({
        player: name(event.seat),
        given: formatCards(event.given, format),
        taken: formatCards(event.taken, format),
      });
    case 'passed':
      return log.passed({ player: name(event.seat) });
    case 'gameEnded':
      return log.gameEnded({
        hands: event.hands.map((hand) =>
          log.showdownHand({
            player: name(hand.seat),
            cards: formatCards(hand.cards, format),
            category: categoryName(hand.category, text),
          }),
        ),
      });
    case 'turnStarted':
    case 'turnEnded':
      return null;
  }
}

/** How the log names the player of `seat`. */
function playerName(seat: Seat, names: readonly string[], text: CoreWords): string {
  const known = names[seat];
  return known === undefined ? text.log.unknownSeat({ seat }) : text.log.player({ seat, name: known });
}

/**
 * The log's sentence for a hint: the player of `seat` asked for one. A
 * table event, not a game event (a hint is no move of the game), but every
 * seat's log shows it where it happened.
 */
export function describeHintUsed(seat: Seat, names: readonly string[], options: NarrateOptions): string {
  const text = options.text;
  return text.log.hintUsed({ player: playerName(seat, names, text) });
}

/** The log as sentences, oldest first. */
export function describeLog(log: readonly GameEvent[], names: readonly string[], options: NarrateOptions): string[] {
  return log.flatMap((event) => {
    const line = describeEvent(event, names, options);
    return line === null ? [] : [line];
  });
}
