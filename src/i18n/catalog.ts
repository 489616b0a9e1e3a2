/**
 * The languages of the game and how one is chosen.
 *
 * Adding a language: write `src/i18n/<code>.ts` exporting a `Catalog`
 * (copy de.ts; the type checker lists whatever is missing or misspelt) and
 * add it to CATALOGS below. `--lang`, the environment and the help texts
 * pick it up from there.
 */

import { de } from './de.js';
import { en } from './en.js';

/** Every catalog has exactly the English catalog's entries, with the same parameters. */
export type Catalog = typeof en;

export const CATALOGS = { en, de } as const satisfies Record<string, Catalog>;

export type Lang = keyof typeof CATALOGS;

/** The language codes `--lang` accepts, in the order help texts list them. */
export const LANGUAGES = Object.keys(CATALOGS) as Lang[];

export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: string): value is Lang {
  return Object.hasOwn(CATALOGS, value);
}

export function catalogFor(lang: Lang = DEFAULT_LANG): Catalog {
  return CATALOGS[lang];
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
