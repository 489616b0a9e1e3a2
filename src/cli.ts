/**
 * The command line: parses and validates arguments, then starts the game or
 * the simulator. Nothing here knows the rules; it only checks what the user
 * typed and hands clean options to the UI.
 */

import { readFileSync, writeSync } from 'node:fs';
import { Command, CommanderError, Help, Option, type OutputConfiguration } from 'commander';
import { BOT_LEVELS, botNames, isBotLevel } from './bots/levels.js';
import { MAX_NAME_WIDTH, cleanName, nameListProblem, nameProblem, nameTooLong } from './core/names.js';
import { LANGUAGES, coreWords, detectLanguage, isLang, loadLanguage, type Lang, type LangEnvironment } from './i18n/catalog.js';
import { cliWords, loadCliWords, parseWords } from './cliWords.js';
import { commanderMessage } from './i18n/commander.js';
import { MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, MIN_ROUNDS, type Seat } from './core/types.js';
import { MAX_MATCH_GAMES, MIN_MATCH_GAMES } from './table/matchRecord.js';
import { DEFAULT_BOT_DELAY_MS } from './match/pace.js';
import { registerRecordCommands } from './record/commands.js';
import { CommandFailure } from './usage.js';
import { registerSimulateCommand } from './sim/command.js';
import { registerHostCommand } from './remote/command.js';
import { registerServeCommand } from './remote/serve/command.js';
import type { LaunchOptions, SeatSpec } from './ui/options.js';
import type { MatchSession } from './ui/session.js';
import { UsageError, parseSeed, parseWholeNumber, printable } from './usage.js';
import { invocation } from './invocation.js';
import { similarWord } from './similarWord.js';

export interface CliIo {
  readonly stdin: NodeJS.ReadStream;
  readonly stdout: NodeJS.WriteStream;
  readonly stderr: NodeJS.WriteStream;
  /**
   * Writes the command line's own text (help, usage errors) straight to file
   * descriptor 1 or 2, without setting up Node's streams for them; without
   * it that text goes through `stdout` and `stderr`.
   */
  readonly print?: (fd: 1 | 2, text: string) => void;
}

/** The command line's own text on standard output or standard error. */
function printOut(io: CliIo, text: string): void {
  if (io.print !== undefined) io.print(1, text);
  else io.stdout.write(text);
}

function printErr(io: CliIo, text: string): void {
  if (io.print !== undefined) io.print(2, text);
  else io.stderr.write(text);
}

/**
 * Commander's output settings: its text through printOut and printErr, its
 * errors left to reportError, and the help 80 columns wide, as its examples
 * and key lines are written and as wide as the game's screens. (The
 * terminal's own width would need its stream set up first: several ms that
 * --help need not pay.) The help has no colours to keep or strip.
 */
function commanderOutput(io: CliIo): OutputConfiguration {
  return {
    writeOut: (text) => printOut(io, text),
    writeErr: (text) => printErr(io, text),
    // Errors are reported by reportError as a single line.
    outputError: () => undefined,
    getOutHelpWidth: () => HELP_WIDTH,
    getErrHelpWidth: () => HELP_WIDTH,
    getOutHasColors: () => false,
    getErrHasColors: () => false,
  };
}

const PROGRAM = 'shift-poker';
/** The help's width, whatever the terminal's. */
const HELP_WIDTH = 80;
/** 128 + SIGHUP: the terminal is gone. */
const SIGHUP_EXIT_CODE = 129;
const MAX_BOT_DELAY_MS = 60_000;

