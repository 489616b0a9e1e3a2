/**
 * Learns the table of value.ts by self-play (policy iteration) and prints it
 * as the source of valueTable.ts.
 *
 * Start: every signature is worth the category it already is. Then,
 * repeatedly: play many fast heads-up games of 7 rounds in which both seats
 * follow the playout policy (policy.ts) with the current table, one action in
 * ten played at random so that hands the policy avoids are seen too; after
 * each turn note the player's hand signature and own turns left, and at the
 * end its final category. The new distribution of a (turns left, signature)
 * cell is what followed it, shrunk towards its rank pattern's distribution
 * when the cell was seen rarely. A few rounds of this settle.
 *
 * Regenerate (about two minutes):
 *   npm run build && node -e "import('./dist/bots/learn.js').then((m) => m.printValueTable())" > src/bots/valueTable.ts
 */

import { ACTION_COUNT, FastGame, FastRng } from './fast.js';
import { FLUSH_STATES, RANK_PATTERNS, SIGNATURES, STRAIGHT_STATES, handSignature } from './features.js';
import { policyAction } from './policy.js';
import { CATEGORIES, CELLS, LEARNED_TURNS, cellOf, encodeTable, fillUnreached, setDistributions, startingTable } from './value.js';

export interface LearnOptions {
  /** Games per iteration. */
  readonly games: number;
  readonly iterations: number;
  readonly seed: number;
  /** Weight of the prior in rarely seen cells, in observations. */
  readonly prior: number;
  /** Share of actions played at random (exploration). */
  readonly explore: number;
}

export const LEARN_DEFAULTS: LearnOptions = { games: 1_000_000, iterations: 4, seed: 20240601, prior: 20, explore: 0.1 };

/** Deals a fresh game of `players` seats and `rounds` rounds into g. */
export function dealFast(g: FastGame, players: number, rounds: number, rng: FastRng): void {
  const deck = new Uint8Array(52);
  for (let i = 0; i < 52; i++) deck[i] = i;
  for (let i = 51; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = tmp;
  }
  let next = 0;
  g.players = players;
  g.rounds = rounds;
  for (let s = 0; s < players; s++) {
    g.hidden[s * 2] = deck[next++]!;
    g.hidden[s * 2 + 1] = deck[next++]!;
    for (let i = 0; i < 3; i++) g.open[s * 3 + i] = deck[next++]!;
  }
  for (let i = 0; i < 3; i++) g.middle[i] = deck[next++]!;
  g.pileSize = 52 - next;
  for (let i = 0; i < g.pileSize; i++) g.pile[i] = deck[next + i]!;
  g.discardSize = 0;
  g.startPlayer = rng.int(players);
  g.currentPlayer = g.startPlayer;
  g.round = 1;
  g.actionsTaken = 0;
  g.finished = false;
  g.kickers = false;
  g.strictOrder = false;
  g.rng.state = (rng.next() * 4294967296) >>> 0;
}

export interface LearnedTable {
  /** CATEGORIES probabilities per cell (see value.ts). */
  readonly distributions: Float64Array;
  /** Signatures seen at least once, in increasing order. */
  readonly reached: number[];
}

/** Runs the policy iteration; leaves the learned table installed in value.ts. */
export function learnTable(options: LearnOptions = LEARN_DEFAULTS): LearnedTable {
  const rng = new FastRng(options.seed >>> 0);
  const playRng = new FastRng((options.seed ^ 0x5bd1e995) >>> 0);
  let table = startingTable();
  setDistributions(table);
  const g = new FastGame();
  const visited: number[][] = [[], []];
  let counts = new Float64Array(CELLS * CATEGORIES);
  for (let iteration = 0; iteration < options.iterations; iteration++) {
    counts = new Float64Array(CELLS * CATEGORIES);
    for (let game = 0; game < options.games; game++) {
      dealFast(g, 2, 7, rng);
      visited[0]!.length = 0;
      visited[1]!.length = 0;
      while (!g.finished) {
        const seat = g.currentPlayer;
        const turnsAfter = g.rounds - g.round;
        for (let a = 0; a < 2; a++) {
          g.apply(playRng.next() < options.explore ? playRng.int(ACTION_COUNT) : policyAction(g, playRng));
        }
        if (turnsAfter > 0) {
          const h = seat * 2;
          const o = seat * 3;
          const signature = handSignature(g.hidden[h]!, g.hidden[h + 1]!, g.open[o]!, g.open[o + 1]!, g.open[o + 2]!);
          visited[seat]!.push(cellOf(turnsAfter, signature));
        }
      }
      for (let seat = 0; seat < 2; seat++) {
        const final = g.category(seat);
        for (const cell of visited[seat]!) counts[cell * CATEGORIES + final] = counts[cell * CATEGORIES + final]! + 1;
      }
    }
    table = smooth(counts, options.prior);
    setDistributions(table);
  }
  const reached: number[] = [];
  for (let signature = 0; signature < SIGNATURES; signature++) {
    let seen = false;
    for (let t = 1; t <= LEARNED_TURNS && !seen; t++) {
      const cell = cellOf(t, signature);
      for (let c = 0; c < CATEGORIES; c++) if (counts[cell * CATEGORIES + c]! > 0) seen = true;
    }
    if (seen) reached.push(signature);
  }
  return { distributions: table, reached };
}

/** Counts to probabilities, shrinking each cell towards its rank pattern (same turns left). */
function smooth(counts: Float64Array, prior: number): Float64Array {
  const table = new Float64Array(CELLS * CATEGORIES);
  const group = FLUSH_STATES * STRAIGHT_STATES;
  const pooled = new Float64Array(CATEGORIES);
  const seen = new Uint8Array(CELLS);
  for (let t = 0; t < LEARNED_TURNS; t++) {
    for (let pattern = 0; pattern < RANK_PATTERNS; pattern++) {
      const first = t * SIGNATURES + pattern * group;
      pooled.fill(0);
      let pooledCount = 0;
      for (let cell = first; cell < first + group; cell++) {
        for (let c = 0; c < CATEGORIES; c++) {
          pooled[c] = pooled[c]! + counts[cell * CATEGORIES + c]!;
          pooledCount += counts[cell * CATEGORIES + c]!;
        }
      }
      for (let cell = first; cell < first + group; cell++) {
        let n = 0;
        for (let c = 0; c < CATEGORIES; c++) n += counts[cell * CATEGORIES + c]!;
        if (n === 0) continue;
        seen[cell] = 1;
        for (let c = 0; c < CATEGORIES; c++) {
          const p = pooled[c]! / pooledCount;
          table[cell * CATEGORIES + c] = (counts[cell * CATEGORIES + c]! + prior * p) / (n + prior);
        }
      }
    }
  }
  fillUnreached(table, (cell) => seen[cell] === 1);
  return table;
}

/** Learns and writes valueTable.ts to stdout. */
export function printValueTable(options: LearnOptions = LEARN_DEFAULTS): void {
  const { distributions, reached } = learnTable(options);
  const base64 = encodeTable(distributions, reached);
  const lines = base64.match(/.{1,100}/gu) ?? [];
  process.stdout.write(
    [
      '/**',
      ' * The learned table of value.ts: for each hand signature reached in',
      ' * self-play and each number of own turns left (1..6), the distribution of',
      ' * the final category (see value.ts decodeTable for the layout).',
      ' * Generated by learn.ts; do not edit by hand.',
      ` * Options: ${JSON.stringify(options)}`,
      ' */',
      'export const TABLE_DATA =',
      lines.map((line) => `  '${line}'`).join(' +\n') + ';',
      '',
    ].join('\n'),
  );
}
