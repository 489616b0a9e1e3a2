/**
 * The server's main thread's part of the tables: who is online, which shard
 * has which table, and the list every lobby screen shows. The tables
 * themselves live on shards (shard.ts, one per core), each the only
 * authority for its tables; this places connections at them and forwards
 * what crosses (protocol.ts):
 *
 * - names: one connection per name on the whole server (a second screen
 *   would see that player's hidden cards); a name whose seat was taken with
 *   a key belongs to that key; the same key connecting again replaces its
 *   old connection (a window that froze); a new name that looks like one
 *   online or seated (Unicode's confusables: "аlice" with a Cyrillic "а"
 *   for "alice") is refused, so that no one passes for another player;
 * - codes: new on the whole server, 4 characters for a public table, 6 for
 *   a private one (codes.ts); a new table goes to the shard with the fewest;
 * - quick match: a seat at a public table that waits for players (quick
 *   tables first, then those of the player's language, then those closest
 *   to full), else a new quick table, which its shard fills with bots;
 * - the list: what the shards say of their tables, a private table without
 *   its code; lobby screens redraw it at most every 100 ms.
 */

import { nameKey } from '../../core/playerNames.js';
import { lookalikeOf } from '../../room/lookalike.js';
import type { Seat } from '../../core/types.js';
import type { Lang } from '../../i18n/catalog.js';
import type { MatchRecord } from '../../table/index.js';
import type { WindowSize } from '../ssh/streams.js';
import { PRIVATE_CODE_LENGTH, PUBLIC_CODE_LENGTH, newTableCode } from './codes.js';
import { addressGroup } from '../ssh/addressGroup.js';
import { MAX_UNATTENDED_TABLES_PER_ADDRESS } from './guard.js';
import { HELD_SEAT } from '../../room/owners.js';
import { TABLE_MOVED, type PlaceRequest, type ScreenRequest, type ShardLink, type ShardToMain } from './protocol.js';
import type { StorageProblem } from './storage.js';
import {
  heldByAddress,
  type DirectoryEvent,
  type DirectoryRefusal,
  type Identity,
  type KeptTable,
  type NameRefusal,
  type TableListing,
  type TablePhase,
  type TableSummary,
} from './tables.js';
import { quickTableSpec, tableSpecProblem, type TableSpec } from './tableSpec.js';

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
}

/**
 * What the lobby needs of the other processes of a server on PostgreSQL
 * (cluster/cluster.ts has it): their tables, codes and names across all,
 * and seats at their tables.
 */
export interface LobbyCluster {
  remoteTables(): Iterable<{ readonly summary: TableSummary; readonly openedFrom: string | null }>;
  /** Whether another process serves the table of `code`. */
  has(code: string): boolean;
  onChange(listener: () => void): void;
  /** Takes `code` for a new table here: false if any process uses it. */
  reserve(code: string, openedFrom: string | null): Promise<boolean>;
  unreserve(code: string): void;
  tablesChanged(changed: readonly TableSummary[], ended: readonly string[], openedFrom: (code: string) => string | null): void;
  /** Tables of this process that another owns now: resolves once the directory says where they are. */
  moved(codes: readonly string[]): Promise<void>;
  /** The name online here and nowhere else; with the names online elsewhere. */
  claimName(identity: Identity, nameKey: string): Promise<{ readonly ok: true; readonly others: readonly string[] } | { readonly ok: false; readonly storeAway?: boolean }>;
  releaseName(nameKey: string): void;
  /** How many names are online on the other processes. */
  readonly onlineElsewhere: number;
  /** A place at a table another process serves (the player placed again, should that process die). */
  place(
    request: { readonly kind: 'join'; readonly code: string; readonly identity: Identity } | { readonly kind: 'watch'; readonly code: string },
    screen: ScreenRequest | null,
    handlers: SessionHandlers,
  ): Promise<RemotePlacement>;
}

