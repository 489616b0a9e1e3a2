import { describe, expect, it } from '@jest/globals';
import { applyAction, legalActions, newGame } from '../../src/index.js';

describe('a whole game', () => {
  it('ends after the agreed rounds with every player having moved each round', () => {
    let state = newGame({ players: ['Ann', 'Bob', 'Cy'], rounds: 2, seed: 42 });
    let actions = 0;
    while (!state.finished) {
      state = applyAction(state, legalActions(state)[actions % 13]!).state;
      actions += 1;
    }
    expect(actions).toBe(3 * 2 * 2);
  });
});
