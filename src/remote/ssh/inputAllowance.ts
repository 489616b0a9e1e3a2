/**
 * How much of a client's input passes (ServerLimits: chunks and bytes a
 * second). Apart from the screen that feeds the input on, so that the rate
 * arithmetic can be tested with a clock of its own.
 */

import type { ServerLimits } from './limits.js';

type InputLimits = Pick<ServerLimits, 'maxInputChunksPerSecond' | 'maxInputBytesPerSecond'>;

/**
 * Two token buckets, for chunks and for bytes, each refilled at its rate a
 * second up to twice that: how many of `bytes` bytes arriving at `now` (ms)
 * may pass (0: the chunk is dropped).
 */
export function inputAllowance(limits: InputLimits): (bytes: number, now: number) => number {
  let chunks = limits.maxInputChunksPerSecond * 2;
  let budget = limits.maxInputBytesPerSecond * 2;
  let last: number | null = null;
  return (bytes, now) => {
    const seconds = last === null ? 0 : Math.max(0, now - last) / 1000;
    last = now;
    chunks = Math.min(limits.maxInputChunksPerSecond * 2, chunks + seconds * limits.maxInputChunksPerSecond);
    budget = Math.min(limits.maxInputBytesPerSecond * 2, budget + seconds * limits.maxInputBytesPerSecond);
    if (chunks < 1 || budget < 1) return 0;
    chunks -= 1;
    const allowed = Math.min(bytes, Math.floor(budget));
    budget -= allowed;
    return allowed;
  };
}

/**
 * One connection's input: what of each chunk passes (null: nothing), cut
 * rather than queued beyond what a person can type. `onFirstDrop` is told
 * the first time anything is dropped, not at every chunk of a flood.
 */
export function inputFilter(limits: InputLimits, onFirstDrop: () => void, now: () => number = () => performance.now()): (data: Buffer) => Buffer | null {
  const allowance = inputAllowance(limits);
  let dropping = false;
  return (data) => {
    const allowed = allowance(data.length, now());
    if (allowed < data.length && !dropping) {
      dropping = true;
      onFirstDrop();
    }
    if (allowed === 0) return null;
    return allowed < data.length ? data.subarray(0, allowed) : data;
  };
}
