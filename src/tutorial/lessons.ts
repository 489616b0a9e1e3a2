/**
 * The tutorial's lessons: each a fixed deal chosen to show one idea, a goal
 * the player's own turn (or the game's end) is judged by, and the codes its
 * words are found under (words.en.ts). Pure data and predicates over the
 * engine's events and state, so that any front end can run them
 * (course.ts plays them).
 */

import type { Card } from '../core/cards.js';
import { FULL_HOUSE, ONE_PAIR, STRAIGHT, THREE_OF_A_KIND, type HandCategory } from '../core/hand.js';
import type { RankingEntry } from '../core/ranking.js';
import type { Action, ActionType, GameEvent, GameState, Tiebreak } from '../core/types.js';
import { PARTNER_SEAT, PLAYER_SEAT, type Layout } from './deal.js';

export const LESSON_IDS = ['twoActions', 'shift', 'swapOne', 'swapAll', 'pass', 'hint', 'aceLow', 'lastRound', 'winner'] as const;
export type LessonId = (typeof LESSON_IDS)[number];

/** What the player did in the lesson, as its goal is judged on. */
export interface Outcome {
  /** The player's actions in the lesson, in order. */
  readonly actions: readonly ActionType[];
  /** Every event since the lesson handed the player the keyboard. */
  readonly events: readonly GameEvent[];
  /** The player's five cards now (hidden first) and their category. */
  readonly hand: readonly Card[];
  readonly category: HandCategory;
  /** Once the game is over: its ranking; else null. */
  readonly ranking: readonly RankingEntry[] | null;
  readonly state: GameState;
  /** Whether the player had a hint shown in the lesson. */
  readonly hinted: boolean;
}

export interface Lesson {
  readonly id: LessonId;
  readonly layout: Layout;
  readonly rounds: number;
  readonly tiebreak?: Tiebreak;
  /** Played before the player gets the keyboard: whole turns that bring the game to the round the lesson is about. */
  readonly before: readonly Action[];
  /** The partner's scripted turn, whenever it is theirs. */
  readonly partnerTurn: readonly [Action, Action];
  /** When the goal is judged: once the player's turn is over, or once the game is. */
  readonly judgedAt: 'turn' | 'game';
  readonly goal: (outcome: Outcome) => boolean;
  /** Whether h gives a hint: from the lesson that teaches it on. */
  readonly hints: boolean;
}

const PASS: Action = { type: 'pass' };
const PASS_TURN: readonly [Action, Action] = [PASS, PASS];

function did(outcome: Outcome, type: ActionType): boolean {
  return outcome.actions.includes(type);
}

function placeOf(outcome: Outcome, seat: number): number | null {
  return outcome.ranking?.find((entry) => entry.seat === seat)?.place ?? null;
}

/** The lesson that teaches the hint: h gives none before it (the lesson's words say where it comes), and one in it and every lesson after. */
export const HINT_LESSON: LessonId = 'hint';

function hintsIn(id: LessonId): boolean {
  return LESSON_IDS.indexOf(id) >= LESSON_IDS.indexOf(HINT_LESSON);
}

/** A lesson in the first round, judged once the player's turn is over. */
function turnLesson(id: LessonId, layout: Layout, goal: Lesson['goal']): Lesson {
  return { id, layout, rounds: 2, before: [], partnerTurn: PASS_TURN, judgedAt: 'turn', goal, hints: hintsIn(id) };
}

/** A lesson in the last of two rounds (both players passed through the first), judged once the game is over. */
function lastRoundLesson(id: LessonId, layout: Layout, goal: Lesson['goal']): Lesson {
  return { id, layout, rounds: 2, before: [PASS, PASS, PASS, PASS], partnerTurn: PASS_TURN, judgedAt: 'game', goal, hints: hintsIn(id) };
}

/** Ben's cards where they play no part. */
const BYSTANDER = { hidden: '4S 6C', open: 'TD JS 7C' };

