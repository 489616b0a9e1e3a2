/**
 * The README's way, with the real programs: the built `shift-poker serve`
 * (its tables on worker threads), and players with OpenSSH's own `ssh`
 * client: two at one table (`new`, then `join <code>`) and a third at
 * another at the same time, each screen showing its own hidden cards and
 * nobody else's; then the server stops and brings both tables back. Runs
 * only where `ssh` is installed (the one test allowed to skip itself,
 * saying why).
 */
import { afterAll, afterEach, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Card } from '../../../src/core/cards.js';
import { cardWords } from '../../../src/reader/sentences.js';
import { createStore } from '../../../src/record/store.js';
import { PtySession } from '../../support/pty.js';
import { describeWithOpenSsh, knownHostsLine, opensshPlayer } from '../../support/openssh.js';
import { hiddenBySeat } from '../helpers.js';
import { builtServerRuns } from './builtServer.js';
import { waitFor } from '../../support/wait.js';

const describeWithSsh = describeWithOpenSsh('serve openssh.e2e.test.ts', { keygen: false });

const dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-serve-openssh-'));
const sessions: PtySession[] = [];
const runs = builtServerRuns();

afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each seat's hidden cards, as the saved records of `dataDir` say (the test may look; no player's screen may); as drawn, or in words. */
function hiddenInRecords(dataDir: string, format?: (card: Card) => string): Map<string, string[]> {
  return new Map(
    createStore({ dir: dataDir })
      .unfinished()
      .flatMap(({ record }) => [...hiddenBySeat(record, format)]),
  );
}

describeWithSsh('OpenSSH clients at the real server', () => {
  it('two players at one table and a third at another each see only their own hidden cards; a restart brings both tables back', async () => {
    const dataDir = path.join(dir, 'data');
    const { port, server, log } = await runs.start(dataDir);
    expect(log.join('\n')).toMatch(/Host key fingerprint: SHA256:\S+/u);

    const knownHosts = path.join(dir, 'known_hosts');
    const trust = (at: number): void => writeFileSync(knownHosts, knownHostsLine(dataDir, at));
    trust(port);
    let at = port;
    // No key and no password: the public server lets anyone in (keyboard-interactive without a question).
    const ssh = (name: string, ...command: string[]): PtySession => {
      const session = opensshPlayer(at, knownHosts, name, command);
      sessions.push(session);
      return session;
    };

    const alice = ssh('Alice', 'new', '--seats', '2', '--rounds', '2');
    const code = /Table ([A-Z0-9]{4})/u.exec(await alice.waitFor(/Table [A-Z0-9]{4}/u, 15_000))![1]!;
    const bob = ssh('Bob', 'join', code.toLowerCase());
    const cid = ssh('Cid', 'new', '--seats', '2', '--bot', 'easy');
    for (const player of [alice, bob, cid]) await player.waitFor(/Your hand/u, 15_000);

    const hidden = await waitFor(
      () => {
        const saved = hiddenInRecords(dataDir);
        return saved.size >= 3 ? saved : null;
      },
      { what: 'the three players saved' },
    );
    expect([...hidden.keys()].sort()).toEqual(['Alice', 'Bob', 'Cid']);
    const players = { Alice: alice, Bob: bob, Cid: cid };
    for (const [name, player] of Object.entries(players)) {
      const screen = await player.screen();
      for (const face of hidden.get(name)!) expect(screen).toContain(face);
    }
    // Alice and Bob share a deck: neither ever received a byte of the other's hidden cards.
    for (const face of hidden.get('Bob')!) expect(alice.raw).not.toContain(face);
    for (const face of hidden.get('Alice')!) expect(bob.raw).not.toContain(face);
    // Cid's table is another deck and another table: nothing of it reaches them, nor of theirs him.
    for (const player of [alice, bob]) expect(player.raw).not.toContain('Cid');
    expect(cid.raw).not.toMatch(/Alice|Bob/u);

    // The server stops: every screen says goodbye, and the next start brings both tables back.
    server.kill('SIGTERM');
    for (const player of [alice, bob, cid]) {
      await player.waitForExit(15_000);
      expect(player.raw).toContain('The server is stopping. Every table is kept: connect again later to go on.');
    }
    await new Promise<void>((resolve) => server.once('exit', () => resolve()));
    expect(readdirSync(path.join(dataDir, 'tables')).sort()).toHaveLength(2);
    const again = await runs.start(dataDir);
    expect(again.log.join('\n')).toContain('2 tables brought back.');
    // The same host key: ssh trusts the server on its new port as before.
    at = again.port;
    trust(at);
    const back = ssh('Bob');
    // Straight back to his seat, with his own hidden cards.
    const screen = await back.waitFor(/Your hand/u, 15_000);
    for (const face of hidden.get('Bob')!) expect(screen).toContain(face);
  }, 120_000);

  it('the screen-reader mode: sr before a command, the lobby as sentences, the tutorial; nothing drawn, each hears only their own hidden cards', async () => {
    const dataDir = path.join(dir, 'reader');
    const { port } = await runs.start(dataDir);
    const knownHosts = path.join(dir, 'known_hosts_reader');
    writeFileSync(knownHosts, knownHostsLine(dataDir, port));
    const ssh = (name: string, ...command: string[]): PtySession => {
      const session = opensshPlayer(port, knownHosts, name, command);
      sessions.push(session);
      return session;
    };
    const type = (player: PtySession, line: string): void => player.write(`${line}\r`);
    const drawn = /[\u001B\u2500-\u257F\u2660-\u2667]/u;

    // Alice in the lobby of sentences opens a table; Bob joins it by its code with sr in front.
    const alice = ssh('Alice', 'sr');
    await alice.waitFor(/Shift Poker server, lobby\./u, 15_000);
    type(alice, 'new --seats 2 --rounds 2');
    const code = /Table ([A-Z0-9]{4})\. Waiting/u.exec(await alice.waitFor(/Table [A-Z0-9]{4}\. Waiting/u, 15_000))![1]!;
    const bob = ssh('Bob', 'sr', 'join', code);
    for (const player of [alice, bob]) await player.waitFor(/Your hand: |'s turn\./u, 15_000);
    const hidden = await waitFor(
      () => {
        const saved = hiddenInRecords(dataDir, (card) => cardWords(card, 'en'));
        return saved.size >= 2 ? saved : null;
      },
      { what: 'both players saved' },
    );
    for (const player of [alice, bob]) expect(player.raw).not.toMatch(drawn);
    for (const words of hidden.get('Bob')!) expect(alice.raw).not.toContain(words);
    for (const words of hidden.get('Alice')!) expect(bob.raw).not.toContain(words);
    // Whoever's turn it is moves by a typed word; the other hears it.
    const first = /Your turn, (Alice|Bob)\./u.exec(alice.raw + bob.raw)![1]!;
    const [mover, other] = first === 'Alice' ? [alice, bob] : [bob, alice];
    type(mover, 'left');
    await other.waitFor(new RegExp(`${first} shifts left`, 'u'), 15_000);
    type(bob, 'quit');
    await bob.waitForExit(15_000);

    // The tutorial, as sentences.
    const cid = ssh('Cid', 'sr', 'tutorial');
    await cid.waitFor(/Lesson 1 of 9: A turn is two actions/u, 15_000);
    type(cid, 'left');
    type(cid, 'pass');
    await cid.waitFor(/Well done\./u, 15_000);
    expect(cid.raw).not.toMatch(drawn);
    type(cid, 'quit');
    await cid.waitForExit(15_000);
  }, 120_000);
});
