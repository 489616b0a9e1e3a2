/**
 * `shift-poker host` options, checked: every mistake is a UsageError with one
 * line naming the option.
 */

import { isIP } from 'node:net';
import { networkInterfaces, userInfo } from 'node:os';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../bots/levels.js';
import { MAX_NAME_WIDTH, cleanName, nameProblem, nameTooLong } from '../core/names.js';
import { MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, MIN_ROUNDS, type Tiebreak } from '../core/types.js';
import { MAX_MATCH_GAMES, MIN_MATCH_GAMES } from '../table/matchRecord.js';
import { cliWords, parseWords } from '../cliWords.js';
import { coreWords } from '../i18n/catalog.js';
import type { Lang } from '../i18n/lang.js';
import { remoteWords, type RemoteWords } from './words.js';
import { UsageError, parseSeed, parseWholeNumber, printable } from '../usage.js';
import type { SeatPlan } from '../match/runner.js';
import { remoteName } from './names.js';
import { HOST_DEFAULTS, type RawHostOptions } from './defaults.js';

export { HOST_DEFAULTS, type RawHostOptions } from './defaults.js';

const MAX_SEAT_TIMEOUT_SECONDS = 24 * 60 * 60;
const MAX_DELAY_MS = 60_000;


export interface HostConfig {
  readonly port: number;
  /** The address to listen on (see defaultListenAddress). */
  readonly listen: string;
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

/** Checks the options; a mistake is a UsageError worded in `lang`. */
export function resolveHostOptions(raw: RawHostOptions, defaultLocalName: () => string = osUserName, lang: Lang): HostConfig {
  const words = remoteWords(lang).usage;
  const whole = (value: string, option: string): number => parseWholeNumber(value, option, parseWords(lang));
  const port = raw.port === undefined ? HOST_DEFAULTS.port : whole(raw.port, '--port');
  // 0: any free port (the host screen shows which).
  if (port < 0 || port > 65535) throw new UsageError(words.range('--port', 0, 65535, port));
  const listen = raw.listen === undefined ? defaultListenAddress() : raw.listen.trim();
  if (isIP(listen) === 0) throw new UsageError(words.listen(printable(raw.listen ?? '')));
  if (raw.password !== undefined && raw.authorizedKeys !== undefined) throw new UsageError(words.passwordAndKeys);
  if (raw.password !== undefined && raw.password === '') throw new UsageError(words.emptyPassword);
  if (raw.dataDir !== undefined && raw.dataDir.trim() === '') throw new UsageError(cliWords(lang).error.emptyDataDir);
  const rounds = raw.rounds === undefined ? HOST_DEFAULTS.rounds : whole(raw.rounds, '--rounds');
  if (rounds < MIN_ROUNDS || rounds > MAX_ROUNDS) throw new UsageError(words.range('--rounds', MIN_ROUNDS, MAX_ROUNDS, rounds));
  let games: number | null = null;
  if (raw.games !== undefined) {
    games = whole(raw.games, '--games');
    if (games < MIN_MATCH_GAMES || games > MAX_MATCH_GAMES) {
      throw new UsageError(words.range('--games', MIN_MATCH_GAMES, MAX_MATCH_GAMES, games));
    }
  }
  const seatTimeout = raw.seatTimeout === undefined ? HOST_DEFAULTS.seatTimeoutSeconds : whole(raw.seatTimeout, '--seat-timeout');
  if (seatTimeout < 0 || seatTimeout > MAX_SEAT_TIMEOUT_SECONDS) {
    throw new UsageError(words.range('--seat-timeout', 0, MAX_SEAT_TIMEOUT_SECONDS, seatTimeout));
  }
  const botLevel = parseLevel(raw.botLevel ?? HOST_DEFAULTS.botLevel, '--bot-level', words);
  const botDelayMs = raw.delay === undefined ? HOST_DEFAULTS.botDelayMs : whole(raw.delay, '--delay');
  if (botDelayMs < 0 || botDelayMs > MAX_DELAY_MS) throw new UsageError(words.range('--delay', 0, MAX_DELAY_MS, botDelayMs));
  const tiebreak = raw.tiebreak ?? 'category';
  if (tiebreak !== 'category' && tiebreak !== 'kickers') {
    throw new UsageError(words.tiebreak(printable(tiebreak)));
  }
  return {
    port,
    listen,
    password: raw.password ?? null,
    authorizedKeys: raw.authorizedKeys ?? null,
    seats: parseSeats(raw.seats ?? HOST_DEFAULTS.seats, defaultLocalName, lang),
    seatsGiven: raw.seats !== undefined,
    rounds,
    games,
    seatTimeoutMs: seatTimeout * 1000,
    botLevel,
    spectators: raw.spectators === true,
    resume: raw.resume === undefined || raw.resume === false ? null : { file: raw.resume === true ? null : raw.resume },
    dataDir: raw.dataDir ?? null,
    seed: raw.seed === undefined ? null : parseSeed(raw.seed, '--seed', parseWords(lang)),
    tiebreak,
    strictOrder: raw.strictOrder === true,
    hints: raw.hints !== false,
    botDelayMs,
  };
}

function parseLevel(typed: string, option: string, words: RemoteWords['usage']): BotLevel {
  const level = typed.trim().toLowerCase();
  if (!isBotLevel(level)) throw new UsageError(words.botLevel(option, printable(typed), BOT_LEVELS));
  return level;
}

/** `local[:name]`, `remote`, `bot[:level]`, comma-separated: 2-4 seats, at most one local, at least one remote. */
export function parseSeats(spec: string, defaultLocalName: () => string = osUserName, lang: Lang): SeatPlan[] {
  const words = remoteWords(lang).usage;
  const errors = cliWords(lang).error;
  const entries = spec.split(',').map((entry) => entry.trim());
  if (entries.length < MIN_PLAYERS || entries.length > MAX_PLAYERS) {
    throw new UsageError(words.seatsCount(MIN_PLAYERS, MAX_PLAYERS, entries.length));
  }
  const seats: SeatPlan[] = [];
  for (const entry of entries) {
    const [kind, value, extra] = entry.split(':');
    const lower = (kind ?? '').trim().toLowerCase();
    if (extra !== undefined) throw new UsageError(words.seatUnknown(printable(entry)));
    if (lower === 'remote' && value === undefined) seats.push({ kind: 'remote' });
    else if (lower === 'bot') seats.push({ kind: 'bot', level: parseLevel(value ?? HOST_DEFAULTS.botLevel, '--seats', words) });
    else if (lower === 'local') {
      const typed = value ?? defaultLocalName();
      // As at one keyboard: a name too wide is refused, not silently cut.
      if (nameTooLong(typed)) throw new UsageError(`--seats: ${errors.nameTooLong({ name: printable(typed), max: MAX_NAME_WIDTH })}`);
      const name = cleanName(typed);
      const problem = nameProblem(name, []);
      if (problem) throw new UsageError(`--seats: ${errors.asLine(coreWords(lang).nameProblem(problem))}`);
      seats.push({ kind: 'local', name });
    } else throw new UsageError(words.seatUnknown(printable(entry)));
  }
  if (seats.filter((seat) => seat.kind === 'local').length > 1) throw new UsageError(words.oneLocal);
  if (!seats.some((seat) => seat.kind === 'remote')) throw new UsageError(words.noRemote);
  return seats;
}

/** The host's own name at the table by default: the OS user name, cleaned like a remote one. */
function osUserName(): string {
  try {
    return remoteName(userInfo().username) ?? 'Host';
  } catch {
    return 'Host';
  }
}

const PRIVATE_IPV4 = /^(?:10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)/u;

/**
 * Where the host listens unless told: the machine's first private IPv4
 * address (the home or office network, where friends usually are), else
 * 127.0.0.1. Never every interface unless asked (--listen 0.0.0.0).
 */
export function defaultListenAddress(interfaces = networkInterfaces()): string {
  for (const list of Object.values(interfaces)) {
    for (const entry of list ?? []) {
      if (entry.family === 'IPv4' && !entry.internal && PRIVATE_IPV4.test(entry.address)) return entry.address;
    }
  }
  return '127.0.0.1';
}

/** The addresses players can type for a server listening on `listen`. */
export function joinAddresses(listen: string, interfaces = networkInterfaces()): string[] {
  if (listen !== '0.0.0.0' && listen !== '::') return [listen];
  const addresses: string[] = [];
  for (const list of Object.values(interfaces)) {
    for (const entry of list ?? []) {
      if (entry.family === 'IPv4' || listen === '::') addresses.push(entry.address);
    }
  }
  return addresses.length > 0 ? addresses : ['127.0.0.1'];
}
