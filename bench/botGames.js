// Games between computer players for the benchmarks, on a pool of worker
// threads (this file is not a benchmark itself: bench/run.js only runs files
// ending in .bench.js). Games are played in fixed ranges of game numbers, so
// the results do not depend on the number of workers; only the times do. A
// matchup with `ceiling: true` seats the player that sees every card
// (dist/sim/ceiling.js, for measurement only) in place of its first level;
// one with `expertOptions` seats an expert searching with those options
// (EXPERT_DEFAULTS overridden) in place of its first level, and one with
// `ismctsOptions` the tree-search candidate (dist/bots/ismcts.js,
// ISMCTS_DEFAULTS overridden). Each chunk also
// returns the first entry's points in each of its games, so that two
// matchups on the same seed can be compared game by game (the same deals,
// the same seats).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { EXPERT_DEFAULTS, chooseExpert } from '../dist/bots/expert.js';
import { ISMCTS_DEFAULTS, chooseIsmcts } from '../dist/bots/ismcts.js';
import { playerView } from '../dist/core/view.js';
import { simulateCeilingGames } from '../dist/sim/ceiling.js';
import { addTally, byLevel, emptyTally, simulateGames, summarize } from '../dist/sim/simulate.js';

export const ROUNDS = 7;
const CHUNK = 25;
/** The worker's mark, so that a benchmark importing this file is not mistaken for one. */
const WORKER = 'bench-bot-games';

if (!isMainThread && workerData === WORKER) {
  // A worker: play the ranges of games it is sent, one after another.
  parentPort.on('message', (task) => {
    if (task === null) {
      process.exit(0);
    }
    const started = performance.now();
    const setup = setupOf(task.players, task.seed);
    const range = { first: task.firstGame, count: task.games };
    const decide = task.expertOptions
      ? candidateFirst(setup, (view, seed) => chooseExpert(view, seed, { ...EXPERT_DEFAULTS, ...task.expertOptions }))
      : task.ismctsOptions
        ? candidateFirst(setup, (view, seed) => chooseIsmcts(view, seed, { ...ISMCTS_DEFAULTS, ...task.ismctsOptions }))
        : byLevel(setup);
    const tally = emptyTally(task.players.length);
    const points = [];
    for (let g = range.first; g < range.first + range.count; g++) {
      const one = task.ceiling ? simulateCeilingGames(setup, { first: g, count: 1 }) : simulateGames(setup, { first: g, count: 1 }, decide);
      const [first] = one.entries;
      points.push(first.wins + first.sharedWins.reduce((sum, count, k) => (count > 0 ? sum + count / k : sum), 0));
      addTally(tally, one);
    }
    parentPort.postMessage({ id: task.id, tally, points, elapsedMs: performance.now() - started });
  });
}

/** The first entry a candidate deciding with `choose(view, seed)`, the others their levels. */
function candidateFirst(setup, choose) {
  const levels = byLevel(setup);
  return (entry, state, seat, seed) => (entry === 0 ? choose(playerView(state, seat), seed) : levels(entry, state, seat, seed));
}

function setupOf(players, seed) {
  return { players, seed: String(seed), rounds: ROUNDS, tiebreak: 'category', strictOrder: false };
}

