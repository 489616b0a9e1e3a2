/**
 * How the server processes on one PostgreSQL talk to each other: through
 * PostgreSQL's own LISTEN/NOTIFY, so that a cluster needs no address of
 * its processes, no port of its own and no secret beyond the database's
 * login. Each process listens on its own channel and on one for all.
 *
 * PostgreSQL delivers the notifications of one connection in the order
 * their transactions committed, so each process sends on one connection
 * of its own, everything queued meanwhile in one transaction (one round
 * trip however many messages wait): messages from one process arrive in
 * the order it sent them. A payload must stay under 8,000 bytes; a longer
 * message (a large frame of a screen) goes in parts, which arrive one after
 * another and are joined again.
 *
 * What is sent while a connection is lost is lost: the listeners hear of
 * the reconnection (`onReconnected`) and read again what they keep.
 *
 * Every message is sealed with the cluster's key (seal.ts): LISTEN and
 * NOTIFY need no privilege, so anyone who can log in to the database could
 * otherwise read the frames of relayed players or press keys for them.
 */

import type { PgSession } from '../../../record/pgConnect.js';
import { seal, unseal } from './seal.js';

/** The channel every process listens to. */
export const ALL = 'all';

/**
 * Bytes of a part of a message's JSON: written again as a string in its
 * envelope, each quote and backslash doubles, so that at most twice this
 * and the envelope stay under PostgreSQL's 8,000.
 */
const PART_BYTES = 3_800;
/** Statements sent in one round trip at most. */
const BATCH = 256;

export interface BusOptions {
  /** This process (its channel). */
  readonly self: string;
  /** The cluster's key (seal.ts), shared by every process through the store. */
  readonly key: Buffer;
  /** A connection of its own (pgConnect's openSession). */
  readonly connect: () => Promise<PgSession>;
  /** How long to wait before connecting again after a loss (ms). */
  readonly retryMs: number;
  /** Says why a connection was lost, for the log. */
  readonly onLost?: (why: string) => void;
}

export interface Bus {
  /** Sends `message` (JSON) to process `to`, or to every process (ALL; this one too, which ignores its own). */
  send(to: string, message: unknown): void;
  onMessage(handler: (from: string, message: unknown) => void): void;
  /** The bus listens again after a loss: what was sent meanwhile is lost. */
  onReconnected(handler: () => void): void;
  /** Whether it listens now. */
  readonly listening: boolean;
  /** Resolves once everything queued so far is sent (or lost). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** A channel's name: a fixed prefix and a process id of letters, digits and dashes (made safe here all the same). */
export const channelOf = (process: string): string => `shift_poker_${process.replace(/[^a-z0-9]/giu, '_')}`;

/** `text` cut into parts of at most PART_BYTES bytes of UTF-8, never inside a character. */
export function parts(text: string): string[] {
  if (Buffer.byteLength(text) <= PART_BYTES) return [text];
  const out: string[] = [];
  let start = 0;
  let bytes = 0;
  for (let index = 0; index < text.length; ) {
    const code = text.codePointAt(index)!;
    const width = code > 0xffff ? 2 : 1;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (bytes + size > PART_BYTES) {
      out.push(text.slice(start, index));
      start = index;
      bytes = 0;
    }
    bytes += size;
    index += width;
  }
  out.push(text.slice(start));
  return out;
}

interface Envelope {
  /** The sender. */
  readonly f: string;
  /**
   * The sender's count of notifications: PostgreSQL delivers only one of
   * identical payloads sent to a channel in one transaction, and two parts
   * of a long frame may well be identical.
   */
  readonly n: number;
  /** More parts follow. */
  readonly m?: 1;
  /** This part of the message's JSON. */
  readonly d: string;
}

export async function openBus(options: BusOptions): Promise<Bus> {
  const own = channelOf(options.self);
  const handlers: ((from: string, message: unknown) => void)[] = [];
  const reconnected: (() => void)[] = [];
  /** Parts heard so far of a message not yet whole, by sender and channel. */
  const partial = new Map<string, string>();
  const queue: { channel: string; payload: string }[] = [];
  const drained: (() => void)[] = [];
  let sender: PgSession | null = null;
  let sending = false;
  let closed = false;
  let listener: PgSession | null = null;
  let sent = 0;
  /** Each sender's messages are numbered: one heard again (replayed) or out of turn is dropped. */
  let sealedSent = 0;
  const lastHeard = new Map<string, number>();

  const heard = (channel: string, payload: string): void => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (typeof envelope.f !== 'string' || typeof envelope.d !== 'string' || envelope.f === options.self) return;
    const key = `${envelope.f} ${channel}`;
    const text = (partial.get(key) ?? '') + envelope.d;
    if (envelope.m === 1) {
      partial.set(key, text);
      return;
    }
    partial.delete(key);
    const opened = unseal(options.key, envelope.f, channel, text);
    if (opened === null || opened.seq <= (lastHeard.get(envelope.f) ?? 0)) return;
    lastHeard.set(envelope.f, opened.seq);
    let message: unknown;
    try {
      message = JSON.parse(opened.text);
    } catch {
      return;
    }
    for (const handler of handlers) {
      try {
        handler(envelope.f, message);
      } catch {
        // One message handled badly must not stop the others.
      }
    }
  };

