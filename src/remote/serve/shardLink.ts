/**
 * Starting shards (shard.ts): on worker threads in the server, or in this
 * thread behind the same messages where no worker can load (the tests run
 * the TypeScript sources).
 */

import { Worker } from 'node:worker_threads';
import type { MainToShard, ShardConfig, ShardLink, ShardToMain } from './protocol.js';
import { Shard, type ShardDeps } from './shard.js';

/** Beside this module: dist/shard-worker.js next to the bundle. */
function defaultShardWorkerUrl(): URL {
  return new URL('./shard-worker.js', import.meta.url);
}

/**
 * A shard on a worker thread of its own; resolves once it is ready. Its
 * young generation may grow larger than the main thread's: a shard draws
 * many screens, and a small one is collected far too often.
 */
export function workerShard(config: ShardConfig, url: URL = defaultShardWorkerUrl()): Promise<ShardLink> {
  const worker = new Worker(url, { workerData: config, resourceLimits: { maxYoungGenerationSizeMb: 64 } });
  const handlers: ((message: ShardToMain) => void)[] = [];
  return new Promise((resolve, reject) => {
    const failed = (error: unknown): void => reject(error instanceof Error ? error : new Error(String(error)));
    worker.once('error', failed);
    worker.once('exit', (code) => failed(new Error(`the shard thread ended (${code}) before it was ready`)));
    worker.on('message', (message: ShardToMain | { readonly type: 'ready' }) => {
      if (message.type === 'ready') {
        worker.off('error', failed);
        worker.removeAllListeners('exit');
        const failures: ((why: string) => void)[] = [];
        let ended = false;
        const fail = (why: string): void => {
          if (ended) return;
          ended = true;
          for (const handler of failures) handler(why);
        };
        worker.on('error', (error) => fail(error instanceof Error ? error.message : String(error)));
        worker.on('exit', (code) => fail(`exit code ${code}`));
        resolve({
          post: (next) => worker.postMessage(next),
          onMessage: (handler) => handlers.push(handler),
          onFailure: (handler) => failures.push(handler),
          terminate: async () => {
            ended = true;
            await worker.terminate();
          },
        });
        return;
      }
      for (const handler of handlers) handler(message);
    });
  });
}

/**
 * A shard in this thread: the same messages, each delivered after the code
 * that sent it (as a port would). `fail` plays a thread that dies: from then
 * on nothing more goes either way.
 */
export function localShard(config: ShardConfig, deps: ShardDeps = {}): ShardLink & { readonly shard: Shard; fail(why: string): void } {
  const handlers: ((message: ShardToMain) => void)[] = [];
  const failures: ((why: string) => void)[] = [];
  let dead = false;
  const shard = new Shard(
    config,
    (message) =>
      queueMicrotask(() => {
        if (!dead) handlers.forEach((handler) => handler(message));
      }),
    deps,
  );
  return {
    shard,
    post: (message: MainToShard) =>
      queueMicrotask(() => {
        if (!dead) shard.handle(message);
      }),
    onMessage: (handler) => handlers.push(handler),
    onFailure: (handler) => failures.push(handler),
    fail: (why) => {
      dead = true;
      for (const handler of failures) handler(why);
    },
    terminate: async () => undefined,
  };
}
