/**
 * The moment the first frame is on screen, told to whoever started the
 * program (bin/shift-poker.js, which then writes V8's code cache: see
 * codeCache.ts), once per process. The start-up's work is done by then, so
 * the code compiled for it is what the next start wants from the cache;
 * and the frame is not held up by the writing.
 */

import { withV8DefaultFlags } from './heap.js';

/** Where the program's starter puts what it wants called after the first frame (a process-wide hook: the bundle and the starter are separate modules). */
const FIRST_FRAME_HOOK = Symbol.for('shift-poker.firstFrame');

type Hook = (withDefaultFlags: <T>(make: () => T) => T) => void;

export function firstFrameDrawn(): void {
  const holder = globalThis as { [FIRST_FRAME_HOOK]?: Hook };
  const hook = holder[FIRST_FRAME_HOOK];
  if (typeof hook !== 'function') return;
  delete holder[FIRST_FRAME_HOOK];
  // After the frame has been written out, not within its render.
  setImmediate(() => hook(withV8DefaultFlags)).unref();
}
