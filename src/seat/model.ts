/**
 * The seat screen: what one seat sees and what its keys do, the same for
 * every front end (the hotseat, each ssh player, each spectator, the host's
 * own seat). Drawn only from that seat's view of the table.
 */

import type { BotLevel } from '../bots/levels.js';
import type { Suggestion } from '../bots/suggest.js';
import { ACTION_TYPES } from '../core/actions.js';
import type { RankingEntry } from '../core/ranking.js';
import type { Action, ActionType, Seat, Slot, Tiebreak } from '../core/types.js';
import { legalActionsInView, type PlayerView } from '../core/view.js';
import type { Lang } from '../i18n/lang.js';
import type { Rich } from '../i18n/rich.js';
import type { TableError, TableView } from '../table/index.js';
import { chosenStartPlayer } from '../table/startPlayer.js';
import { replayCommand } from '../shellCommand.js';
import { helpOverlayKey, isPasted, type HelpOverlay, type KeyPress } from '../term/keys.js';
import { HINT_ROWS, logWidth, fullLogRows, isTooSmall, scrolledFullLogTop, tableLogRows, type TerminalSize } from '../term/layout.js';
import { fullLogLines, hintInserts, logLines, type LogInsert, type LogTextOptions } from './logText.js';
import type { UiMessage } from './messages.js';
import { ACTION_CONTROLS, actionOfKey, isPressed, type ActionControl } from './controls.js';
import type { RatingShift } from '../record/ratings.js';

/** A swap being chosen: one card (the own open card so far, null while choosing it), or all three waiting for a confirming key. */
export type SwapPick = { readonly kind: 'one'; readonly own: Slot | null } | { readonly kind: 'all' };

export interface KeyLabel {
  /** Which action's key (the screens name the key and the action in the player's language). */
  readonly action: ActionType;
  readonly available: boolean;
}

export interface TableModel {
  readonly mode: 'turn' | 'turnDone' | 'watch';
  /** The view of the seat at the keyboard, or a spectator's view. */
  readonly view: PlayerView;
  /** Whose turn is shown. */
  readonly actor: Seat;
  /** A computer player acts (or stands in): the screen shows it thinking rather than asking to wait. */
  readonly actorIsBot: boolean;
  /** The game's round: after a round's last action, already the next one (the log says it begins). */
  readonly round: number;
  readonly actionNumber: 1 | 2;
  readonly bots: readonly (BotLevel | null)[];
  readonly swap: SwapPick | null;
  readonly message: UiMessage | null;
  readonly logScroll: number;
  /** The log as lines (the hints used and the front end's notes in it), and the rows it gets. */
  readonly log: readonly string[];
  readonly logHeight: number;
  readonly actionKeys: readonly KeyLabel[];
  readonly ascii: boolean;
  /** What q does: quit the program, or leave the table. */
  readonly exit: 'quit' | 'leave';
  /** The table is a lesson of the tutorial: q quits the lesson, not a game. */
  readonly lesson?: boolean;
  /** Whether ending this turn hands the keyboard to another human: never when the next seat is a computer player's. */
  readonly handOff: boolean;
  /** Saving failed: the one line saying the match is no longer saved; null while it is. */
  readonly warning?: string | null;
  /** The hint for the viewer's turn: being worked out (suggestion null) or ready; absent or null when none. */
  readonly hint?: { readonly suggestion: Suggestion | null } | null;
  /** Whether the key bar offers h (a human's turn in a match with hints on). */
  readonly hintKey?: boolean;
  /** In a match of more than one game: which game this is and the score so far; absent for a single game. */
  readonly match?: TableMatch;
}

export interface TableMatch {
  readonly gameNumber: number;
  /** Games in the match, or null when open-ended. */
  readonly games: number | null;
  /** The points so far, by seat, with the seats' names. */
  readonly scores: readonly { readonly name: string; readonly score: number }[];
}

