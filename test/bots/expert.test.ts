import { describe, expect, it } from '@jest/globals';
import { playerView } from '../../src/core/view.js';
import { EXPERT_DEFAULTS, chooseExpert, decideExpert } from '../../src/bots/expert.js';
import { fromFastAction } from '../../src/bots/fast.js';
import { lastAction, straightFlushOnOffer } from './helpers.js';

describe('the expert player', () => {
  it('on the last action of a game takes the straight flush on offer, sure of winning', () => {
    const view = straightFlushOnOffer();
    const estimate = new Float64Array(1);
    const code = decideExpert(view, 3, EXPERT_DEFAULTS, estimate);
    expect(fromFastAction(code)).toEqual({ type: 'swap', own: 2, middle: 0 });
    expect(estimate[0]).toBeGreaterThan(0.99);
  });

  it('takes a budget: a larger one decides as reproducibly, from the view and the seed alone', () => {
    const state = lastAction(4);
    const view = playerView(state, state.currentPlayer);
    const bigger = { ...EXPERT_DEFAULTS, turnBudget: EXPERT_DEFAULTS.turnBudget * 2 };
    expect(chooseExpert(JSON.parse(JSON.stringify(view)) as typeof view, 8, bigger)).toEqual(chooseExpert(view, 8, bigger));
  });
});
