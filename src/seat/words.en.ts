/**
 * The English words of the seat screen: the table, the message line, hints,
 * the results, the game log, the help and the quit question. Their shape is
 * `SeatWords`, which every other language fills in (words.de.ts); words.ts
 * gives them by language. Screens keep their layout; only the words come
 * from here.
 */

import type { Rank, Suit } from '../core/cards.js';
import { b, type Rich } from '../i18n/rich.js';
import { coreEn } from '../i18n/words.en.js';

const RANK_PLURAL: Readonly<Record<Rank, string>> = {
  2: 'twos',
  3: 'threes',
  4: 'fours',
  5: 'fives',
  6: 'sixes',
  7: 'sevens',
  8: 'eights',
  9: 'nines',
  10: 'tens',
  11: 'jacks',
  12: 'queens',
  13: 'kings',
  14: 'aces',
};

const SUIT_NAMES: Readonly<Record<Suit, string>> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

export const seatEn = {
  /** Shared by the seat's screens (and the screens around them). */
  screen: {
    title: 'SHIFT POKER',
    quitQuestion: 'Quit the game?',
    quitKeys: [b('y'), ' quit   ', b('n'), ' keep playing'] as Rich,
    quitKeysLong: [b('y'), ' quit the game   ', b('n'), ' keep playing'] as Rich,
    quitShort: '(y/n)',
    /** In the tutorial q ends a lesson, which is no game of the player's. */
    quitLessonQuestion: 'Quit the lesson?',
    quitLessonKeysLong: [b('y'), ' quit the lesson   ', b('n'), ' keep playing'] as Rich,
    /** At a table over ssh, q leaves the table rather than quitting a program. */
    leaveQuestion: 'Leave the table?',
    leaveKeysLong: [b('y'), ' leave (your seat waits for you)   ', b('n'), ' stay'] as Rich,
  },
  help: {
    title: 'Help',
    close: '? / Esc / Enter: close',
    /** Beside the title: where a new player learns the game (the command begins as the player started the program). */
    tutorial: (p: { command: string }): string => `Lessons: ${p.command}`,
    goal: ['Goal: after the last round hold the best poker hand. Your hand is your', '2 hidden cards (only you see them) plus your 3 open cards.'],
    tieCategory: ['Only the category counts: equal categories share a place (1, 1, 3).'],
    tieKickers: ['Kicker variant: equal categories are compared by card ranks, as in poker.'],
    /** Followed by each action beside its key, in the core's words (i18n `moves.help`). */
    turn: 'A turn is exactly two actions, one after the other, in any mix:',
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
    afterGame: (p: { dot: string }): Rich => [b('After a game: '), `n next game ${p.dot} l the whole game log, every hand at its end`],
    barriers: ['Before each turn a screen hides all cards until the next player is alone', 'at the keyboard and presses Space (Enter, which ends a turn, never opens it).'],
    computers: ['Computer players see only what you could see in their seat.'],
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
    swapPickOwn: [' Swap: ', b('1-3'), ' pick your open card   ', b('Esc'), ' cancel'] as Rich,
    swapPickMiddle: (p: { own: number }): Rich => [` Swap your open card ${p.own}: `, b('1-3'), ' pick the middle card   ', b('Esc'), ' cancel'],
    swapAllConfirmKeys: [' Swap all three open cards: ', b('a'), '/', b('Enter'), ' confirm   ', b('Esc'), ' cancel'] as Rich,
    endTurnKey: [b('Enter'), ' end your turn'] as Rich,
    resultsKey: [b('Enter'), ' results'] as Rich,
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
    /** The last action of the last round ended the game (the rules know no step after a turn's two actions). */
    gameOver: 'Your turn is over, and with it the game. Press Enter for the results.',
    thinking: (p: { name: string }): string => `${p.name} is thinking`,
  },
  /** The message line under the table (controller messages, worded). */
  message: {
    swapCancelled: 'Swap cancelled.',
    swapPickOwn: 'Swap: press 1-3 to pick your open card, Esc to cancel.',
    swapPickMiddle: 'Swap: press 1-3 to pick the middle card, Esc to cancel.',
    swapAllConfirm: 'Swap all three: press a or Enter to confirm, Esc to cancel.',
    keyDoesNothing: (p: { key: string }): string => `"${p.key}" does nothing here: press ? for help.`,
    /** The space bar has no visible character to quote: it is named. */
    spaceDoesNothing: 'Space does nothing here: press ? for help.',
    firstActionDone: 'First action done: now choose your second action.',
    pressEnterToEnd: 'Press Enter to end your turn.',
    pressEnterForResults: 'Press Enter for the results.',
    pleaseWait: (p: { name: string }): string => `${p.name} is playing: please wait.`,
    /** A spectator's turn line: they play no seat, so nothing is theirs to wait for; `leave` when q leaves the table (else it quits). */
    watchingPlayer: (p: { name: string; leave: boolean }): string => `You are watching: ${p.name} is playing. ${p.leave ? 'q leaves the table.' : 'q quits.'}`,
    resultsKeys: 'Press n for the next game, l for the game log or q to quit.',
    resultsHeld: 'Still not saved: the results show once it is. Any key tries again; q quits.',
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
    /** The second line of a first action whose turn goes on with a swap: the chance, the swap to come, where the turn leads (at most 78 columns). */
    chanceAndPlan: (p: { percent: number; then: string; leadsTo: string }): string => `about ${p.percent}% to win; then ${p.then}: ${p.leadsTo}`,
    /** The second action of a plan, in chanceAndPlan. */
    then: { swap: 'a swap', swapAll: 'swap all' },
    /** The move (shift, swap, swapAll, pass): the core words', which the describer (i18n/describe.ts) says. */
    ...coreEn.hintMove,
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
    after: (p: { rounds: number }): string => ` after ${coreEn.count.rounds(p.rounds)}`,
    /** Column titles: place fits 6 columns, player 16, hidden 12, open 18. */
    place: 'Place',
    player: 'Player',
    hidden: 'Hidden',
    open: 'Open',
    hand: 'Hand',
    tie: ' (tie)',
    tieCategory: 'Only the category counts: equal categories share a place.',
    tieKickers: 'Kicker variant: equal categories were compared by card ranks.',
    /** `command`: the whole command that deals the game again (`shift-poker Ann --bot easy --rounds 3 --seed 7`). */
    replay: (p: { command: string }): string => `Replay this deal: ${p.command}`,
    /** n plays the match's next game with the same players. */
    keys: [b('n'), ' next game   ', b('l'), ' game log   ', b('q'), ' quit'] as Rich,
    /** The last game of a match: no next game. */
    keysMatchOver: [b('l'), ' game log   ', b('q'), ' quit'] as Rich,
    /** At a table over ssh: n says you are ready, q leaves. */
    keysReady: [b('n'), ' ready for the next game   ', b('l'), ' game log   ', b('q'), ' leave'] as Rich,
    keysLeaveOver: [b('l'), ' game log   ', b('q'), ' leave'] as Rich,
    /** The game is over but its end is not saved: the saved match would deal it again, so nothing of it shows yet. */
    heldTitle: 'The game is over',
    held: ['Its end could not be saved, so the saved match may deal this game again:', 'its results (every hidden card, and the seed) show once it is saved.'],
    keysHeld: [b('any key'), ' try saving again   ', b('q'), ' quit'] as Rich,
  },
  gameLog: {
    title: 'Game log',
    empty: 'empty',
    position: (p: { first: number; last: number; total: number }): string => `lines ${p.first}-${p.last} of ${p.total}`,
    keys: (p: { upDown: string }): Rich => [b(p.upDown), ' line  ', b('PgUp/PgDn'), ' page  ', b('Home/End'), ' top/bottom  ', b('Esc'), ' back  ', b('q'), ' quit'],
  },
};

export type SeatWords = typeof seatEn;
