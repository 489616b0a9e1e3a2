/**
 * What computer players are called in every language ("Bot Hard", "Bot
 * Schwer"), known to every language at once: a human may take none of these
 * names, whichever language the table speaks, or a player called "Bot Easy"
 * beside the real "Bot Easy 2" could not tell who is the computer.
 */

import type { BotLevel } from '../bots/levels.js';
import { nameKey } from '../core/playerNames.js';
import type { Lang } from './lang.js';

/** The second word of a computer player's name, by language: "Bot Hard", "Bot Hard 2". */
export const BOT_NAME_LABELS = {
  en: { random: 'Random', easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert' },
  de: { random: 'Zufall', easy: 'Leicht', medium: 'Mittel', hard: 'Schwer', expert: 'Experte' },
} as const satisfies Record<Lang, Record<BotLevel, string>>;

/** Every computer player's name without its number, in every language ("Bot Hard", "Bot Schwer"). */
export const BOT_NAMES: readonly string[] = Object.values(BOT_NAME_LABELS).flatMap((labels) => Object.values(labels).map((label) => `Bot ${label}`));

const BOT_NAME_KEYS: ReadonlySet<string> = new Set(BOT_NAMES.map(nameKey));

/**
 * Whether `name` reads as a computer player's: "Bot <level>" in any language,
 * with or without a number after it ("Bot Easy 2"), ignoring case and
 * compatibility forms as names are compared (nameKey).
 */
export function isBotName(name: string): boolean {
  return BOT_NAME_KEYS.has(nameKey(name).replace(/ [0-9]+$/u, ''));
}
