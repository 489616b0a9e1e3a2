/** The hint: the hard player's suggestion, from the asking seat's own view and nothing else. */

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { hintFor, hintSeed } from '../../src/bots/hint.js';
import { suggestMove } from '../../src/bots/suggest.js';
import { isLegal } from '../../src/core/game.js';
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
  const players: PlayerState[] = state.players.map((player, seat) =>
    seat === me ? player : { ...player, hidden: [unseen[next++]!, unseen[next++]!] },
  );
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
    expect(hintFor(viewA)).toEqual(suggestMove(viewA, hintSeed(viewA)));
  });
});
