/**
 * How a test waits. A unit test waits for a condition (`waitFor`: a screen's
 * content, a log line, a count), or moves Jest's fake clock; it never waits
 * for a length of time (test/harness.test.ts checks that no unit test
 * imports `sleep`). Only an end-to-end test, driving another process that
 * must have had its chance to act or a terminal's quiet period, sleeps.
 */

import { afterEach, beforeEach, jest } from '@jest/globals';

// The real timer and clock, taken before a test can install Jest's fake ones:
// a test on the fake clock still waits for real sockets and files.
const realSetTimeout = globalThis.setTimeout;
const realNow = Date.now;

/** How often a condition is looked at when nothing else is given. */
const LOOK_EVERY_MS = 5;

export interface WaitOptions {
  /** How long the condition may take (default 10 s). */
  readonly timeoutMs?: number;
  /** What was waited for, for the failure (e.g. the screen last seen). */
  readonly what?: string | (() => string | Promise<string>);
  /** What runs between two looks (default: LOOK_EVERY_MS of real time, in which other work runs). */
  readonly between?: () => Promise<void>;
}

/**
 * Looks at `look` until it gives something other than false, null or
 * undefined, and resolves with that at once; fails after `timeoutMs` saying
 * what was waited for.
 */
export async function waitFor<T>(look: () => T | Promise<T>, options: WaitOptions = {}): Promise<Exclude<T, false | null | undefined>> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const between = options.between ?? (() => new Promise<void>((resolve) => realSetTimeout(resolve, LOOK_EVERY_MS)));
  const deadline = realNow() + timeoutMs;
  for (;;) {
    const value = await look();
    if (value !== false && value !== null && value !== undefined) return value as Exclude<T, false | null | undefined>;
    if (realNow() > deadline) {
      const what = typeof options.what === 'function' ? await options.what() : (options.what ?? String(look));
      throw new Error(`not within ${timeoutMs} ms: ${what}`);
    }
    await between();
  }
}

/** One turn of the event loop's timers (the real ones, whatever the test installed), for other work to run. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, 0));
}

/** Whether the test runs on Jest's fake timers (their setTimeout carries its clock). */
export function onFakeTimers(): boolean {
  return 'clock' in globalThis.setTimeout;
}

/** Every test of the file (or of the describe block) that calls this runs on Jest's fake timers. */
export function fakeTimersInEachTest(): void {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}

/** Resolves after `ms` milliseconds: for end-to-end tests only (see above). */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, ms));
}
