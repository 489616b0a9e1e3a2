/**
 * The screen-reader mode's front end: one keyboard (the hotseat's, or one
 * ssh player's: reader/source.ts), the same seat model as the drawn screens
 * (seat/model.ts), but a stream of sentences instead of a screen. Each event of the table is said once, as it happens; a
 * player's turn is said as a prompt; typed lines ask for what is on the
 * table or make moves, which go through the seat model and the same
 * carrying out (seat/carryOut.ts) as the hotseat's keys.
 *
 * No I/O here: lines come in through `input`, sentences go out through
 * `say`, time comes from `now` (when a line arrived: the barrier's rule),
 * and the room (its source) moves the computer players at its own pace,
 * so tests drive it directly.
 */

import { actionOfEvent } from '../core/actions.js';
import type { GameEvent, Seat } from '../core/types.js';
import { coreWords } from '../i18n/catalog.js';
import type { Lang } from '../i18n/lang.js';
import { carryOut, type SeatScreenLink } from '../seat/carryOut.js';
import { INITIAL_SEAT_SCREEN, quitEndsMatch, seatReducer, type SeatContext, type SeatFront, type SeatMsg, type SeatScreenState } from '../seat/model.js';
import type { TableView } from '../table/index.js';
import type { KeyPress } from '../term/keys.js';
import { keepsSwap, parseLine } from './commands.js';
import {
  eventSentence,
  handSentence,
  hintSentences,
  middleSentence,
  openCardsSentences,
  readerMessage,
  REFUSALS,
  resultSentences,
  scoresSentence,
  swapQuestion,
  turnSentence,
} from './sentences.js';
import { PromptMemory } from './promptMemory.js';
import { rulesSentences } from './rules.js';
import type { ReaderSource } from './source.js';
import { readerWords } from './words.js';
import type { KeyboardSaving } from '../room/matchFile.js';
import { barrierVerdict, DEFAULT_BARRIER_TIMING, type ArrivedKey, type BarrierTiming } from '../seat/barrier.js';

/**
 * The barrier's times for a said barrier: a drawn next-player screen is
 * seen at once, a said one takes a second or more to hear ("Next: Ben.
 * Press Space and Enter when only Ben is listening."), so a line of Space
 * within a second of it is no answer to it (the player leaving, typing on
 * out of habit) and opens nothing.
 */
const READER_BARRIER_TIMING: BarrierTiming = { ...DEFAULT_BARRIER_TIMING, minVisibleMs: 1000 };

/** An event of a player's action: a game with one has begun to be played. */
/** An event of a player's action (any kind in the table of actions), not of the game's own course. */
const isMove = (event: GameEvent): boolean => actionOfEvent(event) !== null;

export interface ReaderDeps {
  readonly source: ReaderSource;
  /** Saving, where this reader's match is saved (as the hotseat's: seat/model.ts resultsHeld). */
  readonly saving?: KeyboardSaving;
  /**
   * The seats whose players sit at this keyboard: every human's at one
   * keyboard (a barrier between two of them), one ssh player's own, none
   * for a spectator.
   */
  readonly keyboard: readonly Seat[];
  readonly lang: Lang;
  /** The match is saved after every move (not under --no-save): the help says which. */
  readonly saved: boolean;
  /** One sentence (or a few that belong together) as one line. */
  readonly say: (line: string) => void;
  /** The time (ms): when a line arrived, when a barrier was said (its rule: seat/barrier.ts, with READER_BARRIER_TIMING). */
  readonly now: () => number;
  /** The player quits (0). */
  readonly exit: (exitCode: number) => void;
}

