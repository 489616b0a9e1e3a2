/**
 * The English words of `shift-poker serve`: its log, and what players read
 * at the server (the lobby, the form that opens a table, the waiting room,
 * refusals, the ssh commands' one-liners). Their shape is `ServeWords`,
 * which every other language fills in (words.de.ts); words.ts gives them by
 * language and words the directory's codes.
 */

import { plural } from '../../i18n/plural.js';

export const serveEn = {
  usage: {
    listen: (got: string) => `--listen: "${got}" is not an IP address (e.g. 0.0.0.0, 127.0.0.1, ::)`,
    lockUnwritable: (file: string, why: string) => `cannot take the data directory's lock ${file} (${why}): a server runs only with it`,
    dataDirInUse: (dir: string, pid: number) => `another server (process ${pid}) uses the data directory ${dir}: stop it first, or give another --data-dir`,
    databaseUrlNotPostgres:
      '--store postgres: DATABASE_URL is not a PostgreSQL URL (postgres://user:password@host:5432/database); its value is not shown, as it may hold a password',
    storeNotPostgres: (got: string) => `--store: "${got}" is not a PostgreSQL URL (postgres://user:password@host:5432/database, or "postgres" for the PG* variables)`,
    storeUnreachable: (where: string, why: string) => `cannot use PostgreSQL at ${where} (${why})`,
    storeNoRights: (where: string) =>
      `the role may not make the server's tables in PostgreSQL at ${where}: run serve --store <url> --migrate once as the database's owner (docs/server.md), then start as this role`,
    schemaNewer: (where: string, found: number, known: number) =>
      `the tables in PostgreSQL at ${where} are of schema version ${found}, newer than this program's (${known}): run a newer shift-poker`,
  },
  log: {
    listening: (address: string, port: number) => `Listening on ${address} port ${port}.`,
    joinWith: (port: number, address: string) => `Players connect with: ssh -p ${port} <name>@${address}`,
    fingerprint: (fingerprint: string) => `Host key fingerprint: ${fingerprint}`,
    open: 'Anyone may connect (no password).',
    password: 'Only those who know the password may connect.',
    keys: (count: number) => `Only ${plural('en', count, { one: '# authorized key', other: '# authorized keys' })} may connect.`,
    dataDir: (dir: string) => `Tables are kept in ${dir}.`,
    store: (where: string) => `Tables are kept in PostgreSQL at ${where}.`,
    migrated: (where: string, from: number, to: number) =>
      from === to ? `The schema in PostgreSQL at ${where} is current (version ${to}).` : `The schema in PostgreSQL at ${where} went from version ${from} to ${to}.`,
    ratingsRebuilt: (matches: number, players: number) =>
      `Ratings computed again from the records: ${plural('en', matches, { one: '# match', other: '# matches' })} rated, ${plural('en', players, { one: '# player', other: '# players' })}.`,
    lockTaken: "This process's lease ran out in PostgreSQL (it was paused, cut off, or too slow to renew it) and the others took its tables over: stopping.",
    orphanRows: (tables: number) => `${plural('en', tables, { one: 'A table', other: '# tables' })} of processes that are gone had ended or never opened: taken off the directory.`,
    joined: (process: string, where: string, others: number) =>
      `This server is process ${process} of those serving the tables in PostgreSQL at ${where}${others === 0 ? '' : `, with ${plural('en', others, { one: '# other', other: '# others' })}`}.`,
    processGone: (process: string, tables: number) =>
      `Server process ${process} is gone${tables === 0 ? '.' : `: its ${plural('en', tables, { one: 'table is', other: '# tables are' })} taken over.`}`,
    claimed: (tables: number) => `Taking over ${plural('en', tables, { one: '# table', other: '# tables' })} that no process serves.`,
    cutOff: (why: string) => `Cut off from PostgreSQL (${why}); a table whose save fails waits for the next that works (tried every 2 s); connecting again every second.`,
    back: 'Connected to PostgreSQL again.',
    restored: (count: number) => `${plural('en', count, { one: '# table', other: '# tables' })} brought back.`,
    threads: (tables: number, bots: number, screens: number) =>
      `Tables run on ${plural('en', tables, { one: '# thread', other: '# threads' })}, their bots on ${plural('en', bots, { one: '# more', other: '# more' })} each; players' screens are drawn on ${plural('en', screens, { one: '# thread', other: '# threads' })}.`,
    opened: (table: string, by: string, quick: boolean) => `Table ${table} opened by ${by}${quick ? ' (quick match)' : ''}.`,
    started: (table: string) => `Table ${table}: the match has started.`,
    ended: (table: string, why: 'idle' | 'over' | 'empty') =>
      `Table ${table} ended: ${why === 'idle' ? 'no player for 10 minutes' : why === 'over' ? 'the match is over' : 'nobody waited at it'}.`,
    restoredTable: (table: string) => `Table ${table} brought back.`,
    unheardFailure: (where: string) => `Internal error, not handled where it happened (the server goes on; please report it): ${where}`,
    savedUnrated: (file: string) => `The finished match ${file} is saved, but not rated (its players' ratings changed under every try); serve --migrate rates it.`,
    recordElsewhere: (table: string, file: string) => `Table ${table} not brought back: its record ${file} is written by another live process.`,
    tableRated: (table: string, players: number) => `Table ${table}: its match is over and rated (${players} ${players === 1 ? 'player' : 'players'}).`,
    tableMoved: (table: string) => `Table ${table} is another process's now (its save was refused): given up here, its players placed there.`,
    notSaved: (table: string) => `Table ${table} could not be saved before stopping: what was played since its last save is lost.`,
    tableUnreadable: (file: string, detail: string) => `Cannot bring back ${file}: ${detail}. Left as it is.`,
    recordUnreadable: (table: string, problem: string) => `Cannot bring back table ${table}: ${problem}. Left as it is.`,
    openElsewhere: (file: string, where: string) => `${file} is open in ${where}: not brought back or saved here.`,
    recordTwice: (file: string, kept: string, dropped: string) => `Tables ${kept} and ${dropped} both name ${file}: it stays table ${kept}, the file of ${dropped} goes.`,
    notServed: (table: string, file: string) => `Table ${table} names ${file}, a match of another program (a game or a host): not brought back.`,
    orphan: (file: string, held: number) =>
      held === 0
        ? `No readable table file names ${file}: brought back from its record as a private table, its seats kept for their owners.`
        : `No readable table file names ${file}: brought back from its record as a private table; ${plural('en', held, { one: '# seat has', other: '# seats have' })} no known owner and stay${held === 1 ? 's' : ''} held for a bot.`,
    /** Once per table: its players are told on their screens, and the next save that works writes the whole match. */
    saveFailed: (table: string, file: string, why: string) =>
      `Table ${table}: cannot save ${file} (${why}); it plays on, its players are told, and it is saved whole (tried again every 2 s) once the store takes it.`,
    threadLost: (why: string, tables: number) =>
      `A table thread failed (${why}); ${plural('en', tables, { one: 'its # table comes', other: 'its # tables come' })} back from disk on a new one.`,
    threadNotStarted: (why: string) => `A new table thread could not be started (${why}); the tables wait on disk for the next start.`,
    codesLocked: (address: string) => `${address} typed 10 wrong table codes in 10 minutes: it may try no more for a while.`,
    inputDropped: (user: string, address: string) => `${user} from ${address} sends faster than anyone types: what is too much is dropped.`,
    refused: (p: { total: number; full: number; address: number; notLoggedIn: number; top: string; topCount: number }) =>
      `${plural('en', p.total, { one: '# connection', other: '# connections' })} refused (server full: ${p.full}, ` +
      `too many from one address: ${p.address}, too many not logged in from one address: ${p.notLoggedIn}); most from ${p.top} (${p.topCount}).`,
    proxyFrom: (addresses: string) => `Connections from ${addresses} must begin with a PROXY v2 header; they count as the address it carries.`,
    badProxyHeader: (address: string, why: string) => `A connection from the load balancer ${address} was closed: ${why}.`,
    andMoreSince: (more: number) => `(${plural('en', more, { one: '# more such connection', other: '# more such connections' })} since the last line)`,
    proxyHeader: {
      v1: 'its PROXY header is of version 1 (text); send-proxy-v2 sends the version 2 this server reads',
      signature: 'it did not begin with a PROXY v2 header',
      version: 'its PROXY header is of an unknown version or command',
      family: 'its PROXY header is for neither TCP over IPv4 nor over IPv6',
      length: 'its PROXY header is too short for its addresses',
      oversized: 'its PROXY header is longer than this server takes',
      timeout: 'no PROXY header within 5 seconds',
      closed: 'it closed in the middle of its PROXY header',
    },
    stopping: 'Stopping: every table is kept and comes back at the next start.',
    stoppingToOthers: 'Stopping: every table is kept, and the other processes on the store take them over at once (or the next to start).',
    stopped: 'The server has stopped.',
  },
  lobby: {
    title: 'Lobby',
    online: (count: number) => `${count} online`,
    columns: { table: 'Table', state: 'State', seats: 'Seats', players: 'Players', rounds: 'Rounds', games: 'Games', lang: 'Lang', watch: 'Watch' },
    phase: { waiting: 'waiting', playing: 'playing', betweenGames: 'playing', matchOver: 'over' },
    private: 'private',
    quick: 'quick',
    /** The games column: how many, or of how many. */
    games: (games: number | null) => (games === null ? 'open' : String(games)),
    gameOf: (game: number, games: number | null) => (games === null ? `${game}` : `${game}/${games}`),
    openSeat: 'open',
    yourSeat: 'your seat',
    noTables: 'No tables yet: n opens one, m finds you a quick match.',
    more: (count: number) => `${count} more`,
    keys: 'Enter join   w watch   n new table   j join by code   m quick match',
    keys2: (upDown: string) => `${upDown} choose   t tutorial   r screen reader   ? help   q quit`,
    quitQuestion: 'Leave the server?',
    help: [
      'The lobby lists the tables of this server: those waiting for players',
      'first. A private table is listed without its code: only its code gets in.',
      '',
      'Enter   take a seat at the chosen table (or go back to your own seat)',
      'w       watch the chosen table: open cards and the log, no hidden card',
      'n       open a table: seats, computer players, rounds, games, rules',
      'j       join a table by its code (4-6 letters and digits)',
      'm       quick match: a seat at a table that waits for players, or a',
      '        new one that bots fill after 20 seconds',
      't       the tutorial: eight short lessons that teach the game',
      'r       the screen-reader mode: the lobby and the tables as plain',
      '        sentences (or connect with: ssh -t <server> sr)',
      'q       leave the server',
      '',
      'At a table, q takes you back here. Your seat is kept while the match',
      'goes on: connect again with the same name (and key) to get it back.',
    ],
    helpKeys: 'Esc back',
  },
  messages: {
    private: 'A private table: join it with its code (j).',
    notACode: (typed: string) => `"${typed}" is not a table code (4 to 6 letters and digits).`,
    tooManyGuesses: (seconds: number) => `Too many wrong codes: try again in ${seconds} s.`,
    tableClosed: (table: string) => `Table ${table} was closed.`,
    nothingSelected: 'There is no table yet: n opens one, m finds a quick match.',
    unrated: 'You logged in without a key: your matches here are not rated.',
  },
  refusals: {
    noSuchTable: (table: string) => `There is no table ${table}.`,
    tooManyTables: (max: number) => `The server has as many tables as it may (${max}): join one, or try again later.`,
    tooManyUnattended: (max: number) => `${max} tables opened from your address have no player at them: go back to one, or wait until they end.`,
    codesLocked: (seconds: number) => `Too many wrong codes from your address: try again in ${seconds} s.`,
    closed: 'The server is shutting down.',
    nameTaken: (name: string) => `The name "${name}" is taken at that table: connect with another name.`,
    lookalike: (name: string, other: string) => `The name "${name}" looks like "${other}" at that table: connect with another name.`,
    otherKey: (name: string) => `The seat of "${name}" belongs to another key.`,
    sameKey: (other: string) => `Your key already holds the seat of "${other}" at that table: one seat for each player.`,
    held: (name: string) => `The seat of "${name}" is held: who it belongs to could not be established, so a bot plays it.`,
    inUse: (name: string) => `"${name}" is at that table already.`,
    full: 'Every seat of that table is taken.',
    started: "That table's match has started (or is over) and every seat is taken: w watches it.",
    startedCommand: (table: string) => `That table's match has started (or is over) and every seat is taken: watch ${table} watches it.`,
  },
  names: {
    nameTooWide: (max: number, port: number | null) => `Your user name is longer than ${max} columns: connect with a shorter one (ssh -p ${port ?? '<port>'} name@<server>).`,
    /** "Bot Easy" and the like: a human by that name could pass for a computer player. */
    botName: (name: string, port: number | null) => `"${name}" is how computer players are called: connect with another name (ssh -p ${port ?? '<port>'} name@<server>).`,
    badName: (port: number | null) => `Your user name cannot be used here: connect as a name with letters or digits (ssh -p ${port ?? '<port>'} name@<server>).`,
    inUse: (name: string) => `"${name}" is connected to this server already. If that is you and your old window froze, try again in a minute, or connect with your key.`,
    otherKey: (name: string) => `The name "${name}" belongs to a player who logged in with another key: connect with another name.`,
    ratedName: (name: string) => `The name "${name}" belongs to a rated player who logs in with a key of their own: connect with another name.`,
    /** The server's store is away (several processes on PostgreSQL): whether a name is online elsewhere cannot be checked. */
    storeAway: 'The server cannot reach its store just now, so no name can be checked against its other processes: try again in a few seconds.',
    held: (name: string) => `The name "${name}" holds a seat whose owner could not be established: connect with another name.`,
    /** A different name that reads like a player's on the server (a Cyrillic "а" for "a"): it could pass for that player. */
    lookalike: (name: string, other: string) => `The name "${name}" looks like "${other}", another player's name on this server: connect with another name.`,
    otherAddress: (name: string) =>
      `The name "${name}" holds a seat taken without an ssh key: only a login without a key from the address it was taken from gets it back; or connect with another name.`,
  },
  spec: {
    seats: (min: number, max: number, got: number) => `a table has ${min} to ${max} seats, not ${got}`,
    firstSeat: 'the first seat is the player who opens the table',
    rounds: (min: number, max: number, got: number) => `rounds must be from ${min} to ${max}, not ${got}`,
    games: (min: number, max: number, got: number) => `games must be from ${min} to ${max}, not ${got}`,
    botLevel: (got: string) => `unknown bot level "${got}"`,
  },
  form: {
    title: 'Open a table',
    seats: 'Seats',
    seat: (index: number) => `Seat ${index}`,
    rounds: 'Rounds',
    games: 'Games',
    tiebreak: 'Equal hands',
    strictOrder: 'Strict order',
    hints: 'Hints',
    private: 'Private',
    you: 'you',
    player: 'a player',
    bot: (level: string) => `${level} bot`,
    gamesOpen: 'until the players stop',
    tiebreakValue: { category: 'share the place', kickers: 'kickers decide' },
    on: 'on',
    off: 'off',
    privateOn: 'yes: only its code gets in',
    privateOff: 'no: listed in the lobby',
    open: 'Open the table',
    keys: (upDown: string, leftRight: string) => `${upDown} field   ${leftRight} change   Enter next / open   Esc cancel`,
  },
  code: {
    title: 'Join a table by its code',
    prompt: 'Code:',
    keys: 'Enter join   Esc cancel',
  },
  room: {
    title: (table: string) => `Table ${table}`,
    private: 'private: only its code gets in',
    quick: 'quick match',
    /** How others get to this table: two lines, each a whole instruction. */
    share: (table: string, port: number | null) => [
      `Others join from the lobby with j and the code ${table},`,
      `or with: ssh -t -p ${port ?? '<port>'} <name>@<server> join ${table}`,
    ],
    /** The same in the screen-reader mode, one sentence for someone who types commands (the lobby of sentences has no j key). */
    shareTyped: (table: string, port: number | null) => `Others join by typing join ${table} in the lobby, or with: ssh -t -p ${port ?? '<port>'} <name>@<server> join ${table}.`,
    // A sentence: the level ("medium") begins it with a capital.
    fillsIn: (seconds: number, level: string) => `${level.charAt(0).toUpperCase()}${level.slice(1)} bots take the open seats in ${seconds} s.`,
    startsWhenFull: 'The match starts when every seat is taken.',
    startKey: 's start now: open seats become bots',
    keys: '? help   q leave the table',
  },
  tutorial: {
    /** The last lesson done, at a connection that came for the tutorial alone. */
    finished: 'That was the tutorial. Connect again without a command for the lobby, or with quick for a game.',
  },
  /** `top` and `me`: the server's ratings (record/ratings.ts), drawn as lines or said in sentences. */
  ratings: {
    topTitle: 'Ratings at this server, best first (players with a key, and the bot levels):',
    header: { player: 'Player', rating: 'Rating', matches: 'Matches', wins: 'Won', trend: 'Trend' },
    provisional: (rating: number, plusMinus: number) => `${rating} ±${plusMinus}`,
    none: 'No rated matches here yet: a match is rated when it is over, for the players who logged in with a key.',
    topSentence: (p: { place: number; name: string; rating: number; provisional: boolean; matches: number; wins: number }) =>
      `${p.place}. ${p.name}: rating ${p.rating}${p.provisional ? ' (provisional)' : ''}, ${plural('en', p.matches, { one: '# match', other: '# matches' })}, ${p.wins} won.`,
    more: (count: number) => `And ${plural('en', count, { one: '# more player', other: '# more players' })}.`,
    meTitle: (p: { name: string; rating: string; provisional: boolean }) => `${p.name}: rating ${p.rating}${p.provisional ? ' (provisional: fewer than 5 matches)' : ''}.`,
    meCounts: (p: { matches: number; wins: number; streak: number }) =>
      `${plural('en', p.matches, { one: '# match', other: '# matches' })}, ${p.wins} won; longest run of wins ${p.streak}.`,
    bestHand: (hand: string) => `Best hand: ${hand}.`,
    history: (ratings: readonly number[]) =>
      ratings.length === 1 ? `Rating after the one match: ${ratings[0]}.` : `Rating after each of the last ${ratings.length} matches: ${ratings.join(', ')}.`,
    versus: (p: { name: string; matches: number; above: number; below: number }) =>
      `Against ${p.name}: ${plural('en', p.matches, { one: '# match', other: '# matches' })}, ahead ${p.above}, behind ${p.below}.`,
    unrated: 'You logged in without a key, so you play unrated here: log in with an ssh key to have a rating (it follows the key, under any name).',
    noMatchYet: 'You have no rated match here yet: a match is rated when it is over.',
    unreadable: 'The ratings cannot be read just now: try again in a while.',
    anyKey: 'Press any key to leave.',
  },
  reader: {
    welcome: (p: { tables: number; online: number }): string =>
      `Shift Poker server, lobby. ${plural('en', p.tables, { one: '# table', other: '# tables' })}, ${plural('en', p.online, { one: '# player', other: '# players' })} online.`,
    commands:
      "Type quick to play at once, new for a table of your own (new --bot easy --rounds 3), join and a table's code, watch and a code, tables to hear the tables, tutorial to learn the game, help, or quit.",
    /** Typed words of the lobby's own (the table commands are ssh's: quick, new, join, watch). */
    verbs: { tables: ['tables', 't'], help: ['help', '?'], quit: ['quit'] },
    table: (p: { code: string; phase: string; players: string; open: number; rounds: number }): string =>
      `Table ${p.code}, ${p.phase}, ${p.rounds} rounds${p.players === '' ? '' : `: ${p.players}`}${p.open === 0 ? '' : `; ${plural('en', p.open, { one: '# seat', other: '# seats' })} open`}.`,
    noTables: 'No tables yet: type quick or new.',
    unknown: (got: string): string => `Not a command: ${got}. Type help for the commands.`,
  },
  goodbye: {
    /** To every player when the server stops. */
    stopped: 'The server is stopping. Every table is kept: connect again later to go on.',
    /** To every player of a process whose tables another process took over after its lease ran out. */
    takenOver:
      'This server process could not renew its lease in time (it was paused, slowed down or cut off), and another took its tables over where their last save left them: connect again to go on there.',
  },
  /** A player at a table whose server process died (another process takes it over). */
  moving: {
    line: 'The server process of this table is gone: another takes it over. Back at your seat in a few seconds...',
    keyNotSent: 'The server cannot reach its store just now: that key was not sent. Try again in a few seconds.',
    /** The same two on a drawn screen's one warning line (80 columns). */
    lineShort: 'Your table moves to another server process: back in a few seconds...',
    keyNotSentShort: 'That key was not sent: the server cannot reach its store. Try again soon.',
    /** Said in sentences once the table is back after it moved. */
    back: 'Back at your seat: the game goes on. Type repeat to hear where it stands.',
  },
  commands: {
    unknown: (got: string) => `unknown command "${got}": use new, join <code>, quick, watch <code>, tutorial, top or me (or no command, for the lobby)`,
    tooLong: (max: number) => `that command is longer than ${max} characters: use new, join <code>, quick, watch <code>, tutorial, top or me`,
    missingCode: (command: string) => `${command} needs a table's code, e.g. ${command} K7PQ`,
    notACode: (command: string, got: string) => `${command}: "${got}" is not a table code (4 to 6 letters and digits)`,
    extra: (command: string, got: string) => `${command}: unexpected "${got}"`,
    unknownOption: (option: string) => `new: unknown option "${option}" (use --seats, --bot, --rounds, --games, --private, --tiebreak, --strict-order, --no-hints)`,
    missingValue: (option: string) => `new: ${option} needs a value`,
    notANumber: (option: string, got: string) => `new: ${option} must be a whole number, got "${got}"`,
    botLevel: (got: string, levels: readonly string[]) => `new: --bot: unknown level "${got}" (choose ${levels.join(', ')})`,
    tooManyBots: (seats: number) => `new: at most ${plural('en', seats - 1, { one: '# bot', other: '# bots' })} at ${seats} seats (one seat is yours)`,
    tiebreak: (got: string) => `new: --tiebreak must be "category" or "kickers", got "${got}"`,
    spec: (problem: string) => `new: ${problem}`,
  },
};

export type ServeWords = typeof serveEn;
