/**
 * Counted words by the language's plural rules ("1 card", "2 cards"), so
 * that no sentence hand-codes `n === 1`. The forms are picked by
 * Intl.PluralRules for the words' locale: English and German need only
 * `one` and `other`; a language with more categories (`few`, `many`, …)
 * gives those forms too, and `other` catches whatever it leaves out.
 *
 * English and German, whose rules are the same and simple (one for exactly
 * 1, other for everything else; "A, B and C" / "A, B und C"), are answered
 * here without Intl: the first Intl.PluralRules or Intl.ListFormat loads
 * ICU's locale data, several MB of resident memory for the whole game. A
 * test checks these answers against Intl for both languages.
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

/** English or German ("en", "en-GB", "de-AT"…), whose plurals are answered without Intl. */
function isSimple(locale: string): boolean {
  return /^(en|de)(-|$)/i.test(locale);
}

/** The plural category of `count` in `locale`, as Intl.PluralRules#select gives it. */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  if (isSimple(locale)) return Math.abs(count) === 1 ? 'one' : 'other';
  return rulesFor(locale).select(count);
}

/**
 * The form for `count` in `locale`, with `#` replaced by it as `written`
 * (the language's writing of the number, 1,000 or 1.000; its digits by
 * default): `plural('en', 1, { one: '# card', other: '# cards' })` is "1 card".
 */
export function plural(locale: string, count: number, forms: PluralForms, written = String(count)): string {
  const form = forms[pluralCategory(locale, count)] ?? forms.other;
  return form.replaceAll('#', written);
}

/** Joins names as the language does: "Alice, Bob and Carol", "Alice, Bob und Carol". */
export function listOf(locale: string, items: readonly string[]): string {
  const and = LIST_WORDS[locale];
  if (and !== undefined) return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)!}`;
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

/** The locales of the words whose lists are answered without Intl: the last two joined by this word, the others by commas. */
const LIST_WORDS: Readonly<Record<string, string>> = { 'en-GB': 'and', de: 'und' };
