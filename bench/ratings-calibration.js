// How well the ratings (dist/record/ratings.js) measure the computer
// players: matches of mixed levels (random, easy, medium, hard; 2 to 4
// seats, the levels drawn at random for each seat, so a level may sit more
// than once) are played on the table (dist/table) like any saved match, and
// their records are rated one after another by `rateMatch`, the step of the
// fold every rating comes from. It checks two things:
//
// - Order: the levels' ratings come out random < easy < medium < hard,
//   although nothing tells the fold how strong a level is.
// - Calibration: before each match is rated, each seat's chance of finishing
//   first is predicted from the ratings so far, in each of four ways
//   (openskill's `predictWin`; Plackett-Luce's first place; `winChances`,
//   Thurstone-Mosteller's first place; the same with first places shared
//   within a margin learnt from the matches before); the predictions are bucketed in
//   tenths (0-0.1, 0.1-0.2, ...) and in each the mean prediction is set
//   against the share of firsts observed (a first place shared by k counts
//   1/k, so observed shares add up to one per match like the predictions).
//   The target: within 0.03 in every tenth. Beside each, how many tenths
//   noise alone would leave within it, were the predictions exact.
//
// Match i is fixed by the seed and i alone (its seats and its table seed),
// so the outcome does not depend on the number of workers; only the time
// does. A match whose seats are all one level is no rating event (one
// player) and is left out of both checks.
//
// `--records <file>` keeps the records: written there (one JSON line each,
// after a line of the options) when the file is absent, read from it
// instead of playing when it is there, so the ways of predicting can be
// compared again without playing the matches again.
//
//   node bench/ratings-calibration.js [--matches 2000] [--games 1] [--rounds 7] [--seed calibration] [--workers N] [--records file.jsonl]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { predictWin, rating } from 'openskill';
import { botNames, chooseBotAction } from '../dist/bots/index.js';
import { deriveHash, deriveSeed } from '../dist/core/seed.js';
import { NO_RATINGS, displayRating, foldRatings, rateMatch, ratingEvent, winChances } from '../dist/record/ratings.js';
import { Table } from '../dist/table/index.js';
import { environment, formatCount } from './harness.js';

const LEVELS = ['random', 'easy', 'medium', 'hard'];
const MAX_SEATS = 4;
/** The target: observed share of firsts within this of the mean prediction, in every tenth. */
const TARGET = 0.03;
/** A tenth with fewer predictions than this is reported as having few samples. */
const FEW = 100;
/** Matches a worker plays per task. */
const CHUNK = 20;
/** The worker's mark, so that a script importing this file is not mistaken for one. */
const WORKER = 'ratings-calibration';
/** When match 0 starts; each match a minute after the one before, so they end in order. */
const EPOCH = Date.UTC(2026, 0, 1);

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}

