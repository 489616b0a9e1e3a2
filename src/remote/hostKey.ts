/**
 * The server's host key: an ed25519 key made once and kept in the user's
 * data directory (mode 0600), so players can check its fingerprint once and
 * their ssh remembers it. The fingerprint is printed the way OpenSSH prints
 * it (`SHA256:` and the unpadded base64 of the public key blob's SHA-256).
 */

import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import path from 'node:path';
import ssh2 from 'ssh2';
import { errnoOf } from '../record/load.js';

export const HOST_KEY_FILE = 'host_ed25519_key';
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

export interface HostKey {
  /** The private key in OpenSSH format, for the server. */
  readonly privateKey: string;
  readonly fingerprint: string;
  readonly file: string;
  readonly created: boolean;
}

/** Why the host key cannot be used: codes and data, worded by the host's catalog. */
export type HostKeyProblem =
  | { readonly code: 'unreadable' | 'cannotCreate'; readonly file: string; readonly errno: string }
  | { readonly code: 'notAKey'; readonly file: string };

export class HostKeyError extends Error {
  override readonly name = 'HostKeyError';
  constructor(readonly problem: HostKeyProblem) {
    super(`${problem.code}: ${problem.file}`);
  }
}

/** OpenSSH's fingerprint of a public key blob. */
export function fingerprintOf(publicKeyBlob: Buffer): string {
  return `SHA256:${createHash('sha256').update(publicKeyBlob).digest('base64').replace(/=+$/u, '')}`;
}

/** Loads the host key from `dir`, creating it (and the directory) the first time. Throws a HostKeyError. */
export function loadOrCreateHostKey(dir: string): HostKey {
  const file = path.join(dir, HOST_KEY_FILE);
  let created = false;
  let privateKey: string;
  const failed = (code: 'unreadable' | 'cannotCreate', error: unknown): HostKeyError =>
    new HostKeyError({ code, file, errno: errnoOf(error) });
  if (fs.existsSync(file)) {
    try {
      privateKey = fs.readFileSync(file, 'utf8');
    } catch (error) {
      throw failed('unreadable', error);
    }
  } else {
    const pair = ssh2.utils.generateKeyPairSync('ed25519');
    privateKey = pair.private;
    try {
      fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
      // wx: never overwrite a key another host process wrote meanwhile.
      fs.writeFileSync(file, privateKey, { mode: FILE_MODE, flag: 'wx' });
    } catch (error) {
      throw failed('cannotCreate', error);
    }
    created = true;
  }
  const parsed = ssh2.utils.parseKey(privateKey);
  if (parsed instanceof Error) throw new HostKeyError({ code: 'notAKey', file });
  try {
    // The mode is filtered by the umask, and an older file may be too open.
    fs.chmodSync(file, FILE_MODE);
  } catch (error) {
    throw failed('unreadable', error);
  }
  return { privateKey, fingerprint: fingerprintOf(parsed.getPublicSSH()), file, created };
}
