/**
 * Counted words by the language's plural rules ("1 card", "2 cards"), so
 * that no sentence hand-codes `n === 1`. The forms are picked by
 * Intl.PluralRules for the catalog's locale: English and German need only
 * `one` and `other`; a language with more categories (`few`, `many`, …)
 * gives those forms too, and `other` catches whatever it leaves out.
 */

/** The forms of a counted phrase; `#` stands for the number. */
export type PluralForms = { readonly other: string } & {
  readonly [category in Exclude<Intl.LDMLPluralRule, 'other'>]?: string;
};

const RULES = new Map<string, Intl.PluralRules>();

function rulesFor(locale: string): Intl.PluralRules {
  let rules = RULES.get(locale);
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale);
    RULES.set(locale, rules);
  }
  return rules;
}

/** The form for `count` in `locale`, with `#` replaced by it: `plural('en', 1, { one: '# card', other: '# cards' })` is "1 card". */
export function plural(locale: string, count: number, forms: PluralForms): string {
  const form = forms[rulesFor(locale).select(count)] ?? forms.other;
  return form.replaceAll('#', String(count));
}

/** Joins names as the language does: "Alice, Bob and Carol", "Alice, Bob und Carol". */
export function listOf(locale: string, items: readonly string[]): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}
