/**
 * A typed line read as a command of the screen-reader mode: a question
 * about the table, or a move as the keys the seat model knows
 * ("swap 1 3" is s, 1, 3, as on the hotseat's keyboard).
 */

import { shortText } from '../i18n/safeText.js';
import type { Lang } from '../i18n/lang.js';
import type { KeyPress } from '../term/keys.js';
import { readerWords, type ReaderVerb } from './words.js';

export type ReaderCommand =
  /** A line of nothing but spaces: Space, which opens the barrier to the next player. */
  | { readonly verb: 'open' }
  /** A bare Enter: nothing (it may be the Enter that ended the turn before, pressed twice). */
  | { readonly verb: 'empty' }
  | { readonly verb: 'unknown'; readonly typed: string }
  | { readonly verb: 'quit' | 'help' | 'rules' | 'repeat' | 'hand' | 'middle' | 'open-cards' | 'scores' | 'turn' }
  /** A move, or the next game: keys for the seat model. */
  | { readonly verb: 'keys'; readonly keys: readonly KeyPress[] };

const char = (c: string): KeyPress => ({ kind: 'char', char: c });

/** An arrow key's bytes, as a terminal in line mode passes them on when one is pressed before Enter. */
const ARROWS: Readonly<Record<string, 'left' | 'right'>> = { '\u001B[D': 'left', '\u001BOD': 'left', '\u001B[C': 'right', '\u001BOC': 'right' };
/** Escape sequences and other control characters: never part of a command, never said back. */
const CONTROL = /\u001B(?:\[[0-9;?]*[ -/]*[@-~]|O.|.)?|[\u0000-\u001F\u007F-\u009F]/gu;

export function parseLine(typed: string, lang: Lang): ReaderCommand {
  const arrow = ARROWS[typed.trim()];
  if (arrow !== undefined) return { verb: 'keys', keys: [{ kind: arrow }] };
  const line = typed.replace(CONTROL, '');
  if (line.length > 0 && line.trim() === '') return { verb: 'open' };
  if (line.trim() === '' && typed.trim() !== '') return { verb: 'unknown', typed: '' };
  const [first, ...rest] = line.trim().toLowerCase().split(/\s+/u);
  if (first === undefined || first === '') return { verb: 'empty' };
  // "swap 13", "swap 1 3" and a bare "13" (the card numbers after a swap begun) alike.
  const digits = rest.join('').split('').map(char);
  if (/^[1-3]+$/u.test(first)) return { verb: 'keys', keys: [...first.split('').map(char), ...digits] };
  const verbs = readerWords(lang).verbs;
  const verb = (Object.keys(verbs) as ReaderVerb[]).find((candidate) => (verbs[candidate] as readonly string[]).includes(first));
  switch (verb) {
    case undefined:
      // Said back cut to 40 characters: a pasted page is not read out again.
      return { verb: 'unknown', typed: shortText(line.trim()) };
    case 'left':
    case 'right':
      return { verb: 'keys', keys: [{ kind: verb }] };
    case 'swap':
      return { verb: 'keys', keys: [char('s'), ...digits] };
    // Typed out, "all" is its own confirmation (the keyboard asks for a second a).
    case 'all':
      return { verb: 'keys', keys: [char('a'), char('a')] };
    case 'pass':
      return { verb: 'keys', keys: [char('p')] };
    case 'next':
      return { verb: 'keys', keys: [char('n')] };
    case 'hint':
      return { verb: 'keys', keys: [char('h')] };
    case 'open':
      return { verb: 'open-cards' };
    default:
      return { verb };
  }
}
