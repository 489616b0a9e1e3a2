/**
 * The writes of what is kept beside each table (a table file, or the
 * store's row), in order per table: a later write never lands before an
 * earlier one. Each write resolves with why it failed, or null.
 */

import { errnoOf } from '../../record/load.js';
import type { SaveFailure } from './tables.js';

export interface WriteQueue {
  /** Runs `work` for table `code` after the writes queued before it; `where` names what it writes, for a failure. */
  enqueue(code: string, where: string, work: () => Promise<void>): Promise<SaveFailure | null>;
  /** Resolves once every write queued so far is done. */
  flush(): Promise<void>;
}

export function writeQueue(): WriteQueue {
  const queues = new Map<string, Promise<SaveFailure | null>>();
  return {
    enqueue(code, where, work) {
      const next = (queues.get(code) ?? Promise.resolve(null)).then(work).then(
        () => null,
        (error: unknown): SaveFailure => ({ file: where, errno: errnoOf(error) }),
      );
      queues.set(code, next);
      void next.then(() => {
        if (queues.get(code) === next) queues.delete(code);
      });
      return next;
    },
    async flush() {
      while (queues.size > 0) await Promise.all([...queues.values()]);
    },
  };
}