export interface ResultsModel {
  readonly ranking: readonly RankingEntry[];
  /** The finished game's own seed (shown only now that every card is known). */
  readonly seed: string;
  /** Who started it, where its seed alone would pick another seat (see table/startPlayer.ts chosenStartPlayer); else null. */
  readonly firstPlayer: Seat | null;
  /**
   * The whole command that deals this game again (shellCommand.ts replayCommand), beginning as the player
   * started the program; absent where only the seed is known (then the seed's options are shown).
   */
  readonly replayCommand?: string;
  readonly rounds: number;
  readonly tiebreak: Tiebreak;
  readonly bots: readonly (BotLevel | null)[];
  readonly message: UiMessage | null;
  readonly ascii: boolean;
  /** What q does: quit the program, or leave the table. */
  readonly exit?: 'quit' | 'leave';
  /** n says this seat is ready for the next game (ssh), rather than starting it. */
  readonly ready?: boolean;
  /** The match around the game; absent in screens made for one game alone. */
  readonly match?: ResultsMatch;
  /** The front end's own key bar in place of a game's (the tutorial's n is the next lesson, not the next game). */
  readonly keys?: Rich;
  /**
   * The game's end is not saved and the saved match would deal it again (SeatContext.resultsHeld): nothing of its
   * outcome is here (no ranking, seed or replay line) and the screen says why; the match's save warning stays.
   */
  readonly held?: boolean;
}

export interface ResultsMatch {
  readonly gameNumber: number;
  /** Games in the match, or null when open-ended. */
  readonly games: number | null;
  /** Points per seat after this game. */
  readonly scores: readonly number[];
  readonly names: readonly string[];
  /** No game follows: the score is the final standings. */
  readonly over: boolean;
  readonly warning: string | null;
  /** What the match changed of the human players' ratings, once it is over and rated (else empty). */
  readonly ratings: readonly RatingShift[];
}

/** The keys for the actions, with those the rules do not allow now marked unavailable. */
export function actionKeyLabels(view: PlayerView): KeyLabel[] {
  const legal = legalActionsInView(view);
  // Every kind of action of the table of actions, in its order.
  return ACTION_TYPES.map((type) => ({ action: type, available: legal.some((action) => action.type === type) }));
}

// ---------------------------------------------------------------------------
// The seat screen's own state, and what its keys do.

/** Drawn over the table or the results: help, the quit (or leave) question, or the whole game log. */
export type Overlay = HelpOverlay | 'log';

/** Where in a match a hint was asked for: it holds only while the game stays there. */
export interface HintPosition {
  readonly seat: Seat;
  /** The game's number in the match (1-based). */
  readonly game: number;
  /** The length of the game's log: it grows with every action. */
  readonly logLength: number;
}

/** A hint asked for on this screen: being worked out (suggestion null), or ready. */
export interface HintState extends HintPosition {
  readonly suggestion: Suggestion | null;
}

export interface SeatScreenState {
  readonly overlay: Overlay;
  readonly swap: SwapPick | null;
  readonly message: UiMessage | null;
  /** Log lines scrolled back from the newest. */
  readonly logScroll: number;
  /** The first line shown of the whole game log (overlay 'log'). */
  readonly fullLogTop: number;
  /** The hint of the turn being played, while the game has not moved on. */
  readonly hint: HintState | null;
  /**
   * The seat's turn is over and the screen stays on it until Enter (see
   * SeatFront.confirmTurnEnd). The game has moved on with the turn's last
   * action (a turn is its two actions): the screen shows the round and the
   * score that action brought, as the log does.
   */
  readonly turnDone: boolean;
}

export const INITIAL_SEAT_SCREEN: SeatScreenState = {
  overlay: null,
  swap: null,
  message: null,
  logScroll: 0,
  fullLogTop: 0,
  hint: null,
  turnDone: false,
};

/** How a front end has its seat screens behave: the only ways they differ. */
export interface SeatFront {
  /** 'quit' ends the program (one keyboard); 'leave' leaves the table (ssh). */
  readonly exit: 'quit' | 'leave';
  /** After its second action a seat's screen stays until Enter, so the player sees the result before handing on. */
  readonly confirmTurnEnd: boolean;
  /** Ending a turn hands the keyboard to another human. */
  readonly handOff: boolean;
  /** Next-player screens come between turns (the help says so). */
  readonly barriers: boolean;
  /** The seat plays a lesson of the tutorial: the quit question asks to quit the lesson. */
  readonly lesson?: boolean;
}

export const HOTSEAT_FRONT: Omit<SeatFront, 'handOff' | 'barriers'> = { exit: 'quit', confirmTurnEnd: true };
export const REMOTE_FRONT: SeatFront = { exit: 'leave', confirmTurnEnd: false, handOff: false, barriers: false };

/** Between games at a table whose players each say when they are ready for the next (ssh). */
export interface Readiness {
  /** This screen's seat has said so. */
  readonly ready: boolean;
  /** The players still to say so. */
  readonly waitingFor: readonly string[];
}

