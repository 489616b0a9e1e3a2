/**
 * The game's command line checked: the players and bots to seat, the rules
 * and length of a new match, the display options, and what is saved or
 * resumed. Every mistake is a UsageError of one line.
 */

import { PLAYABLE_LEVELS, botNames } from '../../bots/levels.js';
import { MAX_NAME_WIDTH, cleanName, nameListProblem, nameProblem, nameTooLong } from '../../core/playerNames.js';
import { MAX_PLAYERS, MIN_PLAYERS, type Tiebreak } from '../../core/types.js';
import { isBotName } from '../../i18n/botNames.js';
import { coreWords } from '../../i18n/catalog.js';
import type { Lang } from '../../i18n/lang.js';
import { cliWords } from '../words.js';
import { similarWord } from '../../similarWord.js';
import type { LaunchOptions, SeatSpec } from '../../hotseat/options.js';
import { UsageError, printable } from '../../usage.js';
import { DEFAULTS, LIMITS } from '../defaults.js';
import { COMMANDS } from '../help.js';
import { playableLevelOf, parseDataDir, parseInRange, parseSeed } from '../parse.js';

/** Raw option values as commander hands them over (strings; validated below). */
export interface RawGameOptions {
  rounds?: string;
  seed?: string;
  bot: string[];
  tiebreak: Tiebreak;
  strictOrder?: boolean;
  /** false with --no-hints. */
  hints?: boolean;
  ascii?: boolean;
  color: boolean;
  delay?: string;
  /** Already read before commander runs (see lang.ts langArgument). */
  lang?: string;
  games?: string;
  /** true for the newest unfinished match, or a file. */
  resume?: string | true;
  dataDir?: string;
  save: boolean;
  /** Whether --tiebreak was typed (it has a default, so its value alone cannot tell). */
  tiebreakGiven?: boolean;
  firstPlayer?: string;
  /** --screen-reader, or INK_SCREEN_READER=true in the environment (see screenReaderWanted). */
  screenReader?: boolean;
}

/** Where and whether the match is saved, and what to resume. */
export interface SaveOptions {
  readonly save: boolean;
  readonly dataDir: string | null;
  /** null: no --resume; true: the newest unfinished match; else the file. */
  readonly resume: string | true | null;
  /**
   * Players, bots or an option that shapes a new match were typed: that game
   * starts, and an unfinished saved match is not offered (one line says it
   * is still saved). Absent: false.
   */
  readonly typed?: boolean;
}

