/**
 * A typed line read as a command of the screen-reader mode: a question
 * about the table, or a move as the keys the seat model knows
 * ("swap 1 3" is s, 1, 3, as on the hotseat's keyboard).
 */

import { shortText } from '../i18n/safeText.js';
import type { Lang } from '../i18n/lang.js';
import type { KeyPress } from '../term/keys.js';
import { coreWords } from '../i18n/catalog.js';
import type { TypedMove } from '../i18n/words.en.js';
import { ACTION_CONTROLS, type ActionControl } from '../seat/controls.js';
import { readerWords, type ReaderVerb } from './words.js';

export type ReaderCommand =
  /** A line of nothing but spaces: Space, which opens the barrier to the next player. */
  | { readonly verb: 'open' }
  /** A bare Enter: nothing (it may be the Enter that ended the turn before, pressed twice). */
  | { readonly verb: 'empty' }
  | { readonly verb: 'unknown'; readonly typed: string }
  | { readonly verb: 'quit' | 'help' | 'rules' | 'repeat' | 'hand' | 'middle' | 'open-cards' | 'scores' | 'turn' }
  /**
   * A move, or the next game: keys for the seat model. `continues`: bare
   * card numbers, which answer a swap begun on the line before; any other
   * line first cancels such a half-made swap.
   */
  | { readonly verb: 'keys'; readonly keys: readonly KeyPress[]; readonly continues?: true }
  /** The first seated player starts a table that waits for players (its open seats become bots). */
  | { readonly verb: 'start' }
  /** A card number that is none (cards are 1 to 3): nothing of the line is played. */
  | { readonly verb: 'noSuchCard' };

const char = (c: string): KeyPress => ({ kind: 'char', char: c });

/** An arrow key's bytes, as a terminal in line mode passes them on when one is pressed before Enter. */
const ARROWS: Readonly<Record<string, 'left' | 'right'>> = { '\u001B[D': 'left', '\u001BOD': 'left', '\u001B[C': 'right', '\u001BOC': 'right' };
/**
 * Escape sequences and other control characters: never part of a command,
 * never said back. A lone Esc goes without the character after it: typed
 * before a word (Esc, then "hilfe") it is no Alt key, and took the word's
 * first letter.
 */
const CONTROL = /\u001B(?:\[[0-9;?]*[ -/]*[@-~]|O[A-Z])?|[\u0000-\u001F\u007F-\u009F]/gu;

export function parseLine(typed: string, lang: Lang): ReaderCommand {
  const arrow = ARROWS[typed.trim()];
  if (arrow !== undefined) return { verb: 'keys', keys: [{ kind: arrow }] };
  const line = typed.replace(CONTROL, '');
  if (line.length > 0 && line.trim() === '') return { verb: 'open' };
  if (line.trim() === '' && typed.trim() !== '') return { verb: 'unknown', typed: '' };
  // A tab between words parts them as a space does (it is a control character, taken out above).
  const words = typed.replace(/\t/gu, ' ').replace(CONTROL, '').trim();
  const [first, ...rest] = words.toLowerCase().split(/\s+/u);
  if (first === undefined || first === '') return { verb: 'empty' };
  // "swap 13", "swap 1 3" and a bare "13" (the card numbers after a swap begun) alike; a swap takes two numbers, no more.
  const numbers = rest.join('');
  if (/^[0-9]+$/u.test(first)) {
    const typed = [...first, ...numbers].slice(0, 2);
    return typed.every((digit) => /^[1-3]$/u.test(digit)) ? { verb: 'keys', keys: typed.map(char), continues: true } : { verb: 'noSuchCard' };
  }
  const typedMoves = coreWords(lang).moves.typed;
  const move = (Object.keys(typedMoves) as TypedMove[]).find((candidate) => typedMoves[candidate].includes(first));
  if (move !== undefined) return moveKeys(move, numbers);
  const verbs = readerWords(lang).verbs;
  const verb = (Object.keys(verbs) as ReaderVerb[]).find((candidate) => (verbs[candidate] as readonly string[]).includes(first));
  switch (verb) {
    case undefined:
      // Said back cut to 40 characters: a pasted page is not read out again.
      return { verb: 'unknown', typed: shortText(words) };
    case 'next':
      return { verb: 'keys', keys: [char('n')] };
    case 'hint':
      return { verb: 'keys', keys: [char('h')] };
    case 'start':
      return { verb: 'start' };
    case 'open':
      return { verb: 'open-cards' };
    default:
      return { verb };
  }
}

/**
 * Whether a line of keys leaves a swap half-made on the line before as it
 * is: bare card numbers answer it, and a hint is asked for while picking
 * (as the drawn game's h, offered then: "which card?" is when a hint helps
 * most). Any other command cancels it first.
 */
export function keepsSwap(command: Extract<ReaderCommand, { verb: 'keys' }>): boolean {
  const [only, ...more] = command.keys;
  return command.continues === true || (more.length === 0 && only?.kind === 'char' && only.char === 'h');
}

/** A typed move as the keys of the drawn game that make it (seat/controls.ts); `numbers`: what was typed after the word. */
function moveKeys(move: TypedMove, numbers: string): ReaderCommand {
  if (move === 'left' || move === 'right') return { verb: 'keys', keys: [{ kind: move }] };
  // Every kind of action but a shift (the arrows, typed as left and right).
  const control: Exclude<ActionControl, { kind: 'arrows' }> = ACTION_CONTROLS[move];
  switch (control.kind) {
    case 'pick':
      // "swap 13", "swap 1 3": a swap takes two numbers, no more.
      return /[^1-3]/u.test(numbers.slice(0, 2)) ? { verb: 'noSuchCard' } : { verb: 'keys', keys: [char(control.key), ...numbers.split('').slice(0, 2).map(char)] };
    // Typed out, the move is its own confirmation (the keyboard asks for its key a second time).
    case 'confirm':
      return { verb: 'keys', keys: [char(control.key), char(control.key)] };
    case 'press':
      return { verb: 'keys', keys: [char(control.key)] };
  }
}
