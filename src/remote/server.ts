/**
 * The SSH server players connect to, for `host` and `serve` alike. It owns
 * its TCP listener and hands sockets to ssh2 only after its own limits let
 * them in, so a flood of connections costs no SSH work:
 *
 * - at most `maxConnections` connections, at most `maxConnectionsPerAddress`
 *   from one address and `maxUnauthenticatedPerAddress` of those not yet
 *   logged in;
 * - a login within `authTimeoutMs`, at most `maxAuthFailures` failed tries
 *   (each answered only after `failureDelayMs`), then the connection is cut;
 * - the password is compared in constant time (password.ts), keys must be
 *   in the authorized list (or, on an open server, any key the client
 *   proves it holds) and sign the session;
 * - one interactive terminal per connection and nothing else: no subsystem
 *   (sftp), no forwarding of ports, sockets, agent or X11, no second
 *   session; a command (`ssh -t server join K7PQ`) only where the gateway
 *   takes commands, and only with a terminal; of the environment only LANG
 *   and LC_* are kept;
 * - a connection that never opens a terminal, or sends nothing for
 *   `idleTimeoutMs`, is closed; a client that stops reading (keepalives
 *   unanswered, or more than `maxBacklog` bytes of output waiting) has its
 *   socket destroyed, since an orderly close would wait for it forever.
 *
 * What a connection sees is the gateway's business (hostServer.ts seats it
 * at the one hosted match, serve/ shows the lobby of many tables): this file
 * is transport only. Every connection is independent: whatever one client
 * sends or fails to do ends at most that connection.
 */

import { detectLanguage, type Lang, type LangEnvironment } from '../i18n/catalog.js';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import ssh2 from 'ssh2';
import type { AuthContext, Connection, ParsedKey, ServerChannel, Session } from 'ssh2';
import { safeClientText } from './names.js';
import { addressGroup } from './addressGroup.js';
import { passwordChecker } from './password.js';
import { channelTerminal, windowSize, type ChannelTerminal, type WindowSize } from './streams.js';
import { remoteWords } from './words.js';

export interface ServerLimits {
  readonly maxConnections: number;
  /** Connections from one address, logged in or not. */
  readonly maxConnectionsPerAddress: number;
  readonly maxUnauthenticatedPerAddress: number;
  readonly authTimeoutMs: number;
  readonly maxAuthFailures: number;
  readonly failureDelayMs: number;
  /** A logged-in connection without a terminal is closed after this long. */
  readonly shellTimeoutMs: number;
  /** A terminal without any input for this long is closed. */
  readonly idleTimeoutMs: number;
  readonly keepaliveIntervalMs: number;
  readonly keepaliveCountMax: number;
  /** Output bytes waiting for a client before it counts as frozen. */
  readonly maxBacklog: number;
  /**
   * Input a client may send: chunks (each may redraw its screen) and bytes a
   * second, each with a burst of twice as much. A person types at most some
   * twenty keys a second (a key held down repeats about thirty times); what
   * comes faster is dropped, so that one client pasting or piping `yes` into
   * its ssh slows nobody but itself.
   */
  readonly maxInputChunksPerSecond: number;
  readonly maxInputBytesPerSecond: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  maxConnections: 16,
  maxConnectionsPerAddress: Number.POSITIVE_INFINITY,
  maxUnauthenticatedPerAddress: 4,
  authTimeoutMs: 10_000,
  maxAuthFailures: 3,
  failureDelayMs: 1000,
  shellTimeoutMs: 30_000,
  idleTimeoutMs: 60 * 60_000,
  keepaliveIntervalMs: 15_000,
  keepaliveCountMax: 3,
  maxBacklog: 1 << 20,
  maxInputChunksPerSecond: 40,
  maxInputBytesPerSecond: 4096,
};

export type Authentication =
  | { readonly kind: 'password'; readonly password: string }
  | { readonly kind: 'keys'; readonly keys: readonly ParsedKey[] }
  /**
   * Anyone gets in. A client that offers a public key and proves it holds
   * it (signs with it) is known by that key, so a seat taken with it is
   * given back only to it; a client without a key gets in without one.
   */
  | { readonly kind: 'open' };

