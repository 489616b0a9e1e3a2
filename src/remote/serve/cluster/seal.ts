/**
 * What keeps the processes' notifications to themselves. LISTEN and NOTIFY
 * need no privilege in PostgreSQL: any role that can log in to the database
 * could listen on a process's channel (and read the frames of its players,
 * hidden cards included) or notify it (and press keys for them). So every
 * message is sealed with AES-256-GCM under the cluster's key, which lives in
 * the store's settings (readable only by the servers' role): a listener
 * without it reads nothing, and a message it makes up, or one it replays on
 * another channel or later, is dropped (the sender and channel are
 * authenticated with it, and each sender numbers the parts of its messages:
 * parts.ts).
 */

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The key's bytes (AES-256). */
export const SEAL_KEY_BYTES = 32;

/** A new key for the cluster, as it is kept in the store's settings (base64). */
export const newSealKey = (): string => randomBytes(SEAL_KEY_BYTES).toString('base64');

/** `text` numbered `seq`, sealed for `channel` as sent by `from`: base64. */
export function seal(key: Buffer, from: string, channel: string, seq: number, text: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`${from}\n${channel}`));
  const body = Buffer.concat([cipher.update(`${seq} ${text}`, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The number and text sealed in `sealed`, or null if it was not sealed with `key` by `from` for `channel`. */
export function unseal(key: Buffer, from: string, channel: string, sealed: string): { readonly seq: number; readonly text: string } | null {
  try {
    const bytes = Buffer.from(sealed, 'base64');
    if (bytes.length < IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(`${from}\n${channel}`));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    const space = plain.indexOf(' ');
    const seq = Number(plain.slice(0, space));
    return space > 0 && Number.isSafeInteger(seq) ? { seq, text: plain.slice(space + 1) } : null;
  } catch {
    return null;
  }
}
