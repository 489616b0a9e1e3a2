import { describe, expect, it } from '@jest/globals';
import { applyAction, newGame } from '../../src/core/game.js';
import { parseCard, type Card } from '../../src/core/cards.js';
import type { GameState } from '../../src/core/types.js';
import { playerView, type PlayerView } from '../../src/core/view.js';
import { chooseBotAction } from '../../src/bots/index.js';
import { EXPERT_DEFAULTS, chooseExpert, decideExpert } from '../../src/bots/expert.js';
import { fromFastAction } from '../../src/bots/fast.js';
import { config } from './helpers.js';

/** A game of two medium bots up to the last action of its last turn. */
function lastAction(seed: number): GameState {
  let state = newGame(config({ seed, players: 2, rounds: 2 }));
  while (!(state.round === 2 && state.actionsTaken === 1 && state.currentPlayer !== state.startPlayer)) {
    state = applyAction(state, chooseBotAction('medium', playerView(state, state.currentPlayer), seed)).state;
  }
  return state;
}

/** The last action of a game in which seat 1 holds 9H 10H with J-Q of hearts open: the king in the middle makes a straight flush. */
function straightFlushOnOffer(): PlayerView {
  const view = playerView(lastAction(1), 1);
  const cards = (text: string) => text.split(' ').map(parseCard) as [Card, Card, Card];
  return {
    ...view,
    currentPlayer: 1,
    startPlayer: 0,
    players: view.players.map((player) =>
      player.seat === 1 ? { ...player, hidden: cards('9H 10H 2S').slice(0, 2) as [Card, Card], open: cards('JH QH 2C') } : { ...player, open: cards('5C 5D 8S') },
    ),
    middle: cards('KH 4S 6D'),
    discardPile: [],
    discardTop: null,
    log: view.log.filter((event) => event.type === 'gameStarted'),
  };
}

describe('the expert player', () => {
  it('on the last action of a game takes the straight flush on offer, sure of winning', () => {
    const view = straightFlushOnOffer();
    const estimate = new Float64Array(1);
    const code = decideExpert(view, 3, EXPERT_DEFAULTS, estimate);
    expect(fromFastAction(code)).toEqual({ type: 'swap', own: 2, middle: 0 });
    expect(estimate[0]).toBeGreaterThan(0.99);
  });

  it('takes a budget: a larger one decides as reproducibly, from the view and the seed alone', () => {
    const state = lastAction(4);
    const view = playerView(state, state.currentPlayer);
    const bigger = { ...EXPERT_DEFAULTS, turnBudget: EXPERT_DEFAULTS.turnBudget * 2 };
    expect(chooseExpert(JSON.parse(JSON.stringify(view)) as typeof view, 8, bigger)).toEqual(chooseExpert(view, 8, bigger));
  });
});
