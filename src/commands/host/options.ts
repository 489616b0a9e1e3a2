/**
 * `shift-poker host` options, checked: every mistake is a UsageError with one
 * line naming the option. Loaded only when the host starts.
 */

import { userInfo } from 'node:os';
import { PLAYABLE_LEVELS, type BotLevel } from '../../bots/levels.js';
import { MAX_NAME_WIDTH, cleanName, nameProblem, nameTooLong } from '../../core/playerNames.js';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../core/types.js';
import { isBotName } from '../../i18n/botNames.js';
import { coreWords } from '../../i18n/catalog.js';
import type { Lang } from '../../i18n/lang.js';
import { remoteWords, type RemoteWords } from '../../remote/words.js';
import { cliWords } from '../words.js';
import type { SeatPlan } from '../../room/runner.js';
import { defaultListenAddress } from '../../remote/addresses.js';
import type { HostConfig } from '../../remote/config.js';
import { remoteName } from '../../remote/playerNames.js';
import { UsageError, printable } from '../../usage.js';
import { DEFAULTS, LIMITS } from '../defaults.js';
import { playableLevelOf, parseDataDir, parseInRange, parseSeed, tiebreakOf } from '../parse.js';
import { parseListen, parseLogin } from '../sshOptions.js';

/** Raw option values as commander hands them over (strings; checked by resolveHostOptions). */
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

/** Checks the options; a mistake is a UsageError worded by `text`. */
export function resolveHostOptions(raw: RawHostOptions, defaultLocalName: () => string = osUserName, lang: Lang): HostConfig {
  const words = remoteWords(lang).usage;
  const defaults = DEFAULTS.host;
  const port = parseInRange(raw.port, '--port', LIMITS.port, defaults.port, lang);
  const listen = parseListen(raw.listen, defaultListenAddress, words.listen);
  const login = parseLogin(raw, lang);
  const dataDir = parseDataDir(raw.dataDir, lang);
  const rounds = parseInRange(raw.rounds, '--rounds', LIMITS.rounds, defaults.rounds, lang);
  const games = parseInRange(raw.games, '--games', LIMITS.matchGames, null, lang);
  const seatTimeout = parseInRange(raw.seatTimeout, '--seat-timeout', LIMITS.seatTimeoutSeconds, defaults.seatTimeoutSeconds, lang);
  const botLevel = parseLevel(raw.botLevel ?? defaults.botLevel, '--bot-level', words);
  const botDelayMs = parseInRange(raw.delay, '--delay', LIMITS.botDelayMs, defaults.botDelayMs, lang);
  const tiebreak = tiebreakOf(raw.tiebreak ?? defaults.tiebreak);
  if (tiebreak === null) throw new UsageError(words.tiebreak(printable(raw.tiebreak ?? '')));
  return {
    port,
    portGiven: raw.port !== undefined,
    listen,
    listenGiven: raw.listen !== undefined,
    ...login,
    seats: parseSeats(raw.seats ?? defaults.seats, defaultLocalName, lang),
    seatsGiven: raw.seats !== undefined,
    rounds,
    games,
    seatTimeoutMs: seatTimeout * 1000,
    botLevel,
    spectators: raw.spectators === true,
    resume: raw.resume === undefined || raw.resume === false ? null : { file: raw.resume === true ? null : raw.resume },
    dataDir,
    seed: raw.seed === undefined ? null : parseSeed(raw.seed, '--seed', lang),
    tiebreak,
    strictOrder: raw.strictOrder === true,
    hints: raw.hints !== false,
    botDelayMs,
  };
}

function parseLevel(typed: string, option: string, words: RemoteWords['usage']): BotLevel {
  const level = playableLevelOf(typed);
  if (level === null) throw new UsageError(words.botLevel(option, printable(typed), PLAYABLE_LEVELS));
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
    else if (lower === 'bot') seats.push({ kind: 'bot', level: parseLevel(value ?? DEFAULTS.host.botLevel, '--seats', words) });
    else if (lower === 'local') {
      const typed = value ?? defaultLocalName();
      // As at one keyboard: a name too wide is refused, not silently cut.
      if (nameTooLong(typed)) throw new UsageError(`--seats: ${errors.nameTooLong({ name: printable(typed), max: MAX_NAME_WIDTH })}`);
      const name = cleanName(typed);
      const problem = nameProblem(name, []);
      if (problem) throw new UsageError(`--seats: ${errors.asLine(coreWords(lang).nameProblem(problem))}`);
      if (isBotName(name)) throw new UsageError(`--seats: ${coreWords(lang).nameOfBot({ name })}`);
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
