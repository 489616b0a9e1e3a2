/**
 * `shift-poker serve` options, checked: every mistake is a UsageError with
 * one line naming the option, in the operator's language.
 */

import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../../bots/levels.js';
import { cliWords, parseWords } from '../../cliWords.js';
import type { Lang } from '../../i18n/lang.js';
import { remoteWords } from '../words.js';
import { serveWords } from './words.js';
import { UsageError, parseWholeNumber, printable } from '../../usage.js';
import { SERVE_DEFAULTS, type RawServeOptions } from './defaults.js';

export interface ServeConfig {
  readonly port: number;
  readonly listen: string;
  /** null: the default (the user state directory's "serve"). */
  readonly dataDir: string | null;
  readonly password: string | null;
  readonly authorizedKeys: string | null;
  readonly maxTables: number;
  readonly maxConnections: number;
  readonly maxPerAddress: number;
  readonly seatTimeoutMs: number;
  readonly idleTimeoutMs: number;
  readonly botLevel: BotLevel;
  /** Threads that run the tables and draw their screens. */
  readonly tableThreads: number;
  /** Worker threads for the bots, per table thread. */
  readonly botThreads: number;
  readonly botDelayMs: number;
}

const LIMITS = {
  maxTables: [1, 10_000],
  maxConnections: [1, 100_000],
  maxPerAddress: [1, 100_000],
  seatTimeout: [0, 24 * 60 * 60],
  idleTimeout: [1, 7 * 24 * 60],
  botThreads: [1, 16],
  tableThreads: [1, 64],
  delay: [0, 60_000],
} as const;

/** The table threads by default: one per core, so that a busy server draws its screens on all of them. */
export function defaultTableThreads(cores = availableParallelism()): number {
  return Math.max(1, cores);
}

export function resolveServeOptions(raw: RawServeOptions, lang: Lang): ServeConfig {
  const words = serveWords(lang).usage;
  const number = (value: string | undefined, option: string, fallback: number, [min, max]: readonly [number, number]): number => {
    if (value === undefined) return fallback;
    const parsed = parseWholeNumber(value, option, parseWords(lang));
    if (parsed < min || parsed > max) throw new UsageError(words.range(option, min, max, parsed));
    return parsed;
  };
  const port = number(raw.port, '--port', SERVE_DEFAULTS.port, [0, 65535]);
  const listen = raw.listen === undefined ? SERVE_DEFAULTS.listen : raw.listen.trim();
  if (isIP(listen) === 0) throw new UsageError(words.listen(printable(raw.listen ?? '')));
  if (raw.password !== undefined && raw.authorizedKeys !== undefined) throw new UsageError(remoteWords(lang).usage.passwordAndKeys);
  if (raw.password !== undefined && raw.password === '') throw new UsageError(remoteWords(lang).usage.emptyPassword);
  if (raw.dataDir !== undefined && raw.dataDir.trim() === '') throw new UsageError(cliWords(lang).error.emptyDataDir);
  const typedLevel = raw.botLevel ?? SERVE_DEFAULTS.botLevel;
  const botLevel = typedLevel.trim().toLowerCase();
  if (!isBotLevel(botLevel)) throw new UsageError(remoteWords(lang).usage.botLevel('--bot-level', printable(typedLevel), BOT_LEVELS));
  return {
    port,
    listen,
    dataDir: raw.dataDir ?? null,
    password: raw.password ?? null,
    authorizedKeys: raw.authorizedKeys ?? null,
    maxTables: number(raw.maxTables, '--max-tables', SERVE_DEFAULTS.maxTables, LIMITS.maxTables),
    maxConnections: number(raw.maxConnections, '--max-connections', SERVE_DEFAULTS.maxConnections, LIMITS.maxConnections),
    maxPerAddress: number(raw.maxPerAddress, '--max-per-address', SERVE_DEFAULTS.maxPerAddress, LIMITS.maxPerAddress),
    seatTimeoutMs: number(raw.seatTimeout, '--seat-timeout', SERVE_DEFAULTS.seatTimeoutSeconds, LIMITS.seatTimeout) * 1000,
    idleTimeoutMs: number(raw.idleTimeout, '--idle-timeout', SERVE_DEFAULTS.idleTimeoutMinutes, LIMITS.idleTimeout) * 60_000,
    botLevel,
    tableThreads: number(raw.tableThreads, '--table-threads', defaultTableThreads(), LIMITS.tableThreads),
    botThreads: number(raw.botThreads, '--bot-threads', 1, LIMITS.botThreads),
    botDelayMs: number(raw.delay, '--delay', SERVE_DEFAULTS.botDelayMs, LIMITS.delay),
  };
}
