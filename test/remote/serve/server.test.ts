/**
 * `shift-poker serve` over real SSH connections (ssh2 clients in
 * pseudo-terminals, screens read back through a headless terminal): the
 * lobby, the ssh commands, names, quick match, watching and private
 * tables, and that no connection ever receives another seat's hidden card.
 */
import { describe, expect, it } from '@jest/globals';

// Screens here are drawn as a server draws them, outside React's act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
import type { ServerNotice } from '../../../src/remote/ssh/server.js';
import { formatCard } from '../../../src/core/cards.js';
import type { Seat } from '../../../src/core/types.js';
import type { MatchRunner } from '../../../src/room/runner.js';
import { shardOf, startTestServer, type TestServer } from './helpers.js';
import { readableKeyPair } from '../../support/keys.js';
import { commandOutput, sshRuns, type Player } from '../../support/ssh.js';
import { waitFor } from '../../support/wait.js';
import { KEYS } from '../../support/keyBytes.js';

// An open server: any password will do.
const ssh = sshRuns({ password: 'anything' });
const { join } = ssh;
let server: TestServer | null = null;

/** The faces of the hidden cards of every seat of `match` but `seat` (null: every seat). */
function hiddenOf(match: MatchRunner, except: Seat | null): string[] {
  const table = match.table!;
  return table.seats.flatMap((spec, seat) => {
    if (seat === except || spec.kind === 'bot') return [];
    return table.view(seat).game.players[seat]!.hidden!.map((card) => formatCard(card));
  });
}

/**
 * Everything the server sent `player` before it read one more key has
 * arrived (a channel keeps its order): the help that key opens is on screen.
 */
async function caughtUp(player: Player): Promise<void> {
  player.press('?');
  await player.waitFor('Help');
}

function tableOf(code: string): MatchRunner {
  return shardOf(server!.shards, code).tables.table(code)!.match;
}

describe('the ssh commands', () => {
  it('new shows the waiting room with the code; join <code> seats the next player; each sees only their own hidden cards', async () => {
    server = await ssh.serve(startTestServer());
    const ann = await join('Ann', { command: 'new --seats 2 --rounds 2' });
    const screen = await ann.waitFor(/Table [A-Z0-9]{4}/u);
    const code = /Table ([A-Z0-9]{4})/u.exec(screen)![1]!;
    expect(screen).toContain(`join ${code}`);
    expect(screen).toContain('The match starts when every seat is taken.');
    const bob = await join('Bob', { command: `join ${code.toLowerCase()}` });
    for (const player of [ann, bob]) await player.waitFor('Your hand');
    const match = tableOf(code);
    // Play a few actions, then look at every byte each connection received.
    for (let i = 0; i < 3; i++) {
      const table = match.table!;
      const mover = table.seats[table.currentSeat!]!.name === 'Ann' ? ann : bob;
      const version = table.version;
      await mover.waitFor(/Your turn|First action done/u);
      mover.press(i % 2 === 0 ? KEYS.left : 'p');
      await waitFor(() => table.version > version);
    }
    for (const [player, seat] of [
      [ann, 0],
      [bob, 1],
    ] as const) {
      await player.waitFor(/Your hand/u);
      const own = match.table!.view(seat).game.players[seat]!.hidden!.map((card) => formatCard(card));
      for (const face of own) expect(await player.screen()).toContain(face);
      for (const face of hiddenOf(match, seat)) expect(player.raw).not.toContain(face);
    }
  });

  it('a third player at another table at the same time sees nothing of the first', async () => {
    server = await ssh.serve(startTestServer());
    const ann = await join('Ann', { command: 'new --seats 2' });
    const code = /Table ([A-Z0-9]{4})/u.exec(await ann.waitFor(/Table [A-Z0-9]{4}/u))![1]!;
    const bob = await join('Bob', { command: `join ${code}` });
    const cid = await join('Cid', { command: 'new --seats 2 --bot easy' });
    await cid.waitFor('Your hand');
    for (const player of [ann, bob]) await player.waitFor('Your hand');
    // Every table has a deck of its own, so a card's face says nothing here; the other table's players and log do.
    for (const player of [ann, bob, cid]) await caughtUp(player);
    for (const name of ['Ann', 'Bob']) expect(cid.raw).not.toContain(name);
    for (const player of [ann, bob]) expect(player.raw).not.toMatch(/Cid|Bot Easy/u);
  });

  it('anything else is one line and exit status 2; a command without a terminal is told to use ssh -t', async () => {
    server = await ssh.serve(startTestServer());
    const wrong = await join('Ann', { command: 'ls -la' });
    await wrong.closedAt;
    expect(wrong.raw.trim()).toBe('unknown command "ls": use new, join <code>, quick, watch <code>, tutorial, top or me (or no command, for the lobby)');
    expect(await wrong.exitCode).toBe(2);
    const missing = await join('Ann', { command: 'join ZZZZ' });
    await missing.closedAt;
    expect(missing.raw.trim()).toBe('There is no table ZZZZ.');
    expect(await missing.exitCode).toBe(1);

    const output = await commandOutput(server.port, 'quick', { username: 'Dee', password: 'x' });
    expect(output.text.trim()).toBe('Shift Poker needs a terminal: connect with ssh -t.');

    // A command that is not one of ours says so, terminal or not; tabs and line ends separate words.
    const noTerminal = (command: string): Promise<{ text: string; code: number | null }> => commandOutput(server!.port, command, { username: 'Eve', password: 'x' });
    expect(await noTerminal('nonsense')).toEqual({
      text: 'unknown command "nonsense": use new, join <code>, quick, watch <code>, tutorial, top or me (or no command, for the lobby)\r\n',
      code: 2,
    });
    expect((await noTerminal('join\tK7PQ')).text).toBe('Shift Poker needs a terminal: connect with ssh -t.\r\n');
  });
});