/** Raw option values as commander hands them over (strings; validated below). */
interface RawGameOptions {
  rounds?: string;
  seed?: string;
  bot: string[];
  tiebreak: 'category' | 'kickers';
  strictOrder?: boolean;
  /** false with --no-hints. */
  hints?: boolean;
  ascii?: boolean;
  color: boolean;
  delay?: string;
  /** Already read before commander runs (see languageOf). */
  lang?: string;
  games?: string;
  /** true for the newest unfinished match, or a file. */
  resume?: string | true;
  dataDir?: string;
  save: boolean;
  /** Whether --tiebreak was typed (it has a default, so its value alone cannot tell). */
  tiebreakGiven?: boolean;
  firstPlayer?: string;
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

/**
 * Runs the program with `argv` as in process.argv (node, script, args…) and
 * returns the exit code: 0 done, 1 unexpected error or no terminal, 2 usage
 * error, 130 Ctrl+C. Everything it prints is in the language of `--lang`,
 * else of the environment (detectLanguage).
 */
export async function main(argv: readonly string[], io: CliIo = defaultIo(), env: LangEnvironment = process.env): Promise<number> {
  // Every command printed for the player begins the way they started this one.
  const invoked = invocation({ script: argv[1], env, cwd: process.cwd() });
  const helpCommandFor = (command: string | undefined): string =>
    command !== undefined && COMMANDS_WITH_HELP.includes(command) ? `${invoked} ${command} --help` : `${invoked} --help`;
  let helpCommand = helpCommandFor(argv[2]);
  // The language is needed before commander runs: it words the help texts.
  const asked = langArgument(argv.slice(2));
  const lang: Lang = asked !== null && isLang(asked) ? asked : detectLanguage(env);
  // Only the language spoken is loaded: --version and English never load another language.
  const [, cli] = await Promise.all([loadLanguage(lang), loadCliWords(lang)]);
  if (asked !== null && !isLang(asked)) {
    const message = cli.error.unknownLanguage({ got: printable(asked), languages: LANGUAGES.join(', ') });
    return reportError(new UsageError(message), io, helpCommand, lang);
  }
  let exitCode = 0;
  const program = buildProgram(io, lang, async (players, raw) => {
    const saving = resolveSaveOptions(players, raw, lang);
    const options = resolveLaunchOptions(saving.resume === null ? players : [], raw, lang);
    exitCode = await play({ ...options, program: invoked }, saving, io);
  }, (commandExitCode) => {
    exitCode = commandExitCode;
  });
  // A usage error inside a command points at that command's help, wherever the command word stands.
  program.hook('preSubcommand', (_program, command) => {
    helpCommand = helpCommandFor(command.name());
  });
  const unknownHelp = unknownHelpTopic(argv.slice(2), program);
  if (unknownHelp !== null) {
    // Commander would print the whole help as an error; one line says more.
    const message = commanderMessage('commander.unknownCommand', `error: unknown command '${unknownHelp}'`, cli.commander);
    return reportError(new UsageError(message), io, helpCommand, lang);
  }
  try {
    await program.parseAsync(mainHelpAsked(argv.slice(2)) ? [argv[0]!, argv[1]!, '--help'] : [...argv]);
    return exitCode;
  } catch (error) {
    return reportError(error, io, helpCommand, lang);
  }
}

/** The arguments without `--lang <code>` or `--lang=<code>` (read before commander runs; see langArgument). */
function withoutLang(args: readonly string[]): string[] {
  const rest: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--lang') index++;
    else if (!arg.startsWith('--lang=')) rest.push(arg);
  }
  return rest;
}

/** `help <topic>` where the topic is no command: the topic, else null. */
function unknownHelpTopic(args: readonly string[], program: Command): string | null {
  const [first, topic] = withoutLang(args).filter((arg) => !arg.startsWith('-'));
  if (first !== 'help' || topic === undefined || topic === 'help') return null;
  return program.commands.some((command) => command.name() === topic) ? null : printable(topic);
}

/**
 * `help --help`, `help -h` and `help help` ask for the main help (commander
 * would take the flag for a command's name and print the help as an error).
 */
function mainHelpAsked(args: readonly string[]): boolean {
  const [first, ...rest] = withoutLang(args);
  return first === 'help' && rest.length > 0 && rest.every((word) => word === 'help' || word === '--help' || word === '-h');
}

/** The commands with options of their own, whose usage errors point at their own help. */
const COMMANDS_WITH_HELP: readonly string[] = ['simulate', 'history', 'replay', 'host', 'serve'];

/** Every command word, for the guess at a mistyped one. */
const COMMANDS: readonly string[] = [...COMMANDS_WITH_HELP, 'help'];


