/** What `shift-poker host` runs with, checked by its command (commands/host/options.ts). */

import type { BotLevel } from '../bots/levels.js';
import type { Tiebreak } from '../core/types.js';
import type { SeatPlan } from '../room/runner.js';

export interface HostConfig {
  readonly port: number;
  /** Whether --port was given (then `host --resume`, printed on exit, gives it again). */
  readonly portGiven: boolean;
  /** The address to listen on (by default: addresses.ts defaultListenAddress). */
  readonly listen: string;
  /** Whether --listen was given (as portGiven). */
  readonly listenGiven: boolean;
  /** The room password given, or null (then one is generated; unless keys are used). */
  readonly password: string | null;
  readonly authorizedKeys: string | null;
  readonly seats: readonly SeatPlan[];
  /** Whether --seats was given (with --resume it must agree with the saved match). */
  readonly seatsGiven: boolean;
  readonly rounds: number;
  readonly games: number | null;
  readonly seatTimeoutMs: number;
  readonly botLevel: BotLevel;
  readonly spectators: boolean;
  /** null: a new match; else resume `file` (null file: the latest unfinished match). */
  readonly resume: { readonly file: string | null } | null;
  readonly dataDir: string | null;
  readonly seed: string | null;
  readonly tiebreak: Tiebreak;
  readonly strictOrder: boolean;
  /** false: no hints in this match (--no-hints). */
  readonly hints: boolean;
  readonly botDelayMs: number;
}
