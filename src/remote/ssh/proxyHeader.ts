/**
 * The PROXY protocol's version 2 header (HAProxy's `send-proxy-v2`, spec:
 * haproxy.org/download/2.0/doc/proxy-protocol.txt, section 2.2): the
 * binary block a TCP load balancer sends before the client's own bytes,
 * saying whom it connected for. Pure: bytes in, what they say out. Only a
 * connection from a balancer the operator named is read for one
 * (proxied.ts); anyone else could claim any address with it.
 */

import net from 'node:net';

/** The 12 bytes every version 2 header starts with. */
export const PROXY_V2_SIGNATURE = Buffer.from([0x0d, 0x0a, 0x0d, 0x0a, 0x00, 0x0d, 0x0a, 0x51, 0x55, 0x49, 0x54, 0x0a]);

/** The fixed part: signature, version and command, family and transport, length of the rest. */
const FIXED = 16;
/**
 * The most a header may take after its fixed part: the longest addresses
 * (216 bytes, UNIX sockets) and room for the TLVs a balancer adds. The
 * spec allows up to 65535; a longer one here is refused, not waited for.
 */
export const MAX_PROXY_BODY = 512;

/** Why bytes are not a header this server takes. */
export type ProxyHeaderError =
  /** The human-readable version 1 ("PROXY TCP4 ..."): not taken, the balancer must send version 2. */
  | 'v1'
  /** Not a PROXY header at all (a client speaking SSH straight away, or garbage). */
  | 'signature'
  /** A version other than 2, or a command other than LOCAL and PROXY. */
  | 'version'
  /** A PROXY command for something other than TCP over IPv4 or IPv6. */
  | 'family'
  /** The length says more than the addresses of its family need, or fewer. */
  | 'length'
  /** Longer than MAX_PROXY_BODY allows. */
  | 'oversized';

export type ProxyHeader =
  /** Not all of the header yet: wait for more bytes. */
  | { readonly kind: 'incomplete' }
  | { readonly kind: 'error'; readonly why: ProxyHeaderError }
  /** The balancer's own connection (a health check): it carries no client. */
  | { readonly kind: 'local'; readonly length: number }
  /** A client's connection from `address` port `port`; the header's bytes are the first `length`. */
  | { readonly kind: 'proxy'; readonly address: string; readonly port: number; readonly length: number };

const V1_START = Buffer.from('PROXY ', 'latin1');
const LOCAL = 0x20;
const PROXY = 0x21;
const TCP4 = 0x11;
const TCP6 = 0x21;

/** What the first bytes of a balancer's connection say (all of them: bytes after the header are the client's). */
export function parseProxyHeader(bytes: Buffer): ProxyHeader {
  if (!startsAs(bytes, PROXY_V2_SIGNATURE)) {
    if (!startsAs(bytes, V1_START)) return { kind: 'error', why: 'signature' };
    return bytes.length < V1_START.length ? { kind: 'incomplete' } : { kind: 'error', why: 'v1' };
  }
  if (bytes.length < FIXED) return { kind: 'incomplete' };
  const command = bytes[12]!;
  const family = bytes[13]!;
  const bodyLength = bytes.readUInt16BE(14);
  if (command !== LOCAL && command !== PROXY) return { kind: 'error', why: 'version' };
  if (bodyLength > MAX_PROXY_BODY) return { kind: 'error', why: 'oversized' };
  const length = FIXED + bodyLength;
  if (bytes.length < length) return { kind: 'incomplete' };
  // LOCAL: whatever family and addresses it names are to be skipped (spec 2.2).
  if (command === LOCAL) return { kind: 'local', length };
  if (family === TCP4) {
    if (bodyLength < 12) return { kind: 'error', why: 'length' };
    const address = [...bytes.subarray(16, 20)].join('.');
    return { kind: 'proxy', address, port: bytes.readUInt16BE(24), length };
  }
  if (family === TCP6) {
    if (bodyLength < 36) return { kind: 'error', why: 'length' };
    const groups = Array.from({ length: 8 }, (_, i) => bytes.readUInt16BE(16 + 2 * i).toString(16));
    return { kind: 'proxy', address: compactIpv6(groups), port: bytes.readUInt16BE(48), length };
  }
  return { kind: 'error', why: 'family' };
}

/** Whether `bytes` agree with `expected` as far as either goes. */
function startsAs(bytes: Buffer, expected: Buffer): boolean {
  const length = Math.min(bytes.length, expected.length);
  return bytes.subarray(0, length).equals(expected.subarray(0, length));
}

/** An IPv6 address's eight groups as Node writes it (the longest run of zeros as ::; an IPv4-mapped one as a.b.c.d). */
function compactIpv6(groups: readonly string[]): string {
  const text = groups.join(':');
  if (/^0:0:0:0:0:ffff:/u.test(text)) {
    const tail = groups.slice(6).map((group) => Number.parseInt(group, 16));
    return `::ffff:${tail[0]! >> 8}.${tail[0]! & 0xff}.${tail[1]! >> 8}.${tail[1]! & 0xff}`;
  }
  let best = { at: -1, length: 0 };
  for (let i = 0; i < 8;) {
    if (groups[i] !== '0') {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === '0') j++;
    if (j - i > best.length && j - i > 1) best = { at: i, length: j - i };
    i = j;
  }
  if (best.at === -1) return text;
  const head = groups.slice(0, best.at).join(':');
  const tail = groups.slice(best.at + best.length).join(':');
  const compact = `${head}::${tail}`;
  return net.isIPv6(compact) ? compact : text;
}
