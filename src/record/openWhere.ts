/** Where a match is open, in the reader's words: "another terminal (process 4242)", with the machine when it is another one. */

import { catalogFor, type Lang } from '../i18n/catalog.js';
import { safeText } from '../i18n/safeText.js';
import { seenFromHere, type Holder } from './holder.js';

export function openWhere(holder: Holder, lang: Lang | undefined): string {
  const seen = seenFromHere(holder);
  return catalogFor(lang).match.openIn(seen.program, seen.pid, seen.host === null ? null : safeText(seen.host));
}
