import { describe, expect, it } from '@jest/globals';
import { cardIndex, parseCard } from '../../src/core/cards.js';
import { applyAction, newGame } from '../../src/core/game.js';
import type { GameState } from '../../src/core/types.js';
import { playerView } from '../../src/core/view.js';
import { chooseBotAction } from '../../src/bots/index.js';
import { FastGame, FastRng } from '../../src/bots/fast.js';
import { determinize, readKnowledge } from '../../src/bots/knowledge.js';
import { PICK_BITS, UNEXPLAINED, explains, finishedTurns, hiddenOdds, pickPair, type TurnEnd } from '../../src/bots/opponents.js';
import { config, pairShare } from './helpers.js';

const c = (text: string): number => cardIndex(parseCard(text));
const cards = (text: string): number[] => text.split(' ').map(c);

/** Plays a game of two medium bots, calling `at` before every action. */
function playMedium(seed: number, at: (state: GameState) => void): GameState {
  let state = newGame(config({ seed, players: 2, rounds: 7 }));
  while (!state.finished) {
    at(state);
    state = applyAction(state, chooseBotAction('medium', playerView(state, state.currentPlayer), seed * 31 + state.currentPlayer)).state;
  }
  return state;
}

describe("what the other seats' play tells about their hidden cards", () => {
  it("replays the public log backwards to the rows around every finished turn's second action", () => {
    for (const seed of [1, 2, 3]) {
      // The truth, noted while the game is played.
      const truth: TurnEnd[] = [];
      let pendingSeat = -1;
      let before: { open: number[]; middle: number[] } | null = null;
      let last: GameState | null = null;
      playMedium(seed, (state) => {
        if (pendingSeat >= 0) {
          truth.push({ seat: pendingSeat, openBefore: before!.open, middleBefore: before!.middle, openAfter: state.players[pendingSeat]!.open.map(cardIndex) });
          pendingSeat = -1;
        }
        if (state.actionsTaken === 1) {
          pendingSeat = state.currentPlayer;
          before = { open: state.players[pendingSeat]!.open.map(cardIndex), middle: state.middle.map(cardIndex) };
        }
        last = state;
      });
      // The last position seen (not finished) and the turns finished before it.
      const view = playerView(last!, last!.currentPlayer);
      const expected = truth.filter((turn) => turn.seat !== last!.currentPlayer);
      expect(finishedTurns(view)).toEqual(expected);
      expect(expected.length).toBeGreaterThanOrEqual(6);
    }
  });

  it('a turn ended without taking a card that would have made a pair is not explained by a hidden card of that rank', () => {
    const passed: TurnEnd = { seat: 1, openBefore: cards('2C 5D 9H'), middleBefore: cards('KS 7C 3D'), openAfter: cards('2C 5D 9H') };
    expect(explains(c('KH'), c('JD'), passed)).toBe(false);
    expect(explains(c('QH'), c('JD'), passed)).toBe(true);
    // Taking the king is explained by a hidden king, and not by cards that gain nothing from it while a pair was on offer.
    const tookKing: TurnEnd = { ...passed, openAfter: cards('KS 5D 9H') };
    expect(explains(c('KH'), c('JD'), tookKing)).toBe(true);
    expect(explains(c('7H'), c('JD'), tookKing)).toBe(false);
  });

  it('weighs pairs by the turns they explain, ruling none out', () => {
    const passed: TurnEnd = { seat: 1, openBefore: cards('2C 5D 9H'), middleBefore: cards('KS 7C 3D'), openAfter: cards('2C 5D 9H') };
    const odds = hiddenOdds(1, cards('KH QH JD 4S'), [passed, { ...passed, seat: 0 }]);
    expect(odds.first.length).toBe(6);
    // Only seat 1's turn counts: K-x pairs are unexplained once.
    expect(pairShare(odds, c('KH'), c('JD')) / pairShare(odds, c('QH'), c('JD'))).toBeCloseTo(UNEXPLAINED, 10);
    expect(pairShare(odds, c('QH'), c('4S'))).toBeCloseTo(pairShare(odds, c('QH'), c('JD')), 10);
    // Sampling follows the weights.
    const u = pairShare(odds, c('KH'), c('QH'));
    expect(pickPair(odds, Math.floor((u / 2) * 2 ** PICK_BITS))).toBe(0);
    expect(pickPair(odds, 2 ** PICK_BITS - 1)).toBe(5);
    expect([odds.first[0], odds.second[0]]).toEqual([c('KH'), c('QH')]);
  });

  it('puts several times the uniform weight on the hidden pair a medium player really holds', () => {
    let logRatio = 0;
    let n = 0;
    for (const seed of [11, 12, 13, 14, 15, 16]) {
      playMedium(seed, (state) => {
        if (state.actionsTaken !== 0 || state.round < 4) return;
        const me = state.currentPlayer;
        const k = readKnowledge(playerView(state, me), 'turnEnds');
        const odds = k.odds![0]!;
        const [a, b] = state.players[1 - me]!.hidden.map(cardIndex);
        logRatio += Math.log(pairShare(odds, a!, b!) * odds.first.length);
        n++;
      });
    }
    expect(n).toBeGreaterThan(30);
    // Geometric mean of (weight of the truth) / (uniform weight).
    expect(Math.exp(logRatio / n)).toBeGreaterThan(2);
  });

  it('deals hidden cards by the weights and everything else as before', () => {
    let state = newGame(config({ seed: 21, players: 3, rounds: 7 }));
    let moves = 0;
    while (moves < 14) {
      state = applyAction(state, chooseBotAction('medium', playerView(state, state.currentPlayer), 5)).state;
      moves++;
    }
    while (state.actionsTaken !== 0) state = applyAction(state, chooseBotAction('medium', playerView(state, state.currentPlayer), 5)).state;
    const me = state.currentPlayer;
    const k = readKnowledge(playerView(state, me), 'turnEnds');
    expect(k.odds!.map((o) => o.seat).sort()).toEqual([0, 1, 2].filter((s) => s !== me));
    const rng = new FastRng(9);
    const watched = k.odds![0]!;
    // The most and least likely pair of the first other seat.
    let top = 0;
    let bottom = 0;
    const weight = (p: number): number => watched.cumulative[p]! - (p > 0 ? watched.cumulative[p - 1]! : 0);
    for (let p = 1; p < watched.first.length; p++) {
      if (weight(p) > weight(top)) top = p;
      if (weight(p) < weight(bottom)) bottom = p;
    }
    expect(weight(bottom)).toBeLessThan(weight(top));
    const holds = (g: FastGame, p: number): boolean => {
      const h = [g.hidden[watched.seat * 2], g.hidden[watched.seat * 2 + 1]];
      return h.includes(watched.first[p]!) && h.includes(watched.second[p]!);
    };
    let topCount = 0;
    let bottomCount = 0;
    const sorted = (xs: Iterable<number>): number[] => [...xs].sort((x, y) => x - y);
    for (let i = 0; i < 3000; i++) {
      const g = determinize(k, new FastGame(), rng);
      // Every unseen card exactly once among the other hands and the pile; the own seat untouched.
      const others = [0, 1, 2].filter((s) => s !== me).flatMap((s) => [g.hidden[s * 2]!, g.hidden[s * 2 + 1]!]);
      expect(sorted([...others, ...g.pile.subarray(0, g.pileSize)])).toEqual(sorted(k.unseen));
      expect(Array.from(g.hidden.subarray(me * 2, me * 2 + 2))).toEqual(state.players[me]!.hidden.map(cardIndex));
      if (holds(g, top)) topCount++;
      if (holds(g, bottom)) bottomCount++;
    }
    expect(topCount).toBeGreaterThan(bottomCount);
  });
});
