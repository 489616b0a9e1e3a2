/**
 * `history --store` and `replay --store` through the built program: a match
 * a server saved in a real PostgreSQL is listed and printed as JSON by its
 * id, stepped through on the replay screen, and a store that cannot be
 * reached is one line and exit code 1.
 */

import { afterEach, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { openPool } from '../../src/record/pgConnect.js';
import { migrate } from '../../src/record/pgSchema.js';
import { pgStore } from '../../src/record/pgStore.js';
import { freePort, usePostgres } from '../support/postgres.js';
import { PtySession } from '../support/pty.js';
import { humans, startTable, step } from '../table/helpers.js';

const BIN = new URL('../../bin/shift-poker.js', import.meta.url).pathname;
const postgres = usePostgres();
const sessions: PtySession[] = [];
afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
});

async function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, ...args], { env: { ...process.env, SHIFT_POKER_LANG: 'en' }, timeout: 30_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the built program on the matches in PostgreSQL', () => {
  it('lists a finished match, prints it as JSON and shows it on the replay screen by its id; an unreachable store is one line', async () => {
    const url = await postgres.database();
    const pool = await openPool(url, 1);
    await migrate(pool);
    const table = startTable({ seats: humans('Ann', 'Ben'), games: 1 });
    while (await step(table, 2));
    const store = pgStore(pool);
    const key = store.newKey(table.toRecord());
    expect(await store.save(key, table.toRecord(), table.version, null)).toEqual({ ok: true });
    await pool.end();

    const listed = await run('history', '--store', url);
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    expect(listed.stdout).toMatch(new RegExp(`Ann .*1 of 1  finished  ${key}\\n$`, 'u'));
    const replayed = await run('replay', '--store', url, key, '--json');
    expect(replayed).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(replayed.stdout)).toMatchObject({ file: key, endedAt: table.toRecord().endedAt, seats: table.toRecord().seats });

    // On a terminal: the replay screen, as of a file.
    const screen = new PtySession(process.execPath, [BIN, 'replay', '--store', url, key], { cols: 120, env: { ...process.env, SHIFT_POKER_LANG: 'en' } });
    sessions.push(screen);
    await screen.waitFor(/Replay: game 1 of 1/u);
    screen.write('q');
    expect((await screen.waitForExit()).exitCode).toBe(0);

    const port = await freePort();
    const refused = await run('history', '--store', `postgres://x:y@127.0.0.1:${port}/none`);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(new RegExp(`^shift-poker: cannot use PostgreSQL at 127\\.0\\.0\\.1:${port}/none \\(.*ECONNREFUSED.*\\)\\n$`, 'u'));
  }, 60_000);
});
