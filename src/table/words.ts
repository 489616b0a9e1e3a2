/** The table's words in every language (words.en.ts sets their shape, words.de.ts is the German). */

import { byLanguage } from '../i18n/lang.js';
import { tableDe } from './words.de.js';
import { tableEn, type TableWords } from './words.en.js';

export type { TableWords } from './words.en.js';

/** Why the table refused a command, and why options make no match, in `lang`. */
export const tableWords = byLanguage<TableWords>({ en: tableEn, de: tableDe });
