/**
 * Who may have a served table, with the built `shift-poker serve` in a
 * process of its own and players as ssh2 clients in pseudo-terminals, from
 * two loopback addresses (127.0.0.1 and 127.0.0.2, 127.0.0.3 for watchers):
 *
 * - a table whose table file is damaged while the server is stopped comes
 *   back from its record at the next start, each seat kept for its owner as
 *   the record says: a name typed without a key from another address, or
 *   with another key, gets no seat and no card; the players themselves (the
 *   same address, the same key) are back at their seats; and the record
 *   stays one table across a further restart; a record saved before seats
 *   had owners, its table file lost, comes back with every seat held;
 * - one address may have at most 3 tables without a player at them (tables
 *   of computer players whose opener left count): the fourth is refused
 *   with one line, another address may still open one, and a player back
 *   at one of the three lets the address open again.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createStore } from '../../../src/record/store.js';
import { newHostKey } from '../../../src/remote/ssh/hostKey.js';
import { hiddenBySeat } from '../helpers.js';
import { builtServerRuns, type BuiltServer } from './builtServer.js';
import type { Player } from '../../support/ssh.js';
import { waitFor } from '../../support/wait.js';
import { KEYS } from '../../support/keyBytes.js';

// Screens here are drawn by another process.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const { dataDir: newDataDir, start, join } = builtServerRuns();

const CARD = /(?:10|[2-9JQKA])[♣♦♥♠]/u;

/** `promise`, or a failure saying `what` once `timeoutMs` have passed (the timer cleared either way). */
async function within<T>(promise: Promise<T>, timeoutMs: number, what: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(what())), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Stops a built server as an operator does (SIGTERM) and waits for its end. */
async function stop(run: BuiltServer): Promise<number | null> {
  const ended = new Promise<number | null>((resolve) => run.server.once('exit', (code) => resolve(code)));
  run.server.kill('SIGTERM');
  return within(ended, 20_000, () => `the server did not stop:\n${run.log.join('\n')}`);
}

/** The player whose turn it is, once one's screen says so. */
async function toMove(players: readonly Player[], timeoutMs = 15_000): Promise<Player> {
  return waitFor(
    async () => {
      for (const player of players) if (/Your turn\./u.test(await player.screen())) return player;
      return null;
    },
    { timeoutMs, what: async () => `nobody's turn:\n${await players[0]!.screen()}` },
  );
}

/** A refused connection: it closes with exit status 1 after its one line, and no card reached it. */
async function refused(player: Player, line: string): Promise<void> {
  await within(player.closedAt, 15_000, () => `${player.name} was not refused:\n${player.raw}`);
  expect(player.raw.split(/\r?\n/u).filter((text) => text.trim() !== '')).toEqual([line]);
  expect(player.raw).not.toMatch(CARD);
  expect(await player.exitCode).toBe(1);
}

describe('a served table whose table file is damaged', () => {
  it("comes back from its record with its seats' owners: a name alone from another address, or another key, is refused; the players get their seats back", async () => {
    const dataDir = newDataDir('damaged');
    // newHostKey draws again the one ed25519 pair in 256 that ssh2 makes and cannot read (mscdex/ssh2#1513).
    const annKey = newHostKey();
    const otherKey = newHostKey();
    const withKey = (key: string) => ({ privateKey: key, password: undefined });

    const first = await start(dataDir);
    // Bob without a key (from 127.0.0.1), Ann with hers, and a computer player.
    const bob = await join(first.port, 'Bob', 'new --seats 3 --bot easy --rounds 3');
    const code = /Table ([A-Z0-9]{4})/u.exec(await bob.waitFor(/Table [A-Z0-9]{4}/u, 15_000))![1]!;
    const ann = await join(first.port, 'Ann', `join ${code}`, withKey(annKey));
    for (const player of [ann, bob]) await player.waitFor('Your hand', 15_000);

    // Whoever is to move plays one action; it is saved.
    const store = createStore({ dir: dataDir });
    const actions = (): number => store.unfinished()[0]?.record.games[0]?.actions.length ?? 0;
    const mover = await toMove([ann, bob]);
    mover.press(KEYS.left);
    await mover.waitFor('First action done');
    mover.press('p');
    await waitFor(() => actions() >= 2, { timeoutMs: 15_000, what: 'the turn saved' });

    expect(await stop(first)).toBe(0);
    await within(Promise.all([ann.closedAt, bob.closedAt]), 15_000, () => 'the players were not told goodbye');
    const tableFile = path.join(dataDir, 'tables', `${code}.json`);
    const recordName = (JSON.parse(readFileSync(tableFile, 'utf8')) as { record: string }).record;
    const recordFile = path.join(dataDir, recordName);
    writeFileSync(tableFile, '{"format":"shift-poker-table","version":1,"code":');

    const second = await start(dataDir);
    const log = second.log.join('\n');
    expect(log).toContain(`Cannot bring back ${tableFile}: not JSON. Left as it is.`);
    expect(log).toContain(`No readable table file names ${recordFile}: brought back from its record as a private table, its seats kept for their owners.`);
    const saved = store.load(recordFile);
    if (!saved.ok) throw new Error(`${recordFile} cannot be read`);
    const hidden = hiddenBySeat(saved.record);
    expect([...hidden.keys()].sort()).toEqual(['Ann', 'Bob']);

    // Bob's name typed without a key from another address: refused, no card.
    await refused(
      await join(second.port, 'bob', undefined, { localAddress: '127.0.0.2' }),
      'The name "bob" holds a seat taken without an ssh key: only a login without a key from the address it was taken from gets it back; or connect with another name.',
    );
    // Ann's name without her key, from her address or another, or with another key: refused, no card.
    for (const config of [{}, { localAddress: '127.0.0.2' }, withKey(otherKey)]) {
      await refused(await join(second.port, 'Ann', undefined, config), 'The name "Ann" belongs to a player who logged in with another key: connect with another name.');
    }

    // The players themselves: Bob from his address, Ann with her key (from another address too).
    const bobBack = await join(second.port, 'Bob');
    const annBack = await join(second.port, 'Ann', undefined, { ...withKey(annKey), localAddress: '127.0.0.2' });
    for (const [name, player] of [
      ['Bob', bobBack],
      ['Ann', annBack],
    ] as const) {
      const screen = await player.waitFor('Your hand', 15_000);
      for (const face of hidden.get(name)!) expect(screen).toContain(face);
      const other = name === 'Bob' ? 'Ann' : 'Bob';
      for (const face of hidden.get(other)!) expect(player.raw).not.toContain(face);
    }

    // The record is one table: the next start brings it back once, under its new code, and reads no record alone.
    expect(await stop(second)).toBe(0);
    const tableFiles = readdirSync(path.join(dataDir, 'tables')).sort();
    expect(tableFiles).toHaveLength(2);
    expect(tableFiles).toContain(`${code}.json`);
    const third = await start(dataDir);
    const thirdLog = third.log.join('\n');
    expect(thirdLog).toContain('1 table brought back.');
    expect(thirdLog).not.toContain('No readable table file names');
    expect(readdirSync(dataDir).filter((name) => /^match-.*\.json$/u.test(name))).toEqual([recordName]);
  }, 120_000);
});

