/**
 * A table owns one match: its seats, its rules, every game played so far and
 * the running score. It is the single authority over the game state; front
 * ends (the terminal UI, remote players, the simulator) send it commands and
 * subscribe to a seat, and get back only that seat's view.
 *
 * - Commands in: `act`, `playBot`, `nextGame`, `endMatch`, and `noteHint`
 *   (a player asked for a hint: not a move, but everyone is told). Each may carry the
 *   `version` the sender last saw; a command sent against an older version is
 *   refused as stale. A refused command returns a typed error and changes
 *   nothing.
 * - Events out: after every change each subscriber gets its own seat's new
 *   view and the public events (no hidden card before the showdown).
 * - Everything from outside is injected (`TableDeps`): the clock, fresh
 *   seeds, the bots' decisions. No files, no terminal, no Math.random here;
 *   a store is just one more listener (`watchRecord`).
 */

import { botSeed, isBotLevel, type BotLevel } from '../bots/levels.js';
import { plainAction } from '../core/actions.js';
import { applyAction, checkAction, newGame } from '../core/game.js';
import { HAND_CATEGORY_CODES } from '../core/hand.js';
import { cleanName, nameListProblem } from '../core/playerNames.js';
import { ranking as rankGame, type RankingEntry } from '../core/ranking.js';
import { MAX_ROUNDS, MIN_ROUNDS, type Action, type GameEvent, type GameState, type Seat, type Tiebreak } from '../core/types.js';
import { playerView, type PlayerView } from '../core/view.js';
import type { MatchOptionsProblem, ReplayFault, ReplayProblem, ReplayRefusal, Result, TableError } from './errors.js';
import {
  MATCH_FORMAT,
  MATCH_FORMAT_VERSION,
  MAX_MATCH_GAMES,
  MIN_MATCH_GAMES,
  type GameRecord,
  type HintRecord,
  type MatchOptions,
  type MatchRecord,
  type PlacingRecord,
  type SeatAction,
} from './matchRecord.js';
import { matchScores } from './score.js';
import { seriesSeed } from '../core/seed.js';
import { ownersFit, type MatchProgram, type SeatOwners, type TableSeat } from './seats.js';

/** How a bot decides: its level, its own seat's view, and its seed (see `botSeed`). */
export type BotDecider = (level: BotLevel, view: PlayerView, seed: number) => Action | Promise<Action>;

export interface TableDeps {
  /** Milliseconds since the epoch, for the record's times. */
  now(): number;
  /** A fresh random seed for a game of a match started without a seed. */
  newSeed(): string;
  /** Needed only to let bots play (`playBot`). */
  readonly decide?: BotDecider;
  /**
   * Called with whatever a listener throws (the table and the other
   * listeners carry on). By default it is rethrown outside the table's call,
   * so a faulty front end still fails loudly.
   */
  onListenerError?(error: unknown): void;
}

export interface StartOptions {
  readonly seats: readonly TableSeat[];
  readonly rounds: number;
  /** 1-99, or null to play until the players stop. */
  readonly games: number | null;
  readonly tiebreak?: Tiebreak;
  readonly strictOrder?: boolean;
  /** The user's seed text; null or absent for random seeds. */
  readonly seed?: string | null;
  /** false: no hints in this match (`--no-hints`); absent or true: hints are offered. */
  readonly hints?: boolean;
  /** Who each seat belongs to (seats.ts), saved with the record; ignored unless it fits the seats. */
  readonly owners?: SeatOwners;
  /** The program the match is played with (seats.ts), saved with the record. */
  readonly program?: MatchProgram;
  /** The seat that starts game 1; absent: drawn by game 1's seed. Later games start with the next seat each. */
  readonly firstPlayer?: Seat;
}

/** playing: a game is under way; betweenGames: it is over and another may start; matchOver: no more games. */
export type MatchPhase = 'playing' | 'betweenGames' | 'matchOver';

/** Events of the match itself, besides the games' own. */
export type MatchEvent =
  | {
      /** A game just finished: its ranking (no cards: they are in the game's `gameEnded`) and the scores after it. */
      readonly type: 'gameRanked';
      readonly game: number;
      readonly ranking: readonly PlacingRecord[];
      readonly scores: readonly number[];
    }
  | { readonly type: 'matchOver'; readonly scores: readonly number[] }
  /** The player of `seat` asked for a hint on their turn (the hint itself is theirs alone). */
  | { readonly type: 'hintUsed'; readonly seat: Seat };

