/**
 * The hotseat's controller: one pure reducer that arranges seat screens at
 * one keyboard. Everything on a seat's screen - the table, its keys, the
 * results, help and the game log - is the seat screen's (src/seat); this
 * decides only which seat's screen shows, when the next-player screen (the
 * barrier) comes between them, and the screens around a match: the resume
 * question and the setup.
 *
 * The match itself lives in a `Table` (src/table): the controller keeps only
 * a spectator's view of it (public information, to know whose turn it is)
 * and asks for changes by putting a command in `state.command`, which the
 * driver (driver.ts) sends to the table. Screens get views the table hands
 * out for the seat the screen may show (`screenModel`), never the state.
 *
 * Who may see what:
 * - one human at the table: nobody to hide from, so no barrier; the screen
 *   shows that human's seat all game long, bots' turns included;
 * - two or more humans: when a human ends their turn the screen drops to a
 *   spectator's view and is cleared; the next human's turn starts behind a
 *   barrier that shows no card at all (a resumed match too);
 * - no human: a spectator's view until the results.
 */

import type { BotLevel } from '../bots/levels.js';
import type { Seat } from '../core/types.js';
import { coreWords } from '../i18n/catalog.js';
import type { UiMessage } from '../seat/messages.js';
import type { SeatAnswer } from '../seat/carryOut.js';
import {
  HOTSEAT_FRONT,
  INITIAL_SEAT_SCREEN,
  quitEndsMatch,
  seatReducer,
  seatScreenModel,
  type HelpModel,
  type SeatCommand,
  type SeatContext,
  type SeatMsg,
  type SeatScreenModel,
  type SeatScreenState,
  type TableCommand,
} from '../seat/model.js';
import type { TableView } from '../table/index.js';
import { KITTY_EVENT_FLAGS, type TerminalReport } from '../term/input/decode.js';
import { helpOverlayKey, isNo, isYes, type HelpOverlay, type KeyPress } from '../term/keys.js';
import { isTooSmall, type TerminalSize } from '../term/layout.js';
import { barrierVerdict, type ArrivedKey, type BarrierTiming } from '../seat/barrier.js';
import { dueMove } from '../room/pacing.js';
import type { RatingShift } from '../record/ratings.js';
import type { LaunchOptions, SeatSpec } from './options.js';
import { seatSpecs } from './hotseatMatch.js';
import { initialSetup, setupReducer, type SetupState } from './setup.js';

/**
 * Where the hotseat is: its own screens (resume question, setup, barrier),
 * or a seat screen, named by what that screen shows (a turn, a finished
 * turn waiting for Enter, others playing, the results).
 */
export type Phase = 'resume' | 'setup' | 'barrier' | 'turn' | 'turnDone' | 'watch' | 'results';

export interface ControllerConfig {
  readonly options: LaunchOptions;
  /** When a Space opens a next-player screen (see seat/barrier.ts); tests shorten it. */
  readonly barrier: BarrierTiming;
}

/** The question before a new game: resume the saved match, or start anew. */
export interface ResumePrompt {
  /** What the saved match is ("Alice, Bob · game 2, round 3/5 · saved 4 minutes ago"), or null if none can be resumed. */
  readonly label: string | null;
  /** One line about a saved match that could not be read, or null. */
  readonly notice: string | null;
  /** The notice says why the match just asked for cannot be resumed or discarded (another program has it, say), not that a file is unreadable. */
  readonly refused?: boolean;
  /** The saved match's players when it may be discarded (d), else absent or null. */
  readonly players?: readonly string[] | null;
  /** d was pressed: the question whether to discard the saved match is asked (y/j discards, n/Esc goes back). */
  readonly confirmDiscard?: boolean;
}

/** What the controller asks the table (a seat's command, carried out as every front end does: seat/carryOut.ts) or the hotseat match to do; see driver.ts. */
export type UiCommand =
  | TableCommand
  | { readonly type: 'start'; readonly seats: readonly SeatSpec[]; readonly rounds: number }
  | { readonly type: 'resume' }
  /** Remove the saved match the resume question offers (the player confirmed); answered by 'discarded' or 'resumeFailed'. */
  | { readonly type: 'discard' };

