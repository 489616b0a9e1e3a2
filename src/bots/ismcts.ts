/**
 * A candidate for the `expert` level, measured and not offered as a level
 * (docs/bots.md): single-observer information-set Monte Carlo tree search
 * (SO-ISMCTS, Cowling, Powley and Whitehouse 2012) over the bot's own turn.
 *
 * One tree of the bot's own decisions, kept across all iterations. Each
 * iteration deals the unseen cards (the expert's reading of the other seats'
 * play, reading.ts, weighs their hidden pairs), walks down the tree choosing
 * by UCB1, plays the rest of the game with the fast playout policy
 * (policy.ts) and backs the real end-of-game points up the path.
 * - The tree holds the action now to be chosen (`depth` 1) or the turn's two
 *   actions (`depth` 2). A node is an information set of the bot: after a
 *   swap or a pass it has learnt nothing, so one node per first action;
 *   after a shift it has seen the card drawn, so one node per shift and card.
 * - Every action is legal in every deal (legality depends only on how many
 *   actions the turn has had), so the "availability" count of a child is its
 *   parent's visits and plain UCB1 is SO-ISMCTS's selection here.
 * - With `commonDeals` the n-th visit of every first action plays on the
 *   n-th deal with the same random numbers, as the expert compares its
 *   candidates; otherwise every iteration deals anew, as SO-ISMCTS does.
 * - A node's first `widenAfter` visits play the playout policy's action, and
 *   a child not yet tried counts as one visit at its parent's mean.
 * - The root's most visited action is played (ties: the higher mean, then
 *   the action order).
 * - The budget is a number of simulated turns, spent one playout per
 *   iteration, so a decision depends only on the view and the seed.
 * In trials against `hard` a new deal each iteration and the second level
 * both made it weaker than the expert (a shift's nodes, one per card drawn,
 * get too few visits to settle); with one level and common deals (the
 * defaults) it is the expert's search with UCB1 in place of successive
 * halving, and measures the same, as does the second level with `widenAfter`
 * 100.
 */

import type { Action } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import { ACTION_COUNT, FastGame, FastRng, fromFastAction, isShiftCode, legalCodes, type FastAction } from './fast.js';
import { EXPERT_DEFAULTS } from './expert.js';
import { turnsRemaining } from './hard.js';
import { dealUnknown, readKnowledge, type Knowledge } from './knowledge.js';
import { playout, policyAction } from './policy.js';
import { decisionRng } from './seed.js';

export interface IsmctsOptions {
  /** Simulated turns per decision (all seats' turns in all playouts), as in HardOptions. */
  readonly turnBudget: number;
  readonly minIterations: number;
  readonly maxIterations: number;
  /** The UCB1 exploration constant (points lie in [0, 1]). */
  readonly exploration: number;
  /** How many of the turn's actions the tree holds: 1 (the one to choose) or 2 (the whole turn). */
  readonly depth: 1 | 2;
  /** Common random numbers: the n-th visit of every first action plays on the n-th deal (else every iteration deals anew). */
  readonly commonDeals: boolean;
  /** Visits of a second-action node before it tries more than the playout policy's action. */
  readonly widenAfter: number;
}

/** What measured best in trials; the expert's bounds on samples, and a budget that takes no longer than the expert's. */
export const ISMCTS_DEFAULTS: IsmctsOptions = {
  turnBudget: 48000,
  minIterations: EXPERT_DEFAULTS.minSamples,
  maxIterations: EXPERT_DEFAULTS.maxSamples,
  exploration: 0.7,
  depth: 1,
  commonDeals: true,
  widenAfter: 1,
};

export function chooseIsmcts(view: PlayerView, seed: number, options: IsmctsOptions = ISMCTS_DEFAULTS): Action {
  return fromFastAction(decideIsmcts(view, seed, options));
}

/** Nodes of the second action: one per first swap or pass, one per shift and card drawn. */
const SHIFT_NODES = ACTION_COUNT;
const NODES = SHIFT_NODES + 2 * 52;

function decideIsmcts(view: PlayerView, seed: number, options: IsmctsOptions = ISMCTS_DEFAULTS): FastAction {
  const k = readKnowledge(view, 'actions');
  const me = k.me;
  const codes = legalCodes(k.base.strictOrder, k.base.actionsTaken);
  if (codes.length === 1) return codes[0]!;
  const rng = decisionRng(seed, view);
  const iterations = Math.max(options.minIterations, Math.min(options.maxIterations, Math.floor(options.turnBudget / turnsRemaining(k.base))));
  // The second action is in the tree only if it is the bot's too.
  const secondInTree = options.depth === 2 && k.base.actionsTaken === 0;
  const secondCodes = legalCodes(k.base.strictOrder, 1);

  const root = new Stats(1);
  const second = new Stats(secondInTree ? NODES : 0);
  const sim = new FastGame();
  const playRng = new FastRng(0);
  const deals = new Deals(k, rng);
  for (let i = 0; i < iterations; i++) {
    let first: FastAction;
    if (options.commonDeals) {
      // The action is chosen on the position before any deal (the policy reads only what the bot sees).
      deals.load(-1, sim, playRng);
      first = root.select(0, codes, options.exploration, sim, playRng);
      deals.load(root.visitsOf(0, first), sim, playRng);
    } else {
      deals.load(i, sim, playRng);
      first = root.select(0, codes, options.exploration, sim, playRng);
    }
    sim.apply(first);
    let node = -1;
    let then = -1;
    if (secondInTree) {
      node = isShiftCode(first) ? SHIFT_NODES + first * 52 + sim.lastDrawn : first;
      then = second.select(node, secondCodes, options.exploration, sim, playRng, options.widenAfter);
      sim.apply(then);
    }
    playout(sim, playRng);
    const points = sim.points(me);
    root.add(0, first, points);
    if (node >= 0) second.add(node, then, points);
  }
  return root.mostVisited(0, codes);
}

