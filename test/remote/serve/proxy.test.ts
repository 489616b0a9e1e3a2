/**
 * A server behind a TCP load balancer (HAProxy's send-proxy-v2), in this
 * process: a fake balancer connects from an address given with proxyFrom,
 * sends a PROXY v2 header naming a client, then the client's SSH. The
 * limits count the address the header carries; the same header from
 * anyone else is never read as one.
 */

import { afterEach, describe, expect, it } from '@jest/globals';
import net from 'node:net';
import ssh2 from 'ssh2';
import type { ServerNotice } from '../../../src/remote/ssh/server.js';
import { PROXY_V2_SIGNATURE } from '../../../src/remote/ssh/proxyHeader.js';
import { LOOPBACK, closed } from '../../support/ssh.js';
import { waitFor } from '../../support/wait.js';
import { startTestServer, type TestServer } from './helpers.js';

/** The balancer's own address: another loopback address than the players' 127.0.0.1. */
const BALANCER = '127.0.0.2';

let server: TestServer | null = null;
const clients: ssh2.Client[] = [];
const sockets: net.Socket[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.end();
  for (const socket of sockets.splice(0)) socket.destroy();
  await server?.stop();
  server = null;
});

/** A PROXY v2 header: TCP over IPv4 from `client` port 40000 to 10.0.0.2 port 2222 (LOCAL: a health check's). */
function v2Header(client: string | 'local'): Buffer {
  if (client === 'local') return Buffer.concat([PROXY_V2_SIGNATURE, Buffer.from([0x20, 0x00, 0x00, 0x00])]);
  const addresses = Buffer.from([...client.split('.').map(Number), 10, 0, 0, 2, 0x9c, 0x40, 0x08, 0xae]);
  return Buffer.concat([PROXY_V2_SIGNATURE, Buffer.from([0x21, 0x11, 0x00, 0x0c]), addresses]);
}

/** A connection to the server from `from`, its first bytes `first` (a header, or anything). */
function openSocket(from: string, first: Buffer): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: LOOPBACK, port: server!.port, localAddress: from }, () => {
      socket.write(first);
      resolve(socket);
    });
    socket.once('error', reject);
    sockets.push(socket);
  });
}

/** Logs in over `socket`: the client once ready, or the error that ended its try. */
function sshOver(socket: net.Socket, username: string): Promise<ssh2.Client | Error> {
  return new Promise((resolve) => {
    const client = new ssh2.Client();
    clients.push(client);
    client.on('ready', () => resolve(client));
    client.on('error', (error) => resolve(error));
    client.on('close', () => resolve(new Error('closed')));
    client.connect({ sock: socket, username, password: 'any', readyTimeout: 10_000 });
  });
}

/** A player at `claimed` through the balancer. */
async function throughBalancer(claimed: string, username: string): Promise<ssh2.Client | Error> {
  return sshOver(await openSocket(BALANCER, v2Header(claimed)), username);
}

describe('behind a load balancer (--proxy-from)', () => {
  it('counts the address the header carries against the per-address limit, not the balancer', async () => {
    const notices: ServerNotice[] = [];
    server = await startTestServer({ proxyFrom: [BALANCER], limits: { maxConnectionsPerAddress: 1 }, onNotice: (notice) => notices.push(notice) });
    const first = await throughBalancer('203.0.113.7', 'Ann');
    expect(first).toBeInstanceOf(ssh2.Client);
    // A second from the same client address: over its limit of one, refused before any SSH.
    const second = await throughBalancer('203.0.113.7', 'Ann2');
    expect(second).not.toBeInstanceOf(ssh2.Client);
    expect(notices).toEqual([{ code: 'refused', why: 'address', address: '203.0.113.7' }]);
    // Another client through the same balancer is let in: the balancer is not one address.
    const other = await throughBalancer('203.0.113.8', 'Bob');
    expect(other).toBeInstanceOf(ssh2.Client);
    expect(server.server.stats().connections).toBe(2);
  });

  it('never reads a header from an address not given: it counts as its own address, and the header is no SSH', async () => {
    const notices: ServerNotice[] = [];
    server = await startTestServer({ proxyFrom: [BALANCER], limits: { maxConnectionsPerAddress: 1 }, onNotice: (notice) => notices.push(notice) });
    const ann = await sshOver(await openSocket(LOOPBACK, Buffer.alloc(0)), 'Ann');
    expect(ann).toBeInstanceOf(ssh2.Client);
    // 127.0.0.1 already has its one connection: claiming another address does not get it a second.
    expect(await sshOver(await openSocket(LOOPBACK, v2Header('203.0.113.7')), 'Mallory')).not.toBeInstanceOf(ssh2.Client);
    expect(notices).toEqual([{ code: 'refused', why: 'address', address: LOOPBACK }]);
    (ann as ssh2.Client).end();
    await waitFor(() => server!.server.stats().connections === 0, { what: 'Ann gone' });
    // With room for it, the header is taken for what it is: bytes that are no SSH.
    expect(await sshOver(await openSocket(LOOPBACK, v2Header('203.0.113.7')), 'Mallory')).not.toBeInstanceOf(ssh2.Client);
    expect(notices).toHaveLength(1);
  });

  it("closes a balancer's connection without a header with one notice, and a health check quietly; nobody else is touched", async () => {
    const notices: ServerNotice[] = [];
    server = await startTestServer({ proxyFrom: [BALANCER], onNotice: (notice) => notices.push(notice) });
    const ann = await throughBalancer('203.0.113.7', 'Ann');
    expect(ann).toBeInstanceOf(ssh2.Client);

    // SSH straight away, without a header: closed, one notice naming the balancer.
    expect(await sshOver(await openSocket(BALANCER, Buffer.alloc(0)), 'Bob')).not.toBeInstanceOf(ssh2.Client);
    await waitFor(() => notices.length === 1, { what: 'the notice of the missing header' });
    expect(notices).toEqual([{ code: 'badProxyHeader', why: 'signature', address: BALANCER }]);

    // Version 1: refused.
    const v1 = await openSocket(BALANCER, Buffer.from('PROXY TCP4 203.0.113.9 10.0.0.2 40000 2222\r\n'));
    await new Promise((resolve) => v1.once('close', resolve));
    expect(notices.at(-1)).toEqual({ code: 'badProxyHeader', why: 'v1', address: BALANCER });

    // Half a header, then nothing: closed once its time is up.
    const half = await openSocket(BALANCER, v2Header('203.0.113.9').subarray(0, 10));
    await new Promise((resolve) => half.once('close', resolve));
    expect(notices.at(-1)).toEqual({ code: 'badProxyHeader', why: 'timeout', address: BALANCER });

    // A health check: LOCAL, or connect and close. Closed, and nothing said.
    const check = await openSocket(BALANCER, v2Header('local'));
    await new Promise((resolve) => check.once('close', resolve));
    const tcpCheck = await openSocket(BALANCER, Buffer.alloc(0));
    tcpCheck.end();
    await new Promise((resolve) => tcpCheck.once('close', resolve));
    expect(notices).toHaveLength(3);

    // Ann's connection went on through all of it.
    const stillThere = closed(ann as ssh2.Client);
    let ended = false;
    void stillThere.then(() => (ended = true));
    expect(server.server.stats().connections).toBe(1);
    expect(ended).toBe(false);
  });
});