export interface ControllerState {
  readonly config: ControllerConfig;
  readonly size: TerminalSize;
  readonly phase: Phase;
  readonly setup: SetupState | null;
  readonly resume: ResumePrompt | null;
  /**
   * The line a game typed on the command line shows on its first screen (see
   * HotseatMatch.note), until it has shown: the setup's, or the first
   * next-player screen's (below its box, until it opens).
   */
  readonly note: string | null;
  readonly seats: readonly SeatSpec[];
  readonly rounds: number;
  /** The match as a spectator sees it (no hidden card before the showdown); null before it starts. */
  readonly match: TableView | null;
  /** The seat whose screen shows (its hidden cards with it), or null for a spectator's screen. */
  readonly viewer: Seat | null;
  /** The human whose turn the barrier and the turn are about. */
  readonly turnSeat: Seat | null;
  /** The seat screen's own state: overlays, a swap being picked, the message, the log's scroll, a hint. */
  readonly screen: SeatScreenState;
  /** Over the hotseat's own screens: help (on the barrier), or the quit question. */
  readonly overlay: HelpOverlay;
  /** The barrier's message line (why Space did not open it), or null. */
  readonly message: UiMessage | null;
  /** Saving failed: the one line that says so, shown from then on. */
  readonly saveWarning: string | null;
  /** The game is over and its end is not in the file, which can go on with it: its results are held (HotseatMatch.resultsHeld). */
  readonly resultsHeld: boolean;
  /** The match is over and rated: each human's rating before it and after (empty till then, and where nothing is saved). */
  readonly ratings: readonly RatingShift[];
  /** The screen must be cleared (with its scrollback) before anything else is shown. */
  readonly needsClear: boolean;
  /** When the current barrier became visible (ms), or null. */
  readonly barrierSince: number | null;
  /** The last key that arrived, whatever it did (a held key repeats it); null before the first. */
  readonly lastKey: ArrivedKey | null;
  /** The terminal said it reports key presses apart from a held key's repeats (see seat/barrier.ts). */
  readonly keyEventsReported: boolean;
  /** A command for the driver to send, taken (and cleared) by it right after this state is made. */
  readonly command: UiCommand | null;
  /** Set once: how the UI ends (the driver adds the match's summary). */
  readonly exit: { readonly exitCode: number } | null;
}

export type ControllerMsg =
  | { readonly type: 'key'; readonly key: KeyPress; readonly at: number }
  /** The terminal said something about itself (the keyboard protocol it speaks). */
  | { readonly type: 'terminalReport'; readonly report: TerminalReport }
  | { readonly type: 'resize'; readonly size: TerminalSize }
  | { readonly type: 'screenCleared'; readonly at: number }
  /** A table is now being played at (a new match, or a resumed one): its spectator's view. */
  | { readonly type: 'started'; readonly view: TableView }
  /** The table changed (an action, a new game): its spectator's view after the change. */
  | { readonly type: 'tableChanged'; readonly view: TableView; readonly resultsHeld?: boolean }
  /** The table's answer to a seat's command: a refusal, or a hint worked out (dropped unless it is still the one asked for, at the same place). */
  | SeatAnswer
  /** The saved match could not be resumed (or discarded): the line saying why. */
  | { readonly type: 'resumeFailed'; readonly message: string }
  /** The saved match was discarded: on to a new match. */
  | { readonly type: 'discarded' }
  /** Saving failed (the line to show), or works again (null: the line goes). */
  | { readonly type: 'saveFailed'; readonly line: string | null; readonly resultsHeld?: boolean }
  /** The match is over and was rated beside the saved matches: what it changed for each human, for the final standings. */
  | { readonly type: 'rated'; readonly ratings: readonly RatingShift[] };

/** How the UI begins: at a table, with the resume question, or with the setup screen (or a new match at once). */
export type InitialScreen =
  | { readonly kind: 'table'; readonly view: TableView; readonly note?: string | null }
  | { readonly kind: 'resume'; readonly prompt: ResumePrompt }
  | { readonly kind: 'new'; readonly note?: string | null };

/**
 * `now` (ms) counts as the moment a first barrier became visible when no
 * clear is needed. A new match whose seats and rounds are known is asked for
 * at once (`command`).
 */
