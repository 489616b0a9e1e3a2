/**
 * The English words of the tutorial: each lesson's title, what to try, why
 * it matters and what a miss means, and the panel around them. Their shape
 * is `TutorialWords`, which every other language fills in (words.de.ts);
 * words.ts gives them by language.
 */

import { b, type Rich } from '../i18n/rich.js';
import type { LessonId } from './lessons.js';

/** What a miss is explained from: the player's actions and the category they ended with, in words. */
export interface MissFacts {
  readonly did: string;
  readonly category: string;
}

export interface LessonWords {
  readonly title: string;
  readonly goal: string;
  /** The goal for the screen-reader mode: moves as typed words instead of keys. */
  readonly said: string;
  readonly why: string;
  readonly missed: (p: MissFacts) => string;
}

const lessons: Readonly<Record<LessonId, LessonWords>> = {
  twoActions: {
    title: 'A turn is two actions',
    goal: 'Shift the middle row (Left or Right arrow), then pass (p).',
    said: 'Shift the middle row (type left or right), then pass (type pass).',
    why: 'Every turn is exactly two actions; the second is chosen on the table the first left behind.',
    missed: (p) => `You did: ${p.did}. This lesson asks for a shift first and a pass second.`,
  },
  shift: {
    title: 'Shifting the middle row',
    goal: 'Shift left (Left arrow): the left middle card goes onto the discard pile and the top card of the draw pile (a queen this time) comes in at the right. Then swap it for one of your open cards (s, your card 1-3, then the middle card 3).',
    said: 'Shift left (type left): the left middle card goes onto the discard pile and the top card of the draw pile (a queen this time) comes in at the right. Then swap it for one of your open cards: swap, your card 1 to 3, then the middle card 3, for example swap 1 3.',
    why: 'A shift brings a new card into reach; the discarded card is gone until the draw pile runs out and the discard pile is shuffled into a new one.',
    missed: (p) => `You did: ${p.did}, and your hand is ${p.category}. Shift left first, then take the queen beside your hidden queen.`,
  },
  swapOne: {
    title: 'Swapping one card',
    goal: 'Take the middle king: s, then one of your open cards (1-3), then the middle card (2). Your hidden king makes it a pair. Then pass (p) to keep it.',
    said: 'Take the middle king: swap, one of your open cards 1 to 3, then the middle card 2, for example swap 1 2. Your hidden king makes it a pair. Then pass (type pass) to keep it.',
    why: 'A swap trades one of your open cards for one in the middle; hidden cards never move, so build around them.',
    missed: (p) => `You did: ${p.did}, and your hand is ${p.category}. A single swap of the middle king gives you a pair of kings.`,
  },
  swapAll: {
    title: 'Swapping all three',
    goal: 'The whole middle row fits your hidden eights: press a, then a again (or Enter) to swap all three at once. Your second action: pass (p), to keep the full house.',
    said: 'The whole middle row fits your hidden eights: type all to swap all three at once. Your second action: pass (type pass), to keep the full house.',
    why: 'Swapping all three trades your open row for the middle row, place by place, in one action: a full house here.',
    missed: (p) => `You did: ${p.did}, and your hand is ${p.category}. Only swapping all three takes the eight and both kings in one turn.`,
  },
  pass: {
    title: 'Passing',
    goal: 'Your hand is already a flush: pass twice (p, p).',
    said: 'Your hand is already a flush: pass twice (type pass, then pass again).',
    why: 'A pass counts as one of your two actions; when your hand is good, passing changes nothing, and a shift would hand Ben new cards.',
    missed: (p) => `You did: ${p.did}. Your hand is ${p.category}, but this lesson asks for two passes.`,
  },
  hint: {
    title: 'Asking for a hint',
    goal: 'Press h for a hint: the move the computer would make in your seat, your chance to win from here, and why. Play it (or a move of your own), then press h again for your second action.',
    said: 'Type hint for a hint: the move the computer would make in your seat, your chance to win from here, and why. Play it (or a move of your own), then type hint again for your second action.',
    why: "From here on h gives a hint on every turn of the tutorial, as it does in a game (unless the players turn hints off with --no-hints); everyone's log notes a hint used.",
    missed: (p) => `You did: ${p.did}, and your hand is ${p.category}, without asking for a hint. Press h before an action.`,
  },
  aceLow: {
    title: 'Hand categories: the ace high and low',
    goal: 'Make a straight: swap your 9 (card 3) for the middle 5 (card 1). With your hidden ace and 2, A-2-3-4-5 is a straight. Then pass (p) to keep it.',
    said: 'Make a straight: swap your 9, card 3, for the middle 5, card 1: type swap 3 1. With your hidden ace and 2, ace-2-3-4-5 is a straight. Then pass (type pass) to keep it.',
    why: 'The ace counts high (10-J-Q-K-A) or low (A-2-3-4-5), never round the corner: Q-K-A-2-3 is no straight. Press ? for every category.',
    missed: (p) => `You did: ${p.did}, and your hand is ${p.category}. The ace counts low here: take the 5 for A-2-3-4-5.`,
  },
  lastRound: {
    title: 'The last round',
    goal: 'Round 2 of 2: this is your last turn. Take the middle 10 for three of a kind (s, one of your open cards 1-3, then the middle card 1), pass (p), then watch the showdown.',
    said: 'Round 2 of 2: this is your last turn. Take the middle 10, card 1, for three of a kind (swap 1 1, then pass), then hear the showdown.',
    why: 'After the last round every hand is shown and ranked: there is no later turn to improve.',
    missed: (p) => `You did: ${p.did}, and your hand is ${p.category}. The 10 of hearts would have made three of a kind and won.`,
  },
  winner: {
    title: 'Who wins: shared places',
    goal: "Keep your pair of jacks (pass twice) against Ben's pair of aces, and read the ranking.",
    said: "Keep your pair of jacks (type pass twice) against Ben's pair of aces, and hear the ranking.",
    why: 'Only the category counts: One Pair ties with One Pair and both share first place (the next place is skipped). The variant --tiebreak kickers compares ranks, and the aces would win.',
    missed: (p) => `You did: ${p.did}, and your hand is ${p.category}, so you did not share first place with Ben's One Pair.`,
  },
};

