/**
 * The turn-loop controller: one pure reducer that decides what every key
 * press, timer, resize and table change means for this one screen. The match
 * itself lives in a `Table` (src/table): the controller keeps only a
 * spectator's view of it (public information, to know whose turn it is) and
 * asks for changes by putting a command in `state.command`, which the driver
 * (driver.ts) sends to the table. Screens get views the table hands out for
 * the seat the screen may show (`screenModel`), never the state.
 *
 * Who may see what:
 * - one human at the table: nobody to hide from, so no barrier; the screen
 *   shows that human's view all game long, bots' turns included;
 * - two or more humans: when a human ends their turn the screen drops to a
 *   spectator's view and is cleared; the next human's turn starts behind a
 *   barrier that shows no card at all (a resumed match too);
 * - no human: a spectator's view until the results.
 */

import type { BotLevel } from '../bots/levels.js';
import type { Suggestion } from '../bots/suggest.js';
import type { RankingEntry } from '../core/ranking.js';
import type { Action, GameEvent, Seat, Slot, Tiebreak } from '../core/types.js';
import { legalActionsInView, type PlayerView } from '../core/view.js';
import type { HintNote, TableError, TableView } from '../table/index.js';
import { glyphs } from './glyphs.js';
import type { KeyPress } from './keys.js';
import { barrierVerdict, type ArrivedKey, type BarrierTiming } from './barrier.js';
import { KITTY_EVENT_FLAGS, type TerminalReport } from './input/decode.js';
import { HINT_ROWS, LOG_WIDTH, fullLogRows, isTooSmall, scrolledFullLogTop, tableLogRows, type TerminalSize } from './layout.js';
import { fullLogLines, hintInserts, logLines } from './logText.js';
import type { LaunchOptions, SeatSpec } from './options.js';
import { seatSpecs } from './session.js';
import { chosenStartPlayer } from './replay.js';
import { catalogFor } from '../i18n/catalog.js';
import type { UiMessage } from './messages.js';
import { initialSetup, setupReducer, type SetupState } from './setup.js';

export type Phase = 'resume' | 'setup' | 'barrier' | 'turn' | 'turnDone' | 'watch' | 'results';
/** Drawn over the phase's screen: help, the quit question, or (on the results screen) the whole game log. */
export type Overlay = 'help' | 'quit' | 'log' | null;

export interface ControllerConfig {
  readonly options: LaunchOptions;
  /** When a Space opens a next-player screen (see barrier.ts); tests shorten it. */
  readonly barrier: BarrierTiming;
}

export interface SwapPick {
  /** The own open card chosen so far, or null while choosing it. */
  readonly own: Slot | null;
}

/** The question before a new game: resume the saved match, or start anew. */
export interface ResumePrompt {
  /** What the saved match is ("Alice, Bob · game 2, round 3/5 · saved 4 minutes ago"), or null if none can be resumed. */
  readonly label: string | null;
  /** One line about a saved match that could not be read, or null. */
  readonly notice: string | null;
}

/** Where in a match a hint was asked for: it holds only while the game stays there. */
export interface HintPosition {
  readonly seat: Seat;
  /** The game's number in the match (1-based). */
  readonly game: number;
  /** The length of the game's log: it grows with every action. */
  readonly logLength: number;
}

/** A hint asked for by the player at the keyboard: being worked out (suggestion null), or ready. */
export interface HintState extends HintPosition {
  readonly suggestion: Suggestion | null;
}

/** What the controller asks the table (or the host) to do; see driver.ts. */
export type UiCommand =
  | { readonly type: 'act'; readonly seat: Seat; readonly action: Action; readonly version: number }
  /** Note a hint in the table's log (the table tells everyone), then work it out from the seat's own view. */
  | { readonly type: 'hint'; readonly position: HintPosition; readonly version: number }
  | { readonly type: 'nextGame'; readonly version: number }
  | { readonly type: 'endMatch'; readonly version: number }
  | { readonly type: 'start'; readonly seats: readonly SeatSpec[]; readonly rounds: number }
  | { readonly type: 'resume' };

