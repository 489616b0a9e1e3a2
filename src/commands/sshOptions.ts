/**
 * The options `host` and `serve` share: where the server listens and who
 * may log in. Loaded with the command's other checks when it runs (it needs
 * the network module).
 */

import { isIP } from 'node:net';
import type { Lang } from '../i18n/lang.js';
import { remoteWords } from '../remote/words.js';
import { UsageError, printable } from '../usage.js';

/** The address to listen on: typed (spaces around are dropped), else `fallback()`; what is no IP address is refused in the words of `refusal`. */
export function parseListen(typed: string | undefined, fallback: () => string, refusal: (got: string) => string): string {
  const listen = typed === undefined ? fallback() : typed.trim();
  if (isIP(listen) === 0) throw new UsageError(refusal(printable(typed ?? '')));
  return listen;
}

export interface LoginOptions {
  readonly password: string | null;
  readonly authorizedKeys: string | null;
}

/** --password or --authorized-keys (not both), and a password that is not empty. */
export function parseLogin(raw: { readonly password?: string; readonly authorizedKeys?: string }, lang: Lang): LoginOptions {
  const words = remoteWords(lang).usage;
  if (raw.password !== undefined && raw.authorizedKeys !== undefined) throw new UsageError(words.passwordAndKeys);
  if (raw.password !== undefined && raw.password === '') throw new UsageError(words.emptyPassword);
  return { password: raw.password ?? null, authorizedKeys: raw.authorizedKeys ?? null };
}
