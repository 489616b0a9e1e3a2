/** The machine's network addresses: where a host listens unless told, and what players can type to reach a server. */

import { networkInterfaces } from 'node:os';

const PRIVATE_IPV4 = /^(?:10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)/u;

/**
 * Where the host listens unless told: the machine's first private IPv4
 * address (the home or office network, where friends usually are), else
 * 127.0.0.1. Never every interface unless asked (--listen 0.0.0.0).
 */
export function defaultListenAddress(interfaces = networkInterfaces()): string {
  for (const list of Object.values(interfaces)) {
    for (const entry of list ?? []) {
      if (entry.family === 'IPv4' && !entry.internal && PRIVATE_IPV4.test(entry.address)) return entry.address;
    }
  }
  return '127.0.0.1';
}

/** The addresses players can type for a server listening on `listen`. */
export function joinAddresses(listen: string, interfaces = networkInterfaces()): string[] {
  if (listen !== '0.0.0.0' && listen !== '::') return [listen];
  const addresses: string[] = [];
  for (const list of Object.values(interfaces)) {
    for (const entry of list ?? []) {
      if (entry.family === 'IPv4' || listen === '::') addresses.push(entry.address);
    }
  }
  return addresses.length > 0 ? addresses : ['127.0.0.1'];
}
