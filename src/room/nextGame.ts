/**
 * The next-game vote: between games the next one is dealt when every
 * player present has asked for it (n on the results screen), or when the
 * host does. A player who leaves counts no more, and may be all the vote
 * was waiting for.
 */

import type { Seat } from '../core/types.js';

export class NextGameVote {
  readonly #ready = new Set<Seat>();

  /** Whether `seat` has asked for the next game. */
  has(seat: Seat): boolean {
    return this.#ready.has(seat);
  }

  add(seat: Seat): void {
    this.#ready.add(seat);
  }

  /** `seat`'s player left: their vote goes with them. */
  drop(seat: Seat): void {
    this.#ready.delete(seat);
  }

  /** A new game is dealt: everyone asks anew after it. */
  clear(): void {
    this.#ready.clear();
  }

  /** Whether the next game is dealt now: `force` (the host), or every seat of `voters` has asked, and someone has. */
  decided(voters: readonly Seat[], force: boolean): boolean {
    return force || (voters.every((seat) => this.#ready.has(seat)) && this.#ready.size > 0);
  }
}