/** Everything a seat screen is drawn from besides its own state: the seat's view and how the front end works. */
export interface SeatContext {
  /** What this seat may see of the table (a spectator's view: no hidden card before the showdown). */
  readonly view: TableView;
  /** The seat played from this screen, or null when it plays none (a spectator, or nobody's cards at one keyboard). */
  readonly seat: Seat | null;
  /** A spectator's screen: it only watches (and says so). */
  readonly watching: boolean;
  readonly size: TerminalSize;
  readonly ascii: boolean;
  /** The screen's language. */
  readonly lang: Lang;
  readonly front: SeatFront;
  /** The computer players' levels by seat, a bot standing in for an absent player included (for their tags). */
  readonly bots: readonly (BotLevel | null)[];
  /** The seat's player is away and a bot plays for them: no key acts for the seat. */
  readonly standIn?: boolean;
  /** Lines the front end adds to the log where they happened (the host's notes on who left and came back). */
  readonly notes?: readonly LogInsert[];
  /** Saving failed: the one line saying so; null or absent while the match is saved. */
  readonly warning?: string | null;
  /** Between games at the ssh host: who is ready; absent where n starts the next game at once. */
  readonly readiness?: Readiness;
  /** How the player started this program (invocation.ts): the results' replay command begins with it (`shift-poker` when absent). */
  readonly program?: string;
  /** The match is over and rated: what it changed for each human player, shown with the final standings. */
  readonly ratings?: readonly RatingShift[];
  /**
   * At one keyboard, saving fails: at the results this means the game's end is not on disk, so the saved match would
   * deal the game again. Its results (every hidden card, the seed, the log) are held back until it is saved.
   */
  readonly resultsHeld?: boolean;
}

/** What a seat asks of the table, carried out the same by every front end (carryOut.ts). */
export type TableCommand =
  | { readonly type: 'act'; readonly seat: Seat; readonly action: Action; readonly version: number }
  /** Work a hint out from the seat's own view; it comes back as the message 'hintReady'. */
  | { readonly type: 'hint'; readonly position: HintPosition; readonly version: number }
  /** A hint is shown: everyone's log notes it (the table drops it as stale if the game moved on). */
  | { readonly type: 'noteHint'; readonly seat: Seat; readonly version: number }
  /** n on the results: the next game (one keyboard), or this seat is ready for it (ssh). */
  | { readonly type: 'next'; readonly version: number }
  /** The match ends between games: no key of a seat screen asks for it; the hotseat does when its players quit an open-ended match on the results. */
  | { readonly type: 'endMatch'; readonly version: number };

/** What a seat screen asks its front end to do: something of the table, or what the front end does itself. */
export type SeatCommand =
  | Exclude<TableCommand, { readonly type: 'endMatch' }>
  /** Enter after the turn: the front end hands the keyboard on. */
  | { readonly type: 'endTurn' }
  /** The player quits or leaves: 130 after Ctrl+C, else 0; `fromResults` when it was q on a results screen. */
  | { readonly type: 'exit'; readonly exitCode: number; readonly fromResults: boolean };

/**
 * Whether quitting a match at one keyboard ends it for good: on the results
 * of an open-ended match (the players stopped; nothing is left to resume). A
 * match of a fixed length with games left stays open to resume, and so does
 * one left mid-game. The drawn hotseat and the screen-reader mode both ask
 * this, so that a match one of them leaves finished the other does too.
 */
export function quitEndsMatch(view: TableView, fromResults: boolean): boolean {
  return fromResults && view.phase === 'betweenGames' && view.games === null;
}

export interface SeatOutcome {
  readonly state: SeatScreenState;
  readonly command: SeatCommand | null;
}

/** What reaches a seat screen: a key, a change of the table (the context holds the new view), a refusal, a worked-out hint. */
export type SeatMsg =
  | { readonly type: 'key'; readonly key: KeyPress }
  | { readonly type: 'viewChanged'; readonly before: TableView }
  /** The table refused `command` (or a note of a hint). */
  | { readonly type: 'refused'; readonly error: TableError; readonly command?: TableCommand }
  | { readonly type: 'hintReady'; readonly position: HintPosition; readonly suggestion: Suggestion | null };

/**
 * The seat screen's one reducer: every front end feeds it the same messages
 * and carries out the command it returns, so a seat behaves the same at one
 * keyboard and over ssh.
 */
