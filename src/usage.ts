/**
 * A mistake in what the user typed (arguments, options). The CLI prints its
 * message as one line with a hint to --help and exits with code 2.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Shows untrusted text inside a message without letting it control the terminal. */
export function printable(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/** Parses a whole number option value strictly ("7", "-3"), or throws UsageError naming the option. */
export function parseWholeNumber(text: string, option: string): number {
  const trimmed = text.trim();
  if (!/^[+-]?\d+$/u.test(trimmed)) {
    throw new UsageError(`${option} must be a whole number, got "${printable(text)}"`);
  }
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value)) {
    throw new UsageError(`${option} is too large: "${printable(text)}"`);
  }
  return value;
}
