/** Helpers for the computer-player tests: games played to a random point. */

import { applyAction, legalActions, newGame } from '../../src/core/game.js';
import { parseCard, type Card } from '../../src/core/cards.js';
import { playerView, type PlayerView } from '../../src/core/view.js';
import { chooseBotAction } from '../../src/bots/index.js';
import { Rng, type RngState } from '../../src/core/random.js';
import type { GameConfig, GameState, PlayerState, Tiebreak } from '../../src/core/types.js';
import type { HiddenOdds } from '../../src/bots/opponents.js';

export interface RandomPointOptions {
  readonly seed: number;
  readonly players: number;
  readonly rounds: number;
  /** Random actions to play before stopping (stops earlier if the game ends first). */
  readonly actions: number;
  readonly tiebreak?: Tiebreak;
  readonly strictOrder?: boolean;
  /** Probability of a shift among the random actions (shifts empty the draw pile sooner). */
  readonly shiftBias?: number;
}

export function config(options: Pick<RandomPointOptions, 'seed' | 'players' | 'rounds' | 'tiebreak' | 'strictOrder'>): GameConfig {
  return {
    players: ['Ann', 'Bob', 'Cy', 'Dee'].slice(0, options.players),
    rounds: options.rounds,
    seed: options.seed,
    tiebreak: options.tiebreak ?? 'category',
    strictOrder: options.strictOrder ?? false,
  };
}

/** A game after up to `actions` random legal actions; never a finished game unless it had to end. */
export function randomPoint(options: RandomPointOptions): GameState {
  let state = newGame(config(options));
  const rng = Rng.fromSeed(options.seed ^ 0x5f3759df);
  for (let i = 0; i < options.actions; i++) {
    const next = applyAction(state, randomAction(state, rng, options.shiftBias ?? 0.5)).state;
    if (next.finished) break;
    state = next;
  }
  return state;
}

export function randomAction(state: GameState, rng: Rng, shiftBias = 0.5) {
  const actions = legalActions(state);
  const shifts = actions.filter((a) => a.type === 'shift');
  const others = actions.filter((a) => a.type !== 'shift');
  if (shifts.length > 0 && (others.length === 0 || rng.next() < shiftBias)) return shifts[rng.int(shifts.length)]!;
  return others[rng.int(others.length)]!;
}

/** Plays random actions until the draw pile has been rebuilt from the discard pile at least once. */
export function stateAfterReshuffle(seed: number, players = 4): GameState {
  let state = newGame(config({ seed, players, rounds: 7 }));
  const rng = Rng.fromSeed(seed);
  while (!state.finished) {
    state = applyAction(state, randomAction(state, rng, 0.9)).state;
    if (state.log.some((event) => event.type === 'reshuffled') && !state.finished && state.actionsTaken === 0) {
      // A few more actions so the new pile has been drawn from.
      for (let i = 0; i < 3 && !state.finished; i++) state = applyAction(state, randomAction(state, rng, 0.9)).state;
      if (!state.finished) return state;
    }
  }
  throw new Error(`seed ${seed}: no reshuffle before the end`);
}

/** The weight share of the hidden pair (a, b) among all pairs of `odds`. */
export function pairShare(odds: HiddenOdds, a: number, b: number): number {
  const total = odds.cumulative[odds.cumulative.length - 1]!;
  for (let p = 0; p < odds.first.length; p++) {
    if ((odds.first[p] === a && odds.second[p] === b) || (odds.first[p] === b && odds.second[p] === a)) {
      return (odds.cumulative[p]! - (p > 0 ? odds.cumulative[p - 1]! : 0)) / total;
    }
  }
  throw new Error('pair not found');
}

/** The same game, except that the unseen cards are dealt anew among the other seats' hidden places and the pile. */
export function permuteUnseen(state: GameState, me: number, rng: Rng): GameState {
  const unseen = [...state.players.flatMap((player, seat) => (seat === me ? [] : [...player.hidden])), ...state.drawPile];
  // Also after a reshuffle, unseen cards of the pile may trade places with other seats' hidden cards:
  // the bot is not told which is which by the state, only by the public log.
  rng.shuffle(unseen);
  let next = 0;
  const players: PlayerState[] = state.players.map((player, seat) => (seat === me ? player : { ...player, hidden: [unseen[next++]!, unseen[next++]!] }));
  // And another shuffle generator state: the bot cannot know it either.
  const other: RngState = [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()];
  return { ...state, players, drawPile: unseen.slice(next), rng: other };
}

/** A game of two medium bots up to the last action of its last turn. */
export function lastAction(seed: number): GameState {
  let state = newGame(config({ seed, players: 2, rounds: 2 }));
  while (!(state.round === 2 && state.actionsTaken === 1 && state.currentPlayer !== state.startPlayer)) {
    state = applyAction(state, chooseBotAction('medium', playerView(state, state.currentPlayer), seed)).state;
  }
  return state;
}

/** The last action of a game in which seat 1 holds 9H 10H with J-Q of hearts open: the king in the middle makes a straight flush. */
export function straightFlushOnOffer(): PlayerView {
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
