/**
 * Counted words by the language's plural rules ("1 card", "2 cards"), so
 * that no sentence hand-codes `n === 1`: another language only needs other
 * forms (German, say, has the same two categories; others have more).
 */

/** The forms of a counted phrase; `#` stands for the number. */
export interface PluralForms {
  readonly one: string;
  readonly other: string;
}

const ENGLISH = new Intl.PluralRules('en');

/** The form for `count`, with `#` replaced by it: `plural(1, { one: '# card', other: '# cards' })` is "1 card". */
export function plural(count: number, forms: PluralForms): string {
  const form = ENGLISH.select(count) === 'one' ? forms.one : forms.other;
  return form.replaceAll('#', String(count));
}
