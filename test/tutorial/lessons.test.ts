/** Every lesson: its deal shows the idea, the asked moves complete it, and something else is a miss its words explain. */

import { describe, expect, it } from '@jest/globals';
import { cardIndex, DECK, formatCard } from '../../src/core/cards.js';
import { applyAction } from '../../src/core/game.js';
import { evaluateHand, FLUSH, FULL_HOUSE, HIGH_CARD, ONE_PAIR, STRAIGHT, THREE_OF_A_KIND } from '../../src/core/hand.js';
import type { Action, GameState } from '../../src/core/types.js';
import { partnerActs, partnerDue, playerActs, startLesson, type LessonRun } from '../../src/tutorial/course.js';
import { dealLayout, layoutCards, PLAYER_SEAT } from '../../src/tutorial/deal.js';
import { LESSON_IDS, LESSONS, type LessonId } from '../../src/tutorial/lessons.js';
import { tutorialWords } from '../../src/tutorial/words.js';
import { coreDe } from '../../src/i18n/words.de.js';

function lesson(id: LessonId): LessonRun {
  return startLesson(LESSONS.find((each) => each.id === id)!);
}

/** Plays the player's actions, each followed by the partner's turn if it has come (as after Enter); fails the test on a refused one. */
function playing(run: LessonRun, actions: readonly Action[]): LessonRun {
  return actions.reduce((current, action) => {
    const step = playerActs(current, action);
    if (!('run' in step)) throw new Error(`refused: ${step.refused.message}`);
    let next = step.run;
    while (partnerDue(next)) next = partnerActs(next);
    return next;
  }, run);
}

function cards(state: GameState): { hidden: string; open: string; middle: string } {
  const player = state.players[PLAYER_SEAT]!;
  const text = (row: readonly { rank: number; suit: string }[]): string => row.map((card) => formatCard(card as never, { ascii: true })).join(' ');
  return { hidden: text(player.hidden), open: text(player.open), middle: text(state.middle) };
}

const SHIFT_LEFT: Action = { type: 'shift', direction: 'left' };
const PASS: Action = { type: 'pass' };