/**
 * The value of `--lang <code>` or `--lang=<code>` among the arguments (the
 * last one given), or null. Arguments after `--` are names, not options.
 */
export function langArgument(args: readonly string[]): string | null {
  let found: string | null = null;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--') break;
    if (arg === '--lang' && index + 1 < args.length) found = args[++index]!;
    else if (arg.startsWith('--lang=')) found = arg.slice('--lang='.length);
  }
  return found === null ? null : found.trim().toLowerCase();
}

/**
 * Commander's own words in the language of `lang`: the headings and the
 * "(default: …)" notes. (Commander's remaining built-in English, such as
 * its error messages, is replaced where the errors are reported.)
 */
export function localHelp(lang: Lang): Partial<Help> {
  const cli = cliWords(lang);
  const headings = cli.headings;
  if (headings === null) return {};
  const extras = (
    description: string,
    choices: readonly string[] | undefined,
    shownDefault: string | null,
  ): string => {
    const extra: string[] = [];
    if (choices) extra.push(cli.extraChoices({ values: choices.map((choice) => cli.quoted({ text: choice })).join(', ') }));
    if (shownDefault !== null) extra.push(cli.extraDefault({ value: shownDefault }));
    return extra.length === 0 ? description : `${description} (${extra.join(', ')})`.trimStart();
  };
  return {
    styleTitle: (title: string) => (headings as Readonly<Record<string, string>>)[title] ?? title,
    // A subcommand's usage line is commander's own ("history [options]").
    styleUsage: (usage: string) => usage.replace('[options]', cli.optionsWord),
    optionDescription: (option: Option) => {
      const shows =
        option.defaultValue !== undefined &&
        (option.required || option.optional || (option.isBoolean() && typeof option.defaultValue === 'boolean'));
      const shown = !shows
        ? null
        : option.defaultValueDescription ||
          (typeof option.defaultValue === 'string' ? cli.quoted({ text: option.defaultValue }) : JSON.stringify(option.defaultValue));
      return extras(option.description, option.argChoices, shown);
    },
    subcommandTerm: (command: Command) => {
      const args = command.registeredArguments.map((arg) => (arg.required ? `<${arg.name()}>` : `[${arg.name()}${arg.variadic ? '...' : ''}]`));
      return [command.name(), ...(command.options.length > 0 ? [cli.optionsWord] : []), ...args].join(' ');
    },
  };
}

