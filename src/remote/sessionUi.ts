/**
 * What a key press means on one player's screen: a pure reducer over the
 * screen's own state (overlays, a swap being picked, the message line, log
 * scrolling) given the match snapshot of that player's seat. Moves come out
 * as commands the session sends to the match, with the table version the
 * player saw, so a key pressed on a screen that was already out of date is
 * refused rather than played on a table the player has not seen.
 *
 * The keys are those of the game at one keyboard (src/ui/controller.ts);
 * there is no barrier and no "end your turn" step: nobody else looks at
 * this screen, and the turn passes as soon as its second action is played.
 */

import type { Suggestion } from '../bots/suggest.js';
import type { Action, Seat, Slot } from '../core/types.js';
import { legalActionsInView } from '../core/view.js';
import type { KeyPress } from '../ui/keys.js';
import { HINT_ROWS, LOG_WIDTH, fullLogRows, isTooSmall, scrolledFullLogTop, tableLogRows, type TerminalSize } from '../ui/layout.js';
import { fullLogLines, hintInserts } from '../ui/logText.js';
import type { HintPosition } from '../ui/controller.js';
import { glyphs } from '../ui/glyphs.js';
import type { Catalog } from '../i18n/catalog.js';
import type { SeatSnapshot } from './match.js';
import { tableLogLines } from './logLines.js';

export interface SessionUi {
  readonly overlay: 'help' | 'quit' | 'log' | null;
  /** The own open card picked for a swap (null while picking it), or null when no swap is being picked. */
  readonly swap: { readonly own: Slot | null } | null;
  readonly message: string | null;
  readonly logScroll: number;
  readonly fullLogTop: number;
  /** The hint this player asked for: being worked out (suggestion null) or ready; shown only while the game stays where it was asked. */
  readonly hint: (HintPosition & { readonly suggestion: Suggestion | null }) | null;
}

export const INITIAL_UI: SessionUi = { overlay: null, swap: null, message: null, logScroll: 0, fullLogTop: 0, hint: null };

export type SessionCommand =
  | { readonly type: 'act'; readonly action: Action; readonly version: number }
  /** Note a hint in everyone's log, then work it out from this seat's own view. */
  | { readonly type: 'hint'; readonly position: HintPosition; readonly version: number }
  | { readonly type: 'ready' }
  | { readonly type: 'leave' };

export interface SessionContext {
  readonly snapshot: SeatSnapshot;
  readonly seat: Seat | null;
  readonly size: TerminalSize;
  readonly ascii: boolean;
  /** The language of this screen. */
  readonly text: Catalog;
}

export interface KeyOutcome {
  readonly ui: SessionUi;
  readonly command: SessionCommand | null;
}

const SLOT_KEYS: Readonly<Record<string, Slot>> = { '1': 0, '2': 1, '3': 2 };

function stay(ui: SessionUi): KeyOutcome {
  return { ui, command: null };
}

/** Whether it is `seat`'s turn to act now (and not a stand-in bot's). */
export function isMyTurn(snapshot: SeatSnapshot, seat: Seat | null): boolean {
  const view = snapshot.view;
  if (seat === null || view === null || snapshot.phase !== 'playing') return false;
  return view.game.currentPlayer === seat && !snapshot.seats[seat]!.standIn;
}

export function sessionKey(ui: SessionUi, key: KeyPress, context: SessionContext): KeyOutcome {
  if (key.kind === 'ctrlC') return { ui, command: { type: 'leave' } };
  if (isTooSmall(context.size)) return stay(ui);
  const { snapshot } = context;
  const char = key.kind === 'char' ? key.char : null;

  if (ui.overlay === 'quit') {
    if (char === 'y' || char === 'Y') return { ui, command: { type: 'leave' } };
    if (char === 'n' || char === 'N' || key.kind === 'escape') return stay({ ...ui, overlay: null, message: null });
    return stay(ui);
  }
  if (ui.overlay === 'help') {
    if (char === '?' || key.kind === 'escape' || key.kind === 'enter') return stay({ ...ui, overlay: null });
    if (char === 'q') return stay({ ...ui, overlay: 'quit' });
    return stay(ui);
  }
  if (ui.overlay === 'log') return fullLogKey(ui, key, context);

  if (char === '?') return stay({ ...ui, overlay: 'help' });
  if (char === 'q') {
    if (snapshot.phase === 'matchOver' || snapshot.phase === 'lobby') return { ui, command: { type: 'leave' } };
    return stay({ ...ui, overlay: 'quit', swap: null });
  }

  switch (snapshot.phase) {
    case 'lobby':
      return stay(ui);
    case 'betweenGames':
    case 'matchOver':
      return resultsKey(ui, key, context);
    case 'playing':
      return tableKey(ui, key, context);
  }
}

function scrolled(ui: SessionUi, key: KeyPress, context: SessionContext): SessionUi | null {
  if (key.kind !== 'pageUp' && key.kind !== 'pageDown') return null;
  const view = context.snapshot.view!;
  const hintRows = isMyTurn(context.snapshot, context.seat) && shownHint(ui, context.snapshot) !== null ? HINT_ROWS : 0;
  const height = tableLogRows(context.size, view.game.players.length, context.seat !== null) - hintRows;
  const total = tableLogLines(view, context.snapshot.notices, context.ascii, context.text).length;
  const page = Math.max(1, height - 1);
  const max = Math.max(0, total - height);
  const next = key.kind === 'pageUp' ? ui.logScroll + page : ui.logScroll - page;
  return { ...ui, logScroll: Math.min(max, Math.max(0, next)) };
}

