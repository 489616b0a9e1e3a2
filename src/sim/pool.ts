/**
 * Runs the games of a simulation, on worker threads (`runOnWorkers`) or, for
 * tests and tools that cannot start workers, in this thread
 * (`runInThisThread`). Both stop early when the signal is aborted and then
 * return the tally of the games finished so far.
 *
 * The workers claim game indices one at a time from a shared counter, so the
 * load evens out however long each game takes, and every game is still the
 * same game (seed and seating depend on its index only): the tally is the
 * same for any number of workers.
 */

import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { addTally, emptyTally, playGame, type GameSetup, type Tally } from './simulate.js';

export interface RunRequest {
  readonly setup: GameSetup;
  /** Games to play: indices 0 .. games - 1. */
  readonly games: number;
  /** Worker threads to use (at most one per game). */
  readonly jobs: number;
  /** Stops the run early. */
  readonly signal?: AbortSignal;
  /** Called as games finish, with the number finished so far. */
  readonly onProgress?: (gamesDone: number) => void;
}

export interface RunResult {
  /** Fewer games than asked for when the run was stopped. */
  readonly tally: Tally;
  /** Wall-clock time of the whole run, starting the workers included. */
  readonly elapsedMs: number;
}

export type SimulationRunner = (request: RunRequest) => Promise<RunResult>;

/** What a worker gets at its start (workerData). */
export interface WorkerInput {
  readonly setup: GameSetup;
  readonly games: number;
  /** An Int32Array over it holds the next unclaimed game index, shared by all workers. */
  readonly nextGame: SharedArrayBuffer;
}

/** What a worker sends: tallies of the games it finished, then `done` once no game is left. */
export type WorkerMessage = { readonly kind: 'tally'; readonly tally: Tally } | { readonly kind: 'done' };

/**
 * Where the worker's entry file is: next to this module, in the bundle
 * (dist/sim-worker.js beside dist/cli.bundle.js) and in the compiled library
 * (dist/sim/sim-worker.js beside dist/sim/pool.js) alike.
 */
function defaultWorkerUrl(): URL {
  return new URL('./sim-worker.js', import.meta.url);
}

/**
 * Worker threads, except when this module runs from its TypeScript source
 * (the tests), where a worker could not load its entry file: then this thread.
 */
export function defaultRunner(): SimulationRunner {
  return import.meta.url.endsWith('.ts') ? runInThisThread : runOnWorkers;
}

export function runOnWorkers(request: RunRequest, workerUrl: URL = defaultWorkerUrl()): Promise<RunResult> {
  const { setup, games, signal, onProgress } = request;
  const started = performance.now();
  const total = emptyTally(setup.players.length);
  const nextGame = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  const workerData: WorkerInput = { setup, games, nextGame };
  const jobs = Math.max(1, Math.min(request.jobs, games));

  return new Promise<RunResult>((resolve, reject) => {
    const workers: Worker[] = [];
    let running = 0;
    let settled = false;

    const finish = (error: unknown): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      // A worker still playing is stopped where it is; its unsent games are lost.
      void Promise.all(workers.map((worker) => worker.terminate())).then(() => {
        if (error === undefined) resolve({ tally: total, elapsedMs: performance.now() - started });
        else reject(error instanceof Error ? error : new Error(String(error)));
      });
    };
    const onAbort = (): void => finish(undefined);

    if (signal?.aborted) {
      finish(undefined);
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    for (let j = 0; j < jobs && !settled; j++) {
      let worker: Worker;
      try {
        worker = new Worker(workerUrl, { workerData });
      } catch (error) {
        // Stops the workers already started, too.
        finish(error);
        return;
      }
      workers.push(worker);
      running++;
      worker.on('message', (message: WorkerMessage) => {
        if (settled) return;
        if (message.kind === 'tally') {
          addTally(total, message.tally);
          onProgress?.(total.games);
        } else if (--running === 0) {
          finish(undefined);
        }
      });
      worker.on('error', (error) => finish(error));
      worker.on('exit', (code) => {
        if (!settled && code !== 0) finish(new Error(`a simulation worker stopped with exit code ${code}`));
      });
    }
  });
}

/** How long the in-thread runner plays before it lets other work (an abort) in. */
const SLICE_MS = 20;

export async function runInThisThread(request: RunRequest): Promise<RunResult> {
  const { setup, games, signal, onProgress } = request;
  const started = performance.now();
  const tally = emptyTally(setup.players.length);
  let next = 0;
  while (next < games && signal?.aborted !== true) {
    const sliceEnd = performance.now() + SLICE_MS;
    do playGame(setup, next++, tally);
    while (next < games && performance.now() < sliceEnd);
    onProgress?.(tally.games);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { tally, elapsedMs: performance.now() - started };
}
