/** The terminal's words in every language (words.en.ts sets their shape, words.de.ts is the German). */

import { byLanguage } from '../i18n/lang.js';
import { termDe } from './words.de.js';
import { termEn, type TermWords } from './words.en.js';

export type { TermWords } from './words.en.js';

/** The key names of --ascii screens and the too-small line, in `lang`. */
export const termWords = byLanguage<TermWords>({ en: termEn, de: termDe });
