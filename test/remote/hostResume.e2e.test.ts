/**
 * `host --resume` gives each seat back to its owner, with the real programs:
 * the built `shift-poker host` in a terminal, `--authorized-keys` with two
 * keys made by ssh-keygen, and Bob and Cid joining with OpenSSH's `ssh`.
 * The host is killed (kill -9) in the middle of the match; `host --resume`
 * with --seats that do not describe the match is refused with one line
 * naming the right ones; the resumed host gives Cid's seat to Cid's key only
 * (Bob's key typing "Cid" is refused with one line and sees no card), and a
 * second `host --resume` on the same data directory is refused with one
 * line naming the first. Runs only where `ssh` is installed (skipped,
 * saying why, elsewhere).
 *
 * And a match that is not the host's: a hotseat match (open in its terminal,
 * then one to go on with at one keyboard) and a served table (open in the
 * server, then the server's) are refused by `host --resume` with one line.
 */
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MatchRecord } from '../../src/table/index.js';
import { PtySession, printedLines } from '../support/pty.js';
import { describeWithOpenSsh, knownHostsLine, opensshArgs } from '../support/openssh.js';
import { hiddenBySeat } from './helpers.js';
import { builtServerRuns } from './serve/builtServer.js';
import { sleep, waitFor } from '../support/wait.js';
import { KEYS } from '../support/keyBytes.js';

const BIN = new URL('../../bin/shift-poker.js', import.meta.url).pathname;
const describeWithSsh = describeWithOpenSsh('hostResume.e2e.test.ts', { keygen: true });

const CARD = /(?:10|[2-9JQKA])[♣♦♥♠]/u;

const dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-host-resume-'));
const sessions: PtySession[] = [];
const served = builtServerRuns();

afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(command: string, args: readonly string[], options: { cols?: number; rows?: number } = {}): PtySession {
  const session = new PtySession(command, args, { cols: options.cols ?? 100, rows: options.rows ?? 30 });
  sessions.push(session);
  return session;
}

/** The one unfinished match file of `dataDir`, once it is there. */
async function savedMatch(dataDir: string, done: (record: MatchRecord) => boolean): Promise<{ file: string; record: MatchRecord }> {
  let last = '';
  return waitFor(
    () => {
      const files = readdirSync(dataDir).filter((name) => /^match-.*\.json$/u.test(name));
      if (files.length !== 1) return null;
      const file = path.join(dataDir, files[0]!);
      try {
        const record = JSON.parse(readFileSync(file, 'utf8')) as MatchRecord;
        if (done(record)) return { file, record };
        last = JSON.stringify(record.owners);
      } catch {
        // Being replaced right now: read it again.
      }
      return null;
    },
    { timeoutMs: 15_000, what: () => `no saved match as expected in ${dataDir} (owners: ${last})` },
  );
}

