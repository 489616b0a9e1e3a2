/**
 * The command line's words in every language (cliWords.en.ts sets their
 * shape, cliWords.de.ts is the German). They are the entry's own words:
 * English is in the entry, every other language is loaded when it is spoken
 * (loadCliWords), so that --help and usage errors in English load no other
 * language. Only the command line's files import them.
 */

import { coreWords } from './i18n/catalog.js';
import { wordsOnDemand, type Lang } from './i18n/lang.js';
import { cliEn, type CliWords } from './cliWords.en.js';
import type { ParseWords } from './usage.js';

export type { CliWords } from './cliWords.en.js';

const CLI = wordsOnDemand<CliWords>(cliEn, { de: async () => (await import('./cliWords.de.js')).cliDe }, 'the command line');

/** Loads `lang`'s command-line words once; cliWords(lang) gives them from then on. */
export function loadCliWords(lang: Lang): Promise<CliWords> {
  return CLI.load(lang);
}

/** `lang`'s command-line words, which must be loaded (loadCliWords). */
export function cliWords(lang: Lang): CliWords {
  return CLI.get(lang);
}

/** What a mistyped number or seed is told, in `lang` (the command line's words and the core's seed problems). */
export function parseWords(lang: Lang): ParseWords {
  return { ...cliWords(lang).error, seedProblem: coreWords(lang).seedProblem };
}
