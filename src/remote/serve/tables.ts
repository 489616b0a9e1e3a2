/**
 * The tables of one shard of `shift-poker serve`: the thread that is the
 * only authority for them and draws their players' screens (shard.ts).
 * Each table is a hosted match (match.ts: seats, joining, stand-in bots,
 * the next game) with its own record file; this adds what a server needs
 * around them:
 *
 * - a table is found by its code (the lobby's directory, tableDirectory.ts,
 *   hands out codes unique on the whole server and knows which shard has
 *   which table);
 * - quick tables fill their empty seats with bots after `quickFillMs`;
 * - ending: a table at which no player has been connected for `idleEndMs`
 *   is ended (between games; a game in play is first played out by the
 *   bots, at once: MatchRunner.windUp) and kept only as its record, for
 *   `history`, also when bots play every seat; a table that
 *   waits for players with nobody there goes after a minute; a finished match goes once
 *   its players have left;
 * - a summary of each table for the lobby (no cards), sent to listeners
 *   when it changes: a seat taken, a game begun, a watcher come; most
 *   actions change none of it and are not news to the lobby.
 *
 * Storage is injected (`TableStorage`): the tests run without a disk, the
 * server keeps each table's record and what belongs beside it (storage.ts).
 * No terminal, no words: refusals and events are codes with data.
 */

import { BOT_NAME_LABELS } from '../../i18n/botNames.js';
import type { Seat } from '../../core/types.js';
import type { Lang } from '../../i18n/lang.js';
import type { MatchPhase, MatchRecord, Table } from '../../table/index.js';
import { MatchRunner, type RunnerOptions, type JoinRefusal, type SeatStatus } from '../../room/runner.js';
import { STALE_ERRNO } from '../../record/pgStore.js';
import type { RatingChange } from '../../record/ratings.js';
import type { StorageProblem } from './storageProblem.js';
import { matchSettings, seatPlans, tableSpecProblem, type TableSpec, type TableSpecProblem } from './tableSpec.js';

/** Who a connection is: its cleaned name and the key it logged in with (null: none). */
/** How long a table waiting for players stays with nobody at it. */
const EMPTY_WAITING_MS = 60_000;

export interface Identity {
  readonly name: string;
  /** Who holds the seats this player takes: see seatHolder. */
  readonly key: string | null;
}

// Who holds a seat (a key, else an address) is the ssh front ends' shared rule: remote/owners.ts.
export { heldByAddress, seatHolder } from '../../room/owners.js';

/** What is kept of a table beside its record, so that a restarted server brings it back as it was. */
export interface KeptTable {
  readonly code: string;
  readonly spec: TableSpec;
  /** When it was opened (ms since the epoch). */
  readonly createdAt: number;
  /** The record's file, once the match has started and been saved. */
  readonly record: string | null;
  /** The key each seat was taken with (null: none). */
  readonly keys: readonly (string | null)[];
  /**
   * The address it was opened from (an IPv6 address's /64), so that a
   * restarted server still counts it against that address; null: not known
   * (a table file of an older server, a table brought back from its record).
   */
  readonly openedFrom: string | null;
}

/** A table's record as it is being saved (record/autosave.ts's autosaveInBackground). */
export interface TableSaving {
  readonly file: () => string | null;
  /** Whether the latest save failed (the file does not hold the match as it stands). */
  readonly failing: () => boolean;
  readonly flush: () => Promise<void>;
  readonly stop: () => void;
}

/** A write that did not reach the disk: which file, and why (an errno code). */
export interface SaveFailure {
  readonly file: string;
  readonly errno: string;
}

/** What a table hears of its record's saves. */
export interface SaveListeners {
  /** Saves started failing (why), or one works again (null). */
  readonly onFailing: (failure: SaveFailure | null) => void;
  /** A save is done: the table's version it holds (what may be shown now). */
  readonly onStored: (version: number) => void;
  /** The save that stored the match as finished rated it: what it changed for each player, heard before that save's `onStored`. */
  readonly onRated?: (changes: readonly RatingChange[]) => void;
}

