/**
 * Where a connection goes when it opens, joins or watches a table: to one
 * of this process's shards (shard.ts, one per core, each the only authority
 * for its tables), or to another process on the same store (the cluster),
 * and what crosses between them (protocol.ts).
 *
 * - a new table goes to the shard with the fewest, under a code new on the
 *   whole server (tableDirectory.ts; on several processes taken in the
 *   store, where two processes cannot both take one);
 * - quick match: a seat at a public table that waits for players (quick
 *   tables first, then those of the player's language, then those closest
 *   to full), else a new quick table, which its shard fills with bots;
 * - a table that moves to another process takes its players along.
 */

import type { Seat } from '../../core/types.js';
import type { Lang } from '../../i18n/catalog.js';
import type { MatchRecord } from '../../table/index.js';
import type { LinkTrouble, ToRoom, ToSeat } from '../../room/link.js';
import { addressGroup } from '../ssh/addressGroup.js';
import { MAX_UNATTENDED_TABLES_PER_ADDRESS } from './guard.js';
import { TABLE_MOVED, type PlaceRequest, type ShardLink, type ShardToMain } from './protocol.js';
import type { StorageProblem } from './storage.js';
import type { TableDirectory } from './tableDirectory.js';
import type { DirectoryEvent, DirectoryRefusal, Identity, KeptTable, TableSummary } from './tables.js';
import { quickTableSpec, tableSpecProblem, type TableSpec } from './tableSpec.js';
import { ratedIdOf, type RatingBook } from './ratingBook.js';

/** What a connection at a table hears from its room (on a shard of this process or another's). */
export interface SessionHandlers {
  /** A message of the seat's link (room/link.ts): its scene, an answer. */
  readonly onSeat: (message: ToSeat) => void;
  /** The table was closed under the player (`closed`: its code), or could not be followed where it moved. */
  readonly onLeft: (closed: string) => void;
  /** The link is down for a while (cluster.ts): the table moves to another process, or a move could not be sent. */
  readonly onTrouble?: (trouble: LinkTrouble) => void;
}

/** A connection placed at a table of a shard. */
export interface SeatedSession {
  readonly code: string;
  readonly seat: Seat | null;
  /** A message of the seat's link to its room. */
  send(message: ToRoom): void;
  /** Leaves the table (the connection ended, or goes elsewhere): the seat is kept while the match goes on. */
  leave(): void;
}

export type RemotePlacement = { readonly ok: true; readonly session: SeatedSession } | { readonly ok: false; readonly reason: DirectoryRefusal };

/** A place at a table of another process, or one of this process's asked for by another. */
export type PlaceAt = { readonly kind: 'join'; readonly code: string; readonly identity: Identity } | { readonly kind: 'watch'; readonly code: string };

/** What placement needs of the other processes on the same store (cluster/cluster.ts has it). */
export interface PlacementCluster {
  /** Whether another process serves the table of `code`. */
  has(code: string): boolean;
  /** Whether another process serves the table of `code`, looked up in the store where this process has not heard of it yet. */
  find(code: string): Promise<boolean>;
  /** Takes `code` for a new table here: false if any process uses it. */
  reserve(code: string, openedFrom: string | null): Promise<boolean>;
  unreserve(code: string): void;
  tablesChanged(changed: readonly TableSummary[], ended: readonly string[], openedFrom: (code: string) => string | null): void;
  /** Tables of this process that another owns now: resolves once the directory says where they are. */
  moved(codes: readonly string[]): Promise<void>;
  /** A place at a table another process serves (the player placed again, should that process die). */
  place(request: PlaceAt, handlers: SessionHandlers): Promise<RemotePlacement>;
}

export interface PlacementOptions {
  readonly maxTables: number;
  readonly now: () => number;
  /** The server's ratings: quick match seats a player beside players of similar rating. */
  readonly ratings?: RatingBook;
  readonly onEvent?: (event: DirectoryEvent) => void;
  readonly onProblem?: (problem: StorageProblem) => void;
  /** A shard's thread failed (LobbyOptions). */
  readonly onShardLost?: (tables: readonly string[], why: string) => void;
  readonly cluster?: PlacementCluster;
}

/** A shard as placement knows it. */
export interface ShardState {
  readonly link: ShardLink;
  /** Tables on it, including those being opened. */
  tables: number;
  /** Its thread failed: nothing is sent to it any more. */
  lost: boolean;
}

/** How far from a player's rating quick match takes a table whose players are not rated (a new server, open logins): a typical spread. */
const UNRATED_TABLE_DISTANCE = 200;

const NO_HANDLERS: SessionHandlers = { onSeat: () => undefined, onLeft: () => undefined };

/** A placement asked of a shard, waiting for its answer. */
interface Pending {
  readonly shard: ShardState;
  readonly request: PlaceRequest;
  readonly handlers: SessionHandlers | null;
  /** Placed for another process's player (placeHere): should the table move, that process places them again. */
  readonly guest: boolean;
  readonly resolve: (placement: RemotePlacement) => void;
}

