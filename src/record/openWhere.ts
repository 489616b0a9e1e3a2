/** Where a match is open, in the reader's words: "another terminal (process 4242)", with the machine when it is another one. */

import { hostname } from 'node:os';
import { catalogFor, type Lang } from '../i18n/catalog.js';
import { safeText } from '../i18n/safeText.js';
import type { Holder } from './holder.js';

export function openWhere(holder: Holder, lang: Lang | undefined): string {
  return catalogFor(lang).match.openIn(holder.program, holder.pid, holder.host === hostname() ? null : safeText(holder.host));
}