/** A whole-number command-line option `--name N` of at least `min`, or `fallback`. */
export function option(name, fallback, min = 1) {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} needs a whole number of at least ${min}`);
  return value;
}

/** Worker threads by default: one per core, at most 2. */
export function defaultWorkers() {
  return Math.max(1, Math.min(2, os.availableParallelism?.() ?? os.cpus().length));
}

export function fmt(entry) {
  return `${entry.pointsPerGame.toFixed(3)} [${entry.ci95[0].toFixed(3)}, ${entry.ci95[1].toFixed(3)}]`;
}

export /** Plays every matchup in chunks of games on a pool of workers; returns the tally and summary of each matchup. */
async function playAll(matchups, seed, workerCount, onPart = () => {}) {
  const tasks = [];
  matchups.forEach((matchup, index) => {
    for (let first = 0; first < matchup.games; first += CHUNK) {
      tasks.push({
        id: tasks.length,
        matchup: index,
        players: matchup.players,
        ceiling: matchup.ceiling === true,
        expertOptions: matchup.expertOptions,
        ismctsOptions: matchup.ismctsOptions,
        seed,
        firstGame: first,
        games: Math.min(CHUNK, matchup.games - first),
      });
    }
  });
  // Slow pairings (with hard) first, so the pool does not end on one long tail;
  // among equally slow ones the same games of each in turn, so that matchups
  // compared game by game are so from early on.
  const cost = (task) => (task.ceiling ? 1000 : task.players.includes('hard') || task.players.includes('expert') ? 100 : 1) * task.players.length;
  const queue = [...tasks].sort((a, b) => cost(b) - cost(a) || a.firstGame - b.firstGame || a.id - b.id);
  const done = new Map();
  const progress = process.stderr.isTTY;

  await new Promise((resolve, reject) => {
    let active = 0;
    const workers = [];
    const feed = (worker) => {
      const task = queue.shift();
      if (!task) {
        worker.postMessage(null);
        return;
      }
      worker.postMessage(task);
    };
    for (let w = 0; w < Math.min(workerCount, tasks.length); w++) {
      const worker = new Worker(new URL(import.meta.url), { workerData: WORKER });
      workers.push(worker);
      active++;
      worker.on('message', (part) => {
        done.set(part.id, part);
        onPart(part, tasks[part.id], done);
        if (progress) process.stderr.write(`\r${done.size}/${tasks.length} chunks of games done`);
        feed(worker);
      });
      worker.on('error', reject);
      worker.on('exit', () => {
        active--;
        if (active === 0) {
          if (progress) process.stderr.write('\r\u001B[K');
          resolve();
        }
      });
      feed(worker);
    }
  });

  return matchups.map((matchup, index) => {
    const parts = tasks.filter((task) => task.matchup === index).map((task) => done.get(task.id));
    const tally = emptyTally(matchup.players.length);
    for (const part of parts) addTally(tally, part.tally);
    // Chunks of one matchup may have run in parallel: games per second from the summed play time.
    const playMs = parts.reduce((sum, part) => sum + part.elapsedMs, 0);
    const points = parts.flatMap((part) => part.points);
    return { matchup, tally, points, summary: summarize(tally, { setup: setupOf(matchup.players, seed), games: matchup.games, elapsedMs: playMs }) };
  });
}

export /** Prints rows as aligned columns; the columns in `left` are left-aligned, the others right-aligned. */
function printTable(rows, left = [0]) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows) {
    console.log(
      row
        .map((text, i) => (left.includes(i) ? text.padEnd(widths[i]) : text.padStart(widths[i])))
        .join('  ')
        .trimEnd(),
    );
  }
}

/**
 * The strength and speed targets of a level against another, met or missed:
 * at least `points` per game with the lower 95% bound above `lowerBound`,
 * and decisions of at most 50 ms on average and 150 ms at the 99th percentile.
 */
export function printTargets(level, opponent, entry, points, lowerBound) {
  printTable(
    [
      [
        entry.pointsPerGame >= points && entry.ci95[0] > lowerBound ? 'met' : 'MISSED',
        `${level} vs ${opponent} >= ${points.toFixed(2)}, lower 95% bound > ${lowerBound.toFixed(2)}`,
        fmt(entry),
      ],
      [entry.meanDecisionMs <= 50 ? 'met' : 'MISSED', `${level}: mean decision <= 50 ms`, `${entry.meanDecisionMs.toFixed(1)} ms`],
      [entry.p99DecisionMs <= 150 ? 'met' : 'MISSED', `${level}: p99 decision <= 150 ms`, `${entry.p99DecisionMs.toFixed(1)} ms`],
    ],
    [0, 1],
  );
}
