/**
 * A mistake in what the user typed (arguments, options). The CLI prints its
 * message as one line with a hint to --help and exits with code 2.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Parses a whole number option value strictly ("7", "-3"), or throws UsageError naming the option. */
export function parseWholeNumber(text: string, option: string): number {
  const trimmed = text.trim();
  if (!/^[+-]?\d+$/u.test(trimmed)) {
    throw new UsageError(`${option} must be a whole number, got "${text}"`);
  }
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value)) {
    throw new UsageError(`${option} is too large: "${text}"`);
  }
  return value;
}
