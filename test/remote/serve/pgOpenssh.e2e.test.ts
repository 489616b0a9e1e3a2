/**
 * The built server on PostgreSQL (`--store postgres://…`), with OpenSSH's
 * own `ssh` client: two players at one table by its code, each screen only
 * its own hidden cards (the cards the store's record deals them); a second
 * server on the same store stands by; the first is killed (SIGKILL: no
 * goodbye, no last save) and the second takes over within 10 s (the lock
 * of the dead one went with its connection), brings the table back under
 * its code with the move made before the kill, presents the same host key
 * (from the store), and both players are back at their seats. Runs only
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
import { sleep, waitFor } from '../../support/wait.js';

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
  it('plays a table from the store, shows each seat only its own hidden cards, and a server standing by takes it over within 10 s of a SIGKILL', async () => {
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

      // A second server on the same store stands by: PostgreSQL shows it waiting for the server's lock.
      const standby = runs.start(path.join(dir, 'standby'), ['--store', url]);
      await waitFor(async () => Number((await pool.query<{ waiting: string }>("SELECT count(*) AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")).rows[0]!.waiting) === 1, {
        what: 'the second server waiting for the lock',
      });

      // The first is killed: no goodbye, no last save. The second takes over from the store within 10 s.
      const killedAt = Date.now();
      first.server.kill('SIGKILL');
      const again = await standby;
      const failoverMs = Date.now() - killedAt;
      expect(failoverMs).toBeLessThan(10_000);
      for (const player of [alice, bob]) await player.waitForExit(15_000);
      const takeover = again.log.join('\n');
      expect(takeover).toMatch(/Another server serves the tables in PostgreSQL at \S+: this one stands by/u);
      expect(takeover).toMatch(/This server now serves the tables in PostgreSQL at \S+\./u);
      expect(takeover).toContain('1 table brought back.');
      // The same host key, from the store: ssh trusts the new process as it trusted the old one.
      at = again.port;
      trust(at);
      const bobBack = ssh('Bob');
      const aliceBack = ssh('Alice');
      for (const [name, player] of Object.entries({ Alice: aliceBack, Bob: bobBack })) {
        const screen = await player.waitFor(/Your hand/u, 15_000);
        for (const face of hidden.get(name)!) expect(screen).toContain(face);
      }
      for (const face of hidden.get('Bob')!) expect(aliceBack.raw).not.toContain(face);
      for (const face of hidden.get('Alice')!) expect(bobBack.raw).not.toContain(face);
      // Where the stored match left it, the move before the kill included, and it plays on.
      const resumed = (await store.unfinished())[0]!;
      expect([resumed.key, resumed.version]).toEqual([moved.key, moved.version]);
      const next = /Alice's turn/u.test(await aliceBack.screen()) ? aliceBack : bobBack;
      next.write('p');
      await waitFor(async () => ((await store.unfinished())[0]!.version > moved.version ? true : null), { what: 'a move after the takeover saved' });
    } finally {
      await pool.end();
    }
  }, 120_000);

  it('a server stopped normally hands its tables to the one standing by', async () => {
    const url = await postgres.database();
    const first = await runs.start(path.join(dir, 'first'), ['--store', url]);
    const second = runs.start(path.join(dir, 'second'), ['--store', url]);
    let tookOver = false;
    void second.then(() => {
      tookOver = true;
    });
    // Standing by, it does not serve: it has not written its start.
    await sleep(1500);
    expect(tookOver).toBe(false);
    first.server.kill('SIGTERM');
    const serving = await second;
    expect(serving.log.join('\n')).toMatch(/This server now serves the tables/u);
  }, 60_000);

  it('a server cut off from PostgreSQL connects again and keeps its tables; one whose tables another took over meanwhile stops', async () => {
    const url = await postgres.database();
    const pool = await openPool(url, 1);
    try {
      /** Ends the connection that holds the server's lock, as a network fault or a restarted PostgreSQL would. */
      const cutOff = async (): Promise<void> => {
        const holder = await pool.query<{ pid: number }>("SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted");
        expect(holder.rows).toHaveLength(1);
        await pool.query('SELECT pg_terminate_backend($1)', [holder.rows[0]!.pid]);
      };
      const first = await runs.start(path.join(dir, 'cut'), ['--store', url]);
      await cutOff();
      await waitFor(() => first.log.some((line) => line.includes('Connected to PostgreSQL again; this server still serves its tables.')), { what: () => first.log.join('\n') });
      expect(first.log.join('\n')).toMatch(/The connection to PostgreSQL that holds this server's lock was lost/u);

      const second = runs.start(path.join(dir, 'other'), ['--store', url]);
      await waitFor(async () => Number((await pool.query<{ waiting: string }>("SELECT count(*) AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")).rows[0]!.waiting) === 1, {
        what: 'the second server waiting for the lock',
      });
      const exited = new Promise<number | null>((resolve) => first.server.once('exit', (code) => resolve(code)));
      await cutOff();
      // The one standing by has the lock at once; the first finds it taken and stops.
      expect((await second).log.join('\n')).toMatch(/This server now serves the tables/u);
      expect(await exited).toBe(1);
      expect(first.log.join('\n')).toContain('While this server was cut off from PostgreSQL another one took its tables over: stopping.');
    } finally {
      await pool.end();
    }
  }, 60_000);

  it('a server standing by that is cut off from PostgreSQL (a restart of it, say) connects again and goes on standing by', async () => {
    const url = await postgres.database();
    const pool = await openPool(url, 1);
    try {
      const waitingPids = async (): Promise<number[]> =>
        (await pool.query<{ pid: number }>("SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")).rows.map((row) => row.pid);
      const first = await runs.start(path.join(dir, 'sb-first'), ['--store', url]);
      const second = runs.start(path.join(dir, 'sb-second'), ['--store', url]);
      const [standing] = await waitFor(async () => ((await waitingPids()).length === 1 ? waitingPids() : null), { what: 'the second server waiting for the lock' });
      await pool.query('SELECT pg_terminate_backend($1)', [standing]);
      // It waits again, on a new connection.
      await waitFor(async () => {
        const now = await waitingPids();
        return now.length === 1 && now[0] !== standing;
      }, { what: 'the second server waiting again on a new connection' });
      first.server.kill('SIGTERM');
      const serving = (await second).log.join('\n');
      expect(serving).toMatch(/Standing by, lost the connection to PostgreSQL/u);
      expect(serving).toMatch(/This server now serves the tables/u);
    } finally {
      await pool.end();
    }
  }, 60_000);
});