function buildProgram(
  io: CliIo,
  lang: Lang,
  onPlay: (players: string[], raw: RawGameOptions) => Promise<void>,
  onCommandExitCode: (code: number) => void,
): Command {
  const cli = cliWords(lang);
  const meta = cli.meta;
  const program = new Command(PROGRAM)
    .description(cli.description)
    .usage(cli.usage)
    .configureHelp(localHelp(lang))
    .version(packageVersion(), '-V, --version', cli.version)
    .helpOption('-h, --help', cli.help)
    .argument(`[${cli.playersArgument}...]`, cli.players({ min: MIN_PLAYERS, max: MAX_PLAYERS }))
    .option(`-r, --rounds <${meta.n}>`, cli.rounds({ min: MIN_ROUNDS, max: MAX_ROUNDS }))
    .option(`--seed <${meta.text}>`, cli.seed)
    .addOption(
      new Option(`--bot <${meta.level}>`, cli.bot({ levels: BOT_LEVELS.join(', ') }))
        .argParser((value: string, previous: string[]) => [...previous, value])
        .default([] as string[], cli.botDefault),
    )
    .addOption(
      new Option(`--tiebreak <${meta.mode}>`, cli.tiebreak)
        .choices(['category', 'kickers'])
        .default('category'),
    )
    .option('--strict-order', cli.strictOrder)
    .option(`--first-player <${meta.n}>`, cli.firstPlayer({ max: MAX_PLAYERS }))
    .option('--no-hints', cli.noHints)
    .option('--ascii', cli.ascii)
    .option('--no-color', cli.noColor)
    .option(`--delay <${meta.ms}>`, cli.delay({ default: DEFAULT_BOT_DELAY_MS }))
    .option('--games <n>', cli.games({ min: MIN_MATCH_GAMES, max: MAX_MATCH_GAMES }))
    .option(`--resume [${meta.file}]`, cli.resume)
    .option(`--data-dir <${meta.dir}>`, cli.dataDir)
    .option('--no-save', cli.noSave)
    .addOption(langOption(lang))
    .addHelpText('after', cli.examples)
    // `shift-poker help [simulate]` shows help rather than seating a player called "help".
    .helpCommand(`help [${cli.commandArgument}]`, cli.helpCommand)
    .showSuggestionAfterError(true)
    // The game and `simulate` share option names (--seed, --rounds): options
    // after the subcommand belong to it.
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput(commanderOutput(io))
    .action(async (players: string[], raw: RawGameOptions, command: Command) =>
      onPlay(players, { ...raw, tiebreakGiven: command.getOptionValueSource('tiebreak') === 'cli' }),
    );

  registerSimulateCommand(program, io, { onExitCode: onCommandExitCode, lang, extraOptions: [langOption(lang)] });
  registerRecordCommands(program, io, lang, onCommandExitCode);
  registerHostCommand(program, io, { onExitCode: onCommandExitCode, lang });
  registerServeCommand(program, io, { onExitCode: onCommandExitCode, lang });
  for (const command of program.commands) {
    const name = command.name();
    if (name === 'history' || name === 'replay' || name === 'host' || name === 'serve') command.description(cli.commands[name]);
    // `--lang` was read before commander ran (langArgument); every command accepts it in its place.
    if (!command.options.some((option) => option.long === '--lang')) command.addOption(langOption(lang));
    command.exitOverride().configureOutput(commanderOutput(io));
  }
  return program;
}

/** `--lang <code>`, on the game and on `simulate` (options after a subcommand belong to it). */
function langOption(lang: Lang): Option {
  const cli = cliWords(lang);
  return new Option(`--lang <${cli.meta.code}>`, cli.lang({ languages: LANGUAGES.join(', ') }));
}

