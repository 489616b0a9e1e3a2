import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isLegal } from '../../src/core/game.js';
import { Rng } from '../../src/core/random.js';
import type { GameState, PlayerState } from '../../src/core/types.js';
import { chooseCeiling, simulateCeilingGames } from '../../src/sim/ceiling.js';
import { simulateGames, type GameSetup, type Tally } from '../../src/sim/simulate.js';
import { randomPoint } from '../bots/helpers.js';

/** The same game with the cards of the other seats' hidden places and the draw pile dealt anew among them. */
function otherUnseen(state: GameState, seed: number): GameState {
  const me = state.currentPlayer;
  const unseen = [...state.players.flatMap((player, seat) => (seat === me ? [] : [...player.hidden])), ...state.drawPile];
  Rng.fromSeed(seed).shuffle(unseen);
  let next = 0;
  const players: PlayerState[] = state.players.map((player, seat) => (seat === me ? player : { ...player, hidden: [unseen[next++]!, unseen[next++]!] }));
  return { ...state, players, drawPile: unseen.slice(next) };
}

describe('the ceiling (a player that sees every card, for measurement only)', () => {
  it('only ever takes legal actions and decides the same way for the same state and seed', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.integer({ min: 0, max: 2 ** 31 }),
          players: fc.integer({ min: 2, max: 4 }),
          rounds: fc.integer({ min: 2, max: 4 }),
          actions: fc.integer({ min: 0, max: 20 }),
          strictOrder: fc.boolean(),
          botSeed: fc.integer({ min: 0, max: 2 ** 31 }),
        }),
        (point) => {
          const state = randomPoint(point);
          const action = chooseCeiling(state, state.currentPlayer, point.botSeed);
          expect(isLegal(state, { ...action, seat: state.currentPlayer })).toBe(true);
          expect(chooseCeiling(state, state.currentPlayer, point.botSeed)).toEqual(action);
        },
      ),
      { numRuns: 8, seed: 4321 },
    );
  });

  it("is not blind: what the others hold and the draw pile change its decisions (they never change a level's)", () => {
    let changed = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const state = randomPoint({ seed, players: 2, rounds: 3, actions: 4 + seed });
      const mine = chooseCeiling(state, state.currentPlayer, 5);
      const others = [1, 2, 3].map((variant) => chooseCeiling(otherUnseen(state, seed * 10 + variant), state.currentPlayer, 5));
      if (others.some((action) => JSON.stringify(action) !== JSON.stringify(mine))) changed++;
    }
    expect(changed).toBeGreaterThanOrEqual(3);
  });

  it('plays the games of a run in place of the first lineup entry', () => {
    // In the lineup random vs random, entry 0 replaced by the ceiling.
    const setup: GameSetup = { players: ['random', 'random'], seed: 'ceiling', rounds: 3, tiebreak: 'category', strictOrder: false };
    const range = { first: 0, count: 8 };
    const points = (tally: Tally, entry: number): number =>
      tally.entries[entry]!.wins + tally.entries[entry]!.sharedWins.reduce((sum, count, k) => sum + (k > 0 ? count / k : 0), 0);
    const withCeiling = simulateCeilingGames(setup, range);
    const levels = simulateGames(setup, range);
    expect(withCeiling.games).toBe(8);
    expect(withCeiling.entries[0]!.decisions.count).toBe(levels.entries[0]!.decisions.count);
    // Seeing every card against a random player wins most games (6.5 points of 8 here); a random player about half (2.5).
    expect(points(withCeiling, 0)).toBeGreaterThanOrEqual(6);
    expect(points(levels, 0)).toBeLessThan(5);
  });
});
