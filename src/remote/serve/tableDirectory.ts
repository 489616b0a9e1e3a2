/**
 * The server's directory of tables, kept by the main thread: which code
 * is whose (this process's shards'; the other processes' through the
 * cluster), what each table's summary says, and the list every lobby
 * screen shows.
 *
 * - codes: new on the whole server, 4 characters for a public table, 6 for
 *   a private one (codes.ts);
 * - the list: what the shards say of their tables, a private table without
 *   its code; lobby screens redraw it at most every 100 ms;
 * - the tables opened from each address (for the limit of tables without a
 *   player per address), restored tables' included.
 *
 * It decides nothing about a table: the shards do (shard.ts), and placement
 * (placement.ts) puts connections at them.
 */

import { nameKey } from '../../core/playerNames.js';
import { PRIVATE_CODE_LENGTH, PUBLIC_CODE_LENGTH, newTableCode } from './codes.js';
import type { TableListing, TablePhase, TableSummary } from './tables.js';

/** The tables of the other processes on the same store (cluster/cluster.ts), as the directory needs them. */
export interface RemoteDirectory {
  remoteTables(): Iterable<{ readonly summary: TableSummary; readonly openedFrom: string | null }>;
  /** Whether another process serves the table of `code`. */
  has(code: string): boolean;
}

export interface TableDirectoryOptions {
  /** A new code of `length` characters not in use (random by default). */
  readonly newCode?: (length: number, taken: (code: string) => boolean) => string;
  readonly remote?: RemoteDirectory;
}

/** Lobby screens hear of changes to the list at most this often (many tables opening at once are one redraw). */
const LIST_INTERVAL_MS = 100;

/** The tables; `Owner` is what serves one of this process's (its shard). */
export class TableDirectory<Owner> {
  readonly #where = new Map<string, Owner>();
  readonly #summaries = new Map<string, TableSummary>();
  /** Each table's number in the lists (never reused while the server runs). */
  readonly #ids = new Map<string, number>();
  /** The address each table was opened from (for the limit of tables without a player per address), restored tables' included. */
  readonly #openedFrom = new Map<string, string>();
  #lastId = 0;
  readonly #listListeners = new Set<() => void>();
  #listTimer: ReturnType<typeof setTimeout> | null = null;
  #listToldAt = Number.NEGATIVE_INFINITY;
  #closed = false;

  constructor(private readonly options: TableDirectoryOptions) {}