/** Where tables are kept (storage.ts on disk). */
export interface TableStorage {
  /** The file a new match will be saved to (nothing is written yet). */
  newRecordFile(table: Table): string;
  /**
   * Saves `table`'s record to `file` now and after every change (`record`:
   * what the file holds, if it was resumed from it), telling `listeners`
   * how it goes.
   */
  saveRecord(table: Table, file: string, record: MatchRecord | null, listeners: SaveListeners): TableSaving;
  /** Writes what is kept beside the record; resolves once it is on disk (null) or failed to be (why). */
  keep(table: KeptTable): Promise<SaveFailure | null>;
  /** The table is over: what was kept beside its record goes (the record stays, for history). */
  forget(code: string): void;
}

/** What every table's match is given as it is (match.ts says what each is). */
type SharedMatchOptions = Pick<RunnerOptions, 'seatTimeoutMs' | 'botLevel' | 'botDelayMs' | 'now' | 'newSeed' | 'decide' | 'suggest' | 'storedBeforeShown'>;

export interface TablesOptions extends SharedMatchOptions {
  /** A table with no player connected this long is ended. */
  readonly idleEndMs: number;
  /** A quick-match table fills its empty seats with bots this long after it was opened. */
  readonly quickFillMs: number;
  readonly storage?: TableStorage;
  /**
   * The store is shared by several processes (PostgreSQL) and refuses the
   * writes of a table another process owns (STALE_ERRNO): such a table is
   * given up at once, its players placed at the new owner.
   */
  readonly fenced?: boolean;
  /** What happened, for the operator's log. */
  readonly onEvent?: (event: DirectoryEvent) => void;
  /** A table's saves fail: said once per table, with the first cause, for the operator's log. */
  readonly onProblem?: (problem: StorageProblem) => void;
}

export type DirectoryEvent =
  | { readonly code: 'opened'; readonly table: string; readonly by: string; readonly quick: boolean }
  | { readonly code: 'started'; readonly table: string }
  | { readonly code: 'ended'; readonly table: string; readonly why: 'idle' | 'over' | 'empty' }
  | { readonly code: 'restored'; readonly table: string }
  /** Its save was refused: another process owns it now (it was taken over while this one seemed gone). Given up here. */
  | { readonly code: 'moved'; readonly table: string }
  /** Stopping, the table's latest save failed and its last try did too: what was played since its last save is lost. */
  | { readonly code: 'notSaved'; readonly table: string }
  /** Its match is over and the save that said so rated it: its (`players`) human players' ratings changed, and its bot levels'. */
  | { readonly code: 'rated'; readonly table: string; readonly players: number };

/** The phase of a table as the lobby shows it. */
export type TablePhase = 'waiting' | MatchPhase;

/** A table as anyone in the lobby may see it: no cards, and a private table without its code. */
export interface TableListing {
  /** Which table this is, for as long as the server runs (the lobby keeps a player's choice by it). */
  readonly id: number;
  /** null for a private table (but for its own players). */
  readonly code: string | null;
  readonly private: boolean;
  readonly quick: boolean;
  readonly lang: Lang;
  readonly phase: TablePhase;
  readonly rounds: number;
  readonly games: number | null;
  /** The game being played or last played (0 while waiting). */
  readonly gameNumber: number;
  readonly seats: readonly SeatStatus[];
  readonly watchers: number;
  /** A quick table still waiting: when bots fill its empty seats (ms since the epoch). */
  readonly fillsAt: number | null;
  readonly createdAt: number;
  /** Each seat's rating as the lobby shows it beside the name (null: open, unrated or not rated yet); absent: none known. */
  readonly ratings?: readonly (number | null)[];
}

/** A table as its shard tells the lobby of it: the listing with its code (the lobby numbers them), and the key each seat was taken with. */
export interface TableSummary extends Omit<TableListing, 'id'> {
  readonly code: string;
  readonly keys: readonly (string | null)[];
}

export type DirectoryRefusal =
  | JoinRefusal
  | { readonly code: 'noSuchTable'; readonly table: string }
  | { readonly code: 'tooManyTables'; readonly max: number }
  /** Tables opened from the player's address at which no player is connected (waiting or played by bots), as many as there may be. */
  | { readonly code: 'tooManyUnattended'; readonly max: number }
  /** Too many wrong codes from the player's address lately. */
  | { readonly code: 'codesLocked'; readonly seconds: number }
  | { readonly code: 'spec'; readonly problem: TableSpecProblem };

