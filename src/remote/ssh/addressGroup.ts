/**
 * What the server's limits count as one address. An IPv4 address is one
 * (also written as IPv6, ::ffff:a.b.c.d); an IPv6 address is one of 2^64 in
 * its network: whoever has one usually has its whole /64 (and privacy
 * extensions change the rest by themselves). So per-address limits, the
 * wrong-code guard and the address that holds a seat taken without a key
 * all count a /64 as one address; else one client could open unlimited
 * connections, or guess codes without end, by changing its last 64 bits.
 */

import net from 'node:net';

export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/iu.exec(address);
  if (mapped) return mapped[1]!;
  // A zone (fe80::1%eth0) is the same link: it does not make another address.
  const plain = address.split('%')[0]!;
  if (net.isIPv6(plain)) return `${ipv6Hextets(plain).slice(0, 4).join(':')}::/64`;
  return address;
}

/** The eight groups of an IPv6 address, without leading zeros (an embedded IPv4 tail counts as two). */
function ipv6Hextets(address: string): string[] {
  let text = address.toLowerCase();
  const ipv4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/u.exec(text);
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? (text.split('::') as [string, string]) : [text, null];
  const front = head === '' ? [] : head.split(':');
  const back = tail === null || tail === '' ? [] : tail.split(':');
  const zeros = tail === null ? [] : Array.from({ length: 8 - front.length - back.length }, () => '0');
  return [...front, ...zeros, ...back].map((group) => Number.parseInt(group, 16).toString(16));
}
