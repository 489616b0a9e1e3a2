/**
 * The languages the game speaks, as codes: a leaf that feature modules may
 * import for the type alone, without the catalogs (which word those
 * features' problems, and so import their types).
 */

/** The language codes `--lang` accepts, in the order help texts list them. */
export const LANGUAGES = ['en', 'de'] as const;

export type Lang = (typeof LANGUAGES)[number];

export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: string): value is Lang {
  return (LANGUAGES as readonly string[]).includes(value);
}