  const listen = async (): Promise<PgSession> => {
    const session = await options.connect();
    session.onNotification(heard);
    await session.query(`LISTEN ${own}`);
    await session.query(`LISTEN ${channelOf(ALL)}`);
    session.onLost((why) => {
      if (closed) return;
      listener = null;
      partial.clear();
      options.onLost?.(why);
      void again();
    });
    return session;
  };
  const again = async (): Promise<void> => {
    while (!closed) {
      await new Promise((resolve) => setTimeout(resolve, options.retryMs).unref?.());
      if (closed) return;
      try {
        listener = await listen();
        for (const handler of reconnected) handler();
        return;
      } catch {
        // Still cut off: tried again after retryMs.
      }
    }
  };

  const pump = async (): Promise<void> => {
    if (sending) return;
    sending = true;
    try {
      while (queue.length > 0 && !closed) {
        const batch = queue.splice(0, BATCH);
        try {
          if (sender === null) {
            const opened = await options.connect();
            opened.onLost(() => {
              if (sender === opened) sender = null;
            });
            sender = opened;
          }
          const session = sender;
          await session.query(batch.map(({ channel, payload }) => `SELECT pg_notify(${session.literal(channel)}, ${session.literal(payload)});`).join(''));
        } catch {
          // Lost with the connection: the listeners read again once it is back.
          await sender?.end().catch(() => undefined);
          sender = null;
        }
      }
    } finally {
      sending = false;
      if (queue.length === 0) for (const done of drained.splice(0)) done();
    }
  };

  listener = await listen();
  return {
    send(to, message) {
      if (closed) return;
      const channel = channelOf(to);
      const pieces = parts(seal(options.key, options.self, channel, ++sealedSent, JSON.stringify(message)));
      pieces.forEach((piece, index) => {
        const envelope: Envelope = index < pieces.length - 1 ? { f: options.self, n: ++sent, m: 1, d: piece } : { f: options.self, n: ++sent, d: piece };
        queue.push({ channel, payload: JSON.stringify(envelope) });
      });
      // Everything sent in this turn of the event loop goes in one round trip.
      if (queue.length === pieces.length) queueMicrotask(() => void pump());
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    onReconnected(handler) {
      reconnected.push(handler);
    },
    get listening() {
      return listener !== null;
    },
    flush() {
      if (queue.length === 0 && !sending) return Promise.resolve();
      return new Promise((resolve) => {
        drained.push(resolve);
        void pump();
      });
    },
    async close() {
      closed = true;
      queue.length = 0;
      for (const done of drained.splice(0)) done();
      await Promise.all([listener?.end().catch(() => undefined), sender?.end().catch(() => undefined)]);
    },
  };
}
