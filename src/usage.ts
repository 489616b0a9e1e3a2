import { seedProblem, type SeedProblem } from './core/seed.js';

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

/** What a mistyped number or seed is told, in the reader's language (the command line's `parseWords`). */
export interface ParseWords {
  readonly badSeed: (p: { option: string; problem: string; got: string }) => string;
  readonly notWholeNumber: (p: { option: string; got: string }) => string;
  readonly tooLarge: (p: { option: string; got: string }) => string;
  readonly seedProblem: (problem: SeedProblem) => string;
}

/**
 * Checks a --seed value: any text the game accepts as a seed (core/seed.ts),
 * taken exactly as typed. Throws UsageError naming the option, worded by `words`.
 */
export function parseSeed(text: string, option: string, words: ParseWords): string {
  const problem = seedProblem(text);
  if (problem) {
    const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
    throw new UsageError(words.badSeed({ option, problem: words.seedProblem(problem), got: printable(shown) }));
  }
  return text;
}

/** Parses a whole number option value strictly ("7", "-3"), or throws UsageError naming the option. */
export function parseWholeNumber(text: string, option: string, words: ParseWords): number {
  const trimmed = text.trim();
  if (!/^[+-]?\d+$/u.test(trimmed)) {
    throw new UsageError(words.notWholeNumber({ option, got: printable(text) }));
  }
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value)) {
    throw new UsageError(words.tooLarge({ option, got: printable(text) }));
  }
  return value;
}
