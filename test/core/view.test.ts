import { describe, expect, it } from '@jest/globals';
import { applyAction, cardIndex, legalActions, legalActionsInView, newGame, ownCards, playerView, unseenCards, type Card, type GameState } from '../../src/index.js';
import { buildState, cardsIn, containsAnyOf, cs, row, snapshot } from './helpers.js';

const table = (): GameState =>
  buildState({
    players: [
      { hidden: 'AS AH', open: '2C 3C 4C' },
      { hidden: 'KS KH', open: '2D 3D 4D' },
      { hidden: 'QS QH', open: '2H 3H 4H' },
    ],
    middle: '7S 8S 9S',
    drawTop: '8D 9D',
    discard: 'QC JC',
    startPlayer: 1,
  });

const sortedKeys = (cards: readonly Card[]): number[] => cards.map(cardIndex).sort((a, b) => a - b);

function finish(state: GameState): GameState {
  for (let guard = 0; !state.finished; guard++) {
    if (guard > 1000) throw new Error('the game does not end');
    state = applyAction(state, legalActions(state)[0]!).state;
  }
  return state;
}

describe('playerView', () => {
  it('shows a seat its own hidden cards and nobody else’s', () => {
    const state = table();
    for (const seat of [0, 1, 2]) {
      const view = playerView(state, seat);
      expect(view.viewer).toBe(seat);
      view.players.forEach((player, other) => {
        expect(player.seat).toBe(other);
        expect(player.name).toBe(state.players[other]!.name);
        expect(player.open).toEqual(state.players[other]!.open);
        expect(player.hidden).toEqual(other === seat ? state.players[seat]!.hidden : null);
      });
      const othersHidden = state.players.filter((_, other) => other !== seat).flatMap((p) => [...p.hidden]);
      expect(containsAnyOf(view, othersHidden)).toEqual([]);
      expect(containsAnyOf(JSON.parse(JSON.stringify(view)), othersHidden)).toEqual([]);
    }
  });

  it('shows the public table: middle, pile sizes, discard pile and its top, whose turn, round, log', () => {
    const state = table();
    const view = playerView(state, 0);
    expect(view.middle).toEqual(row('7S 8S 9S'));
    expect(view.drawPileSize).toBe(state.drawPile.length);
    expect(view.discardPile).toEqual(cs('QC JC'));
    expect(view.discardTop).toEqual(cs('JC')[0]);
    expect(view.currentPlayer).toBe(1);
    expect(view.startPlayer).toBe(1);
    expect(view.round).toBe(1);
    expect(view.rounds).toBe(3);
    expect(view.actionsTaken).toBe(0);
    expect(view.finished).toBe(false);
    expect(view.tiebreak).toBe('category');
    expect(view.strictOrder).toBe(false);
    expect(view.log).toEqual(state.log);
    expect(playerView({ ...state, discardPile: [] }, 0).discardTop).toBeNull();
  });

  it('does not reveal the draw pile, the generator or the seed while the game runs', () => {
    const state = table();
    const view = playerView(state, 0);
    expect(Object.keys(view)).not.toContain('drawPile');
    expect(Object.keys(view)).not.toContain('rng');
    expect(Object.keys(view)).not.toContain('rules');
    expect(view.seed).toBeNull();
    // No card of the draw pile appears anywhere in the view.
    expect(containsAnyOf(view, state.drawPile)).toEqual([]);
  });

  it('carries neither the seed text nor the generator state until the game is over', () => {
    const seed = 'secret-seed-text';
    let state = newGame({ players: ['A', 'B'], rounds: 2, seed });
    while (!state.finished) {
      for (const view of [playerView(state, 0), playerView(state, 1), playerView(state)]) {
        const text = JSON.stringify(view);
        expect(text).not.toContain(seed);
        for (const word of state.rng) expect(text).not.toContain(String(word));
      }
      state = applyAction(state, legalActions(state)[0]!).state;
    }
    expect(playerView(state).seed).toBe(seed);
  });

  it('a spectator sees no hidden card at all', () => {
    const state = table();
    for (const view of [playerView(state), playerView(state, null)]) {
      expect(view.viewer).toBeNull();
      expect(view.players.every((p) => p.hidden === null)).toBe(true);
      const hidden = state.players.flatMap((p) => [...p.hidden]);
      expect(containsAnyOf(view, hidden)).toEqual([]);
      expect(ownCards(view)).toBeNull();
    }
  });

  it('reveals every hand and the seed once the game is over', () => {
    const state = finish(newGame({ players: ['A', 'B'], rounds: 2, seed: 77 }));
    for (const view of [playerView(state, 0), playerView(state)]) {
      expect(view.finished).toBe(true);
      expect(view.players.map((p) => p.hidden)).toEqual(state.players.map((p) => p.hidden));
      expect(view.seed).toBe('77');
    }
  });

  it('rejects a seat that is not at the table', () => {
    const state = table();
    for (const seat of [-1, 3, 1.5, NaN]) expect(() => playerView(state, seat)).toThrow(RangeError);
  });

  it('does not change the state', () => {
    const state = table();
    const before = snapshot(state);
    playerView(state, 0);
    playerView(state);
    expect(state).toEqual(before);
  });
});

describe('unseenCards', () => {
  it('is exactly the other seats’ hidden cards and the draw pile', () => {
    const state = table();
    for (const seat of [0, 1, 2]) {
      const unseen = unseenCards(playerView(state, seat));
      const expected = [...state.players.filter((_, other) => other !== seat).flatMap((p) => [...p.hidden]), ...state.drawPile];
      expect(sortedKeys(unseen)).toEqual(sortedKeys(expected));
    }
    // A spectator does not see any hidden card.
    expect(unseenCards(playerView(state))).toHaveLength(state.drawPile.length + 6);
  });
});

describe('ownCards', () => {
  it('is the viewer’s hidden cards, then the open row', () => {
    const state = table();
    expect(ownCards(playerView(state, 1))).toEqual(cs('KS KH 2D 3D 4D'));
  });
});

describe('legalActionsInView', () => {
  it('lists the same actions as legalActions', () => {
    let state = newGame({ players: ['A', 'B'], rounds: 2, seed: 1, strictOrder: true });
    expect(legalActionsInView(playerView(state, 0))).toEqual(legalActions(state));
    state = applyAction(state, { type: 'shift', direction: 'left' }).state;
    expect(legalActionsInView(playerView(state, 0))).toEqual(legalActions(state));
    expect(legalActionsInView(playerView(state, 0))).toHaveLength(11);
    state = finish(state);
    expect(legalActionsInView(playerView(state, 0))).toEqual([]);
  });
});

describe('cardsIn helper (used by the leak checks)', () => {
  it('finds cards at any depth', () => {
    expect(cardsIn({ a: [{ b: cs('AS') }], c: { rank: 2, suit: 'C' } })).toHaveLength(2);
  });
});
