/**
 * The English words of what has no language of its own below every
 * feature: the core's cards, hands, counted words, errors and events (the
 * game's log), and the computer players' levels. Their shape is
 * `CoreWords`, which every other language fills in (words.de.ts): a missing
 * entry, an extra one or a misspelt parameter fails the type check. Values
 * are strings, or functions of one parameter object when a sentence needs
 * data.
 */

import type { BotLevel } from '../bots/levels.js';
import type { Rank } from '../core/cards.js';
import type { ConfigProblem, IllegalActionProblem } from '../core/errors.js';
import type { HandCategoryCode } from '../core/hand.js';
import { seedProblemText, type SeedProblem } from '../core/seed.js';
import type { ActionType, Direction, Slot } from '../core/types.js';
import { nameProblemText, type NameListProblem } from '../core/playerNames.js';
import { BOT_NAME_LABELS } from './botNames.js';
import { listOf, plural, type PluralForms } from './plural.js';
import { englishNumber } from './numbers.js';
import type { Lang } from './lang.js';
import { b, type Rich } from './rich.js';

const LOCALE = 'en-GB'; // "Alice, Bob and Carol": no serial comma

/** A counted phrase with its number written the English way ("1,000 games"). */
function counted(forms: PluralForms): (n: number) => string {
  return (n) => plural(LOCALE, n, forms, englishNumber(String(n)));
}

/** The levels as words (`--bot` takes the codes; this is what players read). */
const coreEnLevels: Record<BotLevel, string> = { random: 'random', easy: 'easy', medium: 'medium', hard: 'hard', expert: 'expert' };

