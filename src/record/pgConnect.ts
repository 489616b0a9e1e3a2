/**
 * Connections to PostgreSQL through node-postgres, loaded with import()
 * only here: a server on files (the default) and every other command never
 * load the driver. `url` null: node-postgres' own defaults, the `PG*`
 * variables (PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE …).
 */

import { safeText } from '../i18n/safeText.js';
import type { Queryable } from './pgStore.js';

/** A pool of connections for the store's queries. */
export interface PgPool extends Queryable {
  /** Closes every connection. */
  end(): Promise<void>;
}

/** One connection of its own: what a transaction, a session-level advisory lock or LISTEN needs. */
export interface PgSession extends Queryable {
  /** Called once if the connection is lost (the server went away, a network fault). */
  onLost(listener: (why: string) => void): void;
  /** Each NOTIFY on a channel this session LISTENs to. */
  onNotification(listener: (channel: string, payload: string) => void): void;
  /** `text` as a string literal of SQL (for a statement that takes no parameters). */
  literal(text: string): string;
  end(): Promise<void>;
}

/**
 * How connections name themselves to PostgreSQL (`application_name`, seen
 * in pg_stat_activity): the program, and the server process they belong to.
 */
const applicationName = (process: string | null): string => (process === null ? 'shift-poker' : `shift-poker ${process}`);

export async function openPool(url: string | null, max: number, process: string | null = null): Promise<PgPool> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ ...(url === null ? {} : { connectionString: url }), max, connectionTimeoutMillis: 10_000, application_name: applicationName(process) });
  // An idle connection that breaks is dropped by the pool; unheard, its error would end the process.
  pool.on('error', () => undefined);
  return pool as unknown as PgPool;
}

/** A pool to use at once: the driver loads, and connections open, with its first query (which waits for them). */
export function poolOnDemand(url: string | null, max: number, process: string | null = null): PgPool {
  let opened: Promise<PgPool> | null = null;
  const pool = (): Promise<PgPool> => (opened ??= openPool(url, max, process));
  return {
    query: async (text, values) => (await pool()).query(text, values),
    end: async () => {
      if (opened !== null) await (await opened).end();
    },
  };
}

/** Connects one session; rejects with the driver's error (its `code`: ECONNREFUSED, 28P01 …) when it cannot. */
export async function openSession(url: string | null, process: string | null = null): Promise<PgSession> {
  const { default: pg } = await import('pg');
  // Keepalives: a connection to a machine that is gone is noticed, not waited on for ever.
  const client = new pg.Client({
    ...(url === null ? {} : { connectionString: url }),
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    application_name: applicationName(process),
  });
  const listeners: ((why: string) => void)[] = [];
  let lost = false;
  const lose = (why: string): void => {
    if (lost) return;
    lost = true;
    for (const listener of listeners) listener(why);
  };
  client.on('error', (error: Error) => lose((error as NodeJS.ErrnoException).code ?? error.message));
  client.on('end', () => lose('closed'));
  await client.connect();
  return {
    query: (text, values) => client.query(text, values as unknown[]) as never,
    onLost: (listener) => {
      listeners.push(listener);
    },
    onNotification: (listener) => {
      client.on('notification', (message: { channel: string; payload?: string }) => listener(message.channel, message.payload ?? ''));
    },
    literal: (text) => client.escapeLiteral(text),
    end: async () => {
      lost = true;
      await client.end();
    },
  };
}

/** Where a connection goes, for a log line: host, port and database, never the password. */
export function describeTarget(url: string | null, env: NodeJS.ProcessEnv = process.env): string {
  if (url !== null) {
    try {
      const parsed = new URL(url);
      return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}${parsed.pathname || '/'}`;
    } catch {
      return 'postgres';
    }
  }
  return `${env.PGHOST ?? 'localhost'}:${env.PGPORT ?? '5432'}/${env.PGDATABASE ?? env.PGUSER ?? ''}`;
}

/** The driver's reason in one line: its code (ECONNREFUSED, 28P01 …) and message. */
export function driverReason(error: unknown): string {
  // Not `instanceof Error`: an error of Node's own (ECONNREFUSED) may come from another realm (a vm context, a test runner's).
  if (typeof error !== 'object' || error === null || typeof (error as { message?: unknown }).message !== 'string') return safeText(String(error));
  const code = (error as { code?: unknown }).code;
  const message = (error as { message: string }).message.split('\n')[0] ?? '';
  return safeText(typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message || String(code));
}
