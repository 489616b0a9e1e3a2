/**
 * The room: the one runner of a match while it is played, under every front
 * end. A room of remote players (`host`, and each table of `serve`) seats
 * them by name and key; a room at one keyboard (`atOneKeyboard`: the
 * hotseat, the screen-reader mode) has every human seat at the terminal
 * and its screen says when a bot may move. It is composed of the room's
 * jobs, each a file of its own: seating by
 * key (seating.ts, with owners.ts), presence and stand-ins (presence.ts),
 * the next-game vote (nextGame.ts), holding while saves fail (holding.ts),
 * the notices (notices.ts) and the pace of the bots (pacing.ts). The
 * match's file is kept by matchFile.ts, the same for every front end, and a
 * failing bot by steady.ts. It is the only place that knows
 * which connection plays which seat; every screen asks it for one seat's
 * snapshot (`snapshot(seat)`), which holds that seat's TableView and nothing
 * of any other seat's hidden cards.
 *
 * - Lobby: remote seats are filled by whoever joins, in order; the match
 *   starts by itself once every seat is taken, or when the host starts it
 *   early (`startNow`), empty remote seats then becoming bots.
 * - Playing: bots move after a short delay (so people can follow); a human
 *   whose connections are all gone keeps the seat for `seatTimeoutMs`, then
 *   a bot of the host's chosen level plays it until the owner returns. Both
 *   are announced in the log of everyone's screen.
 * - Between games: the next game is dealt when every connected human has
 *   asked for it (n on the results screen), or when the host does.
 *
 * The table itself is unchanged by all this: a stand-in bot's move is an
 * ordinary `act` for that seat, decided from that seat's own view and sent
 * with the version it was decided for, so a move that arrives after its
 * owner came back (and played) is refused as stale.
 */

import type { BotLevel } from '../bots/levels.js';
import type { Action, Seat, Tiebreak } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import { steadyDecider } from './steady.js';
import { BotPacing, timerClock, type PaceClock } from './pacing.js';
import type { Suggestion } from '../bots/suggest.js';
import { lazyHint } from '../bots/lazyHint.js';
import { Seating, type JoinRefusal, type RestoredOwners, type SeatPlan, type SeatStatus } from './seating.js';
import { Presence } from './presence.js';
import { NextGameVote } from './nextGame.js';
import { SaveHold, type SavingState } from './holding.js';
import { Notices, type Notice, type NoticeEvent } from './notices.js';
import { humanShifts, type RatingChange, type RatingShift } from '../record/ratings.js';
import { Table, type BotDecider, type CommandResult, type MatchPhase, type MatchRecord, type TableDeps, type TableView } from '../table/index.js';

export { sameName, type JoinRefusal, type SeatPlan, type SeatStatus } from './seating.js';
export type { Notice, NoticeEvent } from './notices.js';
export type { SavingState } from './holding.js';

export interface MatchSettings {
  readonly rounds: number;
  readonly games: number | null;
  readonly tiebreak: Tiebreak;
  readonly strictOrder: boolean;
  /** The user's seed text, or null for random seeds. */
  readonly seed: string | null;
  /** false: no hints in this match (--no-hints); absent or true: players may ask for them. */
  readonly hints?: boolean;
}

