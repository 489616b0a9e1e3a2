/**
 * The expert's reading of the other seats' hidden cards: how likely each
 * seat's actions were for each hidden pair it could hold.
 *
 * opponents.ts asks of a finished turn only whether a pair explains it (no
 * single swap left open would have raised the category). Here every pair is
 * weighed by the probability of the seat's actual choices, for three kinds
 * of player, since the expert cannot know which kind it is up against:
 * - one that judges hands by the learned hand values (value.ts), as the hard
 *   and expert players and careful people do;
 * - one that judges them by the category they are now, as the medium player
 *   and quick players do;
 * - one that plays at random (no pair is ever ruled out, and a misplay or a
 *   bluff cannot fool the reading for good).
 * The kind is the same for all of a seat's actions, so the weight of a pair
 * is the mixture (KINDS) of the three products over its actions. For the
 * first two kinds:
 * - a turn's second action (a swap, the three-card swap, a pass, or a shift,
 *   which leaves the own row as a pass does) picks the row it kept among the
 *   11 rows it could have ended with, with soft-max chances of their worth
 *   to the pair. A player who passed with a 9 in the middle row probably
 *   holds no hidden 9; one who took it probably does, the more so the more
 *   the 9 was worth to it;
 * - a first action that shifts keeps one end card of the middle row: the one
 *   worth more to the pair (the best hand taking it) with the logistic chance
 *   of the difference;
 * - first actions that swap are half of a plan with the second action, and
 *   are not weighed.
 * Each factor is floored at FLOOR, as a player of a kind may still slip.
 *
 * On recorded positions (the other seat's true pair, geometric mean of its
 * weight over the uniform weight): against hard players about 5.6 times
 * (opponents.ts: 1.8), against medium players about 5.5 times (opponents.ts:
 * 3.1), rising to 11-14 times by the last round.
 */

import type { PlayerView } from '../core/view.js';
import { PASS, SHIFT_RIGHT, SWAP_ALL, SWAP_FIRST, category5 } from './fast.js';
import { seenActions, weighPairs, type HiddenOdds, type SeenAction } from './opponents.js';
import { handValueInto } from './value.js';

/** A kind of player: how sharply it prefers the better row (per unit of worth) on a second action and on a shift's kept card. */
interface Kind {
  readonly share: number;
  readonly second: number;
  readonly shift: number;
}

/** Judging by hand values, and judging by categories (the rest of the shares: at random). */
const KINDS: { readonly values: Kind; readonly categories: Kind } = {
  values: { share: 0.45, second: 8, shift: 5 },
  categories: { share: 0.45, second: 4, shift: 3 },
};
const FLOOR = 0.015;

/** The 11 rows a swap-type action can leave: [3 * own + middle] one swap, [9] all three, [10] the row kept. */
const ROWS = 11;

/** The rows a seen action could have left, flat (3 cards each). */
function possibleRows(action: SeenAction): Uint8Array {
  const rows = new Uint8Array(ROWS * 3);
  const { open, middle } = action;
  for (let own = 0; own < 3; own++) {
    for (let m = 0; m < 3; m++) {
      for (let i = 0; i < 3; i++) rows[(own * 3 + m) * 3 + i] = i === own ? middle[m]! : open[i]!;
    }
  }
  rows.set(middle, 27);
  rows.set(open, 30);
  return rows;
}

/** Which of possibleRows a second action left. */
function rowIndex(code: number): number {
  if (code === SWAP_ALL) return 9;
  if (code === PASS || code <= SHIFT_RIGHT) return 10;
  return code - SWAP_FIRST;
}

/** Worth of each possible row to the pair (scratch). */
const worth = new Float64Array(ROWS);

/** The chance a player of `kind` takes `action`, given `worth` of the rows, floored. */
function chance(action: SeenAction, kind: Kind): number {
  let p: number;
  if (!action.second) {
    // A first-action shift keeps the left end card (shift right) or the right one (shift left).
    const left = Math.max(worth[0]!, worth[3]!, worth[6]!);
    const right = Math.max(worth[2]!, worth[5]!, worth[8]!);
    const kept = action.code === SHIFT_RIGHT ? left - right : right - left;
    p = 1 / (1 + Math.exp(-kind.shift * kept));
  } else {
    let best = -Infinity;
    for (let r = 0; r < ROWS; r++) if (worth[r]! > best) best = worth[r]!;
    let total = 0;
    for (let r = 0; r < ROWS; r++) total += Math.exp(kind.second * (worth[r]! - best));
    p = Math.exp(kind.second * (worth[rowIndex(action.code)]! - best)) / total;
  }
  return FLOOR + (1 - FLOOR) * p;
}

/** Whether the reading weighs this action (second actions and first-action shifts). */
function weighed(action: SeenAction): boolean {
  return action.second || action.code <= SHIFT_RIGHT;
}

/** The weight of pair a, b for a seat with these weighed actions (and their possible rows). */
function pairWeight(a: number, b: number, actions: readonly SeenAction[], rows: readonly Uint8Array[], rounds: number, kickers: boolean): number {
  let byValues = 1;
  let byCategories = 1;
  let atRandom = 1;
  for (let t = 0; t < actions.length; t++) {
    const action = actions[t]!;
    const r = rows[t]!;
    const turnsAfter = rounds - action.round;
    for (let i = 0; i < ROWS; i++) handValueInto(worth, i, kickers, turnsAfter, a, b, r[i * 3]!, r[i * 3 + 1]!, r[i * 3 + 2]!);
    byValues *= chance(action, KINDS.values);
    for (let i = 0; i < ROWS; i++) worth[i] = category5(a, b, r[i * 3]!, r[i * 3 + 1]!, r[i * 3 + 2]!);
    byCategories *= chance(action, KINDS.categories);
    atRandom *= action.second ? 1 / ROWS : 1 / 2;
  }
  const { values, categories } = KINDS;
  return values.share * byValues + categories.share * byCategories + (1 - values.share - categories.share) * atRandom;
}

/**
 * Each other seat's possible hidden pairs (two of `candidates`, card
 * indices), weighed by how likely its seen actions are for them.
 */
export function readHiddenPairs(view: PlayerView, me: number, candidates: readonly number[]): HiddenOdds[] {
  const seen = seenActions(view, me).filter(weighed);
  const kickers = view.tiebreak === 'kickers';
  const odds: HiddenOdds[] = [];
  for (let seat = 0; seat < view.players.length; seat++) {
    if (seat === me) continue;
    const actions = seen.filter((action) => action.seat === seat);
    const rows = actions.map(possibleRows);
    odds.push(weighPairs(seat, candidates, (a, b) => pairWeight(a, b, actions, rows, view.rounds, kickers)));
  }
  return odds;
}
