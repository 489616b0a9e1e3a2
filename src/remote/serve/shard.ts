/**
 * A shard of `shift-poker serve`: the one authority for some tables. The
 * server runs a shard per core on worker threads (shard-worker.ts), so that
 * a hundred busy tables use every core; the main thread keeps the SSH
 * connections, the names and the lobby (lobby.ts), and talks to shards in
 * messages (protocol.ts). Each session placed here is one seat's link to
 * its room (room/link.ts): its scenes go to the main thread, which passes
 * them on to the screen thread that draws them (screenHost.ts), and its
 * requests come back. Bots think on
 * worker threads of the shard's own.
 */

import type { Suggestion } from '../../bots/suggest.js';
import type { PlayerView } from '../../core/view.js';
import { createStore } from '../../record/store.js';
import { randomSeed } from '../../randomSeed.js';
import type { BotDecider } from '../../table/index.js';
import { inThreadDecider, workerDecider, type WorkerDecider } from '../botDecider.js';
import { seatLinkEnd, type SeatLinkEnd } from '../../room/link.js';
import { TABLE_MOVED, type MainToShard, type PlaceRequest, type ShardConfig, type ShardToMain } from './protocol.js';
import { poolOnDemand } from '../../record/pgConnect.js';
import { pgStore } from '../../record/pgStore.js';
import { leaseClockOn } from '../../record/leaseClock.js';
import { pgTableStorage } from './pgStorage.js';
import { diskStorage } from './storage.js';
import type { StorageProblem } from './storageProblem.js';
import { Tables, type Placement, type TableStorage } from './tables.js';

/** Connections to PostgreSQL of one table thread. */
const STORE_CONNECTIONS = 3;

interface Session {
  readonly placement: Extract<Placement, { ok: true }>;
  readonly link: SeatLinkEnd;
  stopWatching: () => void;
}

export interface ShardDeps {
  readonly now?: () => number;
  readonly newSeed?: () => string;
  /** The bots' decider (default: worker threads as the config says, in this thread for 0). */
  readonly decider?: { readonly decide: BotDecider; readonly suggest: (view: PlayerView) => Promise<Suggestion>; close(): Promise<void> };
}

export class Shard {
  readonly #tables: Tables;
  readonly #sessions = new Map<number, Session>();
  readonly #decider: WorkerDecider | NonNullable<ShardDeps['decider']>;
  readonly #sweep: ReturnType<typeof setInterval>;
  #closeStore: () => Promise<void> = async () => undefined;
  #stopped = false;

  constructor(
    private readonly config: ShardConfig,
    private readonly post: (message: ShardToMain) => void,
    deps: ShardDeps = {},
  ) {
    this.#decider = deps.decider ?? (config.botThreads > 0 ? workerDecider({ threads: config.botThreads }) : inThreadDecider());
    const onProblem = (problem: StorageProblem): void => post({ type: 'problem', problem });
    let storage: TableStorage | undefined;
    if (config.store !== null) {
      // A few connections per table thread: its saves are one at a time per table, and small.
      const pool = poolOnDemand(config.store.url, STORE_CONNECTIONS, config.store.process);
      const lease = leaseClockOn(config.store.lease);
      storage = pgTableStorage(pgStore(pool, { writer: config.store.process, leaseRunning: () => lease.running() }), onProblem);
      this.#closeStore = () => pool.end();
    } else if (config.dir !== null) storage = diskStorage(config.dir, createStore({ dir: config.dir }), onProblem);
    this.#tables = new Tables({
      idleEndMs: config.idleEndMs,
      quickFillMs: config.quickFillMs,
      seatTimeoutMs: config.seatTimeoutMs,
      botDelayMs: config.botDelayMs,
      botLevel: config.botLevel,
      // Nothing is shown before it is stored, and a table holds while its saves fail: on PostgreSQL another process
      // takes a table over from its last save, and after a crash a server brings its tables back from theirs.
      storedBeforeShown: true,
      fenced: config.store !== null,
      now: deps.now ?? (() => Date.now()),
      newSeed: deps.newSeed ?? randomSeed,
      decide: this.#decider.decide,
      suggest: this.#decider.suggest,
      ...(storage === undefined ? {} : { storage }),
      onEvent: (event) => post({ type: 'event', event }),
      onProblem,
    });
    this.#tables.onChange((changed, ended, moved) => post({ type: 'tables', changed, ended, moved }));
    this.#sweep = setInterval(() => this.#tables.sweep(), config.sweepMs);
    this.#sweep.unref?.();
  }

  /** The tables (for tests in the same thread). */
  get tables(): Tables {
    return this.#tables;
  }

  handle(message: MainToShard): void {
    if (this.#stopped && message.type !== 'stop') return;
    switch (message.type) {
      case 'place':
        this.#place(message.session, message.request);
        return;
      case 'leave':
        this.#leave(message.session, false);
        return;
      case 'seat':
        this.#sessions.get(message.session)?.link.handle(message.message);
        return;
      case 'restore': {
        // One table that cannot be brought back must not take the thread (and, brought back again on a new
        // thread, every thread after it) down with it: it stays on disk, reported as not restored.
        let ok = false;
        try {
          ok = this.#tables.restore(message.kept, message.saved);
        } catch {
          ok = false;
        }
        this.post({ type: 'restored', code: message.kept.code, ok });
        return;
      }
      case 'sweep':
        this.#tables.sweep();
        return;
      case 'stop':
        void this.#stop();
        return;
    }
  }

  #place(id: number, request: PlaceRequest): void {
    const tables = this.#tables;
    const placement =
      request.kind === 'open'
        ? tables.open(request.code, request.spec, request.createdAt, request.identity, request.openedFrom)
        : request.kind === 'join'
          ? tables.join(request.code, request.identity)
          : tables.watch(request.code);
    if (!placement.ok) {
      this.post({ type: 'refused', session: id, reason: placement.reason });
      return;
    }
    const { table, seat } = placement;
    this.post({ type: 'placed', session: id, code: table.code, seat });
    // The waiting room as this seat sees it: the first seated player of a table opened in the lobby may start it at once.
    const waiting = () => ({
      code: table.code,
      private: table.spec.private,
      quick: table.spec.quick,
      fillsAt: tables.fillsAt(table),
      botLevel: this.config.botLevel,
      mayStart: !table.spec.quick && seat !== null && table.match.firstSeated() === seat,
    });
    const link = seatLinkEnd(table.match, seat, waiting, (message) => this.post({ type: 'seat', session: id, message }));
    const session: Session = { placement, link, stopWatching: () => undefined };
    this.#sessions.set(id, session);
    // A table that ends under its players sends them back to the lobby.
    session.stopWatching = table.onClosed(() => this.#leave(id, true));
  }

  /**
   * The session leaves its table: its seat is kept while the match goes on
   * (room/runner.ts), a watcher's place goes. Told to the main thread when
   * the table closed (`closed`), not when the main thread asked.
   */
  #leave(id: number, closed: boolean): void {
    const session = this.#sessions.get(id);
    if (session === undefined) return;
    this.#sessions.delete(id);
    session.stopWatching();
    session.link.close();
    session.placement.leave();
    const table = session.placement.table;
    if (closed) this.post({ type: 'left', session: id, closed: table.movedAway ? TABLE_MOVED : table.code });
  }

  async #stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    clearInterval(this.#sweep);
    for (const [id, session] of [...this.#sessions]) {
      this.#sessions.delete(id);
      session.stopWatching();
      session.link.close();
    }
    await this.#tables.close();
    await this.#closeStore();
    await this.#decider.close();
    this.post({ type: 'stopped' });
  }
}
