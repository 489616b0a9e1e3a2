/**
 * What a client tells of itself before its terminal opens: its environment,
 * of which only LANG and LC_* are kept (made harmless, at most MAX_ENV of
 * them), and what they say of its screen (language, character set). Apart
 * from the session's requests because these are the rules for text a
 * stranger sends, worth reading on their own.
 */

import { detectLanguage, type Lang, type LangEnvironment } from '../../i18n/catalog.js';

const ENV_NAME = /^(?:LANG|LC_[A-Z]+)$/u;
const MAX_ENV = 16;

/**
 * Any other text from a client (an environment value) made harmless: only
 * printable characters of the allowed set plus `:/@=+,`, at most `max`
 * characters.
 */
export function safeClientText(text: string, max = 64): string {
  return [...String(text)]
    .filter((char) => /^[\p{L}\p{N} _.\-:/@=+,]$/u.test(char))
    .slice(0, max)
    .join('');
}

/** Keeps `name` in `env`, its value made harmless, if it is LANG or LC_* and there is room; says whether it was kept. */
export function keepEnv(env: Record<string, string>, name: string, value: string): boolean {
  if (!ENV_NAME.test(name) || Object.keys(env).length >= MAX_ENV) return false;
  env[name] = safeClientText(value);
  return true;
}

/**
 * The language of a client's screen and of what is written to it: the one
 * its LC_ALL, LC_MESSAGES or LANG names (as detectLanguage reads them), or
 * the server's when it sends none of them.
 */
export function clientLanguage(env: LangEnvironment, hostLang: Lang): Lang {
  const names = ['LC_ALL', 'LC_MESSAGES', 'LANG'];
  return names.some((name) => (env[name] ?? '') !== '') ? detectLanguage(env) : hostLang;
}

/** A client that says its character set is not UTF-8 gets plain ASCII screens. */
export function clientWantsAscii(env: Readonly<Record<string, string>>): boolean {
  const locale = env.LC_ALL ?? env.LC_CTYPE ?? env.LANG;
  return locale !== undefined && locale !== '' && locale !== 'C.UTF-8' && !/utf-?8/iu.test(locale);
}
