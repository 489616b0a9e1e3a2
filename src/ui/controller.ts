/**
 * The turn-loop controller: one pure reducer over the rules engine that
 * decides what every key press, timer and resize means. The game state lives
 * here only; what the screens get (`screenModel`) holds a PlayerView of the
 * seat that confirmed the barrier (or a spectator's view), never the state.
 *
 * Who may see what:
 * - one human at the table: nobody to hide from, so no barrier; the screen
 *   shows that human's view all game long, bots' turns included;
 * - two or more humans: when a human ends their turn the screen drops to a
 *   spectator's view and is cleared; the next human's turn starts behind a
 *   barrier that shows no card at all;
 * - no human: a spectator's view until the results.
 */

import { botSeed, type BotLevel } from '../bots/index.js';
import { applyAction, checkAction, legalActions, newGame } from '../core/game.js';
import type { RankingEntry } from '../core/ranking.js';
import type { Action, GameEvent, GameState, Seat, Slot, Tiebreak } from '../core/types.js';
import { catalogFor } from '../i18n/catalog.js';
import { legalActionsInView, playerView, type PlayerView } from '../core/view.js';
import type { KeyPress } from './keys.js';
import { LOG_WIDTH, fullLogRows, isTooSmall, tableLogRows, type TerminalSize } from './layout.js';
import { fullLogLines, logLines } from './logText.js';
import type { UiMessage } from './messages.js';
import type { GameOutcome, LaunchOptions, SeatSpec } from './options.js';
import { initialSetup, setupReducer, type SetupState } from './setup.js';
import { gameReport, rankingFromView, sessionSummary } from './summary.js';

export type Phase = 'setup' | 'barrier' | 'turn' | 'turnDone' | 'watch' | 'results';
/** Drawn over the phase's screen: help, the quit question, or (on the results screen) the whole game log. */
export type Overlay = 'help' | 'quit' | 'log' | null;

export interface ControllerConfig {
  readonly options: LaunchOptions;
  /**
   * The barrier's quiet period (ms): Enter opens a barrier only when the
   * barrier has been visible this long and no input at all arrived during
   * that time. A held key (whose repeats keep coming) or a double press at
   * the end of a turn therefore never opens it, and the next player's cards
   * are not shown to the player still at the keyboard.
   */
  readonly barrierGuardMs: number;
}

export interface SwapPick {
  /** The own open card chosen so far, or null while choosing it. */
  readonly own: Slot | null;
}

export interface ControllerState {
  readonly config: ControllerConfig;
  readonly size: TerminalSize;
  readonly phase: Phase;
  readonly setup: SetupState | null;
  readonly seats: readonly SeatSpec[];
  readonly rounds: number;
  /** The seed of the current (or, before the first game, the first) game. */
  readonly seed: string;
  /** Counts games, so a bot's late answer for an earlier game is ignored. */
  readonly gameNumber: number;
  readonly game: GameState | null;
  /** The seat whose hidden cards the screen may show, or null. */
  readonly viewer: Seat | null;
  /** The human whose turn the barrier, turn and turn-complete screens are about. */
  readonly turnSeat: Seat | null;
  readonly overlay: Overlay;
  readonly swap: SwapPick | null;
  readonly message: UiMessage | null;
  /** Log lines scrolled back from the newest. */
  readonly logScroll: number;
  /** The first line shown of the whole game log (overlay 'log'). */
  readonly fullLogTop: number;
  /** The screen must be cleared (with its scrollback) before anything else is shown. */
  readonly needsClear: boolean;
  /** When the current barrier became visible (ms), or null. */
  readonly barrierSince: number | null;
  /** When the last input arrived (ms): any key, including dropped and ignored ones; null before the first. */
  readonly lastInputAt: number | null;
  /** The games of this session that have ended, oldest first (for the summary printed at the end). */
  readonly finishedGames: readonly GameState[];
  /** Set once: how the UI ends. */
  readonly exit: GameOutcome | null;
}

export type ControllerMsg =
  | { readonly type: 'key'; readonly key: KeyPress; readonly at: number }
  /** Input arrived that is no key of the game (a function key, a terminal report…): it only counts as activity. */
  | { readonly type: 'droppedInput'; readonly at: number }
  | { readonly type: 'resize'; readonly size: TerminalSize }
  | { readonly type: 'screenCleared'; readonly at: number }
  | { readonly type: 'botAction'; readonly gameNumber: number; readonly step: number; readonly action: Action };