export class ReaderGame {
  readonly #deps: ReaderDeps;
  readonly #keyboard: readonly Seat[];
  #view: TableView | null;
  /** The seat model's state for the player at the keyboard. */
  #screen: SeatScreenState = INITIAL_SEAT_SCREEN;
  /** How much of which game's log has been said. */
  #said = { game: 0, events: 0 };
  /** How many of the source's notes have been said. */
  #notesSaid = 0;
  /** The waiting room's last sentence (said again only when it changes). */
  #waitingSaid: string | null = null;
  /** The turn whose "it is X's turn" was said last (an ssh seat waiting for another player), so that it is said once. */
  #othersTurnSaid: string | null = null;
  /** The human who last had the keyboard, or null before anyone had it. */
  #atKeyboard: Seat | null = null;
  /** The human the keyboard waits to be handed to, or null. */
  #barrier: Seat | null = null;
  /** When the barrier was said (its line of Space must come after it, and not too soon: seat/barrier.ts). */
  #barrierSince: number | null = null;
  /** The line before this one, as the key it stands for, and when it came. */
  #lastLine: ArrivedKey | null = null;
  /** What `repeat` says again: the last event's sentences, or the last prompt. */
  #last: readonly string[] = [];
  readonly #unsubscribe: () => void;
  readonly #stopSaving: () => void;
  /** The line that says saving fails, while it does. */
  #warning: string | null = null;
  /** A game ended while saving failed: its results wait until it is saved (the saved match would deal it again). */
  #held = false;
  readonly #queue: (() => void)[] = [];
  #busy = false;
  #stopped = false;

  constructor(deps: ReaderDeps) {
    this.#deps = deps;
    this.#keyboard = deps.keyboard;
    this.#view = null;
    this.#unsubscribe = deps.source.subscribe(() => this.#run(() => this.#changed()));
    this.#stopSaving = deps.saving?.onWarning((line) => this.#run(() => this.#savingChanged(line))) ?? (() => undefined);
    this.#run(() => this.#changed());
  }

  /** A line the player typed (without its line end). */
  input(line: string): void {
    const at = this.#deps.now();
    this.#run(() => this.#typed(line, at));
  }

  stop(): void {
    this.#stopped = true;
    this.#unsubscribe();
    this.#stopSaving();
  }

  /** Saving started failing (said once), or works again: then results held back are said at last. */
  #savingChanged(line: string | null): void {
    const was = this.#warning;
    this.#warning = line;
    if (line !== null) {
      if (was === null) this.#say([line], false);
      return;
    }
    if (was === null) return;
    this.#say([this.#words().savedAgain], false);
    const view = this.#view;
    if (!this.#held || view === null) return;
    this.#held = false;
    this.#say(resultSentences(view, this.#deps.lang), true);
    this.#next(view);
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

  /** Several players at this keyboard, who hand it over behind a barrier. */
  #sharedKeyboard(): boolean {
    return this.#keyboard.length > 1;
  }

  /** The seat whose cards and keys are this keyboard's now: the one whose turn it is once the keyboard is theirs, else the last who had it. */
  #seat(): Seat | null {
    const view = this.#view;
    if (view !== null) {
      const current = view.game.currentPlayer;
      if (this.#barrier === null && view.phase === 'playing' && this.#keyboard.includes(current) && this.#atKeyboard === current) return current;
    }
    if (this.#atKeyboard !== null) return this.#atKeyboard;
    return this.#keyboard.length === 1 ? this.#keyboard[0]! : null;
  }

  #context(): SeatContext | null {
    const shared = this.#sharedKeyboard();
    return this.#deps.source.context(this.#seat(), this.#deps.lang, { ...this.#front(), handOff: shared, barriers: shared });
  }

  #front(): Omit<SeatFront, 'handOff' | 'barriers'> {
    // At one keyboard the player quits the match; over ssh the seat leaves it (the match goes on).
    return { exit: this.#deps.source.exit, confirmTurnEnd: false };
  }

