/**
 * Connections that come through a TCP load balancer (HAProxy's
 * `send-proxy-v2`): from the addresses the operator named, and only from
 * them, the first bytes must be a PROXY v2 header (proxyHeader.ts). It is
 * read here, within a time limit, and taken off the socket, so that ssh2
 * sees the client's bytes alone and the limits, the log and the seats see
 * the address the header carries. Nobody else's bytes are ever read for a
 * header: a client cannot claim an address.
 */

import net from 'node:net';
import { parseProxyHeader, type ProxyHeaderError } from './proxyHeader.js';

/** How long a balancer has to send its header (it sends it at once). */
const PROXY_HEADER_TIMEOUT_MS = 5000;

/** Why a balancer's connection had no usable header: the header's fault, none within the time limit, or closed midway. */
export type BadProxyHeader = ProxyHeaderError | 'timeout' | 'closed';

/** What a balancer's connection turned out to be. */
export type ProxiedConnection =
  /** A client's connection: its address; the header is off the socket. */
  | { readonly kind: 'client'; readonly address: string }
  /**
   * The balancer's own (a health check): a LOCAL header, or closed before
   * its first byte (a plain TCP check). Nothing to serve, nothing to log.
   */
  | { readonly kind: 'noClient' }
  /** No usable header: why. */
  | { readonly kind: 'bad'; readonly why: BadProxyHeader };

/** The balancers' addresses, as the operator gave them (IPv4 or IPv6 literals). */
export interface TrustedProxies {
  /** Whether a connection from `address` (as a socket reports it) comes from one of them. */
  has(address: string | undefined): boolean;
}

/** An IPv4 address written as IPv6 (::ffff:a.b.c.d), as a socket listening on :: reports it, is that IPv4 address. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/iu.exec(address);
  return mapped ? mapped[1]! : address;
}

export function trustedProxies(addresses: readonly string[]): TrustedProxies {
  const list = new net.BlockList();
  for (const address of addresses) {
    const plain = plainAddress(address);
    list.addAddress(plain, net.isIPv6(plain) ? 'ipv6' : 'ipv4');
  }
  return {
    has(address) {
      if (address === undefined || addresses.length === 0) return false;
      const plain = plainAddress(address.split('%')[0]!);
      const family = net.isIPv4(plain) ? 'ipv4' : net.isIPv6(plain) ? 'ipv6' : null;
      return family !== null && list.check(plain, family);
    },
  };
}

/**
 * Reads the PROXY header off `socket` and says what it carried. The
 * client's bytes that came with it are put back, so that whoever reads the
 * socket next reads them first; the socket is left paused. Never throws: a
 * socket without a usable header resolves as 'bad' (closing it is the
 * caller's).
 */
export function readProxyHeader(socket: net.Socket, timeoutMs: number = PROXY_HEADER_TIMEOUT_MS): Promise<ProxiedConnection> {
  return new Promise((resolve) => {
    let received = Buffer.alloc(0);
    const finish = (result: ProxiedConnection, rest?: Buffer): void => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('close', onClose);
      socket.pause();
      if (rest !== undefined && rest.length > 0) socket.unshift(rest);
      resolve(result);
    };
    const onData = (chunk: Buffer): void => {
      received = Buffer.concat([received, chunk]);
      const header = parseProxyHeader(received);
      switch (header.kind) {
        case 'incomplete':
          return;
        case 'error':
          finish({ kind: 'bad', why: header.why });
          return;
        case 'local':
          finish({ kind: 'noClient' });
          return;
        case 'proxy':
          finish({ kind: 'client', address: header.address }, received.subarray(header.length));
      }
    };
    const onClose = (): void => finish(received.length === 0 ? { kind: 'noClient' } : { kind: 'bad', why: 'closed' });
    const timer = setTimeout(() => finish({ kind: 'bad', why: 'timeout' }), timeoutMs);
    socket.on('data', onData);
    socket.once('close', onClose);
  });
}