describeWithSsh('host --resume gives seats back to their keys', () => {
  it('after kill -9: wrong --seats is refused naming the right ones; Cid gets his seat with his key only; a second host --resume is refused', async () => {
    if (!existsSync(new URL('../../dist/cli.bundle.js', import.meta.url))) {
      throw new Error('dist/ is missing: run `npm run build` before the end-to-end tests');
    }
    const dataDir = path.join(dir, 'data');
    const keyFile = (name: string): string => path.join(dir, `${name}_ed25519`);
    for (const name of ['bob', 'cid']) execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', name, '-f', keyFile(name)]);
    const authorizedKeys = path.join(dir, 'authorized_keys');
    writeFileSync(authorizedKeys, ['bob', 'cid'].map((name) => readFileSync(`${keyFile(name)}.pub`, 'utf8')).join(''));

    const host = (...args: string[]): PtySession =>
      run(process.execPath, [
        BIN,
        'host',
        '--lang',
        'en',
        '--listen',
        '127.0.0.1',
        '--port',
        '0',
        '--authorized-keys',
        authorizedKeys,
        '--delay',
        '0',
        '--data-dir',
        dataDir,
        ...args,
      ]);
    const portOf = async (session: PtySession): Promise<number> =>
      Number(/ssh -p (\d+) <name>@127\.0\.0\.1/u.exec(await session.waitFor(/ssh -p \d+ <name>@127\.0\.0\.1/u, 15_000))![1]);
    const knownHosts = path.join(dir, 'known_hosts');
    const trust = (port: number): void => writeFileSync(knownHosts, knownHostsLine(dataDir, port));
    const ssh = (port: number, name: string, key: string): PtySession =>
      run('ssh', opensshArgs(port, knownHosts, name, { login: { kind: 'key', file: keyFile(key) } }), { cols: 90, rows: 26 });

    // The match: Ann at the host's terminal, Bob and Cid over ssh, each with their key.
    const first = host('--seats', 'local:Ann,remote,remote', '--rounds', '3');
    const firstPort = await portOf(first);
    expect(await first.screen()).toContain('Only 2 authorized keys may join (no password).');
    trust(firstPort);
    // One after the other: the seats are taken in the order the players come.
    const bob = ssh(firstPort, 'Bob', 'bob');
    await bob.waitFor(/Waiting for players/u, 20_000);
    const cid = ssh(firstPort, 'Cid', 'cid');
    for (const player of [bob, cid]) await player.waitFor(/Your hand/u, 20_000);
    await savedMatch(dataDir, (saved) => saved.games.length === 1 && saved.owners?.filter((owner) => owner?.kind === 'key').length === 2);

    // The host crashes: no goodbye, its claim left behind.
    process.kill(first.pid, 'SIGKILL');
    await first.waitForExit(15_000);
    await Promise.all([bob.waitForExit(20_000), cid.waitForExit(20_000)]);
    const { file, record } = await savedMatch(dataDir, () => true);
    expect(existsSync(`${file}.lock`)).toBe(true);
    expect(record.seats.map((seat) => seat.name)).toEqual(['Ann', 'Bob', 'Cid']);
    expect(record.owners?.map((owner) => owner?.kind)).toEqual(['terminal', 'key', 'key']);
    const hidden = hiddenBySeat(record);

    // --seats given with --resume must describe the saved match: one line naming the right --seats.
    const wrong = host('--resume', '--seats', 'remote,local:Bob,remote');
    expect((await wrong.waitForExit(15_000)).exitCode).toBe(1);
    expect(printedLines(wrong)).toEqual(['shift-poker: --seats does not fit the saved match: leave it out, or give --seats local:Ann,remote,remote']);

    const resumed = host('--resume');
    const port = await portOf(resumed);
    trust(port);

    // A second host on the same data directory: the match is the first one's.
    const second = host('--resume');
    expect((await second.waitForExit(15_000)).exitCode).toBe(1);
    const secondLines = printedLines(second);
    expect(secondLines).toHaveLength(1);
    expect(secondLines[0]).toContain(`the match is open in shift-poker host (process ${resumed.pid}); go on with it there, or quit it there first`);
    expect(resumed.alive).toBe(true);

    // Bob's key typing Cid's name: one line, and no card.
    const impostor = ssh(port, 'Cid', 'bob');
    await impostor.waitForExit(20_000);
    const refusal = printedLines(impostor).filter((line) => !/^Connection to .* closed\.$/u.test(line));
    expect(refusal).toEqual(['The seat of "Cid" belongs to another key.']);
    expect(impostor.raw).not.toMatch(CARD);

    // The host's own seat stays the host's: an authorized key typing Ann's name gets no seat and no card.
    const notTheHost = ssh(port, 'Ann', 'cid');
    await notTheHost.waitForExit(20_000);
    const notHostLines = printedLines(notTheHost).filter((line) => !/^Connection to .* closed\.$/u.test(line));
    expect(notHostLines).toEqual([`The name "Ann" is taken at this table: connect with another name (ssh -p ${port} othername@<address>).`]);
    expect(notTheHost.raw).not.toMatch(CARD);

    // Cid with his own key: his seat, his hidden cards on his screen, and nobody else's ever sent to him.
    const cidAgain = ssh(port, 'Cid', 'cid');
    const screen = await cidAgain.waitFor(/Your hand/u, 20_000);
    for (const face of hidden.get('Cid')!) expect(screen).toContain(face);
    for (const other of ['Ann', 'Bob']) for (const face of hidden.get(other)!) expect(cidAgain.raw).not.toContain(face);
    // Bob with his own key is back too.
    const bobAgain = ssh(port, 'Bob', 'bob');
    const bobScreen = await bobAgain.waitFor(/Your hand/u, 20_000);
    for (const face of hidden.get('Bob')!) expect(bobScreen).toContain(face);
  }, 120_000);
});

