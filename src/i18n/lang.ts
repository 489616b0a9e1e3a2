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

/** Words whose English is at hand and whose other languages are loaded on first need. */
export interface WordsOnDemand<Words> {
  /** Loads `lang`'s words once; `get(lang)` gives them from then on. */
  load(lang: Lang): Promise<Words>;
  /** `lang`'s words, which must be loaded: a program loads its language before it prints a word. */
  get(lang: Lang): Words;
  /** Makes words loaded without `load` (a static import, for the library and the tests) known to `get`. */
  register(lang: Lang, words: Words): void;
}

/**
 * The words of the program's entry (the core's, the command line's), which
 * --help and usage errors need: English in the entry itself, every other
 * language in a chunk of its own that `loaders` import.
 */
export function wordsOnDemand<Words>(english: Words, loaders: Readonly<Record<Exclude<Lang, 'en'>, () => Promise<Words>>>, what: string): WordsOnDemand<Words> {
  const loaded = new Map<Lang, Words>([['en', english]]);
  return {
    async load(lang) {
      const known = loaded.get(lang);
      if (known !== undefined) return known;
      const words = await loaders[lang as Exclude<Lang, 'en'>]();
      loaded.set(lang, words);
      return words;
    },
    get(lang) {
      const words = loaded.get(lang);
      if (words === undefined) throw new Error(`The ${String(lang)} words of ${what} are not loaded yet`);
      return words;
    },
    register(lang, words) {
      loaded.set(lang, words);
    },
  };
}