/** A name come online: `confirmed` says, once every process agreed, whether it may stay (null) or why not. */
export type Connected = { readonly ok: true; readonly release: () => void; readonly confirmed: Promise<NameRefusal | null> } | { readonly ok: false; readonly reason: NameRefusal };

/** What a connection at a table hears from its shard. */
export interface SessionHandlers {
  /** A frame (or part of one) of its screen. */
  readonly onOutput: (text: string) => void;
  /** The player left the table from its screen, or the table was closed (`closed`: its code). */
  readonly onLeft: (closed: string | null) => void;
}

/** A connection placed at a table of a shard. */
export interface SeatedSession {
  readonly code: string;
  readonly seat: Seat | null;
  input(data: Uint8Array): void;
  resize(size: WindowSize): void;
  /** Leaves the table (the connection ended, or goes elsewhere): the seat is kept while the match goes on. */
  leave(): void;
}

export type RemotePlacement = { readonly ok: true; readonly session: SeatedSession } | { readonly ok: false; readonly reason: DirectoryRefusal };

interface ShardState {
  readonly link: ShardLink;
  /** Tables on it, including those being opened. */
  tables: number;
  /** Its thread failed: nothing is sent to it any more. */
  lost: boolean;
}

interface Online {
  readonly name: string;
  readonly key: string | null;
  readonly replace: () => void;
}

const NO_HANDLERS: SessionHandlers = { onOutput: () => undefined, onLeft: () => undefined };

/** A placement asked of a shard, waiting for its answer. */
interface Pending {
  readonly shard: ShardState;
  readonly request: PlaceRequest;
  readonly screen: ScreenRequest | null;
  readonly handlers: SessionHandlers | null;
  /** Placed for another process's player (placeHere): should the table move, that process places them again. */
  readonly guest: boolean;
  readonly resolve: (placement: RemotePlacement) => void;
}

/** A session at a table of this process's shards. */
interface LocalSession extends Omit<Pending, 'resolve'> {
  readonly code: string;
  /** The terminal's size as last told. */
  size: WindowSize | null;
  /** The table moved to another process: the session goes on there. */
  movedTo: SeatedSession | null;
  left: boolean;
}

/** Lobby screens hear of changes to the list at most this often (many tables opening at once are one redraw). */
const LIST_INTERVAL_MS = 100;

export class Lobby {
  readonly #shards: ShardState[];
  readonly #where = new Map<string, ShardState>();
  readonly #summaries = new Map<string, TableSummary>();
  /** Each table's number in the lists (never reused while the server runs). */
  readonly #ids = new Map<string, number>();
  /** The address each table was opened from (for the limit of tables without a player per address), restored tables' included. */
  readonly #openedFrom = new Map<string, string>();
  #lastId = 0;
  readonly #online = new Map<string, Online>();
  readonly #pending = new Map<number, Pending>();
  readonly #sessions = new Map<number, LocalSession>();
  readonly #restoring = new Map<string, (ok: boolean) => void>();
  readonly #stopping = new Set<ShardState>();
  readonly #listListeners = new Set<() => void>();
  #listTimer: ReturnType<typeof setTimeout> | null = null;
  #listToldAt = Number.NEGATIVE_INFINITY;
  #nextSession = 1;
  #closed = false;
  #stopped: (() => void) | null = null;

