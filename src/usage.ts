/**
 * A mistake in what the user typed (arguments, options). The CLI prints its
 * message as one line with a hint to --help and exits with code 2.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * A command that failed for a reason already put in words: the CLI prints
 * the message as one line and exits with `exitCode`, without a usage hint.
 */
export class CommandFailure extends Error {
  override readonly name = 'CommandFailure';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Shows untrusted text inside a message without letting it control the terminal. */
export function printable(text: string): string {
  // JSON escapes C0 controls only; C1 controls (U+009B is CSI) and the
  // invisible bidirectional controls, which reorder the rest of the line, are escaped too.
  return JSON.stringify(text)
    .slice(1, -1)
    .replace(/[\u007F-\u009F\u061C\u200E\u200F\u2028-\u202E\u2066-\u2069]/gu, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
