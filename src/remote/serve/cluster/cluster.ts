/**
 * One server of several processes on one PostgreSQL (`serve --store`): the
 * main thread's part that makes this process one of them. Each process
 * keeps the tables it owns on its own table threads, the one authority for
 * each (nothing about a table is decided anywhere else); what this module
 * adds is what the lobby needs of the others:
 *
 * - **who is alive**: a lease renewed every `beatMs` (pgCluster.ts); a
 *   process whose lease ran out is gone, and the live ones claim its tables
 *   (each a share, from its last stored state) within about `leaseMs`;
 * - **the directory**: every table of every process, with its owner and
 *   what the lobby lists of it, read at start and kept current by
 *   notifications (bus.ts) that each owner sends as its tables change;
 * - **names**: a name online on one process of all (a second screen would
 *   see that player's hidden cards);
 * - **seats elsewhere**: a player connected here at a table another process
 *   owns is placed there by messages, and their keys and frames travel by
 *   notifications; if that process dies, the player reads a line saying
 *   so, and is placed again, at their seat, once the table is back.
 *
 * A process cut off from PostgreSQL plays on as far as its saves let it
 * (nothing is shown before it is stored) and tries again every `beatMs`. It
 * counts its lease from when it *sent* the renewal, never from the reply;
 * PostgreSQL counts from when the renewal ran, which is later. Should the
 * others have buried it meanwhile (its lease ran out: pgCluster.ts), its
 * next renewal fails and it stops (`onFenced`): their claims already
 * refuse its writes. A table whose save is refused because another process
 * owns it now is given up at once, and its players are placed at the new
 * owner (`moved`).
 */

import { heldByAddress, type DirectoryRefusal, type Identity, type TableSummary } from '../tables.js';
import type { PgCluster } from '../../../record/pgCluster.js';
import type { RemotePlacement, SeatedSession, SessionHandlers } from '../lobby.js';
import type { ToRoom, ToSeat } from '../../../room/link.js';
import type { Seat } from '../../../core/types.js';
import { TABLE_MOVED } from '../protocol.js';
import { ALL, type Bus } from './bus.js';
import { monotonicNow, type LeaseClock } from '../../../record/leaseClock.js';

/** A table another process serves, as this one knows it. */
export interface RemoteTable {
  /** The process serving it; null while none does (its owner died, a claim is on its way). */
  owner: string | null;
  openedFrom: string | null;
  summary: TableSummary | null;
}

/** Where this process places a player at one of its own tables (the lobby, without any other process). */
export interface LocalTables {
  placeHere(
    request: { readonly kind: 'join'; readonly code: string; readonly identity: Identity } | { readonly kind: 'watch'; readonly code: string },
    handlers: SessionHandlers,
  ): Promise<RemotePlacement>;
  /** Codes of the tables this process serves. */
  codes(): string[];
  /** The connection of `name` here is replaced by one of the same key on another process. */
  replaceOnline(name: string): void;
  /** The list of tables changed. */
  listChanged(): void;
}

export type ClusterEvent =
  | { readonly code: 'processGone'; readonly process: string; readonly tables: number }
  | { readonly code: 'claimed'; readonly tables: number }
  | { readonly code: 'cutOff'; readonly why: string }
  | { readonly code: 'back' }
  | { readonly code: 'fenced' }
  /** Directory rows of processes that are gone whose tables were not kept (ended, never opened): removed. */
  | { readonly code: 'orphanRows'; readonly tables: number };

export interface ClusterOptions {
  readonly self: string;
  readonly db: PgCluster;
  readonly bus: Bus;
  readonly leaseMs: number;
  readonly beatMs: number;
  /** This process's lease as it counts it (from each renewal's sending), shared with its table threads' stores. */
  readonly lease?: LeaseClock;
  /** How long a player waits for a table whose process died to be back before going to the lobby. */
  readonly reconnectMs: number;
  /** Tables this process claimed (their owner died, or they were kept from before): to be brought back here. */
  readonly onClaimed: (codes: readonly string[]) => Promise<void>;
  /** This process lost its tables to the others while cut off: it must stop. */
  readonly onFenced: () => void;
  readonly onEvent?: (event: ClusterEvent) => void;
}

