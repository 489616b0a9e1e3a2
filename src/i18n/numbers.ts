/**
 * Numbers as each language writes them. The program formats a number once,
 * the English way (`0.5`, `0.938`, `1,234`: Number's own digits, rounded as
 * the place needs), and the core words' `number` turns that into the
 * language's writing: German swaps the marks (`0,5`, `0,938`, `1.234`).
 * Machine-readable output (`--json`) keeps plain numbers.
 */

/** English writing: as formatted. */
export function englishNumber(formatted: string): string {
  return formatted;
}

/** German writing: a decimal comma and a point between thousands. */
export function germanNumber(formatted: string): string {
  return formatted.replace(/[.,]/gu, (mark) => (mark === '.' ? ',' : '.'));
}

/** A score in points, the English way: whole numbers as they are, shares to two decimals (0.5, 0.33, 1.58). */
export function formatScore(points: number): string {
  return String(Math.round(points * 100) / 100);
}
