/**
 * The runner of a match played by people who are not all at one keyboard
 * (`host`, and each table of `serve`): the seats as they were planned, who
 * sits where and who owns each seat (owners.ts: saved with the record, so
 * every way back hands a seat to its owner only), and the table once the
 * game has started. The match's file is kept by matchFile.ts, the same for
 * every front end, and a failing bot by steady.ts. It is the only place that knows
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

import { botNames, type BotLevel } from '../bots/levels.js';
import { nameProblem } from '../core/names.js';
import { lookalikeOf } from './lookalike.js';
import type { Action, Seat, Tiebreak } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import { steadyDecider } from './steady.js';
import { BotPacing, timerClock, type PaceClock } from './pacing.js';
import type { Suggestion } from '../bots/suggest.js';
import { lazyHint } from '../bots/lazyHint.js';
import { HELD_SEAT, holderOf, ownerOf } from './owners.js';
import {
  Table,
  type BotDecider,
  type CommandResult,
  type MatchPhase,
  type MatchRecord,
  type SeatOwner,
  type TableDeps,
  type TableMoment,
  type TableSeat,
  type TableView,
} from '../table/index.js';

export type SeatPlan =
  | { readonly kind: 'local'; readonly name: string }
  | { readonly kind: 'remote' }
  | { readonly kind: 'bot'; readonly level: BotLevel };

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
  /**
   * Stored before shown (`host` and `serve`): a change reaches the screens
   * only once its save is done (`stored`), so that nothing a player saw (a
   * deal, a move, a drawn card) can be missing from the store, and a server
   * that takes a table over from its last save never deals a game again
   * that someone saw with other cards. While saves fail the match holds: no
   * move, hint or next game (the players' commands refused as
   * `savesFailing`, the bots waiting) until a save works again. Left out, a
   * match shows each change at once and plays on while saves fail (it is
   * saved whole once its store takes it again).
   */
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

/** One seat as everyone may see it (no cards). */
export interface SeatStatus {
  readonly kind: 'local' | 'remote' | 'bot';
  /** null: a remote seat nobody has taken yet. */
  readonly name: string | null;
  readonly level: BotLevel | null;
  readonly connected: boolean;
  /** A bot plays this human's seat while they are away. */
  readonly standIn: boolean;
  /** Asked for the next game. */
  readonly ready: boolean;
}

/** What a notice says, as data: each screen words it in its own language (remote/words.ts). */
export type NoticeEvent =
  /** A player's last connection is gone: a bot plays the seat if they are not back within `seconds`. */
  | { readonly code: 'left'; readonly name: string; readonly seconds: number }
  | { readonly code: 'botTakesOver'; readonly name: string; readonly level: BotLevel }
  | { readonly code: 'back'; readonly name: string }
  /** Back after a bot had taken over. */
  | { readonly code: 'backFromBot'; readonly name: string };

/** Something that happened at the table beyond the game itself, shown in the log at the point it happened. */
export interface Notice {
  readonly game: number;
  /** The length of the game's log when it happened. */
  readonly logLength: number;
  readonly event: NoticeEvent;
}

/**
 * Whether the match is on disk as it stands: ok (also where it is not
 * saved at all), or the latest save failed, with why (an errno code). The
 * host and the server set it; every seat's screen says so while it fails.
 */
export type SavingState = { readonly ok: true } | { readonly ok: false; readonly errno: string };

const SAVING_OK: SavingState = { ok: true };

export interface SeatSnapshot {
  readonly phase: 'lobby' | MatchPhase;
  readonly saving: SavingState;
  readonly seats: readonly SeatStatus[];
  /** This seat's view of the table (a spectator's for null), or null in the lobby. */
  readonly view: TableView | null;
  readonly notices: readonly Notice[];
  readonly spectators: number;
}