export const LESSONS: readonly Lesson[] = [
  // A turn is two actions, the second chosen on the table the first left.
  turnLesson(
    'twoActions',
    {
      seats: [
        { hidden: '2C 9D', open: '4H JS 7C' },
        { hidden: '3S 5C', open: '6D 8S TC' },
      ],
      middle: 'KD 5S 8H',
      drawTop: '3D',
    },
    (outcome) => outcome.actions[0] === 'shift' && outcome.actions[1] === 'pass',
  ),
  // Shift left: the 8♦ goes onto the discard pile, the Q♦ comes off the draw pile at the right; a swap then pairs it with the hidden Q♠.
  turnLesson(
    'shift',
    {
      seats: [
        { hidden: 'QS 6D', open: '2H 9C 4S' },
        { hidden: '3S 5C', open: '6H 8S TC' },
      ],
      middle: '8D 3C JH',
      drawTop: 'QD 7S',
    },
    (outcome) => outcome.events.some((event) => event.type === 'shifted' && event.seat === PLAYER_SEAT && event.direction === 'left') && outcome.category >= ONE_PAIR,
  ),
  // The middle K♣ pairs the hidden K♥: one swap makes a pair of kings.
  turnLesson(
    'swapOne',
    { seats: [{ hidden: 'KH 5D', open: '2S 8C 3H' }, BYSTANDER], middle: '9S KC 6D', drawTop: '4C' },
    (outcome) => did(outcome, 'swap') && outcome.category >= ONE_PAIR,
  ),
  // The whole middle row (8♣ K♠ K♥) with the hidden 8♠ 8♦ is a full house: only swapping all three takes it in one action.
  turnLesson(
    'swapAll',
    { seats: [{ hidden: '8S 8D', open: '2C 5H JD' }, BYSTANDER], middle: '8C KS KH', drawTop: '3D' },
    (outcome) => did(outcome, 'swapAll') && outcome.category >= FULL_HOUSE,
  ),
  // A flush already: passing twice keeps it, and gives the partner nothing new in the middle.
  turnLesson(
    'pass',
    { seats: [{ hidden: '2H 7H', open: '9H JH 4H' }, BYSTANDER], middle: '3S 8C KD', drawTop: 'QC' },
    (outcome) => outcome.actions.length === 2 && outcome.actions.every((type) => type === 'pass'),
  ),
  // A hint (h): the computer's move for the player's seat, its chance and why. The middle 9♠ beside the hidden 9♥ 9♣ makes the hint plain (three of a kind); the goal is asking, whatever is then played.
  turnLesson('hint', { seats: [{ hidden: '9H 9C', open: '2D 5S JC' }, BYSTANDER], middle: 'KH 9S 4D', drawTop: '3C' }, (outcome) => outcome.hinted && outcome.actions.length === 2),
  // Hidden A♠ 2♦, open 3♣ 4♥ 9♠, the 5♦ in the middle: A-2-3-4-5 is a straight with the ace low. K♣ Q♥ beside it make no Q-K-A-2-3.
  turnLesson(
    'aceLow',
    {
      seats: [
        { hidden: 'AS 2D', open: '3C 4H 9S' },
        { hidden: '6S 8C', open: 'TD JS 7C' },
      ],
      middle: '5D KC QH',
      drawTop: '7D',
    },
    (outcome) => outcome.category === STRAIGHT,
  ),
  // Round 2 of 2: the player's last turn. The middle 10♥ with the hidden 10♣ 10♦ is three of a kind, and nothing comes after.
  lastRoundLesson(
    'lastRound',
    {
      seats: [
        { hidden: 'TC TD', open: '3S 6H 2C' },
        { hidden: '5C 5S', open: 'KD 7S 8C' },
      ],
      middle: 'TH 9S 4D',
      drawTop: 'JC',
    },
    (outcome) => outcome.category >= THREE_OF_A_KIND && placeOf(outcome, PLAYER_SEAT) === 1,
  ),
  // Jacks against Ben's aces: both One Pair, so by the default rules both share first place; only the 9♦ swapped in (two pair) wins alone.
  lastRoundLesson(
    'winner',
    {
      seats: [
        { hidden: 'JC JD', open: '3H 6S 9C' },
        { hidden: 'AH AC', open: '5H 7D KC' },
      ],
      middle: '2S 9D 8D',
      drawTop: '4S QS',
    },
    (outcome) => placeOf(outcome, PLAYER_SEAT) === 1 && placeOf(outcome, PARTNER_SEAT) === 1,
  ),
];
