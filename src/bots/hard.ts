/**
 * The `hard` level: determinized Monte Carlo search to the end of the game.
 *
 * The bot cannot see the other seats' hidden cards or the draw pile, so it
 * plans over many "determinizations": complete deals of the unseen cards that
 * agree with everything its view shows (see knowledge.ts; after a reshuffle
 * the public log even tells which unseen cards are in the pile). For each
 * candidate action and each sampled deal it plays the action, then plays the
 * rest of the game out with the fast playout policy (policy.ts) for every
 * seat, itself included, and scores the end exactly as the game does: 1 for a
 * sole win, 1/k for first place shared by k, 0 otherwise, under the game's
 * own ranking rule (category only, or classic kickers). The candidate with the
 * best average wins.
 *
 * - Candidates are the legal actions (legalActionsInView, so the strict-order
 *   variant is respected). On the first action of a turn the playout policy
 *   chooses the second action after seeing what a shift drew, as the bot
 *   itself will; on the second action the bot searches again from there.
 * - Common random numbers: every candidate is tried on the same sampled deals
 *   and the same playout random numbers, so differences between candidates
 *   come from the candidates, not from luck of the draw.
 * - Successive halving: all candidates get a few samples, the better half
 *   gets more, and so on, so most of the effort goes to telling the best few
 *   apart.
 * - The budget is a fixed number of simulated turns, not a clock, so a
 *   decision depends only on the view and the seed and is reproducible on any
 *   machine. Fewer turns left in the game means more samples per decision.
 * - Exact ties are broken by the medium-style one-turn value of the action
 *   (see `priorOrder`), then by the fixed action order.
 */

import type { Action } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import { FastGame, FastRng, fromFastAction, legalCodes, type FastAction } from './fast.js';
import { determinize, readKnowledge, type Knowledge } from './knowledge.js';
import { playout } from './policy.js';
import { decisionRng } from './seed.js';

export interface HardOptions {
  /** Simulated turns per decision (all seats' turns in all playouts). */
  readonly turnBudget: number;
  /** Bounds on the number of sampled deals per decision. */
  readonly minSamples: number;
  readonly maxSamples: number;
}

export const HARD_DEFAULTS: HardOptions = {
  turnBudget: 40000,
  minSamples: 200,
  maxSamples: 6000,
};

/** Turns still to be played in the game, the current one included. */
function turnsRemaining(g: FastGame): number {
  const offset = (g.currentPlayer - g.startPlayer + g.players) % g.players;
  return (g.rounds - g.round) * g.players + (g.players - offset);
}

export function chooseHard(view: PlayerView, seed: number, options: HardOptions = HARD_DEFAULTS): Action {
  const k = readKnowledge(view);
  const codes = legalCodes(k.base.strictOrder, k.base.actionsTaken);
  if (codes.length === 1) return fromFastAction(codes[0]!);
  const rng = decisionRng(seed, view);
  const samples = Math.max(
    options.minSamples,
    Math.min(options.maxSamples, Math.floor(options.turnBudget / turnsRemaining(k.base))),
  );
  return fromFastAction(search(k, codes, samples, rng));
}

/**
 * Successive halving over `codes` with at most about `budget` playouts.
 * Returns the chosen action code.
 */
export function search(k: Knowledge, codes: readonly FastAction[], budget: number, rng: FastRng): FastAction {
  const me = k.me;
  const n = codes.length;
  const sums = new Float64Array(n);
  const counts = new Int32Array(n);
  // Sampled deals and playout seeds, made on demand and shared by all candidates.
  const deals: FastGame[] = [];
  const playSeeds: number[] = [];
  const scratch: number[] = [];
  const sim = new FastGame();
  const playRng = new FastRng(0);
  const dealAt = (i: number): FastGame => {
    while (deals.length <= i) {
      deals.push(determinize(k, new FastGame(), rng, scratch));
      playSeeds.push((rng.next() * 4294967296) >>> 0);
    }
    return deals[i]!;
  };

  let alive = codes.map((_, i) => i);
  const rounds = Math.max(1, Math.ceil(Math.log2(n)));
  const perRound = Math.max(n, Math.floor(budget / rounds));
  for (let round = 0; round < rounds && alive.length > 1; round++) {
    const per = Math.max(1, Math.floor(perRound / alive.length));
    for (const c of alive) {
      const start = counts[c]!;
      for (let i = start; i < start + per; i++) {
        sim.copyFrom(dealAt(i));
        playRng.state = playSeeds[i]!;
        sim.apply(codes[c]!);
        playout(sim, playRng);
        sums[c] = sums[c]! + sim.points(me);
      }
      counts[c] = start + per;
    }
    // Every alive candidate has the same count, so sums compare like means.
    alive.sort((x, y) => sums[y]! - sums[x]! || x - y);
    alive = alive.slice(0, Math.ceil(alive.length / 2));
  }
  return codes[alive[0]!]!;
}
