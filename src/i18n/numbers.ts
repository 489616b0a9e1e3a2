/**
 * Numbers as each language writes them. The program formats a number once,
 * the English way without grouping (`0.5`, `0.938`, `1234`: Number's own
 * digits, rounded as the place needs), and the core words' `number` writes
 * it in the language: thousands grouped by Intl.NumberFormat in the
 * language's locale (`1,234,567` / `1.234.567`), the language's decimal mark
 * (`0,5`). Machine-readable output (`--json`) keeps plain numbers.
 */

/** How a language writes numbers: its locale, whose Intl.NumberFormat groups thousands, and its decimal mark. */
export interface NumberWriting {
  readonly locale: string;
  readonly decimalMark: string;
}

const ENGLISH_NUMBERS: NumberWriting = { locale: 'en-GB', decimalMark: '.' };
const GERMAN_NUMBERS: NumberWriting = { locale: 'de', decimalMark: ',' };

const GROUPING = new Map<string, Intl.NumberFormat>();

function grouping(locale: string): Intl.NumberFormat {
  let format = GROUPING.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 });
    GROUPING.set(locale, format);
  }
  return format;
}

/**
 * `formatted` (the English way: digits, a point before any decimals) as
 * `writing` writes it; anything else (`NaN`) as it is. A whole part of at
 * most three digits needs no grouping in any language, and so builds no
 * Intl.NumberFormat (its first use loads ICU's locale data): a game's
 * scores and counts never do.
 */
function writtenNumber(formatted: string, writing: NumberWriting): string {
  const match = /^(-?)([0-9]+)(?:\.([0-9]+))?$/u.exec(formatted);
  if (match === null) return formatted;
  const [, sign, whole, decimals] = match as unknown as [string, string, string, string | undefined];
  const grouped = whole.length <= 3 ? whole : grouping(writing.locale).format(BigInt(whole));
  return `${sign}${grouped}${decimals === undefined ? '' : `${writing.decimalMark}${decimals}`}`;
}

/** English writing: 1,234.5. */
export function englishNumber(formatted: string): string {
  return writtenNumber(formatted, ENGLISH_NUMBERS);
}

/** German writing: a point between thousands and a decimal comma, 1.234,5. */
export function germanNumber(formatted: string): string {
  return writtenNumber(formatted, GERMAN_NUMBERS);
}

/** A score in points, the English way: whole numbers as they are, shares to two decimals (0.5, 0.33, 1.58). */
export function formatScore(points: number): string {
  return String(Math.round(points * 100) / 100);
}