/** Turns raw arguments into validated launch options in `lang`; throws UsageError worded in it. */
export function resolveLaunchOptions(playerArgs: readonly string[], raw: RawGameOptions, lang: Lang): LaunchOptions {
  const errors = cliWords(lang).error;
  const core = coreWords(lang);
  const parse = parseWords(lang);
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
    humans.push(name);
  }
  const levels = raw.bot.map((level) => {
    const normalized = level.trim().toLowerCase();
    if (!isBotLevel(normalized)) {
      throw new UsageError(errors.unknownBot({ level: printable(level), levels: BOT_LEVELS.join(', ') }));
    }
    return normalized;
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
    throw new UsageError(meant === null ? tooFew : `${tooFew} ${cliWords(lang).commander.didYouMean({ suggestions: meant })}`);
  }
  const seats: SeatSpec[] = [
    ...humans.map((name) => ({ name, bot: null })),
    // Distinct, clearly marked names that never clash with a human's ("Bot Hard", "Bot Hard 2").
    ...botNames(levels, humans, core.bots.nameLabel).map((name, index) => ({ name, bot: levels[index]! })),
  ];
  // The same check the engine makes, so a table it would refuse is a usage error here.
  const seatProblem = seatCount > 0 ? nameListProblem(seats.map((seat) => seat.name)) : null;
  if (seatProblem) throw new UsageError(errors.asLine(core.nameProblem(seatProblem)));

  let rounds: number | null = null;
  if (raw.rounds !== undefined) {
    rounds = parseWholeNumber(raw.rounds, '--rounds', parse);
    if (rounds < MIN_ROUNDS || rounds > MAX_ROUNDS) {
      throw new UsageError(errors.range({ option: '--rounds', min: MIN_ROUNDS, max: MAX_ROUNDS, got: rounds }));
    }
  }
  const givenSeed = raw.seed === undefined ? null : parseSeed(raw.seed, '--seed', parse);
  let botDelayMs = DEFAULT_BOT_DELAY_MS;
  if (raw.delay !== undefined) {
    botDelayMs = parseWholeNumber(raw.delay, '--delay', parse);
    if (botDelayMs < 0 || botDelayMs > MAX_BOT_DELAY_MS) {
      throw new UsageError(errors.delayRange({ min: 0, max: MAX_BOT_DELAY_MS, got: botDelayMs }));
    }
  }
  let firstPlayer: Seat | null = null;
  if (raw.firstPlayer !== undefined) {
    // The seat is counted among the players given: the setup screen cannot know it yet.
    if (seatCount === 0) throw new UsageError(errors.firstPlayerNeedsPlayers);
    const seat = parseWholeNumber(raw.firstPlayer, '--first-player', parse);
    if (seat < 1 || seat > seatCount) {
      throw new UsageError(errors.range({ option: '--first-player', min: 1, max: seatCount, got: seat }));
    }
    firstPlayer = seat - 1;
  }
  let games: number | null = null;
  if (raw.games !== undefined) {
    games = parseWholeNumber(raw.games, '--games', parse);
    if (games < MIN_MATCH_GAMES || games > MAX_MATCH_GAMES) {
      throw new UsageError(errors.range({ option: '--games', min: MIN_MATCH_GAMES, max: MAX_MATCH_GAMES, got: games }));
    }
  }
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
    ...(firstPlayer === null ? {} : { firstPlayer }),
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
  const errors = cliWords(lang).error;
  const resume = raw.resume ?? null;
  const defining = definingOptions(playerArgs, raw, lang);
  if (resume !== null && defining.length > 0) {
    throw new UsageError(errors.resumeDefines({ options: defining.join(', ') }));
  }
  if (raw.dataDir !== undefined && raw.dataDir.trim() === '') throw new UsageError(errors.emptyDataDir);
  return { save: raw.save !== false, dataDir: raw.dataDir ?? null, resume, typed: defining.length > 0 };
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

/**
 * Everything a game needs beyond the command line (saved matches, the UI
 * with React, Ink and Yoga), in one module loaded only when a game starts,
 * so that --help, --version, usage errors and the other commands never load it.
 */
type Game = typeof import('./play.js');

async function play(options: LaunchOptions, saving: SaveOptions, io: CliIo): Promise<number> {
  const cli = cliWords(options.lang);
  // A file that cannot be resumed is reported first, terminal or not.
  let game: Game | null = saving.resume === null ? null : await import('./play.js');
  const resumed = game === null ? null : openMatch(game, options, saving);
  if (!io.stdin.isTTY || !io.stdout.isTTY) {
    io.stderr.write(`${PROGRAM}: ${cli.needsTerminal({ program: options.program ?? PROGRAM })}\n`);
    return 1;
  }
  // Before the game's code is loaded: keeps the resident size of a long
  // game down (see heap.ts).
  (await import('./heap.js')).limitHeapGrowth();
  game ??= await import('./play.js');
  const match = resumed ?? openMatch(game, options, saving);
  // On the normal screen too, whole: the game's first screen may have to cut
  // a long path, and this stays above what leaving prints.
  if (match.note != null) io.stdout.write(`${match.note}\n`);
  const session = game.openTerminalSession(io.stdout, io.stdin, (exitCode, uncaught) => {
    if (uncaught !== null) io.stderr.write(`${PROGRAM}: ${cli.unexpected({ message: errorText(uncaught.error) })}\n`);
    // A signal or an error ends the game as quitting does, and shows what
    // quitting shows (see record/leaving.ts); after a hang-up nobody reads it.
    if (exitCode !== SIGHUP_EXIT_CODE) {
      try {
        const summary = game!.leavingSummary(match, { ascii: options.ascii, lang: options.lang, program: options.program });
        if (summary !== null) io.stdout.write(`${summary}\n`);
      } catch {
        // The match is saved after every action; a summary that cannot be made is no reason to hang.
      }
    }
    process.exit(exitCode);
  });
  try {
    // openTerminalSession has just cleared the screen and its scrollback.
    const outcome = await game.runGame({ ...options, startsOnClearScreen: true }, match, session, {
      stdin: io.stdin,
      stdout: io.stdout,
    });
    session.restore();
    if (outcome.summary) io.stdout.write(`${outcome.summary}\n`);
    return outcome.exitCode;
  } finally {
    session.restore();
  }
}

/** The match to play: saved in the data directory unless --no-save, resumed with --resume. Throws CommandFailure. */
function openMatch(game: Game, options: LaunchOptions, saving: SaveOptions): MatchSession {
  const wantsStore = saving.save || saving.resume !== null;
  const store = wantsStore
    ? saving.dataDir === null
      ? game.createStore({ dir: game.defaultDataDir(), ownsDir: true })
      : game.createStore({ dir: saving.dataDir })
    : null;
  try {
    const plan: import('./savedSession.js').SessionPlan =
      saving.resume === null ? { kind: 'new' } : game.planResume(store!, saving.resume === true ? null : saving.resume, options.lang);
    const session = game.savedSession(options, saving.save ? store : null, plan, { now: () => Date.now(), newSeed: game.randomSeed });
    // The command line wins: a game typed there starts, the saved match is only mentioned.
    return saving.typed === true ? game.typedGameSession(session, options.lang, options.program) : session;
  } catch (error) {
    // Also a match that another program opened between the question and the answer.
    if (error instanceof game.ResumeFailure) throw new CommandFailure(error.message);
    throw error;
  }
}

/** One line on stderr for anything that went wrong, in `lang`; returns the exit code. */
function reportError(error: unknown, io: CliIo, helpCommand: string, lang: Lang): number {
  const cli = cliWords(lang);
  const seeHelp = cli.seeHelp({ command: helpCommand });
  if (error instanceof CommanderError) {
    // --help and --version end through exitOverride too, with exit code 0.
    if (error.exitCode === 0) return 0;
    // `help <unknown command>`: commander has shown the help already.
    if (error.code === 'commander.help') return 2;
    const message = commanderMessage(error.code, error.message, cli.commander);
    printErr(io, `${PROGRAM}: ${message} ${seeHelp}\n`);
    return 2;
  }
  if (error instanceof CommandFailure) {
    printErr(io, `${PROGRAM}: ${error.message}\n`);
    return error.exitCode;
  }
  if (error instanceof UsageError) {
    printErr(io, `${PROGRAM}: ${error.message} ${seeHelp}\n`);
    return 2;
  }
  printErr(io, `${PROGRAM}: ${cli.unexpected({ message: errorText(error) })}\n`);
  if (process.env.SHIFT_POKER_DEBUG && error instanceof Error && error.stack) printErr(io, `${error.stack}\n`);
  return 1;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function packageVersion(): string {
  // Both src/cli.ts and the bundle in dist/ sit one level below package.json.
  // Read as text: cheaper than require(), which would set up the CommonJS loader first.
  return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

function defaultIo(): CliIo {
  // Node sets up process.stdin, stdout and stderr at their first use (several
  // ms, loading its stream modules): --help and usage errors print without them.
  return {
    get stdin() {
      return process.stdin;
    },
    get stdout() {
      return quietWhenClosed(process.stdout);
    },
    get stderr() {
      return process.stderr;
    },
    print: printToDescriptor,
  };
}

const guarded = new WeakSet<NodeJS.WriteStream>();

/**
 * Output piped into a program that stops reading early (`shift-poker history
 * | head -3`) is not an error worth a stack trace: the program ends quietly.
 */
function quietWhenClosed(stream: NodeJS.WriteStream): NodeJS.WriteStream {
  if (!guarded.has(stream)) {
    guarded.add(stream);
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(0);
      throw error;
    });
  }
  return stream;
}

/** Writes all of `text` to `fd` at once; a reader that has gone away (EPIPE) ends it quietly. */
function printToDescriptor(fd: 1 | 2, text: string): void {
  const bytes = Buffer.from(text);
  let written = 0;
  while (written < bytes.length) {
    try {
      written += writeSync(fd, bytes, written);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A pipe another program left non-blocking and full: try again.
      if (code === 'EAGAIN') continue;
      if (code === 'EPIPE') return;
      throw error;
    }
  }
}