/** A logged-in client opening its terminal: everything the gateway may know of it. */
export interface ClientHello {
  /** The SSH user name as the client sent it (the gateway cleans it). */
  readonly user: string;
  /** The public key the client logged in with (base64 of its blob), or null. */
  readonly key: string | null;
  readonly address: string;
  /** The language of this client's screen: the one its LANG/LC_* name, else the server's. */
  readonly lang: Lang;
  /** The client said its character set is not UTF-8: plain ASCII screens. */
  readonly ascii: boolean;
  /** What the client asked to run (`ssh -t server join K7PQ`), or null for a plain login. */
  readonly command: string | null;
}

/** A screen the gateway opened on a connection's terminal. */
export interface OpenScreen {
  /** Ends the screen (once) and shows `farewell` on the normal screen. */
  close(farewell: string | null): void;
  /** Takes the client's bytes itself (default: they go to the terminal's stdin). */
  input?(data: Buffer): void;
  /** Follows the client's window itself (default: the terminal does). */
  resize?(size: WindowSize): void;
}

/** How a connection ends from the gateway's side: a last line, and the exit status ssh reports. */
export interface Farewell {
  readonly line: string | null;
  readonly exitCode?: number;
}

export type GatewayAnswer =
  | { readonly ok: true; readonly screen: OpenScreen }
  /** No screen: one line to the client, then the connection ends with `exitCode` (default 1). */
  | { readonly ok: false; readonly line: string; readonly exitCode?: number };

/** What a connection's terminal shows: decided per connection, when its terminal opens. */
export interface Gateway {
  /** Whether clients may ask for a command (`ssh -t server quick`); if not, such requests are refused. */
  readonly takesCommands: boolean;
  /** Why `command` is not one of the gateway's (one line in `lang`), or null if it is: asked when it comes without a terminal. */
  checkCommand?(command: string, lang: Lang): string | null;
  /**
   * Opens the client's screen on `terminal`, or says why not. `end` closes
   * the connection (with a last line), for the screen to call when the
   * player leaves; `replaced` is called on this connection's screen when
   * the gateway closes it for another (the same player connecting again).
   */
  open(client: ClientHello, terminal: ChannelTerminal, end: (farewell: Farewell) => void): GatewayAnswer;
}

export interface SshServerOptions {
  readonly gateway: Gateway;
  /** The host's private key (OpenSSH format). */
  readonly hostKey: string;
  readonly auth: Authentication;
  readonly limits?: Partial<ServerLimits>;
  /** The server's language: what a client that names none reads. */
  readonly lang: Lang;
  /** The goodbye written to every screen when the server closes (default: the host's words). */
  readonly stoppedLine?: (lang: Lang) => string;
  /**
   * What the operator should hear of: a client whose input went beyond what
   * a person types (once per connection), a connection refused by a limit
   * (each one: the listener decides how often to say so).
   */
  readonly onNotice?: (notice: ServerNotice) => void;
}

/** Which limit refused a connection: the server's, the address's, or the address's not yet logged in. */
export type ConnectionRefusal = 'full' | 'address' | 'notLoggedIn';

export type ServerNotice =
  | { readonly code: 'inputDropped'; readonly user: string; readonly address: string }
  | { readonly code: 'refused'; readonly why: ConnectionRefusal; readonly address: string };

export interface ServerStats {
  readonly connections: number;
  readonly sessions: number;
}

export interface SshServer {
  readonly address: AddressInfo;
  stats(): ServerStats;
  /** Says goodbye on every screen, closes every connection and the listener. */
  close(): Promise<void>;
  /** Destroys every socket and the listener at once, as a crash would (the tests' way to lose the server). */
  destroy(): void;
}

interface Conn {
  readonly socket: net.Socket;
  readonly address: string;
  readonly openedAt: number;
  authenticated: boolean;
  failures: number;
  keyOffers: number;
  user: string | null;
  key: string | null;
  sessionOpened: boolean;
  terminalOpen: boolean;
  lastInputAt: number;
  env: Record<string, string>;
  screen: OpenScreen | null;
  channel: ServerChannel | null;
  closing: boolean;
}

const ENV_NAME = /^(?:LANG|LC_[A-Z]+)$/u;

