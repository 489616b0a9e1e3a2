/**
 * How the game's words are organised, and how a language is chosen.
 *
 * Words live beside the code they word, one file per language: a feature's
 * `words.en.ts` sets the shape of its words (English), `words.de.ts` fills
 * that shape in German (`satisfies` the English type, so a missing or
 * misspelt entry fails the type check), and `words.ts` gives them by
 * language (`serveWords(lang)`, `recordWords(lang)`, … made with
 * lang.ts's `byLanguage`) together with the functions that word the
 * feature's codes (`describeRecordError(error, lang)`). The language is
 * always an argument: nothing that produces words assumes one.
 *
 * This folder holds only the machinery (languages, choosing and loading
 * one, plurals, numbers, rich and safe text) and the words of what has no
 * language of its own below every feature: the core's cards, hands, errors
 * and events (the log), and what the command line says (en.ts, de.ts).
 * Feature words are loaded with their feature (each command `import()`s
 * its part), both languages at once. The catalog here is the entry's own:
 * English is always loaded, every other language when it is first needed
 * (`loadLanguage`), so that a program that speaks English, or prints only
 * its help, never loads another language. `catalogs.ts` loads them all at
 * once (for the library and the tests).
 *
 * Adding a language: add its code to LANGUAGES (lang.ts); the type checker
 * then lists every words file whose `byLanguage` lacks it. Write a
 * `words.<code>.ts` beside each (copy the German one), and `<code>.ts` here
 * with its loader in LOADERS below and in catalogs.ts. `--lang`, the
 * environment and the help texts pick it up.
 */

import { en, type Catalog } from './en.js';
import { DEFAULT_LANG, isLang, type Lang } from './lang.js';

export type { Catalog } from './en.js';

export { DEFAULT_LANG, LANGUAGES, isLang, type Lang } from './lang.js';

/** How each language other than English is loaded (its own chunk in the bundle). */
const LOADERS: Readonly<Record<Exclude<Lang, 'en'>, () => Promise<Catalog>>> = {
  de: async () => (await import('./de.js')).de,
};

const loaded = new Map<Lang, Catalog>([['en', en]]);

/** Loads `lang`'s catalog once; catalogFor(lang) gives it from then on. */
export async function loadLanguage(lang: Lang): Promise<Catalog> {
  const known = loaded.get(lang);
  if (known !== undefined) return known;
  const catalog = await LOADERS[lang as Exclude<Lang, 'en'>]();
  loaded.set(lang, catalog);
  return catalog;
}

/** Makes a catalog loaded without loadLanguage (a static import, as catalogs.ts does) known to catalogFor. */
export function registerCatalog(lang: Lang, catalog: Catalog): void {
  loaded.set(lang, catalog);
}

/** `lang`'s catalog, which must be loaded (loadLanguage): a program loads its language before it prints a word. */
export function catalogFor(lang: Lang = DEFAULT_LANG): Catalog {
  const catalog = loaded.get(lang);
  if (catalog === undefined) throw new Error(`The ${lang} catalog is not loaded yet (loadLanguage)`);
  return catalog;
}

/** The variables that choose the language, as a plain record (process.env fits). */
export type LangEnvironment = Readonly<Record<string, string | undefined>>;

/**
 * The language the environment asks for, as POSIX programs read it:
 * SHIFT_POKER_LANG if set and non-empty (the game's own override), else the
 * first of LC_ALL, LC_MESSAGES and LANG that is set and non-empty. A value
 * such as `de_DE.UTF-8`, `de_AT`, `de-CH@euro` or `de` names its language
 * by the part before `_`, `-`, `.` or `@`; `C`, `POSIX` and languages
 * without a catalog mean English. (Like gettext, an unknown language at a
 * higher level is not skipped for a lower one: LC_ALL=fr with LANG=de is
 * English.)
 */
export function detectLanguage(env: LangEnvironment): Lang {
  const own = env.SHIFT_POKER_LANG;
  if (own !== undefined && own !== '') return languageOf(own) ?? DEFAULT_LANG;
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = env[name];
    if (value !== undefined && value !== '') return languageOf(value) ?? DEFAULT_LANG;
  }
  return DEFAULT_LANG;
}

/** The catalog's code for a locale name (`de_DE.UTF-8` → `de`), or null for C, POSIX and unknown languages. */
export function languageOf(locale: string): Lang | null {
  const language = /^([A-Za-z]{2,3})(?=$|[_.@-])/u.exec(locale.trim())?.[1]?.toLowerCase();
  return language !== undefined && isLang(language) ? language : null;
}