export function seatReducer(state: SeatScreenState, msg: SeatMsg, context: SeatContext): SeatOutcome {
  switch (msg.type) {
    case 'key':
      // Pasted text (a bracketed paste) moves nothing: a game is played by keys pressed.
      return isPasted(msg.key) ? stay(state) : seatKey(state, msg.key, context);
    case 'viewChanged':
      return stay(seatViewChanged(state, msg.before, context.view, context));
    case 'refused':
      return stay(seatRefused(state, msg.error, msg.command));
    case 'hintReady': {
      const next = seatHintReady(state, msg.position, msg.suggestion);
      // Only a hint that shows is noted as used: one overtaken by a move never was.
      const shown = next !== state && next.hint !== null && next.hint.suggestion !== null;
      return { state: next, command: shown ? { type: 'noteHint', seat: msg.position.seat, version: context.view.version } : null };
    }
  }
}

const SLOT_KEYS: Readonly<Record<string, Slot>> = { '1': 0, '2': 1, '3': 2 };

function stay(state: SeatScreenState): SeatOutcome {
  return { state, command: null };
}

/** Whether the screen's seat acts now: its turn, its player present, its turn not just over. */
function canAct(state: SeatScreenState, context: SeatContext): boolean {
  const { view, seat } = context;
  return seat !== null && !context.watching && context.standIn !== true && !state.turnDone && view.phase === 'playing' && view.game.currentPlayer === seat;
}

/** The results of the last game show (and no turn waits for Enter). */
function atResults(state: SeatScreenState, context: SeatContext): boolean {
  return context.view.phase !== 'playing' && !state.turnDone;
}

export function seatKey(state: SeatScreenState, key: KeyPress, context: SeatContext): SeatOutcome {
  if (key.kind === 'ctrlC') return { state, command: { type: 'exit', exitCode: 130, fromResults: false } };
  // Nothing is visible while the screen is too small: keys then must not act on a screen nobody has seen.
  if (isTooSmall(context.size)) return stay(state);

  if (state.overlay === 'log') return fullLogKey(state, key, context);
  const step = helpOverlayKey(state.overlay, key);
  if (step === 'confirmed') return { state, command: { type: 'exit', exitCode: 0, fromResults: false } };
  if (step !== null) return helpOverlayChanged(state, step.overlay, context);
  if (atResults(state, context)) return resultsKey(state, key, context);
  if (state.turnDone) return turnDoneKey(state, key, context);
  if (canAct(state, context)) return turnKey(state, key, context);
  return watchKey(state, key, context);
}

function turnKey(state: SeatScreenState, key: KeyPress, context: SeatContext): SeatOutcome {
  const scroll = scrolled(state, key, context);
  if (scroll) return stay(scroll);

  if (state.swap?.kind === 'all') {
    if (key.kind === 'escape') return stay({ ...state, swap: null, message: { code: 'swapCancelled' } });
    if (key.kind === 'char' && key.char === 'h') return askHint(state, context);
    // The same key again, or Enter, confirms: three cards at once are worth a second press, as a swap of one is.
    if ((key.kind === 'char' && key.char === ACTION_CONTROLS.swapAll.key) || key.kind === 'enter') return act(state, context, { type: 'swapAll' });
    return stay({ ...state, message: { code: 'swapAllConfirm' } });
  }
  if (state.swap !== null) {
    if (key.kind === 'escape') return stay({ ...state, swap: null, message: { code: 'swapCancelled' } });
    // The key bar offers h while picking too: "which card?" is when a hint helps most.
    if (key.kind === 'char' && key.char === 'h') return askHint(state, context);
    const slot = key.kind === 'char' ? SLOT_KEYS[key.char] : undefined;
    if (slot === undefined) {
      return stay({ ...state, message: state.swap.own === null ? { code: 'swapPickOwn' } : { code: 'swapPickMiddle' } });
    }
    if (state.swap.own === null) return stay({ ...state, swap: { kind: 'one', own: slot }, message: null });
    return act(state, context, { type: 'swap', own: state.swap.own, middle: slot });
  }

  switch (key.kind) {
    case 'left':
      return act(state, context, { type: 'shift', direction: 'left' });
    case 'right':
      return act(state, context, { type: 'shift', direction: 'right' });
    case 'enter':
      return stay({ ...state, message: { code: 'chooseActionFirst', actions: actionKeyLabels(context.view.game).flatMap((label) => (label.available ? [label.action] : [])) } });
    case 'char': {
      if (key.char === 'h') return askHint(state, context);
      const type = actionOfKey(key.char);
      if (type === undefined) return stay({ ...state, message: { code: 'keyDoesNothing', key: key.char } });
      return actionKey(state, context, type);
    }
    default:
      return stay(state);
  }
}

