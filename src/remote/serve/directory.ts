/**
 * The tables of `shift-poker serve`, and who is online: the one place that
 * knows every table by its code. Each table is a hosted match (match.ts:
 * seats, joining, stand-in bots, the next game) with its own record file;
 * this adds what a server of many tables needs around them:
 *
 * - codes: a table is found by its code; a private one only by it;
 * - names: one connection per name on the whole server (a second screen
 *   would see that player's hidden cards); a name whose seat was taken with
 *   a key belongs to that key; the same key connecting again replaces its
 *   old connection (a window that froze);
 * - quick match: a seat at a public table that waits for players, else a new
 *   table that fills its empty seats with bots after `quickFillMs`;
 * - ending: a table at which no player has been connected for `idleEndMs`
 *   is ended (between games; a game in play is first finished by the
 *   stand-in bots) and kept only as its record, for `history`; a table that
 *   waits for players with nobody there goes; a finished match goes once
 *   its players have left;
 * - the lobby's list, as data anyone may see (no cards; a private table
 *   without its code), with listeners told when it changes.
 *
 * Storage is injected (`TableStorage`): the tests run without a disk, the
 * server keeps each table's record and what belongs beside it (storage.ts).
 * No terminal, no words: refusals and events are codes with data.
 */

import type { BotLevel } from '../../bots/levels.js';
import type { Suggestion } from '../../bots/suggest.js';
import { nameKey } from '../../core/names.js';
import type { Seat } from '../../core/types.js';
import type { PlayerView } from '../../core/view.js';
import type { BotDecider, MatchPhase, MatchRecord, Table } from '../../table/index.js';
import { HostMatch, type HostMatchOptions, type JoinRefusal, type SeatStatus } from '../match.js';
import { PRIVATE_CODE_LENGTH, PUBLIC_CODE_LENGTH, newTableCode } from './codes.js';
import { matchSettings, quickTableSpec, seatPlans, tableSpecProblem, type TableSpec, type TableSpecProblem } from './tableSpec.js';
import type { Lang } from '../../i18n/catalog.js';

/** Who a connection is: its cleaned name and the key it logged in with (null: none). */
export interface Identity {
  readonly name: string;
  readonly key: string | null;
}

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
}

/** A table's record as it is being saved (record/autosave.ts's autosaveInBackground). */
export interface TableSaving {
  readonly file: () => string | null;
  readonly flush: () => Promise<void>;
  readonly stop: () => void;
}

/** Where tables are kept (storage.ts on disk). */
export interface TableStorage {
  /** Saves `table`'s record now and after every change (to `file` if it was resumed from one). */
  saveRecord(table: Table, file: string | null, record: MatchRecord | null): TableSaving;
  /** Writes what is kept beside the record. */
  keep(table: KeptTable): void;
  /** The table is over: what was kept beside its record goes (the record stays, for history). */
  forget(code: string): void;
}

export interface DirectoryOptions {
  readonly maxTables: number;
  /** A table with no player connected this long is ended. */
  readonly idleEndMs: number;
  /** A quick-match table fills its empty seats with bots this long after it was opened. */
  readonly quickFillMs: number;
  /** A dropped player keeps the seat this long before a bot plays it. */
  readonly seatTimeoutMs: number;
  readonly botDelayMs: number;
  /** The level of bots that fill a quick table or stand in for an absent player. */
  readonly botLevel: BotLevel;
  readonly now: () => number;
  readonly newSeed: () => string;
  readonly decide: BotDecider;
  readonly suggest?: (view: PlayerView) => Promise<Suggestion>;
  readonly storage?: TableStorage;
  /** A new code of `length` characters not in use (random by default). */
  readonly newCode?: (length: number, taken: (code: string) => boolean) => string;
  /** What happened, for the operator's log. */
  readonly onEvent?: (event: DirectoryEvent) => void;
}

export type DirectoryEvent =
  | { readonly code: 'opened'; readonly table: string; readonly by: string; readonly quick: boolean }
  | { readonly code: 'started'; readonly table: string }
  | { readonly code: 'ended'; readonly table: string; readonly why: 'idle' | 'over' | 'empty' }
  | { readonly code: 'restored'; readonly table: string };

