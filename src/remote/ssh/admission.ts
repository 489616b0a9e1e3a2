/**
 * Which TCP connections reach ssh2 at all. The server owns its listener and
 * counts connections (in all, per address, and per address not yet logged
 * in) before any SSH work is done, so that a flood of connections costs
 * nothing but the refusals. An IPv6 client counts as its /64
 * (addressGroup.ts).
 */

import type net from 'node:net';
import { addressGroup } from './addressGroup.js';
import { newConnection, type Conn } from './connection.js';
import type { ServerLimits } from './limits.js';
import { gatherWritesPerTick } from './wholeWrites.js';

/**
 * Connections per address on the other processes of one server (serve on
 * PostgreSQL: its processes tell each other their counts), so that the
 * limit per address counts them all. Left out: this process alone.
 */
export interface AddressLedger {
  /** Connections from `address` (an address group) on the other processes. */
  elsewhere(address: string): number;
  /** This process's connections from `address` are now `count`. */
  counted(address: string, count: number): void;
}

/** Which limit refused a connection: the server's, the address's, or the address's not yet logged in. */
export type ConnectionRefusal = 'full' | 'address' | 'notLoggedIn';

export interface Admission {
  /** The connections let in whose sockets are still open. */
  readonly conns: ReadonlySet<Conn>;
  /**
   * Lets `socket` in as a connection, or destroys it: while the server
   * stops, or when a limit refuses it (then `onRefused` hears which).
   * `from` is the client's address when it is not the socket's own (the
   * one a load balancer's PROXY header carried: proxied.ts).
   */
  admit(socket: net.Socket, stopping: boolean, from?: string): Conn | null;
  /** The connection of a socket that ssh2 reports, if it was let in here. */
  connOf(socket: net.Socket): Conn | undefined;
  /** The connection logged in: it no longer counts against its address's limit of those not logged in. */
  loggedIn(conn: Conn): void;
}

export function admission(limits: ServerLimits, onRefused: (why: ConnectionRefusal, address: string) => void, ledger?: AddressLedger): Admission {
  const conns = new Set<Conn>();
  const bySocket = new WeakMap<net.Socket, Conn>();
  const perAddress = new Map<string, { all: number; unauthenticated: number }>();

  const countAddress = (address: string, all: number, unauthenticated: number): void => {
    const counts = perAddress.get(address) ?? { all: 0, unauthenticated: 0 };
    counts.all += all;
    counts.unauthenticated += unauthenticated;
    if (counts.all <= 0) perAddress.delete(address);
    else perAddress.set(address, counts);
    if (all !== 0) ledger?.counted(address, Math.max(0, counts.all));
  };

  /** The limit a new connection from `address` would break, if any. */
  const limitReached = (address: string): ConnectionRefusal | null => {
    const counts = perAddress.get(address);
    if (conns.size >= limits.maxConnections) return 'full';
    if ((counts?.all ?? 0) + (ledger?.elsewhere(address) ?? 0) >= limits.maxConnectionsPerAddress) return 'address';
    if ((counts?.unauthenticated ?? 0) >= limits.maxUnauthenticatedPerAddress) return 'notLoggedIn';
    return null;
  };

  return {
    conns,
    admit(socket, stopping, from) {
      const address = addressGroup(from ?? socket.remoteAddress ?? 'unknown');
      socket.on('error', () => undefined);
      if (stopping) {
        socket.destroy();
        return null;
      }
      const refused = limitReached(address);
      if (refused !== null) {
        socket.destroy();
        onRefused(refused, address);
        return null;
      }
      // A key press's answer leaves at once (no Nagle), each SSH packet whole (wholeWrites.ts).
      socket.setNoDelay(true);
      gatherWritesPerTick(socket);
      const conn = newConnection(socket, address);
      conns.add(conn);
      bySocket.set(socket, conn);
      countAddress(address, 1, 1);
      socket.once('close', () => {
        conns.delete(conn);
        countAddress(address, -1, conn.authenticated ? 0 : -1);
        // Counted out: a login that ssh2 still reports counts nothing again.
        conn.authenticated = true;
        const screen = conn.screen;
        conn.screen = null;
        screen?.close(null);
      });
      return conn;
    },
    connOf: (socket) => bySocket.get(socket),
    loggedIn(conn) {
      if (conn.authenticated) return;
      conn.authenticated = true;
      countAddress(conn.address, 0, -1);
    },
  };
}