/**
 * The language of a client's screen and of what is written to it: the one
 * its LC_ALL, LC_MESSAGES or LANG names (as detectLanguage reads them), or
 * the server's when it sends none of them.
 */
export function clientLanguage(env: LangEnvironment, hostLang: Lang): Lang {
  const names = ['LC_ALL', 'LC_MESSAGES', 'LANG'];
  return names.some((name) => (env[name] ?? '') !== '') ? detectLanguage(env) : hostLang;
}

/** A client that says its character set is not UTF-8 gets plain ASCII screens. */
export function clientWantsAscii(env: Readonly<Record<string, string>>): boolean {
  const locale = env.LC_ALL ?? env.LC_CTYPE ?? env.LANG;
  return locale !== undefined && locale !== '' && locale !== 'C.UTF-8' && !/utf-?8/iu.test(locale);
}

const MAX_ENV = 16;
const MAX_KEY_OFFERS = 10;
/** Longer commands than this are not commands of ours (the gateway hears of one character more, and says so). */
export const MAX_COMMAND = 200;
/** How long an orderly close may take before the socket is destroyed. */
const CLOSE_GRACE_MS = 2000;

export function startSshServer(options: SshServerOptions, listen: { readonly host: string; readonly port: number }): Promise<SshServer> {
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const { auth, gateway } = options;
  const serverLang = options.lang;
  const langOf = (conn: Conn): Lang => clientLanguage(conn.env, serverLang);
  /** The words of the connection itself (no terminal, timed out) in the connection's own language. */
  const joinWords = (conn: Conn) => remoteWords(langOf(conn)).join;
  const stoppedLine = options.stoppedLine ?? ((lang: Lang) => remoteWords(lang).join.serverStopped);
  const checkPassword = auth.kind === 'password' ? passwordChecker(auth.password) : null;
  const methods: ('password' | 'publickey' | 'keyboard-interactive')[] =
    auth.kind === 'password' ? ['password'] : auth.kind === 'keys' ? ['publickey'] : ['publickey', 'keyboard-interactive', 'password'];
  const conns = new Set<Conn>();
  const bySocket = new WeakMap<net.Socket, Conn>();
  const perAddress = new Map<string, { all: number; unauthenticated: number }>();
  let sessions = 0;
  let stopping = false;

  const ssh = new ssh2.Server({
    hostKeys: [options.hostKey],
    ident: 'shift-poker',
    keepaliveInterval: limits.keepaliveIntervalMs,
    keepaliveCountMax: limits.keepaliveCountMax,
  });

  const countAddress = (address: string, all: number, unauthenticated: number): void => {
    const counts = perAddress.get(address) ?? { all: 0, unauthenticated: 0 };
    counts.all += all;
    counts.unauthenticated += unauthenticated;
    if (counts.all <= 0) perAddress.delete(address);
    else perAddress.set(address, counts);
  };

  /** The limit a new connection from `address` would break, if any. */
  const limitReached = (address: string): ConnectionRefusal | null => {
    const counts = perAddress.get(address);
    if (conns.size >= limits.maxConnections) return 'full';
    if ((counts?.all ?? 0) >= limits.maxConnectionsPerAddress) return 'address';
    if ((counts?.unauthenticated ?? 0) >= limits.maxUnauthenticatedPerAddress) return 'notLoggedIn';
    return null;
  };

  const drop = (conn: Conn): void => {
    conn.socket.destroy();
  };

  const endChannel = (channel: ServerChannel, exitCode = 0): void => {
    try {
      channel.exit(exitCode);
      channel.end();
    } catch {
      // Already closed.
    }
  };

  /** Ends the player's screen with `farewell`, then the connection; destroys it if it does not close by itself. */
  const farewell = (conn: Conn, client: Connection | null, text: string | null, exitCode = 0): void => {
    if (conn.closing) return;
    conn.closing = true;
    const screen = conn.screen;
    conn.screen = null;
    screen?.close(text);
    const endClient = (): void => {
      try {
        client?.end();
      } catch {
        // Already gone.
      }
    };
    // The exit status, then the channel's close, then the connection: ssh
    // reports a connection that ends before its channel as lost (exit 255).
    if (conn.channel !== null) {
      conn.channel.once('close', endClient);
      endChannel(conn.channel, exitCode);
    } else {
      endClient();
    }
    setTimeout(() => drop(conn), CLOSE_GRACE_MS).unref();
  };

  const tcp = net.createServer({ pauseOnConnect: false }, (socket) => {
    // An IPv6 client counts as its /64 (addressGroup.ts).
    const address = addressGroup(socket.remoteAddress ?? 'unknown');
    socket.on('error', () => undefined);
    if (stopping) {
      socket.destroy();
      return;
    }
    const refused = limitReached(address);
    if (refused !== null) {
      socket.destroy();
      options.onNotice?.({ code: 'refused', why: refused, address });
      return;
    }
    socket.setNoDelay(true);
    const conn: Conn = {
      socket,
      address,
      openedAt: Date.now(),
      authenticated: false,
      failures: 0,
      keyOffers: 0,
      user: null,
      key: null,
      sessionOpened: false,
      terminalOpen: false,
      lastInputAt: Date.now(),
      env: {},
      screen: null,
      channel: null,
      closing: false,
    };
    conns.add(conn);
    bySocket.set(socket, conn);
    countAddress(address, 1, 1);
    socket.once('close', () => {
      conns.delete(conn);
      countAddress(address, -1, conn.authenticated ? 0 : -1);
      conn.authenticated = true;
      const screen = conn.screen;
      conn.screen = null;
      screen?.close(null);
    });
    ssh.injectSocket(socket);
  });

  ssh.on('connection', (client: Connection) => {
    const socket = (client as unknown as { _sock?: net.Socket })._sock;
    const conn = socket === undefined ? undefined : bySocket.get(socket);
    if (conn === undefined) {
      client.end();
      return;
    }
    client.on('error', (error: Error & { level?: string }) => {
      // A keepalive timeout: the client stopped answering, maybe stopped reading; do not wait for it.
      if (error.level === 'client-timeout') drop(conn);
    });
    client.on('close', () => drop(conn));

    client.on('authentication', (ctx: AuthContext) => authenticate(conn, client, ctx));
    client.on('ready', () => {
      if (conn.authenticated) return;
      conn.authenticated = true;
      countAddress(conn.address, 0, -1);
    });

    // Nothing but one session with one terminal.
    client.on('tcpip', (_accept, reject) => reject());
    client.on('openssh.streamlocal', (_accept: unknown, reject: () => void) => reject());
    client.on('request', (_accept: unknown, reject: (() => void) | undefined) => reject?.());
    client.on('session', (accept, reject) => {
      if (conn.sessionOpened || stopping) {
        reject();
        return;
      }
      conn.sessionOpened = true;
      setUpSession(conn, client, accept());
    });
  });

  function authenticate(conn: Conn, client: Connection, ctx: AuthContext): void {
    if (conn.failures >= limits.maxAuthFailures || conn.closing) {
      ctx.reject([]);
      return;
    }
    const failed = (): void => {
      conn.failures++;
      const last = conn.failures >= limits.maxAuthFailures;
      setTimeout(() => {
        if (last) {
          farewell(conn, client, null);
          return;
        }
        try {
          ctx.reject(methods);
        } catch {
          // The client went away meanwhile.
        }
      }, limits.failureDelayMs).unref();
    };
    const accept = (key: string | null): void => {
      conn.user = ctx.username;
      conn.key = key;
      ctx.accept();
    };
    if (auth.kind === 'open' && (ctx.method === 'keyboard-interactive' || ctx.method === 'password')) {
      // Anyone may play; without a key nothing ties this player to a seat but the name.
      accept(null);
      return;
    }
    if (ctx.method === 'password' && checkPassword !== null) {
      if (checkPassword(ctx.password)) accept(null);
      else failed();
      return;
    }
    if (ctx.method === 'publickey' && auth.kind !== 'password') {
      const offered = ctx.key;
      const known =
        auth.kind === 'keys'
          ? auth.keys.find((key) => key.type === offered.algo && key.getPublicSSH().equals(offered.data))
          : publicKeyOf(offered.algo, offered.data);
      if (known === undefined) {
        // Clients offer every key they have; only so many are heard.
        if (++conn.keyOffers > MAX_KEY_OFFERS) farewell(conn, client, null);
        else ctx.reject(methods);
        return;
      }
      if (ctx.signature === undefined || ctx.blob === undefined) {
        // The client asks whether this key would do; it signs next.
        ctx.accept();
        return;
      }
      if (known.verify(ctx.blob, ctx.signature, ctx.hashAlgo) === true) accept(known.getPublicSSH().toString('base64'));
      else failed();
      return;
    }
    // "none" and any other method: say which ones work, without counting a failure.
    ctx.reject(methods);
  }

  function setUpSession(conn: Conn, client: Connection, session: Session): void {
    let size: WindowSize | null = null;
    let resize: ((next: WindowSize) => void) | null = null;
    session.on('pty', (accept, _reject, info) => {
      size = windowSize(info.cols, info.rows);
      accept?.();
    });
    session.on('window-change', (accept, _reject, info) => {
      const next = windowSize(info.cols, info.rows);
      size = next;
      resize?.(next);
      accept?.();
    });
    session.on('env', (accept, reject, info) => {
      const name = String(info.key);
      if (ENV_NAME.test(name) && Object.keys(conn.env).length < MAX_ENV) {
        conn.env[name] = safeClientText(String(info.val));
        accept?.();
      } else {
        reject?.();
      }
    });
    session.on('subsystem', (_accept, reject) => reject());
    session.on('sftp', (_accept, reject) => reject());
    session.on('x11', (_accept, reject) => reject?.());
    session.on('auth-agent', (_accept, reject) => reject?.());
    session.on('signal', (accept) => accept?.());
    const open = (accept: () => ServerChannel, reject: () => void, command: string | null): void => {
      if (conn.terminalOpen || stopping) {
        reject();
        return;
      }
      conn.terminalOpen = true;
      conn.lastInputAt = Date.now();
      const channel = accept();
      conn.channel = channel;
      channel.on('error', () => undefined);
      if (size === null) {
        // A command that is not one of the gateway's says so, terminal or not; one of its commands needs a terminal.
        const wrong = command === null ? null : (gateway.checkCommand?.(command, langOf(conn)) ?? null);
        if (wrong !== null) refuse(conn, client, channel, wrong, 2);
        else refuse(conn, client, channel, joinWords(conn).needsTerminal, 1);
        return;
      }
      resize = startScreen(conn, client, channel, size, command);
    };
    session.on('shell', (accept, reject) => open(accept, reject, null));
    session.on('exec', (accept, reject, info) => {
      if (!gateway.takesCommands) {
        reject();
        return;
      }
      // White space is a separator, whatever the client sent; one character more than allowed tells a command too long.
      open(accept, reject, safeClientText(String(info.command).replace(/\s/gu, ' '), MAX_COMMAND + 1));
    });
  }

  /** Writes one line on the channel and ends the connection with `exitCode`. */
  function refuse(conn: Conn, client: Connection, channel: ServerChannel, line: string, exitCode: number): void {
    try {
      channel.write(`${line}\r\n`);
    } catch {
      // Gone already.
    }
    farewell(conn, client, null, exitCode);
  }

  /** Hands the connection's terminal to the gateway; returns how to follow the client's window. */
  function startScreen(
    conn: Conn,
    client: Connection,
    channel: ServerChannel,
    size: WindowSize,
    command: string | null,
  ): ((next: WindowSize) => void) | null {
    const terminal = channelTerminal(channel, size, {
      maxBacklog: limits.maxBacklog,
      backlog: () => channel.writableLength + conn.socket.writableLength,
      onStalled: () => drop(conn),
    });
    const hello: ClientHello = {
      user: conn.user ?? '',
      key: conn.key,
      address: conn.address,
      lang: langOf(conn),
      ascii: clientWantsAscii(conn.env),
      command,
    };
    const answer = gateway.open(hello, terminal, (how) => farewell(conn, client, how.line, how.exitCode ?? 0));
    if (!answer.ok) {
      terminal.end();
      refuse(conn, client, channel, answer.line, answer.exitCode ?? 1);
      return null;
    }
    if (conn.closing) {
      // The gateway ended the connection while opening it.
      answer.screen.close(null);
      return null;
    }
    const screen = answer.screen;
    conn.screen = screen;
    const allowance = inputAllowance(limits);
    let dropping = false;
    channel.on('data', (data: Buffer) => {
      conn.lastInputAt = Date.now();
      // Beyond what a person can type, input is dropped here rather than queued (see ServerLimits).
      const allowed = allowance(data.length, performance.now());
      if (allowed < data.length && !dropping) {
        dropping = true;
        options.onNotice?.({ code: 'inputDropped', user: conn.user ?? '', address: conn.address });
      }
      if (allowed === 0) return;
      const kept = allowed < data.length ? data.subarray(0, allowed) : data;
      if (screen.input !== undefined) screen.input(kept);
      else terminal.input(kept);
    });
    channel.on('close', () => farewell(conn, client, null));
    sessions++;
    channel.once('close', () => {
      sessions--;
    });
    return (next) => (screen.resize !== undefined ? screen.resize(next) : terminal.resize(next));
  }

  // One sweep a second enforces every time limit.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const conn of conns) {
      if (!conn.authenticated && now - conn.openedAt > limits.authTimeoutMs) drop(conn);
      else if (conn.authenticated && !conn.terminalOpen && now - conn.openedAt > limits.authTimeoutMs + limits.shellTimeoutMs) drop(conn);
      else if (conn.terminalOpen && !conn.closing && now - conn.lastInputAt > limits.idleTimeoutMs) {
        farewell(conn, null, joinWords(conn).timedOut);
      }
    }
  }, Math.min(1000, limits.authTimeoutMs));
  sweep.unref();

  return new Promise((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(listen.port, listen.host, () => {
      tcp.off('error', reject);
      tcp.on('error', () => undefined);
      resolve({
        address: tcp.address() as AddressInfo,
        stats: () => ({ connections: conns.size, sessions }),
        close: () =>
          new Promise<void>((done) => {
            stopping = true;
            clearInterval(sweep);
            for (const conn of conns) farewell(conn, null, stoppedLine(langOf(conn)));
            tcp.close(() => done());
            // Give the goodbyes a moment to leave, then cut whatever is left.
            setTimeout(() => {
              for (const conn of conns) drop(conn);
            }, 200).unref();
          }),
        destroy: () => {
          stopping = true;
          clearInterval(sweep);
          tcp.close();
          for (const conn of conns) drop(conn);
        },
      });
    });
  });
}

