// How long a hint takes (the hard player's suggestion from the asking
// seat's view, src/bots/hint.ts): positions of 7-round games with 2 and 4
// players, from the deal to late in the game, each timed once after the
// code has been warmed up on other positions. A hint is worked out on the
// screen's thread in a game at one keyboard (behind a spinner), so this is
// how long that thread is busy.
//
//   node bench/hint.bench.js [--positions N]
import { applyAction, legalActions, newGame, playerView } from '../dist/index.js';
import { hintFor } from '../dist/bots/hint.js';
import { environment } from './harness.js';

const at = process.argv.indexOf('--positions');
const POSITIONS = at === -1 ? 60 : Number(process.argv[at + 1]);

/** A position of a 7-round game after `actions` actions (fewer if it would end), picked without randomness. */
function position(players, seed, actions) {
  let state = newGame({ players: ['Ann', 'Ben', 'Cid', 'Dee'].slice(0, players), rounds: 7, seed: `hint bench ${seed}` });
  for (let i = 0; i < actions; i++) {
    const legal = legalActions(state);
    const next = applyAction(state, legal[(i * 7 + seed) % legal.length]).state;
    if (next.finished) break;
    state = next;
  }
  return playerView(state, state.currentPlayer);
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

for (let i = 0; i < 10; i++) hintFor(position(3, 1000 + i, i * 4));
const rows = [['players', 'positions', 'median ms', 'p95 ms', 'max ms']];
for (const players of [2, 4]) {
  const times = [];
  for (let p = 0; p < POSITIONS; p++) {
    const view = position(players, p, (p * 5) % (players * 7 * 2 - 1));
    const start = performance.now();
    hintFor(view);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  rows.push([String(players), String(times.length), quantile(times, 0.5).toFixed(1), quantile(times, 0.95).toFixed(1), times.at(-1).toFixed(1)]);
}
console.log(`${environment()}; hintFor on the positions of 7-round games, one timing each after 10 warm-up hints`);
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
for (const row of rows) console.log(row.map((cell, column) => cell.padStart(widths[column])).join('  '));