describe('host --resume leaves a match to the program it belongs to', () => {
  /** `host --resume` on `dataDir`: exit status 1 and its one line. */
  async function refusedHost(dataDir: string): Promise<string> {
    const host = run(process.execPath, [BIN, 'host', '--lang', 'en', '--resume', '--listen', '127.0.0.1', '--port', '0', '--data-dir', dataDir]);
    expect((await host.waitForExit(15_000)).exitCode).toBe(1);
    const lines = printedLines(host);
    expect(lines).toHaveLength(1);
    expect(host.raw).not.toMatch(CARD);
    return lines[0]!;
  }

  it('a match of one keyboard: open in its terminal while it is played, then to be resumed at one keyboard', async () => {
    const dataDir = path.join(dir, 'hotseat');
    const game = run(process.execPath, [BIN, 'Alice', 'Bob', '--rounds', '2', '--data-dir', dataDir]);
    await game.waitFor(/Press Space when only (\w+) can see the screen/u, 15_000);
    await sleep(400);
    game.write(KEYS.space);
    await game.waitFor(/'s turn · action 1 of 2/u, 15_000);
    game.write('p');
    await game.waitFor(/action 2 of 2/u);
    const { file } = await savedMatch(dataDir, (record) => record.games[0]?.actions.length === 1);

    expect(await refusedHost(dataDir)).toBe(`shift-poker: ${file}: the match is open in another terminal (process ${game.pid}); go on with it there, or quit it there first`);
    game.write('q');
    await game.waitFor(/Quit the game\?/u);
    game.write('y');
    expect((await game.waitForExit(15_000)).exitCode).toBe(0);
    // The command begins as the host was started, with the --lang it was given (invocation.ts).
    const refusal = await refusedHost(dataDir);
    expect(refusal.startsWith(`shift-poker: ${file}: the match was played at one keyboard; go on with it with `)).toBe(true);
    expect(refusal.endsWith(` --lang en --resume ${file}`)).toBe(true);
  }, 60_000);

  it('a table of the server: open in shift-poker serve while it runs, then left to the server', async () => {
    if (!existsSync(new URL('../../dist/cli.bundle.js', import.meta.url))) {
      throw new Error('dist/ is missing: run `npm run build` before the end-to-end tests');
    }
    const dataDir = path.join(dir, 'served');
    const server = await served.start(dataDir);
    const ann = await served.join(server.port, 'Ann', 'new --seats 2 --bot easy');
    await ann.waitFor('Your hand', 15_000);
    await ann.waitFor('Your turn.', 15_000);
    ann.press(KEYS.left);
    const { file } = await savedMatch(dataDir, (record) => (record.games[0]?.actions.length ?? 0) >= 1);

    expect(await refusedHost(dataDir)).toBe(
      `shift-poker: ${file}: the match is open in shift-poker serve (process ${server.server.pid}); go on with it there, or quit it there first`,
    );
    const stopped = new Promise<number | null>((resolve) => server.server.once('exit', (code) => resolve(code)));
    server.server.kill('SIGTERM');
    expect(await stopped).toBe(0);
    expect(await refusedHost(dataDir)).toBe(`shift-poker: ${file}: the match was played on shift-poker serve; it goes on there`);
  }, 60_000);
});
