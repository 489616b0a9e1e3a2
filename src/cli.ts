/**
 * The command line: parses and validates arguments, then starts the game or
 * the simulator. Nothing here knows the rules; it only checks what the user
 * typed and hands clean options to the UI.
 */

import { createRequire } from 'node:module';
import { Command, CommanderError, Option } from 'commander';
import { BOT_LEVELS, botNames, isBotLevel } from './bots/index.js';
import { MAX_NAME_WIDTH, cleanName, nameListProblem, nameProblem, nameTooLong } from './core/names.js';
import { MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, MIN_ROUNDS } from './core/types.js';
import { MAX_MATCH_GAMES, MIN_MATCH_GAMES } from './table/matchRecord.js';
import { CommandFailure, registerRecordCommands } from './record/commands.js';
import { registerSimulateCommand } from './sim/command.js';
import { openTerminalSession } from './terminal.js';
import type { LaunchOptions, SeatSpec } from './ui/options.js';
import type { MatchSession } from './ui/session.js';
import { runGame } from './ui/run.js';
import { randomSeed } from './randomSeed.js';
import { UsageError, parseSeed, parseWholeNumber, printable } from './usage.js';

export interface CliIo {
  readonly stdin: NodeJS.ReadStream;
  readonly stdout: NodeJS.WriteStream;
  readonly stderr: NodeJS.WriteStream;
}

const PROGRAM = 'shift-poker';
const DEFAULT_BOT_DELAY_MS = 600;
const MAX_BOT_DELAY_MS = 60_000;

/** Raw option values as commander hands them over (strings; validated below). */
interface RawGameOptions {
  rounds?: string;
  seed?: string;
  bot: string[];
  tiebreak: 'category' | 'kickers';
  strictOrder?: boolean;
  ascii?: boolean;
  color: boolean;
  delay?: string;
  games?: string;
  /** true for the newest unfinished match, or a file. */
  resume?: string | true;
  dataDir?: string;
  save: boolean;
  /** Whether --tiebreak was typed (it has a default, so its value alone cannot tell). */
  tiebreakGiven?: boolean;
}

/** Where and whether the match is saved, and what to resume. */
export interface SaveOptions {
  readonly save: boolean;
  readonly dataDir: string | null;
  /** null: no --resume; true: the newest unfinished match; else the file. */
  readonly resume: string | true | null;
}

/**
 * Runs the program with `argv` as in process.argv (node, script, args…) and
 * returns the exit code: 0 done, 1 unexpected error or no terminal, 2 usage
 * error, 130 Ctrl+C.
 */
export async function main(argv: readonly string[], io: CliIo = defaultIo()): Promise<number> {
  let exitCode = 0;
  const program = buildProgram(io, async (players, raw) => {
    const saving = resolveSaveOptions(players, raw);
    const options = resolveLaunchOptions(saving.resume === null ? players : [], raw);
    exitCode = await play(options, saving, io);
  }, (simulateExitCode) => {
    exitCode = simulateExitCode;
  });
  try {
    await program.parseAsync([...argv]);
    return exitCode;
  } catch (error) {
    const helpCommand = argv[2] === 'simulate' ? `${PROGRAM} simulate --help` : `${PROGRAM} --help`;
    return reportError(error, io, helpCommand);
  }
}