/** Why a name cannot come online. */
export type NameRefusal =
  | { readonly code: 'inUse'; readonly name: string }
  | { readonly code: 'otherKey'; readonly name: string }
  /** The name is a rated player's, who logs in with another key (ratingBook.ts). */
  | { readonly code: 'ratedName'; readonly name: string }
  /** The name holds a seat taken without a key from another address. */
  | { readonly code: 'otherAddress'; readonly name: string }
  /** The name holds a seat whose owner could not be established (remote/owners.ts). */
  | { readonly code: 'held'; readonly name: string }
  /** The name looks like that of a player online or seated on this server (`other`), though it is a different name. */
  | { readonly code: 'lookalike'; readonly name: string; readonly other: string }
  /** The store (PostgreSQL, several processes) is away: the name cannot be checked against the other processes. */
  | { readonly code: 'storeAway'; readonly name: string };

/** Where a connection is placed: a seat (or a spectator's place, seat null) at a table. */
export type Placement =
  { readonly ok: true; readonly table: ServedTable; readonly seat: Seat | null; readonly leave: () => void } | { readonly ok: false; readonly reason: DirectoryRefusal };

/** One table of the server. */
export class ServedTable {
  /** When the last player left (null while one is connected). */
  idleSince: number | null;
  saving: TableSaving | null = null;
  readonly #closedListeners = new Set<() => void>();

  /** The file its match is saved to, once it has started. */
  recordFile: string | null = null;
  /** Why the latest write of its record, and of its table file, failed (null: it reached the disk). */
  readonly saveFailures: { record: SaveFailure | null; file: SaveFailure | null } = { record: null, file: null };
  /** Its saves' failing has been told to the log (once per table). */
  saveFailureLogged = false;
  /** Given up because another process owns it now: its screens are placed there, not sent to the lobby. */
  movedAway = false;

  constructor(
    readonly code: string,
    readonly spec: TableSpec,
    readonly match: MatchRunner,
    readonly createdAt: number,
    /** Since when no player has been there: its opening, or when a restarted server brought it back. */
    idleSince: number,
    /** The address it was opened from (kept beside its record), or null if not known. */
    readonly openedFrom: string | null,
  ) {
    this.idleSince = idleSince;
  }

  get phase(): TablePhase {
    const phase = this.match.phase;
    return phase === 'lobby' ? 'waiting' : phase;
  }

  /** When bots fill a quick table's empty seats, while it waits. */
  fillsAt(quickFillMs: number): number | null {
    return this.spec.quick && this.phase === 'waiting' ? this.createdAt + quickFillMs : null;
  }

  /** Calls `listener` when the table is closed (its screens go back to the lobby). */
  onClosed(listener: () => void): () => void {
    this.#closedListeners.add(listener);
    return () => {
      this.#closedListeners.delete(listener);
    };
  }