/** The key of an action (seat/controls.ts) on the seat's turn: the action, or the first step of choosing it. */
function actionKey(state: SeatScreenState, context: SeatContext, type: ActionType): SeatOutcome {
  const control: ActionControl = ACTION_CONTROLS[type];
  switch (control.kind) {
    case 'arrows':
      // Only the arrow keys shift: no character does.
      return stay(state);
    case 'pick':
    case 'confirm':
      // Picking cards, or the confirming key, is asked for only where the action is allowed now (strict order: not as the first action).
      if (!legalActionsInView(context.view.game).some((action) => action.type === type)) {
        return stay({ ...state, message: { code: 'illegalAction', problem: { code: 'shiftFirst' } } });
      }
      return stay({ ...state, swap: control.kind === 'pick' ? { kind: 'one', own: null } : { kind: 'all' }, message: null });
    case 'press':
      // The table says why, where the rules do not allow it now.
      return isPressed(type) ? act(state, context, { type }) : stay(state);
  }
}

/** Help or the quit question opened or closed by a key (or left as it was). */
function helpOverlayChanged(state: SeatScreenState, overlay: HelpOverlay, context: SeatContext): SeatOutcome {
  if (overlay === state.overlay) return stay(state);
  if (overlay === 'quit' && state.overlay === null) {
    // Nothing is lost on a results screen: no question.
    if (atResults(state, context)) return { state, command: { type: 'exit', exitCode: 0, fromResults: true } };
    return stay({ ...state, overlay, swap: null });
  }
  // The question clears the message line as it comes from help or goes.
  return stay({ ...state, overlay, message: overlay === 'quit' || state.overlay === 'quit' ? null : state.message });
}

/** Asks for the seat's action; the table's answer comes back as a changed view (seatViewChanged) or a refusal (seatRefused). */
function act(state: SeatScreenState, context: SeatContext, action: Action): SeatOutcome {
  return {
    state: { ...state, swap: null },
    command: { type: 'act', seat: context.seat!, action, version: context.view.version },
  };
}

function turnDoneKey(state: SeatScreenState, key: KeyPress, context: SeatContext): SeatOutcome {
  const scroll = scrolled(state, key, context);
  if (scroll) return stay(scroll);
  if (key.kind !== 'enter') {
    return stay({ ...state, message: { code: context.view.game.finished ? 'pressEnterForResults' : 'pressEnterToEnd' } });
  }
  return { state: { ...state, turnDone: false, message: null, logScroll: 0 }, command: { type: 'endTurn' } };
}

function watchKey(state: SeatScreenState, key: KeyPress, context: SeatContext): SeatOutcome {
  const scroll = scrolled(state, key, context);
  if (scroll) return stay(scroll);
  if (context.watching) return stay({ ...state, swap: null, message: { code: 'watching' } });
  const game = context.view.game;
  return stay({ ...state, swap: null, message: { code: 'pleaseWait', name: game.players[game.currentPlayer]!.name } });
}

function resultsKey(state: SeatScreenState, key: KeyPress, context: SeatContext): SeatOutcome {
  const { view } = context;
  // Nothing of a game the saved match would deal again: no log, no next game (its front end tried saving at the key).
  if (context.resultsHeld === true) return stay({ ...state, message: { code: 'resultsHeld' } });
  if (key.kind === 'char' && key.char === 'l') return stay({ ...state, overlay: 'log', fullLogTop: 0, message: null });
  if (view.phase === 'matchOver') return stay({ ...state, message: { code: 'matchOver' } });
  if (key.kind === 'char' && key.char === 'n') {
    // Where each player says they are ready, a spectator has nothing to say.
    if (context.readiness !== undefined && (context.seat === null || context.watching)) return stay({ ...state, message: { code: 'watching' } });
    return { state: { ...state, message: null }, command: { type: 'next', version: view.version } };
  }
  return stay({ ...state, message: { code: 'resultsKeys', exit: context.front.exit } });
}

/** The whole log of the finished game: Up/Down a line, PgUp/PgDn a page, Esc, Enter or l back, q quits. */
function fullLogKey(state: SeatScreenState, key: KeyPress, context: SeatContext): SeatOutcome {
  if (key.kind === 'escape' || key.kind === 'enter' || (key.kind === 'char' && key.char === 'l')) {
    return stay({ ...state, overlay: null });
  }
  if (key.kind === 'char' && key.char === 'q') return { state: { ...state, overlay: null }, command: { type: 'exit', exitCode: 0, fromResults: true } };
  const top = scrolledFullLogTop(state.fullLogTop, key.kind, fullLogRows(context.size), fullLog(context).length);
  return stay(top === null ? state : { ...state, fullLogTop: top });
}

