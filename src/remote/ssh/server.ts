/**
 * The SSH server players connect to, for `host` and `serve` alike. It owns
 * its TCP listener and hands sockets to ssh2 only after its own limits let
 * them in, so a flood of connections costs no SSH work. Each job is a part
 * of its own, and this file only puts them together:
 *
 * - admission.ts: at most `maxConnections` connections, at most
 *   `maxConnectionsPerAddress` from one address and
 *   `maxUnauthenticatedPerAddress` of those not yet logged in;
 * - proxied.ts: behind a load balancer (`proxyFrom`), the client's address
 *   read from the balancer's PROXY v2 header before anything else;
 * - auth.ts: a login of the kind the server takes, at most
 *   `maxAuthFailures` failed tries (each answered only after
 *   `failureDelayMs`), then the connection is cut;
 * - session.ts: one interactive terminal per connection and nothing else;
 * - screen.ts: the terminal handed to the gateway, the client's input
 *   passed on within its allowance (inputAllowance.ts);
 * - timeouts.ts: a login within `authTimeoutMs`, a terminal soon after, no
 *   terminal idle for `idleTimeoutMs`;
 * - closing.ts: every way a connection ends. A client that stops reading
 *   (keepalives unanswered, or more than `maxBacklog` bytes of output
 *   waiting) has its socket destroyed, since an orderly close would wait
 *   for it forever.
 *
 * What a connection sees is the gateway's business (gateway.ts: hostServer.ts
 * seats it at the one hosted match, serve/ shows the lobby of many tables):
 * this folder is transport only. Every connection is independent: whatever
 * one client sends or fails to do ends at most that connection.
 */

import type { Lang } from '../../i18n/catalog.js';
import { sshWords } from './words.js';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import ssh2 from 'ssh2';
import type { AuthContext, Connection, ServerChannel } from 'ssh2';
import { admission, type AddressLedger, type ConnectionRefusal } from './admission.js';
import { authenticator, type Authentication, type HoldBack } from './auth.js';
import { clientLanguage } from './clientEnv.js';
import { drop, farewell, farewellAll } from './closing.js';
import type { Conn } from './connection.js';
import type { Gateway } from './gateway.js';
import { DEFAULT_LIMITS, type ServerLimits } from './limits.js';
import { readProxyHeader, trustedProxies, type BadProxyHeader } from './proxied.js';
import { startScreen, type ScreenDeps } from './screen.js';
import { acceptOneSession } from './session.js';
import { sweepTimeLimits } from './timeouts.js';

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
  /**
   * Holds back the answer to a failed login for `ms` (default: a timer).
   * Given, a test sees that nothing is answered before the delay is over
   * without waiting it out.
   */
  readonly holdBack?: HoldBack;
  /**
   * The load balancers' addresses (IPv4 or IPv6 literals): a connection
   * from one of them must begin with a PROXY v2 header, and counts as
   * coming from the address it carries. Nobody else's is read for one.
   */
  readonly proxyFrom?: readonly string[];
  /** How long a balancer has to send its header (default: proxied.ts). */
  readonly proxyHeaderTimeoutMs?: number;
  /** The connections per address of the other processes of the server, for the limit per address (admission.ts). */
  readonly addresses?: AddressLedger;
}

export type ServerNotice =
  | { readonly code: 'inputDropped'; readonly user: string; readonly address: string }
  | { readonly code: 'refused'; readonly why: ConnectionRefusal; readonly address: string }
  /** A connection from a load balancer without a usable PROXY header (`address`: the balancer's); it was closed. */
  | { readonly code: 'badProxyHeader'; readonly why: BadProxyHeader; readonly address: string };

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

export function startSshServer(options: SshServerOptions, listen: { readonly host: string; readonly port: number }): Promise<SshServer> {
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const { gateway } = options;
  const serverLang = options.lang;
  const langOf = (conn: Conn): Lang => clientLanguage(conn.env, serverLang);
  const stoppedLine = options.stoppedLine ?? ((lang: Lang) => sshWords(lang).serverStopped);
  const authenticate = authenticator(options.auth, limits, options.holdBack);
  const admitted = admission(limits, (why, address) => options.onNotice?.({ code: 'refused', why, address }), options.addresses);
  const { conns } = admitted;
  let sessions = 0;
  let stopping = false;

  const screens: ScreenDeps = {
    limits,
    gateway,
    langOf,
    onInputDropped: (conn) => options.onNotice?.({ code: 'inputDropped', user: conn.user ?? '', address: conn.address }),
    countSession: (channel: ServerChannel) => {
      sessions++;
      channel.once('close', () => {
        sessions--;
      });
    },
  };

  const ssh = new ssh2.Server({
    hostKeys: [options.hostKey],
    ident: 'shift-poker',
    keepaliveInterval: limits.keepaliveIntervalMs,
    keepaliveCountMax: limits.keepaliveCountMax,
  });

  const proxies = trustedProxies(options.proxyFrom ?? []);
  /** Balancers' connections whose header is still awaited. */
  const awaitingHeader = new Set<net.Socket>();
  const fromBalancer = (socket: net.Socket): void => {
    const balancer = socket.remoteAddress ?? 'unknown';
    socket.on('error', () => undefined);
    awaitingHeader.add(socket);
    void readProxyHeader(socket, options.proxyHeaderTimeoutMs).then((read) => {
      awaitingHeader.delete(socket);
      if (read.kind === 'client') {
        if (admitted.admit(socket, stopping, read.address) !== null) ssh.injectSocket(socket);
        return;
      }
      socket.destroy();
      if (read.kind === 'bad' && !stopping) options.onNotice?.({ code: 'badProxyHeader', why: read.why, address: balancer });
    });
  };

  const tcp = net.createServer({ pauseOnConnect: false }, (socket) => {
    if (proxies.has(socket.remoteAddress)) fromBalancer(socket);
    else if (admitted.admit(socket, stopping) !== null) ssh.injectSocket(socket);
  });

  ssh.on('connection', (client: Connection) => {
    const socket = (client as unknown as { _sock?: net.Socket })._sock;
    const conn = socket === undefined ? undefined : admitted.connOf(socket);
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
    client.on('ready', () => admitted.loggedIn(conn));
    acceptOneSession(conn, client, {
      gateway,
      stopping: () => stopping,
      langOf,
      startScreen: (...opened) => startScreen(...opened, screens),
    });
  });

  const sweep = sweepTimeLimits(conns, limits, (conn) => farewell(conn, null, sshWords(langOf(conn)).timedOut));

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
            farewellAll(conns, (conn) => stoppedLine(langOf(conn)));
            for (const socket of awaitingHeader) socket.destroy();
            tcp.close(() => done());
          }),
        destroy: () => {
          stopping = true;
          clearInterval(sweep);
          tcp.close();
          for (const socket of awaitingHeader) socket.destroy();
          for (const conn of conns) drop(conn);
        },
      });
    });
  });
}
