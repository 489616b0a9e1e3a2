/**
 * The benchmarks' ssh players connect as OpenSSH does for a session with a
 * terminal: with no-delay on their socket (bench/sshClient.js). Without it,
 * ssh2's three writes per packet met Nagle's algorithm and every key press
 * the benchmarks timed waited ~42 ms for the server's delayed
 * acknowledgement, which no OpenSSH player waits.
 */

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import net from 'node:net';

interface BenchClient {
  once(event: 'connect', listener: () => void): void;
  connect(config: { host: string; port: number; username: string; readyTimeout: number }): void;
  on(event: 'error', listener: () => void): void;
  end(): void;
}

const { interactiveClient } = (await import(new URL('../../bench/sshClient.js', import.meta.url).href)) as { interactiveClient: () => BenchClient };

const servers: net.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  jest.restoreAllMocks();
});

describe("the benchmarks' ssh client", () => {
  it('sets no-delay on its socket as soon as it connects', async () => {
    // A listener that never answers: the socket connects, the SSH handshake never starts.
    const server = net.createServer((socket) => socket.on('error', () => undefined));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const noDelay = jest.spyOn(net.Socket.prototype, 'setNoDelay');
    const client = interactiveClient();
    client.on('error', () => undefined);
    const connected = new Promise<void>((resolve) => client.once('connect', resolve));
    client.connect({ host: '127.0.0.1', port, username: 'bench', readyTimeout: 60_000 });
    await connected;
    // Its own listener runs first (it was added when the client was made).
    expect(noDelay).toHaveBeenCalledWith(true);
    client.end();
  });
});
