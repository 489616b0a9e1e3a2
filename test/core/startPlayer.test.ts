import { describe, expect, it } from '@jest/globals';
import { InvalidConfigError } from '../../src/core/errors.js';
import { applyAction, newGame } from '../../src/core/game.js';

describe('GameConfig.startPlayer', () => {
  const players = ['Ann', 'Ben', 'Cy'];

  it('starts the game with the given seat and deals the same cards as without it', () => {
    const drawn = newGame({ players, rounds: 2, seed: 9 });
    for (const startPlayer of [0, 1, 2]) {
      const state = newGame({ players, rounds: 2, seed: 9, startPlayer });
      expect(state.startPlayer).toBe(startPlayer);
      expect(state.currentPlayer).toBe(startPlayer);
      expect(state.players).toEqual(drawn.players);
      expect(state.middle).toEqual(drawn.middle);
      expect(state.drawPile).toEqual(drawn.drawPile);
      expect(state.rng).toEqual(drawn.rng);
      expect(state.log[0]).toEqual({ type: 'gameStarted', players, rounds: 2, startPlayer });
    }
  });

  it('a round ends when play comes back to the given start player', () => {
    let state = newGame({ players, rounds: 2, seed: 1, startPlayer: 2 });
    const turns: number[] = [];
    while (!state.finished) {
      if (state.actionsTaken === 0) turns.push(state.currentPlayer);
      state = applyAction(state, { type: 'pass' }).state;
    }
    expect(turns).toEqual([2, 0, 1, 2, 0, 1]);
  });

  it.each([3, -1, 1.5, Number.NaN])('refuses seat %p', (startPlayer) => {
    expect(() => newGame({ players, rounds: 2, seed: 1, startPlayer })).toThrow(InvalidConfigError);
  });
});