type Message =
  | { readonly t: 'dir'; readonly code: string; readonly openedFrom: string | null; readonly summary: TableSummary }
  | { readonly t: 'gone'; readonly code: string }
  | { readonly t: 'bye' }
  /** The sender's connections per address: those that changed, or (`all`) every one, an address not named having none. */
  | { readonly t: 'conns'; readonly counts: Readonly<Record<string, number>>; readonly all: boolean }
  /**
   * The sender's players at other processes' tables, by owner: their `sid`s
   * (placed, or being placed). An owner drops a guest of the sender that is
   * not listed: its leave, or the answer to its place, was lost while the
   * notifications were cut off, and it would hold the seat for ever ("is at
   * that table already" to the player coming back).
   */
  | { readonly t: 'relays'; readonly byOwner: Readonly<Record<string, readonly number[]>> }
  | { readonly t: 'replace'; readonly name: string }
  | { readonly t: 'place'; readonly sid: number; readonly request: PlaceAt }
  /** The seat link of player `sid` (room/link.ts), as between a table thread and the main thread: to the room at the owner. */
  | { readonly t: 'toRoom'; readonly sid: number; readonly m: ToRoom }
  /** The same link from the room: the messages of one turn of the event loop together. */
  | { readonly t: 'toSeat'; readonly sid: number; readonly ms: readonly ToSeat[] }
  | { readonly t: 'leave'; readonly sid: number }
  | { readonly t: 'placed'; readonly sid: number; readonly code: string; readonly seat: Seat | null }
  | { readonly t: 'refused'; readonly sid: number; readonly reason: DirectoryRefusal }
  | { readonly t: 'left'; readonly sid: number; readonly closed: string };

type PlaceAt = { readonly kind: 'join'; readonly code: string; readonly identity: Identity } | { readonly kind: 'watch'; readonly code: string };

/** A placement asked of another process, waiting for its answer. */
interface Asked {
  readonly owner: string;
  readonly code: string;
  readonly handlers: SessionHandlers;
  readonly resolve: (placement: RemotePlacement) => void;
}

/** A seat of this process's player at another process's table. */
interface Relayed {
  readonly owner: string;
  readonly code: string;
  readonly handlers: SessionHandlers;
}

/** How long a process gathers changes of its connections per address before telling them; how often it tells all of them. */
const CONNS_MS = 250;

/** Another process's player at a table of this one. */
interface Guest {
  readonly session: SeatedSession;
}
const CONNS_ALL_MS = 10_000;

/** A player whose keys cannot be sent reads so at most this often (each key would be a line). */
const KEY_NOT_SENT_EVERY_MS = 2_000;

/** How long an answer from another process may take before the player is told the table is not there. */
const ANSWER_MS = 10_000;

export class Cluster {
  readonly #remote = new Map<string, RemoteTable>();
  #alive = new Set<string>();
  readonly #asked = new Map<number, Asked>();
  readonly #relayed = new Map<number, Relayed>();
  /** Other processes' players at this process's tables, by `process sid`. */
  readonly #guests = new Map<string, Guest>();
  readonly #listeners = new Set<() => void>();
  #local: LocalTables | null = null;
  #nextSid = 1;
  #beat: ReturnType<typeof setInterval> | null = null;
  /** Since when this process has been connected without a break. */
  #connectedSince: number;
  #cutOff = false;
  #sweeping = false;
  #onlineElsewhere = 0;
  /** The other processes' connections per address, as they last told (for the limit per address across all). */
  readonly #connsElsewhere = new Map<string, Map<string, number>>();
  /** This process's connections per address, and those changed since they were last told. */
  readonly #connsHere = new Map<string, number>();
  readonly #connsChanged = new Set<string>();
  #connsTimer: ReturnType<typeof setTimeout> | null = null;
  #connsToldAllAt = 0;
  /** Processes this one judged gone: should one renew its lease again, the directory is read again. */
  readonly #judgedGone = new Set<string>();
  /** Directory rows of this process to remove, whose removal failed (the store away): tried again at every beat. */
  readonly #rowsToDrop = new Set<string>();
  #stopped = false;

