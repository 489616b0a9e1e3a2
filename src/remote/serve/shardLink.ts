/**
 * Starting shards (shard.ts): on worker threads in the server, or in this
 * thread behind the same messages where no worker can load (the tests run
 * the TypeScript sources).
 */

import { Worker } from 'node:worker_threads';
import type { MainToShard, ShardConfig, ShardLink, ShardToMain } from './protocol.js';
import { Shard, type ShardDeps } from './shard.js';

/** Beside this module: dist/shard-worker.js next to the bundle. */
export function defaultShardWorkerUrl(): URL {
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
        resolve({
          post: (next) => worker.postMessage(next),
          onMessage: (handler) => handlers.push(handler),
          terminate: async () => {
            await worker.terminate();
          },
        });
        return;
      }
      for (const handler of handlers) handler(message);
    });
  });
}

/** A shard in this thread: the same messages, each delivered after the code that sent it (as a port would). */
export function localShard(config: ShardConfig, deps: ShardDeps = {}): ShardLink & { readonly shard: Shard } {
  const handlers: ((message: ShardToMain) => void)[] = [];
  const shard = new Shard(config, (message) => queueMicrotask(() => handlers.forEach((handler) => handler(message))), deps);
  return {
    shard,
    post: (message: MainToShard) => queueMicrotask(() => shard.handle(message)),
    onMessage: (handler) => handlers.push(handler),
    terminate: async () => undefined,
  };
}
