/**
 * The built server on PostgreSQL (`--store postgres://…`), with OpenSSH's
 * own `ssh` client: two players at one table by its code, each screen only
 * its own hidden cards (the cards the store's record deals them); the
 * server is killed (SIGKILL: no goodbye, no last save), a new one on the
 * same store takes over (the lock of the dead one went with its
 * connection), brings the table back under its code, presents the same
 * host key (from the store), and a player is back at his seat. Runs only
 * where `ssh` is installed (the one test allowed to skip itself, saying why).
 */

import { afterAll, afterEach, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ssh2 from 'ssh2';
import { openPool } from '../../../src/record/pgConnect.js';
import { pgStore } from '../../../src/record/pgStore.js';
import { PtySession } from '../../support/pty.js';
import { describeWithOpenSsh, opensshPlayer } from '../../support/openssh.js';
import { usePostgres } from '../../support/postgres.js';
import { hiddenBySeat } from '../helpers.js';
import { builtServerRuns } from './builtServer.js';
import { waitFor } from '../../support/wait.js';

const describeWithSsh = describeWithOpenSsh('serve pgOpenssh.e2e.test.ts', { keygen: false });
const postgres = usePostgres();
const dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-serve-pg-'));
const sessions: PtySession[] = [];
const runs = builtServerRuns();

afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeWithSsh('a server on PostgreSQL, with OpenSSH clients', () => {
  it('plays a table from the store, shows each seat only its own hidden cards, and comes back from the store after a SIGKILL', async () => {
    const url = await postgres.database();
    const pool = await openPool(url, 2);
    try {
      const store = pgStore(pool);
      // The data directory stays empty: everything is in the store.
      const dataDir = path.join(dir, 'unused');
      const first = await runs.start(dataDir, ['--store', url]);
      const logged = first.log.join('\n');
      expect(logged).toMatch(/The schema in PostgreSQL at 127\.0\.0\.1:\d+\/t_[0-9a-f]+ went from version 0 to 1\./u);
      expect(logged).toMatch(/Tables are kept in PostgreSQL at 127\.0\.0\.1:\d+\/t_[0-9a-f]+\./u);
      // Never the password, in any line of the log.
      expect(logged).not.toContain(new URL(url).password);

      const hostKey = ssh2.utils.parseKey(await store.setting('host_ed25519_key', () => 'none'));
      if (hostKey instanceof Error) throw hostKey;
      const knownHosts = path.join(dir, 'known_hosts');
      const trust = (at: number): void => writeFileSync(knownHosts, `[127.0.0.1]:${at} ${hostKey.type} ${hostKey.getPublicSSH().toString('base64')}\n`);
      let at = first.port;
      trust(at);
      const ssh = (name: string, ...command: string[]): PtySession => {
        const session = opensshPlayer(at, knownHosts, name, command);
        sessions.push(session);
        return session;
      };

      const alice = ssh('Alice', 'new', '--seats', '2', '--rounds', '2');
      const code = /Table ([A-Z0-9]{4})/u.exec(await alice.waitFor(/Table [A-Z0-9]{4}/u, 15_000))![1]!;
      const bob = ssh('Bob', 'join', code);
      for (const player of [alice, bob]) await player.waitFor(/Your hand/u, 15_000);

      // The store holds the table under its code and its record, from which the test (never a player) reads the hidden cards.
      const hidden = await waitFor(
        async () => {
          const [found] = await store.unfinished();
          return found === undefined ? null : hiddenBySeat(found.record);
        },
        { what: 'the match saved in PostgreSQL' },
      );
      expect((await store.tables()).map((row) => row.code)).toEqual([code]);
      for (const [name, player] of Object.entries({ Alice: alice, Bob: bob })) {
        const screen = await player.screen();
        for (const face of hidden.get(name)!) expect(screen).toContain(face);
      }
      for (const face of hidden.get('Bob')!) expect(alice.raw).not.toContain(face);
      for (const face of hidden.get('Alice')!) expect(bob.raw).not.toContain(face);

      // A move (a pass of whoever's turn it is) reaches the store before the crash.
      const before = (await store.unfinished())[0]!.version;
      const mover = /Alice's turn/u.test(await alice.screen()) ? alice : bob;
      mover.write('p');
      const moved = await waitFor(async () => {
        const [found] = await store.unfinished();
        return found !== undefined && found.version > before ? found : null;
      }, { what: 'the move saved in PostgreSQL' });

      first.server.kill('SIGKILL');
      await new Promise<void>((resolve) => first.server.once('exit', () => resolve()));
      for (const player of [alice, bob]) await player.waitForExit(15_000);

      const again = await runs.start(dataDir, ['--store', url]);
      expect(again.log.join('\n')).toContain('1 table brought back.');
      // The same host key, from the store: ssh trusts the new process as it trusted the old one.
      at = again.port;
      trust(at);
      const back = ssh('Bob');
      const screen = await back.waitFor(/Your hand/u, 15_000);
      for (const face of hidden.get('Bob')!) expect(screen).toContain(face);
      const resumed = (await store.unfinished())[0]!;
      expect(resumed.key).toBe(moved.key);
      expect(resumed.version).toBeGreaterThanOrEqual(moved.version);
    } finally {
      await pool.end();
    }
  }, 120_000);

  it('a second server on the same store is refused with one line while the first runs', async () => {
    const url = await postgres.database();
    const first = await runs.start(path.join(dir, 'first'), ['--store', url]);
    await expect(runs.start(path.join(dir, 'second'), ['--store', url])).rejects.toThrow(/another server uses the tables in PostgreSQL at 127\.0\.0\.1:\d+\/t_[0-9a-f]+: stop it first\n?$/u);
    first.server.kill('SIGTERM');
  }, 60_000);
});