/** A session at a table of this process's shards. */
interface LocalSession extends Omit<Pending, 'resolve'> {
  readonly code: string;
  /** The table moved to another process: the session goes on there. */
  movedTo: SeatedSession | null;
  left: boolean;
}

export class TablePlacement {
  readonly #shards: ShardState[] = [];
  readonly #pending = new Map<number, Pending>();
  readonly #sessions = new Map<number, LocalSession>();
  readonly #restoring = new Map<string, (ok: boolean) => void>();
  readonly #stopping = new Set<ShardState>();
  #nextSession = 1;
  #closed = false;
  #stopped: (() => void) | null = null;

  constructor(
    private readonly directory: TableDirectory<ShardState>,
    private readonly options: PlacementOptions,
  ) {}

  /** A seat or a watcher's place at one of this process's own tables (for a player connected to another process). */
  placeHere(request: PlaceAt, handlers: SessionHandlers): Promise<RemotePlacement> {
    const shard = this.directory.owner(request.code);
    if (shard === undefined || this.#closed) return Promise.resolve({ ok: false, reason: this.#closed ? { code: 'closed' } : { code: 'noSuchTable', table: request.code } });
    return this.#place(shard, request, handlers, true);
  }

  /** A shard more (or one in place of a shard that was lost). */
  addShard(link: ShardLink): void {
    const shard: ShardState = { link, tables: 0, lost: false };
    this.#shards.push(shard);
    link.onMessage((message) => this.#heard(shard, message));
    link.onFailure((why) => this.#lost(shard, why));
  }

  /**
   * Opens a table as `spec` says, on the shard with the fewest tables, and
   * seats its opener in the first seat; at most 3 tables at which no player
   * is connected may have been opened from one `address` (its /64 for IPv6).
   */
  open(spec: TableSpec, opener: Identity, handlers: SessionHandlers | null, address: string | null = null): Promise<RemotePlacement> {
    if (this.#closed) return Promise.resolve({ ok: false, reason: { code: 'closed' } });
    const problem = tableSpecProblem(spec);
    if (problem !== null) return Promise.resolve({ ok: false, reason: { code: 'spec', problem } });
    if (this.directory.size >= this.options.maxTables) return Promise.resolve({ ok: false, reason: { code: 'tooManyTables', max: this.options.maxTables } });
    const from = address === null ? null : addressGroup(address);
    if (from !== null && this.directory.unattendedFrom(from) >= MAX_UNATTENDED_TABLES_PER_ADDRESS) {
      return Promise.resolve({ ok: false, reason: { code: 'tooManyUnattended', max: MAX_UNATTENDED_TABLES_PER_ADDRESS } });
    }
    const shard = this.#leastLoaded();
    if (shard === null) return Promise.resolve({ ok: false, reason: { code: 'closed' } });
    const code = this.directory.newCode(spec.private);
    this.directory.add(code, shard, from);
    shard.tables++;
    const cluster = this.options.cluster;
    const opened = (): Promise<RemotePlacement> =>
      this.#place(shard, { kind: 'open', code, spec, createdAt: this.options.now(), identity: opener, openedFrom: from }, handlers).then((placement) => {
        if (!placement.ok && this.directory.owner(code) === shard && !this.directory.hasSummary(code)) {
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
      return this.#closed ? { ok: false, reason: { code: 'closed' } } : this.open(spec, opener, handlers, address);
    });
  }

  /** A seat at the table of `code`: the player's own again, or a free one while it waits for players. */
  join(code: string, identity: Identity, handlers: SessionHandlers | null): Promise<RemotePlacement> {
    const shard = this.directory.owner(code);
    if (shard === undefined && !this.#closed && this.options.cluster?.has(code) === false) {
      // Not heard of here: perhaps a table just opened on another process.
      return this.options.cluster.find(code).then((found) => (found ? this.join(code, identity, handlers) : { ok: false, reason: { code: 'noSuchTable', table: code } }));
    }
    if (shard === undefined && !this.#closed && this.options.cluster?.has(code) === true) {
      return this.options.cluster.place({ kind: 'join', code, identity }, handlers ?? NO_HANDLERS);
    }
    if (shard === undefined || this.#closed) return Promise.resolve({ ok: false, reason: this.#closed ? { code: 'closed' } : { code: 'noSuchTable', table: code } });
    return this.#place(shard, { kind: 'join', code, identity }, handlers);
  }

  /** A spectator's place at the table of `code`. */
  watch(code: string, handlers: SessionHandlers | null): Promise<RemotePlacement> {
    const shard = this.directory.owner(code);
    if (shard === undefined && !this.#closed && this.options.cluster?.has(code) === false) {
      return this.options.cluster.find(code).then((found) => (found ? this.watch(code, handlers) : { ok: false, reason: { code: 'noSuchTable', table: code } }));
    }
    if (shard === undefined && !this.#closed && this.options.cluster?.has(code) === true) {
      return this.options.cluster.place({ kind: 'watch', code }, handlers ?? NO_HANDLERS);
    }
    if (shard === undefined || this.#closed) return Promise.resolve({ ok: false, reason: this.#closed ? { code: 'closed' } : { code: 'noSuchTable', table: code } });
    return this.#place(shard, { kind: 'watch', code }, handlers);
  }

  /** A seat at a public table that waits for players, else at a new quick table. */
  async quick(identity: Identity, lang: Lang, handlers: SessionHandlers | null, address: string | null = null): Promise<RemotePlacement> {
    const free = (table: TableSummary): number => table.seats.filter((seat) => seat.kind === 'remote' && seat.name === null).length;
    // Players of similar rating together: the table whose rated players' mean is nearest the player's own.
    const book = this.options.ratings;
    const mine = book?.of(ratedIdOf(identity.key)) ?? null;
    const distance = (table: TableSummary): number => {
      if (book === undefined || mine === null) return 0;
      const rated = book.seatsOf(table).filter((rating): rating is number => rating !== null);
      return rated.length === 0 ? UNRATED_TABLE_DISTANCE : Math.abs(rated.reduce((sum, rating) => sum + rating, 0) / rated.length - mine);
    };
    const candidates = [...this.directory.all()]
      .filter((table) => !table.private && table.phase === 'waiting' && free(table) > 0)
      .sort(
        (a, b) =>
          Number(b.quick) - Number(a.quick) || Number(b.lang === lang) - Number(a.lang === lang) || distance(a) - distance(b) || free(a) - free(b) || a.createdAt - b.createdAt,
      );
    for (const table of candidates) {
      const placement = await this.join(table.code, identity, handlers);
      if (placement.ok) return placement;
    }
    return this.open(quickTableSpec(lang), identity, handlers, address);
  }

  /** Brings back a table kept by the last run, on the shard with the fewest tables. */
  restore(kept: KeptTable, saved: { readonly file: string; readonly record: MatchRecord } | null): Promise<boolean> {
    const shard = this.#leastLoaded();
    if (this.directory.owner(kept.code) !== undefined || shard === null) return Promise.resolve(false);
    // A restart must not lift the limit per address: the table counts against the address that opened it.
    this.directory.add(kept.code, shard, kept.openedFrom);
    shard.tables++;
    return new Promise((resolve) => {
      this.#restoring.set(kept.code, (ok) => {
        if (!ok) this.#forget(kept.code);
        resolve(ok);
      });
      shard.link.post({ type: 'restore', kept, saved });
    });
  }

  /** Every shard enforces its time rules now (they also do by themselves). */
  sweep(): void {
    for (const shard of this.#shards) shard.link.post({ type: 'sweep' });
  }

  /** Stops every shard (their tables stay on disk, to be brought back) and waits for their last saves. */
  async stop(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.directory.close();
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
    const codes = this.directory.codesOf(shard);
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
    this.directory.listChanged();
    this.options.onShardLost?.(codes, why);
  }

  #place(shard: ShardState, request: PlaceRequest, handlers: SessionHandlers | null, guest = false): Promise<RemotePlacement> {
    const session = this.#nextSession++;
    return new Promise((resolve) => {
      this.#pending.set(session, { shard, request, handlers, guest, resolve });
      shard.link.post({ type: 'place', session, request });
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
    // The new owner's first scene comes whole: the seat's screen goes on from it.
    void cluster
      .moved([entry.code])
      .then(() => cluster.place(request, handlers))
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
        const entry: LocalSession = { ...pending, code: message.code, movedTo: null, left: false };
        this.#sessions.set(message.session, entry);
        const id = message.session;
        pending.resolve({
          ok: true,
          session: {
            code: message.code,
            seat: message.seat,
            send: (seatMessage) => {
              if (entry.movedTo !== null) entry.movedTo.send(seatMessage);
              else if (!entry.left) shard.link.post({ type: 'seat', session: id, message: seatMessage });
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
      case 'seat':
        this.#sessions.get(message.session)?.handlers?.onSeat(message.message);
        return;
      case 'left': {
        const session = this.#sessions.get(message.session);
        this.#sessions.delete(message.session);
        if (session === undefined) return;
        if (message.closed === TABLE_MOVED) {
          // Forgotten here at once, so that placing the player again asks the table's new owner, not the shard.
          if (this.directory.owner(session.code) === shard) this.#forget(session.code);
          this.#follow(session);
        } else session.handlers?.onLeft(message.closed);
        return;
      }
      case 'tables':
        this.directory.summarized(message.changed);
        if (!this.#closed) this.options.cluster?.tablesChanged(message.changed, message.ended, (code) => this.directory.openedFrom(code));
        for (const code of message.ended) this.#forget(code);
        for (const code of message.moved) if (this.directory.owner(code) === shard) this.#forget(code);
        if (message.moved.length > 0) void this.options.cluster?.moved(message.moved);
        this.directory.listChanged();
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

  /** The table of `code` is off this process's shards: one table fewer on the shard that had it. */
  #forget(code: string): void {
    const shard = this.directory.forget(code);
    if (shard !== undefined) shard.tables--;
  }
}
