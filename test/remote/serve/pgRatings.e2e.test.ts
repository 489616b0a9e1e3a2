/**
 * Ratings on a server of two processes on one PostgreSQL, with OpenSSH's
 * own `ssh` client: two players who log in with keys, one on each process,
 * finish a match; `top` then lists them with their new ratings, the same
 * from either process, and a player who logs in without a key hears from
 * `me` that they play unrated.
 */

import { afterAll, afterEach, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PtySession } from '../../support/pty.js';
import { describeWithOpenSsh, opensshPlayer } from '../../support/openssh.js';
import { usePostgres } from '../../support/postgres.js';
import { builtServerRuns, trustStore } from './builtServer.js';
import { sleep } from '../../support/wait.js';

const describeWithSsh = describeWithOpenSsh('serve pgRatings.e2e.test.ts', { keygen: true });
const postgres = usePostgres();
const dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-serve-ratings-'));
const sessions: PtySession[] = [];
const runs = builtServerRuns();

afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A new ed25519 key without a passphrase: its private key file. */
function newKey(name: string): string {
  const file = path.join(dir, `key_${name}`);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', file]);
  return file;
}

/** The ratings `top` shows for each name, in order. */
function listed(screen: string): Map<string, number> {
  return new Map([...screen.matchAll(/^\d+\.\s+(\S+(?: \S+)?)\s+(\d{3,4})\b/gmu)].map((found) => [found[1]!, Number(found[2])]));
}

describeWithSsh('ratings on two server processes on one PostgreSQL, with OpenSSH clients', () => {
  it('two players with keys finish a match across both; top lists their new ratings from either process; an open login is unrated', async () => {
    const url = await postgres.database();
    const first = await runs.start(path.join(dir, 'unused'), ['--store', url]);
    const second = await runs.start(path.join(dir, 'unused'), ['--store', url]);
    const knownHosts = await trustStore(url, [first.port, second.port], dir);
    const keyed = (port: number, name: string, key: string, ...command: string[]): PtySession => {
      const session = opensshPlayer(port, knownHosts, name, command, { kind: 'key', file: key });
      sessions.push(session);
      return session;
    };
    const annKey = newKey('ann');
    const bobKey = newKey('bob');

    const ann = keyed(first.port, 'Ann', annKey, 'new', '--seats', '2', '--rounds', '2', '--games', '1');
    const code = /Table ([A-Z0-9]{4})/u.exec(await ann.waitFor(/Table [A-Z0-9]{4}/u, 15_000))![1]!;
    const bob = keyed(second.port, 'Bob', bobKey, 'join', code);
    // Bob reaches Ann's table through the other process; under a full test run's load that can take a while. A wait
    // that runs out says what both players and both servers saw.
    try {
      for (const player of [ann, bob]) await player.waitFor(/Your hand/u, 30_000);
    } catch (error) {
      throw new Error(`${(error as Error).message}\nBob's screen:\n${await bob.screen()}\nfirst server:\n${first.log.join('\n')}\nsecond server:\n${second.log.join('\n')}`, {
        cause: error,
      });
    }
    // Both pass every action until the match is over (a key out of turn is refused and changes nothing).
    for (let tries = 0; tries < 60; tries++) {
      const screens = await Promise.all([ann.screen(), bob.screen()]);
      if (screens.every((screen) => /Match over/u.test(screen))) break;
      for (const [index, player] of [ann, bob].entries()) if (/Your turn|First action done/u.test(screens[index]!)) player.write('p');
      await sleep(400);
    }
    // Each player's final standings, on either process, show both ratings as the save that ended the match changed them.
    const changes: string[] = [];
    for (const player of [ann, bob]) changes.push(/Ratings: .*/u.exec(await player.waitFor(/Ratings: Ann \d+ → \d+ \([+−]\d+\), Bob \d+ → \d+/u, 15_000))![0]!.trim());
    expect(changes[1]).toBe(changes[0]);

    const tops: Map<string, number>[] = [];
    for (const port of [first.port, second.port]) {
      const top = keyed(port, 'Ann', annKey, 'top');
      tops.push(listed(await top.waitFor(/Press any key/u, 15_000)));
      top.write('x');
      await top.waitForExit(10_000);
    }
    for (const shown of tops) {
      expect([...shown.keys()].sort()).toEqual(['Ann', 'Bob']);
      // From 1500 after one match: one above, one below, or both at 1500 for a shared first place.
      expect(shown.get('Ann')! + shown.get('Bob')!).toBeGreaterThan(2900);
    }
    expect([...tops[1]!]).toEqual([...tops[0]!]);
    // The ratings `top` lists are those the final standings said each went to.
    for (const [name, rating] of tops[0]!) expect(changes[0]).toMatch(new RegExp(`${name} 1500 → ${rating} `, 'u'));

    const eve = opensshPlayer(second.port, knownHosts, 'Eve', ['me']);
    sessions.push(eve);
    expect(await eve.waitFor(/Press any key/u, 15_000)).toMatch(/You logged in without a key, so you play unrated here/u);
  }, 120_000);
});
