/**
 * Key presses: the few keys the game knows. The input layer (input/decode.ts)
 * turns the terminal's bytes into these and drops everything else; keeping
 * them plain values lets the controller's reducer (not the input handler)
 * decide what a key means.
 */

/**
 * How the terminal reported the key, when it can tell a key press from a
 * key held down (the kitty keyboard protocol's event types): 'press' is a
 * key that went down, 'repeat' the auto-repeat of a key held down. Absent
 * for the plain bytes every terminal sends, where a held key's repeats look
 * exactly like presses. Key releases are not key presses and never arrive.
 */
export type KeyReport = 'press' | 'repeat';

export type KeyPress =
  /** One printable character (never a control or format character). */
  (
    | {
        readonly kind: 'char';
        readonly char: string;
        /** Pasted, not typed: inside a bracketed paste. Text fields take it; a game's keys never act on it. */
        readonly pasted?: true;
        /**
         * Came in one read with other characters, not all the same one: typed
         * ahead, or pasted where the terminal does not mark a paste. It never
         * opens the next-player screen (seat/barrier.ts).
         */
        readonly together?: true;
      }
    | {
        readonly kind:
          | 'left'
          | 'right'
          | 'up'
          | 'down'
          | 'enter'
          | 'escape'
          | 'backspace'
          | 'tab'
          | 'pageUp'
          | 'pageDown'
          /** Only from a decoder made with `{ homeEnd: true }` (the replay screen); the game drops them. */
          | 'home'
          | 'end'
          | 'ctrlC';
      }
  ) & { readonly reported?: KeyReport };

/**
 * The answer to a yes/no question: y, or j (German "ja"), either case. Both
 * are taken in every language, so a German player's j and a player used to
 * y both answer; nothing else does.
 */
export function isYes(key: KeyPress): boolean {
  return key.kind === 'char' && /^[yYjJ]$/u.test(key.char);
}

/** The answer no: n, either case, or Esc. */
export function isNo(key: KeyPress): boolean {
  return key.kind === 'escape' || (key.kind === 'char' && (key.char === 'n' || key.char === 'N'));
}

/** The same key, whatever way it was reported: what a held key repeats. */
/** Whether `key` is pasted text (see KeyPress), which moves nothing in a game. */
export function isPasted(key: KeyPress): boolean {
  return key.kind === 'char' && key.pasted === true;
}

export function sameKey(a: KeyPress, b: KeyPress): boolean {
  return a.kind === b.kind && (a.kind !== 'char' || a.char === (b as { readonly char?: string }).char);
}

/**
 * The keys of help and the quit question, the same on every screen (a seat,
 * the next-player screen, a waiting room, the lobby): ? opens help; in help,
 * ?, Esc and Enter close it; q asks to quit, from help too. What quitting
 * then asks, and what else a key does, is the screen's.
 */
export function helpKey(inHelp: boolean, key: KeyPress): 'help' | 'close' | 'quit' | null {
  const char = key.kind === 'char' ? key.char : null;
  if (inHelp) {
    if (char === '?' || key.kind === 'escape' || key.kind === 'enter') return 'close';
    return char === 'q' ? 'quit' : null;
  }
  if (char === '?') return 'help';
  return char === 'q' ? 'quit' : null;
}

/** Help or the quit question, drawn over a screen (null: neither). */
export type HelpOverlay = 'help' | 'quit' | null;

/**
 * What a key does where help or the quit question may be open: the overlay
 * it leaves, 'confirmed' where it answers the quit question yes (y or j),
 * or null for a key that is the screen's own (neither is open, and it is
 * neither ? nor q). The question closes on n or Esc; in help, or in the
 * question, any other key leaves the overlay as it is.
 */
export function helpOverlayKey(overlay: HelpOverlay, key: KeyPress): { readonly overlay: HelpOverlay } | 'confirmed' | null {
  if (overlay === 'quit') {
    if (isYes(key)) return 'confirmed';
    return { overlay: isNo(key) ? null : 'quit' };
  }
  const helpOrQuit = helpKey(overlay === 'help', key);
  if (helpOrQuit === null) return overlay === 'help' ? { overlay } : null;
  return { overlay: helpOrQuit === 'close' ? null : helpOrQuit };
}
