import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DECK, cardIndex, parseCards } from '../../src/core/cards.js';
import { applyAction, legalActions, legalActionsFor, newGame } from '../../src/core/game.js';
import { evaluateHand, handStrength } from '../../src/core/hand.js';
import { Rng, seedRng } from '../../src/core/random.js';
import { ranking, winners } from '../../src/core/ranking.js';
import type { Card } from '../../src/core/cards.js';
import type { GameEvent, GameState } from '../../src/core/types.js';
import { ACTION_COUNT, FastGame, cardsOf, category5, fastFromState, fromFastAction, legalCodes, strength5, toFastAction } from '../../src/bots/fast.js';
import { botSeed } from '../../src/bots/index.js';
import { determinize, readKnowledge } from '../../src/bots/knowledge.js';
import { decisionRng } from '../../src/bots/seed.js';
import { playerView } from '../../src/core/view.js';
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
  };
}

const sorted = (cards: readonly Card[]): string[] => cards.map((card) => `${card.rank}${card.suit}`).sort();

/**
 * After a reshuffle the fast game and the engine hold the same cards in the
 * new pile, but in different orders: the fast game shuffles with the bots'
 * own generator, never the engine's secret one. Checks the cards, then gives
 * the fast game the engine's order so the comparison can go on.
 */
function adoptReshuffle(g: FastGame, state: GameState, drawn: Card): void {
  expect(sorted([...cardsOf(g.pile, 0, g.pileSize), DECK[g.lastDrawn]!])).toEqual(sorted([...state.drawPile, drawn]));
  state.drawPile.forEach((card, i) => (g.pile[i] = cardIndex(card)));
  state.middle.forEach((card, i) => (g.middle[i] = cardIndex(card)));
  g.lastDrawn = cardIndex(drawn);
}

/** Plays one random game through the engine and the fast game side by side; returns the reshuffles seen. */
function playBoth(seed: number, players: number, rounds: number, kickers: boolean, strictOrder: boolean, shiftBias: number): number {
  let state = newGame(config({ seed, players, rounds, tiebreak: kickers ? 'kickers' : 'category', strictOrder }));
  const g = fastFromState(state);
  const rng = Rng.fromSeed(`moves ${seed}`);
  expect(asState(g)).toEqual(engineAsState(state));
  while (!state.finished) {
    expect(legalCodes(g.strictOrder, g.actionsTaken).map(fromFastAction)).toEqual(legalActions(state));
    const action = randomAction(state, rng, shiftBias);
    const result = applyAction(state, action);
    state = result.state;
    g.apply(toFastAction(action));
    const shifted = result.events.find((e) => e.type === 'shifted');
    if (result.events.some((e) => e.type === 'reshuffled') && shifted?.type === 'shifted') {
      adoptReshuffle(g, state, shifted.drawn);
    }
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

/** States where the next shift reshuffles: the draw pile is empty and the current player may shift. */
function statesBeforeReshuffle(count: number): GameState[] {
  const found: GameState[] = [];
  for (let seed = 1; found.length < count; seed++) {
    let state = newGame({ players: ['Ann', 'Bob', 'Cy', 'Dee'].slice(0, 2 + (seed % 3)), rounds: 7, seed: `pre-reshuffle ${seed}` });
    const rng = Rng.fromSeed(`actions ${seed}`);
    while (!state.finished) {
      if (state.drawPile.length === 0 && legalActions(state).some((a) => a.type === 'shift')) {
        found.push(state);
        break;
      }
      state = applyAction(state, randomAction(state, rng, 0.9)).state;
    }
  }
  return found;
}

describe('the bots cannot know the order of a reshuffle', () => {
  it("the fast game's reshuffle never reproduces the engine's, however the bots seed it", () => {
    const states = statesBeforeReshuffle(120);
    let compared = 0;
    let samePlaces = 0;
    let places = 0;
    for (const state of states) {
      const seat = state.currentPlayer;
      const result = applyAction(state, { type: 'shift', direction: 'left' });
      const shifted = result.events.find((e) => e.type === 'shifted')!;
      expect(result.events.some((e) => e.type === 'reshuffled')).toBe(true);
      // The engine's new pile, top card (the one drawn) last.
      const engineOrder = [...result.state.drawPile, (shifted as Extract<GameEvent, { type: 'shifted' }>).drawn].map(cardIndex);

      // As a bot plays it: its knowledge from the view, completed with its own generator.
      const view = playerView(state, seat);
      const knowledge = readKnowledge(view);
      const botRng = decisionRng(botSeed(state.rules.seed, seat), view);
      const games: FastGame[] = Array.from({ length: 8 }, () => determinize(knowledge, new FastGame(), botRng));
      // And with every number a bot could get hold of, or a careless port could copy.
      const candidates = [0, botSeed(state.rules.seed, seat), seedRng(botSeed(state.rules.seed, seat)), ...state.rng, ...Rng.fromSeed(state.rules.seed).state];
      for (const candidate of candidates) games.push(fastFromState(state, candidate));

      for (const g of games) {
        g.apply(toFastAction({ type: 'shift', direction: 'left' }));
        const fastOrder = [...Array.from(g.pile.subarray(0, g.pileSize)), g.lastDrawn];
        expect([...fastOrder].sort((a, b) => a - b)).toEqual([...engineOrder].sort((a, b) => a - b));
        expect(fastOrder).not.toEqual(engineOrder);
        compared++;
        places += engineOrder.length;
        samePlaces += fastOrder.filter((card, i) => card === engineOrder[i]).length;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(120 * 15);
    // Unrelated shuffles of n cards share about one place: nothing of the engine's order leaks.
    expect(samePlaces / places).toBeLessThan(0.1);
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