const count = {
  cards: counted({ one: '# card', other: '# cards' }),
  rounds: counted({ one: '# round', other: '# rounds' }),
  games: counted({ one: '# game', other: '# games' }),
  players: counted({ one: '# player', other: '# players' }),
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

export const coreEn = {
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
    2: '2',
    3: '3',
    4: '4',
    5: '5',
    6: '6',
    7: '7',
    8: '8',
    9: '9',
    10: '10',
    11: 'J',
    12: 'Q',
    13: 'K',
    14: 'A',
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
  bots: {
    /** The level as a word (`--bot` takes the codes; this is what players read). */
    level: coreEnLevels,
    /** The second word of a computer player's name: "Bot Hard", "Bot Hard 2". */
    nameLabel: BOT_NAME_LABELS.en as Record<BotLevel, string>,
    description: {
      random: 'plays any legal action at random',
      easy: 'keeps pairs and draws, otherwise chases high cards',
      medium: 'plans its whole turn for the best expected hand',
      hard: 'simulates thousands of possible futures to win',
      expert: 'reads every move for hidden cards, plays futures out',
    } satisfies Record<BotLevel, string> as Record<BotLevel, string>,
    /** Next to a computer player's name, what it is ("easy bot"), not its name again; at most 12 columns. */
    tag: (p: { level: BotLevel }): string => `${coreEnLevels[p.level]} bot`,
  },
  /** The game log, one sentence per event. */
  log: {
    /** How a sentence names a player. */
    player: (p: { seat: number; name: string }): string => p.name,
    /** A seat the game does not have (never happens in a game, but sentences must not break). */
    unknownSeat: (p: { seat: number }): string => `Seat ${p.seat + 1}`,
    list: (names: readonly string[]): string => listOf(LOCALE, names),
    gameStarted: (p: { players: string; rounds: number; starter: string }): string => `New game: ${p.players}, ${count.rounds(p.rounds)}. ${p.starter} starts.`,
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
    swappedAll: (p: { player: string; given: string; taken: string }): string => `${p.player} swapped all three open cards (${p.given}) with the middle row (${p.taken}).`,
    passed: (p: { player: string }): string => `${p.player} passed.`,
    hintUsed: (p: { player: string }): string => `${p.player} used a hint.`,
    showdownHand: (p: { player: string; cards: string; category: string }): string => `${p.player}: ${p.cards} (${p.category})`,
    gameEnded: (p: { hands: readonly string[] }): string => `Game over. ${p.hands.join('; ')}.`,
  },
  /** Each kind of action by name, as a list of what a player did says it ("shift, then swap one"). */
  actionNames: { shift: 'shift', swap: 'swap one', swapAll: 'swap all three', pass: 'pass' } satisfies Record<ActionType, string> as Record<ActionType, string>,
  /** A hint's move, as the drawn hint line says it (its cards as faces; the line fits 72 columns after its label). */
  hintMove: {
    shift: (p: { direction: Direction }): string => `shift the middle row ${p.direction}`,
    swap: (p: { own: Slot; middle: Slot; given: string; taken: string }): string => `swap your open card ${p.own + 1} (${p.given}) with middle card ${p.middle + 1} (${p.taken})`,
    swapAll: 'swap all three open cards with the middle row',
    pass: 'pass',
  },
  /**
   * The screen-reader mode's sentences of the same events and hint moves
   * (i18n/describe.ts says both): shorter, in the present, its cards in
   * words, each card before its place.
   */
  spoken: {
    gameStarted: (p: { players: string; rounds: number; starter: string }): string => `New game: ${p.players}, ${p.rounds} rounds. ${p.starter} begins.`,
    roundStarted: (p: { round: number; rounds: number }): string => (p.round === p.rounds ? `Last round, ${p.round} of ${p.rounds}.` : `Round ${p.round} of ${p.rounds}.`),
    shifted: (p: { player: string; direction: Direction; discarded: string; drawn: string }): string => `${p.player} shifts ${p.direction}: ${p.discarded} out, ${p.drawn} in.`,
    reshuffled: (p: { cards: number }): string => `Discard pile shuffled: ${p.cards} cards are the new draw pile.`,
    swapped: (p: { player: string; own: Slot; middle: Slot; given: string; taken: string }): string =>
      `${p.player} swaps ${p.given}, own card ${p.own + 1}, for ${p.taken}, middle card ${p.middle + 1}.`,
    swappedAll: (p: { player: string; given: string; taken: string }): string => `${p.player} swaps all three: gives ${p.given}; takes ${p.taken}.`,
    passed: (p: { player: string }): string => `${p.player} passes.`,
    hintMove: {
      shift: (p: { direction: Direction }): string => `shift ${p.direction}`,
      swap: (p: { own: Slot; middle: Slot; given: string; taken: string }): string =>
        `swap your ${p.given}, own card ${p.own + 1}, for the ${p.taken}, middle card ${p.middle + 1}`,
      swapAll: 'swap all three',
      pass: 'pass',
    },
  },
  /**
   * What the front ends say of each kind of action besides its sentences,
   * and every sentence that names all the actions: here, so that a new kind
   * of action is worded in this file (and words.de.ts) alone. The keys that
   * choose them are the seat's (seat/controls.ts).
   */
  moves: {
    /** The key bar's name of each action, beside its key. */
    label: { shift: 'shift', swap: 'swap one', swapAll: 'swap all', pass: 'pass' } satisfies Record<ActionType, string> as Record<ActionType, string>,
    /** The drawn help's line of each action, beside its key (wrapped to the room the key column leaves). */
    help: {
      shift: 'shift: the end card of the middle row goes to the discard pile, the other two move over, the draw pile fills the free place.',
      swap: 'swap one: then 1-3 picks your open card, 1-3 the middle card.',
      swapAll: 'swap all: your 3 open cards with the middle row, place by place (a again or Enter confirms).',
      pass: 'pass: a swap that changes nothing (it counts as an action).',
    } satisfies Record<ActionType, string> as Record<ActionType, string>,
    /** The drawn help's line under the variant --strict-order. */
    strictOrder: [b('Strict order is on: '), 'first a shift, then a swap or a pass.'] as Rich,
    /** The drawn game's message on Enter before an action: each action allowed now by its key (`key`) and label. */
    chooseActionFirst: (p: { actions: readonly { readonly key: string; readonly label: string }[] }): string =>
      `Choose an action first: ${p.actions.map((action) => `${action.key} ${action.label}`).join(', ')}.`,
    /** The screen reader's typed words of each move (the first is the one its help names); a shift by its direction. */
    typed: {
      left: ['left', '<'],
      right: ['right', '>'],
      swap: ['swap', 's'],
      swapAll: ['all', 'a'],
      pass: ['pass', 'p'],
    } satisfies Record<TypedMove, readonly string[]> as Record<TypedMove, readonly string[]>,
    /** The screen reader: the moves there are, as it says them on a turn. */
    spokenMoves: 'Type left, right, swap with your card and a middle card (swap 1 3), all, or pass.',
    /** The screen reader on a turn's second action under --strict-order. */
    spokenMovesSwapSecond: 'Strict order: now a swap or a pass. Type swap with your card and a middle card (swap 1 3), all, or pass.',
    /** The screen reader's rules: a turn (the drawn help's, with moves instead of keys). */
    spokenTurn:
      'A turn is exactly two actions, in any mix. Shift: the middle row moves left or right, its end card goes onto the discard pile, and the draw pile fills the free place. Swap one: one of your open cards for one middle card. Swap all: your three open cards for the middle row, place by place. Pass: counts as an action and changes nothing.',
    /** The screen reader's help: its line of the moves. */
    spokenHelp: 'Moves: left or right shifts the middle row; swap 1 3 swaps your first open card with the third middle card; all swaps all three; pass passes.',
  },
  /** Why an action is not allowed, as the message line says it. */
  illegalAction,
  nameProblem,
  /** A human's name that reads as a computer player's (botNames.ts): refused, so the two cannot be confused. */
  nameOfBot: (p: { name: string }): string => `"${p.name}" is what computer players are called: choose another name`,
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
};

/** Every language's core words have exactly these entries, with the same parameters. */
export type CoreWords = typeof coreEn;

/** A move as the screen reader's words name it: a shift by its direction, every other kind of action by its name. */
export type TypedMove = Exclude<ActionType, 'shift'> | Direction;