/**
 * Two token buckets, for chunks and for bytes, each refilled at its rate a
 * second up to twice that: how many of `bytes` bytes arriving at `now` (ms)
 * may pass (0: the chunk is dropped).
 */
export function inputAllowance(limits: Pick<ServerLimits, 'maxInputChunksPerSecond' | 'maxInputBytesPerSecond'>): (bytes: number, now: number) => number {
  let chunks = limits.maxInputChunksPerSecond * 2;
  let budget = limits.maxInputBytesPerSecond * 2;
  let last: number | null = null;
  return (bytes, now) => {
    const seconds = last === null ? 0 : Math.max(0, now - last) / 1000;
    last = now;
    chunks = Math.min(limits.maxInputChunksPerSecond * 2, chunks + seconds * limits.maxInputChunksPerSecond);
    budget = Math.min(limits.maxInputBytesPerSecond * 2, budget + seconds * limits.maxInputBytesPerSecond);
    if (chunks < 1 || budget < 1) return 0;
    chunks -= 1;
    const allowed = Math.min(bytes, Math.floor(budget));
    budget -= allowed;
    return allowed;
  };
}

/** The public key a client offers, if ssh2 can read it and it is of the type the client says. */
function publicKeyOf(algo: string, blob: Buffer): ParsedKey | undefined {
  const parsed = ssh2.utils.parseKey(blob);
  if (parsed instanceof Error || Array.isArray(parsed)) return undefined;
  const key = parsed as ParsedKey;
  // An RSA key may sign with rsa-sha2-256/512 while its blob says ssh-rsa.
  const type = algo.startsWith('rsa-sha2-') ? 'ssh-rsa' : algo;
  return key.type === type ? key : undefined;
}