export type TableEvent = GameEvent | MatchEvent;

/** A hint used in the current game, placed in its log: it came after the first `logLength` events. */
export interface HintNote {
  readonly seat: Seat;
  readonly logLength: number;
}

/** What one seat (or a spectator) may know of the match. */
export interface TableView {
  readonly version: number;
  readonly phase: MatchPhase;
  /** The game under way, or the last one played: 1-based. */
  readonly gameNumber: number;
  readonly games: number | null;
  readonly seats: readonly TableSeat[];
  readonly scores: readonly number[];
  /** The seat this view is for, or null for a spectator. */
  readonly viewer: Seat | null;
  /** The current (or last) game as this seat sees it. */
  readonly game: PlayerView;
  /** Once the current game is over: its ranking with the cards, and its seed. */
  readonly ranking: readonly RankingEntry[] | null;
  readonly seed: string | null;
  /** Whether players may ask for hints in this match. */
  readonly hintsAllowed: boolean;
  /** The hints used so far in the current game, oldest first (public: everyone's log shows them). */
  readonly hints: readonly HintNote[];
}

/** The table at one version (Table.moment): every seat's view of it, as it was then. */
export interface TableMoment {
  readonly version: number;
  readonly phase: MatchPhase;
  readonly gameNumber: number;
  view(seat: Seat | null): TableView;
}

export interface TableUpdate {
  readonly version: number;
  /** The game the events belong to (1-based). */
  readonly game: number;
  readonly events: readonly TableEvent[];
  /** The subscriber's own seat's view after the change. */
  readonly view: TableView;
}

export type TableListener = (update: TableUpdate) => void;
export type RecordListener = (record: MatchRecord) => void;

export interface Accepted {
  readonly version: number;
  readonly events: readonly TableEvent[];
}

export type CommandResult = Result<Accepted, TableError>;

interface GameEntry {
  readonly seed: string;
  readonly startPlayer: Seat;
  readonly actions: SeatAction[];
  ranking: readonly PlacingRecord[] | null;
  readonly hints: (HintRecord & HintNote)[];
}

interface Subscription {
  readonly seat: Seat | null;
  readonly listener: TableListener;
}

export class Table {
  #version = 0;
  #state: GameState;
  #endedAt: string | null = null;
  #updatedAt: string;
  #replaying = false;
  /** Who each seat belongs to, or null when not known (a record saved before owners were). */
  #owners: SeatOwners | null = null;
  #program: MatchProgram | null = null;
  /** The seats whose human had left when the match ended, a stand-in playing for them (see MatchRecord.departed). */
  #departed: readonly Seat[] = [];
  /** Who is away with a stand-in playing for them, asked when the match ends (the room's runner tells it). */
  #departures: (() => readonly Seat[]) | null = null;
  readonly #games: GameEntry[] = [];
  readonly #subscriptions = new Set<Subscription>();
  readonly #recordListeners = new Set<RecordListener>();

  private constructor(
    readonly options: MatchOptions,
    readonly seats: readonly TableSeat[],
    private readonly deps: TableDeps,
    readonly startedAt: string,
    first: { seed: string; startPlayer?: Seat },
  ) {
    // Views hand these out as they are: frozen, so no front end can change them.
    Object.freeze(options);
    seats.forEach((seat) => Object.freeze(seat));
    Object.freeze(seats);
    this.#updatedAt = startedAt;
    this.#state = this.#deal(first.seed, first.startPlayer);
  }

