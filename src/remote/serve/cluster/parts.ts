/**
 * A message of the processes' bus (bus.ts) in notifications: PostgreSQL
 * takes a payload of under 8,000 bytes, so a long message (a large frame)
 * goes in parts. Each part is sealed on its own (seal.ts) with its place in
 * the message, so a receiver checks every part before it keeps anything of
 * it: a part nobody with the cluster's key made is dropped as it arrives,
 * and can neither grow a buffer nor break a real message in two.
 *
 * What a receiver keeps is bounded: per sender one message under way (a
 * sender's notifications arrive in the order it sent them, so a new first
 * part means the one before is over or lost), at most MAX_PARTS parts of it,
 * and at most MAX_SENDERS senders, the one heard from longest ago
 * forgotten first. Only a holder of the key can fill any of it.
 */

import { seal, unseal } from './seal.js';

/**
 * Bytes of a part of a message's JSON: with its header (a few numbers),
 * sealed (28 bytes more), in base64 (4/3) and in its envelope with the
 * sender's id, a payload stays under PostgreSQL's 8,000 bytes.
 */
export const PART_BYTES = 5_400;
/** Parts of one message at most (about 345 KB: a screen of 300 by 100 cells in colour is far less). */
export const MAX_PARTS = 64;
/** Senders with a message under way at most (a cluster has a handful of processes). */
export const MAX_SENDERS = 64;

/** `text` cut into parts of at most `bytes` bytes of UTF-8, never inside a character. */
export function parts(text: string, bytes = PART_BYTES): string[] {
  if (Buffer.byteLength(text) <= bytes) return [text];
  const out: string[] = [];
  let start = 0;
  let size = 0;
  for (let index = 0; index < text.length;) {
    const code = text.codePointAt(index)!;
    const width = code > 0xffff ? 2 : 1;
    const length = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (size + length > bytes) {
      out.push(text.slice(start, index));
      start = index;
      size = 0;
    }
    size += length;
    index += width;
  }
  out.push(text.slice(start));
  return out;
}

/** What travels in one notification: the sender (in the clear, to pick the key's data) and the sealed part. */
interface Envelope {
  readonly f: string;
  readonly d: string;
}

/**
 * The payloads of one message, each sealed for `channel` as sent by `from`:
 * `next()` numbers each part (the receiver drops one it has heard a number
 * as high from before: replayed), `message` is the sender's count of messages.
 */
export function sealedParts(key: Buffer, from: string, channel: string, message: number, json: string, next: () => number): string[] {
  const pieces = parts(json);
  return pieces.map((piece, index) => {
    const sealed = seal(key, from, channel, next(), `${message} ${index} ${pieces.length} ${piece}`);
    return JSON.stringify({ f: from, d: sealed } satisfies Envelope);
  });
}

interface UnderWay {
  readonly message: number;
  readonly count: number;
  readonly pieces: string[];
}

export interface Reassembly {
  /**
   * A payload heard on `channel`: the sender and the whole message's JSON
   * when this was its last part, else null (a part kept, or one dropped: not
   * sealed with the key, heard before, or out of its message's order).
   */
  heard(channel: string, payload: string): { readonly from: string; readonly json: string } | null;
  /** The connection was lost: parts heard so far are of no use. */
  clear(): void;
  /** How many parts are kept now (for the tests of its bounds). */
  readonly kept: number;
}

/** Joins the parts that `self` hears; its own are ignored. */
export function reassembly(key: Buffer, self: string): Reassembly {
  const underWay = new Map<string, UnderWay>();
  /** Each sender's highest part number heard: a part numbered no higher is a replay. */
  const lastHeard = new Map<string, number>();
  let kept = 0;

  const drop = (from: string): void => {
    const was = underWay.get(from);
    if (was === undefined) return;
    kept -= was.pieces.length;
    underWay.delete(from);
  };

  return {
    heard(channel, payload) {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(payload) as Envelope;
      } catch {
        return null;
      }
      if (typeof envelope !== 'object' || envelope === null || typeof envelope.f !== 'string' || typeof envelope.d !== 'string' || envelope.f === self) return null;
      const from = envelope.f;
      // Checked before anything of it is kept: only a holder of the key gets past this line.
      const opened = unseal(key, from, channel, envelope.d);
      if (opened === null || opened.seq <= (lastHeard.get(from) ?? 0)) return null;
      lastHeard.set(from, opened.seq);
      const header = /^(\d{1,15}) (\d{1,3}) (\d{1,3}) /u.exec(opened.text);
      if (header === null) return null;
      const [message, index, count] = [Number(header[1]), Number(header[2]), Number(header[3])];
      const piece = opened.text.slice(header[0].length);
      if (count < 1 || count > MAX_PARTS || index >= count) return null;
      if (index === 0) {
        drop(from);
        if (count === 1) return { from, json: piece };
        if (!underWay.has(from) && underWay.size >= MAX_SENDERS) drop(underWay.keys().next().value!);
        underWay.set(from, { message, count, pieces: [piece] });
        kept++;
        return null;
      }
      const current = underWay.get(from);
      if (current === undefined || current.message !== message || current.count !== count || current.pieces.length !== index) {
        // A part of a message whose earlier parts were lost (a connection cut): none of it can be used.
        drop(from);
        return null;
      }
      current.pieces.push(piece);
      kept++;
      // Heard from lately: the last to be forgotten.
      underWay.delete(from);
      underWay.set(from, current);
      if (current.pieces.length < count) return null;
      drop(from);
      return { from, json: current.pieces.join('') };
    },
    clear() {
      underWay.clear();
      kept = 0;
    },
    get kept() {
      return kept;
    },
  };
}
