/**
 * Starting shards (shard.ts): on worker threads in the server, or in this
 * thread behind the same messages where no worker can load (the tests run
 * the TypeScript sources).
 */

import type { MainToShard, ShardConfig, ShardLink, ShardToMain } from './protocol.js';
import { Shard, type ShardDeps } from './shard.js';
import { inThreadLink, startWorker } from './workerLink.js';

/** Beside this module: dist/shard-worker.js next to the bundle. */
function defaultShardWorkerUrl(): URL {
  return new URL('./shard-worker.js', import.meta.url);
}

/** A shard on a worker thread of its own; resolves once it is ready. */
export function workerShard(config: ShardConfig, url: URL = defaultShardWorkerUrl()): Promise<ShardLink> {
  return startWorker<MainToShard, ShardToMain>(url, config, 'shard');
}

/** A shard in this thread, behind the same messages (workerLink.ts `inThreadLink`). */
export function localShard(config: ShardConfig, deps: ShardDeps = {}): ShardLink & { readonly shard: Shard; fail(why: string): void } {
  let shard: Shard | null = null;
  const link = inThreadLink<MainToShard, ShardToMain>((post) => {
    const made = new Shard(config, post, deps);
    shard = made;
    return (message) => made.handle(message);
  });
  return { ...link, shard: shard! };
}
