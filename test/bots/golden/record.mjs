// Records the golden decisions of test/bots/golden.test.ts: every level's
// action on a fixed set of positions, each stored as the deciding seat's
// PlayerView (so the fixture does not depend on how a game seed deals).
// Run on the built code (npm run build) only when play is meant to change:
//   node test/bots/golden/record.mjs > test/bots/golden/decisions.json
// With --same-positions it decides again on the positions already recorded
// (so a change of one level's play shows only in that level's decisions,
// even if the engine now deals the recorded seeds differently):
//   node test/bots/golden/record.mjs --same-positions > decisions.json.new && mv decisions.json.new test/bots/golden/decisions.json
import { readFileSync } from 'node:fs';
import { applyAction, legalActions, newGame } from '../../../dist/core/game.js';
import { Rng } from '../../../dist/core/random.js';
import { playerView } from '../../../dist/core/view.js';
import { BOT_LEVELS, chooseBotAction } from '../../../dist/bots/index.js';

function randomAction(state, rng, shiftBias) {
  const actions = legalActions(state);
  const shifts = actions.filter((a) => a.type === 'shift');
  const others = actions.filter((a) => a.type !== 'shift');
  if (shifts.length > 0 && (others.length === 0 || rng.next() < shiftBias)) return shifts[rng.int(shifts.length)];
  return others[rng.int(others.length)];
}

const positions = [];
if (process.argv.includes('--same-positions')) {
  const recorded = JSON.parse(readFileSync(new URL('./decisions.json', import.meta.url), 'utf8'));
  for (const { botSeed, view } of recorded.positions) {
    const decisions = {};
    for (const level of BOT_LEVELS) decisions[level] = chooseBotAction(level, view, botSeed);
    positions.push({ botSeed, view, decisions });
  }
}
const rng = Rng.fromSeed(20261123);
for (let i = 0; i < 56 && positions.length < 56; i++) {
  const players = 2 + (i % 3);
  const rounds = 2 + rng.int(6);
  const config = {
    players: ['Ann', 'Bob', 'Cy', 'Dee'].slice(0, players),
    rounds,
    seed: 1000 + i,
    tiebreak: i % 4 === 3 ? 'kickers' : 'category',
    strictOrder: i % 7 === 5,
  };
  let state = newGame(config);
  // Every eighth position plays on with many shifts until the pile has been rebuilt.
  const reshuffle = i % 8 === 6;
  const target = reshuffle ? Infinity : rng.int(players * rounds * 2);
  for (let a = 0; a < target; a++) {
    const next = applyAction(state, randomAction(state, rng, reshuffle ? 0.95 : 0.5)).state;
    if (next.finished) break;
    state = next;
    if (reshuffle && state.log.some((e) => e.type === 'reshuffled') && a % 5 === 0) break;
  }
  const view = playerView(state, state.currentPlayer);
  const botSeed = (rng.next() * 4294967296) >>> 0;
  const decisions = {};
  for (const level of BOT_LEVELS) decisions[level] = chooseBotAction(level, view, botSeed);
  positions.push({ botSeed, view, decisions });
}
// One position per line, so a change of play shows as a readable diff.
process.stdout.write(`{"positions": [\n${positions.map((p) => JSON.stringify(p)).join(',\n')}\n]}\n`);
