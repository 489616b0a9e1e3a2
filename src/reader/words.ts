/** The screen-reader mode's words in every language (words.en.ts sets their shape, words.de.ts is the German). */

import { byLanguage } from '../i18n/lang.js';
import { readerDe } from './words.de.js';
import { readerEn, type ReaderWords } from './words.en.js';

export type { ReaderVerb, ReaderWords } from './words.en.js';
export { capitalized } from './words.en.js';

/** What the screen-reader mode says, in `lang`. */
export const readerWords = byLanguage<ReaderWords>({ en: readerEn, de: readerDe });
