/**
 * The entry file of a simulation worker thread (see pool.ts): claims game
 * indices from the shared counter until none is left, and sends the tally of
 * its finished games every FLUSH_MS and at the end, so a stopped run loses at
 * most that much of each worker's play.
 */

import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerInput, WorkerMessage } from './pool.js';
import { emptyTally, playGame } from './simulate.js';

const FLUSH_MS = 50;

if (parentPort === null) throw new Error('sim-worker.js runs only as a worker thread');
const port = parentPort;
const { setup, games, nextGame } = workerData as WorkerInput;
const counter = new Int32Array(nextGame);
const players = setup.players.length;

let tally = emptyTally(players);
let lastFlush = performance.now();
const flush = (): void => {
  if (tally.games === 0) return;
  const message: WorkerMessage = { kind: 'tally', tally };
  // Hand the histograms over instead of copying them.
  port.postMessage(
    message,
    tally.entries.map((entry) => entry.decisions.buckets.buffer as ArrayBuffer),
  );
  tally = emptyTally(players);
  lastFlush = performance.now();
};

for (;;) {
  const index = Atomics.add(counter, 0, 1);
  if (index >= games) break;
  playGame(setup, index, tally);
  if (performance.now() - lastFlush >= FLUSH_MS) flush();
}
flush();
const done: WorkerMessage = { kind: 'done' };
port.postMessage(done);
