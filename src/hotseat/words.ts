/** The hotseat's words in every language (words.en.ts sets their shape, words.de.ts is the German). */

import { byLanguage } from '../i18n/lang.js';
import { uiDe } from './words.de.js';
import { uiEn, type UiWords } from './words.en.js';

export type { UiWords } from './words.en.js';

/** The next-player screen, the setup screen and the printed summary, in `lang`. */
export const uiWords = byLanguage<UiWords>({ en: uiEn, de: uiDe });
