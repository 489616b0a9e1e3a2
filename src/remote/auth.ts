/**
 * Who may log in to a server: a password (the host's room password, given
 * or generated), the keys of an OpenSSH authorized_keys file, or, for a
 * public `serve`, anyone; and the key the server proves itself with. Chosen
 * at start-up, a problem worded for the command line: outside ssh/, which
 * checks each login (ssh/auth.ts) and words nothing of the host's.
 */

import { readFileSync } from 'node:fs';
import { CommandFailure } from '../usage.js';
import type { Lang } from '../i18n/lang.js';
import { describeHostKeyProblem, remoteWords } from './words.js';
import { safeText } from '../i18n/safeText.js';
import { HostKeyError, loadOrCreateHostKey, type HostKey } from './ssh/hostKey.js';
import { parseAuthorizedKeys, type Authentication } from './ssh/auth.js';
import { generatePassword } from './ssh/password.js';

/** The server's host key from `dir` (made there the first time); a key that cannot be read or made is a CommandFailure in `lang`. */
export function serverHostKey(dir: string, lang: Lang): HostKey {
  try {
    return loadOrCreateHostKey(dir);
  } catch (error) {
    if (error instanceof HostKeyError) throw new CommandFailure(describeHostKeyProblem(error.problem, lang));
    throw error;
  }
}

export interface AuthOptions {
  readonly password: string | null;
  readonly authorizedKeys: string | null;
}

/**
 * The login of a server: the authorized keys if a file is named, else the
 * password given, else (`open`) anyone or (not open) a generated password.
 * A key file that cannot be read, or holds no key, is a CommandFailure.
 */
export function authentication(config: AuthOptions, lang: Lang, open = false): { auth: Authentication; password: string | null; keyCount: number } {
  if (config.authorizedKeys === null) {
    if (config.password === null && open) return { auth: { kind: 'open' }, password: null, keyCount: 0 };
    const password = config.password ?? generatePassword();
    return { auth: { kind: 'password', password }, password, keyCount: 0 };
  }
  let text: string;
  try {
    text = readFileSync(config.authorizedKeys, 'utf8');
  } catch (error) {
    throw new CommandFailure(remoteWords(lang).usage.readKeys(safeText(config.authorizedKeys), (error as NodeJS.ErrnoException).code ?? String(error)));
  }
  const keys = parseAuthorizedKeys(text);
  if (keys.length === 0) throw new CommandFailure(remoteWords(lang).usage.noKeys(safeText(config.authorizedKeys)));
  return { auth: { kind: 'keys', keys }, password: null, keyCount: keys.length };
}
