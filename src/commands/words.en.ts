/**
 * The English words of the command line: --help of the game and of every
 * command, usage errors (commander's own included), and what `simulate`
 * prints. Their shape is `CliWords`, which every other language fills in
 * (words.de.ts); words.ts gives them by language. Only the command
 * line's files import them.
 */

import { coreEn } from '../i18n/words.en.js';

export const cliEn = {
  description: 'Shift Poker (Schiebe-Poker) for 2-4 players at one keyboard, or against computer players.',
  version: 'print the version and exit',
  help: 'show this help and exit',
  helpCommand: 'show help for the game or a command',
  /** One line per command in the command list of --help. */
  commands: {
    history: 'list saved matches, newest first',
    players: 'list the players of the finished matches with their ratings, or show one player',
    replay: 'step through the games of a saved match that are over, or print a finished match as JSON',
    host: 'host a game that friends join with plain ssh',
    serve: 'run a server of many tables that anyone joins with plain ssh',
    tutorial: 'learn the game in short lessons on the real table (nothing is saved)',
  },
  /** The name of the player list in the usage line. */
  playersArgument: 'players',
  commandArgument: 'command',
  usage: '[options] [command] [players...]',
  /** The placeholders of option values in the help (`--bot <level>`). */
  meta: {
    url: 'url',
    n: 'n',
    text: 'text',
    level: 'level',
    levels: 'levels',
    mode: 'mode',
    ms: 'ms',
    code: 'code',
    file: 'file',
    dir: 'dir',
    address: 'address',
    spec: 'spec',
    seconds: 'seconds',
    minutes: 'minutes',
    name: 'name',
  },
  players: (p: { min: number; max: number }): string => `${p.min}-${p.max} player names in seating order (asked for if missing)`,
  rounds: (p: { min: number; max: number }): string => `number of rounds, ${p.min}-${p.max} (asked for if missing; default 3)`,
  seed: 'replay or share a game: any text fixes every card (default: random, shown when the game is over)',
  bot: (p: { levels: string }): string => `add a computer player (repeatable): ${p.levels}`,
  botDefault: 'none',
  tiebreak: 'equal categories: share the place, or compare kickers',
  strictOrder: 'variant: every turn is a shift first, then a swap or pass',
  firstPlayer: (p: { max: number }): string => `seat 1-${p.max} of the player who starts game 1 (default: drawn from the seed)`,
  noHints: 'no hints in this match (h then only says they are off)',
  ascii: 'plain ASCII screens: card faces without suit symbols (10h, As), no box or arrow symbols',
  noColor: 'no colours (as setting NO_COLOR does)',
  games: (p: { min: number; max: number }) => `play a match of n games, ${p.min}-${p.max} (default: until you stop)`,
  resume: 'go on with a saved match (default: the newest unfinished one)',
  dataDir: 'where matches are saved (default: the user state directory)',
  noSave: 'do not save the match',
  delay: (p: { default: number }): string => `pause between computer players' actions (default ${p.default})`,
  screenReader: (p: { delay: number }): string => `play as plain sentences for a screen reader, typed commands (also INK_SCREEN_READER=true; --delay default ${p.delay})`,
  lang: (p: { languages: string }): string => `language: ${p.languages} (default: from SHIFT_POKER_LANG, LC_ALL, LC_MESSAGES or LANG)`,
  examples: [
    '',
    'Examples:',
    '  shift-poker                          ask for names and rounds',
    '  shift-poker Alice Bob --rounds 5     two players, five rounds',
    '  shift-poker Alice --bot hard         play alone against the computer',
    '  shift-poker --bot easy --bot hard    watch two computer players',
    '  shift-poker simulate --games 200 --players hard,medium',
    '  shift-poker tutorial                 learn the game in short lessons',
    '',
    'Keys in the game: ← → shift, s swap one, a swap all, p pass, h hint, ? help,',
    "q quit, Enter end the turn, Space start the next player's turn.",
  ].join('\n'),
  /** Commander's own headings and extras, as this language words them; null keeps commander's English. */
  headings: null as null | Readonly<Record<'Usage:' | 'Options:' | 'Arguments:' | 'Commands:' | 'Global Options:', string>>,
  optionsWord: '[options]',
  extraDefault: (p: { value: string }): string => `default: ${p.value}`,
  extraChoices: (p: { values: string }): string => `choices: ${p.values}`,
  /** A word of the command line quoted in the help's notes ("category"). */
  quoted: (p: { text: string }): string => JSON.stringify(p.text),
  /** Commander's own parse errors (i18n/commander.ts reads their data back out of its messages). */
  commander: {
    unknownOption: (p: { option: string }): string => `unknown option '${p.option}'`,
    unknownCommand: (p: { command: string }): string => `unknown command '${p.command}'`,
    didYouMean: (p: { suggestions: string }): string => `(did you mean ${p.suggestions}?)`,
    missingArgument: (p: { argument: string }): string => `missing required argument '${p.argument}'`,
    optionMissingArgument: (p: { option: string }): string => `option '${p.option}' needs a value`,
    missingMandatoryOptionValue: (p: { option: string }): string => `required option '${p.option}' not given`,
    conflictingOption: (p: { option: string; other: string }): string => `option '${p.option}' cannot be used with '${p.other}'`,
    excessArguments: (p: { command: string | null; expected: number; got: number }): string =>
      `too many arguments${p.command === null ? '' : ` for '${p.command}'`}: ${p.expected === 0 ? 'it takes none' : `it takes at most ${p.expected}`}, got ${p.got}`,
    invalidArgument: (p: { option: string; value: string; choices: string | null }): string =>
      `'${p.value}' is not a valid value of '${p.option}'${p.choices === null ? '' : ` (choose ${p.choices})`}`,
    other: (p: { message: string }): string => p.message,
  },
  seeHelp: (p: { command: string }): string => `(see '${p.command}')`,
  /** A game's option written before the name of a command that has no such option (`shift-poker --ascii history`). */
  optionBeforeCommand: (p: { option: string; command: string }): string => `option '${p.option}' does not go with '${p.command}' (a command's options follow its name)`,
  /** `history` and `replay`: their --help, and the replay screen's need of a terminal. */
  records: {
    historyDescription: 'list saved matches, newest first',
    historyJson: 'print one JSON array instead of a table',
    playersName: "a player's name: their profile (rating over time, against whom, best hand)",
    playersJson: 'print JSON instead of a table',
    playersRebuild: 'work the ratings out from the saved matches again (they are kept beside them)',
    dataDir: 'where saved matches are (default: the user state directory)',
    historyRemove: 'remove this saved match file (as history lists it)',
    replayDescription: 'step through the games of a saved match that are over, every card face up (or print a finished match as JSON)',
    replayFile: 'the saved match (default: the latest finished one)',
    replayJson: 'print the match as JSON (every event and ranking) instead',
    replayAscii: 'plain ASCII screens',
    store: 'read the matches a server keeps in PostgreSQL instead (postgres://user:password@host:5432/database; "postgres": DATABASE_URL or the PG* variables)',
    replayId: 'with --store: the match as history --store lists it',
    /** Where matches are, in place of a data directory, when they are in PostgreSQL (`host:port/database`). */
    storeWhere: (where: string): string => `PostgreSQL at ${where}`,
    /** `program`: how the player started the program (invocation.ts), which the command named begins with. */
    noSuchMatch: (id: string, where: string, program: string): string => `no match ${id} in PostgreSQL at ${where} (${program} history --store lists them)`,
    replayNeedsTerminal: (program: string): string =>
      `the replay needs an interactive terminal (standard input and output must not be piped or redirected); for other tools use '${program} replay --json'`,
  },
  /** `host`: its --help. */
  host: {
    description: 'host a game that friends join with plain ssh',
    port: (port: number) => `TCP port to listen on (default ${port})`,
    listen: "address to listen on (default: this machine's first private IPv4 address, else 127.0.0.1; 0.0.0.0 for every interface)",
    password: 'the room password (default: a new random one, printed at start)',
    authorizedKeys: 'let in only these public keys (an OpenSSH authorized_keys file) instead of a password',
    seats: 'seats in order, comma-separated: local[:name], remote, bot[:level] (default local,remote)',
    rounds: (min: number, max: number) => `rounds per game, ${min}-${max} (default 3)`,
    games: 'games in the match, 1-99 (default: until the host stops)',
    seatTimeout: (seconds: number) => `seconds a dropped player keeps the seat before a bot plays it (default ${seconds})`,
    botLevel: (levels: readonly string[]) => `level of bots filling seats: ${levels.join(', ')} (default medium)`,
    spectators: 'let others watch (open cards only, never hidden ones)',
    resume: 'bring back a match the host stopped or lost (default: the latest unfinished one)',
    dataDir: 'where matches and the host key are kept (default: the user state directory)',
    seed: 'fix every card of the match with any text (shown only after each game)',
    tiebreak: 'equal categories: share the place, or compare kickers',
    strictOrder: 'variant: every turn is a shift first, then a swap or pass',
    noHints: 'no hints in this match (h then only says they are off)',
    delay: (ms: number) => `pause before each computer move in ms (default ${ms})`,
    helpAfter: [
      '',
      'Friends join with ssh (nothing to install); the host screen shows the',
      'exact command, the room password and the host key fingerprint.',
      '',
      'Examples:',
      '  shift-poker host                                   you and one friend',
      '  shift-poker host --seats local:Ann,remote,remote,bot:hard --rounds 5',
      '  shift-poker host --listen 0.0.0.0 --port 2222 --spectators',
      '  shift-poker host --resume                          after a crash',
      '',
    ].join('\n'),
  },
  /** `serve`: its --help. */
  serve: {
    port: (port: number) => `TCP port to listen on (default ${port})`,
    listen: 'address to listen on (default 0.0.0.0: every interface)',
    dataDir: 'where the tables\' matches and the host key are kept (default: the user state directory\'s "serve")',
    store: 'keep the tables and the host key in PostgreSQL instead (postgres://user:password@host:5432/database; "postgres": DATABASE_URL or the PG* variables)',
    migrate: "with --store: bring the database's schema up to date, then stop (every start does it too)",
    migrateNeedsStore: '--migrate needs --store',
    password: 'let in only those who know this password (default: anyone)',
    authorizedKeys: 'let in only these public keys (an OpenSSH authorized_keys file)',
    maxTables: (max: number) => `tables open at once, at most (default ${max})`,
    maxConnections: (max: number) => `connections at once, at most (default ${max})`,
    maxPerAddress: (max: number) => `connections from one address, at most (default ${max})`,
    proxyFrom:
      "a TCP load balancer's address (repeatable, or comma-separated): its connections must begin with a PROXY v2 header (HAProxy: send-proxy-v2) and count as the client address it carries",
    badProxyFrom: (got: string) => `--proxy-from: "${got}" is not an IP address (e.g. 10.0.0.5, fd00::5)`,
    seatTimeout: (seconds: number) => `seconds a dropped player keeps the seat before a bot plays it (default ${seconds})`,
    idleTimeout: (minutes: number) => `minutes without a key before a connection is closed (default ${minutes})`,
    botLevel: (levels: readonly string[]) => `level of bots filling quick tables and standing in: ${levels.join(', ')} (default medium)`,
    tableThreads: "threads that run the tables, and as many that draw the players' screens (default: one per core)",
    botThreads: 'worker threads for the bots of each table thread (default 1)',
    delay: (ms: number) => `pause before each computer move in ms (default ${ms})`,
    helpAfter: [
      '',
      'Players connect with ssh and land in the lobby; or go straight to a table:',
      '  ssh -t -p 2222 ann@server new --seats 3 --bot hard --rounds 5',
      '  ssh -t -p 2222 bob@server join K7PQ',
      '  ssh -t -p 2222 cid@server quick',
      '  ssh -t -p 2222 dan@server watch K7PQ',
      '',
      'Stopping the server (Ctrl+C, SIGTERM) keeps every table: the next start',
      'brings them back and players reconnect to their seats.',
      '',
    ].join('\n'),
  },
  /** `tutorial`: its --help and the line printed after its last lesson. */
  tutorial: {
    ascii: 'plain ASCII screens',
    screenReader: 'the lessons as plain sentences and typed commands, for a screen reader (also INK_SCREEN_READER=true)',
    /** The commands begin as the player started the program (invocation.ts): `program` alone starts a game. */
    finished: (p: { program: string }): string => `That was the tutorial. Start a game with '${p.program}', or repeat it with '${p.program} tutorial'.`,
    /** The optional argument: which lesson to begin with. */
    lesson: 'the lesson to begin with, by its number (default: the first)',
    /** After the options in its --help: every lesson by number and title. */
    lessonsHeading: 'Lessons:',
    noSuchLesson: (p: { got: string; count: number }): string => `there is no lesson "${p.got}": the lessons are numbered 1 to ${p.count}`,
  },
  /** The options --resume cannot be combined with; "player names" stands for the names given. */
  playerNamesWord: 'player names',
  unexpected: (p: { message: string }): string => `unexpected error: ${p.message}`,
  needsTerminal: (p: { program: string }): string =>
    `the game needs an interactive terminal (standard input and output must not be piped or redirected); for headless games use '${p.program} simulate'`,
  error: {
    nameTooLong: (p: { name: string; max: number }): string => `the name "${p.name}" is too long (at most ${p.max} columns)`,
    emptyName: (p: { problem: string; got: string }): string => `${p.problem} (got "${p.got}")`,
    /** A sentence of the screens as a line of the command line, which starts in lower case ("The name…" → "the name…"). */
    asLine: (sentence: string): string => (/^[A-Z][a-z ]/u.test(sentence) ? sentence[0]!.toLowerCase() + sentence.slice(1) : sentence),
    unknownBot: (p: { level: string; levels: string }): string => `unknown --bot level "${p.level}" (choose ${p.levels})`,
    tooManyPlayers: (p: { count: number; min: number; max: number }): string => `too many players: ${p.count} (a game seats ${p.min} to ${p.max}, bots included)`,
    tooFewPlayers: (p: { count: number; min: number; max: number }): string => `too few players: ${p.count} (a game seats ${p.min} to ${p.max}; add a name or --bot <level>)`,
    range: (p: { option: string; min: number; max: number; got: number }): string => `${p.option} must be from ${p.min} to ${p.max}, got ${p.got}`,
    screenReaderNeedsPlayers: (p: { min: number }): string =>
      `--screen-reader needs the players on the command line, at least ${p.min} (for example: Ann --bot easy), or --resume to go on with a saved match`,
    delayRange: (p: { min: number; max: number; got: number }): string => `--delay must be from ${p.min} to ${p.max} milliseconds, got ${p.got}`,
    notWholeNumber: (p: { option: string; got: string }): string => `${p.option} must be a whole number, got "${p.got}"`,
    tooLarge: (p: { option: string; got: string }): string => `${p.option} is too large: "${p.got}"`,
    badSeed: (p: { option: string; problem: string; got: string }): string => `${p.option}: ${p.problem}, got "${p.got}"`,
    unknownLanguage: (p: { got: string; languages: string }): string => `unknown --lang "${p.got}" (available: ${p.languages})`,
    resumeDefines: (p: { options: string }): string => `--resume goes on with the saved match's players and rules; leave out ${p.options}`,
    emptyDataDir: '--data-dir must name a directory',
    notADirectory: (p: { readonly dir: string }) => `--data-dir: ${p.dir} is not a directory`,
    firstPlayerNeedsPlayers: '--first-player needs the players on the command line',
  },
  /** `shift-poker simulate`. */
  sim: {
    description: 'play headless games between computer players and measure them',
    options: {
      games: (p: { default: number }): string => `number of games (default ${p.default})`,
      seed: (p: { default: string }): string => `seed of the whole run: any text up to 200 characters (default ${p.default})`,
      players: (p: { min: number; max: number; levels: string; default: string }): string => `${p.min}-${p.max} comma-separated levels from ${p.levels} (default ${p.default})`,
      rounds: (p: { min: number; max: number; default: number }): string => `rounds per game, ${p.min}-${p.max} (default ${p.default})`,
      tiebreak: 'equal categories: "category" (share the place, default) or "kickers"',
      strictOrder: 'variant: every turn is a shift first, then a swap or pass',
      jobs: (p: { max: number }): string => `worker threads, 1-${p.max} (default: one per core)`,
      json: 'print one JSON object instead of a table',
    },
    helpAfter: [
      '',
      'Seats rotate from game to game, so no level gains from where it sits.',
      'Points: 1 for a sole win, 1/k for first place shared by k, else 0.',
      'Results do not depend on --jobs; only the speed does.',
      'Ctrl+C stops early and prints the results of the games played so far.',
      '',
      'Example:',
      '  shift-poker simulate --games 2000 --seed 7 --players hard,medium --json',
      '',
    ].join('\n'),
    errors: {
      notALevel: (p: { shown: string | null; levels: string }): string =>
        `--players: ${p.shown === null ? 'an empty entry' : `"${p.shown}"`} is not a level (choose from ${p.levels})`,
      playerCount: (p: { min: number; max: number; got: number }): string =>
        `--players needs ${p.min} to ${p.max} comma-separated levels, got ${p.got} (e.g. --players hard,medium)`,
      tiebreak: (p: { shown: string }): string => `--tiebreak must be "category" or "kickers", got "${p.shown}"`,
    },
    table: {
      header: ['#', 'player', 'points/game', '95% CI', 'wins', 'ties', 'mean ms', 'p99 ms'] as readonly string[],
      variantKickers: 'kicker tie-break',
      variantCategory: 'category-only ranking',
      variantStrict: 'strict order',
      title: (p: { games: number; seed: string; rounds: number; players: number; variants: readonly string[] }): string =>
        `${coreEn.count.games(p.games)}, seed ${p.seed}, ${coreEn.count.rounds(p.rounds)}, ` + `${coreEn.count.players(p.players)} (seats rotate), ${p.variants.join(', ')}`,
      interrupted: (p: { played: number; total: number }): string =>
        `Interrupted: the results of ${coreEn.count.games(p.played)} of ${coreEn.number(String(p.total))} (the run was stopped with Ctrl+C).`,
      /** A 95 % confidence interval of two numbers already written the language's way. */
      interval: (p: { low: string; high: string }): string => `[${p.low}, ${p.high}]`,
      footer: (p: { gamesPerSecond: string }): string => `${p.gamesPerSecond} games per second. Points: 1 for a sole win, 1/k for first place shared by k.`,
    },
  },
};

export type CliWords = typeof cliEn;
