import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DECK, cardIndex, parseCards } from '../../src/core/cards.js';
import { applyAction, legalActions, legalActionsFor, newGame } from '../../src/core/game.js';
import { evaluateHand, handStrength } from '../../src/core/hand.js';
import { Rng } from '../../src/core/random.js';
import { ranking, winners } from '../../src/core/ranking.js';
import type { GameState } from '../../src/core/types.js';
import {
  ACTION_COUNT,
  FastGame,
  cardsOf,
  category5,
  fastFromState,
  fromFastAction,
  legalCodes,
  strength5,
  toFastAction,
} from '../../src/bots/fast.js';
import { config, randomAction } from './helpers.js';

/** The fast game as the engine's plain data, to compare with a GameState. */
function asState(g: FastGame) {
  return {
    hidden: Array.from({ length: g.players }, (_, s) => cardsOf(g.hidden, s * 2, s * 2 + 2)),
    open: Array.from({ length: g.players }, (_, s) => cardsOf(g.open, s * 3, s * 3 + 3)),
    middle: cardsOf(g.middle),
    drawPile: cardsOf(g.pile, 0, g.pileSize),
    discardPile: cardsOf(g.discard, 0, g.discardSize),
    currentPlayer: g.currentPlayer,
    round: g.round,
    actionsTaken: g.actionsTaken,
    finished: g.finished,
    rng: g.rng.state,
  };
}

function engineAsState(state: GameState) {
  return {
    hidden: state.players.map((p) => [...p.hidden]),
    open: state.players.map((p) => [...p.open]),
    middle: [...state.middle],
    drawPile: [...state.drawPile],
    discardPile: [...state.discardPile],
    currentPlayer: state.currentPlayer,
    round: state.round,
    actionsTaken: state.actionsTaken,
    finished: state.finished,
    rng: state.rng,
  };
}

/** Plays one random game through the engine and the fast game side by side; returns the reshuffles seen. */
function playBoth(seed: number, players: number, rounds: number, kickers: boolean, strictOrder: boolean, shiftBias: number): number {
  let state = newGame(config({ seed, players, rounds, tiebreak: kickers ? 'kickers' : 'category', strictOrder }));
  const g = fastFromState(state);
  const rng = Rng.fromSeed(seed + 1);
  expect(asState(g)).toEqual(engineAsState(state));
  while (!state.finished) {
    expect(legalCodes(g.strictOrder, g.actionsTaken).map(fromFastAction)).toEqual(legalActions(state));
    const action = randomAction(state, rng, shiftBias);
    state = applyAction(state, action).state;
    g.apply(toFastAction(action));
    expect(asState(g)).toEqual(engineAsState(state));
  }
  // The final result too: points as the ranking gives them.
  const top = winners(ranking(state));
  for (let seat = 0; seat < players; seat++) {
    expect(g.points(seat)).toBeCloseTo(top.includes(seat) ? 1 / top.length : 0, 12);
  }
  return state.log.filter((e) => e.type === 'reshuffled').length;
}

describe('the fast game agrees with the engine', () => {
  it('after every action of random games (2-4 players, 2-7 rounds, all variants)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 2, max: 7 }),
        fc.boolean(),
        fc.boolean(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seed, players, rounds, kickers, strictOrder, shiftBias) => {
          playBoth(seed, players, rounds, kickers, strictOrder, shiftBias);
        },
      ),
      { numRuns: 60, seed: 4242 },
    );
  });

  it('through reshuffles of the discard pile (4 players, 7 rounds, mostly shifts)', () => {
    let reshuffles = 0;
    for (let seed = 1; seed <= 12; seed++) reshuffles += playBoth(seed, 4, 7, seed % 2 === 0, seed % 3 === 0, 0.9);
    expect(reshuffles).toBeGreaterThanOrEqual(6);
  });

  it('turns left: each seat plays exactly rounds turns', () => {
    const state = newGame(config({ seed: 9, players: 3, rounds: 4 }));
    const g = fastFromState(state);
    const seen = [0, 0, 0];
    const predicted = [0, 1, 2].map((s) => g.turnsLeftAfterCurrent(s) + (s === g.currentPlayer ? 1 : 0));
    while (!g.finished) {
      seen[g.currentPlayer]!++;
      g.apply(12);
      g.apply(12);
    }
    expect(seen).toEqual([4, 4, 4]);
    expect(predicted).toEqual([4, 4, 4]);
  });
});

describe('action codes', () => {
  it('round-trip every action and list them in the engine order', () => {
    for (let code = 0; code < ACTION_COUNT; code++) expect(toFastAction(fromFastAction(code))).toBe(code);
    for (const strict of [false, true]) {
      for (const taken of [0, 1] as const) {
        expect(legalCodes(strict, taken).map(fromFastAction)).toEqual(legalActionsFor(false, strict, taken));
      }
    }
  });
});

describe('fast hand evaluation', () => {
  const indices = (text: string): number[] => parseCards(text).map(cardIndex);
  const cat = (text: string): number => {
    const [a, b, c, d, e] = indices(text) as [number, number, number, number, number];
    return category5(a, b, c, d, e);
  };

  it('knows the edge cases', () => {
    expect(cat('AS 2D 3C 4H 5S')).toBe(4); // the wheel
    expect(cat('AH 2H 3H 4H 5H')).toBe(8); // a suited wheel is a straight flush
    expect(cat('TS JS QS KS AS')).toBe(9);
    expect(cat('QS KD AC 2H 3S')).toBe(0); // no wrap-around
    expect(cat('9S TS JS QS KS')).toBe(8);
    expect(cat('2S 2D 2C 5H 5S')).toBe(6);
  });

  it('matches evaluateHand and handStrength on random hands', () => {
    const rng = Rng.fromSeed(77);
    const deck = DECK.map(cardIndex);
    const mismatches: string[] = [];
    for (let n = 0; n < 20000; n++) {
      rng.shuffle(deck);
      const [a, b, c, d, e] = deck as [number, number, number, number, number];
      const cards = [a, b, c, d, e].map((i) => DECK[i]!);
      if (category5(a, b, c, d, e) !== evaluateHand(cards) || strength5(a, b, c, d, e) !== handStrength(cards)) {
        mismatches.push(cards.map((card) => `${card.rank}${card.suit}`).join(' '));
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('matches on every straight and straight flush', () => {
    for (let low = 0; low <= 9; low++) {
      const ranks = low === 0 ? [12, 0, 1, 2, 3] : [low - 1, low, low + 1, low + 2, low + 3];
      for (const suited of [false, true]) {
        const idx = ranks.map((r, i) => r * 4 + (suited ? 1 : i % 4)) as [number, number, number, number, number];
        const cards = idx.map((i) => DECK[i]!);
        expect(category5(...idx)).toBe(evaluateHand(cards));
        expect(strength5(...idx)).toBe(handStrength(cards));
      }
    }
  });
});
