/** The tutorial's words in every language (words.en.ts sets their shape, words.de.ts is the German). */

import { byLanguage } from '../i18n/lang.js';
import { tutorialDe } from './words.de.js';
import { tutorialEn, type TutorialWords } from './words.en.js';

export type { TutorialWords } from './words.en.js';

/** The lessons and the panel around them, in `lang`. */
export const tutorialWords = byLanguage<TutorialWords>({ en: tutorialEn, de: tutorialDe });