function tableKey(ui: SessionUi, key: KeyPress, context: SessionContext): KeyOutcome {
  const scroll = scrolled(ui, key, context);
  if (scroll) return stay(scroll);
  const { snapshot, seat } = context;
  const words = context.text.remote.table;
  const view = snapshot.view!;
  const game = view.game;
  if (!isMyTurn(snapshot, seat)) {
    if (seat === null) return stay({ ...ui, message: words.watching });
    return stay({ ...ui, swap: null, message: words.waitFor(game.players[game.currentPlayer]!.name) });
  }
  const act = (action: Action): KeyOutcome => ({
    ui: { ...ui, swap: null, message: null, logScroll: 0 },
    command: { type: 'act', action, version: view.version },
  });
  const legal = legalActionsInView(game);

  if (ui.swap !== null) {
    if (key.kind === 'escape') return stay({ ...ui, swap: null, message: words.swapCancelled });
    const slot = key.kind === 'char' ? SLOT_KEYS[key.char] : undefined;
    if (slot === undefined) {
      return stay({ ...ui, message: ui.swap.own === null ? words.swapOwn : words.swapMiddle });
    }
    if (ui.swap.own === null) return stay({ ...ui, swap: { own: slot }, message: null });
    return act({ type: 'swap', own: ui.swap.own, middle: slot });
  }

  switch (key.kind) {
    case 'left':
      return act({ type: 'shift', direction: 'left' });
    case 'right':
      return act({ type: 'shift', direction: 'right' });
    case 'enter':
      return stay({ ...ui, message: words.chooseFirst(glyphs(context.ascii).leftRight) });
    case 'char':
      switch (key.char) {
        case 's':
          // The table explains a refused action; this only avoids asking for cards when no swap is allowed.
          if (!legal.some((action) => action.type === 'swap')) return act({ type: 'swap', own: 0, middle: 0 });
          return stay({ ...ui, swap: { own: null }, message: null });
        case 'a':
          return act({ type: 'swapAll' });
        case 'p':
          return act({ type: 'pass' });
        case 'h': {
          if (!view.hintsAllowed) return stay({ ...ui, message: words.hintsOff });
          const position = currentHintPosition(snapshot)!;
          if (shownHint(ui, snapshot) !== null) return stay({ ...ui, message: null });
          return { ui: { ...ui, hint: { ...position, suggestion: null }, message: null }, command: { type: 'hint', position, version: view.version } };
        }
        default:
          return stay({ ...ui, message: words.nothingHere(key.char) });
      }
    default:
      return stay(ui);
  }
}

function resultsKey(ui: SessionUi, key: KeyPress, context: SessionContext): KeyOutcome {
  const { snapshot, seat } = context;
  if (key.kind === 'char' && key.char === 'l') return stay({ ...ui, overlay: 'log', fullLogTop: 0, message: null });
  if (key.kind === 'char' && key.char === 'n') {
    if (snapshot.phase === 'matchOver') return stay({ ...ui, message: context.text.remote.table.overNoNext });
    if (seat === null) return stay(ui);
    return { ui: { ...ui, message: null }, command: { type: 'ready' } };
  }
  return stay({ ...ui, message: null });
}

/** Where the game stands for a hint: whose turn, which game, how far its log has got; null between games. */
export function currentHintPosition(snapshot: SeatSnapshot): HintPosition | null {
  const view = snapshot.view;
  if (view === null || snapshot.phase !== 'playing') return null;
  return { seat: view.game.currentPlayer, game: view.gameNumber, logLength: view.game.log.length };
}

/** The hint to show: the one asked for, as long as the game is still where it was asked (a stale one is dropped). */
export function shownHint(ui: SessionUi, snapshot: SeatSnapshot): SessionUi['hint'] {
  const hint = ui.hint;
  const here = currentHintPosition(snapshot);
  if (hint === null || here === null) return null;
  return hint.seat === here.seat && hint.game === here.game && hint.logLength === here.logLength ? hint : null;
}

/** The screen state once a hint was worked out: shown if it is still the one waited for, else dropped. */
export function hintArrived(ui: SessionUi, position: HintPosition, suggestion: Suggestion | null): SessionUi {
  const hint = ui.hint;
  if (hint === null || hint.suggestion !== null) return ui;
  if (hint.seat !== position.seat || hint.game !== position.game || hint.logLength !== position.logLength) return ui;
  return { ...ui, hint: suggestion === null ? null : { ...hint, suggestion } };
}

export function fullLog(context: SessionContext): string[] {
  const view = context.snapshot.view!;
  const game = view.game;
  const names = game.players.map((player) => player.name);
  const options = { ascii: context.ascii, width: LOG_WIDTH, text: context.text };
  return fullLogLines(game.log, names, options, hintInserts(view.hints, names, options));
}

function fullLogKey(ui: SessionUi, key: KeyPress, context: SessionContext): KeyOutcome {
  if (key.kind === 'escape' || key.kind === 'enter' || (key.kind === 'char' && key.char === 'l')) {
    return stay({ ...ui, overlay: null });
  }
  if (key.kind === 'char' && key.char === 'q') return { ui, command: { type: 'leave' } };
  if (context.snapshot.view === null || !context.snapshot.view.game.finished) return stay({ ...ui, overlay: null });
  const top = scrolledFullLogTop(ui.fullLogTop, key.kind, fullLogRows(context.size), fullLog(context).length);
  return stay(top === null ? ui : { ...ui, fullLogTop: top });
}
