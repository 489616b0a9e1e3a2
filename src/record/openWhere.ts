/** Where a match is open, in the reader's words: "another terminal (process 4242)", with the machine when it is another one. */

import type { Lang } from '../i18n/lang.js';
import { safeText } from '../i18n/safeText.js';
import { seenFromHere, type Holder } from './holder.js';
import { recordWords } from './words.js';

export function openWhere(holder: Holder, lang: Lang): string {
  const seen = seenFromHere(holder);
  return recordWords(lang).openIn(seen.program, seen.pid, seen.host === null ? null : safeText(seen.host));
}