function buildProgram(
  io: CliIo,
  onPlay: (players: string[], raw: RawGameOptions) => Promise<void>,
  onSimulateExitCode: (code: number) => void,
): Command {
  const program = new Command(PROGRAM)
    .description('Shift Poker (Schiebe-Poker) for 2-4 players at one keyboard, or against computer players.')
    .version(packageVersion(), '-V, --version', 'print the version and exit')
    .helpOption('-h, --help', 'show this help and exit')
    .argument('[players...]', `${MIN_PLAYERS}-${MAX_PLAYERS} player names in seating order (asked for if missing)`)
    .option('-r, --rounds <n>', `number of rounds, ${MIN_ROUNDS}-${MAX_ROUNDS} (asked for if missing; default 3)`)
    .option('--seed <text>', 'replay or share a game: any text fixes every card (default: random, shown when the game is over)')
    .addOption(
      new Option('--bot <level>', `add a computer player (repeatable): ${BOT_LEVELS.join(', ')}`)
        .argParser((value: string, previous: string[]) => [...previous, value])
        .default([] as string[], 'none'),
    )
    .addOption(
      new Option('--tiebreak <mode>', 'equal categories: share the place, or compare kickers')
        .choices(['category', 'kickers'])
        .default('category'),
    )
    .option('--strict-order', 'variant: every turn is a shift first, then a swap or pass')
    .option('--ascii', 'plain ASCII screens: card faces without suit symbols (10h, As), no box or arrow symbols')
    .option('--no-color', 'no colours (also when NO_COLOR is set)')
    .option('--delay <ms>', `pause between computer players' actions (default ${DEFAULT_BOT_DELAY_MS})`)
    .option('--games <n>', `play a match of n games, ${MIN_MATCH_GAMES}-${MAX_MATCH_GAMES} (default: until you stop)`)
    .option('--resume [file]', 'go on with a saved match (default: the newest unfinished one)')
    .option('--data-dir <dir>', 'where matches are saved (default: the user state directory)')
    .option('--no-save', 'do not save the match')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  shift-poker                          ask for names and rounds',
        '  shift-poker Alice Bob --rounds 5     two players, five rounds',
        '  shift-poker Alice --bot hard         play alone against the computer',
        '  shift-poker --bot easy --bot hard    watch two computer players',
        '  shift-poker simulate --games 200 --players hard,medium',
        '',
        'Keys in the game: ← → shift, s swap one, a swap all, p pass, ? help, q quit.',
      ].join('\n'),
    )
    // `shift-poker help [simulate]` shows help rather than seating a player called "help".
    .helpCommand('help [command]', 'show help for the game or a command')
    .showSuggestionAfterError(true)
    // The game and `simulate` share option names (--seed, --rounds): options
    // after the subcommand belong to it.
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      // Errors are reported by reportError as a single line.
      outputError: () => undefined,
    })
    .action(async (players: string[], raw: RawGameOptions, command: Command) =>
      onPlay(players, { ...raw, tiebreakGiven: command.getOptionValueSource('tiebreak') === 'cli' }),
    );

  registerSimulateCommand(program, io, { onExitCode: onSimulateExitCode });
  registerRecordCommands(program, io);
  for (const command of program.commands) {
    command.exitOverride().configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      outputError: () => undefined,
    });
  }
  return program;
}

