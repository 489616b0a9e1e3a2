/**
 * What the schema (zod) found wrong at a place in a record, cut down to the
 * data a sentence about it needs; record/words.ts words it. zod's own
 * messages are neither translated nor stable, so they are not kept.
 */

/** The kinds of value the schema expects, as a sentence names them. */
export type ExpectedValue = 'number' | 'int' | 'string' | 'array' | 'object' | 'boolean' | 'other';

/** What a size limit counts: the value itself, characters, or entries. */
export type SizeOrigin = 'number' | 'string' | 'array' | 'other';

export type SchemaFault =
  | { readonly kind: 'schema'; readonly issue: 'invalid_type'; readonly expected: ExpectedValue }
  | { readonly kind: 'schema'; readonly issue: 'too_big'; readonly origin: SizeOrigin; readonly maximum: number }
  | { readonly kind: 'schema'; readonly issue: 'too_small'; readonly origin: SizeOrigin; readonly minimum: number }
  /** Not a date and time (the only text format a record has). */
  | { readonly kind: 'schema'; readonly issue: 'invalid_format' }
  | { readonly kind: 'schema'; readonly issue: 'unrecognized_keys'; readonly keys: readonly string[] }
  /** Not one of `values` (each as JSON text): a fixed value, or a kind of action or seat. */
  | { readonly kind: 'schema'; readonly issue: 'invalid_value'; readonly values: readonly string[] }
  | { readonly kind: 'schema'; readonly issue: 'other' };

/** The parts of a zod issue read here (zod 4's issue objects have these fields). */
interface ZodIssueLike {
  readonly code: string;
  readonly expected?: unknown;
  readonly origin?: unknown;
  readonly maximum?: unknown;
  readonly minimum?: unknown;
  readonly keys?: unknown;
  readonly values?: unknown;
  readonly options?: unknown;
}

/**
 * The issue to report of those zod found: the first, except that a number
 * out of its field's own range (rounds: 1e308) is told by that range ("must
 * be at most 7"), not by the safe-integer bound zod checks first ("must be
 * at most 9007199254740991").
 */
export function tellingIssue<Issue extends ZodIssueLike & { readonly path: readonly PropertyKey[] }>(issues: readonly Issue[]): Issue {
  const first = issues[0]!;
  const bound = (issue: Issue): number => Math.abs(Number(issue.code === 'too_big' ? issue.maximum : issue.minimum));
  const isRange = (issue: Issue): boolean => issue.code === 'too_big' || issue.code === 'too_small';
  if (!isRange(first) || bound(first) !== Number.MAX_SAFE_INTEGER) return first;
  const samePath = (issue: Issue): boolean => issue.path.length === first.path.length && issue.path.every((part, index) => part === first.path[index]);
  return issues.find((issue) => issue !== first && samePath(issue) && isRange(issue)) ?? first;
}

const EXPECTED: readonly ExpectedValue[] = ['number', 'int', 'string', 'array', 'object', 'boolean'];
const ORIGINS: readonly SizeOrigin[] = ['number', 'string', 'array'];

export function schemaFault(issue: ZodIssueLike): SchemaFault {
  switch (issue.code) {
    case 'invalid_type':
      return { kind: 'schema', issue: 'invalid_type', expected: oneOf(issue.expected, EXPECTED) };
    case 'too_big':
      return { kind: 'schema', issue: 'too_big', origin: oneOf(issue.origin, ORIGINS), maximum: Number(issue.maximum) };
    case 'too_small':
      return { kind: 'schema', issue: 'too_small', origin: oneOf(issue.origin, ORIGINS), minimum: Number(issue.minimum) };
    case 'invalid_format':
      return { kind: 'schema', issue: 'invalid_format' };
    case 'unrecognized_keys':
      return { kind: 'schema', issue: 'unrecognized_keys', keys: textList(issue.keys, String) };
    case 'invalid_value':
      return { kind: 'schema', issue: 'invalid_value', values: textList(issue.values, jsonText) };
    case 'invalid_union':
      // A discriminated union (kinds of action, kinds of seat) names the values its tag may take.
      return Array.isArray(issue.options) && issue.options.length > 0
        ? { kind: 'schema', issue: 'invalid_value', values: textList(issue.options, jsonText) }
        : { kind: 'schema', issue: 'other' };
    default:
      return { kind: 'schema', issue: 'other' };
  }
}

function oneOf<T extends string>(value: unknown, known: readonly T[]): T | 'other' {
  return known.includes(value as T) ? (value as T) : 'other';
}

function textList(values: unknown, text: (value: unknown) => string): readonly string[] {
  return Array.isArray(values) ? values.map(text) : [];
}

function jsonText(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}