/** PgUp/PgDn on the table: the log scrolled by a page (null for any other key). */
function scrolled(state: SeatScreenState, key: KeyPress, context: SeatContext): SeatScreenState | null {
  if (key.kind !== 'pageUp' && key.kind !== 'pageDown') return null;
  const height = tableLogHeight(state, context);
  const total = tableLog(context).length;
  const page = Math.max(1, height - 1);
  const max = Math.max(0, total - height);
  const next = key.kind === 'pageUp' ? state.logScroll + page : state.logScroll - page;
  return { ...state, logScroll: Math.min(max, Math.max(0, next)) };
}

/** The rows the table's log has: what the layout leaves, less the save warning and a hint shown. */
function tableLogHeight(state: SeatScreenState, context: SeatContext): number {
  const { view } = context;
  return tableLogRows(context.size, view.game.players.length, context.seat !== null) - (context.warning == null ? 0 : 1) - (shownHint(state, context) === null ? 0 : HINT_ROWS);
}

/** The log wrapped to the terminal's width (within screenWidth's bounds), as the table and the whole-log screen show it. */
function logOptions(context: SeatContext): LogTextOptions {
  return { ascii: context.ascii, width: logWidth(context.size), lang: context.lang };
}

/** The table's log as lines (the showdown left out), with the hints used and the front end's notes where they happened. */
function tableLog(context: SeatContext): string[] {
  const game = context.view.game;
  const names = game.players.map((player) => player.name);
  const options = logOptions(context);
  return logLines(game.log, names, options, [...hintInserts(context.view.hints, names, options), ...(context.notes ?? [])]);
}

/** The whole log of the finished game; the hidden cards show only in its showdown line (the replay shows them at every step). */
function fullLog(context: SeatContext): string[] {
  const game = context.view.game;
  const names = game.players.map((player) => player.name);
  const options = logOptions(context);
  return fullLogLines(game.log, names, options, [...hintInserts(context.view.hints, names, options), ...(context.notes ?? [])]);
}

// ---------------------------------------------------------------------------
// Hints.

function samePosition(a: HintPosition, b: HintPosition): boolean {
  return a.seat === b.seat && a.game === b.game && a.logLength === b.logLength;
}

/** Where the game stands for a hint: whose turn, which game, how far its log has got; null between games. */
export function hintPosition(view: TableView): HintPosition | null {
  if (view.phase !== 'playing') return null;
  return { seat: view.game.currentPlayer, game: view.gameNumber, logLength: view.game.log.length };
}

/**
 * h on the seat's turn: the front end works the hint out (a spinner shows
 * meanwhile) and notes it in everyone's log once it is shown. Asking again
 * where the hint is already shown (or coming) changes nothing.
 */
function askHint(state: SeatScreenState, context: SeatContext): SeatOutcome {
  const { view } = context;
  if (!view.hintsAllowed) return stay({ ...state, message: { code: 'hintsOff' } });
  const position = hintPosition(view)!;
  if (state.hint !== null && samePosition(state.hint, position)) return stay({ ...state, message: null });
  return {
    state: { ...state, hint: { ...position, suggestion: null }, message: null },
    command: { type: 'hint', position, version: view.version },
  };
}

/** A worked-out hint: shown if it is the one being waited for; one for a turn that moved on is dropped. */
export function seatHintReady(state: SeatScreenState, position: HintPosition, suggestion: Suggestion | null): SeatScreenState {
  const hint = state.hint;
  if (hint === null || hint.suggestion !== null || !samePosition(hint, position)) return state;
  return { ...state, hint: suggestion === null ? null : { ...hint, suggestion } };
}

/** The hint to show: the one asked for, on this seat's turn, while the game is still where it was asked. */
export function shownHint(state: SeatScreenState, context: SeatContext): HintState | null {
  const hint = state.hint;
  const here = hintPosition(context.view);
  if (hint === null || here === null || !canAct(state, context)) return null;
  return samePosition(hint, here) ? hint : null;
}

// ---------------------------------------------------------------------------
// The table's answers.

