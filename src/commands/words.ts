/**
 * The command line's words in every language (words.en.ts sets their
 * shape, words.de.ts is the German). They are the entry's own words:
 * English is in the entry, every other language is loaded when it is spoken
 * (loadCliWords), so that --help and usage errors in English load no other
 * language. Only the command line's files import them.
 */

import { wordsOnDemand, type Lang } from '../i18n/lang.js';
import { cliEn, type CliWords } from './words.en.js';

export type { CliWords } from './words.en.js';

const CLI = wordsOnDemand<CliWords>(cliEn, { de: async () => (await import('./words.de.js')).cliDe }, 'the command line');

/** Loads `lang`'s command-line words once; cliWords(lang) gives them from then on. */
export function loadCliWords(lang: Lang): Promise<CliWords> {
  return CLI.load(lang);
}

/** `lang`'s command-line words, which must be loaded (loadCliWords). */
export function cliWords(lang: Lang): CliWords {
  return CLI.get(lang);
}
