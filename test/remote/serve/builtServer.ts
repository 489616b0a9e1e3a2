/** The built `shift-poker serve` in a process of its own, for the end-to-end tests. */

import { afterEach } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import ssh2, { type ConnectConfig } from 'ssh2';
import { openPool } from '../../../src/record/pgConnect.js';
import { pgStore } from '../../../src/record/pgStore.js';
import { sshRuns, type Player } from '../../support/ssh.js';

const BIN = new URL('../../../bin/shift-poker.js', import.meta.url).pathname;

export interface BuiltServer {
  readonly server: ChildProcess;
  readonly port: number;
  /** Every line of its log so far (it keeps growing). */
  readonly log: string[];
}

/**
 * Starts the built server on 127.0.0.1 and a free port, in English, with no
 * pause before computer moves; resolves once it has written its whole start
 * (the fingerprint and the tables brought back among it). `started` gets
 * each process, for the test to kill.
 */
function startBuiltServer(dataDir: string, started: ChildProcess[], extra: readonly string[] = []): Promise<BuiltServer> {
  if (!existsSync(new URL('../../../dist/shard-worker.js', import.meta.url))) {
    throw new Error('dist/ is missing: run `npm run build` before the end-to-end tests');
  }
  // A server on a store (--store) has no data directory: the two are refused together.
  const where = extra.includes('--store') ? [] : ['--data-dir', dataDir];
  const server = spawn(process.execPath, [BIN, 'serve', '--lang', 'en', '--listen', '127.0.0.1', '--port', '0', '--delay', '0', ...where, ...extra], {
    env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: '' },
  });
  started.push(server);
  const log: string[] = [];
  return new Promise((resolve, reject) => {
    let port = 0;
    createInterface({ input: server.stdout! }).on('line', (line) => {
      log.push(line);
      const found = /Listening on 127\.0\.0\.1 port (\d+)\./u.exec(line);
      if (found) port = Number(found[1]);
      // The last line of the start: every line before it is in the log.
      if (/Tables run on/u.test(line)) resolve({ server, port, log });
    });
    let errors = '';
    server.stderr!.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    // 'close', not 'exit': by then its standard error has been read to the end.
    server.once('close', (code) => reject(new Error(`the server ended (${code}): ${[...log, errors].join('\n')}`)));
  });
}

/**
 * What an end-to-end test of the built server starts, all of it ended after
 * each test (call at the top of the test file): servers killed, players'
 * connections ended, data directories removed.
 */
export function builtServerRuns(): {
  /** A new, empty data directory. */
  dataDir(label: string): string;
  start(dataDir: string, extra?: readonly string[]): Promise<BuiltServer>;
  /**
   * A player connected as `name` (with a terminal, running `command` if given);
   * `config` changes the connection (a key, or `localAddress` for another loopback address).
   */
  join(port: number, name: string, command?: string, config?: Partial<ConnectConfig>): Promise<Player>;
} {
  // Players may log in with any password: the server is open.
  const ssh = sshRuns({ password: 'any' });
  const servers: ChildProcess[] = [];
  const dirs: string[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.kill('SIGKILL');
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return {
    dataDir: (label) => {
      const dir = mkdtempSync(path.join(tmpdir(), `shift-poker-serve-${label}-`));
      dirs.push(dir);
      return dir;
    },
    start: (dataDir, extra = []) => startBuiltServer(dataDir, servers, extra),
    join: (port, name, command, config = {}) => ssh.join(name, { port, config, ...(command === undefined ? {} : { command }) }),
  };
}

/** A known_hosts file in `dir` trusting the host key a store at `url` keeps for all its processes, at each of `ports`. */
export async function trustStore(url: string, ports: readonly number[], dir: string): Promise<string> {
  const pool = await openPool(url, 1);
  try {
    const hostKey = ssh2.utils.parseKey(await pgStore(pool).setting('host_ed25519_key', () => 'none'));
    if (hostKey instanceof Error) throw hostKey;
    const file = path.join(dir, `known_hosts_${ports.join('_')}`);
    writeFileSync(file, ports.map((port) => `[127.0.0.1]:${port} ${hostKey.type} ${hostKey.getPublicSSH().toString('base64')}\n`).join(''));
    return file;
  } finally {
    await pool.end();
  }
}
