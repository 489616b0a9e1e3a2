/**
 * A server process's lease in PostgreSQL as the process itself counts it
 * (pgCluster.ts): from when it *sent* the renewal that succeeded, never
 * from the reply. PostgreSQL extends a lease from when the renewal runs,
 * which is later, so by this count the process stops writing before
 * PostgreSQL could judge it gone and another claim its tables. Its writes
 * are fenced in PostgreSQL all the same (a write of a buried process
 * changes nothing); this keeps a process whose renewals are held up (a
 * pause, a lock on its row, a long collection) from even trying.
 *
 * The end lives in a SharedArrayBuffer so that the process's table threads
 * read the same one, on the one clock every thread of a process shares:
 * the monotonic clock (`process.hrtime`). Not `performance.timeOrigin +
 * performance.now()`: a worker's time origin is the wall clock when it
 * started, so a clock stepped since (NTP) would put threads seconds apart.
 */

/** Taken off each lease's end: the two clocks (this process's, PostgreSQL's) may run at slightly different rates. */
export const LEASE_MARGIN_MS = 250;

/** The errno of a write held back because this process's lease may have run out (a save failing meanwhile, retried). */
export const LEASE_ERRNO = 'ELEASE';

/** Now in milliseconds on the monotonic clock, the same in every thread of the process. */
export const monotonicNow = (): number => Number(process.hrtime.bigint() / 1_000_000n);

export interface LeaseClock {
  /** Shared with the table threads (workerData), read there with `leaseClockOn`. */
  readonly buffer: SharedArrayBuffer;
  /** A renewal sent at `sentAt` (monotonicNow) succeeded: the lease runs until `sentAt + leaseMs`, less the margin. */
  renewed(sentAt: number, leaseMs: number): void;
  /** Whether the lease runs at `now` by this process's count. */
  running(now?: number): boolean;
  /** How long it runs from `now` by this count (negative: ran out that long ago). */
  remainingMs(now?: number): number;
}

/** A new clock (its lease not running until the first renewal), or one over the buffer of another thread's. */
export function leaseClockOn(buffer: SharedArrayBuffer = new SharedArrayBuffer(BigInt64Array.BYTES_PER_ELEMENT)): LeaseClock {
  const end = new BigInt64Array(buffer);
  return {
    buffer,
    renewed(sentAt, leaseMs) {
      const until = BigInt(Math.floor(sentAt + leaseMs - LEASE_MARGIN_MS));
      // A renewal's reply can come after a later one's: the end never moves back.
      for (;;) {
        const was = Atomics.load(end, 0);
        if (until <= was || Atomics.compareExchange(end, 0, was, until) === was) return;
      }
    },
    running(now = monotonicNow()) {
      return BigInt(Math.floor(now)) < Atomics.load(end, 0);
    },
    remainingMs(now = monotonicNow()) {
      return Number(Atomics.load(end, 0)) - Math.floor(now);
    },
  };
}