  close(): void {
    this.match.close();
    for (const listener of [...this.#closedListeners]) listener();
    this.#closedListeners.clear();
  }
}

export class Tables {
  readonly #tables = new Map<string, ServedTable>();
  readonly #listeners = new Set<(changed: readonly TableSummary[], ended: readonly string[], moved: readonly string[]) => void>();
  readonly #changed = new Set<string>();
  /** Tables whose table file is being written. */
  readonly #keeping = new Set<ServedTable>();
  readonly #ended = new Set<string>();
  readonly #moved = new Set<string>();
  /** Each table's summary as last told, as JSON. */
  readonly #told = new Map<string, string>();
  #timer: ReturnType<typeof setTimeout> | null = null;
  #closed = false;

  constructor(private readonly options: TablesOptions) {}

  get size(): number {
    return this.#tables.size;
  }

  table(code: string): ServedTable | undefined {
    return this.#tables.get(code);
  }

  /** Every table's summary, newest first. */
  summaries(): TableSummary[] {
    return [...this.#tables.values()].sort((a, b) => b.createdAt - a.createdAt).map((table) => this.#summary(table));
  }

  /**
   * Calls `listener` with the summaries of the tables that changed, the
   * codes of those that ended and of those given up to another process
   * (`moved`), the changes made together told at once.
   */
  onChange(listener: (changed: readonly TableSummary[], ended: readonly string[], moved: readonly string[]) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /**
   * Opens a table under `code` (new on the whole server: the lobby's) and
   * seats its opener in the first seat; `openedFrom` is the opener's address
   * (the lobby limits tables per address), kept with the table.
   */
  open(code: string, spec: TableSpec, createdAt: number, opener: Identity, openedFrom: string | null = null): Placement {
    if (this.#closed) return refused({ code: 'closed' });
    const problem = tableSpecProblem(spec);
    if (problem !== null) return refused({ code: 'spec', problem });
    if (this.#tables.has(code)) return refused({ code: 'closed' });
    const table = this.#add(code, spec, createdAt, openedFrom, null);
    void this.#keep(table);
    this.options.onEvent?.({ code: 'opened', table: table.code, by: opener.name, quick: spec.quick });
    return this.#join(table, opener);
  }

  /** A seat at the table of `code`: the player's own again, or a free one while it waits for players. */
  join(code: string, identity: Identity): Placement {
    const table = this.#tables.get(code);
    if (table === undefined) return refused({ code: 'noSuchTable', table: code });
    return this.#join(table, identity);
  }

  /** A spectator's place at the table of `code`: open cards and the log, never a hidden card. */
  watch(code: string): Placement {
    const table = this.#tables.get(code);
    if (table === undefined) return refused({ code: 'noSuchTable', table: code });
    return placed(table, table.match.watch());
  }

  /** When bots fill `table`'s empty seats (a quick table that waits), or null. */
  fillsAt(table: ServedTable): number | null {
    return table.fillsAt(this.options.quickFillMs);
  }

  /**
   * Brings back a table kept by a server that stopped: one that waited for
   * players waits again (empty), a match under way from its record, every
   * player's seat held for them as for a player who dropped.
   */
  restore(kept: KeptTable, saved: { readonly file: string; readonly record: MatchRecord } | null): boolean {
    if (this.#tables.has(kept.code) || tableSpecProblem(kept.spec) !== null) return false;
    if (saved === null) {
      void this.#keep(this.#add(kept.code, kept.spec, kept.createdAt, kept.openedFrom, null));
    } else {
      // A seat's owner comes from the record; for a record without owners, from the table file, else the seat is held.
      const resumed = MatchRunner.resume(saved.record, this.#matchOptions(kept.code), { localName: null, keys: kept.keys, unknownOwner: 'held' });
      if (!resumed.ok) return false;
      const table = this.#add(kept.code, kept.spec, kept.createdAt, kept.openedFrom, resumed.match);
      this.#attach(table, resumed.match.table!, saved);
    }
    this.options.onEvent?.({ code: 'restored', table: kept.code });
    return true;
  }

  /**
   * Enforces the time rules: fills quick tables, ends idle tables and those
   * whose players have gone. Called every second by the shard (tests call
   * it with their own clock).
   */
  sweep(): void {
    const now = this.options.now();
    for (const table of [...this.#tables.values()]) {
      // A table file whose write failed is tried again (a table still waiting for players has no record save to carry it).
      if (table.saveFailures.file !== null && !this.#keeping.has(table)) void this.#keep(table);
      const match = table.match;
      const phase = table.phase;
      if (match.playersConnected()) {
        table.idleSince = null;
        const fillsAt = table.fillsAt(this.options.quickFillMs);
        if (fillsAt !== null && now >= fillsAt) match.startNow();
        continue;
      }
      table.idleSince ??= now;
      if (phase === 'waiting') {
        // Nobody waits at it: a quick table goes at once, one opened by a player after a minute (its opener may
        // be back from a dropped connection); no longer, or abandoned tables block their opener's address.
        if (table.spec.quick || now - table.idleSince >= Math.min(EMPTY_WAITING_MS, this.options.idleEndMs)) this.#end(table, 'empty');
      } else if (phase === 'matchOver') {
        this.#end(table, 'over');
      } else if (now - table.idleSince >= this.options.idleEndMs) {
        // A game in play is played out by the bots first (it then ends at a later sweep): see MatchRunner.windUp.
        if (phase === 'playing') {
          match.windUp();
          continue;
        }
        match.endBetweenGames();
        this.#end(table, 'idle');
      }
    }
  }

  /** Stops every table's bots and timers, and waits for their last saves; the tables stay on disk, to be brought back. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer !== null) clearTimeout(this.#timer);
    const tables = [...this.#tables.values()];
    for (const table of tables) table.close();
    await Promise.all(tables.map(async (table) => table.saving?.flush()));
    // Stopping gives a table whose latest save failed one last try (the disk or the database may be back), awaited here.
    for (const table of tables) table.saving?.stop();
    await Promise.all(tables.map(async (table) => table.saving?.flush()));
    for (const table of tables) if (table.saving?.failing() === true) this.options.onEvent?.({ code: 'notSaved', table: table.code });
    this.#tables.clear();
    this.#listeners.clear();
  }

  #join(table: ServedTable, identity: Identity): Placement {
    if (table.phase === 'matchOver') return refused({ code: 'started' });
    return placed(table, table.match.join(identity.name, identity.key));
  }

  #add(code: string, spec: TableSpec, createdAt: number, openedFrom: string | null, resumed: MatchRunner | null): ServedTable {
    const match = resumed ?? MatchRunner.plan(seatPlans(spec), matchSettings(spec), { ...this.#matchOptions(code), botNameLabels: BOT_NAME_LABELS[spec.lang] });
    // A table brought back by a restarted server gives its players the whole idle time to return, whenever it was opened.
    const table = new ServedTable(code, spec, match, createdAt, this.options.now(), openedFrom);
    this.#tables.set(code, table);
    match.onChange(() => this.#tell(code));
    this.#tell(code);
    return table;
  }

  #matchOptions(code: string): RunnerOptions {
    return {
      seatTimeoutMs: this.options.seatTimeoutMs,
      botLevel: this.options.botLevel,
      botDelayMs: this.options.botDelayMs,
      // Without a store (tests of the tables alone) there is nothing to wait for.
      ...(this.options.storedBeforeShown === true && this.options.storage !== undefined ? { storedBeforeShown: true } : {}),
      // Watching is asked for (watch), never what a refused join turns into.
      spectators: false,
      program: 'serve',
      now: this.options.now,
      newSeed: this.options.newSeed,
      decide: this.options.decide,
      ...(this.options.suggest === undefined ? {} : { suggest: this.options.suggest }),
      onTable: (started) => {
        // The match of a table that waited for players has started (a restored one is not in the list yet: restore attaches it, with its file).
        const table = this.#tables.get(code);
        if (table !== undefined && table.saving === null) {
          this.options.onEvent?.({ code: 'started', table: code });
          this.#attach(table, started, null);
        }
      },
    };
  }

  /**
   * Starts saving a table's match. A new match's file is named first and
   * the table file, naming it, written before it: so a crash leaves either
   * no record (the table comes back waiting for players) or a record its
   * table file names (it comes back as it was: private, its seats' keys),
   * never a record without its table. A restored match goes on in its file.
   */
  #attach(table: ServedTable, started: Table, saved: { readonly file: string; readonly record: MatchRecord } | null): void {
    const storage = this.options.storage;
    if (storage === undefined) return;
    if (saved !== null) {
      table.recordFile = saved.file;
      table.saving = storage.saveRecord(started, saved.file, saved.record, this.#saveListeners(table));
      void this.#keep(table);
      return;
    }
    const file = storage.newRecordFile(started);
    table.recordFile = file;
    void this.#keep(table).then(() => {
      if (this.#tables.get(table.code) !== table) return;
      table.saving = storage.saveRecord(started, file, null, this.#saveListeners(table));
    });
  }

  #saveListeners(table: ServedTable): SaveListeners {
    return {
      onFailing: (failure) => this.#saved(table, 'record', failure),
      onStored: (version) => table.match.stored(version),
      onRated: (changes) => {
        table.match.rated(changes);
        // Every player it rated, computer players' levels too (each level is a player of the ratings).
        this.options.onEvent?.({ code: 'rated', table: table.code, players: changes.length });
      },
    };
  }

  #keep(table: ServedTable): Promise<void> {
    const storage = this.options.storage;
    if (storage === undefined) return Promise.resolve();
    this.#keeping.add(table);
    return storage
      .keep({
        code: table.code,
        spec: table.spec,
        createdAt: table.createdAt,
        record: table.recordFile,
        keys: table.match.seatKeys(),
        openedFrom: table.openedFrom,
      })
      .then((failure) => {
        this.#keeping.delete(table);
        this.#saved(table, 'file', failure);
      });
  }

  /**
   * How a write of `table`'s record or table file went. While either fails,
   * every screen at the table says the match is not being saved (its
   * snapshot's `saving`); the log hears it once per table, with the cause
   * (a disk that refuses refuses every write: a line each would drown the
   * log). A record saved again after failing is the whole match (each save
   * writes all of it); the table file, which names it, is written again
   * then too, should its last write have failed.
   */
  #saved(table: ServedTable, which: 'record' | 'file', failure: SaveFailure | null): void {
    // On a store of several processes a refusal means another owns the table now: it is given up at once.
    if (failure?.errno === STALE_ERRNO && this.options.fenced === true && this.#tables.get(table.code) === table) {
      this.#giveUp(table);
      return;
    }
    table.saveFailures[which] = failure;
    if (failure !== null && !table.saveFailureLogged) {
      table.saveFailureLogged = true;
      this.options.onProblem?.({ code: 'saveFailed', table: table.code, file: failure.file, errno: failure.errno });
    }
    const live = this.#tables.get(table.code) === table;
    if (which === 'record' && failure === null && table.saveFailures.file !== null && live) void this.#keep(table);
    const failing = table.saveFailures.record ?? table.saveFailures.file;
    table.match.setSaving(failing === null ? { ok: true } : { ok: false, errno: failing.errno });
  }

  /**
   * Another process owns `table` now (its save was refused: pgCluster.ts's
   * fencing). Nothing more of it is saved or shown here; its screens are
   * told it moved (their players are placed at the new owner) and the
   * lobby that it did, not that it ended.
   */
  #giveUp(table: ServedTable): void {
    this.#tables.delete(table.code);
    table.movedAway = true;
    table.saving?.stop();
    table.close();
    this.options.onEvent?.({ code: 'moved', table: table.code });
    this.#moved.add(table.code);
    this.#changed.delete(table.code);
    this.#schedule();
  }

  #end(table: ServedTable, why: 'idle' | 'over' | 'empty'): void {
    this.#tables.delete(table.code);
    table.close();
    const saving = table.saving;
    void (async () => {
      await saving?.flush();
      saving?.stop();
      // Its record is not on disk as it ended: the table file stays, so that a restart brings back what the disk
      // holds under this code, its seats' keys and all, rather than as a stray record (or not at all).
      if (saving?.failing() === true) return;
      this.options.storage?.forget(table.code);
    })();
    this.options.onEvent?.({ code: 'ended', table: table.code, why });
    this.#ended.add(table.code);
    this.#changed.delete(table.code);
    this.#schedule();
  }

  #summary(table: ServedTable): TableSummary {
    const match = table.match;
    return {
      code: table.code,
      private: table.spec.private,
      quick: table.spec.quick,
      lang: table.spec.lang,
      phase: table.phase,
      rounds: table.spec.rounds,
      games: table.spec.games,
      gameNumber: match.table?.gameNumber ?? 0,
      seats: match.seatStatus(),
      watchers: match.spectators,
      fillsAt: table.fillsAt(this.options.quickFillMs),
      createdAt: table.createdAt,
      keys: match.seatKeys(),
    };
  }

  /** A table changed: its summary is told if it is not what was told last (most actions change nothing a summary says). */
  #tell(code: string): void {
    if (this.#closed) return;
    this.#changed.add(code);
    this.#schedule();
  }

  #schedule(): void {
    if (this.#timer !== null || this.#closed) return;
    // The changes made by the code running now are told together, right after it.
    this.#timer = setTimeout(() => {
      this.#timer = null;
      const changed = [...this.#changed].flatMap((code) => {
        const table = this.#tables.get(code);
        if (table === undefined) return [];
        const summary = this.#summary(table);
        const text = JSON.stringify(summary);
        if (this.#told.get(code) === text) return [];
        this.#told.set(code, text);
        return [summary];
      });
      const ended = [...this.#ended];
      const moved = [...this.#moved];
      for (const code of [...ended, ...moved]) this.#told.delete(code);
      this.#changed.clear();
      this.#ended.clear();
      this.#moved.clear();
      if (changed.length === 0 && ended.length === 0 && moved.length === 0) return;
      for (const listener of [...this.#listeners]) {
        try {
          listener(changed, ended, moved);
        } catch {
          // One broken listener must not stop the others.
        }
      }
    }, 0);
    this.#timer.unref?.();
  }
}

function refused(reason: DirectoryRefusal): Placement {
  return { ok: false, reason };
}

function placed(table: ServedTable, joined: ReturnType<MatchRunner['join']>): Placement {
  return joined.ok ? { ok: true, table, seat: joined.seat, leave: joined.leave } : refused(joined.reason);
}
