/**
 * The built server on PostgreSQL (`--store postgres://…`) as two processes
 * on one store, with OpenSSH's own `ssh` client: a player on each process
 * at one table by its code, each screen only its own hidden cards (the
 * cards the store's record deals them), a move on one seen on the other;
 * the table's process is killed (SIGKILL: no goodbye, no last save) and the
 * other takes the table over within 10 s, brings it back under its code
 * with the move made before the kill, its own player placed again at the
 * seat, and the killed process's player back through it with the same host
 * key (from the store). Also: a process stopped normally hands its tables
 * over at once; one cut off from PostgreSQL briefly keeps them, one cut off
 * longer than its lease finds them taken and stops. Runs only where `ssh`
 * is installed (the one test allowed to skip itself, saying why).
 */

import { afterAll, afterEach, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPool, type PgPool } from '../../../src/record/pgConnect.js';
import { pgStore } from '../../../src/record/pgStore.js';
import { PtySession } from '../../support/pty.js';
import { describeWithOpenSsh, opensshPlayer } from '../../support/openssh.js';
import { usePostgres } from '../../support/postgres.js';
import { hiddenBySeat } from '../helpers.js';
import { builtServerRuns, trustStore } from './builtServer.js';
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

describeWithSsh('two server processes on one PostgreSQL, with OpenSSH clients', () => {
  it('seat players of both at one table, each screen only its own hidden cards; the other process takes the table over within 10 s of a SIGKILL and both players are back at their seats', async () => {
    const url = await postgres.database();
    const pool = await openPool(url, 2);
    try {
      const store = pgStore(pool);
      const first = await runs.start(path.join(dir, 'unused'), ['--store', url]);
      const second = await runs.start(path.join(dir, 'unused'), ['--store', url]);
      const firstLog = first.log.join('\n');
      expect(firstLog).toMatch(/The schema in PostgreSQL at 127\.0\.0\.1:\d+\/t_[0-9a-f]+ went from version 0 to 4\./u);
      expect(firstLog).toMatch(/This server is process [0-9a-f]{12} of those serving the tables in PostgreSQL at 127\.0\.0\.1:\d+\/t_[0-9a-f]+\./u);
      expect(second.log.join('\n')).toMatch(/This server is process [0-9a-f]{12} of those serving the tables in PostgreSQL at \S+, with 1 other\./u);
      // Never the password, in any line of either log.
      expect([...first.log, ...second.log].join('\n')).not.toContain(new URL(url).password);

      // One host key, from the store: ssh trusts either process as it trusts the other.
      const knownHosts = await trustStore(url, [first.port, second.port], dir);
      const ssh = (port: number, name: string, ...command: string[]): PtySession => {
        const session = opensshPlayer(port, knownHosts, name, command);
        sessions.push(session);
        return session;
      };

      const alice = ssh(first.port, 'Alice', 'new', '--seats', '2', '--rounds', '2');
      const code = /Table ([A-Z0-9]{4})/u.exec(await alice.waitFor(/Table [A-Z0-9]{4}/u, 15_000))![1]!;
      // Bob is on the other process: the table is the first's, his keys and frames travel between them.
      const bob = ssh(second.port, 'Bob', 'join', code);
      for (const player of [alice, bob]) await player.waitFor(/Your hand/u, 15_000);

      const hidden = await waitFor(
        async () => {
          const [found] = await store.unfinished();
          return found === undefined ? null : hiddenBySeat(found.record);
        },
        { what: 'the match saved in PostgreSQL' },
      );
      expect((await store.tables()).map((row) => row.code)).toEqual([code]);
      expectOwnCardsOnly({ Alice: alice, Bob: bob }, hidden);
      for (const [name, player] of Object.entries({ Alice: alice, Bob: bob })) {
        const screen = await player.screen();
        for (const face of hidden.get(name)!) expect(screen).toContain(face);
      }

      // A move on one process is seen on the other.
      const before = (await store.unfinished())[0]!.version;
      const aliceMoves = /Alice's turn/u.test(await alice.screen());
      const [mover, watcher] = aliceMoves ? [alice, bob] : [bob, alice];
      mover.write('p');
      await watcher.waitFor(aliceMoves ? /Alice passed\./u : /Bob passed\./u, 10_000);
      const moved = await waitFor(
        async () => {
          const [found] = await store.unfinished();
          return found !== undefined && found.version > before ? found : null;
        },
        { what: 'the move saved in PostgreSQL' },
      );

      // The table's process is killed: no goodbye, no last save. The other claims the table once the lease has run out.
      const killedAt = Date.now();
      first.server.kill('SIGKILL');
      await alice.waitForExit(15_000);
      // Bob, on the other process, reads why his screen stopped, and is placed again at his seat.
      await waitFor(() => bob.raw.includes('Your table moves to another server process'), { what: () => bob.raw.slice(-400), timeoutMs: 10_000 });
      await bob.waitFor(/Bob is back\./u, 15_000);
      const failoverMs = Date.now() - killedAt;
      expect(failoverMs).toBeLessThan(10_000);
      const takeover = second.log.join('\n');
      expect(takeover).toMatch(/Server process [0-9a-f]{12} is gone: its table is taken over\./u);
      expect(takeover).toContain(`Table ${code} brought back.`);

      // Alice connects to the live process: back at her seat, her own cards only.
      const aliceBack = ssh(second.port, 'Alice');
      const screen = await aliceBack.waitFor(/Your hand/u, 15_000);
      for (const face of hidden.get('Alice')!) expect(screen).toContain(face);
      expectOwnCardsOnly({ Alice: aliceBack, Bob: bob }, hidden);
      // Where the stored match left it, the move before the kill included, and it plays on.
      const resumed = (await store.unfinished())[0]!;
      expect([resumed.key, resumed.version]).toEqual([moved.key, moved.version]);
      const next = /Alice's turn/u.test(await aliceBack.screen()) ? aliceBack : bob;
      next.write('p');
      await waitFor(async () => ((await store.unfinished())[0]!.version > moved.version ? true : null), { what: 'a move after the takeover saved' });
    } finally {
      await pool.end();
    }
  }, 120_000);

  it('a process stopped normally hands its tables to the other at once', async () => {
    const url = await postgres.database();
    const first = await runs.start(path.join(dir, 'unused'), ['--store', url]);
    const second = await runs.start(path.join(dir, 'unused'), ['--store', url]);
    const alice = opensshPlayer(first.port, await trustStore(url, [first.port], dir), 'Alice', ['new', '--seats', '3', '--bot', 'easy', '--rounds', '2']);
    sessions.push(alice);
    const code = /Table ([A-Z0-9]{4})/u.exec(await alice.waitFor(/Table [A-Z0-9]{4}/u, 15_000))![1]!;
    const stoppedAt = Date.now();
    first.server.kill('SIGTERM');
    await waitFor(() => second.log.some((line) => line.includes(`Table ${code} brought back.`)), { what: () => second.log.join('\n'), timeoutMs: 5_000 });
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    expect(first.log.join('\n')).toContain('Stopping: every table is kept, and the other processes on the store take them over at once');
  }, 60_000);

  it('a process cut off from PostgreSQL for less than its lease keeps its tables; one cut off longer finds them taken by the other and stops', async () => {
    const url = await postgres.database();
    const admin = await openPool(url, 1);
    const role = `cut_${Math.random().toString(16).slice(2, 8)}`;
    try {
      // The second process (as the administrator) makes the schema; the first logs in as a role that can be locked out.
      const second = await runs.start(path.join(dir, 'unused'), ['--store', url]);
      await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'pw'`);
      await admin.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`);
      const asRole = new URL(url);
      [asRole.username, asRole.password] = [role, 'pw'];
      const first = await runs.start(path.join(dir, 'unused'), ['--store', asRole.href]);
      const alice = opensshPlayer(first.port, await trustStore(url, [first.port], dir), 'Alice', ['new', '--seats', '3', '--bot', 'easy', '--rounds', '2']);
      sessions.push(alice);
      // A table waiting for its third player: kept in the store as it is.
      const code = /Table ([A-Z0-9]{4})/u.exec(await alice.waitFor(/Table [A-Z0-9]{4}/u, 15_000))![1]!;
      await waitFor(async () => (await admin.query('SELECT code FROM shift_poker_tables WHERE code = $1', [code])).rowCount === 1, { what: 'the table kept in the store' });

      // Cut off for about 2 s (its connections ended and no new one let in): it plays on, and the other takes nothing.
      await cutOff(admin, role, 2_000);
      await waitFor(() => first.log.some((line) => line.includes('Connected to PostgreSQL again.')), { what: () => first.log.join('\n'), timeoutMs: 10_000 });
      expect(first.log.join('\n')).toMatch(/Cut off from PostgreSQL \(/u);
      await sleep(2_000);
      expect(second.log.join('\n')).not.toContain('Taking over');

      // Cut off for 8 s, longer than its 5 s lease: the other claims the table; the first, back, finds it taken and stops.
      const exited = new Promise<number | null>((resolve) => first.server.once('exit', (exitCode) => resolve(exitCode)));
      await cutOff(admin, role, 8_000);
      expect(second.log.join('\n')).toContain(`Table ${code} brought back.`);
      expect(await exited).toBe(1);
      expect(first.log.join('\n')).toContain(
        "This process's lease ran out in PostgreSQL (it was paused, cut off, or too slow to renew it) and the others took its tables over: stopping.",
      );
      // Its player is told where the table went, not that it is kept here.
      await alice.waitFor(/This server process could not renew its lease in time/u, 10_000);
    } finally {
      await admin.query(`ALTER ROLE ${role} LOGIN`).catch(() => undefined);
      await admin.end();
    }
  }, 90_000);
});

/** Each player's screen so far shows no hidden card of the other's. */
function expectOwnCardsOnly(players: Readonly<Record<string, PtySession>>, hidden: ReadonlyMap<string, readonly string[]>): void {
  for (const [name, player] of Object.entries(players)) {
    for (const [other, faces] of hidden) if (other !== name) for (const face of faces) expect(player.raw).not.toContain(face);
  }
}

/** Locks `role` out of PostgreSQL for `ms` (its connections ended, no new one let in), then lets it in again. */
async function cutOff(admin: PgPool, role: string, ms: number): Promise<void> {
  await admin.query(`ALTER ROLE ${role} NOLOGIN`);
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1', [role]);
  await sleep(ms);
  await admin.query(`ALTER ROLE ${role} LOGIN`);
}
