/**
 * What the server's main thread (SSH, names, the lobby: lobby.ts; its
 * placement.ts talks to the shards) and a shard (the thread that owns some
 * tables: shard.ts) say to each other. Plain data, so that it crosses a
 * worker thread's port; the same messages go through a direct link when a
 * shard runs in the main thread (the tests).
 *
 * A connection placed at a table is a "session" of that shard: its seat's
 * link to the room (room/link.ts) goes both ways as 'seat' messages, and
 * the shard says when the player left the table (or the table closed) so
 * that the main thread shows the lobby again.
 */

import type { BotLevel } from '../../bots/levels.js';
import type { Seat } from '../../core/types.js';
import type { MatchRecord } from '../../table/index.js';
import type { ToRoom, ToSeat } from '../../room/link.js';
import type { StorageProblem } from './storage.js';
import type { DirectoryEvent, DirectoryRefusal, Identity, KeptTable, TableSummary } from './tables.js';
import type { TableSpec } from './tableSpec.js';
import type { WorkerLink } from './workerLink.js';

/** How a shard works: the same for every shard of a server. */
export interface ShardConfig {
  /** The data directory its tables are saved in; null: not saved (tests), or in `store`. */
  readonly dir: string | null;
  /**
   * PostgreSQL, when the tables are kept there: its URL (null: the PG*
   * variables) and the server process saving (the only writer of its
   * tables' records: pgCluster.ts), with its lease as it counts it (a
   * LeaseClock's buffer: its saves wait while the lease may have run out);
   * null: the data directory.
   */
  readonly store: { readonly url: string | null; readonly process: string; readonly lease: SharedArrayBuffer } | null;
  readonly idleEndMs: number;
  readonly quickFillMs: number;
  readonly seatTimeoutMs: number;
  readonly botDelayMs: number;
  readonly botLevel: BotLevel;
  /** Worker threads for the bots of this shard's tables (0: in the shard's own thread, as in the tests). */
  readonly botThreads: number;
  /** How often the shard enforces its tables' time rules (ms). */
  readonly sweepMs: number;
}

/**
 * What a session's `closed` says when its table was not closed but moved to
 * another process of the server (this one lost it, or the one serving it
 * died): the player is placed there again. Never a table's code: codes are
 * letters and digits.
 */
export const TABLE_MOVED = '\u0000moved';

/** Where a session should be placed. */
export type PlaceRequest =
  /** `openedFrom`: the address (its /64 for IPv6) it was opened from, kept with the table for the limit per address. */
  | { readonly kind: 'open'; readonly code: string; readonly spec: TableSpec; readonly createdAt: number; readonly identity: Identity; readonly openedFrom: string | null }
  | { readonly kind: 'join'; readonly code: string; readonly identity: Identity }
  | { readonly kind: 'watch'; readonly code: string };

export type MainToShard =
  /** Place session `session` as asked; its seat's scenes follow. */
  | { readonly type: 'place'; readonly session: number; readonly request: PlaceRequest }
  /** The session's player left the table (or their connection ended): their seat is left (kept while the match goes on). */
  | { readonly type: 'leave'; readonly session: number }
  /** From the seat's screen to its room. */
  | { readonly type: 'seat'; readonly session: number; readonly message: ToRoom }
  /** A table kept by the last run of the server. */
  | { readonly type: 'restore'; readonly kept: KeptTable; readonly saved: { readonly file: string; readonly record: MatchRecord } | null }
  /** Enforce the time rules now (tests; a shard also does it every `sweepMs`). */
  | { readonly type: 'sweep' }
  | { readonly type: 'stop' };

export type ShardToMain =
  | { readonly type: 'placed'; readonly session: number; readonly code: string; readonly seat: Seat | null }
  | { readonly type: 'refused'; readonly session: number; readonly reason: DirectoryRefusal }
  /** From the room to the seat's screen. */
  | { readonly type: 'seat'; readonly session: number; readonly message: ToSeat }
  /** The table was closed (`closed`: its code) or moved (TABLE_MOVED); the session is over. */
  | { readonly type: 'left'; readonly session: number; readonly closed: string }
  /** `moved`: tables given up because another process owns them now (their players are placed there), not ended. */
  | { readonly type: 'tables'; readonly changed: readonly TableSummary[]; readonly ended: readonly string[]; readonly moved: readonly string[] }
  | { readonly type: 'restored'; readonly code: string; readonly ok: boolean }
  | { readonly type: 'event'; readonly event: DirectoryEvent }
  | { readonly type: 'problem'; readonly problem: StorageProblem }
  | { readonly type: 'stopped' };

/** Both ends of the link between the main thread and one shard (workerLink.ts). */
export type ShardLink = WorkerLink<MainToShard, ShardToMain>;
