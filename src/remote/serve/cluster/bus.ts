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
 * message (a large frame of a screen) goes in parts (parts.ts).
 *
 * What is sent while a connection is lost is lost: the listeners hear of
 * the reconnection (`onReconnected`) and read again what they keep.
 *
 * LISTEN and NOTIFY need no privilege: any role that can log in to the
 * database could listen or notify. So nothing here trusts the channel:
 * - the channels' names are derived from the cluster's key (kept in the
 *   store's settings, readable by the servers' role only), so a login
 *   without it does not know where to listen or whom to notify;
 * - every part of every message is sealed with that key (seal.ts) and
 *   checked before anything of it is kept (parts.ts), so a part made up or
 *   replayed is dropped on arrival, and what a receiver keeps of messages
 *   under way is bounded however much arrives.
 */

import type { PgSession } from '../../../record/pgConnect.js';
import { createHmac } from 'node:crypto';
import { reassembly, sealedParts } from './parts.js';

/** The channel every process listens to. */
export const ALL = 'all';

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
  /** Parts kept of messages under way (bounded: parts.ts). */
  readonly partsKept: number;
  /** Resolves once everything queued so far is sent (or lost). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The channel of `process` (or ALL) for a cluster of `key`: a fixed prefix
 * and 128 bits of an HMAC of the name under the key, so that only a holder
 * of the key can name it (an identifier of 44 characters: PostgreSQL's
 * limit is 63).
 */
export const channelOf = (key: Buffer, process: string): string => `shift_poker_${createHmac('sha256', key).update(`bus channel\n${process}`).digest('hex').slice(0, 32)}`;

export async function openBus(options: BusOptions): Promise<Bus> {
  const own = channelOf(options.key, options.self);
  const everyone = channelOf(options.key, ALL);
  const handlers: ((from: string, message: unknown) => void)[] = [];
  const reconnected: (() => void)[] = [];
  const joining = reassembly(options.key, options.self);
  const queue: { channel: string; payload: string }[] = [];
  const drained: (() => void)[] = [];
  let sender: PgSession | null = null;
  let sending = false;
  let closed = false;
  let listener: PgSession | null = null;
  /** This process's messages and their parts are numbered: a receiver drops a part numbered no higher than one it heard. */
  let messages = 0;
  let partsSent = 0;

  const heard = (channel: string, payload: string): void => {
    const whole = joining.heard(channel, payload);
    if (whole === null) return;
    let message: unknown;
    try {
      message = JSON.parse(whole.json);
    } catch {
      return;
    }
    for (const handler of handlers) {
      try {
        handler(whole.from, message);
      } catch {
        // One message handled badly must not stop the others.
      }
    }
  };

  const listen = async (): Promise<PgSession> => {
    const session = await options.connect();
    session.onNotification(heard);
    await session.query(`LISTEN ${own}`);
    await session.query(`LISTEN ${everyone}`);
    session.onLost((why) => {
      if (closed) return;
      listener = null;
      joining.clear();
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
      const channel = to === ALL ? everyone : channelOf(options.key, to);
      const payloads = sealedParts(options.key, options.self, channel, ++messages, JSON.stringify(message), () => ++partsSent);
      for (const payload of payloads) queue.push({ channel, payload });
      // Everything sent in this turn of the event loop goes in one round trip.
      if (queue.length === payloads.length) queueMicrotask(() => void pump());
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    onReconnected(handler) {
      reconnected.push(handler);
    },
    get listening() {
      return !closed && listener !== null;
    },
    get partsKept() {
      return joining.kept;
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
