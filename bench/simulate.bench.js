// How the simulator scales with worker threads: games per second of the same
// run with --jobs 1, 2, 4 and one per core (those up to the number of cores),
// the speed-up over one job and the efficiency (speed-up / jobs). Uses the
// worker pool of the built library (dist/sim/pool.js with dist/sim/sim-worker.js),
// as `shift-poker simulate` does; starting the workers is part of each timing.
// Also checks that every job count gives the same outcome, and shows the CPU
// time per game (all threads), which stays flat if the threads add no work.
//
//   node bench/simulate.bench.js [--games N] [--reps N] [--players medium,easy]
//
// Target: at least 0.8x linear (efficiency >= 0.8) up to 4 cores.
import os from 'node:os';
import { runOnWorkers } from '../dist/sim/pool.js';
import { summarize } from '../dist/sim/simulate.js';
import { environment, formatCount, printRows } from './harness.js';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}
const GAMES = Number(option('games', 3000));
const REPS = Number(option('reps', 3));
const PLAYERS = option('players', 'medium,easy').split(',');
const setup = { players: PLAYERS, seed: 'bench', rounds: 7, tiebreak: 'category', strictOrder: false };
const cores = os.availableParallelism();
const jobCounts = [...new Set([1, 2, 4, cores])].filter((jobs) => jobs <= cores).sort((a, b) => a - b);

/** The outcome of a run without its times: must be the same for every job count. */
function outcome(tally) {
  return JSON.stringify(summarize(tally, { setup, games: GAMES, elapsedMs: 1 }).results.map((e) => [e.wins, e.ties, e.decisions]));
}

/**
 * Games per second for each job count, the median of REPS runs. The job
 * counts take turns run by run, so a change in the machine's other load
 * falls on all of them alike.
 */
async function measureAll() {
  const rates = new Map(jobCounts.map((jobs) => [jobs, []]));
  const cpu = new Map(jobCounts.map((jobs) => [jobs, []]));
  const outcomes = new Map();
  for (let rep = 0; rep < REPS; rep++) {
    for (const jobs of jobCounts) {
      const cpuBefore = process.cpuUsage();
      const { tally, elapsedMs } = await runOnWorkers({ setup, games: GAMES, jobs });
      const cpuUsed = process.cpuUsage(cpuBefore);
      rates.get(jobs).push(GAMES / (elapsedMs / 1000));
      cpu.get(jobs).push((cpuUsed.user + cpuUsed.system) / 1000 / GAMES);
      outcomes.set(jobs, outcome(tally));
    }
  }
  return jobCounts.map((jobs) => {
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    return { jobs, median: median(rates.get(jobs)), cpuMsPerGame: median(cpu.get(jobs)), outcome: outcomes.get(jobs) };
  });
}

console.log(
  `${environment()}, ${cores} cores available (${os.cpus()[0]?.model ?? 'unknown cpu'}); ` +
    `${formatCount(GAMES)} games of ${PLAYERS.join(' vs ')}, 7 rounds, median of ${REPS} runs per job count, taking turns`,
);
// One untimed run, so the first timing does not pay for a cold disk cache.
await runOnWorkers({ setup, games: Math.min(GAMES, 200), jobs: 1 });

const loadBefore = os.loadavg();
const measured = await measureAll();
const base = measured[0].median;
printRows(
  measured.map(({ jobs, median, cpuMsPerGame }) => {
    const speedUp = median / base;
    return [
      `--jobs ${jobs}`,
      `${formatCount(median)} games/s   speed-up ${speedUp.toFixed(2)}x   efficiency ${(speedUp / jobs).toFixed(2)}   ` + `CPU ${cpuMsPerGame.toFixed(2)} ms per game`,
    ];
  }),
);
// Equal CPU time per game means the threads add no work of their own; a
// speed-up below that is the machine's other load taking the cores.
console.log(`load average before: ${loadBefore.map((load) => load.toFixed(2)).join(', ')}`);
const same = measured.every(({ outcome: o }) => o === measured[0].outcome);
console.log(`same outcome for every job count: ${same ? 'yes' : 'NO'}`);
const upTo4 = measured.filter(({ jobs }) => jobs > 1 && jobs <= 4);
const worst = Math.min(...upTo4.map(({ jobs, median }) => median / base / jobs));
if (upTo4.length === 0) console.log('target (>= 0.8x linear up to 4 cores): not measurable on one core');
else {
  const largest = upTo4[upTo4.length - 1].jobs;
  console.log(
    `target (>= 0.8x linear up to 4 cores): ${worst >= 0.8 ? 'met' : 'MISSED'} up to ${largest} (lowest efficiency ${worst.toFixed(2)})` +
      (largest < 4 ? `; only ${cores} cores here` : ''),
  );
}
if (!same) process.exit(1);
