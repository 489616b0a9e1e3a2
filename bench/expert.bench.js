// The expert level against hard, and the ceiling it is measured against,
// with the headless simulator on the built code (run `npm run build` first;
// `npm run bench` does).
//
//   node bench/expert.bench.js [--games N] [--games-3p N] [--games-4p N]
//     [--games-medium N] [--ceiling-games N] [--workers N] [--seed S] [--quick]
//
// - expert vs hard heads-up, 7 rounds, seats alternating (default 300
//   games; the targets are stated for 2,000: `--games 2000`): expert's
//   points per game with its 95% interval, wins/ties/losses, and its
//   decision times (mean and 99th percentile), against the targets (at least
//   0.57 points per game with the lower bound above 0.54; mean <= 50 ms,
//   p99 <= 150 ms).
// - expert among hards: 3 and 4 players (default: half as many games each).
// - expert vs medium (default: as many games as vs hard).
// - The ceiling (dist/sim/ceiling.js: a player that sees every card, for
//   measurement only) vs hard on the same deals (default 100 games), and
//   expert's share of the distance from hard (0.5) to it.
// Any count may be 0 to leave that part out.
import { performance } from 'node:perf_hooks';
import { ROUNDS, defaultWorkers, option, playAll, printTable, printTargets } from './botGames.js';

const quick = process.argv.includes('--quick');
const games = option('games', quick ? 20 : 300, 0);
const seed = option('seed', 2030);
const workers = option('workers', defaultWorkers());
const matchups = [
  { name: 'expert vs hard', players: ['expert', 'hard'], games },
  { name: 'expert, hard, hard', players: ['expert', 'hard', 'hard'], games: option('games-3p', Math.ceil(games / 2), 0) },
  { name: 'expert, hard, hard, hard', players: ['expert', 'hard', 'hard', 'hard'], games: option('games-4p', Math.ceil(games / 2), 0) },
  { name: 'expert vs medium', players: ['expert', 'medium'], games: option('games-medium', games, 0) },
  // The lineup names hard for the seat the ceiling takes.
  { name: 'ceiling vs hard', players: ['hard', 'hard'], ceiling: true, games: option('ceiling-games', quick ? 4 : 100, 0) },
].filter((matchup) => matchup.games > 0);

console.log(`node ${process.version}, ${workers} worker thread(s); ${ROUNDS} rounds, seed ${seed}`);
const started = performance.now();
const results = await playAll(matchups, seed, workers);

console.log('');
console.log('Points per game of the first seat of each lineup (expert, or the ceiling), decision times of that seat:');
const first = (name) => results.find(({ matchup }) => matchup.name === name)?.summary.results[0];
printTable([
  ['lineup', 'games', 'even share', 'points/game', '95% CI', 'W/T/L', 'mean ms', 'p99 ms'],
  ...results.map(({ matchup, summary }) => {
    const [entry] = summary.results;
    const losses = summary.gamesPlayed - entry.wins - entry.ties;
    return [
      matchup.name,
      String(summary.gamesPlayed),
      (1 / matchup.players.length).toFixed(3),
      entry.pointsPerGame.toFixed(3),
      `[${entry.ci95[0].toFixed(3)}, ${entry.ci95[1].toFixed(3)}]`,
      `${entry.wins}/${entry.ties}/${losses}`,
      entry.meanDecisionMs.toFixed(1),
      entry.p99DecisionMs.toFixed(1),
    ];
  }),
]);

const expert = first('expert vs hard');
const ceiling = first('ceiling vs hard');
if (expert && ceiling) {
  console.log('');
  console.log(
    `Share of the distance from hard to the ceiling: (${expert.pointsPerGame.toFixed(3)} - 0.5) / (${ceiling.pointsPerGame.toFixed(3)} - 0.5) = ` +
      `${((expert.pointsPerGame - 0.5) / (ceiling.pointsPerGame - 0.5)).toFixed(2)}`,
  );
}
if (expert) {
  console.log('');
  console.log(`Targets (${games} games${games < 2000 ? '; stated for 2,000' : ''}):`);
  printTargets('expert', 'hard', expert, 0.57, 0.54);
}
console.log('');
console.log(`Total ${((performance.now() - started) / 1000).toFixed(0)} s.`);
