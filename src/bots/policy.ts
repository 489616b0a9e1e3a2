/**
 * The fast playout policy: how every seat is assumed to play in the hard
 * player's simulated futures. It must be cheap (it runs for every action of
 * thousands of simulated games per decision) yet play like a sensible human,
 * or the simulations would tell the hard player little about real games.
 *
 * One action at a time, looking only at the acting seat's own cards and the
 * middle row as they are now (it never looks at cards not yet drawn):
 * - Find the best single swap (any of the 9 one-card swaps or the three-card
 *   swap) by `handValue`.
 * - First action: if that swap helps and a second swap after it would help
 *   again, swap now (two swaps this turn). Otherwise shift, so the second
 *   action sees a new card as well: shift in the direction that keeps the
 *   middle card worth taking (the other end card is discarded), and if none
 *   is, discard the less useful end card. The three-card swap is done at once
 *   (a shift would break it up).
 * - Second action: the best helpful swap, or pass.
 * - Strict order: the first action is the shift as above, the second the best
 *   swap or pass.
 */

import { FastGame, FastRng, PASS, SHIFT_LEFT, SHIFT_RIGHT, SWAP_ALL, SWAP_FIRST, type FastAction } from './fast.js';
import { handValueInto } from './value.js';

const EPS = 1e-9;

/** Per middle slot, the best value reachable by taking that card (scratch, reused). */
const slotBest = new Float64Array(3);

/**
 * Scratch for hand values: [0] the current row, [1 + 3j + own] taking middle
 * card j into own place `own`, [10] the three-card swap. Values live in
 * typed arrays, never in returned doubles or objects, so a playout allocates
 * nothing.
 */
const values = new Float64Array(11);

/** What bestSwap found besides its action: [0] the best value, [1] the value of keeping the row. */
const swapValue = new Float64Array(2);

/** The best single swap for `seat` in `g` (PASS if none beats keeping the row). Fills `slotBest` and `swapValue`. */
function bestSwap(g: FastGame, seat: number, turnsAfter: number): FastAction {
  const k = g.kickers;
  const h0 = g.hidden[seat * 2]!,
    h1 = g.hidden[seat * 2 + 1]!;
  const o = seat * 3;
  const o0 = g.open[o]!,
    o1 = g.open[o + 1]!,
    o2 = g.open[o + 2]!;
  const m = g.middle;
  handValueInto(values, 0, k, turnsAfter, h0, h1, o0, o1, o2);
  for (let j = 0; j < 3; j++) {
    const card = m[j]!;
    handValueInto(values, 1 + 3 * j, k, turnsAfter, h0, h1, card, o1, o2);
    handValueInto(values, 2 + 3 * j, k, turnsAfter, h0, h1, o0, card, o2);
    handValueInto(values, 3 + 3 * j, k, turnsAfter, h0, h1, o0, o1, card);
  }
  handValueInto(values, 10, k, turnsAfter, h0, h1, m[0]!, m[1]!, m[2]!);
  const current = values[0]!;
  let bestValue = current;
  let bestAction: FastAction = PASS;
  for (let j = 0; j < 3; j++) {
    const v0 = values[1 + 3 * j]!;
    const v1 = values[2 + 3 * j]!;
    const v2 = values[3 + 3 * j]!;
    let slot = v0;
    let own = 0;
    if (v1 > slot) {
      slot = v1;
      own = 1;
    }
    if (v2 > slot) {
      slot = v2;
      own = 2;
    }
    slotBest[j] = slot;
    if (slot > bestValue + EPS) {
      bestValue = slot;
      bestAction = SWAP_FIRST + own * 3 + j;
    }
  }
  const all = values[10]!;
  if (all > bestValue + EPS) {
    bestValue = all;
    bestAction = SWAP_ALL;
  }
  swapValue[0] = bestValue;
  swapValue[1] = current;
  return bestAction;
}

/** Shift direction keeping the more useful end card (ties: the generator decides). */
function chooseShift(keepSlot: number, rng: FastRng): FastAction {
  if (keepSlot === 0) return SHIFT_RIGHT;
  if (keepSlot === 2) return SHIFT_LEFT;
  // Otherwise discard the end card that is worth less to us.
  if (slotBest[0]! < slotBest[2]! - EPS) return SHIFT_LEFT;
  if (slotBest[2]! < slotBest[0]! - EPS) return SHIFT_RIGHT;
  return rng.nextInt32() >= 0 ? SHIFT_LEFT : SHIFT_RIGHT; // next() < 0.5
}

/** The playout policy's action for the current player of `g`. */
export function policyAction(g: FastGame, rng: FastRng): FastAction {
  const seat = g.currentPlayer;
  const turnsAfter = g.rounds - g.round;
  const best = bestSwap(g, seat, turnsAfter);
  if (g.actionsTaken === 1) return best;
  if (g.strictOrder) {
    return chooseShift(best === PASS || best === SWAP_ALL ? 1 : (best - SWAP_FIRST) % 3, rng);
  }
  if (best === PASS) return chooseShift(1, rng);
  if (best === SWAP_ALL) return SWAP_ALL;
  const action = best;
  const firstValue = swapValue[0]!;
  const keepSlot = (action - SWAP_FIRST) % 3;
  const best0 = slotBest[0]!;
  const best2 = slotBest[2]!;
  // Would a second swap after this one help too? Then swap twice. (The swap
  // is tried in place and undone; bestSwap only reads the cards.)
  const o = seat * 3 + (((action - SWAP_FIRST) / 3) | 0);
  const taken = g.middle[keepSlot]!;
  g.middle[keepSlot] = g.open[o]!;
  g.open[o] = taken;
  const second = bestSwap(g, seat, turnsAfter);
  const again = second !== PASS && swapValue[0]! > firstValue + EPS;
  g.open[o] = g.middle[keepSlot]!;
  g.middle[keepSlot] = taken;
  if (again) return action;
  // slotBest of the real middle row again, for choosing a direction.
  slotBest[0] = best0;
  slotBest[2] = best2;
  return chooseShift(keepSlot, rng);
}

/** Plays `g` to the end with the playout policy. */
export function playout(g: FastGame, rng: FastRng): void {
  while (!g.finished) g.apply(policyAction(g, rng));
}