/** `now` (ms) counts as the moment a first barrier became visible when no clear is needed. */
export function initController(config: ControllerConfig, size: TerminalSize, now = 0): ControllerState {
  const { options } = config;
  const base: ControllerState = {
    config,
    size,
    phase: 'setup',
    setup: null,
    seats: options.seats,
    rounds: options.rounds ?? 0,
    seed: options.seed,
    gameNumber: 0,
    game: null,
    viewer: null,
    turnSeat: null,
    overlay: null,
    swap: null,
    message: null,
    logScroll: 0,
    fullLogTop: 0,
    needsClear: false,
    barrierSince: null,
    lastInputAt: null,
    finishedGames: [],
    exit: null,
  };
  const setup = initialSetup(options.seats, options.seatsComplete, options.rounds, catalogFor(options.lang).bots.nameLabel);
  if (setup) return { ...base, setup };
  const first = startGame(base, options.seed);
  if (options.startsOnClearScreen !== true) return first;
  return { ...first, needsClear: false, barrierSince: first.phase === 'barrier' ? now : null };
}

export function humanSeats(seats: readonly SeatSpec[]): Seat[] {
  return seats.flatMap((seat, index) => (seat.bot === null ? [index] : []));
}

function startGame(state: ControllerState, seed: string): ControllerState {
  const { options } = state.config;
  const game = newGame({
    players: state.seats.map((seat) => seat.name),
    rounds: state.rounds,
    seed,
    tiebreak: options.tiebreak,
    strictOrder: options.strictOrder,
  });
  const humans = humanSeats(state.seats);
  return advance({
    ...state,
    phase: 'watch',
    setup: null,
    seed,
    gameNumber: state.gameNumber + 1,
    game,
    viewer: humans.length === 1 ? humans[0]! : null,
    turnSeat: null,
    overlay: null,
    swap: null,
    message: null,
    logScroll: 0,
    needsClear: true,
    barrierSince: null,
  });
}

/** Moves on to whatever the game needs next: results, a bot's move, a barrier or a human's turn. */
function advance(state: ControllerState): ControllerState {
  const game = state.game!;
  if (game.finished) {
    const finishedGames = [...state.finishedGames, game];
    return { ...state, phase: 'results', turnSeat: null, swap: null, finishedGames, logScroll: 0, message: null };
  }
  const seat = game.currentPlayer;
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
    case 'botAction':
      return botAction(state, msg);
    case 'key':
      // Every key counts as activity, whatever it does (or does not do) below.
      return { ...keyPress(state, msg.key, msg.at), lastInputAt: msg.at };
    case 'droppedInput':
      return { ...state, lastInputAt: msg.at };
  }
}

