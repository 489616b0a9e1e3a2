/** The words of matches in every language (words.en.ts sets their shape, words.de.ts is the German). */

import { byLanguage } from '../i18n/lang.js';
import { matchDe } from './words.de.js';
import { matchEn, type MatchWords } from './words.en.js';

export type { MatchWords, ResumePosition } from './words.en.js';

/** The words of matches, saved games and the replay screen in `lang`. */
export const matchWords = byLanguage<MatchWords>({ en: matchEn, de: matchDe });