/**
 * What a change of the table means for this screen: its own action (the
 * first: one more to choose; the second: the turn is over), another seat's,
 * a hint noted, or a new game.
 */
function seatViewChanged(state: SeatScreenState, before: TableView, after: TableView, context: SeatContext): SeatScreenState {
  if (after.gameNumber !== before.gameNumber) return INITIAL_SEAT_SCREEN;
  const here = hintPosition(after);
  const hint = state.hint !== null && here !== null && samePosition(state.hint, here) ? state.hint : null;
  // A hint noted in the log: no action was played, so the screen stays where it was.
  if (after.phase === before.phase && after.game.log.length === before.game.log.length) return { ...state, hint };
  const seat = context.seat;
  const mine = seat !== null && before.phase === 'playing' && before.game.currentPlayer === seat && !context.watching;
  const turnOver = after.phase !== 'playing' || after.game.actionsTaken === 0;
  if (!mine) return { ...state, hint, swap: null, logScroll: 0, message: null };
  if (!turnOver) return { ...state, hint, swap: null, logScroll: 0, message: { code: 'firstActionDone' } };
  if (!context.front.confirmTurnEnd) return { ...state, hint: null, swap: null, logScroll: 0, message: null };
  return {
    ...state,
    hint: null,
    swap: null,
    logScroll: 0,
    message: null,
    turnDone: true,
  };
}

/** The table refused a command from this screen (`hint`: the hint's note): why, as the message line says it. */
function seatRefused(state: SeatScreenState, error: TableError, command?: TableCommand): SeatScreenState {
  const message: UiMessage =
    error.code === 'staleVersion' ? { code: 'tableMoved' } : error.code === 'illegalAction' ? { code: 'illegalAction', problem: error.problem } : { code: 'tableError', error };
  return { ...state, swap: null, message, hint: command?.type === 'hint' ? null : state.hint };
}

// ---------------------------------------------------------------------------
// What the screens draw.

/** The help (?): the rules as this match plays them and the keys. */
export interface HelpModel {
  readonly kind: 'help';
  readonly strictOrder: boolean;
  readonly tiebreak: Tiebreak;
  /** Whether next-player screens come between turns. */
  readonly barriers: boolean;
  /** Whether h gives a hint in this match. */
  readonly hints: boolean;
  /** What q does on this front. */
  readonly exit: 'quit' | 'leave';
  /** The keys a front end adds around the game, worded by it, in place of those after a game (the tutorial's r and n). */
  readonly frontKeys?: Rich;
}

export type SeatScreenModel =
  | { readonly kind: 'tooSmall'; readonly size: TerminalSize }
  | HelpModel
  | {
      readonly kind: 'log';
      /** The lines shown, from line `first` (0-based) of `total`. */
      readonly lines: readonly string[];
      readonly first: number;
      readonly total: number;
    }
  | { readonly kind: 'table'; readonly table: TableModel; readonly quitting: boolean }
  | { readonly kind: 'results'; readonly results: ResultsModel };

export function seatScreenModel(state: SeatScreenState, context: SeatContext): SeatScreenModel {
  const { view, size } = context;
  if (isTooSmall(size)) return { kind: 'tooSmall', size };
  if (state.overlay === 'help') {
    return {
      kind: 'help',
      strictOrder: view.game.strictOrder,
      tiebreak: view.game.tiebreak,
      barriers: context.front.barriers,
      hints: view.hintsAllowed,
      exit: context.front.exit,
    };
  }
  if (state.overlay === 'log' && view.game.finished) {
    const all = fullLog(context);
    const height = fullLogRows(size);
    const first = Math.min(state.fullLogTop, Math.max(0, all.length - height));
    return { kind: 'log', lines: all.slice(first, first + height), first, total: all.length };
  }
  if (atResults(state, context)) return { kind: 'results', results: resultsModel(state, context) };
  return { kind: 'table', quitting: state.overlay === 'quit', table: tableModel(state, context) };
}

/**
 * The message line as it stands: a refusal because the match waited for
 * its saves is gone once they work again (the screen's warning gone with
 * it), so that the turn's own line shows again; left there, it told the
 * player to wait for what had already come, and nothing said to go on.
 */
function shownMessage(state: SeatScreenState, context: SeatContext): UiMessage | null {
  const message = state.message;
  const savesBack = message?.code === 'tableError' && message.error.code === 'savesFailing' && (context.warning ?? null) === null;
  // Likewise "still not saved" on results no longer held: the results are there.
  const heldNoMore = message?.code === 'resultsHeld' && context.resultsHeld !== true;
  return savesBack || heldNoMore ? null : message;
}

