/**
 * The one way a test waits on the clock. Prefer waiting for an event (a
 * screen's content, a log line, a promise); where only time will tell (a
 * process that must have had its chance to act, a terminal's quiet period),
 * this says so in one place.
 */

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