describe('names', () => {
  it('one connection per name on the whole server', async () => {
    server = await ssh.serve(startTestServer());
    const ann = await join('Ann');
    await ann.waitFor('Lobby');
    const again = await join('ANN');
    await again.closedAt;
    expect(again.raw).toContain('"ANN" is connected to this server already.');
    expect(await again.exitCode).toBe(1);
    // A Cyrillic А: a different name that reads like Ann's.
    const lookalike = await join('\u0410nn');
    await lookalike.closedAt;
    expect(lookalike.raw).toContain('The name "\u0410nn" looks like "Ann", another player\'s name on this server: connect with another name.');
    expect(await lookalike.exitCode).toBe(1);
  });

  it('a seat taken without a key is given back only to its address: the name alone from elsewhere is refused', async () => {
    server = await ssh.serve(startTestServer());
    const ann = await join('Ann', { command: 'new --seats 2' });
    const code = /Table ([A-Z0-9]{4})/u.exec(await ann.waitFor(/Table [A-Z0-9]{4}/u))![1]!;
    const bob = await join('Bob', { command: `join ${code}` });
    await bob.waitFor('Your hand');
    ann.end();
    await waitFor(() => tableOf(code).seatStatus()[0]!.connected === false);
    const stranger = await join('ann', { config: { localAddress: '127.0.0.2' } });
    await stranger.closedAt;
    expect(stranger.raw).toContain('holds a seat taken without an ssh key: only a login without a key from the address it was taken from gets it back');
    const back = await join('Ann');
    await back.waitFor('Your hand');
    expect(tableOf(code).seatStatus()[0]!.connected).toBe(true);
  });

  it('a connection refused by a limit is told to the operator, with the limit and the address', async () => {
    const notices: ServerNotice[] = [];
    server = await ssh.serve(startTestServer({ limits: { maxConnections: 6, maxUnauthenticatedPerAddress: 4 }, onNotice: (notice) => notices.push(notice) }));
    await Promise.all(Array.from({ length: 6 }, () => ssh.socket()));
    await waitFor(() => notices.length === 2);
    expect(notices).toEqual([
      { code: 'refused', why: 'notLoggedIn', address: '127.0.0.1' },
      { code: 'refused', why: 'notLoggedIn', address: '127.0.0.1' },
    ]);
  });

  it('a user name wider than a name may be is refused with one line, not cut (two long names would be one player)', async () => {
    server = await ssh.serve(startTestServer());
    const long = await join('Bartholomew-Longbottom');
    await long.closedAt;
    expect(long.raw).toContain('Your user name is longer than 16 columns: connect with a shorter one (ssh -p');
    expect(await long.exitCode).toBe(1);
  });

  it('a player with a key gets their seat back only with that key; the same key replaces a frozen connection', async () => {
    server = await ssh.serve(startTestServer());
    const keys = [readableKeyPair(), readableKeyPair()];
    const withKey = (index: number) => ({ config: { privateKey: keys[index]!.private, password: undefined } });
    const ann = await join('Ann', { command: 'new --seats 2', ...withKey(0) });
    const code = /Table ([A-Z0-9]{4})/u.exec(await ann.waitFor(/Table [A-Z0-9]{4}/u))![1]!;
    const bob = await join('Bob', { command: `join ${code}` });
    await bob.waitFor('Your hand');
    // The same key again: the old connection is replaced, the seat follows.
    const back = await join('Ann', withKey(0));
    await back.waitFor('Your hand');
    await ann.closedAt;
    expect(ann.raw).toContain('You connected again from elsewhere');
    back.end();
    await waitFor(() => tableOf(code).seatStatus()[0]!.connected === false);
    // Another key, or none, is not Ann.
    for (const config of [withKey(1), {}]) {
      const other = await join('Ann', config);
      await other.closedAt;
      expect(other.raw).toContain('belongs to a player who logged in with another key');
    }
  });
});

