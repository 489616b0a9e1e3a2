/**
 * Who gets in, and how each login attempt is answered. Apart from the rest
 * of the connection because it is where a stranger's guesses land: the
 * password is compared in constant time (password.ts), keys must be in the
 * authorized list (or, on an open server, any key the client proves it
 * holds) and sign the session, each failure is answered only after a delay,
 * and after so many the connection is cut.
 */

import ssh2 from 'ssh2';
import type { AuthContext, Connection, ParsedKey } from 'ssh2';
import { farewell } from './closing.js';
import type { Conn } from './connection.js';
import type { ServerLimits } from './limits.js';
import { passwordChecker } from './password.js';

export type Authentication =
  | { readonly kind: 'password'; readonly password: string }
  | { readonly kind: 'keys'; readonly keys: readonly ParsedKey[] }
  /**
   * Anyone gets in. A client that offers a public key and proves it holds
   * it (signs with it) is known by that key, so a seat taken with it is
   * given back only to it; a client without a key gets in without one.
   */
  | { readonly kind: 'open' };

const MAX_KEY_OFFERS = 10;

/** The keys of an OpenSSH authorized_keys file; lines with options in front of the key are read from the key on. */
export function parseAuthorizedKeys(text: string): ParsedKey[] {
  const keys: ParsedKey[] = [];
  for (const line of text.split(/\r?\n/u)) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const start = trimmed.search(/(?:^|\s)(?:ssh-|ecdsa-|sk-)/u);
    if (start === -1) continue;
    const parsed = ssh2.utils.parseKey(trimmed.slice(start).trim());
    if (!(parsed instanceof Error)) keys.push(parsed);
  }
  return keys;
}

/** Runs `answer` once `ms` have passed: how a failed login's answer is held back. */
export type HoldBack = (answer: () => void, ms: number) => void;

const timer: HoldBack = (answer, ms) => {
  setTimeout(answer, ms).unref();
};

/**
 * Answers every login attempt of a connection under `auth`: accepts it
 * (recording the user and key), refuses it, or cuts the connection; a
 * failure is answered only after `failureDelayMs` (held back by `holdBack`).
 */
export function authenticator(
  auth: Authentication,
  limits: Pick<ServerLimits, 'maxAuthFailures' | 'failureDelayMs'>,
  holdBack: HoldBack = timer,
): (conn: Conn, client: Connection, ctx: AuthContext) => void {
  const checkPassword = auth.kind === 'password' ? passwordChecker(auth.password) : null;
  const methods: ('password' | 'publickey' | 'keyboard-interactive')[] =
    auth.kind === 'password' ? ['password'] : auth.kind === 'keys' ? ['publickey'] : ['publickey', 'keyboard-interactive', 'password'];

  return (conn, client, ctx) => {
    if (conn.failures >= limits.maxAuthFailures || conn.closing) {
      ctx.reject([]);
      return;
    }
    const failed = (): void => {
      conn.failures++;
      const last = conn.failures >= limits.maxAuthFailures;
      holdBack(() => {
        if (last) {
          farewell(conn, client, null);
          return;
        }
        try {
          ctx.reject(methods);
        } catch {
          // The client went away meanwhile.
        }
      }, limits.failureDelayMs);
    };
    const accept = (key: string | null): void => {
      conn.user = ctx.username;
      conn.key = key;
      ctx.accept();
    };
    if (auth.kind === 'open' && (ctx.method === 'keyboard-interactive' || ctx.method === 'password')) {
      // Anyone may play; without a key nothing ties this player to a seat but the name.
      accept(null);
      return;
    }
    if (ctx.method === 'password' && checkPassword !== null) {
      if (checkPassword(ctx.password)) accept(null);
      else failed();
      return;
    }
    if (ctx.method === 'publickey' && auth.kind !== 'password') {
      const offered = ctx.key;
      const known = auth.kind === 'keys' ? auth.keys.find((key) => key.type === offered.algo && key.getPublicSSH().equals(offered.data)) : publicKeyOf(offered.algo, offered.data);
      if (known === undefined) {
        // Clients offer every key they have; only so many are heard.
        if (++conn.keyOffers > MAX_KEY_OFFERS) farewell(conn, client, null);
        else ctx.reject(methods);
        return;
      }
      if (ctx.signature === undefined || ctx.blob === undefined) {
        // The client asks whether this key would do; it signs next.
        ctx.accept();
        return;
      }
      if (known.verify(ctx.blob, ctx.signature, ctx.hashAlgo) === true) accept(known.getPublicSSH().toString('base64'));
      else failed();
      return;
    }
    // "none" and any other method: say which ones work, without counting a failure.
    ctx.reject(methods);
  };
}

/** The public key a client offers, if ssh2 can read it and it is of the type the client says. */
function publicKeyOf(algo: string, blob: Buffer): ParsedKey | undefined {
  const parsed = ssh2.utils.parseKey(blob);
  if (parsed instanceof Error || Array.isArray(parsed)) return undefined;
  const key = parsed as ParsedKey;
  // An RSA key may sign with rsa-sha2-256/512 while its blob says ssh-rsa.
  const type = algo.startsWith('rsa-sha2-') ? 'ssh-rsa' : algo;
  return key.type === type ? key : undefined;
}
