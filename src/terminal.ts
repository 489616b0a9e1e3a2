/**
 * The real terminal around the game: the alternate screen, clearing at
 * hand-offs, and putting everything back exactly once on every way out.
 */

import { HANG_UP_EXIT_CODE, terminalGone } from './exitProgram.js';
import { KITTY_KEYBOARD_FLAGS } from './term/input/decode.js';

export { exitProgram, HANG_UP_EXIT_CODE } from './exitProgram.js';

const ENTER_ALTERNATE_SCREEN = '\u001B[?1049h';
const LEAVE_ALTERNATE_SCREEN = '\u001B[?1049l';
const SHOW_CURSOR = '\u001B[?25h';
/** Bracketed paste: the terminal marks pasted text, which the game's keys then ignore (input/decode.ts). */
const BRACKETED_PASTE_ON = '\u001B[?2004h';
const BRACKETED_PASTE_OFF = '\u001B[?2004l';
/** The kitty keyboard protocol: push the game's flags (see input/decode.ts), then ask which flags are in effect. */
const PUSH_KEY_EVENTS = `\u001B[>${KITTY_KEYBOARD_FLAGS}u\u001B[?u`;
/** Back to the flags before the push. */
const POP_KEY_EVENTS = '\u001B[<u';
/** Clear the screen, then the scrollback (xterm's ED 3), then home the cursor. */
const CLEAR_SCREEN_AND_SCROLLBACK = '\u001B[2J\u001B[3J\u001B[H';

/** The streams a drawn front end (the hotseat, the replay viewer) renders on. */
export interface UiStreams {
  readonly stdin: NodeJS.ReadStream;
  readonly stdout: NodeJS.WriteStream;
  readonly stderr?: NodeJS.WriteStream;
}

export interface TakenTerminal {
  /** Clears screen and scrollback (hand-offs between players). */
  clearScreenAndScrollback(): void;
  /** Key events reported apart from held keys' repeats, or not (see TerminalControl.reportKeyEvents). */
  reportKeyEvents(on: boolean): void;
  /** Leaves the alternate screen and restores the terminal; safe to call more than once. */
  restore(): void;
}

/**
 * Switches `stdout` to the alternate screen and installs handlers so that
 * the terminal is restored on SIGINT, SIGTERM, SIGHUP and uncaught errors.
 * `onFatal` decides what happens after the restore (normally exit); it gets
 * the uncaught error, if that is what ended the game, to report in the
 * player's language.
 */
export function takeTerminal(
  stdout: NodeJS.WriteStream,
  stdin: NodeJS.ReadStream,
  onFatal: (exitCode: number, uncaught: { readonly error: unknown } | null) => void,
): TakenTerminal {
  let restored = false;
  let keyEvents = false;
  /**
   * `keepHandlers`: after a signal, its handlers stay until the program
   * ends. A dependency (signal-exit, under write-file-atomic) re-raises a
   * signal that no one else listens to once its own handler runs, which
   * would kill a program still saying goodbye (the host closing its
   * players' connections).
   */
  const restoreTerminal = (keepHandlers: boolean): void => {
    // Leaving twice would restore a stale cursor position and garble the screen.
    if (restored) return;
    restored = true;
    // The protocol's flags are kept per screen, so leaving the alternate screen would do; popping is cleaner.
    if (keyEvents) stdout.write(POP_KEY_EVENTS);
    if (!keepHandlers) {
      for (const [signal, handler] of signalHandlers) process.off(signal, handler);
      process.off('uncaughtException', onUncaught);
      process.off('unhandledRejection', onUncaught);
    }
    try {
      if (stdin.isTTY && stdin.isRaw) stdin.setRawMode(false);
    } catch {
      // The terminal may already be gone (SIGHUP); nothing left to restore.
    }
    stdout.write(SHOW_CURSOR + BRACKETED_PASTE_OFF + LEAVE_ALTERNATE_SCREEN);
  };

  // Conventional exit codes: 128 + signal number.
  const signalHandlers: [NodeJS.Signals, () => void][] = [
    ['SIGINT', () => fatal(130, null)],
    ['SIGTERM', () => fatal(143, null)],
    ['SIGHUP', () => fatal(HANG_UP_EXIT_CODE, null)],
  ];
  const onUncaught = (error: unknown): void => {
    // Writing to a terminal that is gone (EIO) is its hang-up, not an error of the program.
    if (terminalGone(error)) fatal(HANG_UP_EXIT_CODE, null);
    else fatal(1, { error });
  };
  const fatal = (exitCode: number, uncaught: { readonly error: unknown } | null): void => {
    restoreTerminal(true);
    onFatal(exitCode, uncaught);
  };
  const restore = (): void => restoreTerminal(false);

  for (const [signal, handler] of signalHandlers) process.on(signal, handler);
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  stdout.write(ENTER_ALTERNATE_SCREEN + BRACKETED_PASTE_ON + CLEAR_SCREEN_AND_SCROLLBACK);
  // Raw mode from the start: keys pressed before the UI listens would
  // otherwise be echoed onto the screen and held back line by line by the
  // terminal. The UI's input layer keeps raw mode on while it runs and turns
  // it off when it ends; restore() turns it off on every other way out.
  if (stdin.isTTY) stdin.setRawMode(true);

  return {
    clearScreenAndScrollback: () => {
      if (!restored) stdout.write(CLEAR_SCREEN_AND_SCROLLBACK);
    },
    reportKeyEvents: (on) => {
      if (restored || on === keyEvents) return;
      keyEvents = on;
      stdout.write(on ? PUSH_KEY_EVENTS : POP_KEY_EVENTS);
    },
    restore,
  };
}
