/**
 * The ceiling: a player that sees every card (the other seats' hidden cards
 * and the order of the draw pile), for measurement only. Played against a
 * level it shows how far any honest player could get at most; it is no
 * level, nothing offers it to players, and only the benchmarks
 * (bench/expert.bench.js) use it: test/layers.test.ts keeps every other
 * module from importing this file.
 *
 * How it decides, with the whole position in a FastGame:
 * - Candidates are whole turns: every first action with every second one
 *   (169; on a second action the 13 single ones). Knowing the draw pile, it
 *   knows what a shift brings, so a turn is a plan, not a gamble.
 * - Each candidate is played out to the end of the game: its own later turns
 *   as the best plan of two actions by the learned hand value (value.ts),
 *   seeing the pile; the other seats by the playout policy (policy.ts), with
 *   one action in four at random, because it cannot know what they will
 *   really do and a plan that only wins if they play exactly so is fragile.
 * - A playout scores the points of the game, plus a hundredth of the margin
 *   of categories over the best other seat, so that among plans that all win
 *   the safest is kept.
 * - Successive halving: every plan gets 2 playouts, the best 24 8 more, the
 *   best 6 another 24; the best of those is played. Each playout's random
 *   numbers come from the seed, so a decision is reproducible.
 * The reshuffle order of a rebuilt draw pile depends on the game's secret
 * generator, which it does not see: its playouts shuffle with their own.
 */

import type { Action, GameState } from '../core/types.js';
import { FastGame, FastRng, fastFromState, fromFastAction, legalCodes, type FastAction } from '../bots/fast.js';
import { policyAction } from '../bots/policy.js';
import { handValueInto } from '../bots/value.js';
import { byLevel, simulateGames, type GameRange, type GameSetup, type Tally } from './simulate.js';

/** Share of the other seats' actions in a playout taken at random. */
const SURPRISE = 0.25;
/** Weight of the category margin next to the points. */
const MARGIN = 0.01;
/** Successive halving: playouts per plan in each stage, and how many plans go on. */
const STAGES: readonly (readonly [playouts: number, keep: number])[] = [
  [2, 24],
  [8, 6],
  [24, 1],
];

const value = new Float64Array(1);

/** The learned value of `seat`'s hand in `g` with `turnsAfter` own turns to come. */
function handValueOf(g: FastGame, seat: number, turnsAfter: number): number {
  const h = seat * 2;
  const o = seat * 3;
  handValueInto(value, 0, g.kickers, turnsAfter, g.hidden[h]!, g.hidden[h + 1]!, g.open[o]!, g.open[o + 1]!, g.open[o + 2]!);
  return value[0]!;
}

const afterFirst = new FastGame();
const afterBoth = new FastGame();

/** Plays the current seat's whole turn as the plan of two actions with the best hand value at its end (seeing every card). */
function playBestTurn(g: FastGame): void {
  const seat = g.currentPlayer;
  const turnsAfter = g.turnsLeftAfterCurrent(seat);
  let best = -Infinity;
  let first: FastAction = -1;
  let second: FastAction = -1;
  for (const a of legalCodes(g.strictOrder, 0)) {
    afterFirst.copyFrom(g);
    afterFirst.apply(a);
    for (const b of legalCodes(g.strictOrder, 1)) {
      afterBoth.copyFrom(afterFirst);
      afterBoth.apply(b);
      const v = handValueOf(afterBoth, seat, turnsAfter);
      if (v > best) {
        best = v;
        first = a;
        second = b;
      }
    }
  }
  g.apply(first);
  g.apply(second);
}

/** Plays `g` to its end (the ceiling at `me`, the others by the surprised policy) and scores it for `me`. */
function playoutScore(g: FastGame, me: number, rng: FastRng): number {
  while (!g.finished) {
    if (g.currentPlayer === me && g.actionsTaken === 0) {
      playBestTurn(g);
    } else if (g.currentPlayer !== me && rng.next() < SURPRISE) {
      const codes = legalCodes(g.strictOrder, g.actionsTaken);
      g.apply(codes[rng.int(codes.length)]!);
    } else {
      g.apply(policyAction(g, rng));
    }
  }
  let bestOther = 0;
  for (let seat = 0; seat < g.players; seat++) if (seat !== me) bestOther = Math.max(bestOther, g.category(seat));
  return g.points(me) + MARGIN * (g.category(me) - bestOther);
}

interface Plan {
  readonly first: FastAction;
  /** -1 when deciding a second action. */
  readonly second: FastAction;
  /** The hand value right after the plan: the tie-break. */
  readonly prior: number;
  sum: number;
  playouts: number;
}

/**
 * The ceiling's action for `seat` in `state` (it must be that seat's turn).
 * Deterministic: the same state and seed give the same action.
 */
export function chooseCeiling(state: GameState, seat: number, seed: number): Action {
  if (state.finished || state.currentPlayer !== seat) throw new Error(`It is not seat ${seat}'s turn`);
  const base = fastFromState(state);
  const sim = new FastGame();
  const rng = new FastRng(0);
  const turnsAfter = base.turnsLeftAfterCurrent(seat);
  const plans: Plan[] = [];
  for (const first of legalCodes(base.strictOrder, base.actionsTaken)) {
    for (const second of base.actionsTaken === 0 ? legalCodes(base.strictOrder, 1) : [-1]) {
      sim.copyFrom(base);
      sim.apply(first);
      if (second >= 0) sim.apply(second);
      plans.push({ first, second, prior: handValueOf(sim, seat, turnsAfter), sum: 0, playouts: 0 });
    }
  }
  let alive = plans;
  for (const [playouts, keep] of STAGES) {
    for (const plan of alive) {
      for (let i = plan.playouts; i < plan.playouts + playouts; i++) {
        // Playout i of every plan shares its random numbers (common random numbers).
        sim.copyFrom(base);
        sim.rng.state = (seed + Math.imul(i + 1, 0x9e3779b1)) >>> 0;
        rng.state = (seed ^ Math.imul(i + 1, 0x85ebca6b)) >>> 0;
        sim.apply(plan.first);
        if (plan.second >= 0) sim.apply(plan.second);
        plan.sum += playoutScore(sim, seat, rng);
      }
      plan.playouts += playouts;
    }
    alive = alive
      .slice()
      .sort((x, y) => y.sum / y.playouts - x.sum / x.playouts || y.prior - x.prior)
      .slice(0, keep);
  }
  return fromFastAction(alive[0]!.first);
}

/**
 * Plays the games of `range` of a run in this thread with the ceiling in
 * place of lineup entry 0 (whose level only names it); the other entries
 * play their levels. Seats, seeds and the tally are those of
 * simulateGames, so a ceiling run and a run of the level it replaces play
 * the same deals.
 */
export function simulateCeilingGames(setup: GameSetup, range: GameRange): Tally {
  const levels = byLevel(setup);
  return simulateGames(setup, range, (entry, state, seat, seed) => (entry === 0 ? chooseCeiling(state, seat, seed) : levels(entry, state, seat, seed)));
}
