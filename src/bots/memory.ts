/**
 * Keeps V8's young generation at its starting size for the rest of the
 * process. Node lets the young generation grow to 16 MB per semi-space when
 * a program allocates quickly; the terminal UI does in bursts (a frame per
 * computer player's action), and the grown space then stays resident. The
 * game allocates little per frame, so a small young generation costs a few
 * more, very short, scavenges and saves several MB of resident memory.
 *
 * `--max-semi-space-size` is read only when the heap is set up, so setting it
 * from inside the program has no effect; the growth factor is read whenever
 * the young generation would grow, so it works at run time. Call once, as
 * early as possible (before the first frame), in the interactive program
 * only: the simulator and the library want V8's defaults.
 */

import { setFlagsFromString } from 'node:v8';

export function limitYoungGeneration(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}
