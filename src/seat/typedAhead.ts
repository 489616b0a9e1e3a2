/**
 * What a seat's player typed ahead (keys on the drawn screen, lines in the
 * screen-reader mode): played in the order it came, and while a command of
 * the seat's is on its way to the room the rest wait for it, so that they
 * act on the table as that command left it, not on the one before
 * (SeatRoom.idle in linkedRoom.ts).
 */

import type { SeatRoom } from './linkedRoom.js';

/** What waits to be played, and whether a wait for the room is already under way. */
export interface TypedAhead<T> {
  readonly queue: T[];
  waiting: boolean;
}

export function typedAhead<T>(): TypedAhead<T> {
  return { queue: [], waiting: false };
}

/**
 * Adds `items` to what waits in `ahead` and plays what may be played now,
 * one at a time with `play`; the rest once `room` is idle (each item once).
 * `play` returning false drops what waits (the screen is done with input);
 * what comes later is played again. An item whose `play` throws is not
 * played again; the error goes to whoever added the items, and what waits
 * behind it is played when more items come.
 */
export function playTypedAhead<T>(ahead: TypedAhead<T>, items: readonly T[], room: Pick<SeatRoom, 'idle'>, play: (item: T) => boolean): void {
  const drain = (): void => {
    const { queue } = ahead;
    while (queue.length > 0) {
      const idle = room.idle();
      if (idle !== null) {
        if (!ahead.waiting) {
          ahead.waiting = true;
          void idle.then(() => {
            ahead.waiting = false;
            drain();
          });
        }
        return;
      }
      if (!play(queue.shift()!)) {
        queue.length = 0;
        return;
      }
    }
  };
  ahead.queue.push(...items);
  if (!ahead.waiting) drain();
}
