/** The seat screen's words in every language (words.en.ts sets their shape, words.de.ts is the German). */

import { byLanguage } from '../i18n/lang.js';
import { seatDe } from './words.de.js';
import { seatEn, type SeatWords } from './words.en.js';

export type { SeatWords } from './words.en.js';

/** What one seat's screens say, in `lang`. */
export const seatWords = byLanguage<SeatWords>({ en: seatEn, de: seatDe });