describe('the lessons', () => {
  it('are the ideas of the tutorial, in order, each dealt from 52 distinct cards', () => {
    expect(LESSONS.map((each) => each.id)).toEqual([...LESSON_IDS]);
    for (const each of LESSONS) {
      const named = layoutCards(each.layout).map(cardIndex);
      expect(new Set(named).size).toBe(named.length);
      const state = dealLayout(each.layout, { rounds: each.rounds });
      const all = [...state.players.flatMap((player) => [...player.hidden, ...player.open]), ...state.middle, ...state.drawPile].map(cardIndex);
      expect(all.sort((a, b) => a - b)).toEqual(DECK.map(cardIndex));
    }
  });

  it('a layout naming a card twice is refused', () => {
    const twice = { ...LESSONS[0]!.layout, middle: '2C 5S 8H' };
    expect(() => dealLayout(twice, { rounds: 2 })).toThrow(/twice/u);
  });

  it('start with the player to act, round 1 (the last-round lessons in the last round)', () => {
    for (const each of LESSONS) {
      const run = startLesson(each);
      expect(run.state.currentPlayer).toBe(PLAYER_SEAT);
      expect(run.state.round).toBe(each.judgedAt === 'game' ? each.rounds : 1);
      expect(run.verdict).toBeNull();
    }
  });

  it('a turn of two actions: a shift then a pass completes it; the first action alone judges nothing', () => {
    const run = lesson('twoActions');
    const half = playing(run, [SHIFT_LEFT]);
    expect(half.verdict).toBeNull();
    expect(half.state.actionsTaken).toBe(1);
    expect(playing(half, [PASS]).verdict?.done).toBe(true);
    const missed = playing(run, [PASS, SHIFT_LEFT]).verdict!;
    expect(missed.done).toBe(false);
    expect(missed.outcome.actions).toEqual(['pass', 'shift']);
  });

  it('shifting: the left card goes onto the discard pile, the queen of the draw pile comes in at the right and pairs the hidden queen', () => {
    const run = lesson('shift');
    expect(cards(run.state)).toMatchObject({ hidden: 'Qs 6d', middle: '8d 3c Jh' });
    const shifted = playing(run, [SHIFT_LEFT]);
    expect(cards(shifted.state).middle).toBe('3c Jh Qd');
    expect(shifted.state.discardPile.map((card) => formatCard(card, { ascii: true }))).toEqual(['8d']);
    const done = playing(shifted, [{ type: 'swap', own: 0, middle: 2 }]).verdict!;
    expect(done.done).toBe(true);
    expect(done.outcome.category).toBe(ONE_PAIR);
    // Shifting right brings the queen in too, but at the left, and it is not this lesson's move.
    expect(
      playing(run, [
        { type: 'shift', direction: 'right' },
        { type: 'swap', own: 0, middle: 0 },
      ]).verdict?.done,
    ).toBe(false);
  });

  it('swapping one card: the middle king pairs the hidden king; passing twice does not', () => {
    const run = lesson('swapOne');
    expect(evaluateHand([...run.state.players[0]!.hidden, ...run.state.players[0]!.open])).toBe(HIGH_CARD);
    const done = playing(run, [{ type: 'swap', own: 0, middle: 1 }, PASS]).verdict!;
    expect(done).toMatchObject({ done: true, outcome: { category: ONE_PAIR } });
    expect(playing(run, [PASS, PASS]).verdict).toMatchObject({ done: false, outcome: { category: HIGH_CARD } });
  });

  it('swapping all three: the middle row with the hidden eights is a full house no single swap reaches', () => {
    const run = lesson('swapAll');
    const done = playing(run, [{ type: 'swapAll' }, PASS]).verdict!;
    expect(done).toMatchObject({ done: true, outcome: { category: FULL_HOUSE } });
    const best = playing(run, [
      { type: 'swap', own: 0, middle: 0 },
      { type: 'swap', own: 1, middle: 1 },
    ]).verdict!;
    expect(best.done).toBe(false);
    expect(best.outcome.category).toBeLessThan(FULL_HOUSE);
  });

  it('passing: the hand is a flush already; two passes complete it, a shift is a miss though the flush stays', () => {
    const run = lesson('pass');
    expect(evaluateHand([...run.state.players[0]!.hidden, ...run.state.players[0]!.open])).toBe(FLUSH);
    expect(playing(run, [PASS, PASS]).verdict?.done).toBe(true);
    expect(playing(run, [SHIFT_LEFT, PASS]).verdict).toMatchObject({ done: false, outcome: { category: FLUSH } });
  });

  it('the ace low: A-2-3-4-5 with the middle 5 is a straight; the ace never goes round the corner', () => {
    const run = lesson('aceLow');
    expect(playing(run, [{ type: 'swap', own: 2, middle: 0 }, PASS]).verdict).toMatchObject({ done: true, outcome: { category: STRAIGHT } });
    // Q-K-A-2-3 (the middle queen and king with the hidden ace, 2 and the open 3) is no straight.
    const corner = playing(run, [
      { type: 'swap', own: 1, middle: 1 },
      { type: 'swap', own: 2, middle: 2 },
    ]).verdict!;
    expect(cards(corner.outcome.state).open).toBe('3c Kc Qh');
    expect(corner).toMatchObject({ done: false, outcome: { category: HIGH_CARD } });
  });

  it("the last round: the player's turn is the last, the game ends after Ben's and three tens win", () => {
    const run = lesson('lastRound');
    const done = playing(run, [{ type: 'swap', own: 0, middle: 0 }, PASS]);
    expect(done.state.finished).toBe(true);
    expect(done.verdict).toMatchObject({ done: true, outcome: { category: THREE_OF_A_KIND } });
    expect(done.verdict!.outcome.ranking![0]).toMatchObject({ seat: PLAYER_SEAT, place: 1 });
    const missed = playing(run, [PASS, PASS]);
    expect(missed.verdict).toMatchObject({ done: false, outcome: { category: ONE_PAIR } });
  });

  it('who wins: One Pair against One Pair shares first place by default; two pair wins alone; with kickers the aces win', () => {
    const run = lesson('winner');
    const shared = playing(run, [PASS, PASS]).verdict!;
    expect(shared.done).toBe(true);
    expect(shared.outcome.ranking!.map((entry) => entry.place)).toEqual([1, 1]);
    const alone = playing(run, [{ type: 'swap', own: 0, middle: 1 }, PASS]).verdict!;
    expect(alone.done).toBe(false);
    expect(alone.outcome.ranking!.map((entry) => [entry.seat, entry.place])).toEqual([
      [0, 1],
      [1, 2],
    ]);
    const kickers = startLesson({ ...LESSONS.find((each) => each.id === 'winner')!, tiebreak: 'kickers' });
    expect(playing(kickers, [PASS, PASS]).verdict!.outcome.ranking!.map((entry) => [entry.seat, entry.place])).toEqual([
      [1, 1],
      [0, 2],
    ]);
  });

  it('an illegal action is refused and changes nothing', () => {
    const run = lesson('twoActions');
    const finished = playing(lesson('lastRound'), [PASS, PASS]);
    const step = playerActs(finished, PASS);
    expect('refused' in step).toBe(true);
    expect('run' in playerActs(run, PASS)).toBe(true);
  });

  it('the partner waits for its turn to be played, and plays it one action at a time', () => {
    const acted = playerActs(lesson('twoActions'), SHIFT_LEFT);
    if (!('run' in acted)) throw new Error('refused');
    const ended = playerActs(acted.run, PASS);
    if (!('run' in ended)) throw new Error('refused');
    expect(ended.run.state.log.filter((event) => event.type === 'passed' && event.seat === 1)).toHaveLength(0);
    expect(partnerDue(ended.run)).toBe(true);
    const first = partnerActs(ended.run);
    expect(first.state.log.filter((event) => event.type === 'passed' && event.seat === 1)).toHaveLength(1);
    expect(partnerDue(first)).toBe(true);
    const over = partnerActs(first);
    expect(partnerDue(over)).toBe(false);
    // Not the partner's turn: nothing to play.
    expect(partnerActs(over)).toBe(over);
  });

  it('the partner plays its scripted turn as the engine would', () => {
    const run = playing(lesson('twoActions'), [SHIFT_LEFT, PASS]);
    const ben = run.state.log.filter((event) => event.type === 'passed' && event.seat === 1);
    expect(ben).toHaveLength(2);
    expect(run.state.currentPlayer).toBe(PLAYER_SEAT);
    // The same as the engine plays from the same state.
    const again = [SHIFT_LEFT, PASS, PASS, PASS].reduce((state, action) => applyAction(state, action).state, lesson('twoActions').state);
    expect(again.log).toEqual(run.state.log);
  });
});

