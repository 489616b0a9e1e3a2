/**
 * `history --store` and `replay --store` against a real PostgreSQL: matches
 * saved as a server saves them (pgTableStorage), one finished and one not,
 * listed as files are and replayed by the id the listing shows; and every
 * way it can fail is one line and a non-zero exit.
 */

import { afterEach, describe, expect, it } from '@jest/globals';
import { replayJson } from '../../src/commands/replay/replayMatch.js';
import { openPool } from '../../src/record/pgConnect.js';
import { SCHEMA_VERSION, migrate } from '../../src/record/pgSchema.js';
import { pgStore } from '../../src/record/pgStore.js';
import { pgTableStorage } from '../../src/remote/serve/pgStorage.js';
import type { MatchRecord, Table } from '../../src/table/index.js';
import { runCli, type CliRun } from '../cliRun.js';
import { freePort, usePostgres } from '../support/postgres.js';
import { humans, startTable, step } from '../table/helpers.js';

const postgres = usePostgres();

const ENGLISH = { ...process.env, SHIFT_POKER_LANG: 'en' };
const GERMAN = { ...process.env, SHIFT_POKER_LANG: 'de' };
const cli = (args: string[], env: NodeJS.ProcessEnv = ENGLISH): Promise<CliRun> => runCli(args, env);

/** Kept to be put back: the variables a test sets for `--store postgres`. */
const VARIABLES = ['DATABASE_URL', 'PGHOST', 'PGPORT', 'PGUSER', 'PGPASSWORD', 'PGDATABASE'] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

/** A failure in one line on stderr, nothing on stdout. */
function expectOneLine(run: CliRun, code: number, pattern: RegExp): void {
  expect(run.stdout).toBe('');
  expect(run.stderr.split('\n')).toHaveLength(2);
  expect(run.stderr).toMatch(/^shift-poker: .*\n$/u);
  expect(run.stderr).toMatch(pattern);
  expect(run.stderr).not.toMatch(/\bat .*\(.*:\d+:\d+\)/u);
  expect(run.code).toBe(code);
}

/** Saves `table` into the store as a server does, after every action `play` takes, and waits for the last save. */
async function savedAsServed(url: string, table: Table, play: () => Promise<void>): Promise<string> {
  const pool = await openPool(url, 2);
  try {
    const storage = pgTableStorage(pgStore(pool), () => undefined);
    const key = storage.newRecordFile(table);
    const saving = storage.saveRecord(table, key, null, { onFailing: () => undefined, onStored: () => undefined });
    await play();
    await saving.flush();
    saving.stop();
    expect(saving.failing()).toBe(false);
    return key;
  } finally {
    await pool.end();
  }
}

/** A migrated store holding a finished match of Ann and Ben and an unfinished one of Cy and Di. */
async function storeWithTwo(): Promise<{ url: string; finished: { key: string; record: MatchRecord }; unfinished: { key: string; record: MatchRecord } }> {
  const url = await postgres.database();
  const pool = await openPool(url, 1);
  expect(await migrate(pool)).toMatchObject({ ok: true, to: SCHEMA_VERSION });
  await pool.end();
  const over = startTable({ seats: humans('Ann', 'Ben'), games: 1 });
  const overKey = await savedAsServed(url, over, async () => {
    while (await step(over, 1));
  });
  expect(over.toRecord().endedAt).not.toBeNull();
  const open = startTable({ seats: humans('Cy', 'Di'), games: 3 });
  const openKey = await savedAsServed(url, open, async () => {
    for (let salt = 0; salt < 3; salt++) await step(open, salt);
  });
  return { url, finished: { key: overKey, record: over.toRecord() }, unfinished: { key: openKey, record: open.toRecord() } };
}

