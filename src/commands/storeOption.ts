/**
 * `--store`, as `serve`, `history` and `replay` take it: a PostgreSQL URL,
 * or `postgres` alone for DATABASE_URL if set, else node-postgres' PG*
 * variables (null url). Left out: the data directory. Only the text is
 * checked here; nothing connects and no driver loads.
 */

import type { Lang } from '../i18n/lang.js';
import { serveWords } from '../remote/serve/words.js';
import { UsageError, printable } from '../usage.js';

/** Where a store is: a URL, or null for node-postgres' PG* variables. */
export interface StoreTarget {
  readonly url: string | null;
}

export function parseStore(text: string | undefined, lang: Lang, env: NodeJS.ProcessEnv = process.env): StoreTarget | null {
  if (text === undefined) return null;
  if (/^postgres(?:ql)?$/iu.test(text)) {
    const fromEnv = env.DATABASE_URL;
    if (fromEnv === undefined || fromEnv === '') return { url: null };
    // DATABASE_URL is held to what --store takes; its value is not repeated (it may hold a password).
    if (isPostgresUrl(fromEnv)) return { url: fromEnv };
    throw new UsageError(serveWords(lang).usage.databaseUrlNotPostgres);
  }
  if (isPostgresUrl(text)) return { url: text };
  throw new UsageError(serveWords(lang).usage.storeNotPostgres(printable(text)));
}

function isPostgresUrl(text: string): boolean {
  return /^postgres(?:ql)?:\/\/./iu.test(text) && URL.canParse(text);
}
