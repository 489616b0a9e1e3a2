/**
 * Every catalog, loaded at once: for the library (`{ text: CATALOGS.de }`)
 * and the tests. The program itself loads only the language it speaks
 * (catalog.ts, loadLanguage).
 */

import { registerCatalog, type Catalog, type Lang } from './catalog.js';
import { de } from './de.js';
import { en } from './en.js';

export const CATALOGS = { en, de } as const satisfies Record<Lang, Catalog>;

registerCatalog('de', de);
