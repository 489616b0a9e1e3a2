/** A process's lease as it counts it (record/leaseClock.ts). */

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LEASE_MARGIN_MS, leaseClockOn } from '../../src/record/leaseClock.js';

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

  it('never moves its end back, whatever order the renewals\' replies come in', () => {
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
});
