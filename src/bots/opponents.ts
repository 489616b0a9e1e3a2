/**
 * What the other seats' play tells about their hidden cards.
 *
 * Every swap and pass is public, and so are the rows it was chosen from. A
 * sensible player ends a turn with a hand that no swap still open to them on
 * their second action would have raised to a better category: someone who
 * passed with a 9 in the middle row very likely holds no hidden 9 (it would
 * have made a pair), and someone who took a 9 very likely holds one. So each
 * pair of hidden cards a seat could hold is weighed by how well it explains
 * the seat's finished turns: by 1 per turn it explains, by `UNEXPLAINED` per
 * turn it does not (players do keep a draw now and then, or misplay, so no
 * pair is ruled out). The search then deals the other seats' hidden cards in
 * proportion to these weights instead of uniformly (knowledge.ts).
 *
 * Only turns are used, not first actions: what a first action aims at depends
 * on the card a shift may bring, which says little about the hidden cards.
 * The rows before each second action come from the public log, replayed
 * backwards from the rows in the view.
 */

import { cardIndex } from '../core/cards.js';
import type { PlayerView } from '../core/view.js';
import { PASS, SHIFT_LEFT, SHIFT_RIGHT, SWAP_ALL, SWAP_FIRST, category5, swapCode, type FastAction } from './fast.js';

/** The weight factor of a turn a hidden pair does not explain. */
export const UNEXPLAINED = 0.1;

/** One finished turn of a seat: its open row and the middle row before its second action, and its row at the end. */
export interface TurnEnd {
  readonly seat: number;
  /** Open row before the second action (card indices, left to right). */
  readonly openBefore: readonly number[];
  /** Middle row before the second action. */
  readonly middleBefore: readonly number[];
  /** Open row at the end of the turn. */
  readonly openAfter: readonly number[];
}

/** Hidden pairs one seat may hold, with cumulative weights for sampling. */
export interface HiddenOdds {
  readonly seat: number;
  /** Pair i is (first[i], second[i]) (card indices). */
  readonly first: Uint8Array;
  readonly second: Uint8Array;
  /** cumulative[i] = the weights of pairs 0..i added up (the last entry is the total). */
  readonly cumulative: Float64Array;
}

/** One action of another seat's finished turn, with the rows it was chosen from. */
export interface SeenAction {
  readonly seat: number;
  /** The round of its turn. */
  readonly round: number;
  /** Whether it was the turn's second action. */
  readonly second: boolean;
  readonly code: FastAction;
  /** The seat's open row and the middle row before the action (card indices, left to right). */
  readonly open: readonly number[];
  readonly middle: readonly number[];
}

/**
 * Every action of the finished turns of every seat but `skipSeat`, in the
 * order played, from the view's log: starting from the rows the view
 * shows, every action is undone from the last to the first, noting the rows
 * before it.
 */
export function seenActions(view: PlayerView, skipSeat: number | null = view.viewer): SeenAction[] {
  const open = view.players.map((player) => player.open.map(cardIndex));
  const middle = view.middle.map(cardIndex);
  const seen: { -readonly [K in keyof SeenAction]: SeenAction[K] }[] = [];
  // The seat of the turn being undone (set at its end, going backwards), its actions undone so far, and where they start in `seen`.
  let turn: { seat: number; undone: number; from: number } | null = null;
  for (let i = view.log.length - 1; i >= 0; i--) {
    const event = view.log[i]!;
    if (event.type === 'turnEnded') {
      turn = event.seat === skipSeat ? null : { seat: event.seat, undone: 0, from: seen.length };
      continue;
    }
    if (event.type === 'turnStarted') {
      if (turn) for (let j = turn.from; j < seen.length; j++) seen[j]!.round = event.round;
      turn = null;
      continue;
    }
    let code: FastAction;
    if (event.type === 'shifted') {
      const discarded = cardIndex(event.discarded);
      if (event.direction === 'left') middle.splice(0, 3, discarded, middle[0]!, middle[1]!);
      else middle.splice(0, 3, middle[1]!, middle[2]!, discarded);
      code = event.direction === 'left' ? SHIFT_LEFT : SHIFT_RIGHT;
    } else if (event.type === 'swapped') {
      open[event.seat]![event.own] = cardIndex(event.given);
      middle[event.middle] = cardIndex(event.taken);
      code = swapCode(event.own, event.middle);
    } else if (event.type === 'swappedAll') {
      open[event.seat] = event.given.map(cardIndex);
      for (let j = 0; j < 3; j++) middle[j] = cardIndex(event.taken[j]!);
      code = SWAP_ALL;
    } else if (event.type === 'passed') {
      code = PASS;
    } else {
      continue;
    }
    if (turn) {
      seen.push({ seat: turn.seat, round: 0, second: turn.undone === 0, code, open: open[turn.seat]!.slice(), middle: middle.slice() });
      turn.undone++;
    }
  }
  return seen.reverse();
}

