// evaluateHand against two other JavaScript poker evaluators, on the same
// pre-generated random five-card hands:
// - phe: its fastest public five-card entry point, evaluateCardCodes(codes),
//   with the card codes prepared before timing. For reference only, also
//   phe's internal lib/evaluator5 (five numbers, no array), which is not part
//   of its public API.
// - pokersolver: Hand.solve(['As', 'Td', ...]) on pre-built strings. It is
//   about a hundred times slower, so it gets fewer hands.
// Every timed loop sums its results into a checksum so no work can be
// optimised away. Target: evaluateHand at least 3x phe.
//
//   node bench/evaluate.bench.js [--hands N] [--reps N]
import { createRequire } from 'node:module';
import { DECK, Rng, evaluateHand, HAND_CATEGORIES } from '../dist/index.js';
import { environment, formatCount, measure, printRows } from './harness.js';

const require = createRequire(import.meta.url);
const phe = require('phe');
const pheEvaluate5 = require('phe/lib/evaluator5.js');
const { Hand } = require('pokersolver');

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}
const HANDS = option('hands', 1_000_000);
const SOLVER_HANDS = Math.min(HANDS, option('solver-hands', 20_000));
const REPS = option('reps', 7);
const SEED = 20240601;

// --- the hands ------------------------------------------------------------
// Five distinct cards each, from a seeded partial Fisher-Yates shuffle.
const rng = Rng.fromSeed(SEED);
const indexes = Array.from({ length: 52 }, (_, i) => i);
const handIndexes = new Uint8Array(HANDS * 5);
for (let h = 0; h < HANDS; h++) {
  for (let k = 0; k < 5; k++) {
    const j = k + rng.int(52 - k);
    const tmp = indexes[k];
    indexes[k] = indexes[j];
    indexes[j] = tmp;
    handIndexes[h * 5 + k] = indexes[k];
  }
}

// Each library gets the hands in its own input format, converted up front.
const PHE_SUIT = { S: 0, H: 1, D: 2, C: 3 };
const SOLVER_RANK = { 10: 'T', 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };
const pheCode = DECK.map((card) => (card.rank - 2) * 4 + PHE_SUIT[card.suit]);
const solverText = DECK.map((card) => (SOLVER_RANK[card.rank] ?? String(card.rank)) + card.suit.toLowerCase());

const ourHands = new Array(HANDS);
const pheHands = new Array(HANDS);
const pheFlat = new Int32Array(HANDS * 5);
const solverHands = new Array(SOLVER_HANDS);
for (let h = 0; h < HANDS; h++) {
  const ids = handIndexes.subarray(h * 5, h * 5 + 5);
  ourHands[h] = Array.from(ids, (i) => DECK[i]);
  pheHands[h] = Array.from(ids, (i) => pheCode[i]);
  for (let k = 0; k < 5; k++) pheFlat[h * 5 + k] = pheCode[ids[k]];
  if (h < SOLVER_HANDS) solverHands[h] = Array.from(ids, (i) => solverText[i]);
}

// --- sanity: the three agree on the categories ------------------------------
// phe scores 1..7462 (best first); pokersolver ranks 1 (high card) .. 9 (straight flush).
function pheCategory(score) {
  if (score === 1) return 9; // royal flush
  if (score <= 10) return 8;
  if (score <= 166) return 7;
  if (score <= 322) return 6;
  if (score <= 1599) return 5;
  if (score <= 1609) return 4;
  if (score <= 2467) return 3;
  if (score <= 3325) return 2;
  if (score <= 6185) return 1;
  return 0;
}
for (let h = 0; h < SOLVER_HANDS; h++) {
  const ours = evaluateHand(ourHands[h]);
  const theirs = pheCategory(phe.evaluateCardCodes(pheHands[h]));
  const solver = Hand.solve(solverHands[h]).rank - 1;
  if (ours !== theirs || Math.min(ours, 8) !== solver) {
    throw new Error(`evaluators disagree on ${solverHands[h].join(' ')}: ${ours} / ${theirs} / ${solver}`);
  }
}

// --- the timed loops (one function per evaluator keeps each call site monomorphic) ---
function runOurs() {
  let sum = 0;
  for (let h = 0; h < HANDS; h++) sum += evaluateHand(ourHands[h]);
  return sum;
}
function runPhe() {
  let sum = 0;
  for (let h = 0; h < HANDS; h++) sum += phe.evaluateCardCodes(pheHands[h]);
  return sum;
}
function runPheInternal() {
  let sum = 0;
  for (let k = 0; k < HANDS * 5; k += 5) {
    sum += pheEvaluate5(pheFlat[k], pheFlat[k + 1], pheFlat[k + 2], pheFlat[k + 3], pheFlat[k + 4]);
  }
  return sum;
}
function runSolver() {
  let sum = 0;
  for (let h = 0; h < SOLVER_HANDS; h++) sum += Hand.solve(solverHands[h]).rank;
  return sum;
}

const ours = measure(runOurs, { reps: REPS });
const pheResult = measure(runPhe, { reps: REPS });
const pheInternal = measure(runPheInternal, { reps: REPS });
const solver = measure(runSolver, { warmups: 1, reps: 3 });

const rate = (result, hands) => hands / result.median;
const oursRate = rate(ours, HANDS);
const pheRate = rate(pheResult, HANDS);
const pheInternalRate = rate(pheInternal, HANDS);
const solverRate = rate(solver, SOLVER_HANDS);

console.log(`${environment()}; ${formatCount(HANDS)} random hands (seed ${SEED}), median of ${REPS} timed runs after 2 warm-ups`);
const categories = new Array(10).fill(0);
for (let h = 0; h < HANDS; h++) categories[evaluateHand(ourHands[h])] += 1;
console.log(`hands by category: ${categories.map((n, i) => `${HAND_CATEGORIES[i]} ${n}`).join(', ')}`);
printRows([
  ['evaluateHand (shift-poker)', `${formatCount(oursRate)} evaluations/s   (best run ${formatCount(HANDS / ours.best)}, checksum ${ours.checksum})`],
  ['phe evaluateCardCodes', `${formatCount(pheRate)} evaluations/s   (best run ${formatCount(HANDS / pheResult.best)}, checksum ${pheResult.checksum})`],
  ['phe lib/evaluator5 (internal)', `${formatCount(pheInternalRate)} evaluations/s   (best run ${formatCount(HANDS / pheInternal.best)}, checksum ${pheInternal.checksum})`],
  [
    `pokersolver Hand.solve (first ${formatCount(SOLVER_HANDS)} hands only, median of 3)`,
    `${formatCount(solverRate)} evaluations/s   (best run ${formatCount(SOLVER_HANDS / solver.best)}, checksum ${solver.checksum})`,
  ],
]);
printRows([
  ['ratio evaluateHand / phe evaluateCardCodes', `${(oursRate / pheRate).toFixed(2)}x`],
  ['ratio evaluateHand / phe internal evaluator5', `${(oursRate / pheInternalRate).toFixed(2)}x`],
  ['ratio evaluateHand / pokersolver', `${(oursRate / solverRate).toFixed(1)}x`],
]);
const met = oursRate >= 3 * pheRate;
console.log(`target evaluateHand >= 3x phe (evaluateCardCodes): ${met ? 'MET' : 'NOT MET'} (${(oursRate / pheRate).toFixed(2)}x)`);