export function initController(config: ControllerConfig, size: TerminalSize, now = 0, initial: InitialScreen = { kind: 'new' }): ControllerState {
  const { options } = config;
  const base: ControllerState = {
    config,
    size,
    phase: 'setup',
    setup: null,
    resume: null,
    note: initial.kind === 'resume' ? null : (initial.note ?? null),
    seats: options.seats,
    rounds: options.rounds ?? 0,
    match: null,
    viewer: null,
    turnSeat: null,
    screen: INITIAL_SEAT_SCREEN,
    overlay: null,
    message: null,
    saveWarning: null,
    resultsHeld: false,
    ratings: [],
    needsClear: false,
    barrierSince: null,
    lastKey: null,
    keyEventsReported: false,
    command: null,
    exit: null,
  };
  switch (initial.kind) {
    case 'resume':
      return { ...base, phase: 'resume', resume: initial.prompt };
    case 'new':
      return newMatch(base);
    case 'table': {
      const first = started(base, initial.view);
      if (options.startsOnClearScreen !== true) return first;
      return { ...first, needsClear: false, barrierSince: first.phase === 'barrier' ? now : null };
    }
  }
}

/** The setup screen, or (seats and rounds known) the command to deal a new match. */
function newMatch(state: ControllerState): ControllerState {
  const { options } = state.config;
  const setup = initialSetup(options.seats, options.seatsComplete, options.rounds, coreWords(options.lang).bots.nameLabel);
  const base = { ...state, resume: null, message: null };
  if (setup) return { ...base, phase: 'setup', setup };
  return { ...base, command: { type: 'start', seats: options.seats, rounds: options.rounds ?? 0 } };
}

function humanSeats(seats: readonly SeatSpec[]): Seat[] {
  return seats.flatMap((seat, index) => (seat.bot === null ? [index] : []));
}

/** Whether people take turns at this keyboard (then the next-player screen stands between their turns). */
function severalHumans(state: ControllerState): boolean {
  return humanSeats(state.seats).length > 1;
}

/**
 * A table to play at: its seats become the screen's, and its game begins on
 * a cleared screen, with the note (if any) on its first screen: below the
 * next-player screen's box (not in it: the box says only whose turn it is),
 * or as the table's message line.
 */
function started(state: ControllerState, view: TableView): ControllerState {
  const first = beginGame({ ...state, setup: null, resume: null, note: null, ratings: [], seats: seatSpecs(view.seats), rounds: view.game.rounds, match: view });
  if (state.note === null) return first;
  if (first.phase === 'barrier') return { ...first, note: state.note };
  const message: UiMessage = { code: 'worded', text: state.note };
  return { ...first, screen: { ...first.screen, message } };
}

function beginGame(state: ControllerState): ControllerState {
  const humans = humanSeats(state.seats);
  return advance({
    ...state,
    viewer: humans.length === 1 ? humans[0]! : null,
    turnSeat: null,
    screen: INITIAL_SEAT_SCREEN,
    overlay: null,
    message: null,
    needsClear: true,
    barrierSince: null,
  });
}

/**
 * Moves on to whatever the game needs next: the results, a bot's move, a
 * barrier or a human's turn; and names the phase after the seat screen.
 */
function advance(state: ControllerState): ControllerState {
  const match = state.match!;
  if (match.phase === 'playing') {
    const seat = match.game.currentPlayer;
    const human = state.seats[seat]!.bot === null;
    if (human && severalHumans(state) && state.viewer !== seat) {
      return { ...state, phase: 'barrier', viewer: null, turnSeat: seat, needsClear: true, barrierSince: null, message: null };
    }
    if (human) return named({ ...state, viewer: seat, turnSeat: seat });
  }
  return named({ ...state, turnSeat: null });
}

/** The phase of a seat screen: what it shows. */
function named(state: ControllerState): ControllerState {
  const match = state.match!;
  let phase: Phase;
  if (state.screen.turnDone) phase = 'turnDone';
  else if (match.phase !== 'playing') phase = 'results';
  else if (state.turnSeat !== null && state.viewer === state.turnSeat && match.game.currentPlayer === state.turnSeat) phase = 'turn';
  else phase = 'watch';
  return { ...state, phase };
}

