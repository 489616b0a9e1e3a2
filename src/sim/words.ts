/** The simulator's words in every language (words.en.ts sets their shape, words.de.ts is the German). */

import { byLanguage } from '../i18n/lang.js';
import { simDe } from './words.de.js';
import { simEn, type SimWords } from './words.en.js';

export type { SimWords } from './words.en.js';

/** The progress line's words in `lang`. */
export const simWords = byLanguage<SimWords>({ en: simEn, de: simDe });
