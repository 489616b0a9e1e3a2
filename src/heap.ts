/**
 * Keeps V8's heap close to what the interactive game uses. By default Node
 * lets the young generation grow to 16 MB per semi-space when a program
 * allocates quickly, and the old generation grow by V8's usual factor after
 * each full collection; the terminal UI allocates in bursts (a frame per
 * computer player's action, the hard player's searches), and the grown
 * spaces then stay resident. Keeping the young generation at its starting
 * size and letting the old one grow by 20 % at a time costs a few more,
 * short, collections and saved 6-10 MB of peak resident memory per game
 * (`node bench/run.js startup -- --memory-only`). The ssh host draws a
 * screen per connection and gains the most: 4 players 156 -> 97 MB resident
 * (`node bench/run.js remote`).
 *
 * `--max-semi-space-size` is read only when the heap is set up, so setting it
 * from inside the program has no effect; these two flags are read whenever a
 * space would grow, so they work at run time, and a flag on node's command
 * line would cost every command its start-up time. Call once, as early as
 * possible (before the game's or the host's code is loaded), in the
 * interactive programs only: the simulator and the library want V8's
 * defaults.
 */

import { setFlagsFromString } from 'node:v8';

export function limitHeapGrowth(): void {
  setFlag('--semi-space-growth-factor', 1);
  setFlag('--heap-growing-percent', 20);
}

/**
 * For a server of many tables (`serve`): only the old generation grows by
 * 20 % at a time. Its young generation keeps V8's default size: a server
 * allocates steadily for hundreds of screens, and a young generation held at
 * its starting size is collected so often that it cost more time than all
 * the drawing. `node bench/run.js serve -- --pace busy`: peak resident 958
 * -> 594 MB, with the same latency.
 */
export function limitOldGenerationGrowth(): void {
  setFlag('--heap-growing-percent', 20);
}

/** V8's own values of the flags set here (`node --v8-options`). */
const V8_DEFAULTS: Readonly<Record<string, number>> = { '--semi-space-growth-factor': 2, '--heap-growing-percent': 0 };

/** The flags set here, with their values. */
const applied = new Map<string, number>();

function setFlag(flag: string, value: number): void {
  setFlagsFromString(`${flag}=${value}`);
  applied.set(flag, value);
}

/**
 * Runs `make` with the flags set here back at V8's defaults, then sets
 * them again. V8 hashes its flags into the code cache it makes and rejects
 * a cache made under other flags; the program is compiled before these are
 * set (codeCache.ts), so the cache must be made as if they were not.
 */
export function withV8DefaultFlags<T>(make: () => T): T {
  for (const flag of applied.keys()) setFlagsFromString(`${flag}=${V8_DEFAULTS[flag]!}`);
  try {
    return make();
  } finally {
    for (const [flag, value] of applied) setFlagsFromString(`${flag}=${value}`);
  }
}
