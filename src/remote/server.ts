/**
 * The SSH server players connect to. It owns its TCP listener and hands
 * sockets to ssh2 only after its own limits let them in, so a flood of
 * connections costs no SSH work:
 *
 * - at most `maxConnections` connections, at most `maxUnauthenticatedPerAddress`
 *   not yet logged in from one address;
 * - a login within `authTimeoutMs`, at most `maxAuthFailures` failed tries
 *   (each answered only after `failureDelayMs`), then the connection is cut;
 * - the password is compared in constant time (password.ts), keys must be
 *   in the host's authorized list and sign the session;
 * - one interactive shell per connection and nothing else: no exec, no
 *   subsystem (sftp), no forwarding of ports, sockets, agent or X11, no
 *   second session; of the environment only LANG and LC_* are kept;
 * - a connection that never opens a shell, or sends nothing for
 *   `idleTimeoutMs`, is closed; a client that stops reading (keepalives
 *   unanswered, or more than `maxBacklog` bytes of output waiting) has its
 *   socket destroyed, since an orderly close would wait for it forever.
 *
 * Every connection is independent: whatever one client sends or fails to do
 * ends at most that connection.
 */

import { catalogFor, detectLanguage, type Lang, type LangEnvironment } from '../i18n/catalog.js';
import { describeRefusal } from '../i18n/remote.js';
import { EventEmitter } from 'node:events';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import ssh2 from 'ssh2';
import type { AuthContext, Connection, ParsedKey, ServerChannel, Session } from 'ssh2';
import type { BotLevel } from '../bots/levels.js';
import type { HostMatch } from './match.js';
import { remoteName, safeClientText } from './names.js';
import { passwordChecker } from './password.js';
import { openSession, type OpenSession } from './session.js';
import { channelTerminal, windowSize, type WindowSize } from './streams.js';

export interface ServerLimits {
  readonly maxConnections: number;
  readonly maxUnauthenticatedPerAddress: number;
  readonly authTimeoutMs: number;
  readonly maxAuthFailures: number;
  readonly failureDelayMs: number;
  /** A logged-in connection without a shell is closed after this long. */
  readonly shellTimeoutMs: number;
  /** A shell without any input for this long is closed. */
  readonly idleTimeoutMs: number;
  readonly keepaliveIntervalMs: number;
  readonly keepaliveCountMax: number;
  /** Output bytes waiting for a client before it counts as frozen. */
  readonly maxBacklog: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  maxConnections: 16,
  maxUnauthenticatedPerAddress: 4,
  authTimeoutMs: 10_000,
  maxAuthFailures: 3,
  failureDelayMs: 1000,
  shellTimeoutMs: 30_000,
  idleTimeoutMs: 60 * 60_000,
  keepaliveIntervalMs: 15_000,
  keepaliveCountMax: 3,
  maxBacklog: 1 << 20,
};

export type Authentication =
  | { readonly kind: 'password'; readonly password: string }
  | { readonly kind: 'keys'; readonly keys: readonly ParsedKey[] };

export interface HostServerOptions {
  readonly match: HostMatch;
  /** The host's private key (OpenSSH format). */
  readonly hostKey: string;
  readonly auth: Authentication;
  readonly standInLevel: BotLevel;
  readonly limits?: Partial<ServerLimits>;
  /** The host's language: what a client that names none reads (default: from this process's environment). */
  readonly lang?: Lang;
}

export interface ServerStats {
  readonly connections: number;
  readonly sessions: number;
}

export interface HostServer {
  readonly address: AddressInfo;
  stats(): ServerStats;
  /** Says goodbye on every screen, closes every connection and the listener. */
  close(): Promise<void>;
  /** Destroys every socket and the listener at once, as a crash would (the tests' way to lose the host). */
  destroy(): void;
  /** 'session' (a player's screen opened) and 'sessionClosed', for the host's own screen. */
  readonly events: EventEmitter;
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
  shellOpen: boolean;
  lastInputAt: number;
  env: Record<string, string>;
  screen: OpenSession | null;
  channel: ServerChannel | null;
  leave: (() => void) | null;
  closing: boolean;
}

