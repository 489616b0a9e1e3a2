/**
 * `shift-poker host`'s defaults and raw option values: all the command line
 * needs to describe the command. Checking them (options.ts) needs the
 * network modules, which are loaded only when the host starts.
 */

import type { BotLevel } from '../bots/levels.js';
import { DEFAULT_BOT_DELAY_MS } from '../match/pace.js';

export const HOST_DEFAULTS = {
  port: 2222,
  seats: 'local,remote',
  rounds: 3,
  seatTimeoutSeconds: 120,
  botLevel: 'medium' as BotLevel,
  botDelayMs: DEFAULT_BOT_DELAY_MS,
} as const;

export interface RawHostOptions {
  port?: string;
  listen?: string;
  password?: string;
  authorizedKeys?: string;
  seats?: string;
  rounds?: string;
  games?: string;
  seatTimeout?: string;
  botLevel?: string;
  spectators?: boolean;
  resume?: string | boolean;
  dataDir?: string;
  seed?: string;
  tiebreak?: string;
  strictOrder?: boolean;
  /** false with --no-hints. */
  hints?: boolean;
  delay?: string;
}