function tableModel(state: SeatScreenState, context: SeatContext): TableModel {
  const { view } = context;
  const game = view.game;
  const mode: TableModel['mode'] = state.turnDone ? 'turnDone' : canAct(state, context) ? 'turn' : 'watch';
  const actor = mode === 'watch' ? game.currentPlayer : context.seat!;
  const hint = shownHint(state, context);
  return {
    mode,
    view: game,
    actor,
    round: game.round,
    actionNumber: mode === 'turnDone' ? 2 : ((game.actionsTaken + 1) as 1 | 2),
    bots: context.bots,
    actorIsBot: context.bots[actor] != null,
    swap: mode === 'turn' ? state.swap : null,
    message: shownMessage(state, context),
    logScroll: state.logScroll,
    log: tableLog(context),
    logHeight: tableLogHeight(state, context),
    actionKeys: mode === 'turn' ? actionKeyLabels(game) : [],
    ascii: context.ascii,
    exit: context.front.exit,
    lesson: context.front.lesson === true,
    // The keyboard goes to whoever plays next, and a computer player takes none: the line then says no more than to press Enter.
    handOff: context.front.handOff && context.bots[(actor + 1) % game.players.length] == null,
    warning: context.warning ?? null,
    hint: hint === null ? null : { suggestion: hint.suggestion },
    hintKey: mode === 'turn' && view.hintsAllowed,
    // The running score after a game whose results are held would tell who won it (resultsHeld).
    ...(view.games === 1 || (context.resultsHeld === true && view.phase !== 'playing')
      ? {}
      : {
          match: {
            gameNumber: view.gameNumber,
            games: view.games,
            scores: view.seats.map((seat, index) => ({ name: seat.name, score: view.scores[index] ?? 0 })),
          },
        }),
  };
}

function resultsModel(state: SeatScreenState, context: SeatContext): ResultsModel {
  const { view } = context;
  const readiness = context.readiness;
  let message = shownMessage(state, context);
  // Where each player says they are ready, the message line says who is.
  if (message === null && readiness !== undefined && view.phase === 'betweenGames') {
    if (context.seat === null || context.watching) message = { code: 'resultsWaiting', names: readiness.waitingFor };
    else if (readiness.ready) message = { code: 'youAreReady' };
    else message = { code: 'resultsReady' };
  }
  const shown = resultsShown(context, message);
  if (context.resultsHeld !== true) return shown;
  return {
    ...shown,
    ranking: [],
    seed: '',
    firstPlayer: null,
    replayCommand: undefined,
    match: { ...shown.match!, scores: view.scores.map(() => 0), ratings: [] },
    held: true,
  };
}

/** The results as shown once nothing holds them back. */
function resultsShown(context: SeatContext, message: UiMessage | null): ResultsModel {
  const { view } = context;
  const readiness = context.readiness;
  return {
    ranking: view.ranking ?? [],
    seed: view.seed ?? '',
    firstPlayer:
      view.seed === null
        ? null
        : chosenStartPlayer(
            view.seats.map((seat) => seat.name),
            view.game.rounds,
            view.seed,
            view.game.startPlayer,
          ),
    ...(view.seed === null
      ? {}
      : {
          replayCommand: replayCommand({
            // The seats as the table has them: a player's seat that a stand-in bot plays for them (context.bots) is still theirs,
            // and the command line seats the named players before the bots, so naming it a bot would move them.
            seats: view.seats.map((seat) => ({ name: seat.name, bot: seat.kind === 'bot' ? seat.level : null })),
            rounds: view.game.rounds,
            tiebreak: view.game.tiebreak,
            strictOrder: view.game.strictOrder,
            ...(view.hintsAllowed ? {} : { hints: false }),
            seed: view.seed,
            startPlayer: view.game.startPlayer,
            ...(context.program === undefined ? {} : { program: context.program }),
          }),
        }),
    rounds: view.game.rounds,
    tiebreak: view.game.tiebreak,
    bots: context.bots,
    message,
    ascii: context.ascii,
    exit: context.front.exit,
    ready: readiness !== undefined,
    match: {
      gameNumber: view.gameNumber,
      games: view.games,
      scores: view.scores,
      names: view.seats.map((seat) => seat.name),
      over: view.phase === 'matchOver',
      warning: context.warning ?? null,
      ratings: view.phase === 'matchOver' ? (context.ratings ?? []) : [],
    },
  };
}
