import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import ssh2 from 'ssh2';
import type { ConnectConfig } from 'ssh2';
import { PASSWORD, cardFaces, startTestHost, type TestHost } from '../helpers.js';
import { readableKeyPair } from '../../support/keys.js';
import { LOOPBACK, closed, commandOutput, sshRuns, type Player } from '../../support/ssh.js';
import { waitFor } from '../../support/wait.js';
import { KEYS } from '../../support/keyBytes.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const ssh = sshRuns({ password: PASSWORD });
const { join } = ssh;
let host: TestHost | null = null;

/** Alice and Bob at the table, both screens drawn. */
async function twoPlayers(setup: Parameters<typeof startTestHost>[0] = {}): Promise<[Player, Player]> {
  host = await ssh.serve(startTestHost(setup));
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

/** An ssh agent without keys: enough for a client to ask for agent forwarding. */
class NoKeys extends ssh2.BaseAgent {
  override getIdentities(callback: (error: Error | undefined, keys?: Buffer[]) => void): void {
    callback(undefined, []);
  }
  override sign(...args: unknown[]): void {
    // The callback comes last, after the options when there are any.
    (args.at(-1) as (error: Error) => void)(new Error('no keys to sign with'));
  }
}

/** `count` sockets that never speak SSH, opened at once; resolves once each is open or refused. */
function rawSockets(count: number): Promise<net.Socket[]> {
  return Promise.all(Array.from({ length: count }, () => ssh.socket()));
}

/** Resolves once each of `sockets` is closed by the server or counted among its connections (`others` being the connections besides them). */
function settled(sockets: readonly net.Socket[], others: number): Promise<true> {
  return waitFor(() => sockets.filter((socket) => socket.destroyed).length + host!.server.stats().connections - others === sockets.length, {
    what: 'every socket closed or held',
  });
}

describe('what the server refuses', () => {
  it('a wrong password three times ends the connection; each failure is answered only after a delay', async () => {
    // The server's answers to failures are held here: each is given only when the test lets it go.
    const held: { answer: () => void; ms: number }[] = [];
    const [alice, bob] = await twoPlayers({ limits: { failureDelayMs: 300 }, holdBack: (answer, ms) => held.push({ answer, ms }) });
    let attempts = 0;
    const client = new ssh2.Client();
    const ended = closed(client);
    client.on('error', () => undefined);
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
    for (let failure = 1; failure <= 3; failure++) {
      await waitFor(() => held.length === failure, { what: `failure ${failure} held back` });
      // Not answered yet: the client cannot try again.
      expect(attempts).toBe(failure);
      held[failure - 1]!.answer();
    }
    await ended;
    expect(attempts).toBe(3);
    expect(held.map((one) => one.ms)).toEqual([300, 300, 300]);
    await stillServed(alice, bob);
  });

  it('a command but sr gets one line and exit status 2; sftp, port forwarding both ways, socket forwarding, agent and X11 are refused', async () => {
    const [alice, bob] = await twoPlayers({ settings: {}, match: { spectators: true } });
    /**
     * Makes `request` on a connection of its own, so that it is refused for
     * what it asks (a second session on one connection is refused anyway),
     * and expects the server's refusal, which ssh2 reports as `refusal`.
     * strictVendor off: ssh2 sends OpenSSH's own requests (socket
     * forwarding) to any server instead of refusing them itself.
     */
    const refused = async (
      refusal: string,
      request: (client: ssh2.Client, done: (error: Error | null | undefined) => void) => void,
      config: Partial<ConnectConfig> = {},
    ): Promise<void> => {
      const client = await ssh.connect({ username: 'Probe', strictVendor: false, ...config });
      await expect(new Promise<void>((resolve, reject) => request(client, (error) => (error ? reject(error) : resolve())))).rejects.toThrow(refusal);
      client.end();
    };
    // The host's one command is sr (the screen-reader mode): anything else runs nothing, says so and ends.
    const exec = await commandOutput(host!.port, 'id', { username: 'Probe', password: PASSWORD });
    expect(exec).toEqual({ text: expect.stringMatching(/^This host takes one command: sr/u), code: 2 });
    await refused('Unable to start subsystem: sftp', (client, done) => client.sftp((error) => done(error)));
    await refused('(SSH) Channel open failure', (client, done) => client.forwardOut(LOOPBACK, 0, LOOPBACK, host!.port, (error) => done(error)));
    await refused('Unable to bind to 127.0.0.1:0', (client, done) => client.forwardIn(LOOPBACK, 0, (error) => done(error)));
    await refused('(SSH) Channel open failure', (client, done) => client.openssh_forwardOutStreamLocal('/tmp/anything.sock', (error) => done(error)));
    await refused('Unable to bind to /tmp/listen.sock', (client, done) => client.openssh_forwardInStreamLocal('/tmp/listen.sock', (error) => done(error)));
    await refused('Unable to request X11', (client, done) => client.shell({ x11: true }, (error) => done(error)));
    // Agent forwarding is asked for with a session when the client has an agent to offer.
    await refused('Unable to request agent forwarding', (client, done) => client.shell((error) => done(error)), { agent: new NoKeys(), agentForward: true });
    await stillServed(alice, bob);
  });

  it('a second session on one connection is refused, and the environment keeps only LANG and LC_*', async () => {
    host = await ssh.serve(startTestHost({ match: { spectators: true } }));
    const alice = await join('Alice', { env: { LANG: 'en_US.ISO-8859-1', EVIL: 'x', LD_PRELOAD: '/tmp/x.so' } });
    await alice.waitFor('Waiting for players');
    // A client whose LANG is not UTF-8 gets ASCII screens.
    const bob = await join('Bob');
    await alice.waitFor('Your hand');
    expect(alice.raw).not.toMatch(/[♠♥♦♣]/u);
    expect(await bob.screen()).toMatch(/[♠♥♦♣]/u);
    await expect(new Promise((resolve, reject) => alice.client.shell({ cols: 80, rows: 24 }, (error, stream) => (error ? reject(error) : resolve(stream))))).rejects.toThrow(
      '(SSH) Channel open failure',
    );
  });

  it('50 connections at once: a bounded number is held, the others are cut, and the players are still served', async () => {
    const [alice, bob] = await twoPlayers({ limits: { authTimeoutMs: 800 }, match: { spectators: true } });
    await settled(await rawSockets(50), 2);
    // Two players, and four connections not logged in from one address (those held are held until their time to log in is over).
    expect(host!.server.stats().connections).toBe(2 + 4);
    await stillServed(alice, bob);
    // Those held are cut once their time to log in is over; then others get in again.
    await waitFor(() => host!.server.stats().connections === 2, { what: 'the held connections cut' });
    const carol = await join('Carol');
    await carol.waitFor('Middle row');
  });

  it('never more than 16 connections in all', async () => {
    host = await ssh.serve(startTestHost({ limits: { maxUnauthenticatedPerAddress: 100 } }));
    await settled(await rawSockets(50), 0);
    expect(host.server.stats().connections).toBe(16);
  });

  it('a client that stops reading is cut off by its unanswered keepalives; the others play on', async () => {
    const [alice, bob] = await twoPlayers({
      limits: { keepaliveIntervalMs: 150, keepaliveCountMax: 2 },
      match: { spectators: true },
    });
    const socket = await ssh.socket();
    const frozen = await join('Frozen', { config: { sock: socket } });
    await frozen.waitFor('Middle row');
    expect(host!.server.stats().connections).toBe(3);
    socket.pause();
    await waitFor(() => host!.server.stats().connections <= 2, { timeoutMs: 5000, what: 'the frozen client cut off' });
    expect(host!.server.stats().connections).toBe(2);
    await stillServed(alice, bob);
  });

  it('random bytes before and after logging in end at most that connection', async () => {
    const [alice, bob] = await twoPlayers({ match: { spectators: true } });
    const [garbage] = await rawSockets(1);
    garbage!.write(randomBytes(4096));
    const noisy = await join('Noisy');
    await noisy.waitFor('Middle row');
    // Random bytes, but for Ctrl+C and q (which would end this connection, as they should).
    for (let i = 0; i < 20; i++)
      noisy.press(
        randomBytes(512)
          .toString('latin1')
          .replace(/[\u0003q]/gu, ''),
      );
    // Whatever those bytes were, the server still answers the spectator, after them (a channel keeps its order; a window
    // change is no input, so no unfinished sequence among those bytes can take it in) …
    noisy.resize(60, 20);
    await noisy.waitFor(/Please enlarge the terminal/u);
    // … and the players.
    await stillServed(alice, bob);
    const table = host!.match.table!;
    const hidden = table.seats.flatMap((_, seat) => table.view(seat).game.players[seat]!.hidden!.flatMap(cardFaces));
    expect(hidden.length).toBeGreaterThan(0);
    for (const face of hidden) expect(noisy.raw).not.toContain(face);
    // The check can see a card at all: the spectator's screen shows the open ones.
    const open = table.view(null).game.players.flatMap((player) => player.open.flatMap(cardFaces));
    expect(open.some((face) => noisy.raw.includes(face))).toBe(true);
  });

  it('a name with escape sequences is cleaned before anyone sees it; one with nothing left is refused', async () => {
    host = await ssh.serve(startTestHost());
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
    const client = await ssh.connect({ username: '\u001B[31m\u0007' });
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
    host = await ssh.serve(startTestHost({ auth: { kind: 'keys', keys: [parsed] }, match: { spectators: true } }));
    const alice = await join('Alice', { config: { password: undefined, privateKey: listed.private } });
    await alice.waitFor('Waiting for players');
    await expect(ssh.connect({ username: 'Bob', password: undefined, privateKey: other.private })).rejects.toThrow('All configured authentication methods failed');
    await expect(ssh.connect({ username: 'Bob', password: PASSWORD })).rejects.toThrow('All configured authentication methods failed');
  });
});