describe('the lobby', () => {
  it('opens a table from the form, lists it for others, and takes a player back to the lobby when they leave', async () => {
    server = await ssh.serve(startTestServer());
    const ann = await join('Ann');
    await ann.waitFor('No tables yet');
    ann.press('n');
    await ann.waitFor('Open a table');
    ann.press(KEYS.right); // three seats
    ann.press('\u001B[B\u001B[B\u001B[C\u001B[C'); // seat 3: a random bot, then an easy bot
    await ann.waitFor('easy bot');
    ann.press('\u001B[A\u001B[A'); // back on "Seats"
    await ann.waitFor(/▶ Seats +← 3 →/u);
    for (let i = 0; i < 10; i++) ann.press(KEYS.enter);
    const room = await ann.waitFor(/Table [A-Z0-9]{4}/u);
    const code = /Table ([A-Z0-9]{4})/u.exec(room)![1]!;
    expect(room).toMatch(/3\. easy bot/u);
    expect(room).toContain('s start now');

    const bob = await join('Bob');
    const lobby = await bob.waitFor(code);
    expect(lobby).toMatch(new RegExp(`${code}\\s+waiting\\s+2/3\\s+Ann, open, easy bot`, 'u'));
    ann.press('q');
    await ann.waitFor('Leave the table?');
    ann.press('y');
    await ann.waitFor('Lobby');
    // A table nobody waits at stays for a while: its opener may be back.
    expect(shardOf(server.shards, code).tables.table(code)!.phase).toBe('waiting');
    bob.press(KEYS.enter);
    await bob.waitFor(`Table ${code}`);
    await bob.waitFor(/1\. Bob\s+\(you\)/u);
  });

  it("joins by a typed code, watches without hidden cards, and keeps a private table's code out of everyone else's bytes", async () => {
    server = await ssh.serve(startTestServer());
    const ann = await join('Ann', { command: 'new --seats 2 --private' });
    const code = /Table ([A-Z0-9]{6})/u.exec(await ann.waitFor(/Table [A-Z0-9]{6}/u))![1]!;
    const bob = await join('Bob');
    await bob.waitFor('private');
    expect(bob.raw).not.toContain(code);
    bob.press('j');
    await bob.waitFor('Code:');
    bob.press(code.toLowerCase());
    bob.press(KEYS.enter);
    await bob.waitFor('Your hand');
    const cid = await join('Cid', { command: `watch ${code}` });
    await cid.waitFor(/Log/u);
    await caughtUp(cid);
    for (const face of hiddenOf(tableOf(code), null)) expect(cid.raw).not.toContain(face);
    await waitFor(() => server!.lobby.list()[0]?.watchers === 1);
  });

  it('quick match seats players together, and bots fill the table', async () => {
    server = await ssh.serve(startTestServer({ shard: { quickFillMs: 600 } }));
    const ann = await join('Ann');
    await ann.waitFor('Lobby');
    ann.press('m');
    await ann.waitFor(/bots take the open seats in \d s/u);
    const bob = await join('Bob', { command: 'quick' });
    await bob.waitFor('Your hand', 5000);
    await ann.waitFor('Your hand');
    await waitFor(() => server!.lobby.list()[0]?.phase === 'playing');
    const listed = server.lobby.list();
    expect(listed).toHaveLength(1);
    expect(listed[0]!.seats.map((seat) => seat.kind)).toEqual(['remote', 'remote', 'bot', 'bot']);
  });

  it('an address that typed 10 wrong codes may try no more for a while, whether it reconnects or uses ssh commands', async () => {
    server = await ssh.serve(startTestServer());
    for (let i = 0; i < 10; i++) {
      const guess = await join(`G${i}`, { command: `join ZZZ${'ABCDEFGHJK'[i]}` });
      await guess.closedAt;
      expect(guess.raw.trim()).toMatch(/^There is no table ZZZ[A-K]\.$/u);
    }
    const ann = await join('Ann', { command: 'new --seats 2' });
    const code = /Table ([A-Z0-9]{4})/u.exec(await ann.waitFor(/Table [A-Z0-9]{4}/u))![1]!;
    for (const command of [`watch ${code}`, `join ${code}`]) {
      const locked = await join('Late', { command });
      await locked.closedAt;
      expect(locked.raw.trim()).toMatch(/^Too many wrong codes from your address: try again in \d+ s\.$/u);
    }
  });
});
