/**
 * The words of saved matches in every language (words.en.ts sets their
 * shape, words.de.ts is the German), and the lines that word the record
 * layer's codes: what is wrong with which file, why saving failed.
 */

import { byLanguage, type Lang } from '../i18n/lang.js';
import { safeText, shortText } from '../i18n/safeText.js';
import type { RecordError, SaveError } from './errors.js';
import { recordDe } from './words.de.js';
import { recordEn, type RecordWords } from './words.en.js';

export type { RecordWords } from './words.en.js';

/** The words of saved matches in `lang`. */
export const recordWords = byLanguage<RecordWords>({ en: recordEn, de: recordDe });

/** What is wrong with a record file, as one line naming it. */
export function describeRecordError(error: RecordError, lang: Lang): string {
  const words = recordWords(lang);
  const file = safeText(error.file);
  switch (error.code) {
    case 'unreadable':
      return words.unreadable(file, errnoText(error.errno, lang));
    case 'tooLarge':
      return words.tooLarge(file, error.bytes, error.limit);
    case 'notJson':
      return words.notJson(file);
    case 'truncated':
      return words.truncated(file, error.empty);
    case 'unknownFormat':
      return words.unknownFormat(file, error.found === null ? null : shortText(error.found));
    case 'unknownVersion':
      return words.unknownVersion(file, shortText(JSON.stringify(error.found) ?? String(error.found)));
    case 'invalid':
      return words.invalid(file, formatPath(error.path, lang), safeText(words.fault(error.fault)));
    case 'illegalAction':
      return words.illegalAction(file, error.game, error.action, safeText(words.refusal(error.refusal)));
  }
}

export function describeSaveError(error: SaveError, lang: Lang): string {
  return recordWords(lang).saveFailed(safeText(error.file), errnoText(error.errno, lang));
}

/** "permission denied, EACCES", or the bare code when the language has no words for it. */
export function errnoText(errno: string, lang: Lang): string {
  const meaning = recordWords(lang).errno(errno);
  return meaning === null ? safeText(errno) : `${meaning}, ${safeText(errno)}`;
}

/** ['games', 0, 'actions', 3] -> "games[0].actions[3]"; [] -> "the top level". */
export function formatPath(path: readonly (string | number)[], lang: Lang): string {
  if (path.length === 0) return recordWords(lang).topLevel;
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? safeText(part) : `.${safeText(part)}`)).join('');
}
