/**
 * The English catalog: every sentence, label and counted word a player
 * reads, on screen, in the printed summary, in `--help` and in usage errors.
 *
 * Its shape is the type every other language fills in (`Catalog`, see
 * catalog.ts): a missing entry, an extra one or a misspelt parameter in
 * another catalog fails the type check. Values are strings, or functions of
 * one parameter object when a sentence needs data. Screens keep their
 * layout; only the words come from here.
 */

import type { BotLevel } from '../bots/levels.js';
import type { Rank, Suit } from '../core/cards.js';
import type { ConfigProblem, IllegalActionProblem } from '../core/errors.js';
import type { HandCategoryCode } from '../core/hand.js';
import { seedProblemText, type SeedProblem } from '../core/seed.js';
import type { Direction, Slot } from '../core/types.js';
import { nameProblemText, type NameListProblem } from '../core/names.js';
import { listOf, plural } from './plural.js';
import { englishNumber } from './numbers.js';
import type { Lang } from './lang.js';
import { b, type Rich } from './rich.js';

const LOCALE = 'en-GB'; // "Alice, Bob and Carol": no serial comma

const count = {
  cards: (n: number): string => plural(LOCALE, n, { one: '# card', other: '# cards' }),
  rounds: (n: number): string => plural(LOCALE, n, { one: '# round', other: '# rounds' }),
  games: (n: number): string => plural(LOCALE, n, { one: '# game', other: '# games' }),
  players: (n: number): string => plural(LOCALE, n, { one: '# player', other: '# players' }),
};

// The core's default English wording of a name problem, so the two cannot drift apart.
const nameProblem: (problem: NameListProblem) => string = nameProblemText;

// The core's default English wording of a seed problem, so the two cannot drift apart.
const seedProblem: (problem: SeedProblem) => string = seedProblemText;

const illegalAction = (problem: IllegalActionProblem, names: readonly string[]): string => {
  switch (problem.code) {
    case 'malformed':
      return 'That is not an action of the game';
    case 'gameOver':
      return 'The game is over: no more actions';
    case 'notYourTurn':
      return `It is ${names[problem.current] ?? `seat ${problem.current + 1}`}'s turn`;
    case 'shiftFirst':
      return 'Strict order: the first action must be a shift';
    case 'swapOrPassSecond':
      return 'Strict order: the second action must be a swap or a pass';
  }
};

const RANK_PLURAL: Readonly<Record<Rank, string>> = {
  2: 'twos', 3: 'threes', 4: 'fours', 5: 'fives', 6: 'sixes', 7: 'sevens', 8: 'eights', 9: 'nines', 10: 'tens',
  11: 'jacks', 12: 'queens', 13: 'kings', 14: 'aces',
};

const SUIT_NAMES: Readonly<Record<Suit, string>> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