  private constructor(private readonly options: ClusterOptions) {
    this.#connectedSince = Number.NEGATIVE_INFINITY;
    options.bus.onMessage((from, message) => this.#heard(from, message as Message));
    // Read again once the notifications are back; should PostgreSQL go again meanwhile, the next reconnection reads it.
    options.bus.onReconnected(() => {
      void this.#reload().catch(() => undefined);
      // Scenes sent meanwhile may be lost, both ways: this process's guests are sent theirs whole, and its players' owners asked to.
      for (const guest of this.#guests.values()) guest.session.send({ t: 'resync' });
      for (const [sid, relayed] of this.#relayed) options.bus.send(relayed.owner, { t: 'toRoom', sid, m: { t: 'resync' } } satisfies Message);
    });
  }

  /** Joins the cluster: a lease of its own, the directory read. */
  static async join(options: ClusterOptions): Promise<Cluster> {
    const cluster = new Cluster(options);
    const sent = monotonicNow();
    cluster.epoch = await options.db.join(options.self, options.leaseMs);
    options.lease?.renewed(sent, options.leaseMs);
    await cluster.#reload();
    return cluster;
  }

  /** This process's number among all that ever joined the store (for the log). */
  epoch = 0;

  /**
   * Tables of this process that another owns now (a save refused: it was
   * claimed while this process was thought gone): the directory is read
   * again, so that their players are placed at the new owner.
   */
  moved(codes: readonly string[]): Promise<void> {
    if (codes.length === 0) return Promise.resolve();
    return this.#reload().catch(() => undefined);
  }

  get self(): string {
    return this.options.self;
  }

  /** The lobby this process places players at its own tables with; then the beat starts (and the first claim of unserved tables). */
  async attach(local: LocalTables): Promise<void> {
    this.#local = local;
    await this.sweep();
    this.#beat = setInterval(() => void this.#tick(), this.options.beatMs);
    this.#beat.unref?.();
  }

  /**
   * The limit per address across every process (remote/ssh/admission.ts):
   * each process tells the others its counts as they change (a quarter of a
   * second's changes at once) and all of them every ten seconds, so that a
   * process that joined or missed some learns them. A few connections let in
   * at once on several processes may pass the limit by as many.
   */
  readonly addresses = {
    elsewhere: (address: string): number => {
      let count = 0;
      for (const [process, counts] of this.#connsElsewhere) if (this.#alive.has(process)) count += counts.get(address) ?? 0;
      return count;
    },
    counted: (address: string, count: number): void => {
      if (count > 0) this.#connsHere.set(address, count);
      else this.#connsHere.delete(address);
      this.#connsChanged.add(address);
      this.#connsTimer ??= setTimeout(() => this.#tellConns(false), CONNS_MS);
      this.#connsTimer.unref?.();
    },
  };

  /** Every player of this process at another's table, by owner (`relays`): the owners drop guests that are not. */
  #tellRelays(): void {
    if (this.#stopped) return;
    const byOwner: Record<string, number[]> = {};
    for (const [sid, relayed] of this.#relayed) (byOwner[relayed.owner] ??= []).push(sid);
    // Asked before the list was sent, so an owner that placed the player already finds it listed.
    for (const [sid, asked] of this.#asked) (byOwner[asked.owner] ??= []).push(sid);
    this.options.bus.send(ALL, { t: 'relays', byOwner } satisfies Message);
  }

  #tellConns(all: boolean): void {
    this.#connsTimer = null;
    const counts: Record<string, number> = {};
    for (const address of all ? this.#connsHere.keys() : this.#connsChanged) counts[address] = this.#connsHere.get(address) ?? 0;
    this.#connsChanged.clear();
    if (all) this.#connsToldAllAt = performance.now();
    if (!this.#stopped && (all || Object.keys(counts).length > 0)) this.options.bus.send(ALL, { t: 'conns', counts, all } satisfies Message);
  }

  /** How many names are online on the other processes (as of the last beat). */
  get onlineElsewhere(): number {
    return this.#onlineElsewhere;
  }

  /** Whether this is the only process alive on the store. */
  async alone(): Promise<boolean> {
    const alive = await this.options.db.alive();
    return alive.length === 1 && alive[0] === this.options.self;
  }

  /** The tables other processes serve (those whose summary is known). */
  *remoteTables(): Generator<{ readonly summary: TableSummary; readonly openedFrom: string | null }> {
    for (const table of this.#remote.values()) if (table.summary !== null) yield { summary: table.summary, openedFrom: table.openedFrom };
  }

  /** Whether another process serves (or served, and one will again) the table of `code`. */
  has(code: string): boolean {
    return this.#remote.has(code);
  }

  /**
   * Whether another process serves the table of `code`, looked up in the
   * store where this process has not heard of it: a table opened on another
   * process a moment ago is known here only once its notification comes,
   * and a player told its code may be quicker (`ssh … join CODE`). Only
   * that row is read from the store and taken (the whole directory read
   * again would drop tables heard of meanwhile); its owner counts as alive
   * if the store says so. The store away: not found.
   */
  async find(code: string): Promise<boolean> {
    if (this.#remote.has(code) || this.#stopped) return this.#remote.has(code);
    try {
      const [row] = await this.options.db.directory(code);
      if (row === undefined || row.owner === this.options.self || this.#remote.has(code) || this.#local?.codes().includes(code) === true) return this.#remote.has(code);
      if (row.owner !== null && !this.#alive.has(row.owner) && !this.#judgedGone.has(row.owner) && (await this.options.db.alive()).includes(row.owner)) this.#alive.add(row.owner);
      // Heard of meanwhile (a notification while the store answered): what was heard is newer.
      if (this.#remote.has(code)) return true;
      this.#remote.set(code, {
        owner: row.owner !== null && this.#judgedGone.has(row.owner) ? null : row.owner,
        openedFrom: row.openedFrom,
        summary: (row.summary as TableSummary | null) ?? null,
      });
      this.#changed();
      return true;
    } catch {
      return false;
    }
  }

  /** Calls `listener` when the tables of other processes changed. */
  onChange(listener: () => void): void {
    this.#listeners.add(listener);
  }

  /** Takes `code` for a new table of this process: false if any process uses it. */
  async reserve(code: string, openedFrom: string | null): Promise<boolean> {
    if (this.#remote.has(code)) return false;
    return this.options.db.reserveCode(code, this.options.self, openedFrom).catch(() => false);
  }

  /** This process's tables changed: the directory and every other process hear of it. */
  tablesChanged(changed: readonly TableSummary[], ended: readonly string[], openedFrom: (code: string) => string | null): void {
    const { db, bus, self } = this.options;
    for (const summary of changed) {
      bus.send(ALL, { t: 'dir', code: summary.code, openedFrom: openedFrom(summary.code), summary } satisfies Message);
      void db.publish(summary.code, self, summary).catch(() => undefined);
    }
    for (const code of ended) {
      bus.send(ALL, { t: 'gone', code } satisfies Message);
      this.#dropRow(code);
    }
  }

  /** A code reserved for a table that did not open after all, or a claimed table that did not come back: its row goes. */
  unreserve(code: string): void {
    this.#dropRow(code);
  }

  /**
   * This process's directory row of `code` removed; should the store be away,
   * again at every beat until it is done (a row left would name this live
   * process as the owner of a table it serves nowhere, and nobody would
   * claim it).
   */
  #dropRow(code: string): void {
    this.#rowsToDrop.add(code);
    void this.#dropRows().catch(() => undefined);
  }

  async #dropRows(): Promise<void> {
    for (const code of [...this.#rowsToDrop]) {
      await this.options.db.drop(code, this.options.self);
      this.#rowsToDrop.delete(code);
    }
  }

  /**
   * `identity` online on this process, if no other holds the name (a
   * connection of the same proven key elsewhere is replaced); with the names
   * online elsewhere, for the check of names that look alike.
   */
  async claimName(identity: Identity, nameKey: string): Promise<{ readonly ok: true; readonly others: readonly string[] } | { readonly ok: false; readonly storeAway?: boolean }> {
    const { db, bus, self } = this.options;
    try {
      const proven = identity.key !== null && !heldByAddress(identity.key);
      // A holder that missed two beats is likely a process that died (its player is back here): the name is waited
      // for until its lease has run out, rather than refused, so that the player need not try again and again.
      const staleWithin = this.options.leaseMs - 2 * this.options.beatMs;
      const until = performance.now() + this.options.leaseMs + this.options.beatMs;
      let claimed = await db.claimName(nameKey, self, identity.key, proven, staleWithin);
      while (!claimed.ok && claimed.stale && performance.now() < until && !this.#stopped) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(500, this.options.beatMs / 2)).unref?.());
        claimed = await db.claimName(nameKey, self, identity.key, proven, staleWithin);
      }
      if (!claimed.ok) return { ok: false };
      if (claimed.replaced !== null) bus.send(claimed.replaced, { t: 'replace', name: nameKey } satisfies Message);
      // A player of a process that is gone is back: its tables are claimed now rather than at the next beat, so that the player finds the seat.
      if (claimed.fromGone) await this.sweep().catch(() => undefined);
      return { ok: true, others: await db.namesOnline() };
    } catch {
      // PostgreSQL is away: the name cannot be checked against the others, so it is not let in (and is told why).
      return { ok: false, storeAway: true };
    }
  }

  releaseName(nameKey: string): void {
    void this.options.db.releaseName(nameKey, this.options.self).catch(() => undefined);
  }

  /**
   * A seat (or a watcher's place) at another process's table: asked of its
   * owner, the seat's link (room/link.ts) carried there and back. Should that
   * process die, the player reads a line saying so and is placed again once
   * the table is back (here or elsewhere), or goes to the lobby after
   * `reconnectMs` without it.
   */
  place(request: PlaceAt, handlers: SessionHandlers): Promise<RemotePlacement> {
    let current: SeatedSession | null = null;
    let over = false;
    let moving = false;
    const outer: SessionHandlers = {
      ...handlers,
      onSeat: (message) => {
        if (!over) handlers.onSeat(message);
      },
      onLeft: (closed) => {
        if (over || moving) return;
        over = true;
        handlers.onLeft(closed);
      },
    };
    const attempt = (): Promise<RemotePlacement> => this.#placeOnce(request, outer, () => void move());
    const move = async (): Promise<void> => {
      if (over || moving) return;
      moving = true;
      current = null;
      handlers.onTrouble?.('moving');
      const until = performance.now() + this.options.reconnectMs;
      while (!over && performance.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(250, this.options.beatMs / 4)).unref?.());
        const table = this.#remote.get(request.code);
        const here = this.#local?.codes().includes(request.code) ?? false;
        if (!here && (table === undefined || this.#servedBy(table) === null)) continue;
        // The new owner's first scene comes whole: the seat's screen goes on from it.
        const again = await attempt();
        if (over) {
          if (again.ok) again.session.leave();
          return;
        }
        if (again.ok) {
          moving = false;
          current = again.session;
          return;
        }
        handlers.onTrouble?.('moving');
      }
      moving = false;
      if (!over) {
        over = true;
        handlers.onLeft(request.code);
      }
    };
    return this.#owned(request.code)
      .then(attempt)
      .then((placement) => this.#againWhileMoving(request.code, placement, attempt))
      .then((placement) => {
        if (!placement.ok) return placement;
        current = placement.session;
        const session: SeatedSession = {
          code: placement.session.code,
          seat: placement.session.seat,
          send: (message) => {
            if (current !== null) current.send(message);
            // On its way to the table's new owner: nothing reaches it yet, and the player is told again.
            else if (message.t === 'ask') handlers.onTrouble?.('moving');
          },
          leave: () => {
            over = true;
            current?.leave();
            current = null;
          },
        };
        return { ok: true, session };
      });
  }

  /**
   * A place asked for while the table's process died and the table was not
   * yet claimed (the player came back at that moment) is asked again once
   * the table is back, for at most `reconnectMs`, rather than refused: the
   * player would land in the lobby with the seat shown as theirs and not be
   * placed when the table came back.
   */
  async #againWhileMoving(code: string, first: RemotePlacement, attempt: () => Promise<RemotePlacement>): Promise<RemotePlacement> {
    let placement = first;
    const until = performance.now() + this.options.reconnectMs;
    const moving = (): boolean => !placement.ok && (placement.reason.code === 'noSuchTable' || placement.reason.code === 'closed') && this.#remote.has(code) && !this.#stopped;
    while (moving() && performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(250, this.options.beatMs / 4)).unref?.());
      await this.#owned(code);
      placement = await attempt();
    }
    return placement;
  }

  /**
   * Resolves once the table of `code` has a live owner (here or elsewhere):
   * at once, or, while its process died and the table is being claimed, when
   * it is back (at most `reconnectMs`).
   */
  async #owned(code: string): Promise<void> {
    const until = performance.now() + this.options.reconnectMs;
    while (!this.#stopped && performance.now() < until) {
      const table = this.#remote.get(code);
      if (table === undefined || this.#servedBy(table) !== null || this.#local?.codes().includes(code) === true) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(250, this.options.beatMs / 4)).unref?.());
    }
  }

  /** The process serving `table`, if it is known to be alive (a process that died and was not seen gone yet is not asked). */
  #servedBy(table: RemoteTable): string | null {
    return table.owner !== null && this.#alive.has(table.owner) ? table.owner : null;
  }

  /** Once: here if this process owns the table now, else asked of its owner; `lost` when that owner dies under the player. */
  #placeOnce(request: PlaceAt, handlers: SessionHandlers, lost: () => void): Promise<RemotePlacement> {
    const local = this.#local;
    if (local !== null && local.codes().includes(request.code)) return local.placeHere(request, handlers);
    const table = this.#remote.get(request.code);
    const owner = table === undefined ? null : this.#servedBy(table);
    if (owner === null || this.#stopped) return Promise.resolve({ ok: false, reason: { code: 'noSuchTable', table: request.code } });
    const sid = this.#nextSid++;
    let toldNotSentAt = Number.NEGATIVE_INFINITY;
    return new Promise<RemotePlacement>((resolve) => {
      const timer = setTimeout(() => {
        if (!this.#asked.delete(sid)) return;
        resolve({ ok: false, reason: { code: 'noSuchTable', table: request.code } });
      }, ANSWER_MS);
      timer.unref?.();
      this.#asked.set(sid, {
        owner,
        code: request.code,
        handlers: { ...handlers, onLeft: (closed) => (closed === LOST ? lost() : handlers.onLeft(closed)) },
        resolve: (placement) => {
          clearTimeout(timer);
          resolve(placement);
        },
      });
      this.options.bus.send(owner, { t: 'place', sid, request } satisfies Message);
    }).then((placement) => {
      if (!placement.ok) return placement;
      return {
        ok: true,
        session: {
          code: placement.session.code,
          seat: placement.session.seat,
          send: (message: ToRoom) => {
            if (!this.#relayed.has(sid)) return;
            // The notifications are cut off (PostgreSQL away): the move would be lost without a word, so the player is told.
            if (!this.options.bus.listening) {
              const now = performance.now();
              if (message.t === 'ask' && now - toldNotSentAt >= KEY_NOT_SENT_EVERY_MS) {
                toldNotSentAt = now;
                handlers.onTrouble?.('keyNotSent');
              }
              return;
            }
            this.options.bus.send(owner, { t: 'toRoom', sid, m: message } satisfies Message);
          },
          leave: () => {
            if (this.#relayed.delete(sid)) this.options.bus.send(owner, { t: 'leave', sid } satisfies Message);
          },
        },
      } satisfies RemotePlacement;
    });
  }

  #heard(from: string, message: Message): void {
    // Whoever speaks is alive (a process that joined since the last sweep, too; one judged gone that was only cut off).
    if (message.t !== 'bye') {
      this.#alive.add(from);
      if (this.#judgedGone.delete(from)) void this.#reload().catch(() => undefined);
    }
    switch (message.t) {
      case 'dir': {
        const known = this.#remote.get(message.code);
        if (this.#local?.codes().includes(message.code) === true) return;
        const before = known?.owner ?? null;
        this.#remote.set(message.code, { owner: from, openedFrom: message.openedFrom, summary: message.summary });
        if (before !== null && before !== from) this.#ownerChanged(message.code);
        this.#changed();
        return;
      }
      case 'gone':
        if (this.#remote.get(message.code)?.owner === from && this.#remote.delete(message.code)) this.#changed();
        return;
      case 'bye':
        this.#gone(from);
        // Cut off meanwhile, the next beat sweeps (an unheard rejection here would end the process).
        void this.sweep().catch(() => undefined);
        return;
      case 'conns': {
        const counts = message.all ? new Map<string, number>() : (this.#connsElsewhere.get(from) ?? new Map<string, number>());
        for (const [address, count] of Object.entries(message.counts)) {
          if (typeof count !== 'number' || count <= 0) counts.delete(address);
          else counts.set(address, count);
        }
        this.#connsElsewhere.set(from, counts);
        return;
      }
      case 'replace':
        this.#local?.replaceOnline(message.name);
        return;
      case 'relays': {
        const listed = new Set(Array.isArray(message.byOwner[this.options.self]) ? message.byOwner[this.options.self] : []);
        for (const [key, guest] of [...this.#guests]) {
          if (!key.startsWith(`${from} `) || listed.has(Number(key.slice(from.length + 1)))) continue;
          this.#guests.delete(key);
          guest.session.leave();
        }
        return;
      }
      case 'place':
        this.#guestArrives(from, message.sid, message.request);
        return;
      case 'toRoom':
        this.#guests.get(`${from} ${message.sid}`)?.session.send(message.m);
        return;
      case 'leave': {
        const key = `${from} ${message.sid}`;
        const guest = this.#guests.get(key);
        this.#guests.delete(key);
        guest?.session.leave();
        return;
      }
      case 'placed': {
        const asked = this.#asked.get(message.sid);
        if (asked === undefined || asked.owner !== from) return;
        this.#asked.delete(message.sid);
        this.#relayed.set(message.sid, { owner: from, code: asked.code, handlers: asked.handlers });
        const inert = (): void => undefined;
        asked.resolve({ ok: true, session: { code: message.code, seat: message.seat, send: inert, leave: inert } });
        return;
      }
      case 'refused': {
        const asked = this.#asked.get(message.sid);
        if (asked === undefined || asked.owner !== from) return;
        this.#asked.delete(message.sid);
        asked.resolve({ ok: false, reason: message.reason });
        return;
      }
      case 'toSeat': {
        const relayed = this.#relayed.get(message.sid);
        if (relayed?.owner === from && Array.isArray(message.ms)) for (const seatMessage of message.ms) relayed.handlers.onSeat(seatMessage);
        return;
      }
      case 'left': {
        const relayed = this.#relayed.get(message.sid);
        if (relayed?.owner !== from) return;
        this.#relayed.delete(message.sid);
        relayed.handlers.onLeft(message.closed);
        return;
      }
    }
  }

  /** Another process's player at one of this process's tables. */
  #guestArrives(from: string, sid: number, request: PlaceAt): void {
    const local = this.#local;
    const key = `${from} ${sid}`;
    const { bus } = this.options;
    if (local === null || this.#stopped) {
      bus.send(from, { t: 'refused', sid, reason: { code: 'closed' } } satisfies Message);
      return;
    }
    let pending: ToSeat[] = [];
    // The seat's messages of one turn of the event loop go as one message.
    const flush = (): void => {
      if (pending.length === 0) return;
      bus.send(from, { t: 'toSeat', sid, ms: pending } satisfies Message);
      pending = [];
    };
    void local
      .placeHere(request, {
        onSeat: (message) => {
          if (pending.length === 0) setImmediate(flush);
          pending.push(message);
        },
        onLeft: (closed) => {
          flush();
          this.#guests.delete(key);
          bus.send(from, { t: 'left', sid, closed } satisfies Message);
        },
      })
      .then((placement) => {
        if (!placement.ok) {
          bus.send(from, { t: 'refused', sid, reason: placement.reason } satisfies Message);
          return;
        }
        if (!this.#alive.has(from)) {
          placement.session.leave();
          return;
        }
        this.#guests.set(key, { session: placement.session });
        bus.send(from, { t: 'placed', sid, code: placement.session.code, seat: placement.session.seat } satisfies Message);
      });
  }

  /** The table of `code` has another owner now: this process's players at it are placed again. */
  #ownerChanged(code: string): void {
    const owner = this.#remote.get(code)?.owner ?? null;
    for (const [sid, relayed] of [...this.#relayed]) {
      if (relayed.code !== code || relayed.owner === owner) continue;
      this.#relayed.delete(sid);
      relayed.handlers.onLeft(LOST);
    }
  }

  /** `process` is gone (its lease ran out, or it said goodbye): its tables wait for a new owner, its players here are placed again once they have one, its guests here leave. */
  #gone(process: string): void {
    if (process === this.options.self) return;
    this.#alive.delete(process);
    this.#connsElsewhere.delete(process);
    this.#judgedGone.add(process);
    let tables = 0;
    for (const table of this.#remote.values()) {
      if (table.owner !== process) continue;
      table.owner = null;
      tables++;
    }
    for (const [sid, relayed] of [...this.#relayed]) {
      if (relayed.owner !== process) continue;
      this.#relayed.delete(sid);
      relayed.handlers.onLeft(LOST);
    }
    for (const [sid, asked] of [...this.#asked]) {
      if (asked.owner !== process) continue;
      this.#asked.delete(sid);
      asked.resolve({ ok: false, reason: { code: 'closed' } });
    }
    for (const [key, guest] of [...this.#guests]) {
      if (!key.startsWith(`${process} `)) continue;
      this.#guests.delete(key);
      guest.session.leave();
      // Should that process only have been cut off, its player is placed again rather than left on a seat that is gone.
      this.options.bus.send(process, { t: 'left', sid: Number(key.slice(process.length + 1)), closed: LOST } satisfies Message);
    }
    this.options.onEvent?.({ code: 'processGone', process, tables });
    this.#changed();
  }

  async #tick(): Promise<void> {
    // One renewal at a time: renewals held up by a lock on the lease's row would otherwise pile up, one a second, each
    // holding a connection of the pool the lobby and the claims need, and each say the process was fenced. Only the
    // renewal: what follows it (bringing back claimed tables) must not hold up the next one.
    if (this.#stopped || this.#renewing) return;
    const { db, self, leaseMs } = this.options;
    // PostgreSQL judges the lease when the renewal runs (clock_timestamp): a renewal held up past its end by a change
    // of its row fails; one held by a lock alone and a burial waiting on the same lock: whichever comes first wins.
    const sent = monotonicNow();
    let renewed: boolean;
    this.#renewing = true;
    try {
      // One that takes longer than a lease could renew nothing any more: given up on (as cut off), the next beat tries anew.
      renewed = await within(db.renew(self, leaseMs), leaseMs);
    } catch (error) {
      this.#cutOffBy(error);
      return;
    } finally {
      this.#renewing = false;
    }
    if (this.#stopped) return;
    if (!renewed) {
      // Buried by another process (its lease ran out there): its tables are theirs to claim, its writes refused.
      this.#stopped = true;
      this.options.onEvent?.({ code: 'fenced' });
      this.options.onFenced();
      return;
    }
    // Counted from the sending: PostgreSQL's lease runs from when the renewal ran, later (leaseClock.ts).
    this.options.lease?.renewed(sent, leaseMs);
    try {
      if (this.#cutOff) {
        this.#cutOff = false;
        this.#connectedSince = performance.now();
        this.options.onEvent?.({ code: 'back' });
        await this.#reload();
      }
      await this.sweep();
      if (performance.now() - this.#connsToldAllAt >= CONNS_ALL_MS) {
        this.#tellConns(true);
        this.#tellRelays();
      }
    } catch (error) {
      this.#cutOffBy(error);
    }
  }

  #renewing = false;

  #cutOffBy(error: unknown): void {
    if (this.#cutOff) return;
    this.#cutOff = true;
    this.options.onEvent?.({ code: 'cutOff', why: error instanceof Error ? error.message.split('\n')[0]! : String(error) });
  }

  /**
   * Who is alive now, and the tables that no live process serves claimed:
   * this process's share of them (not while it is back from a break shorter
   * than a lease: the others may not have renewed theirs yet).
   */
  async sweep(): Promise<void> {
    if (this.#sweeping || this.#stopped || this.#local === null) return;
    // Nothing is claimed while this process's own count of its lease has run out: it may be buried by now.
    if (this.options.lease !== undefined && !this.options.lease.running()) return;
    this.#sweeping = true;
    try {
      const { db, self } = this.options;
      await this.#dropRows();
      const alive = await db.alive();
      const online = (await db.namesOnline(self)).length;
      if (online !== this.#onlineElsewhere) {
        this.#onlineElsewhere = online;
        this.#changed();
      }
      const now = new Set(alive);
      // A process judged gone that renews its lease again was only cut off (PostgreSQL restarted): its tables are its own.
      if (alive.some((process) => this.#judgedGone.delete(process))) await this.#reload();
      // Back from a break shorter than a lease, this process does not judge the others: they may not have renewed yet.
      if (performance.now() - this.#connectedSince < this.options.leaseMs) {
        for (const process of now) this.#alive.add(process);
        return;
      }
      for (const process of [...this.#alive]) if (!now.has(process)) this.#gone(process);
      this.#alive = now;
      // Processes whose lease ran out are buried before their tables are claimed: a late renewal of theirs then fails.
      await db.bury();
      const orphans = await db.dropOrphanRows();
      if (orphans.length > 0) this.options.onEvent?.({ code: 'orphanRows', tables: orphans.length });
      const unserved = await db.unserved();
      if (unserved.length === 0) return;
      const share = Math.ceil(unserved.length / Math.max(1, alive.length));
      // Each process starts at its own place in the list, so that processes sweeping together mostly claim different tables.
      const start = Math.max(0, alive.indexOf(self)) * share;
      const mine = [...unserved.slice(start), ...unserved.slice(0, start)].slice(0, share);
      const claimed = await db.claim(mine, self);
      if (claimed.length === 0) return;
      for (const code of claimed) this.#remote.delete(code);
      this.options.onEvent?.({ code: 'claimed', tables: claimed.length });
      await this.options.onClaimed(claimed);
    } finally {
      this.#sweeping = false;
    }
  }

  /** The directory read again (at start, and after the notifications were cut off). */
  async #reload(): Promise<void> {
    const rows = await this.options.db.directory();
    const local = new Set(this.#local?.codes() ?? []);
    const seen = new Set<string>();
    for (const row of rows) {
      if (row.owner === this.options.self || local.has(row.code)) continue;
      seen.add(row.code);
      const known = this.#remote.get(row.code);
      const summary = (row.summary as TableSummary | null) ?? known?.summary ?? null;
      // A process whose lease ran out is judged gone by the sweep (not while this one is back from a break of its own).
      const owner = row.owner !== null && this.#judgedGone.has(row.owner) ? null : row.owner;
      this.#remote.set(row.code, { owner, openedFrom: row.openedFrom, summary });
      if (known !== undefined && known.owner !== null && known.owner !== owner) this.#ownerChanged(row.code);
    }
    for (const code of [...this.#remote.keys()]) if (!seen.has(code)) this.#remote.delete(code);
    this.#changed();
  }

  #changed(): void {
    for (const listener of this.#listeners) listener();
    this.#local?.listChanged();
  }

  /** This process stops: after its tables were saved, its names go and its tables are left to the others at once. */
  async leave(): Promise<void> {
    this.#stopped = true;
    if (this.#beat !== null) clearInterval(this.#beat);
    for (const guest of this.#guests.values()) guest.session.leave();
    this.#guests.clear();
    try {
      await this.options.db.retire(this.options.self);
      this.options.bus.send(ALL, { t: 'bye' } satisfies Message);
      await this.options.bus.flush();
    } catch {
      // Cut off: the lease runs out by itself, and the others claim the tables then.
    }
  }
}

/** What a relayed seat's `onLeft` hears when the process serving its table died, or gave it up (never a table's code). */
const LOST = TABLE_MOVED;

/** `promise`, or a rejection once `ms` have passed without it settling. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref?.();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
