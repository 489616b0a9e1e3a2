/**
 * The `random` level: a uniformly random legal action. A baseline for the
 * simulator and the tests, not an opponent anyone should enjoy.
 */

import type { Action } from '../core/types.js';
import { legalActionsInView, type PlayerView } from '../core/view.js';
import { decisionRng } from './seed.js';

export function chooseRandom(view: PlayerView, seed: number): Action {
  const actions = legalActionsInView(view);
  if (actions.length === 0) throw new Error('The game is over: there is nothing to decide');
  return actions[decisionRng(seed, view).int(actions.length)]!;
}
