/** `shift-poker simulate`'s options, checked: every mistake is a UsageError of one line naming the option. */

import { BOT_LEVELS, type BotLevel } from '../../bots/levels.js';
import { MAX_PLAYERS, MIN_PLAYERS, type Tiebreak } from '../../core/types.js';
import type { Lang } from '../../i18n/lang.js';
import { cliWords } from '../words.js';
import { UsageError, printable } from '../../usage.js';
import { DEFAULTS, LIMITS, defaultJobs } from '../defaults.js';
import { botLevelOf, parseInRange, parseSeed, tiebreakOf } from '../parse.js';

/** Raw option values as commander hands them over. */
export interface RawSimulateOptions {
  games?: string;
  seed?: string;
  players?: string;
  rounds?: string;
  tiebreak?: string;
  strictOrder?: boolean;
  jobs?: string;
  json?: boolean;
}

export interface SimulateCommandOptions {
  readonly games: number;
  readonly seed: string;
  readonly players: BotLevel[];
  readonly rounds: number;
  readonly tiebreak: Tiebreak;
  readonly strictOrder: boolean;
  readonly jobs: number;
  readonly json: boolean;
}

/** Validates the raw option strings; throws UsageError with a one-line message worded in `lang`. */
export function parseSimulateOptions(raw: RawSimulateOptions, lang: Lang): SimulateCommandOptions {
  const defaults = DEFAULTS.simulate;
  const games = parseInRange(raw.games, '--games', LIMITS.simulateGames, defaults.games, lang);
  const seed = raw.seed === undefined ? defaults.seed : parseSeed(raw.seed, '--seed', lang);
  const rounds = parseInRange(raw.rounds, '--rounds', LIMITS.rounds, defaults.rounds, lang);
  const players = parsePlayers(raw.players ?? defaults.players, lang);
  const tiebreak = tiebreakOf(raw.tiebreak ?? defaults.tiebreak);
  if (tiebreak === null) throw new UsageError(cliWords(lang).sim.errors.tiebreak({ shown: printable(raw.tiebreak ?? '') }));
  const jobs = parseInRange(raw.jobs, '--jobs', LIMITS.jobs, defaultJobs(), lang);
  return { games, seed, players, rounds, tiebreak, strictOrder: raw.strictOrder === true, jobs, json: raw.json === true };
}

function parsePlayers(text: string, lang: Lang): BotLevel[] {
  const errors = cliWords(lang).sim.errors;
  const parts = text.split(',').map((part) => part.trim().toLowerCase());
  const levels = parts.map((part) => {
    const level = botLevelOf(part);
    if (level === null) throw new UsageError(errors.notALevel({ shown: part === '' ? null : printable(part), levels: BOT_LEVELS.join(', ') }));
    return level;
  });
  if (levels.length < MIN_PLAYERS || levels.length > MAX_PLAYERS) {
    throw new UsageError(errors.playerCount({ min: MIN_PLAYERS, max: MAX_PLAYERS, got: levels.length }));
  }
  return levels;
}
