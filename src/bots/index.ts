/**
 * Computer players. A bot decides from a PlayerView only (never the game
 * state), so it cannot see other seats' hidden cards or the draw pile order.
 *
 * PLACEHOLDER: every level plays uniformly random legal actions for now.
 */

import { Rng, seedRng } from '../core/random.js';
import type { Action } from '../core/types.js';
import { legalActionsInView, type PlayerView } from '../core/view.js';

export const BOT_LEVELS = ['random', 'easy', 'medium', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export function isBotLevel(value: string): value is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(value);
}

/** The seed of one seat's bot, derived from the game seed so a game stays reproducible. */
export function botSeed(gameSeed: number, seat: number): number {
  return seedRng(gameSeed + 0x2545f491 * (seat + 1));
}

/**
 * The action a bot of `level` takes in `view` (which must be its own seat's
 * view, on its turn). Deterministic: the same view and seed give the same action.
 */
export function chooseBotAction(level: BotLevel, view: PlayerView, seed: number): Action {
  void level;
  const rng = new Rng(seedRng(seed + view.log.length));
  const actions = legalActionsInView(view);
  return actions[rng.int(actions.length)]!;
}