export const en = {
  /** A number formatted the English way, written the language's way (numbers.ts): 0.5, 1,234. */
  number: englishNumber,
  /** The code `--lang` takes. */
  code: 'en' as Lang,
  /** BCP 47 tag for Intl (plural rules, lists, numbers). */
  locale: LOCALE,
  /** The language's own name, for lists of languages. */
  name: 'English',

  /** Card ranks as faces show them; the input notation (AS, TD, QH) never changes. */
  ranks: {
    2: '2', 3: '3', 4: '4', 5: '5', 6: '6', 7: '7', 8: '8', 9: '9', 10: '10',
    11: 'J', 12: 'Q', 13: 'K', 14: 'A',
  } satisfies Record<Rank, string> as Record<Rank, string>,

  categories: {
    highCard: 'High Card',
    onePair: 'One Pair',
    twoPair: 'Two Pair',
    threeOfAKind: 'Three of a Kind',
    straight: 'Straight',
    flush: 'Flush',
    fullHouse: 'Full House',
    fourOfAKind: 'Four of a Kind',
    straightFlush: 'Straight Flush',
    royalFlush: 'Royal Flush',
  } satisfies Record<HandCategoryCode, string> as Record<HandCategoryCode, string>,

  count,

  /** Key names in --ascii screens, where arrows are not drawn. */
  asciiKeys: { leftRight: 'Left/Right', upDown: 'Up/Down', left: 'Left', right: 'Right' },

  bots: {
    /** The level as a word (`--bot` takes the codes; this is what players read). */
    level: { random: 'random', easy: 'easy', medium: 'medium', hard: 'hard' } satisfies Record<BotLevel, string> as Record<
      BotLevel,
      string
    >,
    /** The second word of a computer player's name: "Bot Hard", "Bot Hard 2". */
    nameLabel: { random: 'Random', easy: 'Easy', medium: 'Medium', hard: 'Hard' } satisfies Record<BotLevel, string> as Record<
      BotLevel,
      string
    >,
    description: {
      random: 'plays any legal action at random',
      easy: 'keeps pairs and draws, otherwise chases high cards',
      medium: 'plans its whole turn for the best expected hand',
      hard: 'simulates thousands of possible futures to win',
    } satisfies Record<BotLevel, string> as Record<BotLevel, string>,
    /** Next to a computer player's name; at most 12 columns. */
    tag: (p: { level: string }): string => `${p.level} bot`,
  },

  /** The game log, one sentence per event. */
  log: {
    /** How a sentence names a player. */
    player: (p: { seat: number; name: string }): string => p.name,
    /** A seat the game does not have (never happens in a game, but sentences must not break). */
    unknownSeat: (p: { seat: number }): string => `Seat ${p.seat + 1}`,
    list: (names: readonly string[]): string => listOf(LOCALE, names),
    gameStarted: (p: { players: string; rounds: number; starter: string }): string =>
      `New game: ${p.players}, ${count.rounds(p.rounds)}. ${p.starter} starts.`,
    roundStarted: (p: { round: number; rounds: number }): string => `Round ${p.round} of ${p.rounds} begins.`,
    shifted: (p: { player: string; direction: Direction; discarded: string; drawn: string }): string =>
      `${p.player} shifted the middle row ${p.direction}: ${p.discarded} was discarded, ${p.drawn} came in.`,
    reshuffled: (p: { cards: number }): string =>
      `The draw pile was empty: ${plural(LOCALE, p.cards, {
        one: 'the # discarded card was',
        other: 'the # discarded cards were',
      })} shuffled into a new draw pile.`,
    swapped: (p: { player: string; own: Slot; middle: Slot; given: string; taken: string }): string =>
      `${p.player} swapped open card ${p.own + 1} (${p.given}) with middle card ${p.middle + 1} (${p.taken}).`,
    swappedAll: (p: { player: string; given: string; taken: string }): string =>
      `${p.player} swapped all three open cards (${p.given}) with the middle row (${p.taken}).`,
    passed: (p: { player: string }): string => `${p.player} passed.`,
    hintUsed: (p: { player: string }): string => `${p.player} used a hint.`,
    showdownHand: (p: { player: string; cards: string; category: string }): string => `${p.player}: ${p.cards} (${p.category})`,
    gameEnded: (p: { hands: readonly string[] }): string => `Game over. ${p.hands.join('; ')}.`,
  },

  /** Why an action is not allowed, as the message line says it. */
  illegalAction,
  nameProblem,
  seedProblem,
  configProblem: (problem: ConfigProblem): string => {
    switch (problem.code) {
      case 'configNotAnObject':
      case 'playersNotAList':
      case 'seedNotText':
      case 'unknownTiebreak':
      case 'startPlayerOutOfRange':
        return 'The game cannot start with this configuration';
      case 'roundsOutOfRange':
        return `Rounds must be a whole number from ${problem.min} to ${problem.max}, got ${problem.got}`;
      case 'seedEmpty':
      case 'seedControlCharacters':
      case 'seedTooLong':
        return seedProblem(problem);
      default:
        return nameProblem(problem);
    }
  },

  /** Shared by several screens. */
  screen: {
    title: 'SHIFT POKER',
    quitQuestion: 'Quit the game?',
    quitKeys: [b('y'), ' quit   ', b('n'), ' keep playing'] as Rich,
    quitKeysLong: [b('y'), ' quit the game   ', b('n'), ' keep playing'] as Rich,
    quitShort: '(y/n)',
    /** At a table over ssh, q leaves the table rather than quitting a program. */
    leaveQuestion: 'Leave the table?',
    leaveKeysLong: [b('y'), ' leave (your seat waits for you)   ', b('n'), ' stay'] as Rich,
    tooSmall: (p: { need: string; have: string }): string => `Please enlarge the terminal (need ${p.need}, have ${p.have}).`,
  },

  barrier: {
    next: (p: { name: string }): Rich => ['Next: ', b(p.name)],
    round: (p: { round: number; rounds: number }): string => `Round ${p.round}/${p.rounds}`,
    onlyYou: (p: { name: string }): Rich => ['Press ', b('Space'), ' when only ', b(p.name), ' can see the screen.'],
    keys: [b('Space'), ' start the turn   ', b('?'), ' help   ', b('q'), ' quit'] as Rich,
  },

  help: {
    title: 'Help',
    close: '? / Esc / Enter: close',
    goal: [
      'Goal: after the last round hold the best poker hand. Your hand is your',
      '2 hidden cards (only you see them) plus your 3 open cards.',
    ],
    tieCategory: ['Only the category counts: equal categories share a place (1, 1, 3).'],
    tieKickers: ['Kicker variant: equal categories are compared by card ranks, as in poker.'],
    turn: 'A turn is exactly two actions, one after the other, in any mix:',
    /** Each beside its key, wrapped to the room the key column leaves. */
    shift: 'shift: the end card of the middle row goes to the discard pile, the other two move over, the draw pile fills the free place.',
    swapOne: 'swap one: then 1-3 picks your open card, 1-3 the middle card.',
    swapAll: 'swap all: your 3 open cards with the middle row, place by place (a again or Enter confirms).',
    pass: 'pass: a swap that changes nothing (it counts as an action).',
    strictOrder: [b('Strict order is on: '), 'first a shift, then a swap or a pass.'] as Rich,
    notNow: 'Keys not allowed now are shown under "not now" and do nothing.',
    hands: [
      'Hands, low to high: High Card, One Pair, Two Pair, Three of a Kind,',
      'Straight, Flush, Full House, Four of a Kind, Straight Flush, Royal Flush.',
      'An ace counts high (10-J-Q-K-A) or low (A-2-3-4-5), never round the corner.',
    ],
    /** `leave`: at a table over ssh, where q leaves the table. */
    otherKeys: (p: { dot: string; hints: boolean; leave?: boolean }): Rich => [
      b('Other keys: '),
      `Esc cancels a swap ${p.dot} ${p.hints ? `h hint ${p.dot} ` : ''}PgUp/PgDn scroll the log ${p.dot} q ${p.leave === true ? 'leave' : 'quit'}`,
    ],
    afterGame: (p: { dot: string }): Rich => [b('After a game: '), `n new game ${p.dot} l the whole game log, every card face up`],
    barriers: [
      'Before each turn a screen hides all cards until the next player is alone',
      'at the keyboard and presses Space (Enter, which ends a turn, never opens it).',
    ],
    computers: ['Computer players see only what you could see in their seat.'],
  },

  setup: {
    title: 'New game',
    players: (p: { min: number; max: number }): string => `Players (${p.min}-${p.max}), in seating order:`,
    nobody: 'nobody yet',
    computerSeat: (p: { level: string }): string => ` (computer, ${p.level})`,
    namePrompt: (p: { number: number }): string => `Name of player ${p.number}: `,
    nameHint: (p: { dot: string }): string => `Enter adds the name ${p.dot} Enter on an empty line: menu (computer players, start)`,
    menuHint: (p: { upDown: string; dot: string }): string => `${p.upDown} choose ${p.dot} Enter select`,
    botHint: (p: { level: string; description: string }): string => `${p.level}: ${p.description}`,
    roundsPrompt: (p: { min: number; max: number; default: number }): string =>
      `Rounds (${p.min}-${p.max}), Enter for ${p.default}: `,
    backToPlayers: 'Esc back to the players',
    quitKey: 'q quit',
    menu: {
      start: 'Start the game',
      human: 'Add a player (type a name)',
      bot: (p: { level: string }): string => `Add a computer player: ${p.level}`,
      remove: 'Remove the last player',
      quit: 'Quit',
    },
    message: {
      nameTooWide: (p: { max: number }): string => `A name can be at most ${p.max} columns wide.`,
      typeAName: 'Type a name and press Enter (an empty line opens the menu).',
      useArrows: 'Choose with the Up and Down keys and press Enter.',
      needPlayers: (p: { min: number; max: number }): string => `A game needs ${p.min} to ${p.max} players: add a player first.`,
      typeRounds: (p: { min: number; max: number; default: number }): string =>
        `Type a number from ${p.min} to ${p.max}, or press Enter for ${p.default}.`,
      roundsRange: (p: { min: number; max: number; got: string }): string =>
        `Rounds must be a whole number from ${p.min} to ${p.max}, got ${p.got}.`,
    },
  },

  table: {
    round: (p: { round: number; rounds: number }): string => `Round ${p.round}/${p.rounds}`,
    whoseTurn: (p: { name: string }): string => `${p.name}'s turn`,
    whoseTurnBot: (p: { name: string; tag: string }): string => `${p.name}'s turn (${p.tag})`,
    action: (p: { number: number; of: number }): string => `action ${p.number} of ${p.of}`,
    bothDone: 'both actions done',
    /** Captions: at most 11 columns. */
    middleRow: 'Middle row',
    yourHand: 'Your hand',
    drawPile: 'draw pile',
    discard: 'discard',
    topCard: 'top card',
    empty: 'empty',
    open: 'open',
    handInfo: '2 hidden, 3 open (1-3)',
    youHold: 'You hold: ',
    log: 'Log',
    logScroll: 'PgUp/PgDn scroll',
    /** Where the log is scrolled to; the keys that scroll it follow (logKeys) where there is room. */
    logPosition: (p: { above: number; below: number; dot: string }): string => `${p.above} earlier ${p.dot} ${p.below} newer`,
    logKeys: 'PgUp/PgDn',
    actions: 'Actions: ',
    notNow: 'not now: ',
    hint: { shift: 'shift', swap: 'swap one', swapAll: 'swap all', pass: 'pass' },
    swapPickOwn: [' Swap: ', b('1-3'), ' pick your open card   ', b('Esc'), ' cancel'] as Rich,
    swapPickMiddle: (p: { own: number }): Rich => [` Swap your open card ${p.own}: `, b('1-3'), ' pick the middle card   ', b('Esc'), ' cancel'],
    swapAllConfirmKeys: [' Swap all three open cards: ', b('a'), '/', b('Enter'), ' confirm   ', b('Esc'), ' cancel'] as Rich,
    endTurnKey: [b('Enter'), ' end your turn'] as Rich,
    computerPlaying: 'The computer is playing: its actions appear in the log.',
    othersPlaying: 'Other players are at the table: their actions appear in the log.',
    commonKeys: [b('PgUp/PgDn'), ' scroll log   ', b('?'), ' help   ', b('q'), ' quit'] as Rich,
    /** On a human's turn when hints are on. */
    commonKeysHint: [b('PgUp/PgDn'), ' scroll log   ', b('h'), ' hint   ', b('?'), ' help   ', b('q'), ' quit'] as Rich,
    /** The same at a table over ssh, where q leaves the table. */
    commonKeysLeave: [b('PgUp/PgDn'), ' scroll log   ', b('?'), ' help   ', b('q'), ' leave'] as Rich,
    commonKeysLeaveHint: [b('PgUp/PgDn'), ' scroll log   ', b('h'), ' hint   ', b('?'), ' help   ', b('q'), ' leave'] as Rich,
    turnOverHandOff: 'Your turn is over. Press Enter to end it and pass the keyboard on.',
    turnOver: 'Your turn is over. Press Enter to end it.',
    thinking: (p: { name: string }): string => `${p.name} is thinking`,
  },

  /** The message line under the table (controller messages, worded). */
  message: {
    swapCancelled: 'Swap cancelled.',
    swapPickOwn: 'Swap: press 1-3 to pick your open card, Esc to cancel.',
    swapPickMiddle: 'Swap: press 1-3 to pick the middle card, Esc to cancel.',
    swapAllConfirm: 'Swap all three: press a or Enter to confirm, Esc to cancel.',
    chooseActionFirst: (p: { leftRight: string }): string => `Choose an action first: ${p.leftRight} shift, s swap one, a swap all, p pass.`,
    keyDoesNothing: (p: { key: string }): string => `"${p.key}" does nothing here: press ? for help.`,
    firstActionDone: 'First action done: now choose your second action.',
    pressEnterToEnd: 'Press Enter to end your turn.',
    pleaseWait: (p: { name: string }): string => `${p.name} is playing: please wait.`,
    resultsKeys: 'Press n for a new game, l for the game log or q to quit.',
    yourTurn: 'Your turn.',
    watching: 'You are watching.',
    tableMoved: 'The table changed meanwhile: look again and choose.',
    resultsReady: 'Press n when you are ready for the next game (l game log, q leave).',
    youAreReady: 'You are ready: the next game starts when everyone is.',
    resultsWaiting: (p: { names: string }): string => `Next game once everyone is ready; waiting for ${p.names}.`,
    releaseKeys: 'Release all keys, wait a moment, then press Space.',
    barrierKey: (p: { name: string }): string => `Space opens it: hand the keyboard to ${p.name}.`,
  },

  /** A hint (h): the hard computer player's move in the player's seat, worked out from their own view. */
  hint: {
    /** Starts the hint's first line, before the move (which fits 72 columns after it at most). */
    label: 'Hint: ',
    working: 'Working out a hint',
    off: 'Hints are off for this game.',
    /** The second line: the chance, then the reason (at most 78 columns for any reason). */
    chanceAndReason: (p: { percent: number; reason: string }): string => `about ${p.percent}% to win from here: ${p.reason}`,
    shift: (p: { direction: Direction }): string => `shift the middle row ${p.direction}`,
    swap: (p: { own: Slot; middle: Slot; given: string; taken: string }): string =>
      `swap your open card ${p.own + 1} (${p.given}) with middle card ${p.middle + 1} (${p.taken})`,
    swapAll: 'swap all three open cards with the middle row',
    pass: 'pass',
    reason: {
      makesPair: (p: { rank: Rank }): string => `makes a pair of ${RANK_PLURAL[p.rank]}`,
      improvesCategory: (p: { from: string; to: string }): string => `turns ${p.from} into ${p.to}`,
      makesFlushDraw: (p: { suit: Suit }): string => `four ${SUIT_NAMES[p.suit]}, one short of a flush`,
      makesStraightDraw: 'four to a straight, one card short',
      keepsFlushDraw: (p: { suit: Suit }): string => `keeps the flush draw in ${SUIT_NAMES[p.suit]}`,
      keepsStraightDraw: 'keeps the straight draw',
      looksForCard: 'brings a new card into the middle row',
      keepsHand: (p: { category: string }): string => `keeps the hand as it is (${p.category})`,
      improvesChances: 'same category, better chances later',
      givesUpHand: (p: { category: string }): string => `gives up the hand for now (${p.category})`,
    },
  },

  results: {
    title: 'Final ranking',
    after: (p: { rounds: number }): string => ` after ${count.rounds(p.rounds)}`,
    /** Column titles: place fits 6 columns, player 16, hidden 12, open 18. */
    place: 'Place',
    player: 'Player',
    hidden: 'Hidden',
    open: 'Open',
    hand: 'Hand',
    tie: ' (tie)',
    tieCategory: 'Only the category counts: equal categories share a place.',
    tieKickers: 'Kicker variant: equal categories were compared by card ranks.',
    /** `options`: "--seed 7", or "--seed 7 --first-player 2" where the seed alone would pick another start. */
    replay: (p: { options: string }): string => `Replay this deal: ${p.options}`,
    keys: [b('n'), ' new game (same players)   ', b('l'), ' game log   ', b('q'), ' quit'] as Rich,
    /** The last game of a match: no next game. */
    keysMatchOver: [b('l'), ' game log   ', b('q'), ' quit'] as Rich,
    /** At a table over ssh: n says you are ready, q leaves. */
    keysReady: [b('n'), ' ready for the next game   ', b('l'), ' game log   ', b('q'), ' leave'] as Rich,
    keysLeaveOver: [b('l'), ' game log   ', b('q'), ' leave'] as Rich,
  },

  gameLog: {
    title: 'Game log',
    empty: 'empty',
    position: (p: { first: number; last: number; total: number }): string => `lines ${p.first}-${p.last} of ${p.total}`,
    keys: (p: { upDown: string }): Rich => [
      b(p.upDown),
      ' line  ',
      b('PgUp/PgDn'),
      ' page  ',
      b('Home/End'),
      ' top/bottom  ',
      b('Esc'),
      ' back  ',
      b('q'),
      ' quit',
    ],
  },

  /** The plain-text summary printed after leaving the game. */
  summary: {
    label: 'Shift Poker',
    labelNumbered: (p: { number: number }): string => `Shift Poker, game ${p.number}`,
    finished: (p: { label: string; rounds: number; seed: string }): string =>
      `${p.label} - final ranking (${count.rounds(p.rounds)}, seed ${p.seed}):`,
    quit: (p: { label: string; round: number; rounds: number; seed: string }): string =>
      `${p.label} - quit in round ${p.round} of ${p.rounds}, standings so far (seed ${p.seed}):`,
    tie: ' (tie)',
    replay: 'Replay',
    replayFromStart: 'Replay from the start',
  },

  /** The command line: --help texts and usage errors. */
  cli: {
    description: 'Shift Poker (Schiebe-Poker) for 2-4 players at one keyboard, or against computer players.',
    version: 'print the version and exit',
    help: 'show this help and exit',
    helpCommand: 'show help for the game or a command',
    /** One line per command in the command list of --help. */
    commands: {
      history: 'list saved matches, newest first',
      replay: 'step through the games of a saved match that are over, or print a finished match as JSON',
      host: 'host a game that friends join with plain ssh',
      serve: 'run a server of many tables that anyone joins with plain ssh',
    },
    /** The name of the player list in the usage line. */
    playersArgument: 'players',
    commandArgument: 'command',
    usage: '[options] [command] [players...]',
    /** The placeholders of option values in the help (`--bot <level>`). */
    meta: { n: 'n', text: 'text', level: 'level', levels: 'levels', mode: 'mode', ms: 'ms', code: 'code', file: 'file', dir: 'dir', address: 'address', spec: 'spec', seconds: 'seconds', minutes: 'minutes' },
    players: (p: { min: number; max: number }): string => `${p.min}-${p.max} player names in seating order (asked for if missing)`,
    rounds: (p: { min: number; max: number }): string => `number of rounds, ${p.min}-${p.max} (asked for if missing; default 3)`,
    seed: 'replay or share a game: any text fixes every card (default: random, shown when the game is over)',
    bot: (p: { levels: string }): string => `add a computer player (repeatable): ${p.levels}`,
    botDefault: 'none',
    tiebreak: 'equal categories: share the place, or compare kickers',
    strictOrder: 'variant: every turn is a shift first, then a swap or pass',
    firstPlayer: (p: { max: number }): string =>
      `seat 1-${p.max} of the player who starts game 1 (default: drawn from the seed)`,
    noHints: 'no hints in this match (h then only says they are off)',
    ascii: 'plain ASCII screens: card faces without suit symbols (10h, As), no box or arrow symbols',
    noColor: 'no colours (as setting NO_COLOR does)',
    games: (p: { min: number; max: number }) => `play a match of n games, ${p.min}-${p.max} (default: until you stop)`,
    resume: 'go on with a saved match (default: the newest unfinished one)',
    dataDir: 'where matches are saved (default: the user state directory)',
    noSave: 'do not save the match',
    delay: (p: { default: number }): string => `pause between computer players' actions (default ${p.default})`,
    lang: (p: { languages: string }): string =>
      `language: ${p.languages} (default: from SHIFT_POKER_LANG, LC_ALL, LC_MESSAGES or LANG)`,
    examples: [
      '',
      'Examples:',
      '  shift-poker                          ask for names and rounds',
      '  shift-poker Alice Bob --rounds 5     two players, five rounds',
      '  shift-poker Alice --bot hard         play alone against the computer',
      '  shift-poker --bot easy --bot hard    watch two computer players',
      '  shift-poker simulate --games 200 --players hard,medium',
      '',
      'Keys in the game: ← → shift, s swap one, a swap all, p pass, h hint, ? help,',
      'q quit.',
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
    /** `history` and `replay`: their --help, and the replay screen's need of a terminal. */
    records: {
      historyDescription: 'list saved matches, newest first',
      historyJson: 'print one JSON array instead of a table',
      dataDir: 'where saved matches are (default: the user state directory)',
      historyRemove: 'remove this saved match file (as history lists it)',
      replayDescription: 'step through the games of a saved match that are over, every card face up (or print a finished match as JSON)',
      replayFile: 'the saved match (default: the latest finished one)',
      replayJson: 'print the match as JSON (every event and ranking) instead',
      replayAscii: 'plain ASCII screens',
      replayNeedsTerminal:
        "the replay needs an interactive terminal (standard input and output must not be piped or redirected); for other tools use 'shift-poker replay --json'",
    },
    /** `host`: its --help. */
    host: {
      description: 'host a game that friends join with plain ssh',
      port: (port: number) => `TCP port to listen on (default ${port})`,
      listen: 'address to listen on (default: this machine\'s first private IPv4 address, else 127.0.0.1; 0.0.0.0 for every interface)',
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
      password: 'let in only those who know this password (default: anyone)',
      authorizedKeys: 'let in only these public keys (an OpenSSH authorized_keys file)',
      maxTables: (max: number) => `tables open at once, at most (default ${max})`,
      maxConnections: (max: number) => `connections at once, at most (default ${max})`,
      maxPerAddress: (max: number) => `connections from one address, at most (default ${max})`,
      seatTimeout: (seconds: number) => `seconds a dropped player keeps the seat before a bot plays it (default ${seconds})`,
      idleTimeout: (minutes: number) => `minutes without a key before a connection is closed (default ${minutes})`,
      botLevel: (levels: readonly string[]) => `level of bots filling quick tables and standing in: ${levels.join(', ')} (default medium)`,
      tableThreads: 'threads that run the tables and draw their screens (default: one per core)',
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
      tooManyPlayers: (p: { count: number; min: number; max: number }): string =>
        `too many players: ${p.count} (a game seats ${p.min} to ${p.max}, bots included)`,
      tooFewPlayers: (p: { count: number; min: number; max: number }): string =>
        `too few players: ${p.count} (a game seats ${p.min} to ${p.max}; add a name or --bot <level>)`,
      range: (p: { option: string; min: number; max: number; got: number }): string =>
        `${p.option} must be from ${p.min} to ${p.max}, got ${p.got}`,
      delayRange: (p: { min: number; max: number; got: number }): string =>
        `--delay must be from ${p.min} to ${p.max} milliseconds, got ${p.got}`,
      notWholeNumber: (p: { option: string; got: string }): string => `${p.option} must be a whole number, got "${p.got}"`,
      tooLarge: (p: { option: string; got: string }): string => `${p.option} is too large: "${p.got}"`,
      badSeed: (p: { option: string; problem: string; got: string }): string => `${p.option}: ${p.problem}, got "${p.got}"`,
      unknownLanguage: (p: { got: string; languages: string }): string => `unknown --lang "${p.got}" (available: ${p.languages})`,
      resumeDefines: (p: { options: string }): string =>
        `--resume goes on with the saved match's players and rules; leave out ${p.options}`,
      emptyDataDir: '--data-dir must name a directory',
      firstPlayerNeedsPlayers: '--first-player needs the players on the command line',
    },
  },

  /** `shift-poker simulate`. */
  sim: {
    description: 'play headless games between computer players and measure them',
    options: {
      games: (p: { default: number }): string => `number of games (default ${p.default})`,
      seed: (p: { default: string }): string => `seed of the whole run: any text up to 200 characters (default ${p.default})`,
      players: (p: { min: number; max: number; levels: string; default: string }): string =>
        `${p.min}-${p.max} comma-separated levels from ${p.levels} (default ${p.default})`,
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
        `${count.games(p.games)}, seed ${p.seed}, ${count.rounds(p.rounds)}, ` +
        `${count.players(p.players)} (seats rotate), ${p.variants.join(', ')}`,
      interrupted: (p: { played: number; total: number }): string =>
        `Interrupted: the results of ${count.games(p.played)} of ${p.total} (the run was stopped with Ctrl+C).`,
      /** A 95 % confidence interval of two numbers already written the language's way. */
      interval: (p: { low: string; high: string }): string => `[${p.low}, ${p.high}]`,
      footer: (p: { gamesPerSecond: string }): string =>
        `${p.gamesPerSecond} games per second. Points: 1 for a sole win, 1/k for first place shared by k.`,
    },
    progress: {
      games: (p: { done: number; total: number }): string => `${p.done}/${count.games(p.total)}`,
      rate: (p: { perSecond: string }): string => `${p.perSecond} games/s`,
      eta: (p: { time: string }): string => `ETA ${p.time}`,
      etaUnknown: 'ETA --:--',
    },
  },
};

/** Every catalog has exactly the English catalog's entries, with the same parameters. */
export type Catalog = typeof en;