describe('a served record that lost its table file and names no owners', () => {
  it("comes back with its seats held: the player's name alone gets no seat and no card", async () => {
    const dataDir = newDataDir('ownerless');
    const first = await start(dataDir);
    const ann = await join(first.port, 'Ann', 'new --seats 2 --bot easy');
    await ann.waitFor('Your hand', 15_000);
    await ann.waitFor('Your turn.', 15_000);
    ann.press(KEYS.left);
    const store = createStore({ dir: dataDir });
    await waitFor(() => (store.unfinished()[0]?.record.games[0]?.actions.length ?? 0) >= 1, { timeoutMs: 15_000, what: 'the action saved' });
    expect(await stop(first)).toBe(0);

    // As a server before seats had owners left it, and its table file lost.
    const [found] = store.unfinished();
    const { owners, ...record } = found!.record;
    expect(owners).toBeDefined();
    writeFileSync(found!.file, `${JSON.stringify(record)}\n`);
    for (const name of readdirSync(path.join(dataDir, 'tables'))) rmSync(path.join(dataDir, 'tables', name));

    const second = await start(dataDir);
    expect(second.log.join('\n')).toContain(
      `No readable table file names ${found!.file}: brought back from its record as a private table; 1 seat has no known owner and stays held for a bot.`,
    );
    await refused(await join(second.port, 'Ann'), 'The name "Ann" holds a seat whose owner could not be established: connect with another name.');
  }, 60_000);
});

describe('tables without a player, per address', () => {
  it('the fourth table of computer players left by one address is refused with one line; another address may open; a player back at one lets the first open again', async () => {
    const dataDir = newDataDir('unattended');
    const run = await start(dataDir);
    let watchers = 0;
    const watch = async (code: string): Promise<Player> => {
      const watcher = await join(run.port, `Watcher${++watchers}`, `watch ${code}`, { localAddress: '127.0.0.3' });
      await watcher.waitFor(/Round 1\//u, 15_000);
      return watcher;
    };
    const codes: string[] = [];
    for (const name of ['A1', 'A2', 'A3']) {
      const player = await join(run.port, name, 'new --seats 2 --bot easy');
      await player.waitFor('Your hand', 15_000);
      const code = await waitFor(() => run.log.map((line) => new RegExp(`Table ([A-Z0-9]{4}) opened by ${name}\\.`, 'u').exec(line)?.[1]).find(Boolean), {
        timeoutMs: 15_000,
        what: `${name}'s table in the log`,
      });
      codes.push(code);
      // A watcher from elsewhere sees the player leave: then the server knows the table has nobody at it.
      const watcher = await watch(code);
      player.end();
      await watcher.waitFor(`${name} left.`, 15_000);
    }

    const tooMany = '3 tables opened from your address have no player at them: go back to one, or wait until they end.';
    await refused(await join(run.port, 'A4', 'new --seats 2 --bot easy'), tooMany);
    // A quick match is a table opened too.
    await refused(await join(run.port, 'A5', 'quick'), tooMany);

    // Another address is another client.
    const other = await join(run.port, 'B1', 'new --seats 2 --bot easy', { localAddress: '127.0.0.2' });
    await other.waitFor('Your hand', 15_000);

    // A1 back at the first table: it has a player again, and 127.0.0.1 may open one more.
    const back = await join(run.port, 'A1');
    await back.waitFor('Your hand', 15_000);
    const watcher = await watch(codes[0]!);
    await watcher.waitFor('A1 is back', 15_000);
    const fourth = await join(run.port, 'A6', 'new --seats 2 --bot easy');
    await fourth.waitFor('Your hand', 15_000);
  }, 120_000);
});
