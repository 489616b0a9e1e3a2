/**
 * The `random` level: a uniformly random legal action. A baseline for the
 * simulator and the tests, not an opponent anyone should enjoy.
 */

import type { Action } from '../core/types.js';
import { legalActionsInView, type PlayerView } from '../core/view.js';
import { assertOwnTurn } from './knowledge.js';
import { decisionRng } from './seed.js';

export function chooseRandom(view: PlayerView, seed: number): Action {
  assertOwnTurn(view);
  const actions = legalActionsInView(view);
  return actions[decisionRng(seed, view).int(actions.length)]!;
}
