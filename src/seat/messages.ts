/**
 * What the message line says, as codes with data: the controller decides
 * which message applies, the screens word it in their language (seat/words.ts).
 */

import type { IllegalActionProblem } from '../core/errors.js';
import type { ActionType } from '../core/types.js';
import { coreWords } from '../i18n/catalog.js';
import type { Lang } from '../i18n/lang.js';
import { matchWords } from '../room/words.js';
import type { TableError } from '../table/errors.js';
import { tableWords } from '../table/words.js';
import type { Glyphs } from '../term/glyphs.js';
import { keyOfAction } from './controls.js';
import { seatWords } from './words.js';

export type UiMessage =
  | { readonly code: 'swapCancelled' }
  | { readonly code: 'swapPickOwn' }
  | { readonly code: 'swapPickMiddle' }
  | { readonly code: 'swapAllConfirm' }
  /** Enter before an action: the actions allowed now (all of them, or under strict order the shift first, then the others). */
  | { readonly code: 'chooseActionFirst'; readonly actions: readonly ActionType[] }
  | { readonly code: 'keyDoesNothing'; readonly key: string }
  | { readonly code: 'illegalAction'; readonly problem: IllegalActionProblem }
  /** Any other command the table refused. */
  | { readonly code: 'tableError'; readonly error: TableError }
  | { readonly code: 'firstActionDone' }
  | { readonly code: 'pressEnterToEnd' }
  /** The same after the game's last action, which ended the game. */
  | { readonly code: 'pressEnterForResults' }
  | { readonly code: 'pleaseWait'; readonly name: string }
  | { readonly code: 'resultsKeys'; readonly exit?: 'quit' | 'leave' }
  /** A spectator pressed a key of the game. */
  | { readonly code: 'watching' }
  /** The table changed after the screen was drawn: the command was for a table the player had not seen. */
  | { readonly code: 'tableMoved' }
  /** Between games where each player says when they are ready (ssh). */
  | { readonly code: 'resultsReady' }
  | { readonly code: 'youAreReady' }
  | { readonly code: 'resultsWaiting'; readonly names: readonly string[] }
  /** On a barrier when Space may be a key held down (or came too soon); it reveals nothing. */
  | { readonly code: 'releaseKeys' }
  /** On a barrier, any key but Space: who opens it, with which key. */
  | { readonly code: 'barrierKey'; readonly name: string }
  /** Already worded by a front end with messages of its own (the SSH sessions' lobby and match notes). */
  | { readonly code: 'worded'; readonly text: string }
  /** h in a match whose players turned hints off. */
  | { readonly code: 'hintsOff' }
  /** On the results of a match's last game. */
  | { readonly code: 'matchOver' }
  /** A key on results held back because the game's end is not saved (SeatContext.resultsHeld): it tried saving again. */
  | { readonly code: 'resultsHeld' };

/** The sentence for a message; `names` are the players', in seating order. */
export function messageText(message: UiMessage, lang: Lang, glyph: Glyphs, names: readonly string[]): string {
  const words = seatWords(lang).message;
  switch (message.code) {
    case 'swapCancelled':
    case 'swapPickOwn':
    case 'swapPickMiddle':
    case 'swapAllConfirm':
    case 'firstActionDone':
    case 'pressEnterToEnd':
    case 'pressEnterForResults':
    case 'releaseKeys':
    case 'watching':
    case 'tableMoved':
    case 'resultsReady':
    case 'youAreReady':
    case 'resultsHeld':
      return words[message.code];
    case 'resultsKeys':
      return message.exit === 'leave' ? words.resultsReady : words.resultsKeys;
    case 'resultsWaiting':
      return words.resultsWaiting({ names: coreWords(lang).log.list(message.names) });
    case 'chooseActionFirst': {
      const moves = coreWords(lang).moves;
      return moves.chooseActionFirst({ actions: message.actions.map((type) => ({ key: keyOfAction(type, glyph.leftRight), label: moves.label[type] })) });
    }
    case 'keyDoesNothing':
      return message.key === ' ' ? words.spaceDoesNothing : words.keyDoesNothing({ key: message.key });
    case 'worded':
      return message.text;
    case 'matchOver':
      return matchWords(lang).matchOverKeys;
    case 'hintsOff':
      return seatWords(lang).hint.off;
    case 'pleaseWait':
      return words.pleaseWait({ name: message.name });
    case 'barrierKey':
      return words.barrierKey({ name: message.name });
    case 'illegalAction':
      return `${coreWords(lang).illegalAction(message.problem, names)}.`;
    case 'tableError':
      return `${tableWords(lang).tableError(message.error, names)}.`;
  }
}
