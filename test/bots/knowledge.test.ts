import { describe, expect, it } from '@jest/globals';
import { cardIndex } from '../../src/core/cards.js';
import { Rng } from '../../src/core/random.js';
import { playerView, unseenCards } from '../../src/core/view.js';
import { FastGame, FastRng } from '../../src/bots/fast.js';
import { determinize, possibleDraws, readKnowledge } from '../../src/bots/knowledge.js';
import { randomPoint, stateAfterReshuffle } from './helpers.js';

const sorted = (cards: Iterable<number>): number[] => [...cards].sort((a, b) => a - b);

describe('what a bot knows from its view', () => {
  it('before any reshuffle: every unseen card could be anywhere unseen', () => {
    const state = randomPoint({ seed: 4, players: 3, rounds: 5, actions: 9 });
    const me = state.currentPlayer;
    const k = readKnowledge(playerView(state, me));
    expect(k.pileCards).toBeNull();
    expect(k.othersHidden).toBeNull();
    const truth = [...state.drawPile, ...state.players.flatMap((p, seat) => (seat === me ? [] : [...p.hidden]))];
    expect(sorted(k.unseen)).toEqual(sorted(truth.map(cardIndex)));
  });

  it('after a reshuffle: exactly which unseen cards are in the draw pile (from the public log)', () => {
    for (const seed of [3, 8, 21]) {
      const state = stateAfterReshuffle(seed);
      const me = state.currentPlayer;
      const k = readKnowledge(playerView(state, me));
      expect(k.pileCards).not.toBeNull();
      expect(sorted(k.pileCards!)).toEqual(sorted(state.drawPile.map(cardIndex)));
      const othersHidden = state.players.flatMap((p, seat) => (seat === me ? [] : [...p.hidden])).map(cardIndex);
      expect(sorted(k.othersHidden!)).toEqual(sorted(othersHidden));
    }
  });

  it('deals completions that agree with the view', () => {
    const state = stateAfterReshuffle(5);
    const me = state.currentPlayer;
    const view = playerView(state, me);
    const k = readKnowledge(view);
    const rng = new FastRng(11);
    for (let i = 0; i < 20; i++) {
      const g = determinize(k, new FastGame(), rng);
      // Own cards, open rows, middle and discard pile exactly as seen.
      expect(Array.from(g.hidden.subarray(me * 2, me * 2 + 2))).toEqual(state.players[me]!.hidden.map(cardIndex));
      state.players.forEach((p, seat) => expect(Array.from(g.open.subarray(seat * 3, seat * 3 + 3))).toEqual(p.open.map(cardIndex)));
      expect(Array.from(g.middle)).toEqual(state.middle.map(cardIndex));
      expect(Array.from(g.discard.subarray(0, g.discardSize))).toEqual(state.discardPile.map(cardIndex));
      // The pile holds exactly the pile's cards (order unknown), the other hands the rest.
      expect(sorted(g.pile.subarray(0, g.pileSize))).toEqual(sorted(state.drawPile.map(cardIndex)));
      const others = state.players.flatMap((_, seat) => (seat === me ? [] : [g.hidden[seat * 2]!, g.hidden[seat * 2 + 1]!]));
      expect(sorted(others)).toEqual(sorted(k.othersHidden!));
    }
  });

  it('shuffles the unseen cards uniformly enough between hands and pile', () => {
    const state = randomPoint({ seed: 9, players: 2, rounds: 5, actions: 0 });
    const me = state.currentPlayer;
    const k = readKnowledge(playerView(state, me));
    const target = k.unseen[0]!;
    const rng = new FastRng(3);
    let inHand = 0;
    const runs = 4000;
    for (let i = 0; i < runs; i++) {
      const g = determinize(k, new FastGame(), rng);
      const other = 1 - me;
      if (g.hidden[other * 2] === target || g.hidden[other * 2 + 1] === target) inHand++;
    }
    // 2 of the unseen cards are the opponent's: expect 2/|unseen| of the runs.
    const expected = (runs * 2) / k.unseen.length;
    expect(Math.abs(inHand - expected)).toBeLessThan(4 * Math.sqrt(expected));
  });

  it('knows what a shift can draw, also when the pile is empty', () => {
    const state = randomPoint({ seed: 2, players: 2, rounds: 4, actions: 5 });
    const view = playerView(state, state.currentPlayer);
    const k = readKnowledge(view);
    expect(sorted(possibleDraws(k, k.base.middle[0]!))).toEqual(sorted(unseenCards(view).map(cardIndex)));
    // With an empty pile the discard pile and the card being discarded are reshuffled.
    const empty = { ...k, base: k.base.clone() };
    empty.base.pileSize = 0;
    expect(sorted(possibleDraws(empty, 7))).toEqual(sorted([...state.discardPile.map(cardIndex), 7]));
  });

  it('uses only the view: the same view gives the same knowledge whatever the hidden truth', () => {
    const state = randomPoint({ seed: 12, players: 4, rounds: 6, actions: 20 });
    const me = state.currentPlayer;
    const rng = Rng.fromSeed(1);
    const pool = [...state.drawPile, ...state.players.flatMap((p, seat) => (seat === me ? [] : [...p.hidden]))];
    rng.shuffle(pool);
    let next = 0;
    const other = {
      ...state,
      players: state.players.map((p, seat) => (seat === me ? p : { ...p, hidden: [pool[next++]!, pool[next++]!] as const })),
      drawPile: pool.slice(next),
    };
    const a = readKnowledge(playerView(state, me));
    const b = readKnowledge(playerView(other, me));
    expect(b.unseen).toEqual(a.unseen);
    expect(Array.from(b.base.hidden)).toEqual(Array.from(a.base.hidden));
  });
});
