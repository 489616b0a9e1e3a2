/**
 * Presence and stand-ins: who has a screen open at each seat. A human
 * whose screens are all gone keeps the seat for the seat time-out, then a
 * bot of the host's chosen level plays it (a stand-in) until the owner
 * returns. The table is unchanged by this: a stand-in's move is an ordinary
 * act for that seat, decided from its own view (the room plays it, paced
 * like a bot's: pacing.ts).
 */

import type { Seat } from '../core/types.js';
import type { PaceClock } from './pacing.js';
import type { NoticeEvent } from './notices.js';
import type { SeatEntry } from './seating.js';

export class Presence {
  /** What cancels each seat's time-out. */
  readonly #timers = new Map<Seat, () => void>();

  /** `clock`: the room's (pacing.ts), so that a test moves the time-outs by hand as it moves the bots. */
  constructor(
    private readonly slots: readonly SeatEntry[],
    private readonly timeoutMs: number,
    private readonly clock: PaceClock,
  ) {}

  /** How long a dropped player keeps the seat, in whole seconds (what the notice says). */
  get timeoutSeconds(): number {
    return Math.round(this.timeoutMs / 1000);
  }

  /**
   * A screen of `seat` opened: its absence ends, and a stand-in makes way.
   * What to note, once the match has started and this is its first screen:
   * the player is back (from a bot, if one stood in).
   */
  arrive(seat: Seat, started: boolean): NoticeEvent | null {
    const slot = this.slots[seat]!;
    slot.sessions++;
    this.#cancel(seat);
    const back: NoticeEvent | null = started && slot.sessions === 1 ? { code: slot.standIn ? 'backFromBot' : 'back', name: slot.name! } : null;
    slot.standIn = false;
    return back;
  }

  /** A screen of `seat` closed: true when it was the player's last. */
  depart(seat: Seat): boolean {
    const slot = this.slots[seat]!;
    slot.sessions = Math.max(0, slot.sessions - 1);
    return slot.sessions === 0;
  }

  /** `seat`'s player is away: unless back within the time-out, a stand-in plays (`standIn` is told). */
  away(seat: Seat, standIn: () => void): void {
    const slot = this.slots[seat]!;
    this.#cancel(seat);
    const cancel = this.clock.after(
      this.timeoutMs,
      () => {
        this.#timers.delete(seat);
        if (slot.sessions > 0) return;
        slot.standIn = true;
        standIn();
      },
      { weak: true },
    );
    this.#timers.set(seat, cancel);
  }

  /** A stand-in plays every absent player's seat now (the room is winding up): the seats it took. */
  standInForAbsent(): Seat[] {
    return this.slots.flatMap((slot, seat) => {
      if (slot.kind === 'bot' || slot.sessions > 0 || slot.standIn) return [];
      this.#cancel(seat);
      slot.standIn = true;
      return [seat];
    });
  }

  /** No more stand-ins: the room is closed. */
  close(): void {
    for (const seat of [...this.#timers.keys()]) this.#cancel(seat);
  }

  #cancel(seat: Seat): void {
    this.#timers.get(seat)?.();
    this.#timers.delete(seat);
  }
}
