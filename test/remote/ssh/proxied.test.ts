/** Which connections are read for a PROXY header, and how its bytes are taken off the socket. */

import { afterEach, describe, expect, it } from '@jest/globals';
import net from 'node:net';
import { PROXY_V2_SIGNATURE } from '../../../src/remote/ssh/proxyHeader.js';
import { readProxyHeader, trustedProxies } from '../../../src/remote/ssh/proxied.js';
import { LOOPBACK } from '../../support/ssh.js';

const opened: net.Server[] = [];
const sockets: net.Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(opened.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A connected pair of sockets: what the test writes to `client` arrives on `server`. */
async function socketPair(): Promise<{ client: net.Socket; server: net.Socket }> {
  const listener = net.createServer();
  opened.push(listener);
  const accepted = new Promise<net.Socket>((resolve) => listener.once('connection', resolve));
  await new Promise<void>((resolve) => listener.listen(0, LOOPBACK, resolve));
  const client = net.connect((listener.address() as net.AddressInfo).port, LOOPBACK);
  const server = await accepted;
  sockets.push(client, server);
  return { client, server };
}

const IPV4 = Buffer.concat([PROXY_V2_SIGNATURE, Buffer.from([0x21, 0x11, 0x00, 0x0c, 203, 0, 113, 7, 10, 0, 0, 2, 0x9c, 0x40, 0x08, 0xae])]);

describe('trustedProxies', () => {
  it('knows the balancers however a socket writes their address, and nobody else', () => {
    const proxies = trustedProxies(['10.0.0.5', 'fd00:0:0:0::5']);
    expect(proxies.has('10.0.0.5')).toBe(true);
    expect(proxies.has('::ffff:10.0.0.5')).toBe(true);
    expect(proxies.has('fd00::5')).toBe(true);
    expect(proxies.has('10.0.0.6')).toBe(false);
    expect(proxies.has('fd00::6')).toBe(false);
    expect(proxies.has(undefined)).toBe(false);
    expect(trustedProxies([]).has('10.0.0.5')).toBe(false);
  });
});

describe('readProxyHeader', () => {
  it("reads a header that comes in pieces and leaves the client's bytes after it on the socket", async () => {
    const { client, server } = await socketPair();
    const read = readProxyHeader(server, 5000);
    client.write(IPV4.subarray(0, 7));
    await new Promise((resolve) => setImmediate(resolve));
    client.write(Buffer.concat([IPV4.subarray(7), Buffer.from('SSH-2.0-x\r\n')]));
    expect(await read).toEqual({ kind: 'client', address: '203.0.113.7' });
    const rest = new Promise<string>((resolve) => server.once('data', (data: Buffer) => resolve(data.toString('latin1'))));
    server.resume();
    expect(await rest).toBe('SSH-2.0-x\r\n');
  });

  it('says what went wrong: no header, none in time, closed midway; a connection closed before a byte carries no client', async () => {
    const plain = await socketPair();
    const noHeader = readProxyHeader(plain.server, 5000);
    plain.client.write('SSH-2.0-x\r\n');
    expect(await noHeader).toEqual({ kind: 'bad', why: 'signature' });

    const slow = await socketPair();
    const late = readProxyHeader(slow.server, 50);
    slow.client.write(IPV4.subarray(0, 5));
    expect(await late).toEqual({ kind: 'bad', why: 'timeout' });

    const cut = await socketPair();
    const midway = readProxyHeader(cut.server, 5000);
    cut.client.end(IPV4.subarray(0, 20));
    expect(await midway).toEqual({ kind: 'bad', why: 'closed' });

    const check = await socketPair();
    const nothing = readProxyHeader(check.server, 5000);
    check.client.end();
    expect(await nothing).toEqual({ kind: 'noClient' });
  });
});