  /** Starts a match and deals its first game. */
  static start(options: StartOptions, deps: TableDeps): Result<Table, TableError> {
    const invalid = (problem: MatchOptionsProblem): Result<Table, TableError> => ({
      ok: false,
      error: { code: 'invalidOptions', problem },
    });
    const seats = cleanSeats(options.seats);
    const seatsProblem = seats === null ? { code: 'seatsNotAList' as const } : nameListProblem(seats.map((seat) => seat.name));
    if (seatsProblem) return invalid(seatsProblem);
    const problem = optionsProblem(options, seats!.length);
    if (problem) return invalid(problem);
    const matchOptions: MatchOptions = {
      rounds: options.rounds,
      games: options.games,
      tiebreak: options.tiebreak ?? 'category',
      strictOrder: options.strictOrder === true,
      seed: options.seed ?? null,
      ...(options.firstPlayer === undefined ? {} : { firstPlayer: options.firstPlayer }),
      ...(options.hints === false ? { hints: false as const } : {}),
    };
    const seed = matchOptions.seed === null ? deps.newSeed() : seriesSeed(matchOptions.seed, 1);
    const table = new Table(matchOptions, seats!, deps, isoTime(deps.now()), {
      seed,
      ...(options.firstPlayer === undefined ? {} : { startPlayer: options.firstPlayer }),
    });
    if (options.owners !== undefined && ownersFit(options.owners, seats!)) table.#owners = freezeOwners(options.owners);
    if (options.program !== undefined) table.#program = options.program;
    return { ok: true, value: table };
  }

  /**
   * Rebuilds a match from its record by replaying every action through the
   * engine. Checks what the record's types cannot: names (cleaned exactly as
   * typed names are), seeds and start players, whose turn each action was,
   * that each action is legal, the rankings and the scores. Never throws.
   */
  static fromRecord(record: MatchRecord, deps: TableDeps): Result<Table, ReplayProblem> {
    try {
      return Table.#replay(record, deps);
    } catch (error) {
      // Only reachable through a record whose shape was not checked first.
      return invalidAt([], { kind: 'notReplayable', detail: error instanceof Error ? error.message : String(error) });
    }
  }

  /** The program the match is played with, or null when not known (a record saved before it was). */
  get program(): MatchProgram | null {
    return this.#program;
  }

  /** Who each seat belongs to (one entry per seat; null for a bot), or null when not known. Never part of a view. */
  get owners(): SeatOwners | null {
    return this.#owners;
  }

  get version(): number {
    return this.#version;
  }

