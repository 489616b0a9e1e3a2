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
import { errnoOf } from '../../record/load.js';

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

/** Why the host key cannot be used: codes and data, worded in the host's language (words.ts). */
export type HostKeyProblem = { readonly code: 'unreadable' | 'cannotCreate'; readonly file: string; readonly errno: string } | { readonly code: 'notAKey'; readonly file: string };

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

type KeyPairGenerator = () => { readonly private: string; readonly public: string };

const generateEd25519: KeyPairGenerator = () => ssh2.utils.generateKeyPairSync('ed25519');

/**
 * A new ed25519 key pair in OpenSSH format (the private key). ssh2's
 * generator drops a public key's leading zero byte (about one key in 256,
 * mscdex/ssh2#1513), and neither ssh2 nor OpenSSH can read such a key back:
 * saved, it would stop the host from starting ever after. Such a pair is
 * drawn again, before anything is written.
 */
export function newHostKey(generate: KeyPairGenerator = generateEd25519): string {
  for (let attempt = 0; attempt < 32; attempt++) {
    const pair = generate();
    if (!(ssh2.utils.parseKey(pair.private) instanceof Error) && !(ssh2.utils.parseKey(pair.public) instanceof Error)) return pair.private;
  }
  // 32 bad draws in a row do not happen by chance: the generator itself is broken.
  throw new Error('ssh2 made no readable ed25519 key in 32 attempts');
}

/** Loads the host key from `dir`, creating it (and the directory) the first time. Throws a HostKeyError. */
export function loadOrCreateHostKey(dir: string): HostKey {
  const file = path.join(dir, HOST_KEY_FILE);
  let created = false;
  let privateKey: string;
  const failed = (code: 'unreadable' | 'cannotCreate', error: unknown): HostKeyError => new HostKeyError({ code, file, errno: errnoOf(error) });
  if (fs.existsSync(file)) {
    try {
      privateKey = fs.readFileSync(file, 'utf8');
    } catch (error) {
      throw failed('unreadable', error);
    }
  } else {
    privateKey = newHostKey();
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
