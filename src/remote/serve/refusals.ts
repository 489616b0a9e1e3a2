/**
 * Connections refused by a limit, told to the operator without flooding
 * the log: the first at once, then what came since at most once a minute,
 * counted by limit, with the address that was refused most. A flood of
 * connections that keeps new players out is then seen in the log (what to
 * do about it, a firewall's or load balancer's rate limit, is in
 * docs/server.md).
 */

import type { ConnectionRefusal } from '../ssh/admission.js';

export interface RefusalSummary {
  readonly total: number;
  readonly byLimit: Readonly<Record<ConnectionRefusal, number>>;
  /** The address refused most often since the last summary, and how often. */
  readonly top: { readonly address: string; readonly count: number };
}

export interface RefusalTallyOptions {
  readonly intervalMs?: number;
  readonly now?: () => number;
  readonly setTimer?: (run: () => void, ms: number) => { unref?: () => unknown };
}

export class RefusalTally {
  readonly #say: (summary: RefusalSummary) => void;
  readonly #intervalMs: number;
  readonly #now: () => number;
  readonly #setTimer: NonNullable<RefusalTallyOptions['setTimer']>;
  #saidAt = Number.NEGATIVE_INFINITY;
  #timerSet = false;
  #byLimit: Record<ConnectionRefusal, number> = { full: 0, address: 0, notLoggedIn: 0 };
  #byAddress = new Map<string, number>();

  constructor(say: (summary: RefusalSummary) => void, options: RefusalTallyOptions = {}) {
    this.#say = say;
    this.#intervalMs = options.intervalMs ?? 60_000;
    this.#now = options.now ?? (() => Date.now());
    this.#setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  }

  add(why: ConnectionRefusal, address: string): void {
    this.#byLimit[why]++;
    // Counted for a bounded number of addresses: a flood from many must not grow this without end.
    if (this.#byAddress.has(address) || this.#byAddress.size < 1000) this.#byAddress.set(address, (this.#byAddress.get(address) ?? 0) + 1);
    const wait = this.#saidAt + this.#intervalMs - this.#now();
    if (wait <= 0) {
      this.#flush();
    } else if (!this.#timerSet) {
      this.#timerSet = true;
      this.#setTimer(() => {
        this.#timerSet = false;
        this.#flush();
      }, wait).unref?.();
    }
  }

  #flush(): void {
    const total = this.#byLimit.full + this.#byLimit.address + this.#byLimit.notLoggedIn;
    if (total === 0) return;
    let top = { address: '', count: 0 };
    for (const [address, count] of this.#byAddress) if (count > top.count) top = { address, count };
    this.#say({ total, byLimit: { ...this.#byLimit }, top });
    this.#saidAt = this.#now();
    this.#byLimit = { full: 0, address: 0, notLoggedIn: 0 };
    this.#byAddress = new Map();
  }
}

/**
 * A log line that may come in floods (a connection from a load balancer
 * without its PROXY header): the first is told at once, then at most one
 * line per interval, the latest with how many more came since it was told.
 */
export class ThrottledLine<T> {
  readonly #say: (latest: T, more: number) => void;
  readonly #intervalMs: number;
  readonly #now: () => number;
  readonly #setTimer: NonNullable<RefusalTallyOptions['setTimer']>;
  #saidAt = Number.NEGATIVE_INFINITY;
  #waiting: { latest: T; count: number } | null = null;

  constructor(say: (latest: T, more: number) => void, options: RefusalTallyOptions = {}) {
    this.#say = say;
    this.#intervalMs = options.intervalMs ?? 60_000;
    this.#now = options.now ?? (() => Date.now());
    this.#setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  }

  add(item: T): void {
    const wait = this.#saidAt + this.#intervalMs - this.#now();
    if (wait <= 0 && this.#waiting === null) {
      this.#saidAt = this.#now();
      this.#say(item, 0);
      return;
    }
    if (this.#waiting !== null) {
      this.#waiting = { latest: item, count: this.#waiting.count + 1 };
      return;
    }
    this.#waiting = { latest: item, count: 1 };
    this.#setTimer(
      () => {
        const waiting = this.#waiting;
        this.#waiting = null;
        if (waiting === null) return;
        this.#saidAt = this.#now();
        this.#say(waiting.latest, waiting.count - 1);
      },
      Math.max(0, wait),
    ).unref?.();
  }
}
