/** A clock moved by hand for the room's pacing (room/pacing.ts): its timers run only when a test lets time pass. */

import type { PaceClock } from '../../src/room/pacing.js';
import { waitFor } from '../support/wait.js';

interface Timer {
  readonly at: number;
  readonly order: number;
  readonly run: () => void;
}

export class ManualClock implements PaceClock {
  #time = 0;
  #order = 0;
  readonly #timers = new Set<Timer>();

  readonly now = (): number => this.#time;

  readonly after = (ms: number, run: () => void): (() => void) => {
    const timer: Timer = { at: this.#time + Math.max(0, ms), order: this.#order++, run };
    this.#timers.add(timer);
    return () => {
      this.#timers.delete(timer);
    };
  };

  /** The timers waiting to run. */
  get waiting(): number {
    return this.#timers.size;
  }

  /** Lets `ms` pass, running each timer due on the way at its own time, earliest (then oldest) first. */
  pass(ms: number): void {
    const end = this.#time + ms;
    for (;;) {
      const next = [...this.#timers].filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (next === undefined) break;
      this.#timers.delete(next);
      this.#time = next.at;
      next.run();
    }
    // Time passed inside a timer (a bot thinking) stays passed.
    this.#time = Math.max(this.#time, end);
  }
}

/** Lets the promises settled so far run their callbacks (a bot's decided move, the table telling its subscribers). */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}

/** Waits until `look` holds: between two looks the promises settled so far run, and the timers of `clock` due now (none of a delay). */
export function until(look: () => boolean, what: string, clock?: ManualClock): Promise<true> {
  const between = async (): Promise<void> => {
    clock?.pass(0);
    await settle();
  };
  return waitFor(() => look() || null, { between, what, timeoutMs: 2000 }).then(() => true);
}
