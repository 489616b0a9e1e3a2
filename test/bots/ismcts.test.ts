import { describe, expect, it } from '@jest/globals';
import { isLegal } from '../../src/core/game.js';
import { Rng } from '../../src/core/random.js';
import { playerView } from '../../src/core/view.js';
import { ISMCTS_DEFAULTS, chooseIsmcts, type IsmctsOptions } from '../../src/bots/ismcts.js';
import { permuteUnseen, randomPoint, stateAfterReshuffle, straightFlushOnOffer } from './helpers.js';

/** A tenth of the candidate's budget: the same search, quicker to test. */
const SMALL: IsmctsOptions = { ...ISMCTS_DEFAULTS, turnBudget: 5000, minIterations: 100 };

describe('the information-set tree search (a candidate for the expert level)', () => {
  it('only ever returns legal actions (2-4 players, both variants, either depth, either way of dealing)', () => {
    for (let seed = 1; seed <= 16; seed++) {
      const state = randomPoint({
        seed,
        players: 2 + (seed % 3),
        rounds: 2 + (seed % 6),
        actions: seed * 2,
        strictOrder: seed % 4 === 0,
        tiebreak: seed % 5 === 0 ? 'kickers' : 'category',
      });
      const options: IsmctsOptions = { ...SMALL, depth: seed % 2 === 0 ? 2 : 1, commonDeals: seed % 3 !== 0, widenAfter: seed % 5 === 0 ? 20 : 1 };
      const action = chooseIsmcts(playerView(state, state.currentPlayer), seed, options);
      expect(isLegal(state, { ...action, seat: state.currentPlayer })).toBe(true);
    }
  });

  it.each([true, false])('decides the same way for the same view and seed, and a copy of the view changes nothing (common deals: %s)', (commonDeals) => {
    const options = { ...SMALL, depth: 2 as const, commonDeals };
    for (let seed = 1; seed <= 3; seed++) {
      const state = randomPoint({ seed, players: 2 + (seed % 3), rounds: 5, actions: seed * 5 });
      const view = playerView(state, state.currentPlayer);
      const first = chooseIsmcts(view, 99, options);
      expect(chooseIsmcts(JSON.parse(JSON.stringify(view)) as typeof view, 99, options)).toEqual(first);
      expect(chooseIsmcts(view, 99, options)).toEqual(first);
    }
  });

  it('on the last action of a game takes the straight flush on offer', () => {
    expect(chooseIsmcts(straightFlushOnOffer(), 3, SMALL)).toEqual({ type: 'swap', own: 2, middle: 0 });
  });

  it("reads only its seat's view: dealing the unseen cards anew changes no decision", () => {
    const states = [1, 2, 3].map((seed) => randomPoint({ seed, players: 2 + (seed % 3), rounds: 6, actions: seed * 3 }));
    states.push(stateAfterReshuffle(3));
    states.forEach((state, i) => {
      const me = state.currentPlayer;
      const other = permuteUnseen(state, me, Rng.fromSeed(i + 11));
      expect(other.drawPile).not.toEqual(state.drawPile);
      expect(playerView(other, me)).toEqual(playerView(state, me));
      expect(chooseIsmcts(playerView(other, me), 7, SMALL)).toEqual(chooseIsmcts(playerView(state, me), 7, SMALL));
    });
  });
});
