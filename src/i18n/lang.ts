/**
 * The languages the game speaks, as codes, and the one way a part of the
 * program gives its words by language (`byLanguage`): a leaf that every
 * words file imports (see catalog.ts for how words are organised).
 */

/** The language codes `--lang` accepts, in the order help texts list them. */
export const LANGUAGES = ['en', 'de'] as const;

export type Lang = (typeof LANGUAGES)[number];

export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: string): value is Lang {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * A part's words in every language as a function of the language: each
 * feature's `xWords(lang)` (serveWords, recordWords, …). The record of
 * every language is what makes a new language a type error wherever its
 * words are missing; the language is always given, never assumed.
 */
export function byLanguage<Words>(words: Readonly<Record<Lang, Words>>): (lang: Lang) => Words {
  return (lang) => {
    const found = words[lang];
    if (found === undefined) throw new Error(`No words for the language ${String(lang)}`);
    return found;
  };
}