/** The seat screen's context as the hotseat has it (the spectator's view: the controller never holds more). */
function seatContext(state: ControllerState, view: TableView = state.match!): SeatContext {
  const { options } = state.config;
  const many = severalHumans(state);
  return {
    view,
    seat: state.viewer,
    watching: false,
    size: state.size,
    ascii: options.ascii,
    lang: options.lang,
    front: { ...HOTSEAT_FRONT, handOff: many, barriers: many },
    bots: state.seats.map((seat) => seat.bot),
    warning: state.saveWarning,
    resultsHeld: state.resultsHeld,
    ratings: state.ratings,
    ...(options.program === undefined ? {} : { program: options.program }),
  };
}

export function controllerReducer(state: ControllerState, msg: ControllerMsg): ControllerState {
  if (state.exit !== null) return state;
  switch (msg.type) {
    case 'resize':
      return { ...state, size: msg.size };
    case 'screenCleared':
      return { ...state, needsClear: false, barrierSince: state.phase === 'barrier' ? msg.at : state.barrierSince };
    case 'started':
      return started(state, msg.view);
    case 'tableChanged':
      return tableChanged({ ...state, resultsHeld: msg.resultsHeld ?? false }, msg.view);
    case 'refused':
    case 'hintReady':
      return seatMessage(state, msg);
    case 'resumeFailed':
      return { ...state, phase: 'resume', resume: { label: null, notice: msg.message, refused: true } };
    case 'discarded':
      return newMatch(state);
    case 'saveFailed':
      return { ...state, saveWarning: msg.line, resultsHeld: msg.resultsHeld ?? state.resultsHeld };
    case 'rated':
      return { ...state, ratings: msg.ratings };
    case 'key':
      // Every key is remembered, whatever it does (or does not do) below: the next may be its repeat.
      return { ...keyPress(state, msg.key, msg.at), lastKey: { key: msg.key, at: msg.at } };
    case 'terminalReport':
      return { ...state, keyEventsReported: (msg.report.flags & KITTY_EVENT_FLAGS) === KITTY_EVENT_FLAGS };
  }
}

/** What a change of the table means: for the seat screen (seatViewChanged), and whether the hotseat moves on. */
function tableChanged(state: ControllerState, view: TableView): ControllerState {
  const before = state.match;
  const next = { ...state, match: view };
  if (before === null) return next;
  if (view.gameNumber !== before.gameNumber) return beginGame(next);
  const changed = { ...next, screen: seatReducer(state.screen, { type: 'viewChanged', before }, seatContext(state, view)).state };
  // Others' moves go on in a watching screen; the turn's own end waits for Enter (turnDone).
  if (state.phase === 'watch' || state.phase === 'turn') return advanceIfDue(changed);
  return changed;
}

/** After a move: a turn that stays (the first action) or waits for Enter stays; otherwise the hotseat moves on. */
function advanceIfDue(state: ControllerState): ControllerState {
  if (state.screen.turnDone) return named(state);
  const match = state.match!;
  const stillTurn = match.phase === 'playing' && state.turnSeat !== null && match.game.currentPlayer === state.turnSeat;
  return stillTurn ? named(state) : advance(state);
}

/** Ends the UI; the driver prints what leaving shows (record/leaving.ts). */
function quit(state: ControllerState, exitCode: number): ControllerState {
  return { ...state, exit: { exitCode } };
}

function keyPress(state: ControllerState, key: KeyPress, at: number): ControllerState {
  if (key.kind === 'ctrlC') return quit(state, 130);
  // Nothing is visible while the screen is too small or about to be cleared:
  // keys typed then must not act on a screen nobody has seen.
  if (isTooSmall(state.size) || state.needsClear) return state;
  switch (state.phase) {
    case 'resume':
      return resumeKey(state, key);
    case 'setup':
      return setupKey(state, key);
    case 'barrier':
      return barrierKey(state, key, at);
    default:
      return seatMessage(state, { type: 'key', key });
  }
}

/** A key or an answer for the seat screen: the seat screen decides, the hotseat carries out its command. */
function seatMessage(state: ControllerState, msg: SeatMsg): ControllerState {
  const outcome = seatReducer(state.screen, msg, seatContext(state));
  if (outcome.state === state.screen && outcome.command === null) return state;
  const next = { ...state, screen: outcome.state };
  const command = outcome.command;
  if (command === null) return named(next);
  return seatCommand(next, command);
}