const ENV_NAME = /^(?:LANG|LC_[A-Z]+)$/u;

/**
 * The language of a client's screen and of what is written to it: the one
 * its LC_ALL, LC_MESSAGES or LANG names (as detectLanguage reads them), or
 * the host's when it sends none of them.
 */
export function clientLanguage(env: LangEnvironment, hostLang: Lang): Lang {
  const names = ['LC_ALL', 'LC_MESSAGES', 'LANG'];
  return names.some((name) => (env[name] ?? '') !== '') ? detectLanguage(env) : hostLang;
}
const MAX_ENV = 16;
const MAX_KEY_OFFERS = 10;
/** How long an orderly close may take before the socket is destroyed. */
const CLOSE_GRACE_MS = 2000;

export function startHostServer(
  options: HostServerOptions,
  listen: { readonly host: string; readonly port: number },
): Promise<HostServer> {
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const { match, auth } = options;
  const hostLang = options.lang ?? detectLanguage(process.env);
  /** The words of joining and leaving in the connection's own language. */
  const joinWords = (conn: Conn) => catalogFor(clientLanguage(conn.env, hostLang)).remote;
  const checkPassword = auth.kind === 'password' ? passwordChecker(auth.password) : null;
  const methods: ('password' | 'publickey')[] = auth.kind === 'password' ? ['password'] : ['publickey'];
  const conns = new Set<Conn>();
  const bySocket = new WeakMap<net.Socket, Conn>();
  const unauthenticated = new Map<string, number>();
  const events = new EventEmitter();
  let sessions = 0;
  let stopping = false;

  const ssh = new ssh2.Server({
    hostKeys: [options.hostKey],
    ident: 'shift-poker',
    keepaliveInterval: limits.keepaliveIntervalMs,
    keepaliveCountMax: limits.keepaliveCountMax,
  });

  const countUnauthenticated = (address: string, delta: number): void => {
    const next = (unauthenticated.get(address) ?? 0) + delta;
    if (next <= 0) unauthenticated.delete(address);
    else unauthenticated.set(address, next);
  };

  const drop = (conn: Conn): void => {
    conn.socket.destroy();
  };

  /** Ends the player's screen with `farewell`, then the connection; destroys it if it does not close by itself. */
  const farewell = (conn: Conn, client: Connection | null, text: string | null): void => {
    if (conn.closing) return;
    conn.closing = true;
    conn.screen?.close(text);
    conn.screen = null;
    conn.leave?.();
    conn.leave = null;
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
      endChannel(conn.channel);
    } else {
      endClient();
    }
    setTimeout(() => drop(conn), CLOSE_GRACE_MS).unref();
  };

  const tcp = net.createServer({ pauseOnConnect: false }, (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    socket.on('error', () => undefined);
    if (stopping || conns.size >= limits.maxConnections || (unauthenticated.get(address) ?? 0) >= limits.maxUnauthenticatedPerAddress) {
      socket.destroy();
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
      shellOpen: false,
      lastInputAt: Date.now(),
      env: {},
      screen: null,
      channel: null,
      leave: null,
      closing: false,
    };
    conns.add(conn);
    bySocket.set(socket, conn);
    countUnauthenticated(address, 1);
    socket.once('close', () => {
      conns.delete(conn);
      if (!conn.authenticated) countUnauthenticated(address, -1);
      conn.authenticated = true;
      conn.screen?.close(null);
      conn.screen = null;
      conn.leave?.();
      conn.leave = null;
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
      countUnauthenticated(conn.address, -1);
    });

    // Nothing but one session with one shell.
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
    if (ctx.method === 'password' && checkPassword !== null) {
      if (checkPassword(ctx.password)) {
        conn.user = ctx.username;
        ctx.accept();
      } else {
        failed();
      }
      return;
    }
    if (ctx.method === 'publickey' && auth.kind === 'keys') {
      const offered = ctx.key;
      const known = auth.keys.find((key) => key.type === offered.algo && key.getPublicSSH().equals(offered.data));
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
      if (known.verify(ctx.blob, ctx.signature, ctx.hashAlgo) === true) {
        conn.user = ctx.username;
        conn.key = known.getPublicSSH().toString('base64');
        ctx.accept();
      } else {
        failed();
      }
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
    session.on('exec', (_accept, reject) => reject());
    session.on('subsystem', (_accept, reject) => reject());
    session.on('sftp', (_accept, reject) => reject());
    session.on('x11', (_accept, reject) => reject?.());
    session.on('auth-agent', (_accept, reject) => reject?.());
    session.on('signal', (accept) => accept?.());
    session.on('shell', (accept, reject) => {
      if (conn.shellOpen || stopping) {
        reject();
        return;
      }
      conn.shellOpen = true;
      conn.lastInputAt = Date.now();
      const channel = accept();
      if (size === null) {
        channel.write(`${joinWords(conn).join.needsTerminal}\r\n`);
        endChannel(channel);
        farewell(conn, client, null);
        return;
      }
      resize = startScreen(conn, client, channel, size);
    });
  }

  const endChannel = (channel: ServerChannel): void => {
    try {
      channel.exit(0);
      channel.end();
    } catch {
      // Already closed.
    }
  };

  /** Seats the player (or refuses them) and puts their screen on the channel; returns how to follow their window. */
  function startScreen(conn: Conn, client: Connection, channel: ServerChannel, size: WindowSize): ((next: WindowSize) => void) | null {
    const refuse = (text: string): null => {
      channel.write(`${text}\r\n`);
      endChannel(channel);
      farewell(conn, client, null);
      return null;
    };
    const name = remoteName(conn.user ?? '');
    if (name === null) return refuse(joinWords(conn).join.badName);
    const joined = match.join(name, conn.key);
    if (!joined.ok) return refuse(describeRefusal(joined.reason, joinWords(conn)));
    conn.leave = joined.leave;
    conn.channel = channel;
    const terminal = channelTerminal(channel, size, {
      maxBacklog: limits.maxBacklog,
      backlog: () => channel.writableLength + conn.socket.writableLength,
      onStalled: () => drop(conn),
    });
    channel.on('data', (data: Buffer) => {
      conn.lastInputAt = Date.now();
      terminal.input(data);
    });
    channel.on('error', () => undefined);
    channel.on('close', () => farewell(conn, client, null));
    const lang = conn.env.LC_ALL ?? conn.env.LC_CTYPE ?? conn.env.LANG;
    sessions++;
    conn.screen = openSession(terminal, {
      match,
      seat: joined.seat,
      // A client that says its character set is not UTF-8 gets plain ASCII screens.
      ascii: lang !== undefined && lang !== '' && lang !== 'C.UTF-8' && !/utf-?8/iu.test(lang),
      // The player's own language when their client sends one, else the host's.
      lang: clientLanguage(conn.env, hostLang),
      standInLevel: options.standInLevel,
      onLeave: () => farewell(conn, client, joinWords(conn).join.bye),
    });
    events.emit('session', { name, seat: joined.seat });
    channel.once('close', () => {
      sessions--;
      events.emit('sessionClosed', { name, seat: joined.seat });
    });
    return (next) => terminal.resize(next);
  }

  // One sweep a second enforces every time limit.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const conn of conns) {
      if (!conn.authenticated && now - conn.openedAt > limits.authTimeoutMs) drop(conn);
      else if (conn.authenticated && !conn.shellOpen && now - conn.openedAt > limits.authTimeoutMs + limits.shellTimeoutMs) drop(conn);
      else if (conn.shellOpen && !conn.closing && now - conn.lastInputAt > limits.idleTimeoutMs) {
        farewell(conn, null, joinWords(conn).join.timedOut);
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
        events,
        stats: () => ({ connections: conns.size, sessions }),
        close: () =>
          new Promise<void>((done) => {
            stopping = true;
            clearInterval(sweep);
            for (const conn of conns) farewell(conn, null, joinWords(conn).join.serverStopped);
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
