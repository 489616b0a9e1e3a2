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

/** Each seat's hidden cards, as the saved records of `dataDir` say (the test may look; no player's screen may). */
function hiddenInRecords(dataDir: string): Map<string, string[]> {
  return new Map(createStore({ dir: dataDir }).unfinished().flatMap(({ record }) => [...hiddenBySeat(record)]));
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
});
