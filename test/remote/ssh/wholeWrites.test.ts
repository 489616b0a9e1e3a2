/**
 * Every SSH packet leaves the server whole, on a socket with no-delay
 * (wholeWrites.ts, admission.ts). ssh2 without its native crypto writes a
 * packet in three pieces; sent as they come, each piece is a TCP segment of
 * its own, and a peer that waits for a whole packet waits on the network's
 * acknowledgements (the ~42 ms a key press once took in the benchmarks).
 */

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import net from 'node:net';
import { admission } from '../../../src/remote/ssh/admission.js';
import { DEFAULT_LIMITS } from '../../../src/remote/ssh/limits.js';
import { gatherWritesPerTick } from '../../../src/remote/ssh/wholeWrites.js';

/** A connected pair of loopback sockets, closed after the test. */
const opened: net.Socket[] = [];
const servers: net.Server[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) server.close();
  jest.restoreAllMocks();
});

async function socketPair(): Promise<{ ours: net.Socket; theirs: net.Socket }> {
  const server = net.createServer();
  servers.push(server);
  const accepted = new Promise<net.Socket>((resolve) => server.once('connection', resolve));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const theirs = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => theirs.once('connect', resolve));
  const ours = await accepted;
  opened.push(ours, theirs);
  return { ours, theirs };
}

/** What the socket hands to the operating system: one entry per write it makes, each the list of chunks written at once. */
function systemWrites(socket: net.Socket): Buffer[][] {
  const writes: Buffer[][] = [];
  const internals = socket as unknown as {
    _write: (chunk: Buffer, encoding: string, done: () => void) => void;
    _writev: (chunks: { chunk: Buffer }[], done: () => void) => void;
  };
  const write = internals._write.bind(socket);
  const writev = internals._writev.bind(socket);
  internals._write = (chunk, encoding, done) => {
    writes.push([chunk]);
    write(chunk, encoding, done);
  };
  internals._writev = (chunks, done) => {
    writes.push(chunks.map(({ chunk }) => chunk));
    writev(chunks, done);
  };
  return writes;
}

const nextTick = (): Promise<void> => new Promise((resolve) => process.nextTick(resolve));

describe('gathering the writes of a tick', () => {
  it('sends the pieces of a packet written in one tick as one write, and each tick on its own', async () => {
    const { ours, theirs } = await socketPair();
    gatherWritesPerTick(ours);
    const writes = systemWrites(ours);
    const received: Buffer[] = [];
    theirs.on('data', (data: Buffer) => received.push(data));

    // As ssh2 writes an encrypted packet: its length, its body, its tag.
    ours.write(Buffer.from('LEN:'));
    ours.write(Buffer.from('body'));
    ours.write(Buffer.from(':TAG'));
    expect(writes).toEqual([]);
    await nextTick();
    expect(writes.map((pieces) => Buffer.concat(pieces).toString())).toEqual(['LEN:body:TAG']);

    ours.write(Buffer.from('next'));
    await nextTick();
    expect(writes.map((pieces) => Buffer.concat(pieces).toString())).toEqual(['LEN:body:TAG', 'next']);
    await new Promise<void>((resolve) => {
      const check = (): void => {
        if (Buffer.concat(received).length === 16) resolve();
      };
      theirs.on('data', check);
      check();
    });
    expect(Buffer.concat(received).toString()).toBe('LEN:body:TAGnext');
  });

  it('keeps what write answers (back-pressure) and its callback', async () => {
    const { ours } = await socketPair();
    gatherWritesPerTick(ours);
    const written = new Promise<void>((resolve) => ours.write('x', () => resolve()));
    expect(ours.write('y')).toBe(true);
    await written;
  });
});

describe('a connection let in', () => {
  it('has no-delay set and its writes gathered per tick', async () => {
    const { ours } = await socketPair();
    const noDelay = jest.spyOn(ours, 'setNoDelay');
    const admit = admission(DEFAULT_LIMITS, () => undefined);
    expect(admit.admit(ours, false)).not.toBeNull();
    expect(noDelay).toHaveBeenCalledWith(true);
    const writes = systemWrites(ours);
    ours.write('a');
    ours.write('b');
    expect(ours.writableCorked).toBe(1);
    await nextTick();
    expect(ours.writableCorked).toBe(0);
    expect(writes).toHaveLength(1);
  });
});
