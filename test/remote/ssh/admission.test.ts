/**
 * The limit per address counts the connections of every process of a server
 * when it is given their counts (admission.ts's AddressLedger): here a
 * ledger that says how many another process holds, and hears this one's.
 */

import { describe, expect, it } from '@jest/globals';
import { Socket } from 'node:net';
import { admission, type AddressLedger, type ConnectionRefusal } from '../../../src/remote/ssh/admission.js';
import { DEFAULT_LIMITS } from '../../../src/remote/ssh/limits.js';

/** A socket that is never connected: admission only reads its address and listens for its close. */
function socketFrom(address: string): Socket {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: address });
  return socket;
}

describe('the limit per address', () => {
  it('counts the connections the other processes hold from that address, and tells them its own', () => {
    const elsewhere = new Map<string, number>([['203.0.113.7', 2]]);
    const told: [string, number][] = [];
    const ledger: AddressLedger = { elsewhere: (address) => elsewhere.get(address) ?? 0, counted: (address, count) => told.push([address, count]) };
    const refused: [ConnectionRefusal, string][] = [];
    const limits = { ...DEFAULT_LIMITS, maxConnections: 100, maxConnectionsPerAddress: 3 };
    const admit = admission(limits, (why, address) => refused.push([why, address]), ledger);
    // Two elsewhere and one here make three: the fourth from that address is refused, another address still gets in.
    expect(admit.admit(socketFrom('203.0.113.7'), false)).not.toBeNull();
    expect(admit.admit(socketFrom('203.0.113.7'), false)).toBeNull();
    expect(admit.admit(socketFrom('198.51.100.1'), false)).not.toBeNull();
    expect(refused).toEqual([['address', '203.0.113.7']]);
    expect(told).toEqual([
      ['203.0.113.7', 1],
      ['198.51.100.1', 1],
    ]);
    // The other process's connections end: this one lets the address in again.
    elsewhere.delete('203.0.113.7');
    expect(admit.admit(socketFrom('203.0.113.7'), false)).not.toBeNull();
    expect(told.at(-1)).toEqual(['203.0.113.7', 2]);
  });
});
