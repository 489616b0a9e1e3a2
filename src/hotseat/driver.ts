/**
 * Runs the controller against its room: feeds it messages one at a time,
 * sends the commands it asks for to the room (or the host: a new match, a
 * resumed one), and turns the room's changes into messages. The room
 * (room/runner.ts, at one keyboard) runs the table the hotseat match dealt
 * or resumed and moves its bots when this screen lets them. Every command
 * is carried out at once, so keys that arrive together are handled in
 * order, each on the table as the one before left it.
 *
 * No React here: the hook (useGameController.ts) subscribes to the driver,
 * and tests drive it directly.
 */

import type { Seat } from '../core/types.js';
import type { Table, TableView } from '../table/index.js';
import {
  controllerReducer,
  initController,
  pendingBotMove,
  type ControllerConfig,
  type ControllerMsg,
  type ControllerState,
  type InitialScreen,
  type UiCommand,
} from './controller.js';
import type { TerminalSize } from '../term/layout.js';
import type { KeyPress } from '../term/keys.js';
import type { HotseatMatch } from './hotseatMatch.js';
import { lazyHint } from '../bots/lazyHint.js';
import { carryOut, type SeatScreenLink } from '../seat/carryOut.js';
import { keyboardPort } from '../seat/roomPort.js';
import { leavingSummary } from './summary.js';
import { timerClock, type PaceClock } from '../room/pacing.js';
import { MatchRunner } from '../room/runner.js';
// At most this long of a bot's delay passes before it decides, so the spinner is drawn first.
import { SPINNER_LEAD_MS } from '../seat/spinnerLead.js';
import { humanShifts } from '../record/ratings.js';

export class ScreenDriver {
  #state: ControllerState;
  /** The room of the table being played at, once there is one. */
  #room: MatchRunner | null = null;
  #unsubscribe: (() => void) | null = null;
  readonly #queue: ControllerMsg[] = [];
  #busy = false;
  readonly #listeners = new Set<() => void>();
  readonly #stopWarnings: (() => void) | null;
  #disposed = false;
  /** The state the screen last said it has drawn (`shown`). */
  #drawn: ControllerState | null = null;

  /**
   * Whether the room's due bot move (at `game` and `version` of the table)
   * may be played: the screen lets it now (pendingBotMove), and has drawn a
   * state in which this very move was due, so each move is seen before the
   * next and the table never runs ahead of the screen (a key that changes
   * nothing of it, a scroll of the log, does not start its wait again).
   */
  #botMayMove(move: { readonly game: number; readonly version: number }): boolean {
    // Nothing drawn yet: the screen is still being made (a table resumed at once is attached before its state exists).
    // (Disposed, the room is closed and asks no more.)
    if (this.#drawn === null) return false;
    const key = `${move.game}:${move.version}`;
    return pendingBotMove(this.#state)?.key === key && pendingBotMove(this.#drawn)?.key === key;
  }
  /** Where the answers to a seat's commands go: through dispatch, so that one given while the command is sent waits its turn. */
  readonly #seatScreen: SeatScreenLink = {
    wanted: () => this.#state.screen.hint,
    answer: (msg) => this.dispatch(msg),
    gone: () => this.#disposed,
  };

