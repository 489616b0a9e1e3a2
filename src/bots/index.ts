/**
 * Computer players. A bot decides from a PlayerView only (never the game
 * state), so it cannot see other seats' hidden cards or the draw pile order;
 * it fills in what it does not know by sampling from `unseenCards(view)`.
 *
 * Levels, weakest first:
 * - `random`: a uniformly random legal action (a baseline).
 * - `easy`:   rules of thumb: keep pairs and draws, otherwise chase high cards (easy.ts).
 * - `medium`: an exact lookahead over both actions of its turn, maximising the
 *             expected category of its hand at the end of the turn (medium.ts).
 * - `hard`:   Monte Carlo search over sampled deals of the unseen cards,
 *             simulating a few turns ahead and judging the rest by a table
 *             learned from self-play, maximising expected points (hard.ts).
 * - `expert`: the same search, with the others' hidden cards read more
 *             sharply from their play and every future played to the end,
 *             its own turns in them planned whole (expert.ts).
 *
 * Every level respects the tie-break and strict-order variants, and every
 * decision is deterministic: the same view and seed give the same action.
 */

import type { Action } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import { chooseEasy } from './easy.js';
import { chooseExpert } from './expert.js';
import { chooseHard } from './hard.js';
import { chooseMedium } from './medium.js';
import { chooseRandom } from './random.js';
import type { BotLevel } from './levels.js';

export { BOT_LEVELS, botName, botNames, botSeed, describeBotLevel, isBotLevel, type BotLevel } from './levels.js';

/**
 * The action a bot of `level` takes in `view` (which must be its own seat's
 * view, on its turn; anything else throws an Error). Deterministic: the same
 * view and seed give the same action. Synchronous; `hard` and `expert` take
 * tens of milliseconds, the others well under one.
 */
export function chooseBotAction(level: BotLevel, view: PlayerView, seed: number): Action {
  switch (level) {
    case 'random':
      return chooseRandom(view, seed);
    case 'easy':
      return chooseEasy(view, seed);
    case 'medium':
      return chooseMedium(view, seed);
    case 'hard':
      return chooseHard(view, seed);
    case 'expert':
      return chooseExpert(view, seed);
  }
}

export { suggestMove, type ReasonCode, type Suggestion } from './suggest.js';