export interface RunnerOptions {
  /** How long a dropped player keeps the seat before a bot plays it (ms). */
  readonly seatTimeoutMs: number;
  /** The level of a bot that fills an empty seat or stands in for an absent player. */
  readonly botLevel: BotLevel;
  /** The pause before each bot move (ms). */
  readonly botDelayMs: number;
  /** The clock the bots are paced on (room/pacing.ts); absent: the real one. */
  readonly clock?: PaceClock;
  /** How much of a bot's delay passes before it decides (its spinner drawn first; pacing.ts); absent: it decides at the end. */
  readonly botLeadMs?: number;
  /**
   * Whether the screen lets the bot move that is due now, at game `game`
   * and version `version` of the table, asked whenever one is: at one
   * keyboard the screen has drawn that very move as due (so it never runs
   * ahead of what is shown), and no help or quit question is open, the
   * barrier down, the terminal large enough. The screen calls `poke` when
   * its answer may have changed. Absent: always (remote players each follow
   * on their own screen).
   */
  readonly botsMayMove?: (move: { readonly game: number; readonly version: number }) => boolean;
  /**
   * What a screen's listener throws: contained, so that one broken screen of
   * many does not stop the others (a room of remote players: the default),
   * or thrown on, outside the room's call (at one keyboard: the only screen
   * is broken, and the program must say so rather than play on unseen).
   */
  readonly listenerErrors?: 'contain' | 'throw';
  /** Stored before shown (`host` and `serve`): see holding.ts. Left out, each change is shown at once. */
  readonly storedBeforeShown?: boolean;
  readonly spectators: boolean;
  readonly now: () => number;
  readonly newSeed: () => string;
  readonly decide: BotDecider;
  /** Works out a player's hint (on the bot thread where there is one); absent: in this thread. */
  readonly suggest?: (view: PlayerView) => Promise<Suggestion>;
  /** The program that runs the match, saved with its record (a match goes on only where it began). */
  readonly program?: 'host' | 'serve';
  /** Called with the table once it exists (the host starts saving it there). */
  readonly onTable?: (table: Table) => void;
  /** The second word of the bots' names in the table's language ("Bot Leicht"); absent: English. */
  readonly botNameLabels?: Readonly<Record<BotLevel, string>>;
}

export interface SeatSnapshot {
  readonly phase: 'lobby' | MatchPhase;
  readonly saving: SavingState;
  readonly seats: readonly SeatStatus[];
  /** This seat's view of the table (a spectator's for null), or null in the lobby. */
  readonly view: TableView | null;
  readonly notices: readonly Notice[];
  readonly spectators: number;
  /** Once the match is over and rated: each human player's rating before it and after (empty till then, and where nothing is rated). */
  readonly ratings: readonly RatingShift[];
}

export type JoinResult = { readonly ok: true; readonly seat: Seat | null; readonly leave: () => void } | { readonly ok: false; readonly reason: JoinRefusal };

export class MatchRunner {
  #table: Table | null = null;
  readonly #seating: Seating;
  readonly #presence: Presence;
  readonly #vote = new NextGameVote();
  readonly #hold: SaveHold;
  readonly #notices = new Notices();
  /** Each listener with the seat its screen plays (null: a spectator or the host's own screen). */
  readonly #listeners = new Map<() => void, Seat | null>();
  /** The seat whose command is being carried out: its screen hears of the change first. */
  #acting: Seat | null = null;
  #spectators = 0;
  #ratings: readonly RatingShift[] = [];
  /** Nobody is at the table and it is to end: the bots play the game out without their pause (windUp). */
  #windingUp = false;
  #closed = false;
  /** When the bots and stand-ins move (pacing.ts). */
  readonly #pacing: BotPacing<RoomMove>;
  #unsubscribe: (() => void) | null = null;