function seatCommand(state: ControllerState, command: SeatCommand): ControllerState {
  const match = state.match!;
  switch (command.type) {
    case 'act':
    case 'hint':
    case 'noteHint':
    case 'next':
      return named({ ...state, command });
    case 'endTurn': {
      // With several humans the next person at the keyboard may be someone
      // else: nobody's hidden cards from here on until the next barrier.
      const handOff = severalHumans(state);
      return advance({ ...state, viewer: handOff ? null : state.viewer, needsClear: state.needsClear || handOff });
    }
    case 'exit': {
      const ends = quitEndsMatch(match, command.fromResults);
      return quit(ends ? { ...state, command: { type: 'endMatch', version: match.version } } : state, command.exitCode);
    }
  }
}

/**
 * Enter resumes the saved match, n starts a new one, q quits; d asks whether
 * to discard the saved match, and only y (or j) then discards it.
 */
function resumeKey(state: ControllerState, key: KeyPress): ControllerState {
  const prompt = state.resume!;
  if (prompt.confirmDiscard === true) {
    if (isYes(key)) return { ...state, resume: { ...prompt, confirmDiscard: false }, command: { type: 'discard' } };
    if (isNo(key)) return { ...state, resume: { ...prompt, confirmDiscard: false } };
    return state;
  }
  if (key.kind === 'char' && key.char === 'q') return quit(state, 0);
  if (key.kind === 'char' && key.char === 'd' && prompt.label !== null && prompt.players != null) {
    return { ...state, resume: { ...prompt, confirmDiscard: true } };
  }
  if (key.kind === 'enter' && prompt.label !== null) return { ...state, command: { type: 'resume' } };
  if ((key.kind === 'char' && key.char === 'n') || key.kind === 'enter') return newMatch(state);
  return state;
}

function setupKey(state: ControllerState, key: KeyPress): ControllerState {
  if (state.overlay === 'quit') return helpOverlayStep(state, key)!;
  const outcome = setupReducer(state.setup!, key);
  switch (outcome.kind) {
    case 'continue':
      return { ...state, setup: outcome.state };
    case 'quit':
      return { ...state, setup: outcome.state, overlay: 'quit' };
    case 'done':
      // The setup screen showed the note (a first start's offer of the lessons): it has been read, and the
      // next-player box that follows is the next player's alone.
      return { ...state, note: null, command: { type: 'start', seats: outcome.seats, rounds: outcome.rounds ?? state.rounds } };
  }
}

/**
 * Help and the quit question over the hotseat's own screens: y (or j)
 * quits; the question clears the message line as it comes and goes. Null
 * for a key of the screen's own.
 */
function helpOverlayStep(state: ControllerState, key: KeyPress): ControllerState | null {
  const step = helpOverlayKey(state.overlay, key);
  if (step === null) return null;
  if (step === 'confirmed') return quit(state, 0);
  if (step.overlay === state.overlay) return state;
  return { ...state, overlay: step.overlay, message: step.overlay === 'quit' || state.overlay === 'quit' ? null : state.message };
}

/** Shown on a barrier when Space may be a key held down; it reveals nothing. */
export const BARRIER_NOT_NEW: UiMessage = { code: 'releaseKeys' };

/**
 * Only a new press of Space opens a barrier (see seat/barrier.ts); any other key
 * says whose it is to press. ? and q open help and the quit question.
 */
function barrierKey(state: ControllerState, key: KeyPress, at: number): ControllerState {
  const overlaid = helpOverlayStep(state, key);
  if (overlaid !== null) return overlaid;
  const verdict = barrierVerdict(key, at, { visibleSince: state.barrierSince, previous: state.lastKey, keyEventsReported: state.keyEventsReported }, state.config.barrier);
  if (verdict === 'notNew') return { ...state, message: BARRIER_NOT_NEW };
  if (verdict === 'otherKey') {
    const name = state.match!.game.players[state.turnSeat!]!.name;
    return { ...state, message: { code: 'barrierKey', name } };
  }
  return named({ ...state, viewer: state.turnSeat, barrierSince: null, message: null, note: null, screen: INITIAL_SEAT_SCREEN });
}

