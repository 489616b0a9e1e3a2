/**
 * The `expert` level: the hard player's search (hard.ts), spending its
 * thinking where measuring found more than in more samples of it.
 *
 * In development runs against `hard`, a hard player with twice its budget
 * scored 0.508 points per game (400 games), and one told the other seat's
 * hidden cards 0.553 (400 games) and 0.549 (600 games): what the others hold
 * counts for more than more samples. So the expert differs from `hard` in
 * two things, at the same budget of simulated turns and so about the same
 * time per decision:
 * - It deals the other seats' hidden cards by a sharper reading of their
 *   play (reading.ts: every second action and every shift's kept card, for
 *   players who judge by hand values, by categories or at random): about 5.5
 *   times the uniform weight on the true pair, where the hard player's
 *   reading puts 1.8 (against hard players) to 3.1 (against medium ones).
 * - It plays every sampled future to the end of the game and scores the real
 *   result, instead of handing over to the learned outlook after four
 *   turns: the outlook judges each seat's hand alone, the end of a game
 *   judges them against each other.
 * As in `hard`, every candidate action is tried on the same sampled deals
 * with the same random numbers, the better half gets more samples (successive
 * halving), exact ties go to the own hand's value after the action, and the
 * budget is a number of simulated turns, so a decision depends only on the
 * view and the seed.
 *
 * Measured against `hard` (docs/bots.md), there is no measurable gain: 0.508
 * points per game heads-up over 2,000 games, and less than an even share with
 * three or four players. The game leaves little to a better honest player,
 * as the ceiling (sim/ceiling.ts) shows: 0.613 against `hard`.
 */

import type { Action } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import { fromFastAction, type FastAction } from './fast.js';
import { decideBySearch, type HardOptions } from './hard.js';

/** The hard player's options, but to the end of the game (no horizon). */
export const EXPERT_DEFAULTS: HardOptions = {
  // The hard player's budget, less what the sharper reading costs (about a tenth of a decision).
  turnBudget: 52000,
  minSamples: 200,
  maxSamples: 20000,
  horizon: Infinity,
};

export function chooseExpert(view: PlayerView, seed: number, options: HardOptions = EXPERT_DEFAULTS): Action {
  return fromFastAction(decideExpert(view, seed, options));
}

/**
 * The expert player's decision as an action code. With `estimate` (length
 * 1) it also writes the chosen action's average points over its samples:
 * its estimate of its chance of finishing first (a shared first place
 * counted as a share).
 */
export function decideExpert(view: PlayerView, seed: number, options: HardOptions = EXPERT_DEFAULTS, estimate?: Float64Array): FastAction {
  return decideBySearch(view, seed, options, 'actions', estimate);
}
