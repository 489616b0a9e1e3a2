/**
 * The screen-reader mode's front end: one keyboard, the same seat model as
 * the hotseat's screens (seat/model.ts), but a stream of sentences instead
 * of a screen. Each event of the table is said once, as it happens; a
 * player's turn is said as a prompt; typed lines ask for what is on the
 * table or make moves, which go through the seat model and the same
 * carrying out (seat/carryOut.ts) as the hotseat's keys.
 *
 * No I/O here: lines come in through `input`, sentences go out through
 * `say`, and time only through `schedule`, so tests drive it directly.
 */

import type { BotLevel } from '../bots/levels.js';
import type { Suggestion } from '../bots/suggest.js';
import type { Seat } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import type { Lang } from '../i18n/lang.js';
import { carryOut, type SeatScreenLink } from '../seat/carryOut.js';
import { messageText } from '../seat/messages.js';
import {
  INITIAL_SEAT_SCREEN,
  seatReducer,
  type SeatContext,
  type SeatMsg,
  type SeatScreenState,
} from '../seat/model.js';
import { tablePort } from '../seat/tablePort.js';
import type { Table, TableView } from '../table/index.js';
import { glyphs } from '../term/glyphs.js';
import type { KeyPress } from '../term/keys.js';
import { parseLine } from './commands.js';
import {
  eventSentence,
  handSentence,
  middleSentence,
  openCardsSentences,
  promptSentences,
  resultSentences,
  scoresSentence,
  turnSentence,
} from './sentences.js';
import { readerWords } from './words.js';

export interface ReaderDeps {
  readonly table: Table;
  readonly lang: Lang;
  /** How long a computer player's move waits, so that the one before can be heard out. */
  readonly botDelayMs: number;
  /** One sentence (or a few that belong together) as one line. */
  readonly say: (line: string) => void;
  /** Runs `run` after `ms`; returns what cancels it. */
  readonly schedule: (ms: number, run: () => void) => () => void;
  /** The player quits (0). */
  readonly exit: (exitCode: number) => void;
  /** Works a hint out from a seat's own view (the seat port carries one; this mode asks for none yet). */
  readonly suggest: (view: PlayerView) => Promise<Suggestion>;
}

/** The seat model needs a terminal's size; a line-based front end has no such limit, and this one is never too small. */
const NO_LIMIT = { columns: 200, rows: 200 };

export class ReaderGame {
  readonly #deps: ReaderDeps;
  readonly #humans: readonly Seat[];
  readonly #bots: readonly (BotLevel | null)[];
  #view: TableView;
  /** The seat model's state for the human at the keyboard. */
  #screen: SeatScreenState = INITIAL_SEAT_SCREEN;
  /** How much of which game's log has been said. */
  #said = { game: 0, events: 0 };
  /** The human who last had the keyboard, or null before anyone had it. */
  #atKeyboard: Seat | null = null;
  /** The human the keyboard waits to be handed to, or null. */
  #barrier: Seat | null = null;
  /** What `repeat` says again: the last event's sentences, or the last prompt. */
  #last: readonly string[] = [];
  #cancelBot: (() => void) | null = null;
  readonly #unsubscribe: () => void;
  readonly #queue: (() => void)[] = [];
  #busy = false;
  #stopped = false;

  constructor(deps: ReaderDeps) {
    this.#deps = deps;
    const seats = deps.table.view(null).seats;
    this.#humans = seats.flatMap((seat, index) => (seat.kind === 'human' ? [index] : []));
    this.#bots = seats.map((seat) => (seat.kind === 'bot' ? seat.level : null));
    this.#view = deps.table.view(null);
    this.#unsubscribe = deps.table.subscribe({ seat: null }, () => this.#run(() => this.#changed()));
    this.#run(() => this.#changed());
  }

  /** A line the player typed (without its line end). */
  input(line: string): void {
    this.#run(() => this.#typed(line));
  }

  stop(): void {
    this.#stopped = true;
    this.#cancelBot?.();
    this.#unsubscribe();
  }

  /** One thing at a time: a table change caused by a typed move is said after the move's own handling. */
  #run(task: () => void): void {
    this.#queue.push(task);
    if (this.#busy) return;
    this.#busy = true;
    try {
      for (let next = this.#queue.shift(); next !== undefined && !this.#stopped; next = this.#queue.shift()) next();
    } finally {
      this.#busy = false;
    }
  }

  #words() {
    return readerWords(this.#deps.lang);
  }

  #say(lines: readonly string[], remember: boolean): void {
    for (const line of lines) this.#deps.say(line);
    if (remember && lines.length > 0) this.#last = lines;
  }