/** The bot move the controller is waiting for, if any: its room plays it when its delay is over and this screen lets it (room/pacing.ts). */
export interface BotMove {
  /** Changes whenever a new decision is due. */
  readonly key: string;
  /** The table's version the move is for: a move decided for an older one is refused as stale. */
  readonly version: number;
  readonly level: BotLevel;
  readonly seat: Seat;
  readonly name: string;
}

/**
 * Whether this screen lets a computer player move now: the table is in
 * sight of everyone at the keyboard (the barrier down, no help or quit
 * question open, the terminal large enough, nothing waiting to be cleared
 * or sent), so that each move can be followed as it comes.
 */
function screenLetsBotMove(state: ControllerState): boolean {
  return state.exit === null && state.phase === 'watch' && state.screen.overlay === null && !state.needsClear && state.command === null && !isTooSmall(state.size);
}

/** The bot move the table waits for, if any and if the screen lets it be played (the room's pacing plays it: room/pacing.ts). */
export function pendingBotMove(state: ControllerState): BotMove | null {
  return dueMove(botTurn(state), screenLetsBotMove(state));
}

/** The move of the computer player whose turn it is, or null (a human's turn, no game in play). */
function botTurn(state: ControllerState): BotMove | null {
  const match = state.match;
  if (match === null || match.phase !== 'playing') return null;
  const seat = match.game.currentPlayer;
  const level = state.seats[seat]?.bot ?? null;
  if (level === null) return null;
  return { key: `${match.gameNumber}:${match.version}`, version: match.version, level, seat, name: state.seats[seat]!.name };
}

// ---------------------------------------------------------------------------
// What the screens get.

export type ScreenModel =
  | { readonly kind: 'blank' }
  | { readonly kind: 'tooSmall'; readonly size: TerminalSize }
  /** The help asked for on the next-player screen. */
  | HelpModel
  | { readonly kind: 'resume'; readonly prompt: ResumePrompt }
  | { readonly kind: 'setup'; readonly setup: SetupState; readonly quitting: boolean; readonly note: string | null }
  | {
      readonly kind: 'barrier';
      readonly name: string;
      readonly round: number;
      readonly rounds: number;
      /** Why Space did not open it (BARRIER_NOT_NEW, or which key does), or null. */
      readonly message: UiMessage | null;
      /** The typed game's line about a saved match (ControllerState.note), shown below the box; or null. */
      readonly note: string | null;
      readonly quitting: boolean;
    }
  /** A seat's screen: the table, the results, its help or the whole game log. */
  | { readonly kind: 'seat'; readonly seat: Exclude<SeatScreenModel, { kind: 'tooSmall' }> };

/**
 * What the screen shows. `viewOf` is the table's `view`: the screen asks it
 * only for the seat it may show (`state.viewer`, or null for a spectator).
 */
export function screenModel(state: ControllerState, viewOf: (seat: Seat | null) => TableView): ScreenModel {
  if (state.needsClear) return { kind: 'blank' };
  if (isTooSmall(state.size)) return { kind: 'tooSmall', size: state.size };
  const quitting = state.overlay === 'quit';
  if (state.phase === 'resume') return { kind: 'resume', prompt: state.resume! };
  if (state.phase === 'setup' || state.match === null) return { kind: 'setup', setup: state.setup!, quitting, note: state.note };
  if (state.phase === 'barrier') {
    if (state.overlay === 'help') {
      const game = state.match.game;
      return { kind: 'help', strictOrder: game.strictOrder, tiebreak: game.tiebreak, barriers: true, hints: state.match.hintsAllowed, exit: 'quit' };
    }
    const game = state.match.game;
    return { kind: 'barrier', name: game.players[state.turnSeat!]!.name, round: game.round, rounds: game.rounds, message: state.message, note: state.note, quitting };
  }
  // The seat screen draws from the viewer's own view, asked of the table only now.
  const seat = seatScreenModel(state.screen, seatContext(state, viewOf(state.viewer)));
  if (seat.kind === 'tooSmall') return seat;
  return { kind: 'seat', seat };
}
