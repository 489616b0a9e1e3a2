/**
 * A worker thread of the server's (a shard: shard.ts; or a screen thread:
 * screenHost.ts) behind plain messages: started, ready once it says so,
 * and failed when it ends without being terminated. The same shape, with
 * the messages handed over in this thread, serves where no worker can load
 * (the tests run the TypeScript sources).
 */

import { Worker } from 'node:worker_threads';

export interface WorkerLink<In, Out> {
  post(message: In): void;
  onMessage(handler: (message: Out) => void): void;
  /** The thread ended without being terminated (a fault): `why` says how. */
  onFailure(handler: (why: string) => void): void;
  /** Ends the thread. */
  terminate(): Promise<void>;
}

/**
 * A worker thread from `url` with `workerData`; resolves once it posts
 * `{ type: 'ready' }`. Its young generation may grow larger than the main
 * thread's: a thread that draws many screens collects a small one far too
 * often.
 */
export function startWorker<In, Out>(url: URL, workerData: unknown, what: string): Promise<WorkerLink<In, Out>> {
  const worker = new Worker(url, { workerData, resourceLimits: { maxYoungGenerationSizeMb: 64 } });
  const handlers: ((message: Out) => void)[] = [];
  return new Promise((resolve, reject) => {
    const failed = (error: unknown): void => reject(error instanceof Error ? error : new Error(String(error)));
    worker.once('error', failed);
    worker.once('exit', (code) => failed(new Error(`the ${what} thread ended (${code}) before it was ready`)));
    worker.on('message', (message: Out | { readonly type: 'ready' }) => {
      if ((message as { readonly type?: unknown }).type === 'ready') {
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
      for (const handler of handlers) handler(message as Out);
    });
  });
}

/**
 * The same messages in this thread, each delivered after the code that
 * sent it (as a port would): `handle` gets what is posted, and is given
 * what posts back. `fail` plays a thread that dies: from then on nothing
 * more goes either way.
 */
export function inThreadLink<In, Out>(start: (post: (message: Out) => void) => (message: In) => void): WorkerLink<In, Out> & { fail(why: string): void } {
  const handlers: ((message: Out) => void)[] = [];
  const failures: ((why: string) => void)[] = [];
  let dead = false;
  const handle = start((message) =>
    queueMicrotask(() => {
      if (!dead) handlers.forEach((handler) => handler(message));
    }),
  );
  return {
    post: (message) =>
      queueMicrotask(() => {
        if (!dead) handle(message);
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
