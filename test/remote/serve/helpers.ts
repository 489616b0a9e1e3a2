/** A directory of tables for tests: a clock the test moves, bots in this thread, storage in memory. */

import { chooseBotAction } from '../../../src/bots/index.js';
import type { MatchRecord } from '../../../src/table/index.js';
import { Directory, type DirectoryOptions, type KeptTable, type TableStorage } from '../../../src/remote/serve/directory.js';

export interface MemoryStorage {
  readonly storage: TableStorage;
  /** What is kept beside each table's record, by code. */
  readonly kept: Map<string, KeptTable>;
  /** Every record saved, by file, as last saved. */
  readonly records: Map<string, MatchRecord>;
  readonly forgotten: string[];
}

export function memoryStorage(): MemoryStorage {
  const kept = new Map<string, KeptTable>();
  const records = new Map<string, MatchRecord>();
  const forgotten: string[] = [];
  let files = 0;
  return {
    kept,
    records,
    forgotten,
    storage: {
      saveRecord(table, file) {
        const target = file ?? `match-${++files}.json`;
        records.set(target, table.toRecord());
        const stop = table.watchRecord((record) => records.set(target, record));
        return { file: () => target, flush: async () => undefined, stop };
      },
      keep(table) {
        kept.set(table.code, table);
      },
      forget(code) {
        kept.delete(code);
        forgotten.push(code);
      },
    },
  };
}

export interface TestDirectory {
  readonly directory: Directory;
  readonly memory: MemoryStorage;
  /** Moves the clock on by `ms` and sweeps. */
  advance(ms: number): void;
  now(): number;
}

export function testDirectory(options: Partial<DirectoryOptions> = {}, memory: MemoryStorage = memoryStorage()): TestDirectory {
  let clock = Date.UTC(2026, 10, 24, 12, 0, 0);
  let seeds = 0;
  const directory = new Directory({
    maxTables: 100,
    idleEndMs: 10 * 60_000,
    quickFillMs: 20_000,
    seatTimeoutMs: 60_000,
    botDelayMs: 0,
    botLevel: 'easy',
    now: () => clock,
    newSeed: () => `served-${++seeds}`,
    decide: chooseBotAction,
    storage: memory.storage,
    ...options,
  });
  return {
    directory,
    memory,
    advance(ms) {
      clock += ms;
      directory.sweep();
    },
    now: () => clock,
  };
}

/** Waits for promises and timers of 0 ms (bots that play on) until `done` holds. */
export async function until(done: () => boolean, what = 'the condition'): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    if (done()) return;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error(`${what} never came true`);
}

import { hostKey, LOOPBACK } from '../helpers.js';
import { startSshServer, type Authentication, type ServerLimits, type SshServer } from '../../../src/remote/server.js';
import { serveGateway } from '../../../src/remote/serve/gateway.js';

export interface TestServer {
  readonly tables: TestDirectory;
  readonly server: SshServer;
  readonly port: number;
  stop(): Promise<void>;
}

/** A server of tables on 127.0.0.1 and a free port; the directory is swept every 50 ms (quick tables fill after `quickFillMs`). */
export async function startTestServer(
  setup: { readonly directory?: Partial<DirectoryOptions>; readonly auth?: Authentication; readonly limits?: Partial<ServerLimits>; readonly memory?: MemoryStorage } = {},
): Promise<TestServer> {
  const tables = testDirectory({ now: () => Date.now(), quickFillMs: 20_000, ...setup.directory }, setup.memory);
  let port: number | null = null;
  const server = await startSshServer(
    {
      gateway: serveGateway(tables.directory, { botLevel: 'easy', port: () => port }),
      hostKey: hostKey(),
      auth: setup.auth ?? { kind: 'open' },
      lang: 'en',
      limits: { failureDelayMs: 50, maxConnections: 50, ...setup.limits },
    },
    { host: LOOPBACK, port: 0 },
  );
  port = server.address.port;
  const sweep = setInterval(() => tables.directory.sweep(), 50);
  return {
    tables,
    server,
    port,
    stop: async () => {
      clearInterval(sweep);
      await server.close();
      await tables.directory.close();
    },
  };
}