describe("the lessons' words", () => {
  it.each([
    ['en', 'pass (p)', 'pass (type pass)'],
    ['de', '(p)', 'gib passen ein'],
  ] as const)('in %s: a lesson whose second action is a pass says so, drawn and said', (lang, drawn, said) => {
    const words = tutorialWords(lang);
    for (const id of ['swapOne', 'swapAll', 'aceLow', 'lastRound'] as const) {
      expect(words.lessons[id].goal).toContain(drawn);
      expect([said, 'swap 1 1, then pass', 'tausch 1 1, dann passen'].some((text) => words.lessons[id].said.includes(text))).toBe(true);
    }
  });

  it.each(['en', 'de'] as const)('in %s: every lesson has a title, a goal, a reason and an explanation of a miss naming what was done', (lang) => {
    const words = tutorialWords(lang);
    for (const id of LESSON_IDS) {
      const lessonWords = words.lessons[id];
      expect(lessonWords.title.length).toBeGreaterThan(0);
      expect(lessonWords.goal.length).toBeGreaterThan(0);
      expect(lessonWords.why.length).toBeGreaterThan(0);
      expect(lessonWords.missed({ did: words.did(['swapAll', 'pass']), category: 'X' })).toContain(words.did(['swapAll', 'pass']));
    }
  });

  it('German is not English', () => {
    expect(tutorialWords('de').lessons.shift.goal).not.toBe(tutorialWords('en').lessons.shift.goal);
    const names = coreDe.actionNames;
    expect(tutorialWords('de').did([names.pass, names.shift])).toBe('passen, dann schieben');
  });
});
