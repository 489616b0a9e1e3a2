/**
 * The English words of the screen-reader mode (this file sets their shape;
 * words.de.ts is the German). Every sentence puts its most important words
 * first, and cards are words, never faces or suit symbols.
 */

import type { Rank, Suit } from '../core/cards.js';
import { coreEn } from '../i18n/words.en.js';

/** What a typed word asks for besides a move (the words that ask are each language's own; a move's are the core's: i18n `moves.typed`). */
export type ReaderVerb = 'hand' | 'middle' | 'open' | 'scores' | 'turn' | 'repeat' | 'help' | 'rules' | 'hint' | 'start' | 'next' | 'quit';

/** A sentence's first letter in capitals (a phrase of the drawn screen begins one). */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const readerEn = {
  ranks: {
    2: 'two',
    3: 'three',
    4: 'four',
    5: 'five',
    6: 'six',
    7: 'seven',
    8: 'eight',
    9: 'nine',
    10: 'ten',
    11: 'jack',
    12: 'queen',
    13: 'king',
    14: 'ace',
  } satisfies Record<Rank, string> as Record<Rank, string>,
  suits: { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' } satisfies Record<Suit, string> as Record<Suit, string>,
  card: (p: { rank: string; suit: string }): string => `${p.rank} of ${p.suit}`,
  /** Typed words and what they ask for; the first is the one the help names. A move's words are the core's (i18n `moves.typed`). */
  verbs: {
    hand: ['hand', 'y'],
    middle: ['middle', 'm'],
    open: ['open', 'o'],
    scores: ['scores', 'c'],
    turn: ['turn', 'w'],
    repeat: ['repeat', 'r', '.'],
    help: ['help', '?'],
    rules: ['rules'],
    hint: ['hint', 'h'],
    start: ['start'],
    next: ['next', 'n'],
    // No letter: a slip of one key should not end the game.
    quit: ['quit'],
  } satisfies Record<ReaderVerb, readonly string[]>,
  /** The rules, said on `rules`: the drawn help's, with moves instead of keys. */
  rules: [
    'Goal: after the last round, hold the best poker hand. Your hand is your two hidden cards, which only you know, and your three open cards.',
    'Only the category counts: equal categories share a place. In the kickers variant, equal categories are compared by their cards, as in poker.',
    coreEn.moves.spokenTurn,
    'Hands, low to high: high card, one pair, two pair, three of a kind, straight, flush, full house, four of a kind, straight flush, royal flush. An ace counts high or low, never round the corner.',
  ],
  /** The tutorial's own word (its key r: the lesson again); next, rules and quit are the game's. */
  tutorialVerbs: { restart: ['restart'] },
  tutorialKeys: 'Type next for the next lesson (or to skip this one), restart to play it again, rules for the rules, or quit.',
  tutorialLastKeys: 'Type next to finish, restart to play this lesson again, rules for the rules, or quit.',
  /** The barrier's one key, typed as a line of its own. */
  openWord: 'Space',
  /** The sentences of the game's events and the hint's moves (gameStarted, shifted, hintMove, …): the core words', which the describer (i18n/describe.ts) says. */
  ...coreEn.spoken,
  showdown: (p: { player: string; cards: string; category: string }): string => `${p.player}: ${p.category}, ${p.cards}.`,
  gameOver: 'Game over. Showdown:',
  place: (p: { place: number; names: string; category: string }): string => `Place ${p.place}: ${p.names}, ${p.category}.`,
  scores: (p: { scores: string }): string => `Scores: ${p.scores}.`,
  score: (p: { name: string; score: string }): string => `${p.name} ${p.score}`,
  yourTurn: (p: { name: string }): string => `Your turn, ${p.name}.`,
  secondAction: (p: { name: string }): string => `Second action, ${p.name}.`,
  yourHand: (p: { hidden: string; open: string }): string => `Your hand: ${p.hidden}, hidden; ${p.open}, open.`,
  /** The category of the hand, said before its cards (the drawn screen's "You hold: …"). */
  youHold: (p: { category: string }): string => `You hold: ${p.category}.`,
  middleRow: (p: { cards: string }): string => `Middle row: ${p.cards}.`,
  openCards: (p: { name: string; cards: string }): string => `${p.name}: ${p.cards}.`,
  moves: coreEn.moves.spokenMoves,
  turnOf: (p: { name: string; round: number; rounds: number; action: 1 | 2 }): string => `${p.name}'s turn, action ${p.action} of 2, round ${p.round} of ${p.rounds}.`,
  noTurn: 'No turn now: the game is over.',
  /** The seat model's messages that name keys of the drawn game, in this mode's typed words (the others are said as they are). */
  messages: {
    swapPickOwn: 'Swap: which of your open cards, 1, 2 or 3? Type its number, or another command to cancel.',
    swapPickMiddle: (p: { own: number }): string => `Swap your card ${p.own}: for which middle card, 1, 2 or 3?`,
    swapAllConfirm: 'Swap all three: type all to confirm.',
    swapCancelled: 'Swap cancelled.',
    noSuchCard: 'Cards are numbered 1, 2 and 3 from the left.',
    /** Card numbers typed where no swap is begun. */
    noSwapBegun: 'No swap begun: type swap with your card and a middle card, as in swap 1 3.',
    doesNothing: 'That does nothing now. Type help for the commands.',
    ready: 'Type next when you are ready for the next game, or quit to leave the table.',
    waitingForOthers: (p: { names: string }): string => `You are ready. Waiting for ${p.names}.`,
    watchingNext: 'The next game starts when the players are ready.',
  },
  /** Moves allowed now, when the variant --strict-order limits them. */
  movesShiftFirst: 'Strict order: a shift comes first. Type left or right.',
  movesSwapSecond: coreEn.moves.spokenMovesSwapSecond,
  /** A table waiting for players: how its first seated player starts it at once. */
  startHint: 'Type start to begin now: bots take the open seats.',
  notYours: 'Only the first seated player may start the table now.',
  /** A question about the game (hand, scores...) before it has started: short, the waiting paragraph is what repeat says. */
  notStarted: 'The match has not started yet. Type repeat to hear who sits at the table.',
  /** A spectator asks for their hand. */
  noHand: 'You are watching: you hold no cards. Type open for the open cards, or turn.',
  /** Several players at one keyboard, none of whom has it now (a bot's turn, a barrier): no hand is said. */
  noHandBetweenTurns: 'No hand is said between turns: each player hears their own at their turn. Type open for the open cards, or turn.',
  /** Joining a game already being played (back at an ssh seat, a resumed match): said before where it stands. */
  underWay: (p: { game: number }): string => `Game ${p.game} under way.`,
  /** Another player's turn, at another keyboard (an ssh table). */
  othersTurn: (p: { name: string }): string => `${p.name}'s turn.`,
  /** A hint: the move, then the chance and the reason (the drawn screen's words). */
  hint: (p: { move: string; chanceAndReason: string }): string => `Hint: ${p.move}. ${capitalized(p.chanceAndReason)}.`,
  barrier: (p: { name: string }): string => `Next: ${p.name}. Press Space and Enter when only ${p.name} is listening.`,
  barrierOnly: (p: { name: string }): string => `Only Space and Enter go on, for ${p.name}.`,
  /** A line of Space typed before the barrier could be heard, or right after another: it may not be the next player's. */
  barrierNotNew: (p: { name: string }): string => `Too soon. When only ${p.name} is listening, wait a moment, then press Space and Enter.`,
  nextGame: 'Type next for the next game, or quit.',
  matchOver: 'Match over. Type quit to leave.',
  /** The game is over but saving fails: the saved match would deal it again, so its results wait until it is saved. */
  resultsHeld:
    'Game over, but its end could not be saved, so the saved match may deal this game again: its results are said once it is saved. Type anything to try saving again, or quit.',
  stillHeld: 'Still not saved. Type anything to try again, or quit.',
  savedAgain: 'Saved again.',
  /** What a rated match changed, in words a screen reader says plainly (no arrow, no signs). */
  ratings: (p: { shifts: readonly { readonly name: string; readonly before: number; readonly after: number }[] }): string =>
    `Ratings: ${p.shifts
      .map((shift) => `${shift.name} from ${shift.before} to ${shift.after}, ${shift.after >= shift.before ? 'up' : 'down'} ${Math.abs(shift.after - shift.before)}`)
      .join('; ')}.`,
  nothingToRepeat: 'Nothing said yet.',
  unknown: (p: { typed: string }): string => (p.typed === '' ? 'Not a command. Type help for the commands.' : `Not a command: ${p.typed}. Type help for the commands.`),
  help: [
    'Commands, each followed by Enter.',
    coreEn.moves.spokenHelp,
    "Asking: hand, middle, open for every player's open cards, scores, turn for whose turn it is, hint for a suggested move, rules, repeat, help.",
    'Between games: next. To leave: quit; the match is saved after every move.',
  ],
  /** The help's last line where nothing is saved (--no-save). */
  helpUnsaved: 'Between games: next. To leave: quit; this match is not saved (--no-save).',
  /** The help's last line while saving fails (the warning said why). */
  helpSaveFailing: 'Between games: next. To leave: quit; saving fails now, and is tried again after every move.',
};

export type ReaderWords = typeof readerEn;
