/**
 * The `hard` level: determinized Monte Carlo search, looking to the end of
 * the game.
 *
 * The bot cannot see the other seats' hidden cards or the draw pile, so it
 * plans over many "determinizations": complete deals of the unseen cards that
 * agree with everything its view shows (knowledge.ts; after a reshuffle the
 * public log even tells which unseen cards are in the pile). The other seats'
 * hidden cards are dealt by how well they explain each seat's play so far
 * (opponents.ts: a seat that passed up a card that would have paired a
 * hidden card probably holds no such card). For each
 * candidate action and each sampled deal it plays the action, finishes its
 * turn and plays the next `horizon` turns of all seats with the fast playout
 * policy (policy.ts, which never looks at cards not yet drawn), and then
 * scores the position by its expected points:
 * - if the game has ended within the horizon, exactly as the game does: 1 for
 *   a sole win, 1/k for first place shared by k, 0 otherwise;
 * - otherwise from the learned outlook (outlook.ts): for every seat the
 *   distribution of the final category that hands like its hand (same
 *   signature, same turns left) reached in self-play, and from those the
 *   chance of each seat finishing first. This replaces the noisy rest of a
 *   playout by its average, so each sample says more.
 * The candidate with the best average over the samples is played. The
 * objective is points, so the bot weighs risk against the opponents' visible
 * progress (and near the end, their exact chances).
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
 *   machine (about 50 ms per decision on one core of the machine it was
 *   tuned on).
 * - Exact ties are broken by the value of the own hand right after the
 *   action, then by the action order (pass before swaps before shifts).
 * - The kicker variant: final results use the classic strength; the outlook
 *   compares categories only (ties within a category count as shared),
 *   a small approximation for positions far from the end.
 */

import type { Action } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import { FastGame, FastRng, PASS, SWAP_ALL, SWAP_FIRST, fromFastAction, isShiftCode, legalCodes, type FastAction } from './fast.js';
import { dealUnknown, readKnowledge, type HiddenReading, type Knowledge } from './knowledge.js';
import { addExpectedPointsAtBoundary } from './outlook.js';
import { playout, policyAction } from './policy.js';
import { handValue } from './value.js';
import { decisionRng } from './seed.js';

export interface HardOptions {
  /** Simulated turns per decision (all seats' turns in all playouts). */
  readonly turnBudget: number;
  /** Bounds on the number of sampled deals per decision. */
  readonly minSamples: number;
  readonly maxSamples: number;
  /** Turns simulated after the bot's current turn before the learned outlook takes over (Infinity: to the end). */
  readonly horizon: number;
}

export const HARD_DEFAULTS: HardOptions = {
  // (58,000 rather than 60,000: weighing the opponents' hidden pairs costs
  // about 3% per decision, paid for with 3% fewer samples.)
  turnBudget: 58000,
  minSamples: 200,
  maxSamples: 20000,
  horizon: 4,
};

/** Turns still to be played in the game, the current one included. */
export function turnsRemaining(g: FastGame): number {
  const offset = (g.currentPlayer - g.startPlayer + g.players) % g.players;
  return (g.rounds - g.round) * g.players + (g.players - offset);
}

export function chooseHard(view: PlayerView, seed: number, options: HardOptions = HARD_DEFAULTS): Action {
  return fromFastAction(decideHard(view, seed, options));
}

/**
 * The hard player's decision as an action code. With `estimate` (length 1)
 * it also writes the chosen action's average points over the samples it was
 * tried on: the player's estimate of its chance of finishing first (a shared
 * first place counted as a share).
 */
export function decideHard(view: PlayerView, seed: number, options: HardOptions = HARD_DEFAULTS, estimate?: Float64Array): FastAction {
  return decideBySearch(view, seed, options, 'turnEnds', estimate);
}

/**
 * A decision by this search with the other seats' hidden cards dealt by
 * `reading` (knowledge.ts): the hard player's, or another level's with other
 * options and reading (expert.ts).
 */
export function decideBySearch(view: PlayerView, seed: number, options: HardOptions, reading: HiddenReading, estimate?: Float64Array): FastAction {
  const k = readKnowledge(view, reading);
  const codes = legalCodes(k.base.strictOrder, k.base.actionsTaken);
  if (codes.length === 1 && !estimate) return codes[0]!;
  const rng = decisionRng(seed, view);
  const samples = Math.max(
    options.minSamples,
    // A sample costs the turns it simulates (the learned outlook about one more).
    Math.min(options.maxSamples, Math.floor(options.turnBudget / Math.min(turnsRemaining(k.base), options.horizon + 2))),
  );
  return search(k, codes, samples, rng, options.horizon, estimate);
}

/** Applies a swap-type action code to an own row and middle row (arrays of card indices). */
function swapInto(code: FastAction, open: number[], middle: number[]): void {
  if (code === PASS) return;
  if (code === SWAP_ALL) {
    for (let i = 0; i < 3; i++) [open[i], middle[i]] = [middle[i]!, open[i]!];
    return;
  }
  const own = ((code - SWAP_FIRST) / 3) | 0;
  const mid = (code - SWAP_FIRST) % 3;
  [open[own], middle[mid]] = [middle[mid]!, open[own]!];
}

