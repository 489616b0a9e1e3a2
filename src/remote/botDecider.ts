/**
 * Bots that think on a worker thread, so a hard bot's 50-100 ms of search
 * never holds up anyone's screen or key presses: the host's thread only
 * sends the bot's own view across and waits for the answer. A player's hint
 * (the hard player's suggestion for their seat) is worked out there too.
 *
 * Under the tests (TypeScript sources, no built worker file) the bot decides
 * in this thread instead; so it does if the worker cannot be started or
 * fails, since a slow answer is better than a stuck game.
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
  /** Whether decisions are made on a worker thread (false: in this thread). */
  readonly onWorker: boolean;
  close(): Promise<void>;
}

/** Beside this module: dist/bot-worker.js next to the bundle, dist/remote/bot-worker.js in the library. */
export function defaultBotWorkerUrl(): URL {
  return new URL('./bot-worker.js', import.meta.url);
}

export function inThreadDecider(): WorkerDecider {
  return { decide: chooseBotAction, suggest: lazyHint, onWorker: false, close: async () => undefined };
}

export function workerDecider(url: URL = defaultBotWorkerUrl()): WorkerDecider {
  if (import.meta.url.endsWith('.ts')) return inThreadDecider();
  let worker: Worker | null = null;
  let broken = false;
  let nextId = 1;
  /** Each request's answer: called with the worker's reply, or with null when the worker is gone (then it is worked out here). */
  const pending = new Map<number, (reply: BotReply | null) => void>();

  const failAll = (): void => {
    broken = true;
    worker = null;
    for (const answer of pending.values()) answer(null);
    pending.clear();
  };
  const start = (): Worker | null => {
    if (worker !== null || broken) return worker;
    try {
      const started = new Worker(url);
      started.on('message', (reply: BotReply) => {
        const answer = pending.get(reply.id);
        if (!answer) return;
        pending.delete(reply.id);
        answer(reply);
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
  /** Sends `request` to the worker; `fromReply` reads the answer, `here` works it out in this thread instead. */
  const ask = <T,>(request: BotRequest, fromReply: (reply: BotReply) => T | undefined, here: () => T | Promise<T>): T | Promise<T> => {
    const target = start();
    if (target === null) return here();
    return new Promise<T>((resolve, reject) => {
      pending.set(request.id, (reply) => {
        const answer = reply === null ? undefined : fromReply(reply);
        if (answer !== undefined) resolve(answer);
        else Promise.resolve().then(here).then(resolve, reject);
      });
      target.postMessage(request);
    });
  };

  return {
    onWorker: true,
    decide: (level, view, seed) =>
      ask<Action>({ id: nextId++, level, view, seed }, (reply) => reply.action, () => chooseBotAction(level, view, seed)),
    suggest: async (view) => ask<Suggestion>({ id: nextId++, kind: 'hint', view }, (reply) => reply.suggestion, () => lazyHint(view)),
    close: async () => {
      const current = worker;
      worker = null;
      broken = true;
      if (current !== null) await current.terminate();
    },
  };
}
