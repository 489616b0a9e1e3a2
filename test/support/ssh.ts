/**
 * Players at an ssh server, as ssh2 clients with a terminal whose screen is
 * read back through a headless terminal emulator, and the fixture that
 * starts and ends what a test of such a server needs (sshRuns): the server
 * itself when it runs in this process, its players, bare connections and
 * sockets.
 */

import { afterEach } from '@jest/globals';
import net from 'node:net';
import ssh2 from 'ssh2';
import type { ClientChannel, ConnectConfig } from 'ssh2';
import { TerminalScreen } from './screen.js';

export const LOOPBACK = '127.0.0.1';

/** Connects (and logs in) without opening anything. */
export function connect(port: number, config: Partial<ConnectConfig> = {}): Promise<ssh2.Client> {
  return new Promise((resolve, reject) => {
    const client = new ssh2.Client();
    client.on('ready', () => resolve(client));
    client.on('error', reject);
    client.connect({ host: LOOPBACK, port, username: 'Tester', readyTimeout: 10_000, ...config });
  });
}

/** Resolves once the client's connection is closed (by either side). */
export function closed(client: ssh2.Client): Promise<void> {
  return new Promise((resolve) => {
    client.on('close', () => resolve());
  });
}

/** What a command asked for without a terminal wrote before its channel closed, and the exit status it ended with. */
export async function commandOutput(port: number, command: string, config: Partial<ConnectConfig> = {}): Promise<{ text: string; code: number | null }> {
  const client = await connect(port, config);
  try {
    return await new Promise((resolve, reject) => {
      client.exec(command, (error, channel) => {
        if (error) return reject(error);
        let text = '';
        let code: number | null = null;
        channel.on('exit', (status: number | null) => (code = status));
        channel.on('data', (data: Buffer) => (text += data.toString()));
        channel.on('close', () => resolve({ text, code }));
      });
    });
  } finally {
    client.end();
  }
}

export interface JoinOptions {
  readonly cols?: number;
  readonly rows?: number;
  readonly config?: Partial<ConnectConfig>;
  /** The environment the client sends (LANG, LC_*…). */
  readonly env?: Record<string, string>;
  /** What to run (as `ssh -t server join K7PQ`); none: a plain login. */
  readonly command?: string;
}

export class Player {
  private readonly terminal: TerminalScreen;
  readonly closedAt: Promise<void>;

  private constructor(
    readonly name: string,
    readonly client: ssh2.Client,
    readonly channel: ClientChannel,
    cols: number,
    rows: number,
    /** The exit status the server sent (null: none before the channel closed). */
    readonly exitCode: Promise<number | null>,
  ) {
    this.terminal = new TerminalScreen(cols, rows, 0);
    channel.on('data', (data: Buffer) => this.terminal.receive(data.toString('utf8')));
    this.closedAt = new Promise((resolve) => {
      channel.on('close', () => resolve());
    });
  }

  /** Connects as `name` and opens a terminal (80x24 unless given). */
  static async join(port: number, name: string, options: JoinOptions = {}): Promise<Player> {
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
      if (options.command !== undefined) client.exec(options.command, { pty, env: options.env ?? {} }, opened);
      else client.shell(pty, { env: options.env ?? {} }, opened);
    });
    return new Player(name, client, channel, cols, rows, exitCode);
  }

  /** Every byte the server sent on this player's channel, as text. */
  get raw(): string {
    return this.terminal.raw;
  }

  screen(): Promise<string> {
    return this.terminal.text();
  }

  /** Waits (at most `timeoutMs`) until the screen matches. */
  waitFor(pattern: RegExp | string, timeoutMs = 10_000): Promise<string> {
    return this.terminal.showing(pattern, { timeoutMs, whose: `${this.name}'s screen` });
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

/** A server a test started: where it listens, and how it stops. */
export interface Listening {
  readonly port: number;
  stop(): Promise<void>;
}

export interface SshRuns {
  /** Takes the server the test starts in this process: players join it, and it stops after the test. */
  serve<T extends Listening>(starting: Promise<T>): Promise<T>;
  /** A player connected as `name` (to `options.port`, else to the server the test serves). */
  join(name: string, options?: JoinOptions & { readonly port?: number }): Promise<Player>;
  /** A connection that opens nothing, to the server the test serves. */
  connect(config?: Partial<ConnectConfig>): Promise<ssh2.Client>;
  /** A TCP connection to the server the test serves that never speaks SSH: resolves once it is open, or refused. */
  socket(): Promise<net.Socket>;
}

/**
 * What a test of an ssh server starts, all of it ended after each test
 * (call at the top of the test file): players and connections ended,
 * sockets destroyed, then the server stopped. `password` is what players
 * and connections log in with unless their config says otherwise.
 */
export function sshRuns(defaults: { readonly password: string }): SshRuns {
  let server: Listening | null = null;
  const players: Player[] = [];
  const clients: ssh2.Client[] = [];
  const sockets: net.Socket[] = [];
  afterEach(async () => {
    for (const player of players.splice(0)) player.end();
    for (const client of clients.splice(0)) client.end();
    for (const socket of sockets.splice(0)) socket.destroy();
    const stopping = server;
    server = null;
    await stopping?.stop();
  });
  const port = (): number => {
    if (server === null) throw new Error('no server: start one with serve() first');
    return server.port;
  };
  return {
    serve: async (starting) => {
      const started = await starting;
      server = started;
      return started;
    },
    join: async (name, options = {}) => {
      const player = await Player.join(options.port ?? port(), name, { ...options, config: { password: defaults.password, ...options.config } });
      players.push(player);
      return player;
    },
    connect: async (config = {}) => {
      const client = await connect(port(), { password: defaults.password, ...config });
      clients.push(client);
      return client;
    },
    socket: () =>
      new Promise((resolve) => {
        const socket = net.connect(port(), LOOPBACK, () => resolve(socket));
        socket.on('error', () => undefined);
        // A refused socket is closed before it connects: resolve anyway.
        socket.on('close', () => resolve(socket));
        sockets.push(socket);
      }),
  };
}
