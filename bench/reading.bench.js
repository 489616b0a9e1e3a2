// How well each reading of the others' hidden cards finds the pair they
// really hold (run `npm run build` first; `npm run bench` does): heads-up
// 7-round games of two hard players and of two medium players; at the first
// action of every turn the seat to move weighs the other seat's possible
// pairs by the hard player's reading (opponents.ts, 'turnEnds') and by the
// expert's (reading.ts, 'actions'). Printed: the geometric mean, over those
// positions, of the true pair's weight share divided by the uniform share
// (1 would be no better than guessing), overall and by round.
//
//   node bench/reading.bench.js [--games N]   (default 80 games of each)
import { applyAction, newGame, playerView } from '../dist/index.js';
import { chooseBotAction } from '../dist/bots/index.js';
import { readKnowledge } from '../dist/bots/knowledge.js';
import { cardIndex } from '../dist/core/cards.js';
import { option, printTable } from './botGames.js';

const games = option('games', 80);

/** The weight share of the pair (a, b) among all pairs of `odds`. */
function share(odds, a, b) {
  const total = odds.cumulative[odds.cumulative.length - 1];
  for (let p = 0; p < odds.first.length; p++) {
    if ((odds.first[p] === a && odds.second[p] === b) || (odds.first[p] === b && odds.second[p] === a)) {
      return (odds.cumulative[p] - (p > 0 ? odds.cumulative[p - 1] : 0)) / total;
    }
  }
  throw new Error('the true pair is missing');
}

const rows = [['players', 'reading', 'positions', 'all rounds', ...[1, 2, 3, 4, 5, 6, 7].map((round) => `round ${round}`)]];
for (const level of ['hard', 'medium']) {
  // Per reading: the sum of log ratios and the count, overall (index 0) and by round.
  const sums = { turnEnds: new Array(8).fill(0), actions: new Array(8).fill(0) };
  const counts = new Array(8).fill(0);
  for (let game = 0; game < games; game++) {
    const seed = `reading bench ${game}`;
    let state = newGame({ players: ['Ann', 'Ben'], rounds: 7, seed });
    while (!state.finished) {
      const me = state.currentPlayer;
      const view = playerView(state, me);
      if (state.actionsTaken === 0) {
        const [a, b] = state.players[1 - me].hidden.map(cardIndex);
        for (const reading of ['turnEnds', 'actions']) {
          const odds = readKnowledge(view, reading).odds?.[0];
          if (!odds) continue;
          const logRatio = Math.log(share(odds, a, b) * odds.first.length);
          sums[reading][0] += logRatio;
          sums[reading][state.round] += logRatio;
        }
        if (readKnowledge(view, 'turnEnds').odds) {
          counts[0]++;
          counts[state.round]++;
        }
      }
      state = applyAction(state, chooseBotAction(level, view, game * 2 + me)).state;
    }
  }
  for (const reading of ['turnEnds', 'actions']) {
    const mean = (i) => (counts[i] > 0 ? Math.exp(sums[reading][i] / counts[i]).toFixed(1) : '-');
    rows.push([`${level} vs ${level}`, reading, String(counts[0]), mean(0), ...[1, 2, 3, 4, 5, 6, 7].map(mean)]);
  }
}
console.log(`Weight of the true hidden pair over the uniform weight (geometric mean), ${games} games each:`);
printTable(rows, [0, 1]);
