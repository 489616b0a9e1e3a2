// The expert level against hard, and the ceiling it is measured against,
// with the headless simulator on the built code (run `npm run build` first;
// `npm run bench` does).
//
//   node bench/expert.bench.js [--games N] [--games-3p N] [--games-4p N]
//     [--games-medium N] [--ceiling-games N] [--variant-horizon H]
//     [--variant-ismcts [--ismcts-depth D] [--ismcts-c C] [--ismcts-budget T]
//       [--ismcts-widen W] [--ismcts-fresh-deals]]
//     [--workers N] [--seed S] [--quick]
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
// - With --variant-horizon H, a candidate too: the expert's reading and
//   budget, but H turns played after its own and the rest judged by the
//   learned outlook (H = 4: the hard player's look-ahead) instead of every
//   future played to the end, against hard on the same deals and seats as the
//   expert vs hard games, and the difference of the two game by game (the
//   paired difference, with its standard error). A running figure goes to
//   standard error as the games come in.
// - With --variant-ismcts, the candidate is the information-set tree search
//   (dist/bots/ismcts.js) instead, compared the same way. Options left out
//   keep its defaults (ISMCTS_DEFAULTS): a tree of depth D (1: the action
//   to choose, 2: the whole turn), exploration constant C hundredths (70:
//   0.70), T simulated turns per decision, W visits of a second-action node
//   before it tries more than the playout policy's action; with
//   --ismcts-fresh-deals every iteration deals anew instead of the n-th
//   visit of every action playing on the n-th deal.
// Any count may be 0 to leave that part out.
import { performance } from 'node:perf_hooks';
import { ROUNDS, defaultWorkers, option, playAll, printTable, printTargets } from './botGames.js';

const quick = process.argv.includes('--quick');
const games = option('games', quick ? 20 : 300, 0);
const seed = option('seed', 2030);
const workers = option('workers', defaultWorkers());
const variantHorizon = option('variant-horizon', 0, 1);
const ismcts = process.argv.includes('--variant-ismcts');
if (ismcts && variantHorizon > 0) throw new Error('--variant-horizon and --variant-ismcts: one candidate at a time');
// Only the options given: the rest are the candidate's defaults (ISMCTS_DEFAULTS).
const ismctsOptions = Object.fromEntries(
  [
    ['depth', option('ismcts-depth', 0, 1)],
    ['exploration', option('ismcts-c', 0, 1) / 100],
    ['turnBudget', option('ismcts-budget', 0, 1)],
    ['widenAfter', option('ismcts-widen', 0, 1)],
  ].filter(([, value]) => value > 0),
);
if (process.argv.includes('--ismcts-fresh-deals')) ismctsOptions.commonDeals = false;
const variant = ismcts
  ? { name: `ismcts ${Object.keys(ismctsOptions).length > 0 ? JSON.stringify(ismctsOptions) : '(defaults)'} vs hard`, ismctsOptions }
  : variantHorizon > 0
    ? { name: `expert (horizon ${variantHorizon}) vs hard`, expertOptions: { horizon: variantHorizon } }
    : null;
const variantName = variant?.name;
const matchups = [
  { name: 'expert vs hard', players: ['expert', 'hard'], games },
  { ...variant, players: ['expert', 'hard'], games: variant ? games : 0 },
  { name: 'expert, hard, hard', players: ['expert', 'hard', 'hard'], games: option('games-3p', Math.ceil(games / 2), 0) },
  { name: 'expert, hard, hard, hard', players: ['expert', 'hard', 'hard', 'hard'], games: option('games-4p', Math.ceil(games / 2), 0) },
  { name: 'expert vs medium', players: ['expert', 'medium'], games: option('games-medium', games, 0) },
  // The lineup names hard for the seat the ceiling takes.
  { name: 'ceiling vs hard', players: ['hard', 'hard'], ceiling: true, games: option('ceiling-games', quick ? 4 : 100, 0) },
].filter((matchup) => matchup.games > 0);

console.log(`node ${process.version}, ${workers} worker thread(s); ${ROUNDS} rounds, seed ${seed}`);
const started = performance.now();
const results = await playAll(matchups, seed, workers, variant ? runningPaired() : undefined);

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
const variantResult = results.find(({ matchup }) => matchup.name === variantName);
if (variantResult) {
  const base = results.find(({ matchup }) => matchup.name === 'expert vs hard');
  const { mean, se } = pairedDifference(variantResult.points, base.points);
  console.log('');
  console.log(
    `Paired over the same ${variantResult.points.length} deals: ${variantName.replace(' vs hard', '')} minus expert = ${mean.toFixed(3)} ` +
      `(SE ${se.toFixed(3)}, ${se > 0 ? (mean / se).toFixed(1) : '-'} SE; 95% interval [${(mean - 1.96 * se).toFixed(3)}, ${(mean + 1.96 * se).toFixed(3)}])`,
  );
  console.log('');
  console.log('Targets of the candidate:');
  printTargets(variantName.replace(' vs hard', ''), 'hard', variantResult.summary.results[0], 0.57, 0.54);
}
if (expert) {
  console.log('');
  console.log(`Targets (${games} games${games < 2000 ? '; stated for 2,000' : ''}):`);
  printTargets('expert', 'hard', expert, 0.57, 0.54);
}
console.log('');
console.log(`Total ${((performance.now() - started) / 1000).toFixed(0)} s.`);

/** The mean of a[i] - b[i] and its standard error. */
function pairedDifference(a, b) {
  const n = Math.min(a.length, b.length);
  if (n === 0) return { mean: 0, se: 0 };
  let sum = 0;
  let sumOfSquares = 0;
  for (let i = 0; i < n; i++) {
    const d = a[i] - b[i];
    sum += d;
    sumOfSquares += d * d;
  }
  const mean = sum / n;
  const variance = n > 1 ? (sumOfSquares - n * mean * mean) / (n - 1) : 0;
  return { mean, se: Math.sqrt(Math.max(0, variance) / n) };
}

/** A progress callback: once both lineups have played a range of games, the figures so far (to standard error). */
function runningPaired() {
  const [baseIndex, variantIndex] = [0, 1];
  const byRange = new Map();
  const base = [];
  const variant = [];
  return (part, task) => {
    if (task.matchup !== baseIndex && task.matchup !== variantIndex) return;
    const pair = byRange.get(task.firstGame) ?? {};
    pair[task.matchup === baseIndex ? 'base' : 'variant'] = part.points;
    byRange.set(task.firstGame, pair);
    if (!pair.base || !pair.variant) return;
    base.push(...pair.base);
    variant.push(...pair.variant);
    const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const { mean: d, se } = pairedDifference(variant, base);
    console.error(
      `${base.length} deals: candidate ${mean(variant).toFixed(3)}, expert ${mean(base).toFixed(3)}, ` +
        `difference ${d.toFixed(3)} (SE ${se.toFixed(3)}) [${((performance.now() - started) / 1000).toFixed(0)} s]`,
    );
  };
}