describe('history and replay on the matches a server keeps in PostgreSQL', () => {
  it('lists the finished and the unfinished match, and replays the finished one by its id as JSON that round-trips', async () => {
    const { url, finished, unfinished } = await storeWithTwo();
    const listed = await cli(['history', '--store', url]);
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Started +Players \(points\) +Games +State +File$/u);
    const rowOf = (key: string): string => lines.find((line) => line.endsWith(`  ${key}`))!;
    expect(rowOf(unfinished.key)).toMatch(/ {2}Cy 0, Di 0 +0 of 3 +unfinished +match-/u);
    expect(rowOf(finished.key)).toMatch(/ {2}Ann (1|0|0\.5), Ben (1|0|0\.5) +1 of 1 +finished +match-/u);

    const json = JSON.parse((await cli(['history', '--store', url, '--json'])).stdout) as { file: string; finished: boolean; openIn: unknown; players: string[] }[];
    expect(json.map((entry) => [entry.file, entry.finished, entry.openIn]).sort()).toEqual(
      [
        [finished.key, true, null],
        [unfinished.key, false, null],
      ].sort(),
    );

    const replayed = await cli(['replay', '--store', url, finished.key, '--json']);
    expect(replayed.stderr).toBe('');
    expect(replayed.code).toBe(0);
    expect(JSON.parse(replayed.stdout)).toEqual(JSON.parse(JSON.stringify(replayJson(finished.record, finished.key))));
    // Without an id: the latest finished match, as of a data directory.
    expect((await cli(['replay', '--store', url, '--json'])).stdout).toBe(replayed.stdout);
    // The unfinished match is refused as a file of one is.
    expectOneLine(await cli(['replay', '--store', url, unfinished.key, '--json']), 1, /the match is not finished/u);
  }, 60_000);

  it('takes "postgres" for DATABASE_URL, and without it the PG* variables', async () => {
    const { url, finished } = await storeWithTwo();
    process.env.DATABASE_URL = url;
    const byUrl = await cli(['history', '--store', 'postgres', '--json']);
    expect(byUrl.code).toBe(0);
    expect(byUrl.stdout).toContain(finished.key);
    const parsed = new URL(url);
    process.env.DATABASE_URL = '';
    Object.assign(process.env, {
      PGHOST: parsed.hostname,
      PGPORT: parsed.port,
      PGUSER: parsed.username,
      PGPASSWORD: parsed.password,
      PGDATABASE: parsed.pathname.slice(1),
    });
    const byVariables = await cli(['replay', '--store', 'postgresql', finished.key, '--json']);
    expect(byVariables.stderr).toBe('');
    expect(JSON.parse(byVariables.stdout)).toMatchObject({ file: finished.key, endedAt: finished.record.endedAt });
  }, 60_000);

  it("says in one line, in the player's language, that a store has no matches, or no such id", async () => {
    const empty = await postgres.database();
    const where = new URL(empty).host + new URL(empty).pathname;
    const listed = await cli(['history', '--store', empty]);
    expect(listed.stdout).toBe(`No saved matches in PostgreSQL at ${where}.\n`);
    expect(listed.code).toBe(0);
    expectOneLine(await cli(['replay', '--store', empty, '--json']), 1, /no finished match saved in PostgreSQL at /u);
    const { url } = await storeWithTwo();
    expectOneLine(
      await cli(['replay', '--store', url, 'match-nothing.json', '--json']),
      1,
      /: no match match-nothing\.json in PostgreSQL at 127\.0\.0\.1:\d+\/t_\w+ \(shift-poker history --store lists them\)$/mu,
    );
    expectOneLine(await cli(['replay', '--store', url, 'match-nothing.json', '--json'], GERMAN), 1, /: keine Partie match-nothing\.json in PostgreSQL unter /u);
  }, 60_000);

  it('refuses a URL that is none, a server it cannot reach, a schema newer than the program and --data-dir beside --store, each in one line', async () => {
    expectOneLine(await cli(['history', '--store', 'mysql://localhost/x']), 2, /--store: "mysql:\/\/localhost\/x" is not a PostgreSQL URL/u);
    expectOneLine(await cli(['replay', '--store', 'postgres://', '--json']), 2, /is not a PostgreSQL URL/u);
    const port = await freePort();
    expectOneLine(
      await cli(['history', '--store', `postgres://nobody:x@127.0.0.1:${port}/none`]),
      1,
      new RegExp(`cannot use PostgreSQL at 127\\.0\\.0\\.1:${port}/none \\(.*ECONNREFUSED`, 'u'),
    );
    expectOneLine(
      await cli(['replay', '--store', `postgres://nobody:x@127.0.0.1:${port}/none`, '--json'], GERMAN),
      1,
      /PostgreSQL unter 127\.0\.0\.1:\d+\/none lässt sich nicht verwenden/u,
    );
    const { url } = await storeWithTwo();
    const pool = await openPool(url, 1);
    await pool.query('UPDATE shift_poker_schema SET version = $1', [SCHEMA_VERSION + 1]);
    await pool.end();
    expectOneLine(await cli(['history', '--store', url]), 1, new RegExp(`schema version ${SCHEMA_VERSION + 1}, newer than this program's \\(${SCHEMA_VERSION}\\)`, 'u'));
    expectOneLine(await cli(['replay', '--store', url, '--json']), 1, /newer than this program's/u);
    expectOneLine(await cli(['history', '--store', url, '--data-dir', '/tmp']), 2, /cannot be used with/u);
    expectOneLine(await cli(['history', '--store', url, '--remove', 'x.json']), 2, /cannot be used with/u);
  }, 60_000);
});
