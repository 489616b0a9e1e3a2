/**
 * The server's main thread's part of the tables: who is online, which shard
 * has which table, and the list every lobby screen shows. The tables
 * themselves live on shards (shard.ts, one per core), each the only
 * authority for its tables; the lobby is three parts, each a file:
 *
 * - names (nameRegistry.ts): one connection per name on the whole server,
 *   a seat's name belonging to its key, a login of the same key replacing
 *   the old one, names that look like another's refused;
 * - the directory (tableDirectory.ts): codes new on the whole server, each
 *   table's summary, and the list; lobby screens redraw it at most every
 *   100 ms;
 * - placement (placement.ts): open, join, watch and quick match, at a
 *   shard of this process or through another process.
 */

import type { Lang } from '../../i18n/catalog.js';
import type { MatchRecord } from '../../table/index.js';
import { NameRegistry, type Connected, type NameStore } from './nameRegistry.js';
import { TablePlacement, type PlaceAt, type PlacementCluster, type RemotePlacement, type SessionHandlers, type ShardState } from './placement.js';
import type { ShardLink } from './protocol.js';
import type { StorageProblem } from './storage.js';
import { TableDirectory, type RemoteDirectory } from './tableDirectory.js';
import { ratedIdOf, type RatingBook } from './ratingBook.js';
import type { DirectoryEvent, Identity, KeptTable, TableListing } from './tables.js';
import type { TableSpec } from './tableSpec.js';

export type { Connected } from './nameRegistry.js';
export type { RemotePlacement, SeatedSession, SessionHandlers } from './placement.js';

export interface LobbyOptions {
  readonly maxTables: number;
  readonly now: () => number;
  /** A new code of `length` characters not in use (random by default). */
  readonly newCode?: (length: number, taken: (code: string) => boolean) => string;
  readonly onEvent?: (event: DirectoryEvent) => void;
  readonly onProblem?: (problem: StorageProblem) => void;
  /**
   * A shard's thread failed: its players were sent back to the lobby and its
   * tables taken off the list; `tables` are their codes, for the server to
   * bring back from their files on a new shard (addShard, restore).
   */
  readonly onShardLost?: (tables: readonly string[], why: string) => void;
  /** The other processes on the same store (cluster/cluster.ts), when this is one of several. */
  readonly cluster?: LobbyCluster;
  /** The server's ratings, shown beside names and used by quick match; absent: none shown. */
  readonly ratings?: RatingBook;
}

/**
 * What the lobby needs of the other processes of a server on PostgreSQL
 * (cluster/cluster.ts has it): their tables, codes and names across all,
 * and seats at their tables.
 */
export interface LobbyCluster extends RemoteDirectory, NameStore, PlacementCluster {
  onChange(listener: () => void): void;
}

export class Lobby {
  readonly #directory: TableDirectory<ShardState>;
  readonly #ratings: RatingBook | null;
  readonly #names: NameRegistry;
  readonly #placement: TablePlacement;

