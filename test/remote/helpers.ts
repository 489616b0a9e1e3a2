/**
 * A host in this process, on 127.0.0.1 and a port the system picks, and
 * players who connect to it with ssh2 clients in pseudo-terminals, their
 * screens read back through a headless terminal emulator.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import xterm from '@xterm/headless';
import ssh2 from 'ssh2';
import type { ClientChannel, ConnectConfig } from 'ssh2';
import { chooseBotAction, type BotLevel } from '../../src/bots/index.js';
import type { Card } from '../../src/core/cards.js';
import { formatCard } from '../../src/core/cards.js';
import type { Lang } from '../../src/i18n/catalog.js';
import type { SavedCopy } from '../../src/record/leaving.js';
import { autosave } from '../../src/record/autosave.js';
import { createStore, type Store } from '../../src/record/store.js';
import { loadOrCreateHostKey } from '../../src/remote/ssh/hostKey.js';
import { MatchRunner, type RunnerOptions, type MatchSettings, type SeatPlan } from '../../src/match/runner.js';
import { startHostServer, type Authentication, type HostServer, type ServerLimits } from '../../src/remote/hostServer.js';
import type { Table } from '../../src/table/index.js';

export const PASSWORD = 'test-room-pass';
export const LOOPBACK = '127.0.0.1';

export const KEYS = {
  enter: '\r',
  escape: '\u001B',
  left: '\u001B[D',
  right: '\u001B[C',
  pageUp: '\u001B[5~',
  ctrlC: '\u0003',
} as const;

export interface TestHost {
  readonly match: MatchRunner;
  readonly server: HostServer;
  readonly port: number;
  readonly dir: string;
  readonly store: Store;
  /** The file the match is saved to, once it started. */
  savedFile(): string | null;
  stop(): Promise<void>;
}

let sharedKeyDir: string | null = null;
/** One host key for all tests of a file: making one is cheap, but there is no need. */
export function hostKey(): string {
  sharedKeyDir ??= mkdtempSync(path.join(tmpdir(), 'shift-poker-key-'));
  return loadOrCreateHostKey(sharedKeyDir).privateKey;
}

export interface HostSetup {
  readonly seats?: readonly SeatPlan[];
  readonly settings?: Partial<MatchSettings>;
  readonly match?: Partial<RunnerOptions>;
  readonly limits?: Partial<ServerLimits>;
  readonly auth?: Authentication;
  readonly dir?: string;
  /** Bring back the latest unfinished match saved in `dir`. */
  readonly resume?: boolean;
  /** The host's language (English unless given, whatever the environment of the tests). */
  readonly lang?: Lang;
}