  /** The seat whose cards and keys are this keyboard's now: the human whose turn it is once the keyboard is theirs, else the last who had it. */
  #seat(): Seat | null {
    const current = this.#view.game.currentPlayer;
    if (this.#barrier === null && this.#view.phase === 'playing' && this.#humans.includes(current) && this.#atKeyboard === current) return current;
    if (this.#atKeyboard !== null) return this.#atKeyboard;
    return this.#humans.length === 1 ? this.#humans[0]! : null;
  }

  #context(): SeatContext {
    const seat = this.#seat();
    return {
      view: seat === null ? this.#view : this.#deps.table.view(seat),
      seat,
      watching: false,
      size: NO_LIMIT,
      ascii: true,
      lang: this.#deps.lang,
      front: { exit: 'quit', confirmTurnEnd: false, handOff: this.#humans.length > 1, barriers: this.#humans.length > 1 },
      bots: this.#bots,
    };
  }

  #changed(): void {
    const before = this.#view;
    const view = this.#deps.table.view(null);
    this.#view = view;
    if (view.gameNumber !== this.#said.game) this.#said = { game: view.gameNumber, events: 0 };
    const names = view.seats.map((seat) => seat.name);
    for (const event of view.game.log.slice(this.#said.events)) {
      const sentence = event.type === 'gameEnded' ? resultSentences(view, this.#deps.lang) : eventSentence(event, names, this.#deps.lang);
      if (sentence !== null) this.#say(typeof sentence === 'string' ? [sentence] : sentence, true);
    }
    this.#said = { game: view.gameNumber, events: view.game.log.length };
    if (before !== view) this.#screen = seatReducer(this.#screen, { type: 'viewChanged', before }, this.#context()).state;
    this.#next(view);
  }

  /** What the table waits for now, said once: a bot's move (played after the delay), a human's barrier or prompt, or the next game. */
  #next(view: TableView): void {
    this.#cancelBot?.();
    this.#cancelBot = null;
    const words = this.#words();
    if (view.phase === 'betweenGames') return this.#say([words.nextGame], false);
    if (view.phase === 'matchOver') return this.#say([words.matchOver], false);
    const current = view.game.currentPlayer;
    if (this.#bots[current] != null) {
      const version = view.version;
      this.#cancelBot = this.#deps.schedule(this.#deps.botDelayMs, () => void this.#deps.table.playBot(version));
      return;
    }
    // Another human's turn: their hidden cards are said only once they alone listen.
    if (this.#humans.length > 1 && this.#atKeyboard !== current) {
      this.#barrier = current;
      return this.#say([words.barrier({ name: view.seats[current]!.name })], true);
    }
    this.#atKeyboard = current;
    this.#say(promptSentences(this.#deps.table.view(current), current, this.#deps.lang), true);
  }

  #typed(line: string): void {
    const words = this.#words();
    const command = parseLine(line, this.#deps.lang);
    if (command.verb === 'quit') {
      this.stop();
      return this.#deps.exit(0);
    }
    if (this.#barrier !== null) {
      // Only a line of Space opens it, never a bare Enter (the key that ended the turn before).
      if (command.verb !== 'open') return this.#say([words.barrierOnly({ name: this.#view.seats[this.#barrier]!.name })], false);
      this.#atKeyboard = this.#barrier;
      this.#barrier = null;
      return this.#next(this.#view);
    }
    switch (command.verb) {
      case 'open':
      case 'empty':
        return;
      case 'unknown':
        return this.#say([words.unknown({ typed: command.typed })], false);
      case 'help':
        return this.#say(words.help, false);
      case 'repeat':
        return this.#say(this.#last.length === 0 ? [words.nothingToRepeat] : this.#last, false);
      case 'hand': {
        const seat = this.#seat();
        if (seat === null) return this.#say([turnSentence(this.#view.game, this.#deps.lang)], false);
        return this.#say([handSentence(this.#deps.table.view(seat).game, seat, this.#deps.lang)], false);
      }
      case 'middle':
        return this.#say([middleSentence(this.#view.game, this.#deps.lang)], false);
      case 'open-cards':
        return this.#say(openCardsSentences(this.#view.game, this.#deps.lang), false);
      case 'scores':
        return this.#say([scoresSentence(this.#view, this.#deps.lang)], false);
      case 'turn':
        return this.#say([turnSentence(this.#view.game, this.#deps.lang)], false);
      case 'keys':
        for (const key of command.keys) if (!this.#key(key)) return;
    }
  }

  /** A key of a move through the seat model; false once it said why the move was not made (the rest of the line is dropped). */
  #key(key: KeyPress): boolean {
    const context = this.#context();
    const before = this.#screen;
    const outcome = seatReducer(before, { type: 'key', key }, context);
    this.#screen = outcome.state;
    const command = outcome.command;
    if (command !== null && command.type !== 'exit' && command.type !== 'endTurn') {
      carryOut(command, tablePort(this.#deps.table, this.#deps.suggest), this.#link());
    }
    const message = this.#screen.message;
    if (message !== null && message !== before.message) {
      this.#say([messageText(message, this.#deps.lang, glyphs(true, this.#deps.lang), this.#view.seats.map((seat) => seat.name))], false);
      return message.code !== 'illegalAction' && message.code !== 'pleaseWait' && message.code !== 'keyDoesNothing';
    }
    return true;
  }

  #link(): SeatScreenLink {
    return {
      wanted: () => this.#screen.hint,
      answer: (msg: SeatMsg) => this.#run(() => {
        const before = this.#screen.message;
        this.#screen = seatReducer(this.#screen, msg, this.#context()).state;
        const message = this.#screen.message;
        if (message !== null && message !== before) {
          this.#say([messageText(message, this.#deps.lang, glyphs(true, this.#deps.lang), this.#view.seats.map((seat) => seat.name))], false);
        }
      }),
      gone: () => this.#stopped,
    };
  }
}
