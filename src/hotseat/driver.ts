/**
 * Runs the controller against a table: feeds it messages one at a time,
 * sends the commands it asks for to the table (or the host: a new match, a
 * resumed one), and turns the table's updates into messages. Everything
 * here is synchronous except a bot's move, so keys that arrive together are
 * handled in order, each on the table as the one before left it.
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
  type BotMove,
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
import { tablePort } from '../seat/tablePort.js';
import { leavingSummary } from './summary.js';
import { BotPacing, timerClock, type PaceClock } from '../room/pacing.js';
// At most this long of a bot's delay passes before it decides, so the spinner is drawn first.
import { SPINNER_LEAD_MS } from '../seat/spinnerLead.js';
import { humanShifts } from '../record/ratings.js';

export class ScreenDriver {
  #state: ControllerState;
  #table: Table | null = null;
  #unsubscribe: (() => void) | null = null;
  readonly #queue: ControllerMsg[] = [];
  #busy = false;
  readonly #listeners = new Set<() => void>();
  readonly #stopWarnings: (() => void) | null;
  /** What the bot move being decided waits for before it is played. */
  #botReady: Promise<void> = Promise.resolve();
  #disposed = false;
  /** When the computer players move (room/pacing.ts): this screen says when one may (pendingBotMove). */
  readonly #pacing: BotPacing<BotMove>;
  /** Where the answers to a seat's commands go: through dispatch, so that one given while the command is sent waits its turn. */
  readonly #seatScreen: SeatScreenLink = {
    wanted: () => this.#state.screen.hint,
    answer: (msg) => this.dispatch(msg),
    gone: () => this.#disposed,
  };

  constructor(
    config: ControllerConfig,
    size: TerminalSize,
    now: number,
    private readonly hotseat: HotseatMatch,
    clock: PaceClock = timerClock(),
  ) {
    // A move: the bot decides after the spinner's first moment (from its own view, through the table), and its move waits out the rest of the delay.
    this.#pacing = new BotPacing(
      clock,
      { delayMs: config.options.botDelayMs, leadMs: SPINNER_LEAD_MS },
      {
        due: () => pendingBotMove(this.#state),
        play: (move, ready) => this.playBot(move.version, ready),
      },
    );
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
    if (hotseat.botPace) hotseat.botPace.current = () => this.#botReady;
    // Last, so a failure of the very first save (made as the table was dealt) is shown too.
    this.#stopWarnings =
      hotseat.onSaveWarning?.((line) => {
        // Saved again: a match whose end was held is rated now (its table does not change for it).
        if (line === null && this.#table !== null) this.#rateIfOver(this.#table);
        this.dispatch({ type: 'saveFailed', line, resultsHeld: this.#heldNow() });
      }) ?? null;
  }

  /** Whether the results of the game just over are held now: its end is not in the file, which can go on with it. */
  #heldNow(): boolean {
    return this.hotseat.resultsHeld?.() === true;
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
    return this.#table;
  }

  /** What the table shows `seat` (null: a spectator). */
  readonly viewOf = (seat: Seat | null): TableView => {
    if (this.#table === null) throw new Error('No table yet');
    return this.#table.view(seat);
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
    if (msg.type === 'key' && !this.#busy && this.#state.resultsHeld && this.hotseat.retrySave?.() === true && !passesHeldResults(msg.key)) return;
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
   * The screen has drawn the state as it is now: the computer player whose
   * move is due (pendingBotMove) waits out its delay from here, so that
   * each move is seen before the next; a key that opened the help or the
   * quit question holds it back, one that closed it lets it go on.
   */
  shown(): void {
    this.#pacing.poke();
  }

  /**
   * Lets the bot whose turn it is move: the table asks its decider at once
   * (before this returns its promise), and plays the move once `ready`
   * settles. A move for an older version of the table is refused by the
   * table and dropped; one whose `ready` never settles is never played.
   */
  async playBot(version: number, ready: Promise<void> = Promise.resolve()): Promise<void> {
    const table = this.#table;
    if (table === null) return;
    this.#botReady = ready;
    const result = await table.playBot(version);
    if (!result.ok && result.error.code !== 'staleVersion') {
      this.dispatch({ type: 'refused', error: result.error });
    }
  }

  /** What leaving shows (see leavingSummary): the games that may be shown, the standings, how to go on; null before a match. */
  summary(): string | null {
    const { ascii, lang, program } = this.#state.config.options;
    return leavingSummary(this.hotseat, { ascii, lang, ...(program === undefined ? {} : { program }) });
  }

  dispose(): void {
    this.#disposed = true;
    this.#pacing.stop();
    if (this.hotseat.botPace) this.hotseat.botPace.current = null;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#stopWarnings?.();
  }

  #attach(table: Table): void {
    this.#unsubscribe?.();
    this.#table = table;
    this.#rated = false;
    this.#unsubscribe = table.subscribe({ seat: null }, (update) => {
      // Over and saved as over (a table saves before it tells anyone; a save that failed leaves it to a later try):
      // rated beside the saved matches, and shown with the final standings from their first frame.
      this.#rateIfOver(table);
      // Whether its results are held goes with the change, so that no frame shows them before it is known.
      this.dispatch({ type: 'tableChanged', view: update.view, resultsHeld: this.#heldNow() });
    });
  }

  #send(command: UiCommand): void {
    const table = this.#table;
    switch (command.type) {
      case 'start':
        this.#attach(this.hotseat.start(command.seats, command.rounds));
        this.#queue.push({ type: 'started', view: this.#table!.view(null) });
        return;
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
        if (table !== null) carryOut(command, tablePort(table, this.hotseat.suggest ?? lazyHint), this.#seatScreen);
    }
  }
}

/** Keys that do on held results what they do anywhere (quit, help, close), rather than only bring the results. */
function passesHeldResults(key: KeyPress): boolean {
  return key.kind === 'ctrlC' || key.kind === 'escape' || (key.kind === 'char' && (key.char === 'q' || key.char === '?'));
}
