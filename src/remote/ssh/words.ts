/** The ssh transport's words in every language (words.en.ts sets their shape, words.de.ts is the German). */

import { byLanguage } from '../../i18n/lang.js';
import { sshDe } from './words.de.js';
import { sshEn, type SshWords } from './words.en.js';

export type { SshWords } from './words.en.js';

/** What the transport tells a client in `lang`. */
export const sshWords = byLanguage<SshWords>({ en: sshEn, de: sshDe });
