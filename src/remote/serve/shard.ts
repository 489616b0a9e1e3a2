/**
 * A shard of `shift-poker serve`: the one authority for some tables, and
 * the thread that draws their players' screens. The server runs a shard
 * per core on worker threads (shard-worker.ts), so that a hundred busy
 * tables use every core and no table waits for another's drawing; the
 * main thread keeps the SSH connections, the names and the lobby
 * (lobby.ts), and talks to shards in messages (protocol.ts). Each session
 * placed here gets the seat screen of its seat (SessionApp, drawn from that
 * seat's snapshot only) in a terminal whose bytes travel to and from the
 * main thread. Bots think on worker threads of the shard's own, never on
 * the thread that draws.
 */

import React from 'react';
import type { Suggestion } from '../../bots/suggest.js';
import type { PlayerView } from '../../core/view.js';
import { createStore } from '../../record/store.js';
import { randomSeed } from '../../randomSeed.js';
import type { BotDecider } from '../../table/index.js';
import { inThreadDecider, workerDecider, type WorkerDecider } from '../botDecider.js';
import { SessionApp, type WaitingRoom } from '../SessionApp.js';
import { openReaderSession } from '../readerSession.js';
import { openScreen, type OpenSession } from '../session.js';
import { channelTerminal, type ChannelTerminal } from '../ssh/streams.js';
import { TABLE_MOVED, type MainToShard, type PlaceRequest, type ScreenRequest, type ShardConfig, type ShardToMain } from './protocol.js';
import { poolOnDemand } from '../../record/pgConnect.js';
import { pgStore } from '../../record/pgStore.js';
import { leaseClockOn } from '../../record/leaseClock.js';
import { pgTableStorage } from './pgStorage.js';
import { diskStorage } from './storage.js';
import type { StorageProblem } from './storageProblem.js';
import { Tables, type Placement, type TableStorage } from './tables.js';

/** Connections to PostgreSQL of one table thread. */
const STORE_CONNECTIONS = 3;

/** A screen's output is not held back here: the main thread watches the client's backlog. */
const NO_BACKLOG = { maxBacklog: Number.POSITIVE_INFINITY, backlog: () => 0, onStalled: () => undefined };

interface Session {
  readonly placement: Extract<Placement, { ok: true }>;
  terminal: ChannelTerminal | null;
  screen: OpenSession | null;
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
        this.#place(message.session, message.request, message.screen);
        return;
      case 'leave':
        this.#leave(message.session, false);
        return;
      case 'input':
        this.#sessions.get(message.session)?.terminal?.input(Buffer.from(message.data));
        return;
      case 'resize':
        this.#sessions.get(message.session)?.terminal?.resize(message.size);
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

  #place(id: number, request: PlaceRequest, screen: ScreenRequest | null): void {
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
    const session: Session = { placement, terminal: null, screen: null, stopWatching: () => undefined };
    this.#sessions.set(id, session);
    // A table that ends under its players sends them back to the lobby.
    session.stopWatching = placement.table.onClosed(() => this.#leave(id, true));
    this.post({ type: 'placed', session: id, code: placement.table.code, seat: placement.seat });
    if (screen !== null) this.#draw(id, session, screen);
  }

  #draw(id: number, session: Session, request: ScreenRequest): void {
    const { table, seat } = session.placement;
    const terminal = channelTerminal({ write: (text) => this.post({ type: 'output', session: id, text: String(text) }) }, request.size, NO_BACKLOG);
    const room: WaitingRoom = {
      code: table.code,
      private: table.spec.private,
      quick: table.spec.quick,
      fillsAt: this.#tables.fillsAt(table),
      botLevel: this.config.botLevel,
      port: request.port,
      mayStart: () => !table.spec.quick && seat !== null && table.match.firstSeated() === seat,
      start: () => {
        table.match.startNow();
      },
    };
    const leave = (): void => {
      // From the screen (q at the table, or the screen failed): back to the lobby.
      queueMicrotask(() => this.#leave(id, false, true));
    };
    session.terminal = terminal;
    if (request.reader) {
      const props = { match: table.match, seat, lang: request.lang, standInLevel: this.config.botLevel, onLeave: leave, room, wholeConnection: false };
      session.screen = openReaderSession(terminal, props);
      return;
    }
    session.screen = openScreen(
      terminal,
      request.lang,
      React.createElement(SessionApp, { key: table.code, match: table.match, seat, ascii: request.ascii, standInLevel: this.config.botLevel, onLeave: leave, room }),
      leave,
      { wholeConnection: false },
    );
  }

  /**
   * The session leaves its table: its seat is kept while the match goes on
   * (match.ts), a watcher's place goes. Told to the main thread when the
   * player left from the screen or the table closed (`closed`), not when
   * the main thread asked.
   */
  #leave(id: number, closed: boolean, fromScreen = false): void {
    const session = this.#sessions.get(id);
    if (session === undefined) return;
    this.#sessions.delete(id);
    session.stopWatching();
    session.screen?.close(null);
    session.terminal?.end();
    session.placement.leave();
    const table = session.placement.table;
    if (closed || fromScreen) this.post({ type: 'left', session: id, closed: closed ? (table.movedAway ? TABLE_MOVED : table.code) : null });
  }

  async #stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    clearInterval(this.#sweep);
    for (const [id, session] of [...this.#sessions]) {
      this.#sessions.delete(id);
      session.stopWatching();
      session.screen?.close(null);
    }
    await this.#tables.close();
    await this.#closeStore();
    await this.#decider.close();
    this.post({ type: 'stopped' });
  }
}
