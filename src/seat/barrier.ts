/**
 * The next-player screen's rule: when a key press may open it and show the
 * next player's hidden cards, at one keyboard, drawn (the hotseat) or said
 * (the screen-reader mode, where a typed line of Space is the press of
 * Space, and any other line another key).
 *
 * The player who ends a turn presses Enter and may keep it down; a key held
 * down starts repeating only after the keyboard's initial repeat delay (500
 * ms on many desktops, 660 ms under X11, up to a second or two elsewhere),
 * so no quiet period can tell a held key from a new press. Instead:
 *
 * 1. Only Space opens the screen, never Enter (the key that ends a turn) nor
 *    any other key, so a held or double-pressed Enter opens nothing.
 * 2. The Space must be a new press. Where the terminal reports key events
 *    (the kitty keyboard protocol, asked for while the screen shows and
 *    confirmed by the terminal), a press event is new and a repeat event is
 *    a held key. Elsewhere a Space that comes less than `heldKeyGapMs` after
 *    another Space may be that Space held down (its first repeat comes
 *    after the initial delay, the next ones every few milliseconds): it
 *    opens nothing, and a new press after letting go does.
 * 3. The screen must have been up for `minVisibleMs`, so Enter and Space
 *    typed in one go by the player leaving do not open it either.
 * 4. A Space pasted, or come in one read with other characters (keys.ts
 *    `pasted`, `together`: a paste, or keys typed ahead), is not a new press.
 *
 * Pure: times are the caller's clock (ms), keys as decoded (see keys.ts).
 */

import { isPasted, sameKey, type KeyPress } from '../term/keys.js';

export interface BarrierTiming {
  /** How long the screen must have been visible before Space counts. */
  readonly minVisibleMs: number;
  /** Longer than any keyboard's initial repeat delay (up to 2 s). */
  readonly heldKeyGapMs: number;
}

export const DEFAULT_BARRIER_TIMING: BarrierTiming = { minVisibleMs: 300, heldKeyGapMs: 2500 };

/** A key as it arrived: the last one tells whether the next may be its repeat. */
export interface ArrivedKey {
  readonly key: KeyPress;
  readonly at: number;
}

export interface BarrierContext {
  /** When the screen became visible (after the clear), or null while it is not yet. */
  readonly visibleSince: number | null;
  /** The key that arrived before this one, on whatever screen. */
  readonly previous: ArrivedKey | null;
  /** The terminal confirmed it reports key events (press, repeat): `reported` can be trusted. */
  readonly keyEventsReported: boolean;
}

export type BarrierVerdict =
  /** A new press of Space: the screen opens. */
  | 'open'
  /** Not the key that opens it. */
  | 'otherKey'
  /** Space, but maybe held down since before the screen appeared, or too soon after it appeared. */
  | 'notNew';

function isOpenKey(key: KeyPress): boolean {
  return key.kind === 'char' && key.char === ' ';
}

export function barrierVerdict(key: KeyPress, at: number, context: BarrierContext, timing: BarrierTiming): BarrierVerdict {
  if (!isOpenKey(key)) return 'otherKey';
  if (isPasted(key) || (key.kind === 'char' && key.together === true)) return 'notNew';
  if (context.visibleSince === null || at - context.visibleSince < timing.minVisibleMs) return 'notNew';
  if (context.keyEventsReported && key.reported !== undefined) return key.reported === 'press' ? 'open' : 'notNew';
  const previous = context.previous;
  if (previous !== null && sameKey(previous.key, key) && at - previous.at < timing.heldKeyGapMs) return 'notNew';
  return 'open';
}
