/**
 * The rules in sentences, for `rules` in the screen-reader mode: what the
 * drawn help says, with moves instead of the drawn game's keys.
 */

import type { Lang } from '../i18n/lang.js';
import { readerWords } from './words.js';

export function rulesSentences(lang: Lang): readonly string[] {
  return readerWords(lang).rules;
}