export interface ControllerState {
  readonly config: ControllerConfig;
  readonly size: TerminalSize;
  readonly phase: Phase;
  readonly setup: SetupState | null;
  readonly resume: ResumePrompt | null;
  readonly seats: readonly SeatSpec[];
  readonly rounds: number;
  /** The match as a spectator sees it (no hidden card before the showdown); null before it starts. */
  readonly match: TableView | null;
  /** The seat whose hidden cards the screen may show, or null. */
  readonly viewer: Seat | null;
  /** The human whose turn the barrier, turn and turn-complete screens are about. */
  readonly turnSeat: Seat | null;
  readonly overlay: Overlay;
  readonly swap: SwapPick | null;
  /** The hint of the turn being played, while the game has not moved on; null when none was asked for. */
  readonly hint: HintState | null;
  readonly message: UiMessage | null;
  /** Saving failed: the one line that says so, shown from then on. */
  readonly saveWarning: string | null;
  /** Log lines scrolled back from the newest. */
  readonly logScroll: number;
  /** The first line shown of the whole game log (overlay 'log'). */
  readonly fullLogTop: number;
  /** The screen must be cleared (with its scrollback) before anything else is shown. */
  readonly needsClear: boolean;
  /** When the current barrier became visible (ms), or null. */
  readonly barrierSince: number | null;
  /** The last key that arrived, whatever it did (a held key repeats it); null before the first. */
  readonly lastKey: ArrivedKey | null;
  /** The terminal said it reports key presses apart from a held key's repeats (see barrier.ts). */
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
  | { readonly type: 'tableChanged'; readonly view: TableView }
  /** The table refused a command: why, as its code and data. */
  | { readonly type: 'refused'; readonly error: TableError }
  /** The saved match could not be resumed: the line saying why. */
  | { readonly type: 'resumeFailed'; readonly message: string }
  /** Saving failed: the line to show from now on. */
  | { readonly type: 'saveFailed'; readonly line: string }
  /** A hint was worked out (null: it could not be); dropped unless it is still the one asked for, at the same place. */
  | { readonly type: 'hintReady'; readonly position: HintPosition; readonly suggestion: Suggestion | null };

/** How the UI begins: at a table, with the resume question, or with the setup screen (or a new match at once). */
export type InitialScreen =
  | { readonly kind: 'table'; readonly view: TableView }
  | { readonly kind: 'resume'; readonly prompt: ResumePrompt }
  | { readonly kind: 'new' };

/**
 * `now` (ms) counts as the moment a first barrier became visible when no
 * clear is needed. A new match whose seats and rounds are known is asked for
 * at once (`command`).
 */
export function initController(
  config: ControllerConfig,
  size: TerminalSize,
  now = 0,
  initial: InitialScreen = { kind: 'new' },
): ControllerState {
  const { options } = config;
  const base: ControllerState = {
    config,
    size,
    phase: 'setup',
    setup: null,
    resume: null,
    seats: options.seats,
    rounds: options.rounds ?? 0,
    match: null,
    viewer: null,
    turnSeat: null,
    overlay: null,
    swap: null,
    hint: null,
    message: null,
    saveWarning: null,
    logScroll: 0,
    fullLogTop: 0,
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
  const setup = initialSetup(options.seats, options.seatsComplete, options.rounds, catalogFor(options.lang).bots.nameLabel);
  const base = { ...state, resume: null, message: null };
  if (setup) return { ...base, phase: 'setup', setup };
  return { ...base, command: { type: 'start', seats: options.seats, rounds: options.rounds ?? 0 } };
}

export function humanSeats(seats: readonly SeatSpec[]): Seat[] {
  return seats.flatMap((seat, index) => (seat.bot === null ? [index] : []));
}

/** A table to play at: its seats become the screen's, and its game begins on a cleared screen. */
function started(state: ControllerState, view: TableView): ControllerState {
  return beginGame({ ...state, setup: null, resume: null, seats: seatSpecs(view.seats), rounds: view.game.rounds, match: view });
}

function beginGame(state: ControllerState): ControllerState {
  const humans = humanSeats(state.seats);
  return advance({
    ...state,
    phase: 'watch',
    viewer: humans.length === 1 ? humans[0]! : null,
    turnSeat: null,
    overlay: null,
    swap: null,
    hint: null,
    message: null,
    logScroll: 0,
    fullLogTop: 0,
    needsClear: true,
    barrierSince: null,
  });
}

/** Moves on to whatever the game needs next: results, a bot's move, a barrier or a human's turn. */
function advance(state: ControllerState): ControllerState {
  const match = state.match!;
  if (match.phase !== 'playing') {
    return { ...state, phase: 'results', turnSeat: null, swap: null, logScroll: 0, message: null };
  }
  const seat = match.game.currentPlayer;
  if (state.seats[seat]!.bot !== null) return { ...state, phase: 'watch', turnSeat: null, swap: null };
  const humans = humanSeats(state.seats);
  if (humans.length === 1 || state.viewer === seat) {
    return { ...state, phase: 'turn', viewer: seat, turnSeat: seat, swap: null, logScroll: 0 };
  }
  return {
    ...state,
    phase: 'barrier',
    viewer: null,
    turnSeat: seat,
    swap: null,
    needsClear: true,
    barrierSince: null,
    message: null,
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
      return tableChanged(state, msg.view);
    case 'refused':
      return {
        ...state,
        swap: null,
        // Worded in the player's language when the screen is drawn.
        message: msg.error.code === 'illegalAction' ? { code: 'illegalAction', problem: msg.error.problem } : { code: 'tableError', error: msg.error },
      };
    case 'resumeFailed':
      return { ...state, phase: 'resume', resume: { label: null, notice: msg.message } };
    case 'saveFailed':
      return { ...state, saveWarning: msg.line };
    case 'hintReady':
      return hintReady(state, msg.position, msg.suggestion);
    case 'key':
      // Every key is remembered, whatever it does (or does not do) below: the next may be its repeat.
      return { ...keyPress(state, msg.key, msg.at), lastKey: { key: msg.key, at: msg.at } };
    case 'terminalReport':
      return {
        ...state,
        keyEventsReported: (msg.report.flags & KITTY_EVENT_FLAGS) === KITTY_EVENT_FLAGS,
      };
  }
}

/** What a change of the table means for this screen: a human's action, a bot's, or a new game. */
function tableChanged(state: ControllerState, view: TableView): ControllerState {
  const before = state.match;
  const next = { ...state, match: view, hint: hintStillDue(state.hint, view) };
  if (before === null) return next;
  if (view.gameNumber !== before.gameNumber) return beginGame(next);
  // A hint noted in the log: no action was played, so the screen stays where it is.
  if (view.phase === before.phase && view.game.log.length === before.game.log.length) return next;
  const game = view.game;
  const turnOver = view.phase !== 'playing' || game.actionsTaken === 0;
  switch (state.phase) {
    case 'turn':
      return {
        ...next,
        swap: null,
        logScroll: 0,
        phase: turnOver ? 'turnDone' : 'turn',
        message: turnOver ? null : { code: 'firstActionDone' },
      };
    case 'watch': {
      const moved = { ...next, logScroll: 0, message: null };
      return turnOver ? advance(moved) : moved;
    }
    default:
      return next;
  }
}

/** Ends the UI; the driver prints every game of the match with the standings. */
function quit(state: ControllerState, exitCode: number): ControllerState {
  return { ...state, exit: { exitCode } };
}

function keyPress(state: ControllerState, key: KeyPress, at: number): ControllerState {
  if (key.kind === 'ctrlC') return quit(state, 130);
  // Nothing is visible while the screen is too small or about to be cleared:
  // keys typed then must not act on a screen nobody has seen.
  if (isTooSmall(state.size) || state.needsClear) return state;

  if (state.overlay === 'quit') {
    if (key.kind === 'char' && (key.char === 'y' || key.char === 'Y')) return quit(state, 0);
    if ((key.kind === 'char' && (key.char === 'n' || key.char === 'N')) || key.kind === 'escape') {
      return { ...state, overlay: null, message: null };
    }
    return state;
  }
  if (state.overlay === 'log') return fullLogKey(state, key);
  if (state.overlay === 'help') {
    if ((key.kind === 'char' && key.char === '?') || key.kind === 'escape' || key.kind === 'enter') {
      return { ...state, overlay: null };
    }
    // q means quit everywhere, so it asks here too.
    if (key.kind === 'char' && key.char === 'q') return { ...state, overlay: 'quit', message: null };
    return state;
  }

  if (state.phase === 'resume') return resumeKey(state, key);
  if (state.phase === 'setup') return setupKey(state, key);

  if (key.kind === 'char' && key.char === '?') return { ...state, overlay: 'help' };
  if (key.kind === 'char' && key.char === 'q') {
    if (state.phase === 'results') return leaveResults(state);
    return { ...state, overlay: 'quit', swap: null };
  }

  switch (state.phase) {
    case 'barrier':
      return barrierKey(state, key, at);
    case 'turn':
      return turnKey(state, key);
    case 'turnDone':
      return turnDoneKey(state, key);
    case 'watch':
      return watchKey(state, key);
    case 'results':
      return resultsKey(state, key);
  }
}

/** Enter resumes the saved match, n starts a new one, q quits. */
function resumeKey(state: ControllerState, key: KeyPress): ControllerState {
  const prompt = state.resume!;
  if (key.kind === 'char' && key.char === 'q') return quit(state, 0);
  if (key.kind === 'enter' && prompt.label !== null) return { ...state, command: { type: 'resume' } };
  if ((key.kind === 'char' && key.char === 'n') || key.kind === 'enter') return newMatch(state);
  return state;
}

function setupKey(state: ControllerState, key: KeyPress): ControllerState {
  const outcome = setupReducer(state.setup!, key);
  switch (outcome.kind) {
    case 'continue':
      return { ...state, setup: outcome.state };
    case 'quit':
      return { ...state, setup: outcome.state, overlay: 'quit' };
    case 'done':
      return { ...state, command: { type: 'start', seats: outcome.seats, rounds: outcome.rounds ?? state.rounds } };
  }
}

/** Shown on a barrier when Space may be a key held down; it reveals nothing. */
export const BARRIER_NOT_NEW: UiMessage = { code: 'releaseKeys' };

/** Only a new press of Space opens a barrier (see barrier.ts); any other key says whose it is to press. */
function barrierKey(state: ControllerState, key: KeyPress, at: number): ControllerState {
  const verdict = barrierVerdict(
    key,
    at,
    { visibleSince: state.barrierSince, previous: state.lastKey, keyEventsReported: state.keyEventsReported },
    state.config.barrier,
  );
  if (verdict === 'notNew') return { ...state, message: BARRIER_NOT_NEW };
  if (verdict === 'otherKey') {
    const name = state.match!.game.players[state.turnSeat!]!.name;
    return { ...state, message: { code: 'barrierKey', name } };
  }
  return {
    ...state,
    phase: 'turn',
    viewer: state.turnSeat,
    barrierSince: null,
    message: null,
    logScroll: 0,
  };
}

function scrolled(state: ControllerState, key: KeyPress): ControllerState | null {
  if (key.kind !== 'pageUp' && key.kind !== 'pageDown') return null;
  const match = state.match!;
  const game = match.game;
  const height =
    tableLogRows(state.size, game.players.length, state.viewer !== null) -
    (state.saveWarning === null ? 0 : 1) -
    (shownHint(state) === null ? 0 : HINT_ROWS);
  const names = game.players.map((player) => player.name);
  const options = { ascii: state.config.options.ascii, width: LOG_WIDTH, text: catalogFor(state.config.options.lang) };
  const total = logLines(game.log, names, options, hintInserts(match.hints, names, options)).length;
  const page = Math.max(1, height - 1);
  const max = Math.max(0, total - height);
  const next = key.kind === 'pageUp' ? state.logScroll + page : state.logScroll - page;
  return { ...state, logScroll: Math.min(max, Math.max(0, next)) };
}

const SLOT_KEYS: Readonly<Record<string, Slot>> = { '1': 0, '2': 1, '3': 2 };

function turnKey(state: ControllerState, key: KeyPress): ControllerState {
  const scroll = scrolled(state, key);
  if (scroll) return scroll;

  if (state.swap !== null) {
    if (key.kind === 'escape') return { ...state, swap: null, message: { code: 'swapCancelled' } };
    // The key bar offers h while picking too: "which card?" is when a hint helps most.
    if (key.kind === 'char' && key.char === 'h') return askHint(state);
    const slot = key.kind === 'char' ? SLOT_KEYS[key.char] : undefined;
    if (slot === undefined) {
      return {
        ...state,
        message: state.swap.own === null ? { code: 'swapPickOwn' } : { code: 'swapPickMiddle' },
      };
    }
    if (state.swap.own === null) {
      return { ...state, swap: { own: slot }, message: null };
    }
    return act(state, { type: 'swap', own: state.swap.own, middle: slot });
  }

  switch (key.kind) {
    case 'left':
      return act(state, { type: 'shift', direction: 'left' });
    case 'right':
      return act(state, { type: 'shift', direction: 'right' });
    case 'enter':
      return { ...state, message: { code: 'chooseActionFirst' } };
    case 'char':
      switch (key.char) {
        case 's': {
          // Picking a swap starts only when a swap is allowed now (strict order: not as the first action).
          const game = state.match!.game;
          if (!legalActionsInView(game).some((action) => action.type === 'swap')) {
            return { ...state, message: { code: 'illegalAction', problem: { code: 'shiftFirst' } } };
          }
          return { ...state, swap: { own: null }, message: null };
        }
        case 'a':
          return act(state, { type: 'swapAll' });
        case 'p':
          return act(state, { type: 'pass' });
        case 'h':
          return askHint(state);
        default:
          return { ...state, message: { code: 'keyDoesNothing', key: key.char } };
      }
    default:
      return state;
  }
}

function samePosition(a: HintPosition, b: HintPosition): boolean {
  return a.seat === b.seat && a.game === b.game && a.logLength === b.logLength;
}

/** The hint still holds while the game is where it was asked for (a hint noted in the log moves nothing). */
function hintStillDue(hint: HintState | null, view: TableView): HintState | null {
  if (hint === null || view.phase !== 'playing') return null;
  const here = { seat: view.game.currentPlayer, game: view.gameNumber, logLength: view.game.log.length };
  return samePosition(hint, here) ? hint : null;
}

/**
 * h on a human's turn: the table notes the hint (everyone's log says so),
 * the driver works it out, and a spinner shows until it arrives. Asking
 * again where the hint is already shown (or coming) changes nothing.
 */
function askHint(state: ControllerState): ControllerState {
  const match = state.match!;
  if (!match.hintsAllowed) return { ...state, message: { code: 'hintsOff' } };
  const position: HintPosition = { seat: state.turnSeat!, game: match.gameNumber, logLength: match.game.log.length };
  if (state.hint !== null && samePosition(state.hint, position)) return { ...state, message: null };
  return {
    ...state,
    hint: { ...position, suggestion: null },
    message: null,
    command: { type: 'hint', position, version: match.version },
  };
}

/** A worked-out hint: shown if it is the one being waited for; one for a turn that moved on is dropped. */
function hintReady(state: ControllerState, position: HintPosition, suggestion: Suggestion | null): ControllerState {
  const hint = state.hint;
  if (hint === null || hint.suggestion !== null || !samePosition(hint, position)) return state;
  return { ...state, hint: suggestion === null ? null : { ...hint, suggestion } };
}

/** Asks the table to play a human's action; its answer comes back as 'tableChanged' or 'refused'. */
function act(state: ControllerState, action: Action): ControllerState {
  const match = state.match!;
  return {
    ...state,
    swap: null,
    command: { type: 'act', seat: state.turnSeat!, action, version: match.version },
  };
}

function turnDoneKey(state: ControllerState, key: KeyPress): ControllerState {
  const scroll = scrolled(state, key);
  if (scroll) return scroll;
  if (key.kind !== 'enter') return { ...state, message: { code: 'pressEnterToEnd' } };
  const handOff = humanSeats(state.seats).length > 1;
  return advance({
    ...state,
    message: null,
    // With several humans the next person at the keyboard may be someone
    // else: nobody's hidden cards from here on until the next barrier.
    viewer: handOff ? null : state.viewer,
    needsClear: state.needsClear || handOff,
  });
}

function watchKey(state: ControllerState, key: KeyPress): ControllerState {
  const scroll = scrolled(state, key);
  if (scroll) return scroll;
  const game = state.match!.game;
  const name = game.players[game.currentPlayer]!.name;
  return { ...state, message: { code: 'pleaseWait', name } };
}

function resultsKey(state: ControllerState, key: KeyPress): ControllerState {
  const match = state.match!;
  if (key.kind === 'char' && key.char === 'l') return { ...state, overlay: 'log', fullLogTop: 0, message: null };
  if (match.phase === 'matchOver') return { ...state, message: { code: 'matchOver' } };
  if (key.kind === 'char' && key.char === 'n') return { ...state, command: { type: 'nextGame', version: match.version } };
  return { ...state, message: { code: 'resultsKeys' } };
}

/**
 * q on the results screen: an open-ended match ends here (the players
 * stopped); a match of a fixed length with games left stays open to resume.
 */
function leaveResults(state: ControllerState): ControllerState {
  const match = state.match!;
  const ends = match.phase === 'betweenGames' && match.games === null;
  return quit(ends ? { ...state, command: { type: 'endMatch', version: match.version } } : state, 0);
}

/** The whole log of the finished game, every card face up. */
function fullLog(state: ControllerState): string[] {
  const match = state.match!;
  const game = match.game;
  const names = game.players.map((player) => player.name);
  const options = { ascii: state.config.options.ascii, width: LOG_WIDTH, text: catalogFor(state.config.options.lang) };
  return fullLogLines(game.log, names, options, hintInserts(match.hints, names, options));
}

/** The hint the table screen shows: only on the turn of the player who asked, to that player. */
function shownHint(state: ControllerState): HintState | null {
  const hint = state.hint;
  return hint !== null && state.phase === 'turn' && state.viewer === hint.seat ? hint : null;
}

/** The game log screen (only over the results): Up/Down a line, PgUp/PgDn a page, Esc, Enter or l back, q quits. */
function fullLogKey(state: ControllerState, key: KeyPress): ControllerState {
  if (key.kind === 'escape' || key.kind === 'enter' || (key.kind === 'char' && key.char === 'l')) {
    return { ...state, overlay: null };
  }
  if (key.kind === 'char' && key.char === 'q') return leaveResults({ ...state, overlay: null });
  const top = scrolledFullLogTop(state.fullLogTop, key.kind, fullLogRows(state.size), fullLog(state).length);
  return top === null ? state : { ...state, fullLogTop: top };
}

/** The bot move the controller is waiting for, if any: the table plays it (`playBot`) when its delay is over. */
export interface BotMove {
  /** Changes whenever a new decision is due. */
  readonly key: string;
  /** The table's version the move is for: a move decided for an older one is refused as stale. */
  readonly version: number;
  readonly level: BotLevel;
  readonly seat: Seat;
  readonly name: string;
}

export function pendingBotMove(state: ControllerState): BotMove | null {
  const match = state.match;
  if (
    state.exit !== null ||
    state.phase !== 'watch' ||
    match === null ||
    match.phase !== 'playing' ||
    state.overlay !== null ||
    state.needsClear ||
    state.command !== null ||
    isTooSmall(state.size)
  ) {
    return null;
  }
  const seat = match.game.currentPlayer;
  const level = state.seats[seat]!.bot;
  if (level === null) return null;
  return { key: `${match.gameNumber}:${match.version}`, version: match.version, level, seat, name: state.seats[seat]!.name };
}

// ---------------------------------------------------------------------------
// What the screens get.

export interface KeyHint {
  /** Which action's key (the screens name the key and the action in the player's language). */
  readonly action: 'shift' | 'swap' | 'swapAll' | 'pass';
  readonly available: boolean;
}

export interface TableModel {
  readonly mode: 'turn' | 'turnDone' | 'watch';
  /** The view of the seat at the keyboard, or a spectator's view. */
  readonly view: PlayerView;
  /** Whose turn is shown. */
  readonly actor: Seat;
  /** The round of the turn shown: after a round's last action the engine has already moved on to the next. */
  readonly round: number;
  readonly actionNumber: 1 | 2;
  readonly bots: readonly (BotLevel | null)[];
  readonly swap: SwapPick | null;
  readonly message: UiMessage | null;
  readonly logScroll: number;
  readonly actionKeys: readonly KeyHint[];
  readonly ascii: boolean;
  /** Whether ending a turn hands the keyboard to another human. */
  readonly handOff: boolean;
  /** Saving failed: the one line saying the match is no longer saved; null while it is. */
  readonly warning?: string | null;
  /** The hint for the viewer's turn: being worked out (suggestion null) or ready; absent or null when none. */
  readonly hint?: { readonly suggestion: Suggestion | null } | null;
  /** Whether the key bar offers h (a human's turn in a match with hints on). */
  readonly hintKey?: boolean;
  /** The hints used in this game, for the log. */
  readonly hintsUsed?: readonly HintNote[];
}

export interface ResultsModel {
  readonly ranking: readonly RankingEntry[];
  /** The finished game's own seed (shown only now that every card is known). */
  readonly seed: string;
  /** Who started it, where its seed alone would pick another seat (see replay.ts chosenStartPlayer); else null. */
  readonly firstPlayer: Seat | null;
  readonly rounds: number;
  readonly tiebreak: Tiebreak;
  readonly bots: readonly (BotLevel | null)[];
  readonly message: UiMessage | null;
  readonly ascii: boolean;
  /** The match around the game; absent in screens made for one game alone. */
  readonly match?: ResultsMatch;
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
}

export type ScreenModel =
  | { readonly kind: 'blank' }
  | { readonly kind: 'tooSmall'; readonly size: TerminalSize }
  | {
      readonly kind: 'help';
      readonly strictOrder: boolean;
      readonly tiebreak: Tiebreak;
      /** Whether next-player screens come between turns (two or more humans). */
      readonly barriers: boolean;
      /** Whether h gives a hint in this match. */
      readonly hints: boolean;
    }
  | { readonly kind: 'resume'; readonly prompt: ResumePrompt }
  | { readonly kind: 'setup'; readonly setup: SetupState; readonly quitting: boolean }
  | {
      readonly kind: 'barrier';
      readonly name: string;
      readonly round: number;
      readonly rounds: number;
      /** Why Enter did not open it (BARRIER_TOO_SOON), or null. */
      readonly message: UiMessage | null;
      readonly quitting: boolean;
    }
  | { readonly kind: 'table'; readonly table: TableModel; readonly quitting: boolean }
  | { readonly kind: 'results'; readonly results: ResultsModel }
  | {
      readonly kind: 'log';
      /** The lines shown, from line `first` (0-based) of `total`. */
      readonly lines: readonly string[];
      readonly first: number;
      readonly total: number;
    };

/** The round of `seat`'s last finished turn, from the log; null if it has not finished one. */
export function roundOfLastTurn(log: readonly GameEvent[], seat: Seat): number | null {
  let ended = false;
  for (let index = log.length - 1; index >= 0; index--) {
    const event = log[index]!;
    if (!ended) ended = event.type === 'turnEnded' && event.seat === seat;
    else if (event.type === 'turnStarted' && event.seat === seat) return event.round;
  }
  return null;
}

/** The keys for the actions, with those the rules do not allow now marked unavailable. */
export function actionKeyHints(view: PlayerView): KeyHint[] {
  const legal = legalActionsInView(view);
  const has = (type: Action['type']): boolean => legal.some((action) => action.type === type);
  return [
    { action: 'shift', available: has('shift') },
    { action: 'swap', available: has('swap') },
    { action: 'swapAll', available: has('swapAll') },
    { action: 'pass', available: has('pass') },
  ];
}

/**
 * What the screen shows. `viewOf` is the table's `view`: the screen asks it
 * only for the seat it may show (`state.viewer`, or null for a spectator).
 */
export function screenModel(state: ControllerState, viewOf: (seat: Seat | null) => TableView): ScreenModel {
  if (state.needsClear) return { kind: 'blank' };
  if (isTooSmall(state.size)) return { kind: 'tooSmall', size: state.size };
  const { options } = state.config;
  if (state.overlay === 'help') {
    return {
      kind: 'help',
      strictOrder: state.match?.game.strictOrder ?? options.strictOrder,
      tiebreak: state.match?.game.tiebreak ?? options.tiebreak,
      barriers: humanSeats(state.seats).length > 1,
      hints: state.match?.hintsAllowed ?? options.hints !== false,
    };
  }
  if (state.overlay === 'log') {
    const all = fullLog(state);
    const height = fullLogRows(state.size);
    const first = Math.min(state.fullLogTop, Math.max(0, all.length - height));
    return { kind: 'log', lines: all.slice(first, first + height), first, total: all.length };
  }
  const quitting = state.overlay === 'quit';
  if (state.phase === 'resume') return { kind: 'resume', prompt: state.resume! };
  if (state.phase === 'setup' || state.match === null) return { kind: 'setup', setup: state.setup!, quitting };
  const bots = state.seats.map((seat) => seat.bot);
  if (state.phase === 'barrier') {
    const game = state.match.game;
    return {
      kind: 'barrier',
      name: game.players[state.turnSeat!]!.name,
      round: game.round,
      rounds: game.rounds,
      message: state.message,
      quitting,
    };
  }
  if (state.phase === 'results') {
    const match = viewOf(null);
    return {
      kind: 'results',
      results: {
        ranking: match.ranking ?? [],
        seed: match.seed ?? '',
        firstPlayer:
          match.seed === null
            ? null
            : chosenStartPlayer(match.seats.map((seat) => seat.name), match.game.rounds, match.seed, match.game.startPlayer),
        rounds: match.game.rounds,
        tiebreak: match.game.tiebreak,
        bots,
        message: state.message,
        ascii: options.ascii,
        match: {
          gameNumber: match.gameNumber,
          games: match.games,
          scores: match.scores,
          names: match.seats.map((seat) => seat.name),
          over: match.phase === 'matchOver',
          warning: state.saveWarning,
        },
      },
    };
  }
  const seen = viewOf(state.viewer);
  const view = seen.game;
  const mode = state.phase;
  const hint = shownHint(state);
  const actor = mode === 'watch' ? view.currentPlayer : state.turnSeat!;
  return {
    kind: 'table',
    quitting,
    table: {
      mode,
      view,
      actor,
      round: mode === 'turnDone' ? roundOfLastTurn(view.log, actor) ?? view.round : view.round,
      actionNumber: mode === 'turnDone' ? 2 : ((view.actionsTaken + 1) as 1 | 2),
      bots,
      swap: state.swap,
      message: state.message,
      logScroll: state.logScroll,
      actionKeys: mode === 'turn' ? actionKeyHints(view) : [],
      ascii: options.ascii,
      handOff: humanSeats(state.seats).length > 1,
      warning: state.saveWarning,
      hint: hint === null ? null : { suggestion: hint.suggestion },
      hintKey: mode === 'turn' && seen.hintsAllowed,
      hintsUsed: seen.hints,
    },
  };
}