  /** `options` with a steady decider (withSteadyDecider): plan and resume make it so once. */
  private constructor(
    readonly settings: MatchSettings,
    private readonly options: RunnerOptions,
    seating: Seating,
  ) {
    this.#seating = seating;
    const clock = options.clock ?? timerClock('microtask');
    this.#presence = new Presence(seating.slots, options.seatTimeoutMs, clock);
    this.#hold = new SaveHold(options.storedBeforeShown === true);
    this.#pacing = new BotPacing(
      clock,
      { delayMs: options.botDelayMs, ...(options.botLeadMs === undefined ? {} : { leadMs: options.botLeadMs }) },
      {
        due: () => this.#dueMove(),
        play: (move, ready) => this.#play(move, ready),
      },
    );
  }

  /**
   * The room of a table played at one keyboard (the hotseat, the
   * screen-reader mode), dealt or resumed by its front end, which saves it
   * (room/matchFile.ts): every human seat is at this terminal, so none is
   * ever away and none is stood in for; the next game is dealt as soon as
   * the keyboard asks (`ready(null)`); the bots move at the pace of
   * `options`, when its screen lets them; what its screen's listener
   * throws is thrown on.
   */
  static atOneKeyboard(table: Table, options: KeyboardRoomOptions): MatchRunner {
    const match = new MatchRunner(
      { ...table.options },
      {
        ...options,
        // A move with no delay waits for a timer, so the screen gets to draw between two moves.
        clock: options.clock ?? timerClock(),
        listenerErrors: 'throw',
        // Nobody at one keyboard is ever away: no seat time-out, no stand-in. Were one asked for, the steady decider
        // would still answer with a legal move.
        seatTimeoutMs: Number.POSITIVE_INFINITY,
        botLevel: 'easy',
        spectators: false,
        now: () => 0,
        newSeed: () => '',
        decide: steadyDecider(() => Promise.reject(new Error('No stand-in plays at one keyboard'))),
      },
      Seating.atOneKeyboard(table),
    );
    match.#attach(table);
    return match;
  }

  /** A new match in the lobby. */
  static plan(seats: readonly SeatPlan[], settings: MatchSettings, options: RunnerOptions): MatchRunner {
    const match = new MatchRunner(settings, withSteadyDecider(options), Seating.planned(seats));
    match.#startIfFull();
    return match;
  }

  /**
   * A match brought back from its record: every human seat waits for its
   * owner to reconnect, and is played by a bot after the seat timeout like
   * any dropped seat. Who may claim each seat: Seating.restored.
   */
  static resume(record: MatchRecord, options: RunnerOptions, owners: RestoredOwners): { ok: true; match: MatchRunner } | { ok: false; reason: 'cannotResume' } {
    const steady = withSteadyDecider(options);
    const restored = Table.fromRecord(record, tableDeps(steady));
    if (!restored.ok) return { ok: false, reason: 'cannotResume' };
    const table = restored.value;
    const settings: MatchSettings = { ...table.options };
    const match = new MatchRunner(settings, steady, Seating.restored(table, owners));
    // Read from the store: as stored as it gets.
    match.#hold.readFromStore(table);
    match.#attach(table);
    match.#seating.slots.forEach((slot, seat) => {
      if (slot.kind === 'remote') match.#away(seat);
    });
    return { ok: true, match };
  }

  get table(): Table | null {
    return this.#table;
  }

  get phase(): 'lobby' | MatchPhase {
    return this.#table?.phase ?? 'lobby';
  }

  /** The seat of the host's own terminal, if there is one. */
  get localSeat(): Seat | null {
    return this.#seating.localSeat;
  }

  /**
   * Calls `listener` after every change anyone may see; the screens of the
   * seat that acted hear first, so the player who pressed a key is not kept
   * waiting while every other screen is drawn. Returns the unsubscribe function.
   */
  onChange(listener: () => void, seat: Seat | null = null): () => void {
    this.#listeners.set(listener, seat);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** The key each seat was taken with (null: none, or a bot). */
  seatKeys(): (string | null)[] {
    return this.#seating.keys();
  }

  /** How many watch. */
  get spectators(): number {
    return this.#spectators;
  }

  /** Whether any player (not a spectator) has a screen open at this table. */
  playersConnected(): boolean {
    return this.#seating.playersConnected();
  }

  /** The seat of the first player seated while the match waits for players (who may start it early), or null. */
  firstSeated(): Seat | null {
    return this.#table !== null ? null : this.#seating.firstSeated();
  }

  /** Whether `name` (a player's, not a bot's) has a seat here. */
  seatOf(name: string): Seat | null {
    return this.#seating.seatOf(name);
  }

  seatStatus(): SeatStatus[] {
    return this.#seating.status((seat) => this.#vote.has(seat));
  }

  /** What the screen of `seat` (null: a spectator, or the host's status screen) may show: the table as stored, with storedBeforeShown. */
  snapshot(seat: Seat | null): SeatSnapshot {
    const shown = this.#hold.shown(this.#table);
    const view = shown === null ? null : shown.view(seat);
    const game = shown?.gameNumber ?? 0;
    return {
      phase: shown?.phase ?? 'lobby',
      saving: this.#hold.saving,
      seats: this.seatStatus(),
      view,
      notices: this.#notices.of(game),
      spectators: this.#spectators,
      ratings: shown?.phase === 'matchOver' ? this.#ratings : [],
    };
  }

  /**
   * A connection as `name` (already checked by remoteName) asks for a seat:
   * its own seat again (reconnecting), a free remote seat in the lobby, or a
   * spectator's place.
   */
  join(name: string, key: string | null): JoinResult {
    if (this.#closed) return { ok: false, reason: { code: 'closed' } };
    const claimed = this.#seating.claim(name, key, this.#table === null);
    if (!claimed.ok) return claimed;
    if (claimed.seat !== null) {
      const joined = this.#seat(claimed.seat);
      this.#startIfFull();
      return joined;
    }
    if (!this.options.spectators) {
      return { ok: false, reason: { code: this.#table === null ? 'full' : 'started' } };
    }
    return this.watch();
  }

  /** The store rated the match as it stored it finished: every screen's final standings show what it changed for the human players. */
  rated(changes: readonly RatingChange[]): void {
    if (this.#closed) return;
    this.#ratings = humanShifts(changes);
    this.#changed();
  }

  /** How the match's latest save went (see SavingState): every screen hears of a change. */
  setSaving(state: SavingState): void {
    if (this.#closed || !this.#hold.setSaving(state)) return;
    this.#changed();
    // Held while the saves failed: the bots go on where they stopped.
    if (state.ok) this.#pacing.poke();
  }

  /**
   * The store holds the table at `version` now (its save is done): with
   * storedBeforeShown, the screens show it, the seat that made the change
   * hearing first, and the bots may move on.
   */
  stored(version: number): void {
    const table = this.#table;
    if (table === null || this.#closed) return;
    const shown = this.#hold.stored(version, table);
    if (shown === null) return;
    const acting = this.#acting;
    this.#acting = shown.actor ?? acting;
    try {
      this.#changed();
    } finally {
      this.#acting = acting;
    }
    this.#pacing.poke();
  }

  /** What the screen shows may have changed (see `botsMayMove`): a bot due may move now, or waits. */
  poke(): void {
    if (!this.#closed) this.#pacing.poke();
  }

  /** A spectator's place (whether or not the match lets joiners watch): open cards and the log only. */
  watch(): JoinResult {
    if (this.#closed) return { ok: false, reason: { code: 'closed' } };
    this.#spectators++;
    this.#changed();
    let left = false;
    return {
      ok: true,
      seat: null,
      leave: () => {
        if (left) return;
        left = true;
        this.#spectators--;
        this.#changed();
      },
    };
  }

  /** The host starts now: every remote seat nobody took becomes a bot. */
  startNow(): boolean {
    if (this.#table !== null || this.#closed) return false;
    this.#seating.fillWithBots(this.options.botLevel);
    return this.#start();
  }

  /** A seat's action, sent with the table version its screen showed. */
  act(seat: Seat, action: Action, version: number): CommandResult | null {
    const table = this.#table;
    if (table === null || this.#seating.slots[seat]?.standIn) return null;
    const held = this.#hold.held();
    if (held !== null) return held;
    return this.#actingAs(seat, () => table.act(seat, action, version));
  }

  /** A seat asks for a hint on its turn: the table notes it in everyone's log (the hint itself is worked out by that seat's screen). */
  noteHint(seat: Seat, version: number): CommandResult | null {
    const table = this.#table;
    if (table === null || this.#seating.slots[seat]?.standIn) return null;
    const held = this.#hold.held();
    if (held !== null) return held;
    return this.#actingAs(seat, () => table.noteHint(seat, version));
  }

  #actingAs<T>(seat: Seat, command: () => T): T {
    this.#acting = seat;
    try {
      return command();
    } finally {
      this.#acting = null;
    }
  }

  /** The hint for the seat of `view` (its own view, on its turn), worked out off the screens' thread where possible. */
  suggestHint(view: PlayerView): Promise<Suggestion> {
    return (this.options.suggest ?? lazyHint)(view);
  }

  /**
   * `seat` (or the host, with null) asks for the next game; it is dealt once
   * every connected human has (nextGame.ts). `version`: the table's version
   * the seat's results showed; asked against an older one (the results of a
   * game gone by) it is refused as stale and counts for nothing. Null where
   * there is nothing to be ready for (no game over, or the match is).
   */
  ready(seat: Seat | null, version?: number): CommandResult | null {
    const table = this.#table;
    if (table === null) return null;
    if (version !== undefined && version !== table.version) return { ok: false, error: { code: 'staleVersion', expected: version, actual: table.version } };
    if (table.phase !== 'betweenGames') return null;
    const held = this.#hold.held();
    if (held !== null) return held;
    if (seat !== null) this.#vote.add(seat);
    return this.#dealIfAllReady(seat === null);
  }

  /** Deals the next game if everyone present is ready (or `force`): the table's answer, or an empty acceptance while some still have to say so. */
  #dealIfAllReady(force: boolean): CommandResult | null {
    const table = this.#table;
    if (table === null || table.phase !== 'betweenGames') return null;
    if (this.#vote.decided(this.#seating.present(), force)) {
      const result = table.nextGame(table.version);
      // Dealt, every screen has heard of it from the table; refused, they hear who is ready.
      if (!result.ok) this.#changed();
      return result;
    }
    this.#changed();
    return { ok: true, value: { version: table.version, events: [] } };
  }

  /**
   * Nobody has been at the table for so long that it is to end, but a game
   * is in play: a bot takes every absent player's seat now (not after the
   * seat timeout) and the bots play on without their pause, so that the
   * game is over within moments and the match can then be ended between
   * games (endBetweenGames). Cutting the game off instead would leave a
   * record that stops in the middle of a game, which neither replay nor
   * history could finish; the rules end a match only between games. The
   * pause is there for people to follow the moves: nobody is. A player who
   * comes back ends the hurry.
   */
  windUp(): void {
    const table = this.#table;
    if (this.#closed || this.#windingUp || table === null || table.phase !== 'playing') return;
    this.#windingUp = true;
    for (const seat of this.#presence.standInForAbsent()) {
      this.#notice({ code: 'botTakesOver', name: this.#seating.slot(seat).name!, level: this.options.botLevel });
    }
    // A bot waiting out its pause moves now.
    this.#pacing.hurry(true);
    this.#changed();
    this.#pacing.poke();
  }

  /**
   * Ends the match between games (the host stops the server), so the record
   * is complete; with `version`, only if the table is still at it. Null
   * where there is nothing to end (no game over, or the match is).
   */
  endBetweenGames(version?: number): CommandResult | null {
    const table = this.#table;
    if (table === null || table.phase !== 'betweenGames') return null;
    return table.endMatch(version ?? table.version);
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#presence.close();
    this.#pacing.stop();
    this.#unsubscribe?.();
    this.#listeners.clear();
  }

  #seat(seat: Seat): JoinResult {
    this.#windingUp = false;
    this.#pacing.hurry(false);
    const back = this.#presence.arrive(seat, this.#table !== null);
    if (back !== null) this.#notice(back);
    this.#changed();
    // A stand-in waiting to move for them no longer does.
    this.#pacing.poke();
    let left = false;
    return {
      ok: true,
      seat,
      leave: () => {
        if (left) return;
        left = true;
        this.#leave(seat);
      },
    };
  }

  #leave(seat: Seat): void {
    const gone = this.#presence.depart(seat);
    if (!gone || this.#closed) {
      this.#changed();
      return;
    }
    if (this.#table === null) {
      // In the lobby a seat is only held while its player is there.
      this.#seating.vacate(seat);
      this.#changed();
      return;
    }
    this.#vote.drop(seat);
    if (this.#table.phase !== 'matchOver') {
      this.#notice({ code: 'left', name: this.#seating.slot(seat).name!, seconds: this.#presence.timeoutSeconds });
      this.#away(seat);
    }
    // One player fewer may be all the next game was waiting for.
    if (this.#table.phase === 'betweenGames') this.#dealIfAllReady(false);
    else this.#changed();
  }

  /** `seat`'s player is away: a stand-in plays after the seat time-out, announced to everyone. */
  #away(seat: Seat): void {
    this.#presence.away(seat, () => {
      this.#notice({ code: 'botTakesOver', name: this.#seating.slot(seat).name!, level: this.options.botLevel });
      this.#changed();
      this.#pacing.poke();
    });
  }

  #startIfFull(): void {
    if (this.#table === null && this.#seating.full()) this.#start();
  }

  #start(): boolean {
    const { seats, owners } = this.#seating.tableSeats(this.options.botNameLabels);
    const started = Table.start({ seats, ...this.settings, owners, ...(this.options.program === undefined ? {} : { program: this.options.program }) }, tableDeps(this.options));
    if (!started.ok) return false;
    this.#attach(started.value);
    return true;
  }

  #attach(table: Table): void {
    this.#table = table;
    // A human away with a stand-in playing for them when the match ends is recorded as departed.
    table.watchDepartures(() => this.#seating.slots.flatMap((slot, seat) => (slot.kind !== 'bot' && slot.standIn ? [seat] : [])));
    this.options.onTable?.(table);
    let game = table.gameNumber;
    this.#unsubscribe = table.subscribe({ seat: null }, () => {
      if (table.gameNumber !== game) {
        game = table.gameNumber;
        this.#vote.clear();
        this.#notices.clear();
      }
      // Stored before shown: shown once stored (`stored`).
      if (this.#hold.changed(table, this.#acting)) this.#changed();
      this.#pacing.poke();
    });
    this.#changed();
    this.#pacing.poke();
  }

  #notice(event: NoticeEvent): void {
    const table = this.#table;
    if (table !== null) this.#notices.add(table, event);
  }

  #changed(): void {
    const acting = this.#acting;
    const listeners = [...this.#listeners];
    const ordered = acting === null ? listeners : [...listeners.filter(([, seat]) => seat === acting), ...listeners.filter(([, seat]) => seat !== acting)];
    for (const [listener] of ordered) {
      try {
        listener();
      } catch (error) {
        // One broken screen must not stop the others (it is closed by its own error handling); the only one fails loudly.
        if (this.options.listenerErrors === 'throw')
          queueMicrotask(() => {
            throw error;
          });
      }
    }
  }

  /** The bot's or stand-in's move the table waits for, if one may be played now (see pacing.ts). */
  #dueMove(): RoomMove | null {
    const table = this.#table;
    if (this.#closed || table === null || table.phase !== 'playing') return null;
    // Stored before shown: no bot moves on from a change the players have not seen (`stored` pokes again).
    if (!this.#hold.allShown(table)) return null;
    // Held for its saves: the bots wait too (setSaving pokes them again).
    if (this.#hold.held() !== null) return null;
    // Held by the screen at one keyboard (its poke lets them go on).
    if (this.options.botsMayMove?.({ game: table.gameNumber, version: table.version }) === false) return null;
    const seat = table.currentSeat!;
    const bot = table.pendingBot() !== null;
    if (!bot && !this.#seating.slot(seat).standIn) return null;
    return { key: `${table.gameNumber}:${table.version}`, seat, version: table.version, bot };
  }

  /** Plays a due move once `ready` (its delay over): the bot's through the table, a stand-in's as an ordinary act for that seat. */
  async #play(move: RoomMove, ready: Promise<void>): Promise<void> {
    const table = this.#table;
    if (table === null) return;
    if (move.bot) {
      try {
        await table.playBot(move.version, ready);
      } catch {
        // The decider falls back by itself; should it still fail, the move is due again and tried again.
      }
      return;
    }
    const action = await this.options.decide(this.options.botLevel, table.view(move.seat).game, move.version);
    await ready;
    if (this.#seating.slot(move.seat).standIn && !this.#closed) table.act(move.seat, action, move.version);
  }
}

/** What a room at one keyboard is given (MatchRunner.atOneKeyboard): the pace of its bots and where hints are worked out. */
export type KeyboardRoomOptions = Pick<RunnerOptions, 'botDelayMs' | 'botLeadMs' | 'clock' | 'botsMayMove' | 'suggest'>;

/** A move of a bot or a stand-in that the runner's table waits for. */
interface RoomMove {
  readonly key: string;
  readonly seat: Seat;
  readonly version: number;
  /** A bot's seat (else a stand-in's for an absent player). */
  readonly bot: boolean;
}

/** Bots and stand-ins alike answer with a legal action, whatever their decider does (steady.ts). */
function withSteadyDecider(options: RunnerOptions): RunnerOptions {
  return { ...options, decide: steadyDecider(options.decide) };
}

/** What the runner's table is given: the clock, fresh seeds and the (steady) decider. */
function tableDeps(options: RunnerOptions): TableDeps {
  return { now: options.now, newSeed: options.newSeed, decide: options.decide };
}