/** Ends the UI with every game of the session as text: the finished ones, and the one being quit (standings so far). */
function quit(state: ControllerState, exitCode: number): ControllerState {
  const games = [...state.finishedGames];
  if (state.game !== null && !state.game.finished) games.push(state.game);
  const reports = games.map((game, index) =>
    gameReport(game, {
      seats: state.seats,
      ascii: state.config.options.ascii,
      number: games.length > 1 ? index + 1 : null,
      lang: state.config.options.lang,
    }),
  );
  return { ...state, exit: { exitCode, summary: sessionSummary(reports) } };
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

  if (state.phase === 'setup') return setupKey(state, key);

  if (key.kind === 'char' && key.char === '?') return { ...state, overlay: 'help' };
  if (key.kind === 'char' && key.char === 'q') {
    if (state.phase === 'results') return quit(state, 0);
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

function setupKey(state: ControllerState, key: KeyPress): ControllerState {
  const outcome = setupReducer(state.setup!, key);
  switch (outcome.kind) {
    case 'continue':
      return { ...state, setup: outcome.state };
    case 'quit':
      return { ...state, setup: outcome.state, overlay: 'quit' };
    case 'done':
      return startGame(
        { ...state, seats: outcome.seats, rounds: outcome.rounds ?? state.rounds },
        state.seed,
      );
  }
}

/** Shown on a barrier when Enter came too soon; it reveals nothing. */
export const BARRIER_TOO_SOON: UiMessage = { code: 'releaseKeys' };

function barrierKey(state: ControllerState, key: KeyPress, at: number): ControllerState {
  if (key.kind !== 'enter') return state;
  // Quiet since the barrier appeared and since the last input before this Enter.
  const quietSince = Math.max(state.barrierSince ?? Infinity, state.lastInputAt ?? -Infinity);
  if (at - quietSince < state.config.barrierGuardMs) return { ...state, message: BARRIER_TOO_SOON };
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
  const game = state.game!;
  const height = tableLogRows(state.size, game.players.length, state.viewer !== null);
  const total = logLines(
    game.log,
    game.players.map((player) => player.name),
    { ascii: state.config.options.ascii, width: LOG_WIDTH, text: catalogFor(state.config.options.lang) },
  ).length;
  const page = Math.max(1, height - 1);
  const max = Math.max(0, total - height);
  const next = key.kind === 'pageUp' ? state.logScroll + page : state.logScroll - page;
  return { ...state, logScroll: Math.min(max, Math.max(0, next)) };
}

const SLOT_KEYS: Readonly<Record<string, Slot>> = { '1': 0, '2': 1, '3': 2 };

function turnKey(state: ControllerState, key: KeyPress): ControllerState {
  const scroll = scrolled(state, key);
  if (scroll) return scroll;
  const seat = state.turnSeat!;

  if (state.swap !== null) {
    if (key.kind === 'escape') return { ...state, swap: null, message: { code: 'swapCancelled' } };
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
    return act(state, { type: 'swap', own: state.swap.own, middle: slot, seat });
  }

  switch (key.kind) {
    case 'left':
      return act(state, { type: 'shift', direction: 'left', seat });
    case 'right':
      return act(state, { type: 'shift', direction: 'right', seat });
    case 'enter':
      return { ...state, message: { code: 'chooseActionFirst' } };
    case 'char':
      switch (key.char) {
        case 's': {
          const problem = checkAction(state.game!, { type: 'swap', own: 0, middle: 0, seat });
          if (problem) return { ...state, message: { code: 'illegalAction', problem: problem.problem } };
          return { ...state, swap: { own: null }, message: null };
        }
        case 'a':
          return act(state, { type: 'swapAll', seat });
        case 'p':
          return act(state, { type: 'pass', seat });
        default:
          return { ...state, message: { code: 'keyDoesNothing', key: key.char } };
      }
    default:
      return state;
  }
}

/** Applies a human's action, or explains in one line why it is not allowed now. */
function act(state: ControllerState, action: Action): ControllerState {
  const game = state.game!;
  const problem = checkAction(game, action);
  if (problem) return { ...state, swap: null, message: { code: 'illegalAction', problem: problem.problem } };
  const next = applyAction(game, action).state;
  const turnOver = next.finished || next.actionsTaken === 0;
  return {
    ...state,
    game: next,
    swap: null,
    logScroll: 0,
    phase: turnOver ? 'turnDone' : 'turn',
    message: turnOver ? null : { code: 'firstActionDone' },
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
  const game = state.game!;
  const name = game.players[game.currentPlayer]!.name;
  return { ...state, message: { code: 'pleaseWait', name } };
}

function resultsKey(state: ControllerState, key: KeyPress): ControllerState {
  if (key.kind === 'char' && key.char === 'n') {
    return startGame(state, state.config.options.nextSeed(state.gameNumber + 1));
  }
  if (key.kind === 'char' && key.char === 'l') return { ...state, overlay: 'log', fullLogTop: 0, message: null };
  return { ...state, message: { code: 'resultsKeys' } };
}

/** The whole log of the finished game, every card face up. */
function fullLog(state: ControllerState): string[] {
  const game = state.game!;
  return fullLogLines(
    game.log,
    game.players.map((player) => player.name),
    { ascii: state.config.options.ascii, width: LOG_WIDTH, text: catalogFor(state.config.options.lang) },
  );
}

/** The game log screen (only over the results): Up/Down a line, PgUp/PgDn a page, Esc, Enter or l back, q quits. */
function fullLogKey(state: ControllerState, key: KeyPress): ControllerState {
  if (key.kind === 'escape' || key.kind === 'enter' || (key.kind === 'char' && key.char === 'l')) {
    return { ...state, overlay: null };
  }
  if (key.kind === 'char' && key.char === 'q') return quit(state, 0);
  const height = fullLogRows(state.size);
  const steps: Partial<Record<KeyPress['kind'], number>> = {
    up: -1,
    down: 1,
    pageUp: -Math.max(1, height - 1),
    pageDown: Math.max(1, height - 1),
  };
  const step = steps[key.kind];
  if (step === undefined) return state;
  const max = Math.max(0, fullLog(state).length - height);
  return { ...state, fullLogTop: Math.min(max, Math.max(0, state.fullLogTop + step)) };
}

function botAction(state: ControllerState, msg: Extract<ControllerMsg, { type: 'botAction' }>): ControllerState {
  const game = state.game;
  if (
    game === null ||
    state.phase !== 'watch' ||
    msg.gameNumber !== state.gameNumber ||
    msg.step !== game.log.length ||
    state.seats[game.currentPlayer]!.bot === null
  ) {
    return state;
  }
  // A bot must only ever answer with a legal action; should one not, the
  // game goes on with the first legal action rather than stopping.
  const action = checkAction(game, msg.action) === null ? msg.action : legalActions(game)[0]!;
  const next = applyAction(game, action).state;
  const moved = { ...state, game: next, logScroll: 0, message: null };
  return next.finished || next.actionsTaken === 0 ? advance(moved) : moved;
}

/** The bot move the controller is waiting for, if any: what the bot may know and its seed. */
export interface BotMove {
  /** Changes whenever a new decision is due. */
  readonly key: string;
  readonly gameNumber: number;
  readonly step: number;
  readonly level: BotLevel;
  readonly seat: Seat;
  readonly name: string;
  /** The bot's own view: it never sees other seats' hidden cards or the draw pile. */
  readonly view: PlayerView;
  readonly seed: number;
}

export function pendingBotMove(state: ControllerState): BotMove | null {
  const game = state.game;
  if (
    state.exit !== null ||
    state.phase !== 'watch' ||
    game === null ||
    game.finished ||
    state.overlay !== null ||
    state.needsClear ||
    isTooSmall(state.size)
  ) {
    return null;
  }
  const seat = game.currentPlayer;
  const level = state.seats[seat]!.bot;
  if (level === null) return null;
  return {
    key: `${state.gameNumber}:${game.log.length}`,
    gameNumber: state.gameNumber,
    step: game.log.length,
    level,
    seat,
    name: game.players[seat]!.name,
    view: playerView(game, seat),
    seed: botSeed(game.rules.seed, seat),
  };
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
}

export interface ResultsModel {
  readonly ranking: readonly RankingEntry[];
  /** The finished game's own seed (shown only now that every card is known). */
  readonly seed: string;
  readonly rounds: number;
  readonly tiebreak: Tiebreak;
  readonly bots: readonly (BotLevel | null)[];
  readonly message: UiMessage | null;
  readonly ascii: boolean;
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
    }
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

export function screenModel(state: ControllerState): ScreenModel {
  if (state.needsClear) return { kind: 'blank' };
  if (isTooSmall(state.size)) return { kind: 'tooSmall', size: state.size };
  const { options } = state.config;
  if (state.overlay === 'help') {
    return {
      kind: 'help',
      strictOrder: options.strictOrder,
      tiebreak: options.tiebreak,
      barriers: humanSeats(state.seats).length > 1,
    };
  }
  if (state.overlay === 'log') {
    const all = fullLog(state);
    const height = fullLogRows(state.size);
    const first = Math.min(state.fullLogTop, Math.max(0, all.length - height));
    return { kind: 'log', lines: all.slice(first, first + height), first, total: all.length };
  }
  const quitting = state.overlay === 'quit';
  if (state.phase === 'setup') return { kind: 'setup', setup: state.setup!, quitting };
  const game = state.game!;
  const bots = state.seats.map((seat) => seat.bot);
  if (state.phase === 'barrier') {
    return {
      kind: 'barrier',
      name: game.players[state.turnSeat!]!.name,
      round: game.round,
      rounds: game.rules.rounds,
      message: state.message,
      quitting,
    };
  }
  if (state.phase === 'results') {
    const view = playerView(game, null);
    return {
      kind: 'results',
      results: {
        ranking: rankingFromView(view),
        seed: view.seed ?? state.seed,
        rounds: view.rounds,
        tiebreak: view.tiebreak,
        bots,
        message: state.message,
        ascii: options.ascii,
      },
    };
  }
  const view = playerView(game, state.viewer);
  const mode = state.phase;
  const actor = mode === 'watch' ? game.currentPlayer : state.turnSeat!;
  return {
    kind: 'table',
    quitting,
    table: {
      mode,
      view,
      actor,
      round: mode === 'turnDone' ? roundOfLastTurn(game.log, actor) ?? game.round : game.round,
      actionNumber: mode === 'turnDone' ? 2 : ((game.actionsTaken + 1) as 1 | 2),
      bots,
      swap: state.swap,
      message: state.message,
      logScroll: state.logScroll,
      actionKeys: mode === 'turn' ? actionKeyHints(view) : [],
      ascii: options.ascii,
      handOff: humanSeats(state.seats).length > 1,
    },
  };
}

