/**
 * Every default of the command line in one table, and the ranges its
 * numbers may take: what each command uses when an option is not given, and
 * what its help says it uses. The layers below get these values from the
 * command that starts them, so each is changed here alone.
 */

import { availableParallelism } from 'node:os';
import type { BotLevel } from '../bots/levels.js';
import { MAX_ROUNDS, MIN_ROUNDS, type Tiebreak } from '../core/types.js';
import { MAX_MATCH_GAMES, MIN_MATCH_GAMES } from '../table/matchRecord.js';

/** How long a computer player seems to think before its move is played, wherever it plays (--delay). */
const BOT_DELAY_MS = 600;
/** The computer players' pace in the screen-reader mode: long enough to hear one move out before the next. */
const SCREEN_READER_BOT_DELAY_MS = 1500;
/** The level of the bots that fill or stand in for seats at the host and the server. */
const BOT_LEVEL: BotLevel = 'medium';
/** The ssh port of the host and the server. */
const PORT = 2222;
/** How long a seat of a player who lost the connection is kept before a bot stands in. */
const SEAT_TIMEOUT_SECONDS = 120;
/** Equal categories share the place unless --tiebreak kickers. */
const TIEBREAK: Tiebreak = 'category';

export const DEFAULTS = {
  /** The game at this terminal (the program's own command). */
  game: { botDelayMs: BOT_DELAY_MS, screenReaderBotDelayMs: SCREEN_READER_BOT_DELAY_MS, tiebreak: TIEBREAK },
  host: {
    port: PORT,
    seats: 'local,remote',
    rounds: 3,
    seatTimeoutSeconds: SEAT_TIMEOUT_SECONDS,
    botLevel: BOT_LEVEL,
    botDelayMs: BOT_DELAY_MS,
    tiebreak: TIEBREAK,
  },
  serve: {
    port: PORT,
    listen: '0.0.0.0',
    maxTables: 100,
    maxConnections: 500,
    maxPerAddress: 10,
    seatTimeoutSeconds: SEAT_TIMEOUT_SECONDS,
    idleTimeoutMinutes: 30,
    botLevel: BOT_LEVEL,
    botThreads: 1,
    botDelayMs: BOT_DELAY_MS,
    /** A table with no player connected this long is ended (no option sets it). */
    tableIdleMs: 10 * 60_000,
    /** A quick table fills its open seats with bots this long after it was opened (no option sets it). */
    quickFillMs: 20_000,
  },
  simulate: { games: 200, seed: '1', players: 'medium,easy', rounds: 7, tiebreak: TIEBREAK },
} as const;

/** The smallest and the largest value a number option takes. */
export type Range = readonly [min: number, max: number];

/** The ranges of the number options, each shared by every command that has the option. */
export const LIMITS = {
  rounds: [MIN_ROUNDS, MAX_ROUNDS],
  /** Games of a match (the game's and the host's --games). */
  matchGames: [MIN_MATCH_GAMES, MAX_MATCH_GAMES],
  botDelayMs: [0, 60_000],
  /** 0: any free port (the host's screen and the server's log say which). */
  port: [0, 65535],
  seatTimeoutSeconds: [0, 24 * 60 * 60],
  /** Games of a simulation. */
  simulateGames: [1, 1_000_000],
  jobs: [1, 64],
  maxTables: [1, 10_000],
  maxConnections: [1, 100_000],
  maxPerAddress: [1, 100_000],
  idleTimeoutMinutes: [1, 7 * 24 * 60],
  botThreads: [1, 16],
  tableThreads: [1, 64],
} as const satisfies Readonly<Record<string, Range>>;

/** The simulator's worker threads by default: one per core, within the limits of --jobs. */
export function defaultJobs(cores = availableParallelism()): number {
  return Math.max(1, Math.min(LIMITS.jobs[1], cores));
}

/** The server's table threads by default: one per core, so that a busy server draws its screens on all of them. */
export function defaultTableThreads(cores = availableParallelism()): number {
  return Math.max(1, cores);
}
