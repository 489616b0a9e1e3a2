/**
 * The commands a player may give the server instead of using the lobby,
 * as the command of `ssh -t`:
 *
 *   new [--seats n] [--bot level]... [--rounds n] [--games n] [--private]
 *       [--tiebreak category|kickers] [--strict-order] [--no-hints]
 *   join <code>      quick      watch <code>      tutorial
 *   top              me
 *
 * Anything else is a problem with a code (worded in the player's language
 * by words.ts), which the server answers with one line. The command
 * arrives as one string (ssh joins its words with spaces); it is split on
 * white space, as a shell would without quotes: none of these values has a
 * space.
 */

import { PLAYABLE_LEVELS, isPlayableLevel, type BotLevel } from '../../bots/levels.js';
import type { Lang } from '../../i18n/lang.js';
import { readTableCode } from './codes.js';
import { defaultTableSpec, tableSpecProblem, type SeatChoice, type TableSpec, type TableSpecProblem } from './tableSpec.js';

export type ServeCommand =
  | { readonly kind: 'lobby' }
  | { readonly kind: 'new'; readonly spec: TableSpec }
  | { readonly kind: 'join'; readonly code: string }
  | { readonly kind: 'quick' }
  | { readonly kind: 'watch'; readonly code: string }
  /** The lessons of `shift-poker tutorial`, on this connection alone (no table, nothing saved). */
  | { readonly kind: 'tutorial' }
  /** The server's ratings, best first (record/ratings.ts), shown and nothing else. */
  | { readonly kind: 'top' }
  /** The player's own profile, by the key they logged in with (an open login is told it plays unrated). */
  | { readonly kind: 'me' };

export type CommandProblem =
  | { readonly code: 'unknown'; readonly got: string }
  | { readonly code: 'tooLong'; readonly max: number }
  | { readonly code: 'missingCode'; readonly command: 'join' | 'watch' }
  | { readonly code: 'notACode'; readonly command: 'join' | 'watch'; readonly got: string }
  | { readonly code: 'extra'; readonly command: string; readonly got: string }
  | { readonly code: 'unknownOption'; readonly option: string }
  | { readonly code: 'missingValue'; readonly option: string }
  | { readonly code: 'notANumber'; readonly option: string; readonly got: string }
  | { readonly code: 'botLevel'; readonly got: string; readonly levels: readonly string[] }
  | { readonly code: 'tooManyBots'; readonly seats: number }
  | { readonly code: 'tiebreak'; readonly got: string }
  | { readonly code: 'spec'; readonly problem: TableSpecProblem };

export type ParsedCommand = { readonly ok: true; readonly command: ServeCommand } | { readonly ok: false; readonly problem: CommandProblem };

const fail = (problem: CommandProblem): ParsedCommand => ({ ok: false, problem });

/** Longer commands are refused whole, never cut to what fits. */
const MAX_COMMAND_LENGTH = 200;

/** The command of a connection (null: none, the lobby); a new table is in `lang`, its opener's language. */
export function parseServeCommand(command: string | null, lang: Lang): ParsedCommand {
  if (command !== null && command.length > MAX_COMMAND_LENGTH) return fail({ code: 'tooLong', max: MAX_COMMAND_LENGTH });
  const words = (command ?? '')
    .trim()
    .split(/\s+/u)
    .filter((word) => word !== '');
  const [name, ...rest] = words;
  if (name === undefined) return { ok: true, command: { kind: 'lobby' } };
  switch (name.toLowerCase()) {
    case 'quick':
    case 'tutorial':
    case 'top':
    case 'me': {
      const kind = name.toLowerCase() as 'quick' | 'tutorial' | 'top' | 'me';
      return rest.length > 0 ? fail({ code: 'extra', command: kind, got: rest[0]! }) : { ok: true, command: { kind } };
    }
    case 'join':
    case 'watch': {
      const kind = name.toLowerCase() as 'join' | 'watch';
      if (rest.length === 0) return fail({ code: 'missingCode', command: kind });
      if (rest.length > 1) return fail({ code: 'extra', command: kind, got: rest[1]! });
      const code = readTableCode(rest[0]!);
      return code === null ? fail({ code: 'notACode', command: kind, got: rest[0]! }) : { ok: true, command: { kind, code } };
    }
    case 'new':
      return parseNew(rest, lang);
    default:
      return fail({ code: 'unknown', got: name });
  }
}

const VALUE_OPTIONS = ['--seats', '--bot', '--rounds', '-r', '--games', '-g', '--tiebreak'] as const;
const FLAGS = ['--private', '--strict-order', '--no-hints'] as const;

function parseNew(args: readonly string[], lang: Lang): ParsedCommand {
  let seats: number | null = null;
  const bots: BotLevel[] = [];
  const spec = { ...defaultTableSpec(lang) } as { -readonly [K in keyof TableSpec]: TableSpec[K] };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const option = equals === -1 ? arg : arg.slice(0, equals);
    if ((FLAGS as readonly string[]).includes(option)) {
      if (equals !== -1) return fail({ code: 'unknownOption', option: arg });
      if (option === '--private') spec.private = true;
      else if (option === '--strict-order') spec.strictOrder = true;
      else spec.hints = false;
      continue;
    }
    if (!(VALUE_OPTIONS as readonly string[]).includes(option)) {
      return fail(option.startsWith('-') ? { code: 'unknownOption', option } : { code: 'extra', command: 'new', got: arg });
    }
    const value = equals === -1 ? args[++index] : arg.slice(equals + 1);
    if (value === undefined || value === '') return fail({ code: 'missingValue', option });
    // Any whole number: how large it may be is the table's rule (tableSpecProblem), said as such.
    const whole = (): number | null => (/^\d{1,9}$/u.test(value) ? Number(value) : null);
    switch (option) {
      case '--seats':
        seats = whole();
        if (seats === null) return fail({ code: 'notANumber', option, got: value });
        break;
      case '--bot': {
        const level = value.toLowerCase();
        if (!isPlayableLevel(level)) return fail({ code: 'botLevel', got: value, levels: PLAYABLE_LEVELS });
        bots.push(level);
        break;
      }
      case '--rounds':
      case '-r': {
        const rounds = whole();
        if (rounds === null) return fail({ code: 'notANumber', option, got: value });
        spec.rounds = rounds;
        break;
      }
      case '--games':
      case '-g': {
        const games = whole();
        if (games === null) return fail({ code: 'notANumber', option, got: value });
        spec.games = games;
        break;
      }
      case '--tiebreak': {
        const tiebreak = value.toLowerCase();
        if (tiebreak !== 'category' && tiebreak !== 'kickers') return fail({ code: 'tiebreak', got: value });
        spec.tiebreak = tiebreak;
        break;
      }
    }
  }
  // Without --seats: the opener, one more player, and the bots asked for.
  const count = seats ?? bots.length + 2;
  if (bots.length > 0 && bots.length >= count) return fail({ code: 'tooManyBots', seats: count });
  // The bots take the last seats.
  spec.seats = Array.from({ length: count }, (_, index): SeatChoice => {
    const bot = bots[index - (count - bots.length)];
    return bot === undefined ? { kind: 'player' } : { kind: 'bot', level: bot };
  });
  const problem = tableSpecProblem(spec);
  return problem === null ? { ok: true, command: { kind: 'new', spec } } : fail({ code: 'spec', problem });
}