/** Turns raw arguments into validated launch options; throws UsageError. */
export function resolveLaunchOptions(playerArgs: readonly string[], raw: RawGameOptions): LaunchOptions {
  const humans: string[] = [];
  for (const arg of playerArgs) {
    if (nameTooLong(arg)) {
      throw new UsageError(`the name "${printable(arg)}" is too long (at most ${MAX_NAME_WIDTH} columns)`);
    }
    const name = cleanName(arg);
    const problem = nameProblem(name, humans);
    if (problem) {
      throw new UsageError(name === '' ? `${problem} (got "${printable(arg)}")` : problem);
    }
    humans.push(name);
  }
  const levels = raw.bot.map((level) => {
    const normalized = level.trim().toLowerCase();
    if (!isBotLevel(normalized)) {
      throw new UsageError(`unknown --bot level "${printable(level)}" (choose ${BOT_LEVELS.join(', ')})`);
    }
    return normalized;
  });
  const seatCount = humans.length + levels.length;
  if (seatCount > MAX_PLAYERS) {
    throw new UsageError(`too many players: ${seatCount} (a game seats ${MIN_PLAYERS} to ${MAX_PLAYERS}, bots included)`);
  }
  // With nothing given the setup screen asks; anything given must make a table.
  if (seatCount > 0 && seatCount < MIN_PLAYERS) {
    throw new UsageError(
      `too few players: ${seatCount} (a game seats ${MIN_PLAYERS} to ${MAX_PLAYERS}; add a name or --bot <level>)`,
    );
  }
  const seats: SeatSpec[] = [
    ...humans.map((name) => ({ name, bot: null })),
    // Distinct, clearly marked names that never clash with a human's ("Bot Hard", "Bot Hard 2").
    ...botNames(levels, humans).map((name, index) => ({ name, bot: levels[index]! })),
  ];
  // The same check the engine makes, so a table it would refuse is a usage error here.
  const seatProblem = seatCount > 0 ? nameListProblem(seats.map((seat) => seat.name)) : null;
  if (seatProblem) throw new UsageError(seatProblem);

  let rounds: number | null = null;
  if (raw.rounds !== undefined) {
    rounds = parseWholeNumber(raw.rounds, '--rounds');
    if (rounds < MIN_ROUNDS || rounds > MAX_ROUNDS) {
      throw new UsageError(`--rounds must be from ${MIN_ROUNDS} to ${MAX_ROUNDS}, got ${rounds}`);
    }
  }
  const givenSeed = raw.seed === undefined ? null : parseSeed(raw.seed, '--seed');
  let botDelayMs = DEFAULT_BOT_DELAY_MS;
  if (raw.delay !== undefined) {
    botDelayMs = parseWholeNumber(raw.delay, '--delay');
    if (botDelayMs < 0 || botDelayMs > MAX_BOT_DELAY_MS) {
      throw new UsageError(`--delay must be from 0 to ${MAX_BOT_DELAY_MS} milliseconds, got ${botDelayMs}`);
    }
  }
  let games: number | null = null;
  if (raw.games !== undefined) {
    games = parseWholeNumber(raw.games, '--games');
    if (games < MIN_MATCH_GAMES || games > MAX_MATCH_GAMES) {
      throw new UsageError(`--games must be from ${MIN_MATCH_GAMES} to ${MAX_MATCH_GAMES}, got ${games}`);
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
    ascii: raw.ascii === true,
    botDelayMs,
  };
}

/**
 * --resume, --data-dir and --no-save. A resumed match brings its own
 * players and rules, so options that define a match are a usage error with
 * --resume; display options (--ascii, --no-color, --delay) are not.
 */
export function resolveSaveOptions(playerArgs: readonly string[], raw: RawGameOptions): SaveOptions {
  const resume = raw.resume ?? null;
  if (resume !== null) {
    const defining = [
      playerArgs.length > 0 ? 'player names' : null,
      raw.rounds !== undefined ? '--rounds' : null,
      raw.bot.length > 0 ? '--bot' : null,
      raw.seed !== undefined ? '--seed' : null,
      raw.games !== undefined ? '--games' : null,
      raw.strictOrder === true ? '--strict-order' : null,
      raw.tiebreakGiven === true ? '--tiebreak' : null,
    ].filter((name): name is string => name !== null);
    if (defining.length > 0) {
      throw new UsageError(`--resume goes on with the saved match's players and rules; leave out ${defining.join(', ')}`);
    }
  }
  if (raw.dataDir !== undefined && raw.dataDir.trim() === '') throw new UsageError('--data-dir must name a directory');
  return { save: raw.save !== false, dataDir: raw.dataDir ?? null, resume };
}

async function play(options: LaunchOptions, saving: SaveOptions, io: CliIo): Promise<number> {
  // A file that cannot be resumed is reported first, terminal or not.
  const resumed = saving.resume === null ? null : await openMatch(options, saving);
  if (!io.stdin.isTTY || !io.stdout.isTTY) {
    io.stderr.write(
      `${PROGRAM}: the game needs an interactive terminal (standard input and output must not be piped or redirected); for headless games use '${PROGRAM} simulate'\n`,
    );
    return 1;
  }
  const match = resumed ?? (await openMatch(options, saving));
  const session = openTerminalSession(io.stdout, io.stdin, (exitCode, message) => {
    if (message) io.stderr.write(`${PROGRAM}: ${message}\n`);
    process.exit(exitCode);
  });
  try {
    // openTerminalSession has just cleared the screen and its scrollback.
    const outcome = await runGame({ ...options, startsOnClearScreen: true }, match, session, {
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
async function openMatch(options: LaunchOptions, saving: SaveOptions): Promise<MatchSession> {
  const [{ createStore }, { defaultDataDir }, saved] = await Promise.all([
    import('./record/store.js'),
    import('./record/paths.js'),
    import('./savedSession.js'),
  ]);
  const wantsStore = saving.save || saving.resume !== null;
  const store = wantsStore
    ? saving.dataDir === null
      ? createStore({ dir: defaultDataDir(), ownsDir: true })
      : createStore({ dir: saving.dataDir })
    : null;
  let plan: import('./savedSession.js').SessionPlan = { kind: 'new' };
  if (saving.resume !== null) {
    try {
      plan = saved.planResume(store!, saving.resume === true ? null : saving.resume);
    } catch (error) {
      if (error instanceof saved.ResumeFailure) throw new CommandFailure(error.message);
      throw error;
    }
  }
  return saved.savedSession(options, saving.save ? store : null, plan, { now: () => Date.now(), newSeed: randomSeed });
}

/** One line on stderr for anything that went wrong; returns the exit code. */
function reportError(error: unknown, io: CliIo, helpCommand: string): number {
  if (error instanceof CommanderError) {
    // --help and --version end through exitOverride too, with exit code 0.
    if (error.exitCode === 0) return 0;
    const message = error.message.replace(/^error:\s*/u, '').split('\n')[0];
    io.stderr.write(`${PROGRAM}: ${message} (see '${helpCommand}')\n`);
    return 2;
  }
  if (error instanceof CommandFailure) {
    io.stderr.write(`${PROGRAM}: ${error.message}\n`);
    return error.exitCode;
  }
  if (error instanceof UsageError) {
    io.stderr.write(`${PROGRAM}: ${error.message} (see '${helpCommand}')\n`);
    return 2;
  }
  const message = error instanceof Error ? error.message : String(error);
  io.stderr.write(`${PROGRAM}: unexpected error: ${message}\n`);
  if (process.env.SHIFT_POKER_DEBUG && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
  return 1;
}


function packageVersion(): string {
  // Both src/cli.ts and the bundle in dist/ sit one level below package.json.
  const require = createRequire(import.meta.url);
  return (require('../package.json') as { version: string }).version;
}

function defaultIo(): CliIo {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
}
