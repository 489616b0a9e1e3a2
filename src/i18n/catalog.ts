/**
 * How the game's words are organised, and how a language is chosen.
 *
 * Words live beside the code they word, one file per language:
 *
 *   src/<part>/words.en.ts   the English words; their type (`SeatWords`,
 *                            `ServeWords`, …) is the shape of the part's words
 *   src/<part>/words.de.ts   the German words; they `satisfies` that type, so
 *                            a missing, extra or misspelt entry fails the
 *                            type check
 *   src/<part>/words.ts      the words by language (`seatWords(lang)`, made
 *                            with lang.ts's `byLanguage`), and the functions
 *                            that word the part's codes
 *                            (`describeRecordError(error, lang)`)
 *
 * The parts with words: i18n/ (this folder: the core's cards, hands, counted
 * words, errors and log, and the computer players' levels, which every part
 * shows), term/ (key names of --ascii, "terminal too small"), table/ (its
 * refusals), record/ (saved files, `history`), room/ (scores, resume
 * question, replay screen), seat/ (the seat screen), hotseat/ (next-player
 * screen, setup, printed summary), remote/ (`host`), remote/serve/
 * (`serve`), sim/ (the progress line), and the command line
 * (src/commands/words*.ts: --help, usage errors, what `simulate` prints).
 *
 * The language is always an argument: nothing that produces words assumes
 * one. Only the command line (`--lang`, else detectLanguage below) and a
 * connection's ssh environment choose it; a screen takes it from its
 * LocaleProvider (term/locale.tsx), which has no default either.
 *
 * Loading: a part's words come with the part, both languages at once (the
 * bundle loads each command's code with import()). The entry's own words,
 * the core's here and the command line's, hold English only; every other
 * language is a chunk of its own loaded before the program speaks it
 * (`loadLanguage`, `loadCliWords`), so that --help or a usage error in
 * English loads no other language. catalogs.ts loads the core's at once
 * (for the library and the tests).
 *
 * Adding a language: add its code to LANGUAGES (lang.ts); the type checker
 * then names every `byLanguage` and loader that lacks it. Write a
 * `words.<code>.ts` beside each words file (copy the German one) and
 * `commands/words.<code>.ts`, and add them there and to catalogs.ts. `--lang`,
 * the environment and the help texts pick the language up.
 */

import { DEFAULT_LANG, isLang, wordsOnDemand, type Lang } from './lang.js';
import { coreEn, type CoreWords } from './words.en.js';

export type { CoreWords } from './words.en.js';

export { LANGUAGES, isLang, type Lang } from './lang.js';

/** The core's words: English at hand, every other language its own chunk in the bundle. */
const CORE = wordsOnDemand<CoreWords>(coreEn, { de: async () => (await import('./words.de.js')).coreDe }, 'the core');

/** Loads `lang`'s core words once; coreWords(lang) gives them from then on. */
export function loadLanguage(lang: Lang): Promise<CoreWords> {
  return CORE.load(lang);
}

/** Makes core words loaded without loadLanguage (a static import, as catalogs.ts does) known to coreWords. */
export function registerCoreWords(lang: Lang, words: CoreWords): void {
  CORE.register(lang, words);
}

/** `lang`'s core words (cards, hands, the log, the core's errors, bot levels), which must be loaded (loadLanguage). */
export function coreWords(lang: Lang): CoreWords {
  return CORE.get(lang);
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