/** Why a connection gets no seat, as data: the server words it in the connection's language. */
export type JoinRefusal =
  /** The host is stopping. */
  | { readonly code: 'closed' }
  /** Another player (or the host) has this name. */
  | { readonly code: 'nameTaken'; readonly name: string }
  /** The name looks like that of another player, the host or a bot at the table (`other`), though it is a different name. */
  | { readonly code: 'lookalike'; readonly name: string; readonly other: string }
  /** The seat of this name was taken with another key. */
  | { readonly code: 'otherKey'; readonly name: string }
  /** Who the seat of this name belongs to could not be established (a lost table file): a bot plays it. */
  | { readonly code: 'held'; readonly name: string }
  /** This player is connected already: a second screen would see their hidden cards. */
  | { readonly code: 'inUse'; readonly name: string }
  /** Every seat is taken (in the lobby), and no spectators. */
  | { readonly code: 'full' }
  /** The match has started with every seat taken, and no spectators. */
  | { readonly code: 'started' };

export type JoinResult =
  | { readonly ok: true; readonly seat: Seat | null; readonly leave: () => void }
  | { readonly ok: false; readonly reason: JoinRefusal };

/** What the runner keeps of one seat: who plays it, how, and whether a stand-in holds it for an absent player. */
interface SeatEntry {
  readonly kind: 'local' | 'remote' | 'bot';
  name: string | null;
  level: BotLevel | null;
  /** The key fingerprint the seat was taken with (only where keys are used). */
  key: string | null;
  sessions: number;
  standIn: boolean;
  absentTimer: ReturnType<typeof setTimeout> | null;
}

export class MatchRunner {
  #table: Table | null = null;
  readonly #slots: SeatEntry[];
  /** Each listener with the seat its screen plays (null: a spectator or the host's own screen). */
  readonly #listeners = new Map<() => void, Seat | null>();
  /** The seat whose command is being carried out: its screen hears of the change first. */
  #acting: Seat | null = null;
  readonly #ready = new Set<Seat>();
  #notices: Notice[] = [];
  #saving: SavingState = SAVING_OK;
  #spectators = 0;
  /** Nobody is at the table and it is to end: the bots play the game out without their pause (windUp). */
  #windingUp = false;
  #closed = false;
  /** When the bots and stand-ins move (room/pacing.ts). */
  readonly #pacing: BotPacing<RoomMove>;
  #unsubscribe: (() => void) | null = null;
  /** With storedBeforeShown: the table as the store holds it (what the screens show), and the moments not yet stored, with the seat that made each. */
  #shown: TableMoment | null = null;
  readonly #unstored = new Map<number, { readonly moment: TableMoment; readonly actor: Seat | null }>();