/** The open row after a swap-type action (a shift leaves it as it is). */
function rowAfter(action: SeenAction): number[] {
  const row = action.open.slice();
  if (action.code === SWAP_ALL) return action.middle.slice();
  if (action.code >= SWAP_FIRST && action.code < SWAP_ALL) {
    const k = action.code - SWAP_FIRST;
    row[(k / 3) | 0] = action.middle[k % 3]!;
  }
  return row;
}

/** The finished turns of every seat but `skipSeat`: the rows around each turn's second action (seenActions). */
export function finishedTurns(view: PlayerView, skipSeat: number | null = view.viewer): TurnEnd[] {
  return seenActions(view, skipSeat)
    .filter((action) => action.second)
    .map((action) => ({ seat: action.seat, openBefore: action.open.slice(), middleBefore: action.middle.slice(), openAfter: rowAfter(action) }));
}

/** The best category hidden cards a, b reach with the row, after any one swap with the middle row or none. */
function bestAfterOneSwap(a: number, b: number, open: readonly number[], middle: readonly number[]): number {
  const o0 = open[0]!,
    o1 = open[1]!,
    o2 = open[2]!;
  let best = category5(a, b, o0, o1, o2);
  for (let j = 0; j < 3; j++) {
    const m = middle[j]!;
    best = Math.max(best, category5(a, b, m, o1, o2), category5(a, b, o0, m, o2), category5(a, b, o0, o1, m));
  }
  return Math.max(best, category5(a, b, middle[0]!, middle[1]!, middle[2]!));
}

/** Whether a seat holding hidden cards a, b ended the turn with the best category its second action could give. */
export function explains(a: number, b: number, turn: TurnEnd): boolean {
  const after = turn.openAfter;
  return category5(a, b, after[0]!, after[1]!, after[2]!) >= bestAfterOneSwap(a, b, turn.openBefore, turn.middleBefore);
}

/**
 * The weighted hidden pairs of `seat`, which may hold any two of `candidates`
 * (card indices), given its finished turns.
 */
export function hiddenOdds(seat: number, candidates: readonly number[], turns: readonly TurnEnd[]): HiddenOdds {
  const own = turns.filter((turn) => turn.seat === seat);
  return weighPairs(seat, candidates, (a, b) => {
    let weight = 1;
    for (const turn of own) if (!explains(a, b, turn)) weight *= UNEXPLAINED;
    return weight;
  });
}

/** Every pair of `candidates` (card indices) `seat` may hold, weighed by `weight`. */
export function weighPairs(seat: number, candidates: readonly number[], weight: (a: number, b: number) => number): HiddenOdds {
  const n = candidates.length;
  const pairs = (n * (n - 1)) / 2;
  const first = new Uint8Array(pairs);
  const second = new Uint8Array(pairs);
  const cumulative = new Float64Array(pairs);
  let total = 0;
  let p = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = candidates[i]!;
      const b = candidates[j]!;
      total += weight(a, b);
      first[p] = a;
      second[p] = b;
      cumulative[p] = total;
      p++;
    }
  }
  return { seat, first, second, cumulative };
}

/** Random bits pickPair takes: few enough to stay a small integer (a double argument could be boxed). */
export const PICK_BITS = 24;

/**
 * The index of the pair that `bits` (uniform in [0, 2^PICK_BITS)) falls on,
 * each pair as likely as its weight (binary search of the cumulative weights).
 */
export function pickPair(odds: HiddenOdds, bits: number): number {
  const cumulative = odds.cumulative;
  const target = (bits / (1 << PICK_BITS)) * cumulative[cumulative.length - 1]!;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