/** Visits and summed points of every action at each of `nodes` nodes. */
class Stats {
  private readonly visits: Int32Array;
  private readonly sums: Float64Array;
  private readonly nodeVisits: Int32Array;
  private readonly nodeSums: Float64Array;

  constructor(nodes: number) {
    this.visits = new Int32Array(nodes * ACTION_COUNT);
    this.sums = new Float64Array(nodes * ACTION_COUNT);
    this.nodeVisits = new Int32Array(nodes);
    this.nodeSums = new Float64Array(nodes);
  }

  /** UCB1 at `node` (its first `widenAfter` visits: the playout policy's action in `g`). */
  select(node: number, codes: readonly FastAction[], exploration: number, g: FastGame, rng: FastRng, widenAfter = 1): FastAction {
    const n = this.nodeVisits[node]!;
    if (n < widenAfter) return policyAction(g, rng);
    // An untried action counts as one visit at the node's mean.
    const prior = this.nodeSums[node]! / n;
    const logN = Math.log(n);
    let best = codes[0]!;
    let bestScore = -Infinity;
    for (const code of codes) {
      const at = node * ACTION_COUNT + code;
      const visits = this.visits[at]! + 1;
      const score = (this.sums[at]! + prior) / visits + exploration * Math.sqrt(logN / visits);
      if (score > bestScore) {
        bestScore = score;
        best = code;
      }
    }
    return best;
  }

  visitsOf(node: number, code: FastAction): number {
    return this.visits[node * ACTION_COUNT + code]!;
  }

  add(node: number, code: FastAction, points: number): void {
    const at = node * ACTION_COUNT + code;
    this.visits[at]!++;
    this.sums[at] = this.sums[at]! + points;
    this.nodeVisits[node]!++;
    this.nodeSums[node] = this.nodeSums[node]! + points;
  }

  /** The action tried most often at `node` (ties: the higher mean, then the earlier code). */
  mostVisited(node: number, codes: readonly FastAction[]): FastAction {
    let best = codes[0]!;
    for (const code of codes) {
      const at = node * ACTION_COUNT + code;
      const bestAt = node * ACTION_COUNT + best;
      const more = this.visits[at]! - this.visits[bestAt]!;
      if (more > 0 || (more === 0 && this.sums[at]! > this.sums[bestAt]!)) best = code;
    }
    return best;
  }
}

/** Deals of the unseen cards with their random numbers, made on demand in order and kept, so that the n-th can be played again. */
class Deals {
  private readonly stride: number;
  private store = new Uint8Array(0);
  private seeds = new Int32Array(0);
  private made = 0;
  private readonly scratch = new Uint8Array(52);

  constructor(
    private readonly k: Knowledge,
    private readonly rng: FastRng,
  ) {
    this.stride = 8 + k.base.pileSize;
  }

  /** Sets `sim` to deal `i` (-1: the bot's view alone, unknown cards left as they are) and `playRng` to its playout's numbers. */
  load(i: number, sim: FastGame, playRng: FastRng): void {
    const { k, stride } = this;
    sim.copyFrom(k.base);
    if (i < 0) return;
    while (this.made <= i) {
      if (this.made * stride >= this.store.length) {
        const store = new Uint8Array(Math.max(256, this.made * 2) * stride);
        store.set(this.store);
        this.store = store;
        const seeds = new Int32Array(Math.max(256, this.made * 2) * 2);
        seeds.set(this.seeds);
        this.seeds = seeds;
      }
      const at = this.made * stride;
      dealUnknown(k, this.rng, this.scratch, this.store, at, this.store, at + 8);
      this.seeds[this.made * 2] = this.rng.nextInt32();
      this.seeds[this.made * 2 + 1] = this.rng.nextInt32();
      this.made++;
    }
    const at = i * stride;
    for (let j = 0; j < 8; j++) if (j >> 1 !== k.me) sim.hidden[j] = this.store[at + j]!;
    for (let j = 0; j < k.base.pileSize; j++) sim.pile[j] = this.store[at + 8 + j]!;
    sim.rng.state = this.seeds[i * 2]!;
    playRng.state = this.seeds[i * 2 + 1]!;
  }
}
