/** A process's lease as it counts it (record/leaseClock.ts). */

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { Worker } from 'node:worker_threads';
import { LEASE_MARGIN_MS, leaseClockOn, monotonicNow } from '../../src/record/leaseClock.js';

describe('the lease clock', () => {
  it('does not run before the first renewal', () => {
    expect(leaseClockOn().running(0)).toBe(false);
  });

  it('runs from a renewal until its sending plus the lease, less the margin, and no longer', () => {
    const clock = leaseClockOn();
    clock.renewed(10_000, 5_000);
    const end = 10_000 + 5_000 - LEASE_MARGIN_MS;
    expect(clock.running(10_000)).toBe(true);
    expect(clock.running(end - 1)).toBe(true);
    expect(clock.running(end)).toBe(false);
  });

  it("never moves its end back, whatever order the renewals' replies come in", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }), (sentAts) => {
        const clock = leaseClockOn();
        for (const sentAt of sentAts) clock.renewed(sentAt, 5_000);
        const end = Math.max(...sentAts) + 5_000 - LEASE_MARGIN_MS;
        expect(clock.running(end - 1)).toBe(true);
        expect(clock.running(end)).toBe(false);
      }),
    );
  });

  it('is the same clock in every thread that opens its buffer', () => {
    const main = leaseClockOn();
    const thread = leaseClockOn(main.buffer);
    expect(thread.running(1_000)).toBe(false);
    main.renewed(1_000, 5_000);
    expect(thread.running(1_000)).toBe(true);
  });

  it("reads the same time in a worker thread as in the main thread (the monotonic clock; a worker's time origin is its own)", async () => {
    const before = monotonicNow();
    const inWorker = await new Promise<number>((resolve, reject) => {
      const worker = new Worker("require('node:worker_threads').parentPort.postMessage(Number(process.hrtime.bigint() / 1000000n));", { eval: true });
      worker.once('message', (now: number) => {
        void worker.terminate();
        resolve(now);
      });
      worker.once('error', reject);
    });
    const after = monotonicNow();
    expect(inWorker).toBeGreaterThanOrEqual(before);
    expect(inWorker).toBeLessThanOrEqual(after);
  });
});