  get phase(): MatchPhase {
    if (this.#endedAt !== null) return 'matchOver';
    return this.#state.finished ? 'betweenGames' : 'playing';
  }

  /** The game under way or the last one played, 1-based. */
  get gameNumber(): number {
    return this.#games.length;
  }

  /** Points per seat so far. */
  get scores(): number[] {
    return matchScores(
      this.#games.flatMap((game) => (game.ranking ? [game.ranking] : [])),
      this.seats.length,
    );
  }

  /** Whose turn it is while a game is under way, else null. */
  get currentSeat(): Seat | null {
    return this.phase === 'playing' ? this.#state.currentPlayer : null;
  }

  /** The bot whose turn it is, if a game is under way and a bot is to move. */
  pendingBot(): { readonly seat: Seat; readonly level: BotLevel } | null {
    const seat = this.currentSeat;
    if (seat === null) return null;
    const spec = this.seats[seat]!;
    return spec.kind === 'bot' ? { seat, level: spec.level } : null;
  }

  /** What `seat` may see (null: a spectator, who sees no hidden card before the showdown). */
  view(seat: Seat | null): TableView {
    return this.moment().view(seat);
  }

  /**
   * The table as it stands now, to be seen later: each seat's view of this
   * moment, whatever the table does meanwhile. How a server shows only what
   * is stored (room/runner.ts): the moment of a change is kept until its
   * save is done, then shown. Cheap: the game state is never changed in
   * place, so a moment holds it as it is, with copies of the few lists that grow.
   */
  moment(): TableMoment {
    const state = this.#state;
    const version = this.#version;
    const phase = this.phase;
    const gameNumber = this.#games.length;
    const scores = this.scores;
    const game = this.#currentGame();
    const seed = state.finished ? game.seed : null;
    const hints = game.hints.map((hint) => ({ seat: hint.seat, logLength: hint.logLength }));
    return {
      version,
      phase,
      gameNumber,
      view: (seat) => {
        this.#checkViewer(seat);
        return {
          version,
          phase,
          gameNumber,
          games: this.options.games,
          seats: this.seats,
          scores,
          viewer: seat,
          game: playerView(state, seat),
          ranking: state.finished ? rankGame(state) : null,
          seed,
          hintsAllowed: this.options.hints !== false,
          hints,
        };
      },
    };
  }

  /** A human seat's action. */
  act(seat: Seat, action: Action, expectedVersion?: number): CommandResult {
    const refused = this.#checkVersion(expectedVersion) ?? this.#checkPlaying();
    if (refused) return refused;
    if (!this.#isSeat(seat)) return fail({ code: 'noSuchSeat', seat });
    const spec = this.seats[seat]!;
    if (spec.kind === 'bot') return fail({ code: 'botSeat', seat });
    return this.#apply(seat, action);
  }

  /**
   * Lets the bot whose turn it is decide (through `deps.decide`) and plays its
   * action. The bot sees only its own seat's view, and its seed comes from the
   * game's seed and its seat, so a resumed game plays on exactly as it would
   * have. Once decided, the move waits for `ready` (its pace: room/pacing.ts
   * lets it go when the delay is over), so a slow bot thinks during the
   * pause rather than after it. If the table changes meanwhile, the move is
   * refused as stale.
   */
  async playBot(expectedVersion?: number, ready?: PromiseLike<void>): Promise<CommandResult> {
    const refused = this.#checkVersion(expectedVersion) ?? this.#checkPlaying();
    if (refused) return refused;
    const seat = this.#state.currentPlayer;
    const spec = this.seats[seat]!;
    if (spec.kind !== 'bot') {
      return fail({ code: 'notBotsTurn', seat });
    }
    const decide = this.deps.decide;
    if (!decide) throw new Error('This table was made without a bot decider (TableDeps.decide)');
    const version = this.#version;
    const action = await decide(spec.level, playerView(this.#state, seat), botSeed(this.#state.rules.seed, seat));
    if (ready !== undefined) await ready;
    const stale = this.#checkVersion(version);
    if (stale) return stale;
    return this.#apply(seat, action);
  }

  /**
   * The human whose turn it is asked for a hint: the table tells every seat
   * (a `hintUsed` event, and the hint in each view's `hints`) and keeps it
   * in the record. The hint itself is worked out by the front end from that
   * seat's own view; the table only notes that one was used. Asking again
   * before the next action changes nothing (the hint would be the same).
   */
  noteHint(seat: Seat, expectedVersion?: number): CommandResult {
    const refused = this.#checkVersion(expectedVersion) ?? this.#checkPlaying();
    if (refused) return refused;
    if (!this.#isSeat(seat)) return fail({ code: 'noSuchSeat', seat });
    return this.#noteHint(seat);
  }

  #noteHint(seat: Seat): CommandResult {
    const spec = this.seats[seat]!;
    if (this.options.hints === false) return fail({ code: 'hintsOff' });
    if (spec.kind === 'bot') return fail({ code: 'botSeat', seat });
    const current = this.#state.currentPlayer;
    if (seat !== current) {
      return fail({ code: 'notYourTurn', seat, current });
    }
    const game = this.#currentGame();
    const action = game.actions.length;
    const last = game.hints[game.hints.length - 1];
    if (last !== undefined && last.seat === seat && last.action === action) return { ok: true, value: { version: this.#version, events: [] } };
    game.hints.push(Object.freeze({ seat, action, logLength: this.#state.log.length }));
    return this.#changed([{ type: 'hintUsed', seat }]);
  }

  /** Deals the next game; its start player is one seat on from the last game's. */
  nextGame(expectedVersion?: number): CommandResult {
    const refused = this.#checkVersion(expectedVersion) ?? this.#checkBetweenGames();
    if (refused) return refused;
    const number = this.#games.length + 1;
    const seed = this.options.seed === null ? this.deps.newSeed() : seriesSeed(this.options.seed, number);
    const startPlayer = (this.#currentGame().startPlayer + 1) % this.seats.length;
    this.#state = this.#deal(seed, startPlayer);
    return this.#changed(this.#state.log);
  }

  /** Ends the match between games (for an open-ended match, or one the players stop early). */
  endMatch(expectedVersion?: number): CommandResult {
    const refused = this.#checkVersion(expectedVersion) ?? this.#checkBetweenGames();
    if (refused) return refused;
    return this.#changed([{ type: 'matchOver', scores: this.scores }], { endsMatch: true });
  }

  /**
   * Calls `listener` after every change with `seat`'s new view (seat null: a
   * spectator's) and the public events. Returns the unsubscribe function. The
   * current view is `view(seat)`; nothing is sent until the next change.
   */
  subscribe(options: { readonly seat: Seat | null }, listener: TableListener): () => void {
    this.#checkViewer(options.seat);
    const subscription: Subscription = { seat: options.seat, listener };
    this.#subscriptions.add(subscription);
    return () => {
      this.#subscriptions.delete(subscription);
    };
  }

  /**
   * Who is away when the match ends, a stand-in bot playing their seat:
   * `away` is asked as the match ends, and its human seats are the
   * record's `departed`.
   */
  watchDepartures(away: () => readonly Seat[]): void {
    this.#departures = away;
  }

  /** Calls `listener` with the whole record after every change (for a store). */
  watchRecord(listener: RecordListener): () => void {
    this.#recordListeners.add(listener);
    return () => {
      this.#recordListeners.delete(listener);
    };
  }

  /** The match as plain data, with fresh arrays: changing it does not change the table. */
  toRecord(): MatchRecord {
    return {
      format: MATCH_FORMAT,
      version: MATCH_FORMAT_VERSION,
      startedAt: this.startedAt,
      updatedAt: this.#updatedAt,
      endedAt: this.#endedAt,
      options: { ...this.options },
      seats: this.seats.map((seat) => ({ ...seat })),
      ...(this.#owners === null ? {} : { owners: this.#owners.map((owner) => (owner === null ? null : { ...owner })) }),
      ...(this.#program === null ? {} : { program: this.#program }),
      ...(this.#departed.length === 0 ? {} : { departed: [...this.#departed] }),
      games: this.#games.map((game): GameRecord => ({
        seed: game.seed,
        startPlayer: game.startPlayer,
        actions: game.actions.slice(),
        ranking: game.ranking === null ? null : game.ranking.slice(),
        ...(game.hints.length > 0 ? { hints: game.hints.map((hint) => ({ seat: hint.seat, action: hint.action })) } : {}),
      })),
      scores: this.scores,
    };
  }

  #deal(seed: string, startPlayer: Seat | undefined): GameState {
    const state = newGame({
      players: this.seats.map((seat) => seat.name),
      rounds: this.options.rounds,
      seed,
      tiebreak: this.options.tiebreak,
      strictOrder: this.options.strictOrder,
      ...(startPlayer === undefined ? {} : { startPlayer }),
    });
    this.#games.push({ seed, startPlayer: state.startPlayer, actions: [], ranking: null, hints: [] });
    return state;
  }

  #currentGame(): GameEntry {
    return this.#games[this.#games.length - 1]!;
  }

  /** Plays `action` for `seat` (whose turn it must be), or refuses it and changes nothing. */
  #apply(seat: Seat, action: Action): CommandResult {
    const state = this.#state;
    if (seat !== state.currentPlayer) {
      const current = state.currentPlayer;
      return fail({ code: 'notYourTurn', seat, current });
    }
    const illegal = checkAction(state, action);
    if (illegal) return fail({ code: 'illegalAction', reason: illegal.reason, problem: illegal.problem });
    const clean = plainAction(action);
    const result = applyAction(state, clean);
    this.#state = result.state;
    const game = this.#currentGame();
    game.actions.push(Object.freeze({ seat, action: clean }));
    const events: TableEvent[] = [...result.events];
    if (result.state.finished) {
      game.ranking = Object.freeze(rankGame(result.state).map((entry) => Object.freeze({ seat: entry.seat, place: entry.place, category: HAND_CATEGORY_CODES[entry.category] })));
      const scores = this.scores;
      events.push({ type: 'gameRanked', game: this.#games.length, ranking: game.ranking, scores });
      if (this.options.games !== null && this.#games.length >= this.options.games) {
        events.push({ type: 'matchOver', scores });
        return this.#changed(events, { endsMatch: true });
      }
    }
    return this.#changed(events);
  }

  #changed(events: readonly TableEvent[], options: { readonly endsMatch?: boolean } = {}): CommandResult {
    this.#version += 1;
    // A replay takes its times from the record.
    if (this.#replaying) return { ok: true, value: { version: this.#version, events } };
    this.#updatedAt = isoTime(this.deps.now());
    if (options.endsMatch) {
      this.#endedAt = this.#updatedAt;
      const away = new Set(this.#departures?.() ?? []);
      this.#departed = Object.freeze(this.seats.flatMap((seat, index) => (seat.kind === 'human' && away.has(index) ? [index] : [])));
    }
    this.#notify(events);
    return { ok: true, value: { version: this.#version, events } };
  }

  #notify(events: readonly TableEvent[]): void {
    const game = this.#games.length;
    const views = new Map<Seat | null, TableView>();
    const viewFor = (seat: Seat | null): TableView => {
      let view = views.get(seat);
      if (!view) {
        view = this.view(seat);
        views.set(seat, view);
      }
      return view;
    };
    // Copies, so a listener that unsubscribes (or subscribes) while called does not disturb this round.
    for (const listener of [...this.#recordListeners]) {
      this.#safely(() => listener(this.toRecord()));
    }
    for (const subscription of [...this.#subscriptions]) {
      this.#safely(() => subscription.listener({ version: this.#version, game, events, view: viewFor(subscription.seat) }));
    }
  }

  #safely(call: () => void): void {
    try {
      call();
    } catch (error) {
      if (this.deps.onListenerError) {
        this.deps.onListenerError(error);
      } else {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  #checkVersion(expected: number | undefined): CommandResult | null {
    if (expected === undefined || expected === this.#version) return null;
    return fail({ code: 'staleVersion', expected, actual: this.#version });
  }

  #checkPlaying(): CommandResult | null {
    if (this.phase === 'playing') return null;
    return fail({ code: 'noGameInProgress' });
  }

  #checkBetweenGames(): CommandResult | null {
    switch (this.phase) {
      case 'betweenGames':
        if (this.#games.length >= (this.options.games ?? MAX_MATCH_GAMES)) {
          return fail({ code: 'matchOver', allPlayed: true, maxGames: MAX_MATCH_GAMES });
        }
        return null;
      case 'playing':
        return fail({ code: 'gameInProgress' });
      case 'matchOver':
        return fail({ code: 'matchOver', allPlayed: false, maxGames: MAX_MATCH_GAMES });
    }
  }

  /** What a refused recorded action says, with the names a sentence about it needs. */
  #refusal(error: TableError): ReplayRefusal {
    if (error.code === 'illegalAction') return { kind: 'rules', problem: error.problem };
    if (error.code === 'notYourTurn') {
      return { kind: 'notYourTurn', seat: this.seats[error.seat]!.name, current: this.seats[error.current]!.name };
    }
    // #apply refuses nothing else; should it one day, the code still names the refusal.
    throw new Error(`unexpected refusal ${error.code}`);
  }

  #isSeat(seat: unknown): seat is Seat {
    return Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < this.seats.length;
  }

  #checkViewer(seat: Seat | null): void {
    if (seat !== null && !this.#isSeat(seat)) throw new RangeError(`No seat ${String(seat)} at this table`);
  }

  /** See `fromRecord`. A static method of the class, so it may step the table's private state. */
  static #replay(record: MatchRecord, deps: TableDeps): Result<Table, ReplayProblem> {
    const seats = cleanSeats(record.seats);
    if (seats === null) return invalidAt(['seats'], { kind: 'setup', problem: { code: 'seatsNotAList' } });
    const nameProblem = nameListProblem(seats.map((seat) => seat.name));
    if (nameProblem) return invalidAt(['seats'], { kind: 'setup', problem: nameProblem });
    const problem = optionsProblem(record.options, seats.length);
    if (problem) return invalidAt(['options'], { kind: 'setup', problem });
    if (record.owners !== undefined && !ownersFit(record.owners, seats)) return invalidAt(['owners'], { kind: 'ownersDoNotFit' });
    if (record.departed !== undefined && !departedFit(record.departed, seats, record.endedAt)) return invalidAt(['departed'], { kind: 'departedDoesNotFit' });
    const options: MatchOptions = { ...record.options };
    const games = record.games;
    if (games.length === 0) return invalidAt(['games'], { kind: 'noGames' });
    if (options.games !== null && games.length > options.games) {
      return invalidAt(['games'], { kind: 'tooManyGames', recorded: games.length, games: options.games });
    }
    let table: Table | null = null;
    for (const [index, game] of games.entries()) {
      const number = index + 1;
      if (options.seed !== null && game.seed !== seriesSeed(options.seed, number)) {
        return invalidAt(['games', index, 'seed'], { kind: 'seedDoesNotFollow', game: number });
      }
      if (table === null) {
        const chosen = options.firstPlayer;
        const drawn = newGame({ players: seats.map((seat) => seat.name), rounds: options.rounds, seed: game.seed }).startPlayer;
        if (chosen !== undefined && game.startPlayer !== chosen) {
          return invalidAt(['games', 0, 'startPlayer'], { kind: 'startPlayerChosen', seat: chosen });
        }
        if (chosen === undefined && game.startPlayer !== drawn) {
          return invalidAt(['games', 0, 'startPlayer'], { kind: 'startPlayerDrawn', seat: drawn });
        }
        table = new Table(options, seats, deps, record.startedAt, { seed: game.seed, startPlayer: game.startPlayer });
        table.#replaying = true;
        if (record.owners !== undefined) table.#owners = freezeOwners(record.owners);
        if (record.program !== undefined) table.#program = record.program;
      } else {
        const expected = (games[index - 1]!.startPlayer + 1) % seats.length;
        if (game.startPlayer !== expected) {
          return invalidAt(['games', index, 'startPlayer'], { kind: 'startPlayerRotates', game: number, seat: expected });
        }
        table.#state = table.#deal(game.seed, game.startPlayer);
        table.#version += 1;
      }
      const hints = game.hints ?? [];
      if (hints.length > 0 && options.hints === false) {
        return invalidAt(['games', index, 'hints'], { kind: 'hintsOffYetUsed' });
      }
      const misplaced = hints.findIndex((hint, h) => hint.action > game.actions.length || (h > 0 && hint.action < hints[h - 1]!.action));
      if (misplaced !== -1) {
        return invalidAt(['games', index, 'hints', misplaced], { kind: 'hintsOutOfOrder' });
      }
      let nextHint = 0;
      /** Notes the hints asked for after `played` actions; a problem, or null. */
      const noteHints = (played: number): Result<never, ReplayProblem> | null => {
        for (; nextHint < hints.length && hints[nextHint]!.action === played; nextHint++) {
          const hint = hints[nextHint]!;
          const noted = table!.#isSeat(hint.seat) && !table!.#state.finished ? table!.#noteHint(hint.seat) : null;
          // A second hint at the same place would not have been noted.
          if (noted === null || !noted.ok || noted.value.events.length === 0) {
            return invalidAt(['games', index, 'hints', nextHint], { kind: 'hintNotPossible', seat: String(hint.seat) });
          }
        }
        return null;
      };
      for (const [actionIndex, entry] of game.actions.entries()) {
        const hintProblem = noteHints(actionIndex);
        if (hintProblem) return hintProblem;
        const illegal = (refusal: ReplayRefusal): Result<never, ReplayProblem> => ({
          ok: false,
          error: { code: 'illegalAction', game: number, action: actionIndex + 1, refusal },
        });
        if (table.#state.finished) return illegal({ kind: 'gameAlreadyOver' });
        if (!table.#isSeat(entry.seat)) return illegal({ kind: 'noSuchSeat', seat: String(entry.seat) });
        const result = table.#apply(entry.seat, entry.action);
        if (!result.ok) return illegal(table.#refusal(result.error));
      }
      const lastHints = noteHints(game.actions.length);
      if (lastHints) return lastHints;
      const finished = table.#state.finished;
      if (!finished && number < games.length) {
        return invalidAt(['games', index, 'actions'], { kind: 'unfinishedGameFollowed', game: number });
      }
      if (!sameRanking(game.ranking, table.#currentGame().ranking)) {
        return invalidAt(['games', index, 'ranking'], finished ? { kind: 'wrongRanking', game: number } : { kind: 'rankingTooEarly', game: number });
      }
    }
    table = table!;
    const lastFinished = table.#state.finished;
    const allPlayed = options.games !== null && games.length === options.games && lastFinished;
    if (record.endedAt === null && allPlayed) {
      return invalidAt(['endedAt'], { kind: 'endedAtMissing' });
    }
    if (record.endedAt !== null && !lastFinished) {
      return invalidAt(['endedAt'], { kind: 'endedAtTooEarly' });
    }
    const scores = table.scores;
    if (record.scores.length !== scores.length || record.scores.some((score, seat) => score !== scores[seat])) {
      return invalidAt(['scores'], { kind: 'scoresDoNotFollow', expected: scores });
    }
    // The version counts every change: actions, games dealt after the first, and ending the match by hand.
    if (record.endedAt !== null && !allPlayed) table.#version += 1;
    table.#endedAt = record.endedAt;
    table.#departed = Object.freeze([...(record.departed ?? [])]);
    table.#updatedAt = record.updatedAt;
    table.#replaying = false;
    return { ok: true, value: table };
  }
}

function sameRanking(a: readonly PlacingRecord[] | null, b: readonly PlacingRecord[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((entry, i) => entry.seat === b[i]!.seat && entry.place === b[i]!.place && entry.category === b[i]!.category);
}

/** Departed seats: ascending, each a human's, in a match that ended. */
function departedFit(departed: readonly Seat[], seats: readonly TableSeat[], endedAt: string | null): boolean {
  return (
    endedAt !== null &&
    departed.length > 0 &&
    departed.every((seat, index) => Number.isInteger(seat) && seats[seat]?.kind === 'human' && (index === 0 || seat > departed[index - 1]!))
  );
}

function freezeOwners(owners: SeatOwners): SeatOwners {
  return Object.freeze(owners.map((owner) => (owner === null ? null : Object.freeze({ ...owner }))));
}

function invalidAt(path: readonly (string | number)[], fault: ReplayFault): Result<never, ReplayProblem> {
  return { ok: false, error: { code: 'invalid', path, fault } };
}

/** Seats with names cleaned exactly as typed names are, or null if the list is not made of seats. */
function cleanSeats(seats: readonly TableSeat[]): TableSeat[] | null {
  if (!Array.isArray(seats)) return null;
  const cleaned: TableSeat[] = [];
  for (const seat of seats as readonly unknown[]) {
    if (typeof seat !== 'object' || seat === null) return null;
    const { kind, name, level } = seat as Record<string, unknown>;
    if (typeof name !== 'string') return null;
    if (kind === 'human') cleaned.push({ kind, name: cleanName(name) });
    else if (kind === 'bot' && typeof level === 'string' && isBotLevel(level)) {
      cleaned.push({ kind, name: cleanName(name), level });
    } else return null;
  }
  return cleaned;
}

function optionsProblem(options: Omit<StartOptions, 'seats'>, seatCount: number): MatchOptionsProblem | null {
  const { rounds, games, seed, tiebreak, strictOrder, hints, firstPlayer } = options;
  if (firstPlayer !== undefined && !(Number.isInteger(firstPlayer) && firstPlayer >= 0 && firstPlayer < seatCount)) {
    return { code: 'firstPlayerOutOfRange', max: seatCount - 1, got: String(firstPlayer) };
  }
  if (!Number.isInteger(rounds) || rounds < MIN_ROUNDS || rounds > MAX_ROUNDS) {
    return { code: 'roundsOutOfRange', min: MIN_ROUNDS, max: MAX_ROUNDS, got: String(rounds) };
  }
  if (games !== null && !(Number.isInteger(games) && games >= MIN_MATCH_GAMES && games <= MAX_MATCH_GAMES)) {
    return { code: 'gamesOutOfRange', min: MIN_MATCH_GAMES, max: MAX_MATCH_GAMES, got: String(games) };
  }
  if (tiebreak !== undefined && tiebreak !== 'category' && tiebreak !== 'kickers') {
    return { code: 'unknownTiebreak', got: String(tiebreak) };
  }
  if (strictOrder !== undefined && typeof strictOrder !== 'boolean') return { code: 'notTrueOrFalse', option: 'strictOrder' };
  if (hints !== undefined && typeof hints !== 'boolean') return { code: 'notTrueOrFalse', option: 'hints' };
  if (seed !== undefined && seed !== null && (typeof seed !== 'string' || seed.length === 0)) return { code: 'seedEmpty' };
  return null;
}

function fail(error: TableError): CommandResult {
  return { ok: false, error };
}

function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
