import { afterEach, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import ssh2 from 'ssh2';
import { KEYS, LOOPBACK, PASSWORD, Player, cardFaces, closed, connect, sleep, startTestHost, type TestHost } from '../helpers.js';
import { readableKeyPair } from '../../support/keys.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let host: TestHost | null = null;
const players: Player[] = [];
const sockets: net.Socket[] = [];
const clients: ssh2.Client[] = [];

afterEach(async () => {
  for (const player of players.splice(0)) player.end();
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const client of clients.splice(0)) client.end();
  await host?.stop();
  host = null;
});

async function join(name: string, options: Parameters<typeof Player.join>[2] = {}): Promise<Player> {
  const player = await Player.join(host!.port, name, options);
  players.push(player);
  return player;
}

/** Alice and Bob at the table, both screens drawn. */
async function twoPlayers(setup: Parameters<typeof startTestHost>[0] = {}): Promise<[Player, Player]> {
  host = await startTestHost(setup);
  const alice = await join('Alice');
  const bob = await join('Bob');
  await alice.waitFor('Your hand');
  await bob.waitFor('Your hand');
  return [alice, bob];
}

/** The player whose turn it is shifts left; the other must see it in the log. */
async function stillServed(alice: Player, bob: Player): Promise<void> {
  const table = host!.match.table!;
  const mover = table.seats[table.currentSeat!]!.name === 'Alice' ? alice : bob;
  const watcher = mover === alice ? bob : alice;
  const before = table.version;
  mover.press(KEYS.left);
  await watcher.waitFor(new RegExp(`${mover.name} shifted the middle row left`));
  expect(table.version).toBeGreaterThan(before);
}

function expectRefused<T>(promise: Promise<T>): Promise<void> {
  return promise.then(
    () => {
      throw new Error('expected the server to refuse');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(Error);
    },
  );
}

function rawSocket(port: number): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(port, LOOPBACK, () => resolve(socket));
    socket.on('error', () => undefined);
    // A refused socket is closed before it connects: resolve anyway.
    socket.on('close', () => resolve(socket));
    sockets.push(socket);
  });
}