  #changed(): void {
    const source = this.#deps.source;
    const lang = this.#deps.lang;
    const before = this.#view;
    const view = source.view(null);
    this.#view = view;
    const notes = source.notes(lang);
    if (view === null) {
      const waiting = source.waiting(lang);
      if (waiting !== null && waiting !== this.#waitingSaid) this.#say([waiting], true);
      this.#waitingSaid = waiting;
      this.#say(notes.slice(this.#notesSaid), false);
      this.#notesSaid = notes.length;
      return;
    }
    if (before === null && view.game.log.some(isMove)) {
      // Joining a game under way (back at an ssh seat, a resumed match): where it stands, not every move since its deal again.
      this.#said = { game: view.gameNumber, events: view.game.log.length };
      this.#notesSaid = notes.length;
      // A game that is over: its results (which end with the scores); one under way: whose turn, the open cards, the
      // middle row, the scores. When the turn is this keyboard's, its prompt follows ("Your turn, Bob.", with the middle
      // row): the round alone here, so that the turn and the middle row are said once.
      const game = view.game;
      const ours = this.#keyboard.includes(game.currentPlayer);
      const turn = ours ? this.#words().roundStarted({ round: game.round, rounds: game.rounds }) : turnSentence(game, lang);
      this.#say(
        view.phase === 'playing'
          ? [this.#words().underWay({ game: view.gameNumber }), turn, ...openCardsSentences(game, lang), ...(ours ? [] : [middleSentence(game, lang)]), scoresSentence(view, lang)]
          : resultSentences(view, lang),
        true,
      );
    }
    if (view.gameNumber !== this.#said.game) {
      this.#said = { game: view.gameNumber, events: 0 };
      // A new game: whoever typed `next` may not be who starts it, so between several players its first turn waits
      // behind a barrier too (as the drawn next-player screen comes before every game's first turn).
      if (this.#sharedKeyboard()) this.#atKeyboard = null;
    }
    const names = view.seats.map((seat) => seat.name);
    for (const event of view.game.log.slice(this.#said.events)) {
      // A game whose end is not saved: nothing of its outcome yet (every hidden card, the places, the scores).
      if (event.type === 'gameEnded') this.#held = this.#deps.saving?.resultsHeld() === true;
      const sentence = event.type !== 'gameEnded' ? eventSentence(event, names, lang) : this.#held ? [this.#words().resultsHeld] : resultSentences(view, lang);
      if (sentence !== null) this.#say(typeof sentence === 'string' ? [sentence] : sentence, true);
    }
    this.#said = { game: view.gameNumber, events: view.game.log.length };
    this.#say(notes.slice(this.#notesSaid), false);
    this.#notesSaid = notes.length;
    if (before !== null && before !== view) {
      const context = this.#context();
      if (context !== null) this.#screen = seatReducer(this.#screen, { type: 'viewChanged', before }, context).state;
    }
    this.#next(view);
  }

  /** What the table waits for now, said once: a barrier, a prompt, another player's turn, or the next game (a bot's move is said when the room has played it). */
  #next(view: TableView): void {
    const words = this.#words();
    if (view.phase === 'betweenGames' || view.phase === 'matchOver') return this.#sayBetweenGames(view);
    const current = view.game.currentPlayer;
    // A computer player's move is its own sentence, once the room has played it.
    if (view.seats[current]!.kind === 'bot') return;
    if (!this.#keyboard.includes(current)) {
      // Someone elsewhere plays (an ssh table): said once a turn.
      const turn = `${view.gameNumber}:${view.game.round}:${current}`;
      if (this.#othersTurnSaid === turn) return;
      this.#othersTurnSaid = turn;
      return this.#say([words.othersTurn({ name: view.seats[current]!.name })], true);
    }
    // Another human's turn at this keyboard: their hidden cards are said only once they alone listen.
    if (this.#sharedKeyboard() && this.#atKeyboard !== current) {
      if (this.#barrier !== current) this.#barrierSince = this.#deps.now();
      this.#barrier = current;
      return this.#say([words.barrier({ name: view.seats[current]!.name })], true);
    }
    const prompt = `${view.gameNumber}:${view.game.log.length}`;
    if (this.#atKeyboard === current && this.#promptSaid === prompt) return;
    this.#atKeyboard = current;
    this.#promptSaid = prompt;
    const own = this.#deps.source.view(current);
    if (own !== null) this.#prompt(own, current);
  }

  /** A turn's prompt, of which only what changed is said (promptMemory.ts); `repeat` says all of it. */
  #prompt(own: TableView, seat: Seat): void {
    const { said, whole } = this.#told.prompt(own, seat, this.#deps.lang);
    this.#say(said, false);
    this.#last = whole;
  }

  /**
   * Between games, once for each state of it: what to type for the next
   * game, or (over ssh, where every player says when they are ready) whom
   * the next waits for; the end of the match.
   */
  #sayBetweenGames(view: TableView): void {
    // Held results: what to do was said with them.
    if (this.#held) return;
    const words = this.#words();
    let line: string;
    if (view.phase === 'matchOver') {
      // A rated match (at a server) says what it changed first; said again once the ratings come, should they come later.
      const ratings = this.#context()?.ratings ?? [];
      line = ratings.length === 0 ? words.matchOver : `${words.ratings({ shifts: ratings })} ${words.matchOver}`;
    } else {
      const readiness = this.#context()?.readiness;
      if (this.#keyboard.length === 0) line = words.messages.watchingNext;
      else if (readiness === undefined) line = words.nextGame;
      else if (!readiness.ready) line = words.messages.ready;
      else line = words.messages.waitingForOthers({ names: coreWords(this.#deps.lang).log.list(readiness.waitingFor) });
    }
    const key = `${view.gameNumber}:${line}`;
    if (this.#betweenSaid === key) return;
    this.#betweenSaid = key;
    this.#say([line], false);
  }

  /** What was said last between games (said again only when it changes). */
  #betweenSaid: string | null = null;

  /** What each seat at this keyboard last heard of its hand, the middle row and the moves allowed (a prompt says only what changed). */
  readonly #told = new PromptMemory();

  /** The turn and action whose prompt was said last: a change that is not a move (a note, a player back) does not say it again. */
  #promptSaid: string | null = null;

  #typed(line: string, at: number): void {
    const words = this.#words();
    const lang = this.#deps.lang;
    const command = parseLine(line, lang);
    // A line of Space is the press of Space, any other line another key: what a barrier's rule looks at.
    const arrived: ArrivedKey = { key: command.verb === 'open' ? { kind: 'char', char: ' ' } : { kind: 'enter' }, at };
    // The line before counts whenever it came: lines of Space typed on and on across a bot's turn must not open the
    // barrier the moment it is said (a stray one on the turn before makes the answer wait a moment, and says so).
    const previous = this.#lastLine;
    this.#lastLine = arrived;
    if (command.verb === 'quit') return this.#quit();
    const view = this.#view;
    if (view !== null && this.#barrier !== null) {
      // Only a new line of Space opens it, never a bare Enter (the key that ended the turn before), nor one typed before
      // the barrier could be heard or one of a Space held down (seat/barrier.ts, as the drawn next-player screen).
      const verdict = barrierVerdict(arrived.key, at, { visibleSince: this.#barrierSince, previous, keyEventsReported: false }, READER_BARRIER_TIMING);
      if (verdict === 'otherKey') return this.#say([words.barrierOnly({ name: view.seats[this.#barrier]!.name })], false);
      if (verdict === 'notNew') return this.#say([words.barrierNotNew({ name: view.seats[this.#barrier]!.name })], false);
      this.#atKeyboard = this.#barrier;
      this.#barrier = null;
      this.#barrierSince = null;
      return this.#next(view);
    }
    if (this.#held && command.verb !== 'help' && command.verb !== 'rules') {
      // Anything typed tries saving again; once it works, the results are said (#savingChanged), and that is all it does.
      if (this.#deps.saving?.retry() !== true) this.#say([words.stillHeld], false);
      return;
    }
    switch (command.verb) {
      case 'open':
      case 'empty':
        return;
      case 'unknown':
        return this.#say([words.unknown({ typed: command.typed })], false);
      case 'help':
        // The last line says how the match is kept: saved after every move, not saved (--no-save), or failing to be saved now.
        return this.#say([...words.help.slice(0, -1), !this.#deps.saved ? words.helpUnsaved : this.#warning !== null ? words.helpSaveFailing : words.help.at(-1)!], false);
      case 'rules':
        return this.#say(rulesSentences(lang), false);
      case 'repeat':
        return this.#say(this.#last.length === 0 ? [words.nothingToRepeat] : this.#last, false);
    }
    // The rest asks about the table or moves on it: before there is one, where the table stands is the answer.
    if (view === null) {
      const start = this.#deps.source.start;
      if (command.verb === 'start') {
        if (start === null || !start()) this.#say([words.notYours], false);
        return;
      }
      // Said once already (and again by repeat): a question about the game only hears that it has not started.
      const waiting = this.#deps.source.waiting(lang);
      return this.#say([waiting === null ? words.nothingToRepeat : words.notStarted], false);
    }
    switch (command.verb) {
      case 'hand': {
        const seat = this.#seat();
        const own = seat === null ? null : this.#deps.source.view(seat);
        // Nobody's cards: a spectator's keyboard, or one that several players share while it is none of theirs.
        if (seat === null || own === null) return this.#say([this.#keyboard.length > 1 ? words.noHandBetweenTurns : words.noHand], false);
        const hand = handSentence(own.game, seat, lang);
        this.#told.heard(seat, 'hand', hand);
        return this.#say([hand], false);
      }
      case 'middle': {
        const middle = middleSentence(view.game, lang);
        this.#told.heard(this.#seat(), 'middle', middle);
        return this.#say([middle], false);
      }
      case 'open-cards':
        return this.#say(openCardsSentences(view.game, lang), false);
      case 'scores':
        return this.#say([scoresSentence(view, lang)], false);
      case 'turn':
        return this.#say([turnSentence(view.game, lang)], false);
      case 'start':
        return this.#say([words.unknown({ typed: line.trim() })], false);
      case 'noSuchCard':
        return this.#say([words.messages.noSuchCard], false);
      case 'keys': {
        // A new command cancels a swap left half-made on the line before (bare card numbers answer it, a hint leaves it).
        if (!keepsSwap(command) && this.#screen.swap !== null) this.#cancelSwap();
        const swapBefore = this.#screen.swap;
        for (const key of command.keys) if (!this.#key(key)) break;
        // A swap the line left half-made: what it waits for, in words (the drawn game shows it in its key bar).
        const swap = this.#screen.swap;
        if (swap !== null && swap !== swapBefore) this.#say([swapQuestion(swap, lang)], false);
        return;
      }
    }
  }

  /**
   * The player quits: between games that is quitting on the results, which
   * ends an open-ended match at one keyboard as the drawn hotseat's q does
   * (quitEndsMatch); over ssh the seat only leaves, and the match goes on.
   */
  #quit(): void {
    const view = this.#view;
    if (view !== null && this.#front().exit === 'quit' && quitEndsMatch(view, view.phase === 'betweenGames')) {
      carryOut({ type: 'endMatch', version: view.version }, this.#deps.source.port, this.#link());
    }
    this.stop();
    this.#deps.exit(0);
  }

  #cancelSwap(): void {
    const context = this.#context();
    if (context !== null) this.#screen = seatReducer(this.#screen, { type: 'key', key: { kind: 'escape' } }, context).state;
  }

  /** A key of a move through the seat model; false once it said why the move was not made (the rest of the line is dropped). */
  #key(key: KeyPress): boolean {
    const context = this.#context();
    if (context === null) return false;
    const before = this.#screen;
    const outcome = seatReducer(before, { type: 'key', key }, context);
    this.#screen = outcome.state;
    const command = outcome.command;
    if (command !== null && command.type !== 'endTurn') {
      if (command.type === 'exit') {
        this.stop();
        this.#deps.exit(0);
        return false;
      }
      carryOut(command, this.#deps.source.port, this.#link());
    }
    return !this.#sayChanges(before, key.kind === 'char' && key.char === 'h');
  }

  /**
   * Says what the seat model has to say since `before`: a new message (true
   * when it refused: the rest of a typed line is dropped), a hint once it
   * is worked out, and again each time it is `asked` for (the drawn game
   * keeps it on screen; here asking is the only way to hear it again).
   */
  #sayChanges(before: SeatScreenState, asked = false): boolean {
    const lang = this.#deps.lang;
    const names = this.#view?.seats.map((seat) => seat.name) ?? [];
    const screen = this.#screen;
    let refused = false;
    if (screen.message !== null && screen.message !== before.message) {
      const swap = screen.swap;
      const said =
        screen.message.code === 'swapPickMiddle' && swap?.kind === 'one' && swap.own !== null
          ? this.#words().messages.swapPickMiddle({ own: swap.own + 1 })
          : readerMessage(screen.message, lang, names);
      if (said !== null) this.#say([said], false);
      refused = REFUSALS.has(screen.message.code);
    }
    const hint = screen.hint?.suggestion ?? null;
    const seat = this.#seat();
    const own = seat === null ? null : this.#deps.source.view(seat);
    // Not kept for repeat, which says the last event or the turn's prompt again.
    if (hint !== null && (asked || hint !== (before.hint?.suggestion ?? null)) && own !== null) this.#say(hintSentences(hint, own.game, lang), false);
    return refused;
  }

  #link(): SeatScreenLink {
    return {
      wanted: () => this.#screen.hint,
      answer: (msg: SeatMsg) =>
        this.#run(() => {
          const context = this.#context();
          if (context === null) return;
          const before = this.#screen;
          this.#screen = seatReducer(before, msg, context).state;
          this.#sayChanges(before);
        }),
      gone: () => this.#stopped,
    };
  }
}