  constructor(
    links: readonly ShardLink[],
    private readonly options: LobbyOptions,
  ) {
    if (links.length === 0) throw new Error('a lobby needs at least one shard');
    this.#shards = [];
    for (const link of links) this.addShard(link);
    options.cluster?.onChange(() => this.#listChanged());
  }

  /** Every table's summary: this process's, then those of the others on the same store. */
  *#allSummaries(): Generator<TableSummary> {
    yield* this.#summaries.values();
    for (const remote of this.options.cluster?.remoteTables() ?? []) if (!this.#where.has(remote.summary.code)) yield remote.summary;
  }

  /** This process's tables' codes. */
  codes(): string[] {
    return [...this.#where.keys()];
  }

  /** A connection of `name` here is replaced by one with the same key on another process. */
  replaceOnline(name: string): void {
    const present = this.#online.get(name);
    if (present === undefined) return;
    this.#online.delete(name);
    present.replace();
  }

  /** The list of tables may have changed (another process's). */
  listChanged(): void {
    this.#listChanged();
  }

  /** A seat or a watcher's place at one of this process's own tables (for a player connected to another process). */
  placeHere(
    request: { readonly kind: 'join'; readonly code: string; readonly identity: Identity } | { readonly kind: 'watch'; readonly code: string },
    screen: ScreenRequest | null,
    handlers: SessionHandlers,
  ): Promise<RemotePlacement> {
    const shard = this.#where.get(request.code);
    if (shard === undefined || this.#closed) return Promise.resolve({ ok: false, reason: this.#closed ? { code: 'closed' } : { code: 'noSuchTable', table: request.code } });
    return this.#place(shard, request, screen, handlers, true);
  }

  /** A shard more (or one in place of a shard that was lost). */
  addShard(link: ShardLink): void {
    const shard: ShardState = { link, tables: 0, lost: false };
    this.#shards.push(shard);
    link.onMessage((message) => this.#heard(shard, message));
    link.onFailure((why) => this.#lost(shard, why));
  }

  /**
   * The tables, for the lobby of `viewer` (a name): waiting tables first
   * (newest first), then the others; a private table without its code,
   * but for the players seated at it.
   */
  list(viewer: string | null = null): TableListing[] {
    const order: Record<TablePhase, number> = { waiting: 0, playing: 1, betweenGames: 1, matchOver: 2 };
    const own = viewer === null ? null : nameKey(viewer);
    return [...this.#allSummaries()]
      .sort((a, b) => order[a.phase] - order[b.phase] || b.createdAt - a.createdAt)
      .map(({ keys: _keys, ...summary }): TableListing => {
        const seated = own !== null && summary.seats.some((seat) => seat.kind !== 'bot' && seat.name !== null && nameKey(seat.name) === own);
        return { ...summary, id: this.#idOf(summary.code), code: summary.private && !seated ? null : summary.code };
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

  /** Tables on the server, including those being opened. */
  get size(): number {
    return this.#where.size;
  }

  /** How many names are online (on every process of the server). */
  get online(): number {
    return this.#online.size + (this.options.cluster?.onlineElsewhere ?? 0);
  }

  /** Calls `listener` (at most every 100 ms) when the list of tables may have changed. */
  onListChange(listener: () => void): () => void {
    this.#listListeners.add(listener);
    return () => {
      this.#listListeners.delete(listener);
    };
  }

  /**
   * `identity` comes online: refused while that name is connected already
   * (unless with the same key, which then replaces the old connection),
   * when a table holds a seat for that name taken with another key, or when
   * a name without a seat looks like another that is online or seated (a
   * player with a seat always gets back to it).
   */
  connect(identity: Identity, replace: () => void): Connected {
    const key = nameKey(identity.name);
    const present = this.#online.get(key);
    // Only a proven key replaces a connection: an address is shared by everyone behind it.
    if (present !== undefined && (present.key === null || heldByAddress(present.key) || present.key !== identity.key)) {
      return { ok: false, reason: { code: 'inUse', name: identity.name } };
    }
    let seated = false;
    for (const table of this.#allSummaries()) {
      const seat = table.seats.findIndex((status) => status.kind !== 'bot' && status.name !== null && nameKey(status.name) === key);
      if (seat !== -1) seated = true;
      const owner = seat === -1 ? null : table.keys[seat];
      if (owner !== null && owner !== undefined && owner !== identity.key) {
        const code = owner === HELD_SEAT ? 'held' : heldByAddress(owner) ? 'otherAddress' : 'otherKey';
        return { ok: false, reason: { code, name: identity.name } };
      }
    }
    if (!seated) {
      const other = lookalikeOf(identity.name, this.#knownNames());
      if (other !== null) return { ok: false, reason: { code: 'lookalike', name: identity.name, other } };
    }
    if (present !== undefined) {
      this.#online.delete(key);
      present.replace();
    }
    const entry: Online = { name: identity.name, key: identity.key, replace };
    this.#online.set(key, entry);
    const cluster = this.options.cluster;
    let released = false;
    // On several processes the name is taken on all, and checked against the names online on the others.
    const confirmed: Promise<NameRefusal | null> =
      cluster === undefined
        ? Promise.resolve(null)
        : cluster.claimName(identity, key).then((claimed): NameRefusal | null => {
            if (!claimed.ok) return { code: claimed.storeAway === true ? 'storeAway' : 'inUse', name: identity.name };
            if (released) cluster.releaseName(key);
            if (seated) return null;
            const other = lookalikeOf(
              identity.name,
              claimed.others.filter((name) => name !== key),
            );
            return other === null ? null : { code: 'lookalike', name: identity.name, other };
          });
    return {
      ok: true,
      confirmed,
      release: () => {
        if (this.#online.get(key) !== entry) return;
        this.#online.delete(key);
        released = true;
        cluster?.releaseName(key);
      },
    };
  }

  /** The players' names the server knows: those online, and those seated at its tables. */
  *#knownNames(): Generator<string> {
    for (const online of this.#online.values()) yield online.name;
    for (const table of this.#allSummaries()) {
      for (const seat of table.seats) if (seat.kind !== 'bot' && seat.name !== null) yield seat.name;
    }
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
    for (const table of this.#allSummaries()) {
      if (table.phase !== 'playing' && table.phase !== 'betweenGames') continue;
      const seat = table.seats.find((status) => status.kind !== 'bot' && status.name !== null && nameKey(status.name) === key);
      if (seat === undefined) continue;
      if (newest === null || table.createdAt > newest.createdAt) newest = table;
    }
    return newest?.code ?? null;
  }

  /**
   * Opens a table as `spec` says, on the shard with the fewest tables, and
   * seats its opener in the first seat; at most 3 tables at which no player
   * is connected may have been opened from one `address` (its /64 for IPv6).
   */
  open(spec: TableSpec, opener: Identity, screen: ScreenRequest | null, handlers: SessionHandlers | null, address: string | null = null): Promise<RemotePlacement> {
    if (this.#closed) return Promise.resolve({ ok: false, reason: { code: 'closed' } });
    const problem = tableSpecProblem(spec);
    if (problem !== null) return Promise.resolve({ ok: false, reason: { code: 'spec', problem } });
    if (this.#where.size >= this.options.maxTables) return Promise.resolve({ ok: false, reason: { code: 'tooManyTables', max: this.options.maxTables } });
    const from = address === null ? null : addressGroup(address);
    if (from !== null && this.#unattendedFrom(from) >= MAX_UNATTENDED_TABLES_PER_ADDRESS) {
      return Promise.resolve({ ok: false, reason: { code: 'tooManyUnattended', max: MAX_UNATTENDED_TABLES_PER_ADDRESS } });
    }
    const shard = this.#leastLoaded();
    if (shard === null) return Promise.resolve({ ok: false, reason: { code: 'closed' } });
    const code = this.#newCode(spec.private);
    this.#where.set(code, shard);
    if (from !== null) this.#openedFrom.set(code, from);
    shard.tables++;
    const cluster = this.options.cluster;
    const opened = (): Promise<RemotePlacement> =>
      this.#place(shard, { kind: 'open', code, spec, createdAt: this.options.now(), identity: opener, openedFrom: from }, screen, handlers).then((placement) => {
        if (!placement.ok && this.#where.get(code) === shard && !this.#summaries.has(code)) {
          this.#forget(code);
          cluster?.unreserve(code);
        }
        return placement;
      });
    if (cluster === undefined) return opened();
    // On several processes a code is taken in the store, where two processes cannot both take one.
    return cluster.reserve(code, from).then((reserved) => {
      if (reserved) return opened();
      this.#forget(code);
      return this.#closed ? { ok: false, reason: { code: 'closed' } } : this.open(spec, opener, screen, handlers, address);
    });
  }

  /** A seat at the table of `code`: the player's own again, or a free one while it waits for players. */
  join(code: string, identity: Identity, screen: ScreenRequest | null, handlers: SessionHandlers | null): Promise<RemotePlacement> {
    const shard = this.#where.get(code);
    if (shard === undefined && !this.#closed && this.options.cluster?.has(code) === true) {
      return this.options.cluster.place({ kind: 'join', code, identity }, screen, handlers ?? NO_HANDLERS);
    }
    if (shard === undefined || this.#closed) return Promise.resolve({ ok: false, reason: this.#closed ? { code: 'closed' } : { code: 'noSuchTable', table: code } });
    return this.#place(shard, { kind: 'join', code, identity }, screen, handlers);
  }

  /** A spectator's place at the table of `code`. */
  watch(code: string, screen: ScreenRequest | null, handlers: SessionHandlers | null): Promise<RemotePlacement> {
    const shard = this.#where.get(code);
    if (shard === undefined && !this.#closed && this.options.cluster?.has(code) === true) {
      return this.options.cluster.place({ kind: 'watch', code }, screen, handlers ?? NO_HANDLERS);
    }
    if (shard === undefined || this.#closed) return Promise.resolve({ ok: false, reason: this.#closed ? { code: 'closed' } : { code: 'noSuchTable', table: code } });
    return this.#place(shard, { kind: 'watch', code }, screen, handlers);
  }

  /** A seat at a public table that waits for players, else at a new quick table. */
  async quick(identity: Identity, lang: Lang, screen: ScreenRequest | null, handlers: SessionHandlers | null, address: string | null = null): Promise<RemotePlacement> {
    const free = (table: TableSummary): number => table.seats.filter((seat) => seat.kind === 'remote' && seat.name === null).length;
    const candidates = [...this.#allSummaries()]
      .filter((table) => !table.private && table.phase === 'waiting' && free(table) > 0)
      .sort((a, b) => Number(b.quick) - Number(a.quick) || Number(b.lang === lang) - Number(a.lang === lang) || free(a) - free(b) || a.createdAt - b.createdAt);
    for (const table of candidates) {
      const placement = await this.join(table.code, identity, screen, handlers);
      if (placement.ok) return placement;
    }
    return this.open(quickTableSpec(lang), identity, screen, handlers, address);
  }

  /**
   * Tables opened from `address` at which no player is connected: waiting
   * for players, or started with bots in every seat but the players' who
   * left. Counting only waiting tables let one client open a table of bots
   * that started at once, leave it, and open the next, until the server was
   * full. A table still being opened counts (its opener is not seated yet);
   * one whose player is back does not.
   */
  #unattendedFrom(address: string): number {
    let count = 0;
    for (const [code, from] of this.#openedFrom) {
      if (from !== address) continue;
      const summary = this.#summaries.get(code);
      if (summary === undefined || !summary.seats.some((seat) => seat.kind !== 'bot' && seat.connected)) count++;
    }
    for (const remote of this.options.cluster?.remoteTables() ?? []) {
      if (remote.openedFrom === address && !remote.summary.seats.some((seat) => seat.kind !== 'bot' && seat.connected)) count++;
    }
    return count;
  }

  /** Brings back a table kept by the last run, on the shard with the fewest tables. */
  restore(kept: KeptTable, saved: { readonly file: string; readonly record: MatchRecord } | null): Promise<boolean> {
    const shard = this.#leastLoaded();
    if (this.#where.has(kept.code) || shard === null) return Promise.resolve(false);
    this.#where.set(kept.code, shard);
    // A restart must not lift the limit per address: the table counts against the address that opened it.
    if (kept.openedFrom !== null) this.#openedFrom.set(kept.code, kept.openedFrom);
    shard.tables++;
    return new Promise((resolve) => {
      this.#restoring.set(kept.code, (ok) => {
        if (!ok) this.#forget(kept.code);
        resolve(ok);
      });
      shard.link.post({ type: 'restore', kept, saved });
    });
  }

  /** A new code (of a private table's length if `isPrivate`), for a restored table that lost its own. */
  freeCode(isPrivate: boolean): string {
    return this.#newCode(isPrivate);
  }

  /** Every shard enforces its time rules now (they also do by themselves). */
  sweep(): void {
    for (const shard of this.#shards) shard.link.post({ type: 'sweep' });
  }

  /** Stops every shard (their tables stay on disk, to be brought back) and waits for their last saves. */
  async stop(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#listTimer !== null) clearTimeout(this.#listTimer);
    this.#listListeners.clear();
    const live = this.#shards.filter((shard) => !shard.lost);
    if (live.length > 0) {
      await new Promise<void>((resolve) => {
        for (const shard of live) this.#stopping.add(shard);
        this.#stopped = resolve;
        for (const shard of live) shard.link.post({ type: 'stop' });
      });
    }
    await Promise.all(this.#shards.map((shard) => shard.link.terminate()));
  }

  #leastLoaded(): ShardState | null {
    let least: ShardState | null = null;
    for (const shard of this.#shards) if (!shard.lost && (least === null || shard.tables < least.tables)) least = shard;
    return least;
  }

  /** A shard's thread failed: its players go back to the lobby, its tables off the list, and the server is told which they were. */
  #lost(shard: ShardState, why: string): void {
    if (shard.lost || this.#closed) return;
    shard.lost = true;
    const index = this.#shards.indexOf(shard);
    if (index !== -1) this.#shards.splice(index, 1);
    const codes = [...this.#where].filter(([, owner]) => owner === shard).map(([code]) => code);
    for (const [id, pending] of [...this.#pending]) {
      if (pending.shard !== shard) continue;
      this.#pending.delete(id);
      pending.resolve({ ok: false, reason: { code: 'closed' } });
    }
    for (const [id, session] of [...this.#sessions]) {
      if (session.shard !== shard) continue;
      this.#sessions.delete(id);
      session.handlers?.onLeft(session.code);
    }
    for (const code of codes) this.#forget(code);
    this.#listChanged();
    this.options.onShardLost?.(codes, why);
  }

  #place(shard: ShardState, request: PlaceRequest, screen: ScreenRequest | null, handlers: SessionHandlers | null, guest = false): Promise<RemotePlacement> {
    const session = this.#nextSession++;
    return new Promise((resolve) => {
      this.#pending.set(session, { shard, request, screen, handlers, guest, resolve });
      shard.link.post({ type: 'place', session, request, screen });
    });
  }

  /**
   * The table of `entry` moved to another process (this one lost it): the
   * player is placed at it there, through the other process, once the
   * directory says where it is; should that fail, back to the lobby.
   */
  #follow(entry: LocalSession): void {
    const cluster = this.options.cluster;
    const handlers = entry.handlers ?? NO_HANDLERS;
    if (cluster === undefined || entry.guest || this.#closed) {
      // Another process's player: that process places them again (cluster.ts, on TABLE_MOVED).
      handlers.onLeft(entry.guest ? TABLE_MOVED : entry.code);
      return;
    }
    const request =
      entry.request.kind === 'watch' ? ({ kind: 'watch', code: entry.code } as const) : ({ kind: 'join', code: entry.code, identity: entry.request.identity } as const);
    const screen = entry.screen === null ? null : { ...entry.screen, size: entry.size ?? entry.screen.size };
    // The new owner's first frame is drawn on a clear screen (a line in sentences says nothing here: the table reads out again).
    if (screen !== null && !screen.reader) handlers.onOutput('\u001b[2J\u001b[H');
    void cluster
      .moved([entry.code])
      .then(() => cluster.place(request, screen, handlers))
      .then((placement) => {
        if (entry.left) {
          if (placement.ok) placement.session.leave();
          return;
        }
        if (placement.ok) entry.movedTo = placement.session;
        else handlers.onLeft(entry.code);
      })
      .catch(() => {
        if (!entry.left) handlers.onLeft(entry.code);
      });
  }

  #heard(shard: ShardState, message: ShardToMain): void {
    switch (message.type) {
      case 'placed': {
        const pending = this.#pending.get(message.session);
        if (pending === undefined) return;
        this.#pending.delete(message.session);
        const entry: LocalSession = { ...pending, code: message.code, size: pending.screen?.size ?? null, movedTo: null, left: false };
        this.#sessions.set(message.session, entry);
        const id = message.session;
        pending.resolve({
          ok: true,
          session: {
            code: message.code,
            seat: message.seat,
            input: (data) => {
              if (entry.movedTo !== null) entry.movedTo.input(data);
              else if (!entry.left) shard.link.post({ type: 'input', session: id, data });
            },
            resize: (size) => {
              entry.size = size;
              if (entry.movedTo !== null) entry.movedTo.resize(size);
              else if (!entry.left) shard.link.post({ type: 'resize', session: id, size });
            },
            leave: () => {
              if (entry.left) return;
              entry.left = true;
              entry.movedTo?.leave();
              if (this.#sessions.get(id) !== entry) return;
              this.#sessions.delete(id);
              shard.link.post({ type: 'leave', session: id });
            },
          },
        });
        return;
      }
      case 'refused': {
        const pending = this.#pending.get(message.session);
        this.#pending.delete(message.session);
        pending?.resolve({ ok: false, reason: message.reason });
        return;
      }
      case 'output':
        this.#sessions.get(message.session)?.handlers?.onOutput(message.text);
        return;
      case 'left': {
        const session = this.#sessions.get(message.session);
        this.#sessions.delete(message.session);
        if (session === undefined) return;
        if (message.closed === TABLE_MOVED) {
          // Forgotten here at once, so that placing the player again asks the table's new owner, not the shard.
          if (this.#where.get(session.code) === shard) this.#forget(session.code);
          this.#follow(session);
        } else session.handlers?.onLeft(message.closed);
        return;
      }
      case 'tables':
        for (const summary of message.changed) this.#summaries.set(summary.code, summary);
        if (!this.#closed) this.options.cluster?.tablesChanged(message.changed, message.ended, (code) => this.#openedFrom.get(code) ?? null);
        for (const code of message.ended) this.#forget(code);
        for (const code of message.moved) if (this.#where.get(code) === shard) this.#forget(code);
        if (message.moved.length > 0) void this.options.cluster?.moved(message.moved);
        this.#listChanged();
        return;
      case 'restored':
        this.#restoring.get(message.code)?.(message.ok);
        this.#restoring.delete(message.code);
        return;
      case 'event':
        this.options.onEvent?.(message.event);
        return;
      case 'problem':
        this.options.onProblem?.(message.problem);
        return;
      case 'stopped':
        this.#stopping.delete(shard);
        if (this.#stopping.size === 0) this.#stopped?.();
        return;
    }
  }

  #forget(code: string): void {
    const shard = this.#where.get(code);
    if (shard !== undefined) shard.tables--;
    this.#where.delete(code);
    this.#summaries.delete(code);
    this.#ids.delete(code);
    this.#openedFrom.delete(code);
  }

  #newCode(isPrivate: boolean): string {
    const length = isPrivate ? PRIVATE_CODE_LENGTH : PUBLIC_CODE_LENGTH;
    return (this.options.newCode ?? newTableCode)(length, (code) => this.#where.has(code) || this.options.cluster?.has(code) === true);
  }

  #listChanged(): void {
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
}
