/**
 * Bots that think on worker threads, so a hard bot's 50-100 ms of search
 * never holds up anyone's screen or key presses: the thread that draws the
 * screens only sends the bot's own view across and waits for the answer. A
 * player's hint (the hard player's suggestion for their seat) is worked out
 * there too. The host needs one thread; a server of many tables a pool of
 * them (`threads`), each request going to the thread with the fewest
 * requests waiting.
 *
 * Under the tests (TypeScript sources, no built worker file) the bot decides
 * in this thread instead, unless a test names the built worker file itself;
 * so it does if a worker cannot be started or fails, since a slow answer is
 * better than a stuck game.
 */

import { Worker } from 'node:worker_threads';
import { chooseBotAction, type BotLevel } from '../bots/index.js';
import type { Suggestion } from '../bots/suggest.js';
import { lazyHint } from '../bots/lazyHint.js';
import type { Action } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import type { BotDecider } from '../table/index.js';

export type BotRequest =
  | { readonly id: number; readonly kind?: 'decide'; readonly level: BotLevel; readonly view: PlayerView; readonly seed: number }
  | { readonly id: number; readonly kind: 'hint'; readonly view: PlayerView };

export type BotReply =
  | { readonly id: number; readonly action: Action; readonly suggestion?: undefined; readonly error?: undefined }
  | { readonly id: number; readonly suggestion: Suggestion; readonly action?: undefined; readonly error?: undefined }
  | { readonly id: number; readonly error: string; readonly action?: undefined; readonly suggestion?: undefined };

export interface WorkerDecider {
  readonly decide: BotDecider;
  /** The hint for the seat of `view` (its own view, on its turn). */
  readonly suggest: (view: PlayerView) => Promise<Suggestion>;
  /** Whether decisions are made on worker threads (false: in this thread). */
  readonly onWorker: boolean;
  /** How many worker threads are running now. */
  readonly threads: () => number;
  close(): Promise<void>;
}

/** Beside this module: dist/bot-worker.js next to the bundle, dist/remote/bot-worker.js in the library. */
function defaultBotWorkerUrl(): URL {
  return new URL('./bot-worker.js', import.meta.url);
}

export function inThreadDecider(): WorkerDecider {
  return { decide: chooseBotAction, suggest: lazyHint, onWorker: false, threads: () => 0, close: async () => undefined };
}

export interface WorkerDeciderOptions {
  /** The worker's entry file (default: beside this module). Given explicitly, it is used even from the TypeScript sources. */
  readonly url?: URL;
  /** Worker threads in the pool (default 1). */
  readonly threads?: number;
}

interface PoolThread {
  readonly worker: Worker;
  /** Each waiting request's answer: called with the worker's reply, or with null when the worker is gone. */
  readonly pending: Map<number, (reply: BotReply | null) => void>;
}

export function workerDecider(options: WorkerDeciderOptions = {}): WorkerDecider {
  if (options.url === undefined && import.meta.url.endsWith('.ts')) return inThreadDecider();
  const url = options.url ?? defaultBotWorkerUrl();
  const size = Math.max(1, Math.floor(options.threads ?? 1));
  const threads: (PoolThread | null)[] = Array.from({ length: size }, () => null);
  let closed = false;
  let broken = false;
  let nextId = 1;

  /** A worker that failed answers nothing more: its waiting requests are worked out here, and a new one takes its place. */
  const lose = (index: number, thread: PoolThread): void => {
    if (threads[index] !== thread) return;
    threads[index] = null;
    for (const answer of thread.pending.values()) answer(null);
    thread.pending.clear();
  };
  const start = (index: number): PoolThread | null => {
    const running = threads[index];
    if (running !== null && running !== undefined) return running;
    if (closed || broken) return null;
    try {
      const thread: PoolThread = { worker: new Worker(url), pending: new Map() };
      thread.worker.on('message', (reply: BotReply) => {
        const answer = thread.pending.get(reply.id);
        if (!answer) return;
        thread.pending.delete(reply.id);
        answer(reply);
      });
      thread.worker.on('error', () => lose(index, thread));
      thread.worker.on('exit', () => lose(index, thread));
      // An idle worker does not keep the program alive.
      thread.worker.unref();
      threads[index] = thread;
      return thread;
    } catch {
      // No worker can be started here (a missing file, a sandbox): every bot thinks in this thread.
      broken = true;
      return null;
    }
  };
  /** The thread with the fewest requests waiting (a thread not started yet counts as idle). */
  const leastBusy = (): PoolThread | null => {
    let best = 0;
    for (let index = 1; index < size; index++) {
      if ((threads[index]?.pending.size ?? 0) < (threads[best]?.pending.size ?? 0)) best = index;
    }
    return start(best);
  };
  /** Sends `request` to a worker; `fromReply` reads the answer, `here` works it out in this thread instead. */
  const ask = <T>(request: BotRequest, fromReply: (reply: BotReply) => T | undefined, here: () => T | Promise<T>): T | Promise<T> => {
    const target = leastBusy();
    if (target === null) return here();
    return new Promise<T>((resolve, reject) => {
      target.pending.set(request.id, (reply) => {
        const answer = reply === null ? undefined : fromReply(reply);
        if (answer !== undefined) resolve(answer);
        else Promise.resolve().then(here).then(resolve, reject);
      });
      target.worker.postMessage(request);
    });
  };

  return {
    onWorker: true,
    decide: (level, view, seed) =>
      ask<Action>(
        { id: nextId++, level, view, seed },
        (reply) => reply.action,
        () => chooseBotAction(level, view, seed),
      ),
    suggest: async (view) =>
      ask<Suggestion>(
        { id: nextId++, kind: 'hint', view },
        (reply) => reply.suggestion,
        () => lazyHint(view),
      ),
    threads: () => threads.filter((thread) => thread !== null).length,
    close: async () => {
      closed = true;
      const running = threads.splice(0).filter((thread): thread is PoolThread => thread !== null);
      for (const thread of running) {
        for (const answer of thread.pending.values()) answer(null);
        thread.pending.clear();
      }
      await Promise.all(running.map((thread) => thread.worker.terminate()));
    },
  };
}
