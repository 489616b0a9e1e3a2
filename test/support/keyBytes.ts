/**
 * The bytes a terminal sends for the keys the tests press: one table for the
 * UI tests (written into Ink's stdin), the pseudo-terminal runs of the built
 * program and the ssh players.
 */
export const KEYS = {
  /** Opens a next-player screen. */
  space: ' ',
  enter: '\r',
  escape: '\u001B',
  up: '\u001B[A',
  down: '\u001B[B',
  right: '\u001B[C',
  left: '\u001B[D',
  pageUp: '\u001B[5~',
  pageDown: '\u001B[6~',
  home: '\u001B[H',
  end: '\u001B[F',
  backspace: '\u007F',
  ctrlC: '\u0003',
} as const;
