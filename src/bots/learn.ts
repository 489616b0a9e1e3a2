/**
 * Learns the value table of value.ts by self-play (policy iteration), and
 * prints it as the source of valueTable.ts.
 *
 * Start: every signature is worth its current category (no look ahead).
 * Then, repeatedly: play many fast games in which every seat follows the
 * playout policy (policy.ts) using the current table; after each turn note
 * the signature of the player's hand and the turns it has left, and at the
 * end the player's final category; the new value of a (turns left, signature)
 * cell is the average final category seen from it (shrunk towards the
 * current category when the cell was rarely seen). Two or three rounds of
 * this settle.
 *
 * Regenerate with:
 *   npm run build && node -e "import('./dist/bots/learn.js').then((m) => m.printValueTable())" > src/bots/valueTable.ts
 */

import { ACTION_COUNT, FastGame, FastRng, category5 } from './fast.js';
import { FLUSH_STATES, SIGNATURES, STRAIGHT_STATES, handSignature } from './features.js';
import { policyAction } from './policy.js';
import { setValueTable } from './value.js';
import { LEARNED_TURNS } from './valueTable.js';

export interface LearnOptions {
  /** Games per iteration, per table size (players 2, 3, 4 in turn). */
  readonly games: number;
  readonly iterations: number;
  readonly seed: number;
  /** Weight of the prior in rarely seen cells, in observations. */
  readonly prior: number;
  /** Share of actions played at random while learning (exploration). */
  readonly explore: number;
}

export const LEARN_DEFAULTS: LearnOptions = { games: 400000, iterations: 3, seed: 20240601, prior: 20, explore: 0.1 };

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

/** The category of every signature, as the starting table (found by sampling hands). */
function categoryTable(rng: FastRng): Float64Array {
  const sums = new Float64Array(SIGNATURES);
  const counts = new Float64Array(SIGNATURES);
  const cards = new Uint8Array(52);
  for (let i = 0; i < 52; i++) cards[i] = i;
  for (let n = 0; n < 2_000_000; n++) {
    for (let i = 0; i < 5; i++) {
      const j = i + rng.int(52 - i);
      const tmp = cards[i]!;
      cards[i] = cards[j]!;
      cards[j] = tmp;
    }
    const sig = handSignature(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!);
    sums[sig] = sums[sig]! + category5(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!);
    counts[sig] = counts[sig]! + 1;
  }
  const values = new Float64Array(SIGNATURES);
  for (let s = 0; s < SIGNATURES; s++) values[s] = counts[s]! > 0 ? sums[s]! / counts[s]! : 0;
  return values;
}

export function learnValueTable(options: LearnOptions = LEARN_DEFAULTS): Float64Array {
  const rng = new FastRng(options.seed >>> 0);
  const category = categoryTable(rng);
  let table = new Float64Array(LEARNED_TURNS * SIGNATURES);
  for (let t = 0; t < LEARNED_TURNS; t++) table.set(category, t * SIGNATURES);
  setValueTable(table);

  const g = new FastGame();
  const playRng = new FastRng(options.seed ^ 0x5bd1e995);
  // Per seat: the (turns, signature) cells visited this game, to credit at the end.
  const visited: number[][] = [[], [], [], []];
  for (let iteration = 0; iteration < options.iterations; iteration++) {
    const sums = new Float64Array(table.length);
    const counts = new Float64Array(table.length);
    for (let game = 0; game < options.games; game++) {
      const players = 2 + (game % 3);
      dealFast(g, players, 7, rng);
      for (const list of visited) list.length = 0;
      while (!g.finished) {
        const seat = g.currentPlayer;
        const turnsAfter = g.rounds - g.round;
        // Now and then a random action, so that hands the policy would avoid
        // are seen too and get a value from experience instead of the prior.
        for (let a = 0; a < 2; a++) {
          g.apply(playRng.next() < options.explore ? playRng.int(ACTION_COUNT) : policyAction(g, playRng));
        }
        if (turnsAfter > 0) {
          const t = Math.min(turnsAfter, LEARNED_TURNS);
          const h = seat * 2;
          const o = seat * 3;
          const sig = handSignature(g.hidden[h]!, g.hidden[h + 1]!, g.open[o]!, g.open[o + 1]!, g.open[o + 2]!);
          visited[seat]!.push((t - 1) * SIGNATURES + sig);
        }
      }
      for (let seat = 0; seat < players; seat++) {
        const final = g.category(seat);
        for (const cell of visited[seat]!) {
          sums[cell] = sums[cell]! + final;
          counts[cell] = counts[cell]! + 1;
        }
      }
    }
    // Rare cells lean on the average of their rank pattern (same turns left,
    // any flush or straight state), which leans on the current category.
    const group = FLUSH_STATES * STRAIGHT_STATES;
    const next = new Float64Array(table.length);
    for (let start = 0; start < table.length; start += group) {
      let groupSum = 0;
      let groupCount = 0;
      let groupPrior = 0;
      for (let cell = start; cell < start + group; cell++) {
        groupSum += sums[cell]!;
        groupCount += counts[cell]!;
        groupPrior += category[cell % SIGNATURES]! * counts[cell]!;
      }
      const groupMean = groupCount > 0 ? (groupSum + (groupPrior / groupCount) * options.prior) / (groupCount + options.prior) : 0;
      for (let cell = start; cell < start + group; cell++) {
        const own = category[cell % SIGNATURES]!;
        // A hand already holds its category: never worth less than that.
        const prior = Math.max(own, groupMean);
        next[cell] = (sums[cell]! + prior * options.prior) / (counts[cell]! + options.prior);
      }
    }
    table = next;
    setValueTable(table);
  }
  return table;
}

/** Learns with the defaults and writes valueTable.ts to stdout. */
export function printValueTable(options: LearnOptions = LEARN_DEFAULTS): void {
  const table = learnValueTable(options);
  const scaled = Array.from(table, (v) => Math.round(v * 1000));
  const bytes = new Uint8Array(new Uint16Array(scaled).buffer);
  const base64 = Buffer.from(bytes).toString('base64');
  const lines = base64.match(/.{1,100}/gu) ?? [];
  process.stdout.write(
    [
      '/**',
      ' * The learned value table of value.ts: expected final category (x1000, as',
      ' * little-endian 16-bit integers, base64) per (turns left 1..6, signature).',
      ' * Generated by learn.ts; do not edit by hand.',
      ` * Options: ${JSON.stringify(options)}`,
      ' */',
      '',
      "import { SIGNATURES } from './features.js';",
      '',
      `export const LEARNED_TURNS = ${LEARNED_TURNS};`,
      '',
      'const DATA =',
      lines.map((line) => `  '${line}'`).join(' +\n') + ';',
      '',
      'export function learnedValues(): Float64Array {',
      "  const bytes = Uint8Array.from(atob(DATA), (c) => c.charCodeAt(0));",
      '  const scaled = new Uint16Array(bytes.buffer, 0, LEARNED_TURNS * SIGNATURES);',
      '  return Float64Array.from(scaled, (v) => v / 1000);',
      '}',
      '',
    ].join('\n'),
  );
}