/** Turns raw arguments into validated launch options; throws UsageError worded by `text`. */
export function resolveLaunchOptions(playerArgs: readonly string[], raw: RawGameOptions, lang: Lang): LaunchOptions {
  const cli = cliWords(lang);
  const core = coreWords(lang);
  const errors = cli.error;
  const humans: string[] = [];
  for (const arg of playerArgs) {
    if (nameTooLong(arg)) {
      throw new UsageError(errors.nameTooLong({ name: printable(arg), max: MAX_NAME_WIDTH }));
    }
    const name = cleanName(arg);
    const problem = nameProblem(name, humans);
    if (problem) {
      const sentence = errors.asLine(core.nameProblem(problem));
      throw new UsageError(name === '' ? errors.emptyName({ problem: sentence, got: printable(arg) }) : sentence);
    }
    if (isBotName(name)) throw new UsageError(core.nameOfBot({ name }));
    humans.push(name);
  }
  const levels = raw.bot.map((typed) => {
    const level = playableLevelOf(typed);
    if (level === null) throw new UsageError(errors.unknownBot({ level: printable(typed), levels: PLAYABLE_LEVELS.join(', ') }));
    return level;
  });
  const seatCount = humans.length + levels.length;
  if (seatCount > MAX_PLAYERS) {
    throw new UsageError(errors.tooManyPlayers({ count: seatCount, min: MIN_PLAYERS, max: MAX_PLAYERS }));
  }
  // With nothing given the setup screen asks; anything given must make a table.
  if (seatCount > 0 && seatCount < MIN_PLAYERS) {
    const tooFew = errors.tooFewPlayers({ count: seatCount, min: MIN_PLAYERS, max: MAX_PLAYERS });
    // A lone "player" may be a mistyped command (`simulte`): name the command it resembles.
    const meant = humans.length === 1 && levels.length === 0 ? similarWord(humans[0]!, COMMANDS) : null;
    throw new UsageError(meant === null ? tooFew : `${tooFew} ${cli.commander.didYouMean({ suggestions: meant })}`);
  }
  const seats: SeatSpec[] = [
    ...humans.map((name) => ({ name, bot: null })),
    // Distinct, clearly marked names that never clash with a human's ("Bot Hard", "Bot Hard 2").
    ...botNames(levels, humans, core.bots.nameLabel).map((name, index) => ({ name, bot: levels[index]! })),
  ];
  // The same check the engine makes, so a table it would refuse is a usage error here.
  const seatProblem = seatCount > 0 ? nameListProblem(seats.map((seat) => seat.name)) : null;
  if (seatProblem) throw new UsageError(errors.asLine(core.nameProblem(seatProblem)));

  const rounds = parseInRange(raw.rounds, '--rounds', LIMITS.rounds, null, lang);
  const givenSeed = raw.seed === undefined ? null : parseSeed(raw.seed, '--seed', lang);
  const [minDelay, maxDelay] = LIMITS.botDelayMs;
  const screenReader = raw.screenReader === true;
  // The mode asks nothing on a screen: the players come from the command line (or the match resumed).
  if (screenReader && seatCount < MIN_PLAYERS && raw.resume === undefined) throw new UsageError(errors.screenReaderNeedsPlayers({ min: MIN_PLAYERS }));
  const defaultDelay = screenReader ? DEFAULTS.game.screenReaderBotDelayMs : DEFAULTS.game.botDelayMs;
  const botDelayMs = parseInRange(raw.delay, '--delay', LIMITS.botDelayMs, defaultDelay, lang, (got) => errors.delayRange({ min: minDelay, max: maxDelay, got }));
  // The seat is counted among the players given: the setup screen cannot know it yet.
  if (raw.firstPlayer !== undefined && seatCount === 0) throw new UsageError(errors.firstPlayerNeedsPlayers);
  const firstSeat = parseInRange(raw.firstPlayer, '--first-player', [1, seatCount], null, lang);
  const games = parseInRange(raw.games, '--games', LIMITS.matchGames, null, lang);
  return {
    seats,
    seatsComplete: seatCount >= MIN_PLAYERS,
    rounds,
    // Every game has a seed of its own that no shown seed gives away: a fresh
    // random one (the table asks for it), or with --seed one derived from the
    // given text, so that a seeded series replays exactly for whoever knows
    // that text.
    seed: givenSeed,
    games,
    tiebreak: raw.tiebreak,
    strictOrder: raw.strictOrder === true,
    ...(firstSeat === null ? {} : { firstPlayer: firstSeat - 1 }),
    hints: raw.hints !== false,
    ascii: raw.ascii === true,
    botDelayMs,
    lang,
  };
}

/**
 * --resume, --data-dir and --no-save. A resumed match brings its own
 * players and rules, so options that define a match are a usage error with
 * --resume; display options (--ascii, --no-color, --delay) are not.
 */
export function resolveSaveOptions(playerArgs: readonly string[], raw: RawGameOptions, lang: Lang): SaveOptions {
  const resume = raw.resume ?? null;
  const defining = definingOptions(playerArgs, raw, lang);
  if (resume !== null && defining.length > 0) {
    throw new UsageError(cliWords(lang).error.resumeDefines({ options: defining.join(', ') }));
  }
  return { save: raw.save !== false, dataDir: parseDataDir(raw.dataDir, lang), resume, typed: defining.length > 0 };
}

/** What was typed that shapes a new match (players, bots, rules, seed, length): named as the usage error names them. */
function definingOptions(playerArgs: readonly string[], raw: RawGameOptions, lang: Lang): string[] {
  return [
    playerArgs.length > 0 ? cliWords(lang).playerNamesWord : null,
    raw.rounds !== undefined ? '--rounds' : null,
    raw.bot.length > 0 ? '--bot' : null,
    raw.seed !== undefined ? '--seed' : null,
    raw.games !== undefined ? '--games' : null,
    raw.strictOrder === true ? '--strict-order' : null,
    raw.firstPlayer !== undefined ? '--first-player' : null,
    raw.hints === false ? '--no-hints' : null,
    raw.tiebreakGiven === true ? '--tiebreak' : null,
  ].filter((name): name is string => name !== null);
}
