/**
 * Names that arrive over the network: the SSH user name a player connects
 * with becomes their name at the table. It is cleaned like every name
 * (core/playerNames.ts cleanName) and then held to a stricter alphabet: letters,
 * digits, space and `_.-`, nothing else. No escape sequence, control or
 * format character, and no punctuation that could pass for part of the
 * screen, reaches anyone's terminal.
 */

import { cleanName, nameTooLong, safeText } from '../core/playerNames.js';
import { BOT_NAMES, isBotName } from '../i18n/botNames.js';
import { lookalikeOf } from '../room/lookalike.js';

/** Letters and digits of any script, space, underscore, dot and hyphen. */
const ALLOWED = /^[\p{L}\p{N} _.-]$/u;

/** Letters that show as nothing (Hangul fillers): a name of them would be blank at the table. */
const INVISIBLE_LETTERS = /[\u115F\u1160\u3164\uFFA0]/u;

/** A name must show something: a letter or digit that is not blank. */
const VISIBLE = /[\p{L}\p{N}]/u;

/**
 * The table name for an SSH user name, or null when nothing usable is left
 * or it is wider than MAX_NAME_WIDTH columns (the caller tells the player
 * to connect with another name; see remoteNameTooWide). Anything that is
 * not allowed is dropped, then the name is cleaned. A name too wide is
 * refused, not cut: two long names cut alike would be one player.
 */
export function remoteName(user: string): string | null {
  const allowed = allowedChars(user);
  if (nameTooLong(allowed)) return null;
  const name = cleanName(allowed);
  return name === '' || !VISIBLE.test(name) ? null : name;
}

/** Whether an SSH user name, once what is not allowed is dropped, is wider than a name may be. */
export function remoteNameTooWide(user: string): boolean {
  return nameTooLong(allowedChars(user));
}

/** The user name's allowed characters (escape sequences removed whole first). */
function allowedChars(user: string): string {
  return [...safeText(String(user).slice(0, 256))].filter((char) => ALLOWED.test(char) && !INVISIBLE_LETTERS.test(char)).join('');
}

/**
 * Whether a player's name would pass for a computer player's: "Bot Easy" in
 * any language and case, with or without a number, or one that only looks
 * like it ("Bot Еasy" with a Cyrillic "Е"). Over the network the look-alike
 * is refused too: the real bot would be renamed "Bot Easy 2" beside it.
 */
export function passesForBot(name: string): boolean {
  return isBotName(name) || lookalikeOf(name.replace(/ [0-9]+$/u, ''), BOT_NAMES) !== null;
}