  constructor(links: readonly ShardLink[], options: LobbyOptions) {
    if (links.length === 0) throw new Error('a lobby needs at least one shard');
    const { cluster, ratings } = options;
    this.#directory = new TableDirectory<ShardState>({ newCode: options.newCode, remote: cluster });
    this.#names = new NameRegistry({
      tables: () => this.#directory.all(),
      store: cluster,
      ...(ratings === undefined ? {} : { ratedUnder: (name: string) => ratings.keyedPlayerNamed(name), ratedNamesBesides: (id: string | null) => ratings.keyedNamesBesides(id) }),
    });
    this.#ratings = ratings ?? null;
    this.#placement = new TablePlacement(this.#directory, {
      ...options,
      // A match rated here changed its players' ratings: the book loads them again (those of other processes every minute).
      onEvent: (event) => {
        options.onEvent?.(event);
        if (event.code === 'rated') void ratings?.refresh();
      },
    });
    for (const link of links) this.addShard(link);
    cluster?.onChange(() => this.#directory.listChanged());
    ratings?.onChange(() => this.#directory.listChanged());
  }

  /** This process's tables' codes. */
  codes(): string[] {
    return this.#directory.codes();
  }

  /** A connection of `name` here is replaced by one with the same key on another process. */
  replaceOnline(name: string): void {
    this.#names.replaceOnline(name);
  }

  /** The list of tables may have changed (another process's). */
  listChanged(): void {
    this.#directory.listChanged();
  }

  /** A seat or a watcher's place at one of this process's own tables (for a player connected to another process). */
  placeHere(request: PlaceAt, handlers: SessionHandlers): Promise<RemotePlacement> {
    return this.#placement.placeHere(request, handlers);
  }

  /** A shard more (or one in place of a shard that was lost). */
  addShard(link: ShardLink): void {
    this.#placement.addShard(link);
  }

  /**
   * The tables, for the lobby of `viewer` (a name): waiting tables first
   * (newest first), then the others; a private table without its code,
   * but for the players seated at it.
   */
  list(viewer: string | null = null): TableListing[] {
    const book = this.#ratings;
    return this.#directory.list(viewer, book === null ? null : (table) => book.seatsOf(table));
  }

  /** The rating of the player who logged in as `holder` (tables.ts seatHolder), or null: unrated, or not rated yet. */
  ratingOf(holder: string | null): number | null {
    return this.#ratings?.of(ratedIdOf(holder)) ?? null;
  }

  /** Tables on the server, including those being opened. */
  get size(): number {
    return this.#directory.size;
  }

  /** How many names are online (on every process of the server). */
  get online(): number {
    return this.#names.online;
  }

  /** Calls `listener` (at most every 100 ms) when the list of tables may have changed. */
  onListChange(listener: () => void): () => void {
    return this.#directory.onListChange(listener);
  }

  /** `identity` comes online (nameRegistry.ts says when it is refused). */
  connect(identity: Identity, replace: () => void): Connected {
    return this.#names.connect(identity, replace);
  }

  /** The table where `name` holds a seat of a match under way (the newest such), if any. */
  heldSeat(name: string): string | null {
    return this.#directory.heldSeat(name);
  }

  /**
   * Opens a table as `spec` says, on the shard with the fewest tables, and
   * seats its opener in the first seat; at most 3 tables at which no player
   * is connected may have been opened from one `address` (its /64 for IPv6).
   */
  open(spec: TableSpec, opener: Identity, handlers: SessionHandlers | null, address: string | null = null): Promise<RemotePlacement> {
    return this.#placement.open(spec, opener, handlers, address);
  }

  /** A seat at the table of `code`: the player's own again, or a free one while it waits for players. */
  join(code: string, identity: Identity, handlers: SessionHandlers | null): Promise<RemotePlacement> {
    return this.#placement.join(code, identity, handlers);
  }

  /** A spectator's place at the table of `code`. */
  watch(code: string, handlers: SessionHandlers | null): Promise<RemotePlacement> {
    return this.#placement.watch(code, handlers);
  }

  /** A seat at a public table that waits for players, else at a new quick table. */
  quick(identity: Identity, lang: Lang, handlers: SessionHandlers | null, address: string | null = null): Promise<RemotePlacement> {
    return this.#placement.quick(identity, lang, handlers, address);
  }

  /** Brings back a table kept by the last run, on the shard with the fewest tables. */
  restore(kept: KeptTable, saved: { readonly file: string; readonly record: MatchRecord } | null): Promise<boolean> {
    return this.#placement.restore(kept, saved);
  }

  /** A new code (of a private table's length if `isPrivate`), for a restored table that lost its own. */
  freeCode(isPrivate: boolean): string {
    return this.#directory.newCode(isPrivate);
  }

  /** Every shard enforces its time rules now (they also do by themselves). */
  sweep(): void {
    this.#placement.sweep();
  }

  /** Stops every shard (their tables stay on disk, to be brought back) and waits for their last saves. */
  stop(): Promise<void> {
    return this.#placement.stop();
  }
}
