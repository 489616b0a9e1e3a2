/**
 * Bots that think on a worker thread, so a hard bot's 50-100 ms of search
 * never holds up anyone's screen or key presses: the host's thread only
 * sends the bot's own view across and waits for the answer.
 *
 * Under the tests (TypeScript sources, no built worker file) the bot decides
 * in this thread instead; so it does if the worker cannot be started or
 * fails, since a slow answer is better than a stuck game.
 */

import { Worker } from 'node:worker_threads';
import { chooseBotAction, type BotLevel } from '../bots/index.js';
import type { Action } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import type { BotDecider } from '../table/index.js';

export interface BotRequest {
  readonly id: number;
  readonly level: BotLevel;
  readonly view: PlayerView;
  readonly seed: number;
}

export type BotReply =
  | { readonly id: number; readonly action: Action; readonly error?: undefined }
  | { readonly id: number; readonly error: string; readonly action?: undefined };

export interface WorkerDecider {
  readonly decide: BotDecider;
  /** Whether decisions are made on a worker thread (false: in this thread). */
  readonly onWorker: boolean;
  close(): Promise<void>;
}

/** Beside this module: dist/bot-worker.js next to the bundle, dist/remote/bot-worker.js in the library. */
export function defaultBotWorkerUrl(): URL {
  return new URL('./bot-worker.js', import.meta.url);
}

export function inThreadDecider(): WorkerDecider {
  return { decide: chooseBotAction, onWorker: false, close: async () => undefined };
}

export function workerDecider(url: URL = defaultBotWorkerUrl()): WorkerDecider {
  if (import.meta.url.endsWith('.ts')) return inThreadDecider();
  let worker: Worker | null = null;
  let broken = false;
  let nextId = 1;
  const pending = new Map<number, { request: BotRequest; resolve: (action: Action) => void }>();

  const inThread = (request: BotRequest): Action => chooseBotAction(request.level, request.view, request.seed);
  const failAll = (): void => {
    broken = true;
    worker = null;
    for (const { request, resolve } of pending.values()) resolve(inThread(request));
    pending.clear();
  };
  const start = (): Worker | null => {
    if (worker !== null || broken) return worker;
    try {
      const started = new Worker(url);
      started.on('message', (reply: BotReply) => {
        const entry = pending.get(reply.id);
        if (!entry) return;
        pending.delete(reply.id);
        entry.resolve(reply.action ?? inThread(entry.request));
      });
      started.on('error', failAll);
      started.on('exit', () => {
        if (worker === started) failAll();
      });
      // An idle worker does not keep the host alive.
      started.unref();
      worker = started;
    } catch {
      broken = true;
    }
    return worker;
  };

  return {
    onWorker: true,
    decide: (level, view, seed) => {
      const request: BotRequest = { id: nextId++, level, view, seed };
      const target = start();
      if (target === null) return inThread(request);
      return new Promise<Action>((resolve) => {
        pending.set(request.id, { request, resolve });
        target.postMessage(request);
      });
    },
    close: async () => {
      const current = worker;
      worker = null;
      broken = true;
      if (current !== null) await current.terminate();
    },
  };
}
