/**
 * The tables of a server for tests: a shard's tables with a clock the test
 * moves, bots in this thread and storage in memory; a lobby over shards in
 * this thread; and a whole server on 127.0.0.1.
 */

import type { PlayerRating } from '../../../src/record/ratings.js';
import { chooseBotAction } from '../../../src/bots/index.js';
import { lazyHint } from '../../../src/bots/lazyHint.js';
import type { MatchRecord } from '../../../src/table/index.js';
import { Lobby, type LobbyOptions } from '../../../src/remote/serve/lobby.js';
import type { ShardConfig } from '../../../src/remote/serve/protocol.js';
import { localShard } from '../../../src/remote/serve/shardLink.js';
import type { Shard } from '../../../src/remote/serve/shard.js';
import { Tables, type KeptTable, type TablesOptions, type TableStorage } from '../../../src/remote/serve/tables.js';
import type { Authentication } from '../../../src/remote/ssh/auth.js';
import type { ServerLimits } from '../../../src/remote/ssh/limits.js';
import { startSshServer, type ServerNotice, type SshServer } from '../../../src/remote/ssh/server.js';
import { serveGateway } from '../../../src/remote/serve/gateway.js';
import type { ServeRatings } from '../../../src/remote/serve/serveRatings.js';
import { testHostKey } from '../../support/keys.js';
import { LOOPBACK } from '../../support/ssh.js';

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
      newRecordFile: () => `match-${++files}.json`,
      saveRecord(table, file, _record, { onStored }) {
        records.set(file, table.toRecord());
        onStored(table.version);
        const stop = table.watchRecord((record) => {
          records.set(file, record);
          onStored(table.version);
        });
        return { file: () => file, failing: () => false, flush: async () => undefined, stop };
      },
      keep(table) {
        kept.set(table.code, table);
        return Promise.resolve(null);
      },
      forget(code) {
        kept.delete(code);
        forgotten.push(code);
      },
    },
  };
}

const START = Date.UTC(2026, 10, 24, 12, 0, 0);

export interface TestTables {
  readonly tables: Tables;
  readonly memory: MemoryStorage;
  /** Moves the clock on by `ms` and sweeps. */
  advance(ms: number): void;
  now(): number;
}

export function testTables(options: Partial<TablesOptions> = {}, memory: MemoryStorage = memoryStorage()): TestTables {
  let clock = START;
  let seeds = 0;
  const tables = new Tables({
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
    tables,
    memory,
    advance(ms) {
      clock += ms;
      tables.sweep();
    },
    now: () => clock,
  };
}

const TEST_SHARD: ShardConfig = {
  dir: null,
  store: null,
  idleEndMs: 10 * 60_000,
  quickFillMs: 20_000,
  seatTimeoutMs: 60_000,
  botDelayMs: 0,
  botLevel: 'easy',
  botThreads: 0,
  sweepMs: 50,
};

export interface TestLobby {
  readonly lobby: Lobby;
  /** The shards, in this thread. */
  readonly shards: readonly Shard[];
  /** Their links (`fail` plays a thread that dies). */
  readonly links: readonly ReturnType<typeof localShard>[];
}

/** A lobby over `count` shards in this thread, their bots deciding here too. */
export function testLobby(count = 2, shard: Partial<ShardConfig> = {}, options: Partial<LobbyOptions> = {}): TestLobby {
  let seeds = 0;
  const links = Array.from({ length: count }, () =>
    localShard({ ...TEST_SHARD, ...shard }, { newSeed: () => `served-${++seeds}`, decider: { decide: chooseBotAction, suggest: lazyHint, close: async () => undefined } }),
  );
  const lobby = new Lobby(links, { maxTables: 100, now: () => Date.now(), ...options });
  return { lobby, shards: links.map((link) => link.shard), links };
}

export interface TestServer {
  readonly lobby: Lobby;
  readonly shards: readonly Shard[];
  readonly server: SshServer;
  readonly port: number;
  stop(): Promise<void>;
}

/** A server of tables on 127.0.0.1 and a free port, its shards in this thread (quick tables fill after `quickFillMs`). */
export async function startTestServer(
  setup: {
    readonly shard?: Partial<ShardConfig>;
    readonly auth?: Authentication;
    readonly limits?: Partial<ServerLimits>;
    readonly lobby?: Partial<LobbyOptions>;
    readonly onNotice?: (notice: ServerNotice) => void;
    /** Load balancers whose connections begin with a PROXY v2 header. */
    readonly proxyFrom?: readonly string[];
    /** What `top` and `me` show. */
    readonly ratings?: ServeRatings;
  } = {},
): Promise<TestServer> {
  const { lobby, shards } = testLobby(2, setup.shard, setup.lobby);
  let port: number | null = null;
  const server = await startSshServer(
    {
      gateway: serveGateway(lobby, { port: () => port, ...(setup.ratings === undefined ? {} : { ratings: setup.ratings }) }),
      hostKey: testHostKey(),
      auth: setup.auth ?? { kind: 'open' },
      lang: 'en',
      limits: { failureDelayMs: 50, maxConnections: 50, ...setup.limits },
      ...(setup.onNotice === undefined ? {} : { onNotice: setup.onNotice }),
      ...(setup.proxyFrom === undefined ? {} : { proxyFrom: setup.proxyFrom, proxyHeaderTimeoutMs: 500 }),
    },
    { host: LOOPBACK, port: 0 },
  );
  port = server.address.port;
  return {
    lobby,
    shards,
    server,
    port,
    stop: async () => {
      await server.close();
      await lobby.stop();
    },
  };
}

/** The shard that has the table of `code`. */
export function shardOf(shards: readonly Shard[], code: string): Shard {
  const shard = shards.find((one) => one.tables.table(code) !== undefined);
  if (shard === undefined) throw new Error(`no shard has table ${code}`);
  return shard;
}

/** A rated player whose display rating is `display` (1500 + 40 (mu - 25)). */
export function ratedAt(id: string, display: number): PlayerRating {
  return { id, name: id, bot: null, mu: 25 + (display - 1500) / 40, sigma: 3, matches: 9, wins: 3, lastPlayed: '2026-11-01T00:00:00.000Z', history: [display] };
}
