/**
 * Full-sentence descriptions of public events, for the game log, in the
 * language of the core words given. The engine's events carry only codes
 * and data; every word is the core words'.
 */

import { formatCard, formatCards, type FormatOptions } from '../core/cards.js';
import { HAND_CATEGORY_CODES, type HandCategory } from '../core/hand.js';
import type { GameEvent, Seat } from '../core/types.js';
import { describeGameEvent, type CardWording, type EventWording } from './describe.js';
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
  if (event.type !== 'gameEnded') return describeGameEvent(event, drawnWording(names, options));
  const format = cardFormat(options);
  return text.log.gameEnded({
    hands: event.hands.map((hand) =>
      text.log.showdownHand({
        player: playerName(hand.seat, names, text),
        cards: formatCards(hand.cards, format),
        category: categoryName(hand.category, text),
      }),
    ),
  });
}

/** The drawn game's wording: the log's sentences, its names, the cards as faces. */
export function drawnWording(names: readonly string[], options: NarrateOptions): EventWording {
  const text = options.text;
  return { ...drawnCards(options), sentences: text.log, name: (seat) => playerName(seat, names, text), list: text.log.list };
}

/** The drawn game's card wording: faces (`7♣`, `10h` in ASCII), a list of them separated by spaces. */
export function drawnCards(options: NarrateOptions): CardWording {
  const format = cardFormat(options);
  return { card: (card) => formatCard(card, format), cards: (cards) => formatCards(cards, format) };
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
