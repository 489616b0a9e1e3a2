/**
 * Keeps the host's heap close to what it uses. A host draws a screen per
 * connection and by default V8 lets both generations grow far beyond the
 * live data during a burst of frames (young generation to 16 MB per
 * semi-space, old generation by its usual growing factor) and keeps the
 * pages resident: 4 players measured 156 MB resident with 30 MB of live
 * heap. Keeping the young generation at its starting size and growing the
 * old one by 20 % brought that to about 103 MB, for a few more short
 * collections (`node bench/run.js remote`).
 *
 * Both flags are read whenever the heap would grow, so setting them from
 * inside the program works, unlike `--max-semi-space-size`, which is read
 * only at start-up; a flag on node's command line would cost every command
 * its start-up time. Call as early as possible: only the host wants them.
 */

import { setFlagsFromString } from 'node:v8';

export function limitHostHeap(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
  setFlagsFromString('--heap-growing-percent=20');
}
