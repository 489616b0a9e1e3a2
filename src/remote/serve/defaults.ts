/**
 * `shift-poker serve`'s defaults and raw option values: all the command
 * line needs to describe the command. Checking them (options.ts) and
 * running the server (run.ts) are loaded only when it starts.
 */

import type { BotLevel } from '../../bots/levels.js';
import { DEFAULT_BOT_DELAY_MS } from '../../match/pace.js';

export const SERVE_DEFAULTS = {
  port: 2222,
  listen: '0.0.0.0',
  maxTables: 100,
  maxConnections: 500,
  maxPerAddress: 10,
  seatTimeoutSeconds: 120,
  idleTimeoutMinutes: 30,
  botLevel: 'medium' as BotLevel,
  botDelayMs: DEFAULT_BOT_DELAY_MS,
  /** A table with no player connected this long is ended. */
  tableIdleMs: 10 * 60_000,
  /** A quick table fills its open seats with bots this long after it was opened. */
  quickFillMs: 20_000,
} as const;

export interface RawServeOptions {
  port?: string;
  listen?: string;
  dataDir?: string;
  password?: string;
  authorizedKeys?: string;
  maxTables?: string;
  maxConnections?: string;
  maxPerAddress?: string;
  seatTimeout?: string;
  idleTimeout?: string;
  botLevel?: string;
  tableThreads?: string;
  botThreads?: string;
  delay?: string;
}