  constructor(
    private readonly config: ControllerConfig,
    size: TerminalSize,
    now: number,
    private readonly hotseat: HotseatMatch,
    private readonly clock: PaceClock = timerClock(),
  ) {
    let initial: InitialScreen;
    if (hotseat.table !== null) {
      this.#attach(hotseat.table);
      initial = { kind: 'table', view: hotseat.table.view(null) };
    } else if (hotseat.offer !== null || hotseat.notice !== null) {
      const players = hotseat.offer?.discard === undefined ? null : (hotseat.offer.players ?? null);
      initial = { kind: 'resume', prompt: { label: hotseat.offer?.label ?? null, notice: hotseat.notice, players } };
    } else {
      initial = { kind: 'new', note: hotseat.note ?? null };
    }
    this.#state = initController(config, size, now, initial);
    // A new match whose seats and rounds are known is dealt right away, and
    // then shown as if it had been there from the start (a fresh screen
    // need not be cleared again).
    const command = this.#state.command;
    if (command?.type === 'start') {
      this.#state = { ...this.#state, command: null };
      const table = hotseat.start(command.seats, command.rounds);
      this.#attach(table);
      this.#state = initController(config, size, now, { kind: 'table', view: table.view(null), note: hotseat.note ?? null });
    }
    // Last, so a failure of the very first save (made as the table was dealt) is shown too.
    this.#stopWarnings =
      hotseat.saving?.onWarning((line) => {
        // Saved again: a match whose end was held is rated now (its table does not change for it).
        if (line === null && this.table !== null) this.#rateIfOver(this.table);
        this.dispatch({ type: 'saveFailed', line, resultsHeld: this.#heldNow() });
      }) ?? null;
  }

  /** Whether the results of the game just over are held now: its end is not in the file, which can go on with it. */
  #heldNow(): boolean {
    return this.hotseat.saving?.resultsHeld() === true;
  }

  /** A match rated once (when over and saved as over): its changes go to the final standings. */
  #rated = false;

  #rateIfOver(table: Table): void {
    if (this.#rated || table.phase !== 'matchOver' || this.hotseat.ratingChanges === undefined) return;
    const changes = this.hotseat.ratingChanges(table.toRecord());
    if (changes === null) return;
    this.#rated = true;
    const ratings = humanShifts(changes);
    if (ratings.length > 0) this.dispatch({ type: 'rated', ratings });
  }

  get state(): ControllerState {
    return this.#state;
  }

  /** The table being played at, once there is one. */
  get table(): Table | null {
    return this.#room?.table ?? null;
  }

  /** What the room shows `seat` (null: a spectator). */
  readonly viewOf = (seat: Seat | null): TableView => {
    const view = this.#room?.snapshot(seat).view ?? null;
    if (view === null) throw new Error('No table yet');
    return view;
  };

  /** Calls `listener` after every change of the state. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  dispatch = (msg: ControllerMsg): void => {
    // A key on results held back for a failing save (SeatContext.resultsHeld) first tries saving again: once it works
    // the results show, and that is all a key of the results (n, l, Enter) does. q, ? and Esc do what they say.
    if (msg.type === 'key' && !this.#busy && this.#state.resultsHeld && this.hotseat.saving?.retry() === true && !passesHeldResults(msg.key)) return;
    this.#queue.push(msg);
    // A table's update arrives while a command is being sent: it waits its turn.
    if (this.#busy) return;
    this.#busy = true;
    const before = this.#state;
    try {
      for (let next = this.#queue.shift(); next !== undefined; next = this.#queue.shift()) {
        const state = controllerReducer(this.#state, next);
        const command = state.command;
        this.#state = command === null ? state : { ...state, command: null };
        if (command !== null) this.#send(command);
      }
    } finally {
      this.#busy = false;
    }
    if (this.#state !== before) for (const listener of [...this.#listeners]) listener();
  };

  /**
   * The screen has drawn `drawn` (by default the state as it is now): the
   * computer player whose move is due there (pendingBotMove) waits out its
   * delay from here, so that each move is seen before the next; a key that
   * opened the help or the quit question holds it back, one that closed it
   * lets it go on.
   */
  shown(drawn: ControllerState = this.#state): void {
    this.#drawn = drawn;
    this.#room?.poke();
  }

  /** What leaving shows (see leavingSummary): the games that may be shown, the standings, how to go on; null before a match. */
  summary(): string | null {
    const { ascii, lang, program } = this.#state.config.options;
    return leavingSummary(this.hotseat, { ascii, lang, ...(program === undefined ? {} : { program }) });
  }

  dispose(): void {
    this.#disposed = true;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#room?.close();
    this.#stopWarnings?.();
  }

  #attach(table: Table): void {
    this.#unsubscribe?.();
    this.#room?.close();
    this.#rated = false;
    // A move: the bot decides after the spinner's first moment (from its own view, through the table), and its move
    // waits out the rest of the delay; only while this screen shows the bot's turn and lets it be followed.
    const room = MatchRunner.atOneKeyboard(table, {
      botDelayMs: this.config.options.botDelayMs,
      botLeadMs: SPINNER_LEAD_MS,
      clock: this.clock,
      botsMayMove: (move) => this.#botMayMove(move),
      suggest: this.hotseat.suggest ?? lazyHint,
    });
    this.#room = room;
    let heard = { version: table.version, game: table.gameNumber };
    this.#unsubscribe = room.onChange(() => {
      const view = room.snapshot(null).view;
      // Only a change of the table moves this screen on (the room also tells of what only a room of remote players shows).
      if (view === null || (view.version === heard.version && view.gameNumber === heard.game)) return;
      heard = { version: view.version, game: view.gameNumber };
      // Over and saved as over (a table saves before it tells anyone; a save that failed leaves it to a later try):
      // rated beside the saved matches, and shown with the final standings from their first frame.
      this.#rateIfOver(table);
      // Whether its results are held goes with the change, so that no frame shows them before it is known.
      this.dispatch({ type: 'tableChanged', view, resultsHeld: this.#heldNow() });
    }, null);
  }

  #send(command: UiCommand): void {
    const room = this.#room;
    switch (command.type) {
      case 'start': {
        const table = this.hotseat.start(command.seats, command.rounds);
        this.#attach(table);
        this.#queue.push({ type: 'started', view: table.view(null) });
        return;
      }
      case 'resume': {
        const resumed = this.hotseat.offer?.resume() ?? { ok: false as const, message: 'nothing to resume' };
        if (resumed.ok) {
          this.#attach(resumed.table);
          this.#queue.push({ type: 'started', view: resumed.table.view(null) });
        } else {
          this.#queue.push({ type: 'resumeFailed', message: resumed.message });
        }
        return;
      }
      case 'discard': {
        const discarded = this.hotseat.offer?.discard?.() ?? { ok: false as const, message: 'nothing to discard' };
        this.#queue.push(discarded.ok ? { type: 'discarded' } : { type: 'resumeFailed', message: discarded.message });
        return;
      }
      default:
        if (room !== null) carryOut(command, keyboardPort(room), this.#seatScreen);
    }
  }
}

/** Keys that do on held results what they do anywhere (quit, help, close), rather than only bring the results. */
function passesHeldResults(key: KeyPress): boolean {
  return key.kind === 'ctrlC' || key.kind === 'escape' || (key.kind === 'char' && (key.char === 'q' || key.char === '?'));
}