describe('what the server refuses', () => {
  it('a wrong password three times ends the connection; each failure is answered only after a delay', async () => {
    const [alice, bob] = await twoPlayers({ limits: { failureDelayMs: 300 } });
    let attempts = 0;
    const client = new ssh2.Client();
    clients.push(client);
    const started = Date.now();
    const ended = new Promise<void>((resolve) => {
      client.on('close', () => resolve());
      client.on('error', () => undefined);
    });
    client.connect({
      host: LOOPBACK,
      port: host!.port,
      username: 'Mallory',
      authHandler: (_methods, _partial, next) => {
        attempts++;
        // Never stops trying by itself: only the server can end this.
        next({ type: 'password', username: 'Mallory', password: `guess-${attempts}` });
      },
    });
    await ended;
    expect(attempts).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 300 - 50);
    await stillServed(alice, bob);
  });

  it('exec, sftp, port forwarding both ways, socket forwarding, agent and X11 are refused', async () => {
    const [alice, bob] = await twoPlayers({ settings: {}, match: { spectators: true } });
    const client = await connect(host!.port, { username: 'Probe' });
    clients.push(client);
    await expectRefused(new Promise((resolve, reject) => client.exec('id', (error, stream) => (error ? reject(error) : resolve(stream)))));
    await expectRefused(new Promise((resolve, reject) => client.sftp((error, sftp) => (error ? reject(error) : resolve(sftp)))));
    await expectRefused(
      new Promise((resolve, reject) =>
        client.forwardOut(LOOPBACK, 0, LOOPBACK, host!.port, (error, stream) => (error ? reject(error) : resolve(stream))),
      ),
    );
    await expectRefused(new Promise((resolve, reject) => client.forwardIn(LOOPBACK, 0, (error, port) => (error ? reject(error) : resolve(port)))));
    await expectRefused(
      new Promise((resolve, reject) =>
        client.openssh_forwardOutStreamLocal('/tmp/anything.sock', (error, stream) => (error ? reject(error) : resolve(stream))),
      ),
    );
    await expectRefused(
      new Promise((resolve, reject) =>
        client.openssh_forwardInStreamLocal('/tmp/listen.sock', (error) => (error ? reject(error) : resolve(null))),
      ),
    );
    await stillServed(alice, bob);
  });

  it('a second session on one connection is refused, and the environment keeps only LANG and LC_*', async () => {
    host = await startTestHost({ match: { spectators: true } });
    const alice = await join('Alice', { env: { LANG: 'en_US.ISO-8859-1', EVIL: 'x', LD_PRELOAD: '/tmp/x.so' } });
    await alice.waitFor('Waiting for players');
    // A client whose LANG is not UTF-8 gets ASCII screens.
    const bob = await join('Bob');
    await alice.waitFor('Your hand');
    expect(alice.raw).not.toMatch(/[♠♥♦♣]/u);
    expect(await bob.screen()).toMatch(/[♠♥♦♣]/u);
    await expectRefused(
      new Promise((resolve, reject) =>
        alice.client.shell({ cols: 80, rows: 24 }, (error, stream) => (error ? reject(error) : resolve(stream))),
      ),
    );
  });

  it('50 connections at once: a bounded number is held, the others are cut, and the players are still served', async () => {
    const [alice, bob] = await twoPlayers({ limits: { authTimeoutMs: 800 }, match: { spectators: true } });
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, host!.server.stats().connections);
    }, 5);
    await Promise.all(Array.from({ length: 50 }, () => rawSocket(host!.port)));
    await sleep(100);
    clearInterval(watch);
    most = Math.max(most, host!.server.stats().connections);
    // Two players, and at most four connections not logged in from one address.
    expect(most).toBeLessThanOrEqual(2 + 4);
    await stillServed(alice, bob);
    // Those held are cut once their time to log in is over; then others get in again.
    await sleep(1500);
    expect(host!.server.stats().connections).toBe(2);
    const carol = await join('Carol');
    await carol.waitFor('Middle row');
  });

  it('never more than 16 connections in all', async () => {
    host = await startTestHost({ limits: { maxUnauthenticatedPerAddress: 100 } });
    await Promise.all(Array.from({ length: 50 }, () => rawSocket(host!.port)));
    await sleep(100);
    expect(host.server.stats().connections).toBe(16);
  });

  it('a client that stops reading is cut off by its unanswered keepalives; the others play on', async () => {
    const [alice, bob] = await twoPlayers({
      limits: { keepaliveIntervalMs: 150, keepaliveCountMax: 2 },
      match: { spectators: true },
    });
    const socket = net.connect(host!.port, LOOPBACK);
    sockets.push(socket);
    const frozen = await Player.join(host!.port, 'Frozen', { config: { sock: socket } });
    players.push(frozen);
    await frozen.waitFor('Middle row');
    expect(host!.server.stats().connections).toBe(3);
    socket.pause();
    const deadline = Date.now() + 5000;
    while (host!.server.stats().connections > 2 && Date.now() < deadline) await sleep(50);
    expect(host!.server.stats().connections).toBe(2);
    await stillServed(alice, bob);
  });

  it('random bytes before and after logging in end at most that connection', async () => {
    const [alice, bob] = await twoPlayers({ match: { spectators: true } });
    const garbage = await rawSocket(host!.port);
    garbage.write(randomBytes(4096));
    const noisy = await join('Noisy');
    await noisy.waitFor('Middle row');
    // Random bytes, but for Ctrl+C and q (which would end this connection, as they should).
    for (let i = 0; i < 20; i++) noisy.press(randomBytes(512).toString('latin1').replace(/[\u0003q]/gu, ''));
    await sleep(200);
    await stillServed(alice, bob);
    // Whatever those bytes were, the spectator's screen never shows a hidden card and the server still answers it.
    noisy.press('?');
    await noisy.waitFor('Help');
    const table = host!.match.table!;
    const hidden = table.seats.flatMap((_, seat) => table.view(seat).game.players[seat]!.hidden!.flatMap(cardFaces));
    expect(hidden.length).toBeGreaterThan(0);
    for (const face of hidden) expect(noisy.raw).not.toContain(face);
    // The check can see a card at all: the spectator's screen shows the open ones.
    const open = table.view(null).game.players.flatMap((player) => player.open.flatMap(cardFaces));
    expect(open.some((face) => noisy.raw.includes(face))).toBe(true);
  });

  it('a name with escape sequences is cleaned before anyone sees it; one with nothing left is refused', async () => {
    host = await startTestHost();
    const alice = await join('Alice');
    const evil = '\u001B]52;c;SGVsbG8=\u0007Eve\u001B]8;;http://x\u001B\\!\u001B[2J';
    const eve = await join(evil);
    await alice.waitFor('Your hand');
    await eve.waitFor('Your hand');
    expect(host.match.table!.seats.map((seat) => seat.name).sort()).toEqual(['Alice', 'Eve']);
    for (const text of [alice.raw, eve.raw]) {
      expect(text).not.toContain('\u001B]52');
      expect(text).not.toContain('\u001B]8;');
      expect(text).not.toContain('http://x');
    }
    // Nothing usable in the name: a clear line, and the connection ends.
    const client = await connect(host.port, { username: '\u001B[31m\u0007' });
    clients.push(client);
    const text = await new Promise<string>((resolve, reject) => {
      client.shell({ cols: 80, rows: 24 }, (error, stream) => {
        if (error) return reject(error);
        let seen = '';
        stream.on('data', (data: Buffer) => (seen += data.toString()));
        stream.on('close', () => resolve(seen));
      });
    });
    expect(text).toMatch(/user name cannot be used/);
    await closed(client);
  });

  it('with authorized keys, only a listed key gets in', async () => {
    const listed = readableKeyPair();
    const other = readableKeyPair();
    const parsed = ssh2.utils.parseKey(listed.public);
    if (parsed instanceof Error) throw parsed;
    host = await startTestHost({ auth: { kind: 'keys', keys: [parsed] }, match: { spectators: true } });
    const alice = await join('Alice', { config: { password: undefined, privateKey: listed.private } });
    await alice.waitFor('Waiting for players');
    await expectRefused(connect(host.port, { username: 'Bob', password: undefined, privateKey: other.private }));
    await expectRefused(connect(host.port, { username: 'Bob', password: PASSWORD }));
  });
});
