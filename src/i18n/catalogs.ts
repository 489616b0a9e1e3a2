/**
 * Every language's core words, loaded at once: for the library
 * (`{ text: CATALOGS.de }`) and the tests. The program itself loads only the
 * language it speaks (catalog.ts, loadLanguage).
 */

import { registerCoreWords, type CoreWords, type Lang } from './catalog.js';
import { coreDe } from './words.de.js';
import { coreEn } from './words.en.js';

export const CATALOGS = { en: coreEn, de: coreDe } as const satisfies Record<Lang, CoreWords>;

registerCoreWords('de', coreDe);