  /** Every table's summary: this process's, then those of the others on the same store. */
  *all(): Generator<TableSummary> {
    yield* this.#summaries.values();
    for (const remote of this.options.remote?.remoteTables() ?? []) if (!this.#where.has(remote.summary.code)) yield remote.summary;
  }

  /** This process's tables' codes. */
  codes(): string[] {
    return [...this.#where.keys()];
  }

  /** This process's tables served by `owner`. */
  codesOf(owner: Owner): string[] {
    return [...this.#where].filter(([, served]) => served === owner).map(([code]) => code);
  }

  /** What serves this process's table of `code`, if it is one. */
  owner(code: string): Owner | undefined {
    return this.#where.get(code);
  }

  /** Tables of this process, including those being opened. */
  get size(): number {
    return this.#where.size;
  }

  /** A table of this process, from now on served by `owner` (opened from `openedFrom`'s address group, if known). */
  add(code: string, owner: Owner, openedFrom: string | null): void {
    this.#where.set(code, owner);
    if (openedFrom !== null) this.#openedFrom.set(code, openedFrom);
  }

  /** Whether the table of `code` has told its summary. */
  hasSummary(code: string): boolean {
    return this.#summaries.has(code);
  }

  /** What the shards said of their tables. */
  summarized(changed: readonly TableSummary[]): void {
    for (const summary of changed) this.#summaries.set(summary.code, summary);
  }

  /** The address group the table of `code` was opened from, if known. */
  openedFrom(code: string): string | null {
    return this.#openedFrom.get(code) ?? null;
  }

  /** The table of `code` is not this process's any more: what served it. */
  forget(code: string): Owner | undefined {
    const owner = this.#where.get(code);
    this.#where.delete(code);
    this.#summaries.delete(code);
    this.#ids.delete(code);
    this.#openedFrom.delete(code);
    return owner;
  }

  /**
   * The tables, for the lobby of `viewer` (a name): waiting tables first
   * (newest first), then the others; a private table without its code,
   * but for the players seated at it.
   */
  list(viewer: string | null = null, ratingsOf: ((table: TableSummary) => readonly (number | null)[]) | null = null): TableListing[] {
    const order: Record<TablePhase, number> = { waiting: 0, playing: 1, betweenGames: 1, matchOver: 2 };
    const own = viewer === null ? null : nameKey(viewer);
    return [...this.all()]
      .sort((a, b) => order[a.phase] - order[b.phase] || b.createdAt - a.createdAt)
      .map((table): TableListing => {
        const { keys: _keys, ...summary } = table;
        const seated = own !== null && summary.seats.some((seat) => seat.kind !== 'bot' && seat.name !== null && nameKey(seat.name) === own);
        const ratings = ratingsOf?.(table);
        return { ...summary, id: this.#idOf(summary.code), code: summary.private && !seated ? null : summary.code, ...(ratings === undefined ? {} : { ratings }) };
      });
  }

  #idOf(code: string): number {
    let id = this.#ids.get(code);
    if (id === undefined) {
      id = ++this.#lastId;
      this.#ids.set(code, id);
    }
    return id;
  }

  /**
   * The table where `name` holds a seat of a match under way (the newest
   * such), if any. A name is online on one connection only, so a seat that
   * still looks taken is that of a connection this one replaces, whose
   * leaving reaches the shard first.
   */
  heldSeat(name: string): string | null {
    const key = nameKey(name);
    let newest: TableSummary | null = null;
    for (const table of this.all()) {
      if (table.phase !== 'playing' && table.phase !== 'betweenGames') continue;
      const seat = table.seats.find((status) => status.kind !== 'bot' && status.name !== null && nameKey(status.name) === key);
      if (seat === undefined) continue;
      if (newest === null || table.createdAt > newest.createdAt) newest = table;
    }
    return newest?.code ?? null;
  }

  /**
   * Tables opened from `address` at which no player is connected: waiting
   * for players, or started with bots in every seat but the players' who
   * left. Counting only waiting tables let one client open a table of bots
   * that started at once, leave it, and open the next, until the server was
   * full. A table still being opened counts (its opener is not seated yet);
   * one whose player is back does not.
   */
  unattendedFrom(address: string): number {
    let count = 0;
    for (const [code, from] of this.#openedFrom) {
      if (from !== address) continue;
      const summary = this.#summaries.get(code);
      if (summary === undefined || !summary.seats.some((seat) => seat.kind !== 'bot' && seat.connected)) count++;
    }
    for (const remote of this.options.remote?.remoteTables() ?? []) {
      if (remote.openedFrom === address && !remote.summary.seats.some((seat) => seat.kind !== 'bot' && seat.connected)) count++;
    }
    return count;
  }

  /** A code in use nowhere on the server (of a private table's length if `isPrivate`). */
  newCode(isPrivate: boolean): string {
    const length = isPrivate ? PRIVATE_CODE_LENGTH : PUBLIC_CODE_LENGTH;
    return (this.options.newCode ?? newTableCode)(length, (code) => this.#where.has(code) || this.options.remote?.has(code) === true);
  }

  /** Calls `listener` (at most every 100 ms) when the list of tables may have changed. */
  onListChange(listener: () => void): () => void {
    this.#listListeners.add(listener);
    return () => {
      this.#listListeners.delete(listener);
    };
  }

  /** The list of tables may have changed: the lobby screens hear of it within 100 ms. */
  listChanged(): void {
    if (this.#listTimer !== null || this.#closed) return;
    const wait = Math.max(0, this.#listToldAt + LIST_INTERVAL_MS - performance.now());
    this.#listTimer = setTimeout(() => {
      this.#listTimer = null;
      this.#listToldAt = performance.now();
      for (const listener of [...this.#listListeners]) {
        try {
          listener();
        } catch {
          // One broken lobby screen must not stop the others.
        }
      }
    }, wait);
    this.#listTimer.unref?.();
  }

  /** The server stops: no screen hears of the list any more. */
  close(): void {
    this.#closed = true;
    if (this.#listTimer !== null) clearTimeout(this.#listTimer);
    this.#listListeners.clear();
  }
}
