/**
 * The README's way, with the real programs: the built `shift-poker host` in a
 * terminal, and two players with OpenSSH's own `ssh` client, checking the
 * host key against the fingerprint the host shows. Runs only where `ssh` is
 * installed (the one test allowed to skip itself, saying why).
 */
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ssh2 from 'ssh2';
import { PtySession } from '../support/pty.js';
import { describeWithOpenSsh, knownHostsLine, opensshArgs } from '../support/openssh.js';
import { Player, closed, commandOutput, connect } from '../support/ssh.js';

const BIN = new URL('../../bin/shift-poker.js', import.meta.url).pathname;
const describeWithSsh = describeWithOpenSsh('openssh.e2e.test.ts', { keygen: false });

const dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-openssh-'));
const sessions: PtySession[] = [];

afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeWithSsh('OpenSSH clients join the real host', () => {
  it('two players join with ssh and a password, see the fingerprint ssh checks, and play', async () => {
    if (!existsSync(new URL('../../dist/cli.bundle.js', import.meta.url))) {
      throw new Error('dist/ is missing: run `npm run build` before the end-to-end tests');
    }
    const dataDir = path.join(dir, 'data');
    const password = 'open-sesame-42';
    const host = new PtySession(
      process.execPath,
      [
        BIN,
        'host',
        '--listen',
        '127.0.0.1',
        '--port',
        '0',
        '--seats',
        'remote,remote',
        '--rounds',
        '2',
        '--games',
        '1',
        '--password',
        password,
        '--delay',
        '0',
        '--data-dir',
        dataDir,
      ],
      { cols: 100, rows: 30 },
    );
    sessions.push(host);
    const screen = await host.waitFor(/SHA256:\S+/);
    const port = Number(/ssh -p (\d+) <name>@127\.0\.0\.1/.exec(screen)![1]);
    const shown = /SHA256:\S+/.exec(screen)![0];
    expect(screen).toContain(password);

    // known_hosts from the key file, and the fingerprint ssh-keygen computes for it.
    const knownHosts = path.join(dir, 'known_hosts');
    writeFileSync(knownHosts, knownHostsLine(dataDir, port));
    const keygen = execFileSync('ssh-keygen', ['-lf', knownHosts], { encoding: 'utf8' });
    expect(keygen).toContain(shown);

    const askpass = path.join(dir, 'askpass.sh');
    writeFileSync(askpass, `#!/bin/sh\necho '${password}'\n`);
    chmodSync(askpass, 0o700);
    const sshArgs = (name: string): string[] => opensshArgs(port, knownHosts, name, { login: { kind: 'password' } });
    const env = { SSH_ASKPASS: askpass, SSH_ASKPASS_REQUIRE: 'force', DISPLAY: ':0' };
    const alice = new PtySession('ssh', sshArgs('Alice'), { env });
    sessions.push(alice);
    await alice.waitFor(/Waiting for players/, 15_000);
    const bob = new PtySession('ssh', sshArgs('Bob'), { env, cols: 90, rows: 26 });
    sessions.push(bob);
    for (const player of [alice, bob]) await player.waitFor(/Your hand/, 15_000);

    // Whoever is to move shifts left and passes; the other sees it in the log.
    const first = await alice.screen();
    const aliceFirst = /Alice's turn/.test(first);
    const [mover, watcher] = aliceFirst ? [alice, bob] : [bob, alice];
    mover.write('\u001B[D');
    await mover.waitFor(/First action done/);
    mover.write('p');
    await watcher.waitFor(/passed|Your turn/);
    await watcher.waitFor(/Your turn\./);
    await host.waitFor(/Alice\s+remote/);

    // Ctrl+C ends only Alice's ssh; the host and Bob go on.
    alice.write('\u0003');
    const exit = await alice.waitForExit(10_000);
    expect(exit.exitCode).toBe(0);
    await bob.waitFor(/Alice left/);
    expect(host.alive).toBe(true);

    // The host stops the server: Bob's ssh ends with a goodbye.
    host.write('q');
    await host.waitFor(/Stop the server/);
    host.write('y');
    await host.waitForExit(10_000);
    await bob.waitForExit(10_000);
    expect(bob.raw).toContain('The host has stopped the server.');
  });
});

describe('the built host refuses what is not a shell and goes on', () => {
  /** Logs in with ssh2, makes `request` on a session channel, and resolves once the connection is gone. */
  const refusedRequest = async (port: number, password: string, request: (client: ssh2.Client, done: (error?: Error) => void) => void): Promise<string> => {
    const client = await connect(port, { username: 'Mallory', password });
    client.on('error', () => undefined);
    const gone = closed(client);
    const outcome = await new Promise<string>((resolve) => request(client, (error) => resolve(error === undefined ? 'accepted' : 'refused')));
    client.end();
    await gone;
    return outcome;
  };

  it('a command but sr runs nothing (one line, exit status 2), sftp is refused; the host keeps serving players', async () => {
    if (!existsSync(new URL('../../dist/cli.bundle.js', import.meta.url))) {
      throw new Error('dist/ is missing: run `npm run build` before the end-to-end tests');
    }
    const password = 'no-exec-here';
    const host = new PtySession(
      process.execPath,
      [BIN, 'host', '--listen', '127.0.0.1', '--port', '0', '--seats', 'remote,remote', '--password', password, '--delay', '0', '--data-dir', path.join(dir, 'refusing')],
      { cols: 100, rows: 30 },
    );
    sessions.push(host);
    const port = Number(/ssh -p (\d+) <name>@127\.0\.0\.1/.exec(await host.waitFor(/ssh -p \d+/))![1]);

    // The host's one command is sr (the screen-reader mode): any other is answered with one line and runs nothing.
    const exec = await commandOutput(port, 'cat /etc/passwd', { username: 'Mallory', password });
    expect(exec).toEqual({ text: expect.stringMatching(/^This host takes one command: sr/u), code: 2 });
    expect(exec.text).not.toContain('root:');
    expect(await refusedRequest(port, password, (client, done) => client.sftp((error) => done(error)))).toBe('refused');

    // A player still gets in, and the host is still there.
    const alice = await Player.join(port, 'Alice', { config: { password } });
    await alice.waitFor('Waiting for players');
    alice.end();
    await alice.closedAt;
    expect(alice.raw).toContain('Waiting for players');
    expect(host.alive).toBe(true);
    expect(await host.screen()).not.toContain('unexpected error');
  });
});
