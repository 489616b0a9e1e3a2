/**
 * The hint a player gets on pressing h: the hard player's suggestion for
 * their seat (suggest.ts), with a seed made from their own view alone. So
 * the hint depends on nothing the player cannot see (not the game's seed,
 * not the other seats' hidden cards, not the draw pile), and asking twice
 * in the same position gives the same hint.
 *
 * Front ends load this module lazily (`await import()`): the search behind
 * it is needed only once somebody asks.
 */

import { applyAction } from '../core/game.js';
import { Rng } from '../core/random.js';
import { deriveHash } from '../core/seed.js';
import type { Action, GameState } from '../core/types.js';
import { playerView, unseenCards, type PlayerView } from '../core/view.js';
import { suggestMove, withPlan, type Suggestion } from './suggest.js';

/** 32 bits of a hash of the whole view (its cards, its log, whose view it is). */
export function hintSeed(view: PlayerView): number {
  return deriveHash(JSON.stringify(view), 'hint', view.viewer ?? -1)[0];
}

/**
 * The suggestion for the seat of `view`, which must be its own view on its
 * turn (else suggestMove throws). On the turn's first action (unless a
 * shift, which brings a card nobody knows yet) the hint is the first step of
 * a plan: the second action is the hint the player will get after this one
 * (worked out here from the very view they will then have), and the reason
 * names where the two lead.
 */
export function hintFor(view: PlayerView): Suggestion {
  const first = suggestMove(view, hintSeed(view));
  if (view.actionsTaken !== 0 || first.action.type === 'shift') return first;
  const next = viewAfter(view, first.action);
  return withPlan(view, first, next, suggestMove(next, hintSeed(next)).action);
}

/**
 * The viewer's view after their `action` (not a shift: it draws a card),
 * exactly as the game will show it: the action is played by the engine on a
 * game that looks the same to the viewer (the cards they cannot see dealt
 * in any order, which a swap or pass never reveals).
 */
export function viewAfter(view: PlayerView, action: Exclude<Action, { type: 'shift' }>): PlayerView {
  const me = view.viewer!;
  const unseen = unseenCards(view);
  let next = 0;
  const players = view.players.map((player) => ({ name: player.name, hidden: player.hidden ?? [unseen[next++]!, unseen[next++]!], open: player.open }));
  const state: GameState = {
    rules: { players: players.map((player) => player.name), rounds: view.rounds, seed: '', tiebreak: view.tiebreak, strictOrder: view.strictOrder },
    players: players as GameState['players'],
    middle: view.middle,
    drawPile: unseen.slice(next, next + view.drawPileSize),
    discardPile: view.discardPile,
    startPlayer: view.startPlayer,
    currentPlayer: view.currentPlayer,
    round: view.round,
    actionsTaken: view.actionsTaken,
    finished: view.finished,
    rng: Rng.fromSeed(0).state,
    log: view.log,
  };
  return playerView(applyAction(state, action).state, me);
}