/** The phase of a table as the lobby shows it. */
export type TablePhase = 'waiting' | MatchPhase;

/** A table as anyone in the lobby may see it: no cards, and a private table without its code. */
export interface TableListing {
  /** null for a private table. */
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
}

export type DirectoryRefusal =
  | JoinRefusal
  | { readonly code: 'noSuchTable'; readonly table: string }
  | { readonly code: 'tooManyTables'; readonly max: number }
  | { readonly code: 'spec'; readonly problem: TableSpecProblem };

/** Why a name cannot come online. */
export type NameRefusal = { readonly code: 'inUse'; readonly name: string } | { readonly code: 'otherKey'; readonly name: string };

/** Where a connection is placed: a seat (or a spectator's place, seat null) at a table. */
export type Placement =
  | { readonly ok: true; readonly table: ServedTable; readonly seat: Seat | null; readonly leave: () => void }
  | { readonly ok: false; readonly reason: DirectoryRefusal };

/** One table of the server. */
export class ServedTable {
  /** When the last player left (null while one is connected). */
  idleSince: number | null;
  saving: TableSaving | null = null;
  readonly #closedListeners = new Set<() => void>();

  constructor(
    readonly code: string,
    readonly spec: TableSpec,
    readonly match: HostMatch,
    readonly createdAt: number,
  ) {
    this.idleSince = createdAt;
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

interface Online {
  readonly key: string | null;
  /** Ends that connection (another connection with the same key replaces it). */
  readonly replace: () => void;
}

/** How often the list's listeners hear of changes at most (a table's every action is not news to the lobby). */
const LIST_INTERVAL_MS = 250;

export class Directory {
  readonly #tables = new Map<string, ServedTable>();
  readonly #online = new Map<string, Online>();
  readonly #listListeners = new Set<() => void>();
  #listTimer: ReturnType<typeof setTimeout> | null = null;
  #listDirty = false;
  #closed = false;

  constructor(private readonly options: DirectoryOptions) {}

  /** The tables, for the lobby: waiting tables first (newest first), then the others. */
  list(): TableListing[] {
    const order: Record<TablePhase, number> = { waiting: 0, playing: 1, betweenGames: 1, matchOver: 2 };
    return [...this.#tables.values()]
      .sort((a, b) => order[a.phase] - order[b.phase] || b.createdAt - a.createdAt)
      .map((table) => this.#listing(table));
  }

  get size(): number {
    return this.#tables.size;
  }

  table(code: string): ServedTable | undefined {
    return this.#tables.get(code);
  }

  /** When bots fill `table`'s empty seats (a quick table that waits), or null. */
  fillsAt(table: ServedTable): number | null {
    return table.fillsAt(this.options.quickFillMs);
  }

  /** How many names are online. */
  get online(): number {
    return this.#online.size;
  }

  /**
   * `identity` comes online: refused while that name is connected already
   * (unless with the same key, which then replaces the old connection), or
   * when a table holds a seat for that name taken with another key.
   */
  connect(identity: Identity, replace: () => void): { ok: true; release: () => void } | { ok: false; reason: NameRefusal } {
    const key = nameKey(identity.name);
    const present = this.#online.get(key);
    if (present !== undefined) {
      if (present.key === null || present.key !== identity.key) return { ok: false, reason: { code: 'inUse', name: identity.name } };
      this.#online.delete(key);
      present.replace();
    }
    for (const table of this.#tables.values()) {
      const seat = table.match.seatOf(identity.name);
      const owner = seat === null ? null : table.match.seatKeys()[seat];
      if (owner !== null && owner !== undefined && owner !== identity.key) return { ok: false, reason: { code: 'otherKey', name: identity.name } };
    }
    const entry: Online = { key: identity.key, replace };
    this.#online.set(key, entry);
    return {
      ok: true,
      release: () => {
        if (this.#online.get(key) === entry) this.#online.delete(key);
      },
    };
  }

  /** Opens a table as `spec` says and seats its opener in the first seat. */
  open(spec: TableSpec, opener: Identity): Placement {
    if (this.#closed) return refused({ code: 'closed' });
    const problem = tableSpecProblem(spec);
    if (problem !== null) return refused({ code: 'spec', problem });
    if (this.#tables.size >= this.options.maxTables) return refused({ code: 'tooManyTables', max: this.options.maxTables });
    const table = this.#add(this.#newCode(spec.private), spec, this.options.now(), null);
    this.#keep(table);
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

  /**
   * A seat at a public table that waits for players (quick tables first,
   * then those of the player's language, then those closest to full), else
   * at a new quick table.
   */
  quick(identity: Identity, lang: Lang): Placement {
    const candidates = [...this.#tables.values()]
      .filter((table) => !table.spec.private && table.phase === 'waiting' && freeSeats(table) > 0)
      .sort(
        (a, b) =>
          Number(b.spec.quick) - Number(a.spec.quick) ||
          Number(b.spec.lang === lang) - Number(a.spec.lang === lang) ||
          freeSeats(a) - freeSeats(b) ||
          a.createdAt - b.createdAt,
      );
    for (const table of candidates) {
      const placement = this.#join(table, identity);
      if (placement.ok) return placement;
    }
    return this.open(quickTableSpec(lang), identity);
  }

  /** The table where `name` holds a seat of a match under way, without a screen on it (the newest such), if any. */
  heldSeat(name: string): string | null {
    let newest: ServedTable | null = null;
    for (const table of this.#tables.values()) {
      const phase = table.phase;
      if (phase !== 'playing' && phase !== 'betweenGames') continue;
      const seat = table.match.seatOf(name);
      if (seat === null || table.match.seatStatus()[seat]!.connected) continue;
      if (newest === null || table.createdAt > newest.createdAt) newest = table;
    }
    return newest?.code ?? null;
  }

  /** Calls `listener` (at most every 250 ms) when the list of tables may have changed. */
  onListChange(listener: () => void): () => void {
    this.#listListeners.add(listener);
    return () => {
      this.#listListeners.delete(listener);
    };
  }

  /**
   * Brings back a table kept by a server that stopped: one that waited for
   * players waits again (empty), a match under way from its record, every
   * player's seat held for them as for a player who dropped.
   */
  restore(kept: KeptTable, saved: { readonly file: string; readonly record: MatchRecord } | null): boolean {
    if (this.#tables.has(kept.code) || tableSpecProblem(kept.spec) !== null) return false;
    if (saved === null) {
      this.#add(kept.code, kept.spec, kept.createdAt, null);
    } else {
      const resumed = HostMatch.resume(saved.record, this.#matchOptions(kept.code), null, kept.keys);
      if (!resumed.ok) return false;
      const table = this.#add(kept.code, kept.spec, kept.createdAt, resumed.match);
      this.#attach(table, resumed.match.table!, saved);
    }
    this.options.onEvent?.({ code: 'restored', table: kept.code });
    return true;
  }

  /** A new code for a restored table that lost its own (kept public). */
  freeCode(): string {
    return this.#newCode(false);
  }

  /**
   * Enforces the time rules: fills quick tables, ends idle tables and those
   * whose players have gone. Called every second by the server (tests call
   * it with their own clock).
   */
  sweep(): void {
    const now = this.options.now();
    for (const table of [...this.#tables.values()]) {
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
        // Nobody waits at it: a quick table goes at once, one opened by a player after a while (its opener may be back).
        if (table.spec.quick || now - table.idleSince >= this.options.idleEndMs) this.#end(table, 'empty');
      } else if (phase === 'matchOver') {
        this.#end(table, 'over');
      } else if (now - table.idleSince >= this.options.idleEndMs && phase === 'betweenGames') {
        match.endBetweenGames();
        this.#end(table, 'idle');
      }
    }
  }

  /** Stops every table's bots and timers, and waits for their last saves; the tables stay on disk, to be brought back. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#listTimer !== null) clearTimeout(this.#listTimer);
    const tables = [...this.#tables.values()];
    for (const table of tables) table.close();
    await Promise.all(tables.map(async (table) => table.saving?.flush()));
    for (const table of tables) table.saving?.stop();
    this.#tables.clear();
    this.#listListeners.clear();
  }

  #join(table: ServedTable, identity: Identity): Placement {
    if (table.phase === 'matchOver') return refused({ code: 'started' });
    return placed(table, table.match.join(identity.name, identity.key));
  }

  #add(code: string, spec: TableSpec, createdAt: number, resumed: HostMatch | null): ServedTable {
    const match = resumed ?? HostMatch.plan(seatPlans(spec), matchSettings(spec), this.#matchOptions(code));
    const table = new ServedTable(code, spec, match, createdAt);
    this.#tables.set(code, table);
    match.onChange(() => this.#listChanged());
    this.#listChanged();
    return table;
  }

  #matchOptions(code: string): HostMatchOptions {
    return {
      seatTimeoutMs: this.options.seatTimeoutMs,
      botLevel: this.options.botLevel,
      botDelayMs: this.options.botDelayMs,
      // Watching is asked for (watch), never what a refused join turns into.
      spectators: false,
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

  /** Starts saving a table's match (to the file it was resumed from, if any); once its file exists, keeps it (with the seats' keys) beside the table. */
  #attach(table: ServedTable, started: Table, saved: { readonly file: string; readonly record: MatchRecord } | null): void {
    const storage = this.options.storage;
    if (storage === undefined) return;
    table.saving = storage.saveRecord(started, saved?.file ?? null, saved?.record ?? null);
    void table.saving.flush().then(() => {
      if (this.#tables.get(table.code) === table) this.#keep(table);
    });
  }

  #keep(table: ServedTable): void {
    this.options.storage?.keep({
      code: table.code,
      spec: table.spec,
      createdAt: table.createdAt,
      record: table.saving?.file() ?? null,
      keys: table.match.seatKeys(),
    });
  }

  #end(table: ServedTable, why: 'idle' | 'over' | 'empty'): void {
    this.#tables.delete(table.code);
    table.close();
    const saving = table.saving;
    void (async () => {
      await saving?.flush();
      saving?.stop();
      this.options.storage?.forget(table.code);
    })();
    this.options.onEvent?.({ code: 'ended', table: table.code, why });
    this.#listChanged();
  }

  #newCode(isPrivate: boolean): string {
    const length = isPrivate ? PRIVATE_CODE_LENGTH : PUBLIC_CODE_LENGTH;
    const taken = (code: string): boolean => this.#tables.has(code);
    return (this.options.newCode ?? newTableCode)(length, taken);
  }

  #listing(table: ServedTable): TableListing {
    const match = table.match;
    return {
      code: table.spec.private ? null : table.code,
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
    };
  }

  #listChanged(): void {
    if (this.#closed) return;
    this.#listDirty = true;
    if (this.#listTimer !== null) return;
    const tell = (): void => {
      this.#listTimer = null;
      if (!this.#listDirty) return;
      this.#listDirty = false;
      for (const listener of [...this.#listListeners]) {
        try {
          listener();
        } catch {
          // One broken lobby screen must not stop the others.
        }
      }
      // Changes during the next interval are told together at its end.
      this.#listTimer = setTimeout(tell, LIST_INTERVAL_MS);
      this.#listTimer.unref?.();
    };
    this.#listTimer = setTimeout(tell, 0);
    this.#listTimer.unref?.();
  }
}

function freeSeats(table: ServedTable): number {
  return table.match.seatStatus().filter((seat) => seat.kind === 'remote' && seat.name === null).length;
}

function refused(reason: DirectoryRefusal): Placement {
  return { ok: false, reason };
}

function placed(table: ServedTable, joined: ReturnType<HostMatch['join']>): Placement {
  return joined.ok ? { ok: true, table, seat: joined.seat, leave: joined.leave } : refused(joined.reason);
}