export async function startTestHost(setup: HostSetup = {}): Promise<TestHost> {
  const dir = setup.dir ?? mkdtempSync(path.join(tmpdir(), 'shift-poker-host-'));
  const store = createStore({ dir });
  let file: string | null = null;
  let resumedFrom: SavedCopy | null = null;
  let stopSaving: (() => void) | null = null;
  const onTable = (table: Table): void => {
    const saving = autosave(table, store, resumedFrom === null ? {} : { resumedFrom });
    file = saving.file();
    stopSaving = saving.stop;
  };
  let seeds = 0;
  const options: RunnerOptions = {
    seatTimeoutMs: 60_000,
    botLevel: 'medium',
    botDelayMs: 0,
    spectators: false,
    now: () => Date.now(),
    newSeed: () => `test-seed-${++seeds}`,
    decide: chooseBotAction,
    onTable,
    ...setup.match,
  };
  let match: MatchRunner;
  if (setup.resume) {
    const latest = store.latestUnfinished();
    if (latest === null) throw new Error('nothing to resume');
    file = latest.file;
    resumedFrom = { file: latest.file, record: latest.record };
    const resumed = MatchRunner.resume(latest.record, options, { localName: null, unknownOwner: 'name' });
    if (!resumed.ok) throw new Error(resumed.reason);
    match = resumed.match;
  } else {
    match = MatchRunner.plan(
      setup.seats ?? [{ kind: 'remote' }, { kind: 'remote' }],
      { rounds: 2, games: 1, tiebreak: 'category', strictOrder: false, seed: 'remote-test', ...setup.settings },
      options,
    );
  }
  const server = await startHostServer(
    {
      match,
      hostKey: hostKey(),
      auth: setup.auth ?? { kind: 'password', password: PASSWORD },
      standInLevel: options.botLevel,
      limits: { failureDelayMs: 50, ...setup.limits },
      lang: setup.lang ?? 'en',
    },
    { host: LOOPBACK, port: 0 },
  );
  return {
    match,
    server,
    port: server.address.port,
    dir,
    store,
    savedFile: () => file,
    stop: async () => {
      stopSaving?.();
      match.close();
      await server.close();
      if (setup.dir === undefined && !setup.resume) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Connects without opening anything: for tests of what the server refuses. */
export function connect(port: number, config: Partial<ConnectConfig> = {}): Promise<ssh2.Client> {
  return new Promise((resolve, reject) => {
    const client = new ssh2.Client();
    client.on('ready', () => resolve(client));
    client.on('error', reject);
    client.connect({ host: LOOPBACK, port, username: 'Tester', password: PASSWORD, readyTimeout: 10_000, ...config });
  });
}

/** Resolves once the client's connection is closed (by either side). */
export function closed(client: ssh2.Client): Promise<void> {
  return new Promise((resolve) => {
    client.on('close', () => resolve());
  });
}

export class Player {
  private readonly terminal: InstanceType<typeof xterm.Terminal>;
  /** Every byte the server sent on this player's channel, as text. */
  raw = '';
  private pendingWrites: Promise<void> = Promise.resolve();
  closedAt: Promise<void>;

  private constructor(
    readonly name: string,
    readonly client: ssh2.Client,
    readonly channel: ClientChannel,
    cols: number,
    rows: number,
    /** The exit status the server sent (null: none before the channel closed). */
    readonly exitCode: Promise<number | null>,
  ) {
    this.terminal = new xterm.Terminal({ cols, rows, allowProposedApi: true, scrollback: 0 });
    channel.on('data', (data: Buffer) => {
      const text = data.toString('utf8');
      this.raw += text;
      this.pendingWrites = this.pendingWrites.then(() => new Promise<void>((resolve) => this.terminal.write(text, resolve)));
    });
    this.closedAt = new Promise((resolve) => {
      channel.on('close', () => resolve());
    });

  }

  static async join(
    port: number,
    name: string,
    options: { cols?: number; rows?: number; config?: Partial<ConnectConfig>; env?: Record<string, string>; command?: string } = {},
  ): Promise<Player> {
    const cols = options.cols ?? 80;
    const rows = options.rows ?? 24;
    const client = await connect(port, { username: name, ...options.config });
    const pty = { cols, rows, term: 'xterm-256color' };
    let exitCode: Promise<number | null> = Promise.resolve(null);
    const channel = await new Promise<ClientChannel>((resolve, reject) => {
      const opened = (error: Error | undefined, stream: ClientChannel): void => {
        if (error) return reject(error);
        // A refused command's exit status can come in the same packet as the answer to the request: listen at once.
        exitCode = new Promise((done) => {
          stream.on('exit', (code: number | null) => done(code));
          stream.on('close', () => done(null));
        });
        resolve(stream);
      };
      // A command with a terminal, as `ssh -t server join K7PQ` asks for one.
      if (options.command !== undefined) client.exec(options.command, { pty, env: options.env ?? {} }, opened);
      else client.shell(pty, { env: options.env ?? {} }, opened);
    });
    return new Player(name, client, channel, cols, rows, exitCode);
  }

  async screen(): Promise<string> {
    await this.pendingWrites;
    const buffer = this.terminal.buffer.active;
    const lines: string[] = [];
    for (let y = 0; y < this.terminal.rows; y++) lines.push(buffer.getLine(buffer.viewportY + y)?.translateToString(true) ?? '');
    return lines.join('\n');
  }

  /** Waits (at most `timeoutMs`) until the screen matches. */
  async waitFor(pattern: RegExp | string, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const screen = await this.screen();
      if (typeof pattern === 'string' ? screen.includes(pattern) : pattern.test(screen)) return screen;
      if (Date.now() > deadline) throw new Error(`${this.name}'s screen never showed ${String(pattern)}:\n${screen}`);
      await sleep(20);
    }
  }

  press(keys: string): void {
    this.channel.write(keys);
  }

  resize(cols: number, rows: number): void {
    this.terminal.resize(cols, rows);
    this.channel.setWindow(rows, cols, 0, 0);
  }

  end(): void {
    this.client.end();
  }
}

import { sleep } from '../support/wait.js';

/** Re-exported for the tests that take their helpers from here. */
export { sleep };

/** How a card looks on screen, with suit symbols and in ASCII. */
export function cardFaces(card: Card): string[] {
  return [formatCard(card), formatCard(card, { ascii: true })];
}

export type { BotLevel };
