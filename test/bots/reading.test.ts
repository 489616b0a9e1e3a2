import { describe, expect, it } from '@jest/globals';
import { cardIndex, parseCard } from '../../src/core/cards.js';
import { applyAction, newGame } from '../../src/core/game.js';
import type { GameState } from '../../src/core/types.js';
import { playerView, type PlayerView } from '../../src/core/view.js';
import { chooseBotAction, type BotLevel } from '../../src/bots/index.js';
import { PASS, SHIFT_LEFT, SHIFT_RIGHT, SWAP_ALL, toFastAction } from '../../src/bots/fast.js';
import { readKnowledge } from '../../src/bots/knowledge.js';
import { seenActions, type SeenAction } from '../../src/bots/opponents.js';
import { readHiddenPairs } from '../../src/bots/reading.js';
import { config, pairShare } from './helpers.js';

const c = (text: string): number => cardIndex(parseCard(text));

/** Plays a game of `level` bots, calling `at` before every action. */
function play(level: BotLevel, seed: number, players: number, at: (state: GameState) => void): GameState {
  let state = newGame(config({ seed, players, rounds: 7 }));
  while (!state.finished) {
    at(state);
    state = applyAction(state, chooseBotAction(level, playerView(state, state.currentPlayer), seed * 31 + state.currentPlayer)).state;
  }
  return state;
}

/** A view of seat 0 in which seat 1 passed on its second action with `middle` on offer (a made-up two-seat log). */
function viewAfterPass(open: string, middle: string): PlayerView {
  const state = newGame(config({ seed: 3, players: 2, rounds: 7 }));
  const row = open.split(' ').map(parseCard) as [ReturnType<typeof parseCard>, ReturnType<typeof parseCard>, ReturnType<typeof parseCard>];
  const mid = middle.split(' ').map(parseCard) as typeof row;
  const view = playerView(state, 0);
  return {
    ...view,
    currentPlayer: 0,
    round: 2,
    actionsTaken: 0,
    middle: mid,
    players: view.players.map((player) => (player.seat === 1 ? { ...player, open: row } : player)),
    log: [
      ...view.log.slice(0, 1),
      { type: 'turnStarted', seat: 1, round: 1 },
      { type: 'passed', seat: 1 },
      { type: 'passed', seat: 1 },
      { type: 'turnEnded', seat: 1 },
      { type: 'turnStarted', seat: 0, round: 2 },
    ],
  };
}

describe("every seen action of the others' finished turns", () => {
  it('replays the public log backwards to each action, its round and the rows before it', () => {
    for (const seed of [1, 2]) {
      // The truth, noted while a game of three medium bots is played up to a late turn.
      const all: SeenAction[] = [];
      let state = newGame(config({ seed, players: 3, rounds: 7 }));
      while (state.round < 6 || state.actionsTaken !== 0) {
        const seat = state.currentPlayer;
        const action = chooseBotAction('medium', playerView(state, seat), seed * 31 + seat);
        const rows = { open: state.players[seat]!.open.map(cardIndex), middle: state.middle.map(cardIndex) };
        all.push({ seat, round: state.round, second: state.actionsTaken === 1, code: toFastAction(action), ...rows });
        state = applyAction(state, action).state;
      }
      const me = state.currentPlayer;
      const expected = all.filter((action) => action.seat !== me);
      expect(seenActions(playerView(state, me))).toEqual(expected);
      expect(expected.length).toBe(20);
    }
  });

  it('knows every kind of action by its code', () => {
    const codes = new Set<number>();
    for (const seed of [7, 8, 9]) {
      play('random', seed, 2, (state) => {
        if (state.round < 7) return;
        for (const action of seenActions(playerView(state, state.currentPlayer))) codes.add(action.code);
      });
    }
    for (const code of [SHIFT_LEFT, SHIFT_RIGHT, SWAP_ALL, PASS]) expect(codes).toContain(code);
  });
});

describe("the expert's reading of hidden cards", () => {
  it('a seat that passed with a king on offer probably holds no king, and no pair is ruled out', () => {
    const view = viewAfterPass('2C 5D 9H', 'KS 7C 3D');
    const k = readKnowledge(view, 'actions');
    const odds = k.odds![0]!;
    expect(odds.seat).toBe(1);
    // Holding a king it would have taken the king of spades (a pair) rather than keep 2-5-9.
    expect(pairShare(odds, c('KH'), c('JD')) / pairShare(odds, c('QH'), c('JD'))).toBeLessThan(0.5);
    // A hidden 5 is what the row already pairs: keeping it is what such a seat does.
    expect(pairShare(odds, c('5H'), c('JC'))).toBeGreaterThan(pairShare(odds, c('KH'), c('JC')));
    const weights = Array.from(odds.cumulative, (total, p) => total - (p > 0 ? odds.cumulative[p - 1]! : 0));
    expect(Math.min(...weights)).toBeGreaterThan(0);
    // The same as readHiddenPairs on the unseen cards.
    expect(readHiddenPairs(view, 0, k.unseen)[0]!.cumulative).toEqual(odds.cumulative);
  });

  it.each(['medium', 'random'] as const)('weighs the pair a %s player really holds', (level) => {
    let sharper = 0;
    let hards = 0;
    let n = 0;
    for (const seed of [11, 12, 13, 14]) {
      play(level, seed, 2, (state) => {
        if (state.actionsTaken !== 0 || state.round < 3) return;
        const me = state.currentPlayer;
        const [a, b] = state.players[1 - me]!.hidden.map(cardIndex);
        const odds = readKnowledge(playerView(state, me), 'actions').odds![0]!;
        const before = readKnowledge(playerView(state, me), 'turnEnds').odds![0]!;
        sharper += Math.log(pairShare(odds, a!, b!) * odds.first.length);
        hards += Math.log(pairShare(before, a!, b!) * before.first.length);
        n++;
      });
    }
    expect(n).toBeGreaterThan(30);
    // Geometric means of (weight of the truth) / (uniform weight).
    if (level === 'medium') {
      expect(Math.exp(sharper / n)).toBeGreaterThan(3);
      expect(sharper).toBeGreaterThan(hards);
    } else {
      // A player at random gives nothing away, and its play fits some pairs by chance: the random
      // kind keeps the true pair at about a third of the uniform weight (without it, a tenth).
      expect(Math.exp(sharper / n)).toBeGreaterThan(0.25);
    }
  });
});