function wholeOption(name, fallback, min = 1) {
  const value = Number(option(name, fallback));
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} needs a whole number of at least ${min}`);
  return value;
}

/** Match `index`'s levels, seat by seat: 2 to 4 seats, each level drawn alike. */
function lineupOf(seed, index) {
  const [count, ...draws] = deriveHash(seed, 'calibration-lineup', index);
  const seats = 2 + (count % (MAX_SEATS - 1));
  const more = deriveHash(seed, 'calibration-lineup-more', index);
  return [...draws, ...more].slice(0, seats).map((draw) => LEVELS[draw % LEVELS.length]);
}

/** Plays match `index` on a table to its end: its record. */
async function playMatch({ seed, games, rounds }, index) {
  const levels = lineupOf(seed, index);
  const names = botNames(levels);
  const seats = levels.map((level, seat) => ({ kind: 'bot', name: names[seat], level }));
  let clock = EPOCH + index * 60_000;
  const started = Table.start(
    { seats, rounds, games, seed: deriveSeed(seed, 'calibration-match', index) },
    { now: () => clock++, newSeed: () => deriveSeed(seed, 'calibration-unused', index), decide: chooseBotAction },
  );
  if (!started.ok) throw new Error(`match ${index} did not start: ${JSON.stringify(started.error)}`);
  const table = started.value;
  while (table.phase !== 'matchOver') {
    if (table.phase === 'betweenGames') table.nextGame(table.version);
    else await table.playBot(table.version);
  }
  return table.toRecord();
}

if (!isMainThread && workerData?.mark === WORKER) {
  parentPort.on('message', async (task) => {
    if (task === null) process.exit(0);
    const records = [];
    for (let index = task.first; index < task.first + task.count; index++) records.push(await playMatch(workerData.setup, index));
    parentPort.postMessage({ first: task.first, records });
  });
}

/** Every match's record, in match order, played on `workers` threads. */
async function playAll(setup, matches, workers, onProgress) {
  const records = new Array(matches);
  const tasks = [];
  for (let first = 0; first < matches; first += CHUNK) tasks.push({ first, count: Math.min(CHUNK, matches - first) });
  let done = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, tasks.length) }, () => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { mark: WORKER, setup } });
      return new Promise((resolve, reject) => {
        const next = () => {
          const task = tasks.shift();
          if (task === undefined) {
            worker.postMessage(null);
            resolve();
          } else worker.postMessage(task);
        };
        worker.on('message', ({ first, records: played }) => {
          played.forEach((record, offset) => (records[first + offset] = record));
          done += played.length;
          onProgress(done);
          next();
        });
        worker.on('error', reject);
        next();
      });
    }),
  );
  return records;
}

/**
 * Writes the records to `file`, one JSON line each, after a first line
 * saying how they were played.
 */
function writeRecords(file, setup, records) {
  const lines = [JSON.stringify({ ...setup, matches: records.length }), ...records.map((record) => JSON.stringify(record))];
  writeFileSync(file, `${lines.join('\n')}\n`);
}

/** The records written by `writeRecords`, checked to be the ones these options would play. */
function readRecords(file, setup, matches) {
  const [head, ...lines] = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  const saved = JSON.parse(head);
  const wanted = { ...setup, matches };
  for (const key of Object.keys(wanted)) {
    if (saved[key] !== wanted[key]) throw new Error(`${file} holds matches played with --${key} ${saved[key]}, not ${wanted[key]}`);
  }
  if (lines.length !== matches) throw new Error(`${file} holds ${lines.length} records, not ${matches}`);
  return lines.map((line) => JSON.parse(line));
}

/** openskill's performance noise (its default beta): a player's showing in one match is their mu give or take this. */
const BETA = 25 / 6;
/** Samples of the showings per prediction in `sharedFirsts`. */
const SHOWINGS = 300;
/** `sharedFirsts` learns its margin and noise again after this many matches. */
const RELEARN = 150;

/**
 * The ways of predicting each seat's chance of finishing first that are
 * compared: from the seats' ratings (`{ mu, sigma }`, one per seat), or
 * from the ratings so far and the seats' players.
 */
const PREDICTIONS = [
  {
    name: "openskill's predictWin (the mean of the pairwise chances)",
    chances: (players) => predictWin(players.map((player) => [rating({ mu: player.mu, sigma: player.sigma })])),
  },
  {
    name: "Plackett-Luce's first place: exp(mu/c) / Σ exp(mu/c), c as openskill's PL model (√Σ(sigma² + beta²))",
    chances: (players) => {
      const c = Math.sqrt(players.reduce((sum, player) => sum + player.sigma ** 2 + BETA ** 2, 0));
      const top = Math.max(...players.map((player) => player.mu));
      const weights = players.map((player) => Math.exp((player.mu - top) / c));
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      return weights.map((weight) => weight / total);
    },
  },
  {
    name: 'Thurstone-Mosteller first place (winChances): each showing normal around mu with variance sigma² + beta², the chance of the highest',
    chances: (_players, ratings, ids) => winChances(ratings, ids),
  },
  sharedFirsts(),
];

/**
 * A deterministic stream of standard normal numbers (Box-Muller over a
 * linear congruential generator), so that a run gives the same figures on
 * any machine.
 */
function normals(seed) {
  let state = seed;
  const uniform = () => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    return (state + 0.5) / 0x80000000;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

/**
 * The chances of `winChances`' model, but with first places shared as the
 * game shares them: showings within `margin` of the best share first, and a
 * first shared by k counts 1/k, as the observed firsts do. The margin and
 * the match noise (beta) are not chosen: they are learnt from the matches
 * rated before, every `RELEARN` matches, as the pair (from a small grid)
 * that would have predicted those matches best (the least log loss), so
 * that no prediction has seen its own match. Sampled (`SHOWINGS` draws of
 * the showings per match, fixed once per match).
 */
function sharedFirsts() {
  const margins = [0, 2, 4, 6, 8];
  const betas = [BETA, 5, 6, 7];
  const seen = [];
  let learnt = { beta: BETA, margin: 0 };
  const draw = normals(20261129);
  const predict = ({ players, draws }, { beta, margin }) => {
    const seats = players.length;
    const spreads = players.map((player) => Math.sqrt(player.sigma ** 2 + beta ** 2));
    const shares = players.map(() => 0);
    const showing = new Array(seats);
    for (let sample = 0; sample < SHOWINGS; sample++) {
      let best = -Infinity;
      for (let seat = 0; seat < seats; seat++) {
        showing[seat] = players[seat].mu + spreads[seat] * draws[sample * seats + seat];
        best = Math.max(best, showing[seat]);
      }
      const sharing = showing.filter((value) => value >= best - margin).length;
      for (let seat = 0; seat < seats; seat++) if (showing[seat] >= best - margin) shares[seat] += 1 / sharing;
    }
    // Never quite 0: a seat may win where no sample of it did.
    return shares.map((share) => Math.max(share, 0.5) / SHOWINGS);
  };
  const lossOf = (chances, observed) => observed.reduce((sum, share, seat) => (share > 0 ? sum - share * Math.log(chances[seat]) : sum), 0);
  return {
    name: `Thurstone-Mosteller with shared firsts: showings within a margin of the best share first; margin and beta learnt from the matches before (every ${RELEARN})`,
    chances(players) {
      // Called once a match, after `seen` of the one before.
      if (seen.length > 0 && seen.length % RELEARN === 0) {
        let least = Infinity;
        for (const beta of betas) {
          for (const margin of margins) {
            const loss = seen.reduce((sum, match) => sum + lossOf(predict(match, { beta, margin }), match.observed), 0);
            if (loss < least) [least, learnt] = [loss, { beta, margin }];
          }
        }
      }
      const match = { players, draws: Float64Array.from({ length: SHOWINGS * players.length }, draw) };
      this.pending = match;
      return predict(match, learnt);
    },
    seen(observed) {
      seen.push({ ...this.pending, observed });
    },
    learnt: () => learnt,
  };
}

/**
 * How many tenths a prediction as good as can be would have within the
 * target on these matches: the winners drawn from the predictions
 * themselves, `runs` times. Noise alone makes some tenths miss: this is the
 * most the target can ask of 2,000 matches.
 */
function noiseCeiling(predicted, runs = 1000) {
  const uniform = (() => {
    let state = 7;
    return () => {
      state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
      return state / 0x80000000;
    };
  })();
  let total = 0;
  let everyTenth = 0;
  for (let run = 0; run < runs; run++) {
    const buckets = emptyBuckets();
    for (const chances of predicted) {
      const sum = chances.reduce((a, b) => a + b, 0);
      let left = uniform() * sum;
      const winner = chances.findIndex((chance) => (left -= chance) < 0);
      chances.forEach((chance, seat) => {
        const bucket = buckets[Math.min(9, Math.floor(chance * 10))];
        bucket.count++;
        bucket.predicted += chance;
        bucket.observed += seat === (winner === -1 ? chances.length - 1 : winner) ? 1 : 0;
      });
    }
    const within = buckets.filter((bucket) => bucket.count === 0 || Math.abs(bucket.observed / bucket.count - bucket.predicted / bucket.count) <= TARGET).length;
    total += within;
    if (within === 10) everyTenth++;
  }
  return { meanWithin: total / runs, everyTenth: everyTenth / runs };
}

function emptyBuckets() {
  return Array.from({ length: 10 }, () => ({ count: 0, predicted: 0, observed: 0 }));
}

/**
 * Rates `records` one after another: before each, every seat's predicted
 * chance of finishing first (from the ratings so far) by each of
 * `predictions`, and whether it did, in tenths of prediction, overall and
 * by number of seats. A level on several seats is one prediction per seat,
 * each from the level's rating.
 */
function calibrate(records, predictions) {
  let ratings = NO_RATINGS;
  const results = predictions.map(() => ({ overall: emptyBuckets(), bySeats: new Map(), loss: 0, predicted: [] }));
  let rated = 0;
  for (const record of records) {
    const event = ratingEvent(record);
    if (event !== null) {
      rated++;
      const ids = event.players.map((player) => player.id);
      const players = ids.map((id) => ratings.players.get(id) ?? rating());
      const firsts = event.players.filter((player) => player.place === 1).length;
      const seats = event.players.length;
      predictions.forEach((prediction, which) => {
        const chances = prediction.chances(players, ratings, ids);
        const { overall, bySeats, predicted } = results[which];
        predicted.push(chances);
        prediction.seen?.(event.players.map((player) => (player.place === 1 ? 1 / firsts : 0)));
        if (!bySeats.has(seats)) bySeats.set(seats, emptyBuckets());
        event.players.forEach((player, seat) => {
          const chance = chances[seat];
          const observed = player.place === 1 ? 1 / firsts : 0;
          const tenth = Math.min(9, Math.floor(chance * 10));
          if (observed > 0) results[which].loss -= observed * Math.log(chance);
          for (const buckets of [overall, bySeats.get(seats)]) {
            buckets[tenth].count++;
            buckets[tenth].predicted += chance;
            buckets[tenth].observed += observed;
          }
        });
      });
    }
    ratings = rateMatch(ratings, record).ratings;
  }
  return { ratings, results, rated };
}

function printTable(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/** The tenths as rows; the number of tenths with samples that miss the target, and of those with few samples. */
function printBuckets(buckets) {
  let missed = 0;
  let missedFew = 0;
  const rows = buckets.flatMap((bucket, tenth) => {
    if (bucket.count === 0) return [];
    const predicted = bucket.predicted / bucket.count;
    const observed = bucket.observed / bucket.count;
    const difference = observed - predicted;
    const within = Math.abs(difference) <= TARGET;
    const few = bucket.count < FEW;
    if (!within && few) missedFew++;
    else if (!within) missed++;
    const se = Math.sqrt((predicted * (1 - predicted)) / bucket.count);
    return [
      [
        `${(tenth / 10).toFixed(1)}-${((tenth + 1) / 10).toFixed(1)}`,
        formatCount(bucket.count),
        predicted.toFixed(3),
        observed.toFixed(3),
        `${difference >= 0 ? '+' : '−'}${Math.abs(difference).toFixed(3)}`,
        `±${se.toFixed(3)}`,
        `${within ? 'yes' : 'no'}${few ? ' (few samples)' : ''}`,
      ],
    ];
  });
  printTable(['predicted', 'predictions', 'mean predicted', 'observed firsts', 'difference', 'noise (1 SE)', `within ${TARGET}`], rows);
  return { missed, missedFew };
}

async function main() {
  const matches = wholeOption('matches', 2000);
  const games = wholeOption('games', 1);
  const rounds = wholeOption('rounds', 7, 2);
  const seed = option('seed', 'calibration');
  const workers = wholeOption('workers', Math.max(1, Math.min(2, os.availableParallelism?.() ?? os.cpus().length)));
  const setup = { seed, games, rounds };
  console.log(
    `Ratings calibration: ${formatCount(matches)} matches of ${games} game(s), ${rounds} rounds, 2-${MAX_SEATS} seats of random levels; seed ${seed}; ${workers} worker(s); ${environment()}`,
  );
  const started = performance.now();
  let shown = 0;
  const recordsFile = option('records', undefined);
  const reuse = recordsFile !== undefined && existsSync(recordsFile);
  const records = reuse
    ? readRecords(recordsFile, setup, matches)
    : await playAll(setup, matches, workers, (done) => {
        if (done - shown >= matches / 10 || done === matches) {
          shown = done;
          process.stderr.write(`  ${formatCount(done)} / ${formatCount(matches)} matches played (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
        }
      });
  if (recordsFile !== undefined && !reuse) writeRecords(recordsFile, setup, records);
  const playedSeconds = (performance.now() - started) / 1000;
  const { ratings, results, rated } = calibrate(records, PREDICTIONS);

  // The same fold: rating one match at a time equals foldRatings over the records.
  const folded = foldRatings(records);
  const same = [...folded.players.values()].every((player) => {
    const step = ratings.players.get(player.id);
    return step !== undefined && step.mu === player.mu && step.sigma === player.sigma;
  });

  console.log(
    `\n${reuse ? `Read from ${recordsFile}` : `Played in ${playedSeconds.toFixed(0)} s`}; ${formatCount(rated)} matches rated (${formatCount(matches - rated)} with one level on every seat are no rating event).`,
  );
  console.log(`foldRatings over the records gives the ratings rated one at a time: ${same ? 'yes' : 'NO'}\n`);
  console.log('The levels (found from results alone):');
  const levels = LEVELS.map((level) => ratings.players.get(`bot:${level}`)).filter((player) => player !== undefined);
  printTable(
    ['level', 'rating', 'mu', 'sigma', 'matches', 'won'],
    levels.map((player) => [player.bot, String(displayRating(player)), player.mu.toFixed(2), player.sigma.toFixed(2), formatCount(player.matches), formatCount(player.wins)]),
  );
  const ordered = levels.length === LEVELS.length && levels.every((player, index) => index === 0 || player.mu > levels[index - 1].mu);
  console.log(`Ordered random < easy < medium < hard: ${ordered ? 'yes' : 'NO'}\n`);

  console.log(
    "Calibration: each seat's predicted chance of finishing first (before the match is rated) against the share of firsts observed, by tenth of prediction, for each way of predicting it:",
  );
  PREDICTIONS.forEach((prediction, which) => {
    const { overall, bySeats, loss } = results[which];
    console.log(`\n== ${prediction.name}\n`);
    const { missed, missedFew } = printBuckets(overall);
    console.log(`Tenths missing ${TARGET}: ${missed}${missedFew > 0 ? ` (and ${missedFew} with few samples)` : ''}`);
    console.log(`Log loss (minus the log of the chance given to the winner, a shared first weighted): ${(loss / rated).toFixed(3)} a match`);
    if (prediction.learnt !== undefined) console.log(`Learnt at the end: margin ${prediction.learnt().margin}, beta ${prediction.learnt().beta.toFixed(2)}`);
    const ceiling = noiseCeiling(results[which].predicted);
    console.log(
      `Noise alone: winners drawn from these predictions themselves (1,000 times) have ${ceiling.meanWithin.toFixed(1)} tenths within ${TARGET} on average, all 10 in ${(ceiling.everyTenth * 100).toFixed(0)} % of draws`,
    );
    for (const seats of [...bySeats.keys()].sort()) {
      console.log(`\n${seats} seats:`);
      printBuckets(bySeats.get(seats));
    }
  });
}

if (isMainThread) await main();
