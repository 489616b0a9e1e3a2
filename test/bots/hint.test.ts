/** The hint: the hard player's suggestion, from the asking seat's own view and nothing else. */

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { hintFor, hintSeed, viewAfter } from '../../src/bots/hint.js';
import { suggestMove } from '../../src/bots/suggest.js';
import { applyAction, isLegal } from '../../src/core/game.js';
import { evaluateHand, ONE_PAIR } from '../../src/core/hand.js';
import { Rng } from '../../src/core/random.js';
import type { GameState, PlayerState } from '../../src/core/types.js';
import { playerView } from '../../src/core/view.js';
import { randomPoint } from './helpers.js';

/**
 * Another game that gives `me` exactly the same view: the cards `me` cannot
 * see (the other seats' hidden cards and the draw pile) dealt anew, another
 * seed, another shuffle generator for the reshuffles to come.
 */
function sameViewOtherGame(state: GameState, me: number, salt: number): GameState {
  const rng = Rng.fromSeed(salt);
  const unseen = [...state.players.flatMap((player, seat) => (seat === me ? [] : [...player.hidden])), ...state.drawPile];
  rng.shuffle(unseen);
  let next = 0;
  const players: PlayerState[] = state.players.map((player, seat) => (seat === me ? player : { ...player, hidden: [unseen[next++]!, unseen[next++]!] }));
  return {
    ...state,
    players,
    drawPile: unseen.slice(next),
    rules: { ...state.rules, seed: `other game ${salt}` },
    rng: Rng.fromSeed(salt + 1).state,
  };
}

const position = fc.record({
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  players: fc.integer({ min: 2, max: 4 }),
  rounds: fc.integer({ min: 2, max: 7 }),
  actions: fc.integer({ min: 0, max: 20 }),
  strictOrder: fc.boolean(),
  tiebreak: fc.constantFrom('category' as const, 'kickers' as const),
});

describe('hintFor', () => {
  it('is a legal action, and the same for every game that gives the player the same view', () => {
    fc.assert(
      fc.property(position, fc.integer({ min: 1, max: 2 ** 30 }), (options, salt) => {
        const state = randomPoint(options);
        fc.pre(!state.finished);
        const me = state.currentPlayer;
        const view = playerView(state, me);
        const hint = hintFor(view);
        expect(isLegal(state, { ...hint.action, seat: me })).toBe(true);
        expect(hint.winChance).toBeGreaterThanOrEqual(0);
        expect(hint.winChance).toBeLessThanOrEqual(1);

        const other = sameViewOtherGame(state, me, salt);
        expect(other.drawPile).not.toEqual(state.drawPile);
        const otherView = playerView(other, me);
        expect(otherView).toEqual(view);
        expect(hintSeed(otherView)).toBe(hintSeed(view));
        expect(hintFor(otherView)).toEqual(hint);
      }),
      { numRuns: 10 },
    );
  });

  it('is seeded by the view: another position gives another seed, the same position the same one', () => {
    const a = randomPoint({ seed: 5, players: 3, rounds: 3, actions: 4 });
    const b = randomPoint({ seed: 5, players: 3, rounds: 3, actions: 5 });
    const viewA = playerView(a, a.currentPlayer);
    expect(hintSeed(viewA)).toBe(hintSeed(structuredClone(viewA)));
    expect(hintSeed(viewA)).not.toBe(hintSeed(playerView(b, b.currentPlayer)));
    // The move and chance are the hard player's; the first action's reason may be its turn's (see the plan below).
    const { action, winChance } = suggestMove(viewA, hintSeed(viewA));
    expect(hintFor(viewA)).toMatchObject({ action, winChance });
  });

  it('on a first action, shows the first step of a plan the second hint carries out, and its reason says where the turn leads', () => {
    const firstAction = fc.record({
      seed: fc.integer({ min: 1, max: 1_000_000 }),
      players: fc.integer({ min: 2, max: 4 }),
      rounds: fc.integer({ min: 2, max: 7 }),
      // Whole turns: the position is at a turn's first action.
      turns: fc.integer({ min: 0, max: 10 }),
      strictOrder: fc.boolean(),
      tiebreak: fc.constantFrom('category' as const, 'kickers' as const),
    });
    let planned = 0;
    fc.assert(
      fc.property(firstAction, ({ turns, ...options }) => {
        const state = randomPoint({ ...options, actions: turns * 2 });
        fc.pre(!state.finished && state.actionsTaken === 0);
        const me = state.currentPlayer;
        const view = playerView(state, me);
        const first = hintFor(view);
        if (first.action.type === 'shift') {
          // The card a shift brings is unknown: no plan is announced.
          expect(first.plan).toBeUndefined();
          return;
        }
        planned++;
        const plan = first.plan!;
        expect(plan).toBeDefined();
        // The viewer's view after the first step, as the game shows it, is the one the plan was made from.
        expect(viewAfter(view, first.action)).toEqual(playerView(applyAction(state, first.action).state, me));
        const afterFirst = applyAction(state, first.action).state;
        const second = hintFor(playerView(afterFirst, me));
        const afterBoth = applyAction(afterFirst, second.action).state;
        const player = afterBoth.players[me]!;
        const category = evaluateHand([...player.hidden, ...player.open]);
        // The second hint carries the plan out (or does at least as well by its measure: the hand's category).
        expect(category).toBeGreaterThanOrEqual(plan.category);
        expect(second.action).toEqual(plan.then);
        if (plan.then.type === 'swap' || plan.then.type === 'swapAll') {
          // A first step that a swap follows says where the turn leads, not "keeps the hand as it is".
          expect(first.reason.code).toBe('plan');
          if (first.reason.code !== 'plan') return;
          expect(first.reason.then).toBe(plan.then.type);
          const leadsTo = first.reason.leadsTo;
          if (leadsTo.code === 'improvesCategory') expect(leadsTo.to).toBe(plan.category);
          if (leadsTo.code === 'makesPair') expect(plan.category).toBe(ONE_PAIR);
          if (leadsTo.code === 'givesUpHand') expect(plan.category).toBeLessThan(leadsTo.category);
        } else {
          expect(first.reason.code).not.toBe('plan');
        }
      }),
      {
        numRuns: 12,
        // Two positions known to plan (a swap then follows, a shift then follows) come first: most random positions hint a shift.
        examples: [
          [{ seed: 6, players: 3, rounds: 4, turns: 2, strictOrder: false, tiebreak: 'category' }],
          [{ seed: 5, players: 3, rounds: 4, turns: 2, strictOrder: false, tiebreak: 'category' }],
        ],
      },
    );
    expect(planned).toBeGreaterThanOrEqual(2);
  });
});