/**
 * Successive halving over `codes` with about `budget` samples, each simulated
 * for `horizon` turns after the bot's turn (Infinity: to the end of the game).
 * Returns the chosen action code.
 */
function search(k: Knowledge, codes: readonly FastAction[], budget: number, rng: FastRng, horizon = Infinity, estimate?: Float64Array): FastAction {
  const me = k.me;
  const n = codes.length;
  const sums = new Float64Array(n);
  const counts = new Int32Array(n);
  // Sample i is a deal of the unseen cards and the random numbers of its
  // playout, made on demand and shared by all candidates. Deals are kept
  // compactly: the other seats' hidden cards, then the draw pile.
  const pileSize = k.base.pileSize;
  const stride = 8 + pileSize;
  let store = new Uint8Array(stride * 256);
  let reshuffleSeeds = new Uint32Array(256);
  let playSeeds = new Uint32Array(256);
  let made = 0;
  const scratch = new Uint8Array(52);
  const sim = new FastGame();
  const playRng = new FastRng(0);
  const loadSample = (i: number): void => {
    while (made <= i) {
      if (made === playSeeds.length) {
        store = grown(store, store.length * 2);
        reshuffleSeeds = grown(reshuffleSeeds, made * 2);
        playSeeds = grown(playSeeds, made * 2);
      }
      // The deal goes straight into the store (hidden cards, then the pile).
      dealUnknown(k, rng, scratch, store, made * stride, store, made * stride + 8);
      // (A Uint32Array stores the signed bits as the unsigned seed.)
      reshuffleSeeds[made] = rng.nextInt32();
      playSeeds[made] = rng.nextInt32();
      made++;
    }
    sim.copyFrom(k.base);
    const at = i * stride;
    for (let j = 0; j < 8; j++) if (j >> 1 !== me) sim.hidden[j] = store[at + j]!;
    for (let j = 0; j < pileSize; j++) sim.pile[j] = store[at + 8 + j]!;
    sim.rng.state = reshuffleSeeds[i]!;
    playRng.state = playSeeds[i]!;
  };

  // Tie-break: the own hand's value right after the action (a shift or pass
  // keeps it). Exact ties are common with common random numbers, e.g. a swap
  // that the second action would undo scores exactly like a pass; the pass
  // is then preferred, as a person would.
  const prior = codes.map((code) => ownValueAfter(k, code));
  let alive = codes.map((_, i) => i);
  const rounds = Math.max(1, Math.ceil(Math.log2(n)));
  const perRound = Math.max(n, Math.floor(budget / rounds));
  // Without an estimate wanted, a single candidate needs no samples.
  const last = estimate ? 0 : 1;
  for (let round = 0; round < rounds && alive.length > last; round++) {
    const per = Math.max(1, Math.floor(perRound / alive.length));
    for (const c of alive) {
      const start = counts[c]!;
      for (let i = start; i < start + per; i++) {
        loadSample(i);
        sim.apply(codes[c]!);
        if (horizon === Infinity) {
          playout(sim, playRng);
        } else {
          // Finish the bot's turn, then `horizon` more turns.
          let actions = (sim.actionsTaken === 1 ? 1 : 0) + 2 * horizon;
          while (!sim.finished && actions > 0) {
            sim.apply(policyAction(sim, playRng));
            actions--;
          }
        }
        if (sim.finished) {
          const tied = sim.sharingFirst(me);
          if (tied !== 0) sums[c] = sums[c]! + 1 / tied;
        } else {
          addExpectedPointsAtBoundary(sums, c, sim, me);
        }
      }
      counts[c] = start + per;
    }
    // Every alive candidate has the same count, so sums compare like means.
    alive.sort((x, y) => sums[y]! - sums[x]! || prior[y]! - prior[x]! || y - x);
    alive = alive.slice(0, Math.ceil(alive.length / 2));
  }
  const chosen = alive[0]!;
  if (estimate) estimate[0] = counts[chosen]! > 0 ? sums[chosen]! / counts[chosen]! : 0;
  return codes[chosen]!;
}

/** A copy of `array` with room for `length` entries. */
function grown<T extends Uint8Array | Uint32Array>(array: T, length: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(length);
  bigger.set(array);
  return bigger;
}

/** handValue of the bot's own hand right after `code` (shifts and passes leave it as it is). */
function ownValueAfter(k: Knowledge, code: FastAction): number {
  const g = k.base;
  const me = k.me;
  const open = [g.open[me * 3]!, g.open[me * 3 + 1]!, g.open[me * 3 + 2]!];
  const middle = [g.middle[0]!, g.middle[1]!, g.middle[2]!];
  if (!isShiftCode(code)) swapInto(code, open, middle);
  return handValue(g.kickers, g.rounds - g.round, g.hidden[me * 2]!, g.hidden[me * 2 + 1]!, open[0]!, open[1]!, open[2]!);
}