  /** `options` with a steady decider (withSteadyDecider): plan and resume make it so once. */
  private constructor(
    readonly settings: MatchSettings,
    private readonly options: RunnerOptions,
    slots: SeatEntry[],
  ) {
    this.#slots = slots;
    this.#pacing = new BotPacing(options.clock ?? timerClock('microtask'), { delayMs: options.botDelayMs }, {
      due: () => this.#dueMove(),
      play: (move) => this.#play(move),
    });
  }

  /** A new match in the lobby. */
  static plan(seats: readonly SeatPlan[], settings: MatchSettings, options: RunnerOptions): MatchRunner {
    const slots = seats.map(
      (plan): SeatEntry => ({
        kind: plan.kind,
        name: plan.kind === 'local' ? plan.name : null,
        level: plan.kind === 'bot' ? plan.level : null,
        key: null,
        sessions: plan.kind === 'local' ? 1 : 0,
        standIn: false,
        absentTimer: null,
      }),
    );
    const match = new MatchRunner(settings, withSteadyDecider(options), slots);
    match.#startIfFull();
    return match;
  }

  /**
   * A match brought back from its record: every human seat waits for its
   * owner to reconnect, and is played by a bot after the seat timeout like
   * any dropped seat. Who owns each seat comes from the record (seats.ts):
   * a key-bound seat goes back only to that key, an address-bound one only
   * to that address, the terminal's seat is `localName`'s (the host's own;
   * with none, held). A record saved before owners were says nothing: its
   * seats take `keys` (what a server kept beside the record), else
   * `unknownOwner`: 'held' (never handed to a name alone) or 'name' (a
   * password room, where the password is what guards a name).
   */
  static resume(
    record: MatchRecord,
    options: RunnerOptions,
    owners: { readonly localName: string | null; readonly keys?: readonly (string | null)[]; readonly unknownOwner: 'held' | 'name' },
  ): { ok: true; match: MatchRunner } | { ok: false; reason: 'cannotResume' } {
    const steady = withSteadyDecider(options);
    const restored = Table.fromRecord(record, tableDeps(steady));
    if (!restored.ok) return { ok: false, reason: 'cannotResume' };
    const table = restored.value;
    const { localName, keys = [], unknownOwner } = owners;
    const slots = table.seats.map((seat, index): SeatEntry => {
      const owner = table.owners?.[index] ?? null;
      const local =
        seat.kind === 'human' &&
        localName !== null &&
        sameName(seat.name, localName) &&
        (table.owners === null || owner?.kind === 'terminal');
      const legacyHolder = keys[index] ?? (unknownOwner === 'held' ? HELD_SEAT : null);
      return {
        kind: seat.kind === 'bot' ? 'bot' : local ? 'local' : 'remote',
        name: seat.name,
        level: seat.kind === 'bot' ? seat.level : null,
        key: seat.kind === 'bot' || local ? null : owner !== null ? holderOf(owner) : legacyHolder,
        sessions: local ? 1 : 0,
        standIn: false,
        absentTimer: null,
      };
    });
    const settings: MatchSettings = { ...table.options };
    const match = new MatchRunner(settings, steady, slots);
    // Read from the store: as stored as it gets.
    match.#shown = table.moment();
    match.#attach(table);
    match.#slots.forEach((slot, seat) => {
      if (slot.kind === 'remote') match.#startAbsence(seat);
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
    const index = this.#slots.findIndex((slot) => slot.kind === 'local');
    return index === -1 ? null : index;
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
    return this.#slots.map((slot) => slot.key);
  }

  /** How many watch. */
  get spectators(): number {
    return this.#spectators;
  }

  /** Whether any player (not a spectator) has a screen open at this table. */
  playersConnected(): boolean {
    return this.#slots.some((slot) => slot.kind !== 'bot' && slot.sessions > 0);
  }

  /** The seat of the first player seated while the match waits for players (who may start it early), or null. */
  firstSeated(): Seat | null {
    if (this.#table !== null) return null;
    const index = this.#slots.findIndex((slot) => slot.kind !== 'bot' && slot.name !== null && slot.sessions > 0);
    return index === -1 ? null : index;
  }

  /** Whether `name` (a player's, not a bot's) has a seat here. */
  seatOf(name: string): Seat | null {
    const index = this.#slots.findIndex((slot) => slot.kind !== 'bot' && slot.name !== null && sameName(slot.name, name));
    return index === -1 ? null : index;
  }

  seatStatus(): SeatStatus[] {
    return this.#slots.map((slot, seat) => ({
      kind: slot.kind,
      name: slot.name,
      level: slot.level,
      connected: slot.sessions > 0,
      standIn: slot.standIn,
      ready: this.#ready.has(seat),
    }));
  }

  /** What the screen of `seat` (null: a spectator, or the host's status screen) may show: the table as stored, with storedBeforeShown. */
  snapshot(seat: Seat | null): SeatSnapshot {
    const table = this.#table;
    const shown = table === null ? null : this.options.storedBeforeShown === true ? this.#shown : table.moment();
    const view = shown === null ? null : shown.view(seat);
    const game = shown?.gameNumber ?? 0;
    return {
      phase: shown?.phase ?? 'lobby',
      saving: this.#saving,
      seats: this.seatStatus(),
      view,
      notices: this.#notices.filter((notice) => notice.game === game),
      spectators: this.#spectators,
    };
  }

  /**
   * A connection as `name` (already checked by remoteName) asks for a seat:
   * its own seat again (reconnecting), a free remote seat in the lobby, or a
   * spectator's place.
   */
  join(name: string, key: string | null): JoinResult {
    if (this.#closed) return { ok: false, reason: { code: 'closed' } };
    const own = this.#slots.findIndex((slot) => slot.name !== null && slot.kind !== 'bot' && sameName(slot.name, name));
    if (own !== -1) {
      const slot = this.#slots[own]!;
      if (slot.kind === 'local') return { ok: false, reason: { code: 'nameTaken', name } };
      if (slot.key === HELD_SEAT) return { ok: false, reason: { code: 'held', name } };
      if (slot.key !== null && key !== slot.key) return { ok: false, reason: { code: 'otherKey', name } };
      // One screen per seat: a second connection under a connected player's name
      // would see that player's hidden cards and could act for them.
      if (slot.sessions > 0) return { ok: false, reason: { code: 'inUse', name } };
      return this.#seat(own);
    }
    if (this.#slots.some((slot) => slot.name !== null && sameName(slot.name, name))) {
      return { ok: false, reason: { code: 'nameTaken', name } };
    }
    // A different name that reads the same ("аlice" with a Cyrillic а) could pass for that player.
    const other = lookalikeOf(name, this.#names());
    if (other !== null) return { ok: false, reason: { code: 'lookalike', name, other } };
    if (this.#table === null) {
      const free = this.#slots.findIndex((slot) => slot.kind === 'remote' && slot.name === null);
      if (free !== -1) {
        const slot = this.#slots[free]!;
        slot.name = name;
        slot.key = key;
        const joined = this.#seat(free);
        this.#startIfFull();
        return joined;
      }
    }
    if (!this.options.spectators) {
      return { ok: false, reason: { code: this.#table === null ? 'full' : 'started' } };
    }
    return this.watch();
  }

  /** How the match's latest save went (see SavingState): every screen hears of a change. */
  setSaving(state: SavingState): void {
    const same = state.ok ? this.#saving.ok : !this.#saving.ok && this.#saving.errno === state.errno;
    if (same || this.#closed) return;
    this.#saving = state.ok ? SAVING_OK : state;
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
    if (this.options.storedBeforeShown !== true || table === null || this.#closed) return;
    if (this.#shown !== null && version <= this.#shown.version) return;
    const kept = this.#unstored.get(version);
    // A store that saves at once (the host's) is done before the table tells the runner of the change.
    const moment = kept?.moment ?? (version === table.version ? table.moment() : null);
    for (const unstored of [...this.#unstored.keys()]) if (unstored <= version) this.#unstored.delete(unstored);
    if (moment === null) return;
    this.#shown = moment;
    const acting = this.#acting;
    this.#acting = kept?.actor ?? acting;
    try {
      this.#changed();
    } finally {
      this.#acting = acting;
    }
    this.#pacing.poke();
  }

  /** The refusal of a command while the match is held for its saves (storedBeforeShown), else null. */
  #held(): CommandResult | null {
    return this.options.storedBeforeShown === true && !this.#saving.ok ? { ok: false, error: { code: 'savesFailing' } } : null;
  }

  /** The names at the table: its players', the host's and, once the match has started, its bots'. */
  *#names(): Generator<string> {
    for (const slot of this.#slots) if (slot.name !== null) yield slot.name;
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
    for (const slot of this.#slots) {
      if (slot.kind === 'remote' && slot.name === null) {
        (slot as { kind: SeatEntry['kind'] }).kind = 'bot';
        slot.level = this.options.botLevel;
      }
    }
    return this.#start();
  }

  /** A seat's action, sent with the table version its screen showed. */
  act(seat: Seat, action: Action, version: number): CommandResult | null {
    const table = this.#table;
    if (table === null || this.#slots[seat]?.standIn) return null;
    const held = this.#held();
    if (held !== null) return held;
    return this.#actingAs(seat, () => table.act(seat, action, version));
  }

  /** A seat asks for a hint on its turn: the table notes it in everyone's log (the hint itself is worked out by that seat's screen). */
  noteHint(seat: Seat, version: number): CommandResult | null {
    const table = this.#table;
    if (table === null || this.#slots[seat]?.standIn) return null;
    const held = this.#held();
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
   * every connected human has. `version`: the table's version the seat's
   * results showed; asked against an older one (the results of a game gone
   * by) it is refused as stale and counts for nothing. Null where there is
   * nothing to be ready for (no game over, or the match is).
   */
  ready(seat: Seat | null, version?: number): CommandResult | null {
    const table = this.#table;
    if (table === null) return null;
    if (version !== undefined && version !== table.version) return { ok: false, error: { code: 'staleVersion', expected: version, actual: table.version } };
    if (table.phase !== 'betweenGames') return null;
    const held = this.#held();
    if (held !== null) return held;
    if (seat !== null) this.#ready.add(seat);
    return this.#dealIfAllReady(seat === null);
  }

  /** Deals the next game if everyone present is ready (or `force`): the table's answer, or an empty acceptance while some still have to say so. */
  #dealIfAllReady(force: boolean): CommandResult | null {
    const table = this.#table;
    if (table === null || table.phase !== 'betweenGames') return null;
    const waiting = this.#slots.some(
      (slot, index) => slot.kind !== 'bot' && slot.sessions > 0 && !slot.standIn && !this.#ready.has(index),
    );
    if (force || (!waiting && this.#ready.size > 0)) {
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
    this.#slots.forEach((slot) => {
      if (slot.kind === 'bot' || slot.sessions > 0 || slot.standIn) return;
      if (slot.absentTimer !== null) clearTimeout(slot.absentTimer);
      slot.absentTimer = null;
      slot.standIn = true;
      this.#notice({ code: 'botTakesOver', name: slot.name!, level: this.options.botLevel });
    });
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
    for (const slot of this.#slots) {
      if (slot.absentTimer !== null) clearTimeout(slot.absentTimer);
      slot.absentTimer = null;
    }
    this.#pacing.stop();
    this.#unsubscribe?.();
    this.#listeners.clear();
  }

  #seat(seat: Seat): JoinResult {
    const slot = this.#slots[seat]!;
    slot.sessions++;
    this.#windingUp = false;
    this.#pacing.hurry(false);
    if (slot.absentTimer !== null) {
      clearTimeout(slot.absentTimer);
      slot.absentTimer = null;
    }
    if (this.#table !== null && slot.sessions === 1) {
      this.#notice({ code: slot.standIn ? 'backFromBot' : 'back', name: slot.name! });
    }
    slot.standIn = false;
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
    const slot = this.#slots[seat]!;
    slot.sessions = Math.max(0, slot.sessions - 1);
    if (slot.sessions > 0 || this.#closed) {
      this.#changed();
      return;
    }
    if (this.#table === null) {
      // In the lobby a seat is only held while its player is there.
      slot.name = null;
      slot.key = null;
      this.#changed();
      return;
    }
    this.#ready.delete(seat);
    if (this.#table.phase !== 'matchOver') {
      this.#notice({ code: 'left', name: slot.name!, seconds: Math.round(this.options.seatTimeoutMs / 1000) });
      this.#startAbsence(seat);
    }
    // One player fewer may be all the next game was waiting for.
    if (this.#table.phase === 'betweenGames') this.#dealIfAllReady(false);
    else this.#changed();
  }

  #startAbsence(seat: Seat): void {
    const slot = this.#slots[seat]!;
    if (slot.absentTimer !== null) clearTimeout(slot.absentTimer);
    slot.absentTimer = setTimeout(() => {
      slot.absentTimer = null;
      if (this.#closed || slot.sessions > 0) return;
      slot.standIn = true;
      this.#notice({ code: 'botTakesOver', name: slot.name!, level: this.options.botLevel });
      this.#changed();
      this.#pacing.poke();
    }, this.options.seatTimeoutMs);
    slot.absentTimer.unref?.();
  }

  #startIfFull(): void {
    if (this.#table === null && this.#slots.every((slot) => slot.name !== null || slot.kind === 'bot')) this.#start();
  }

  #start(): boolean {
    const humans = this.#slots.filter((slot) => slot.kind !== 'bot').map((slot) => slot.name!);
    const botSlots = this.#slots.filter((slot) => slot.kind === 'bot');
    // A bot's name neither is nor looks like a player's ("Bot Hard" beside a player "Bоt Hard").
    const names = botNames(
      botSlots.map((slot) => slot.level!),
      humans,
      this.options.botNameLabels,
      (name, used) => lookalikeOf(name, used) !== null,
    );
    botSlots.forEach((slot, index) => {
      slot.name = names[index]!;
    });
    const seats: TableSeat[] = this.#slots.map((slot) =>
      slot.kind === 'bot' ? { kind: 'bot', name: slot.name!, level: slot.level! } : { kind: 'human', name: slot.name! },
    );
    // Who owns each seat goes into the record, so that every way back gives it to them only.
    const owners = this.#slots.map((slot): SeatOwner | null => (slot.kind === 'bot' ? null : slot.kind === 'local' ? { kind: 'terminal' } : ownerOf(slot.key)));
    const started = Table.start(
      { seats, ...this.settings, owners, ...(this.options.program === undefined ? {} : { program: this.options.program }) },
      tableDeps(this.options),
    );
    if (!started.ok) return false;
    this.#attach(started.value);
    return true;
  }

  #attach(table: Table): void {
    this.#table = table;
    this.options.onTable?.(table);
    let game = table.gameNumber;
    this.#unsubscribe = table.subscribe({ seat: null }, () => {
      if (table.gameNumber !== game) {
        game = table.gameNumber;
        this.#ready.clear();
        this.#notices = [];
      }
      if (this.options.storedBeforeShown === true) {
        // Shown once stored (`stored`), unless a store that saves at once has already said so.
        if (this.#shown === null || this.#shown.version < table.version) this.#unstored.set(table.version, { moment: table.moment(), actor: this.#acting });
      } else this.#changed();
      this.#pacing.poke();
    });
    this.#changed();
    this.#pacing.poke();
  }

  #notice(event: NoticeEvent): void {
    const table = this.#table;
    if (table === null) return;
    this.#notices.push({ game: table.gameNumber, logLength: table.view(null).game.log.length, event });
  }

  #changed(): void {
    const acting = this.#acting;
    const listeners = [...this.#listeners];
    const ordered = acting === null ? listeners : [...listeners.filter(([, seat]) => seat === acting), ...listeners.filter(([, seat]) => seat !== acting)];
    for (const [listener] of ordered) {
      try {
        listener();
      } catch {
        // One broken screen must not stop the others (it is closed by its own error handling).
      }
    }
  }

  /** The bot's or stand-in's move the table waits for, if one may be played now (see room/pacing.ts). */
  #dueMove(): RoomMove | null {
    const table = this.#table;
    if (this.#closed || table === null || table.phase !== 'playing') return null;
    // Stored before shown: no bot moves on from a change the players have not seen (`stored` pokes again).
    if (this.options.storedBeforeShown === true && (this.#shown?.version ?? -1) < table.version) return null;
    // Held for its saves: the bots wait too (setSaving pokes them again).
    if (this.#held() !== null) return null;
    const seat = table.currentSeat!;
    const bot = table.pendingBot() !== null;
    if (!bot && !this.#slots[seat]!.standIn) return null;
    return { key: `${table.gameNumber}:${table.version}`, seat, version: table.version, bot };
  }

  /** Plays a due move: the bot's through the table, a stand-in's as an ordinary act for that seat. */
  async #play(move: RoomMove): Promise<void> {
    const table = this.#table;
    if (table === null) return;
    if (move.bot) {
      try {
        await table.playBot(move.version);
      } catch {
        // The decider falls back by itself; should it still fail, the move is due again and tried again.
      }
      return;
    }
    const action = await this.options.decide(this.options.botLevel, table.view(move.seat).game, move.version);
    if (this.#slots[move.seat]!.standIn && !this.#closed) table.act(move.seat, action, move.version);
  }
}

/** A move of a bot or a stand-in that the runner's table waits for. */
interface RoomMove {
  readonly key: string;
  readonly seat: Seat;
  readonly version: number;
  /** A bot's seat (else a stand-in's for an absent player). */
  readonly bot: boolean;
}

/** Bots and stand-ins alike answer with a legal action, whatever their decider does (room/steady.ts). */
function withSteadyDecider(options: RunnerOptions): RunnerOptions {
  return { ...options, decide: steadyDecider(options.decide) };
}

/** What the runner's table is given: the clock, fresh seeds and the (steady) decider. */
function tableDeps(options: RunnerOptions): TableDeps {
  return { now: options.now, newSeed: options.newSeed, decide: options.decide };
}

/** The engine's rule for equal names: ignoring case and compatibility forms. */
export function sameName(a: string, b: string): boolean {
  return nameProblem(a, [b]) !== null;
}
