/**
 * The terminal goes away under the program (a closed window, a lost ssh
 * connection to the machine it runs on): the game and the host end at once,
 * without the abort Node 20 makes of restoring a terminal that is gone
 * (nodejs/node#51519), and the match they played is saved and goes on.
 * A shell that ignores the hang-up itself records how each program ended.
 */

import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PtySession, builtProgramRuns } from '../support/pty.js';
import { sleep, waitFor } from '../support/wait.js';

const runs = builtProgramRuns({ tmpPrefix: 'shift-poker-hangup-' });
const BIN = new URL('../../bin/shift-poker.js', import.meta.url).pathname;

/** The program in a terminal, under a shell that outlives the terminal and writes the program's exit status to `statusFile`. */
function underShell(statusFile: string, home: string, ...args: string[]): PtySession {
  const command = [process.execPath, BIN, ...args].map((word) => `'${word}'`).join(' ');
  return new PtySession('sh', ['-c', `trap '' HUP; ${command} 2>"${statusFile}.err"; echo $? > "${statusFile}"`], { cols: 100, rows: 30, env: { HOME: home } });
}

describe('the terminal gone', () => {
  it('ends the game at once, without an abort; the match is saved and offered on the next start', async () => {
    const home = runs.tempDir();
    const dataDir = path.join(home, 'data');
    const status = path.join(home, 'status');
    const session = underShell(status, home, 'Ann', 'Ben', '--rounds', '2', '--data-dir', dataDir);
    await session.waitFor(/Press Space when only (\w+) can see the screen/u);
    // The barrier takes no Space that comes at once (it could be a key held down).
    await sleep(600);
    session.write(' ');
    await session.waitFor(/action 1 of 2[\s\S]*Actions:/u);
    session.write('\u001B[D');
    await waitFor(() => existsSync(dataDir) && readdirSync(dataDir).some((file) => file.endsWith('.json')), { what: 'the match saved' });
    session.hangUp();
    await waitFor(() => existsSync(status) && readFileSync(status, 'utf8').trim() !== '', { what: 'the game ended' });
    // 128 + SIGKILL: ended at once (an abort would be 134, with Node's native stack trace on stderr).
    expect(readFileSync(status, 'utf8').trim()).toBe('137');
    expect(readFileSync(`${status}.err`, 'utf8')).not.toMatch(/Assertion failed|ResetStdio|unexpected error/u);

    const again = runs.start('--data-dir', dataDir);
    await again.waitFor(/Resume|resume|unfinished/u);
    again.kill();
  }, 60_000);

  it('a server whose terminal went away ends on the hang-up after stopping as it should: its lock given back, no abort, no stack trace', async () => {
    const home = runs.tempDir();
    const dataDir = path.join(home, 'serve');
    const status = path.join(home, 'status');
    const session = underShell(status, home, 'serve', '--listen', '127.0.0.1', '--port', '0', '--data-dir', dataDir);
    await session.waitFor(/Listening on 127\.0\.0\.1 port \d+/u);
    session.hangUp();
    // The shell around it ignores the hang-up (so that it can record the exit): the server gets it as a closing window sends it.
    const pid = Number(
      execFileSync('pgrep', ['-f', '--', `--data-dir ${dataDir}$`], { encoding: 'utf8' })
        .trim()
        .split('\n')[0],
    );
    process.kill(pid, 'SIGHUP');
    await waitFor(() => existsSync(status) && readFileSync(status, 'utf8').trim() !== '', { what: 'the server ended' });
    expect(readFileSync(status, 'utf8').trim()).toBe('137');
    expect(readFileSync(`${status}.err`, 'utf8')).not.toMatch(/Assertion failed|ResetStdio|EIO/u);
    // Stopped as it should: the data directory's lock is given back.
    expect(readdirSync(dataDir).filter((file) => file.endsWith('.lock'))).toEqual([]);
  }, 60_000);
});
