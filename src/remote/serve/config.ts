/** What `shift-poker serve` runs with, checked by its command (commands/serve/options.ts). */

import type { BotLevel } from '../../bots/levels.js';

export interface ServeConfig {
  readonly port: number;
  readonly listen: string;
  /** null: the default (the user state directory's "serve"). */
  readonly dataDir: string | null;
  /** PostgreSQL instead of the data directory: its URL (null: the PG* variables); null: the data directory. */
  readonly store: { readonly url: string | null } | null;
  /** With `store`: only bring its schema up to date, then stop (`--migrate`). */
  readonly migrateOnly: boolean;
  readonly password: string | null;
  readonly authorizedKeys: string | null;
  readonly maxTables: number;
  readonly maxConnections: number;
  readonly maxPerAddress: number;
  /** The load balancers whose connections begin with a PROXY v2 header (`--proxy-from`); empty: none. */
  readonly proxyFrom: readonly string[];
  readonly seatTimeoutMs: number;
  readonly idleTimeoutMs: number;
  readonly botLevel: BotLevel;
  /** Threads that run the tables and draw their screens. */
  readonly tableThreads: number;
  /** Worker threads for the bots, per table thread. */
  readonly botThreads: number;
  readonly botDelayMs: number;
  /** A table with no player connected this long is ended. */
  readonly tableIdleMs: number;
  /** A quick table fills its open seats with bots this long after it was opened. */
  readonly quickFillMs: number;
}