export const tutorialEn = {
  lessons,
  /** "Lesson 2 of 8: Shifting the middle row" */
  heading: (p: { number: number; total: number; title: string }): string => `Lesson ${p.number} of ${p.total}: ${p.title}`,
  /** Who is who at the tutorial's table. */
  seats: 'You: Ann; Ben passes.',
  tryLabel: 'Try: ',
  doneLabel: 'Well done. ',
  missedLabel: 'Not quite. ',
  /** The player's actions, in order. */
  /** The actions of the learner's turn, already named in the language (the core words' actionNames: the tutorial's German stays out of the entry, which lists the lessons). */
  did: (names: readonly string[]): string => (names.length === 0 ? 'nothing' : names.join(', then ')),
  keys: 'r repeat   n next lesson   ? rules   q quit',
  lastKeys: 'r repeat   n finish   ? rules   q quit',
  /** The key bar under a lesson's results, where a game's names the next game. */
  /** h before the lesson that teaches the hint. */
  hintLater: (p: { lesson: number }): string => `Hints come in lesson ${p.lesson}, which shows how to ask for one.`,
  resultsKeys: [b('n'), ' next lesson   ', b('r'), ' repeat   ', b('l'), ' game log   ', b('q'), ' quit'] as Rich,
  lastResultsKeys: [b('n'), ' finish   ', b('r'), ' repeat   ', b('l'), ' game log   ', b('q'), ' quit'] as Rich,
  /** The help's (?) line of the tutorial's keys, where a game's help names the keys after a game (n there is the next game). */
  helpKeys: (p: { dot: string }): Rich => [b('In a lesson: '), `r repeats it ${p.dot} n goes on to the next (or skips this one) ${p.dot} l the whole log once it is over`],
};

export type TutorialWords = typeof tutorialEn;
