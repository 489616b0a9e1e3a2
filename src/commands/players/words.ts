/** The words of `players` in every language. */

import { byLanguage } from '../../i18n/lang.js';
import { playersDe } from './words.de.js';
import { playersEn, type PlayersWords } from './words.en.js';

export const playersWords = byLanguage<PlayersWords>({ en: playersEn, de: playersDe });
