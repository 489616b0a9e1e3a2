/**
 * One match, one terminal: with the real built program in two pseudo-terminals
 * on one data directory. While terminal A plays a match, terminal B is not
 * offered it (a new game's setup instead), `--resume` there is refused with
 * one line naming A's process, and `history` says where it is open. Once A
 * quits, or is killed without a chance to say anything (its claim left
 * behind, stale), B goes on with the match.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { builtProgramRuns, PtySession, printedLines } from '../support/pty.js';
import { sleep } from '../support/wait.js';
import { KEYS } from '../support/keyBytes.js';

const { start, tempDir } = builtProgramRuns({ tmpPrefix: 'shift-poker-authority-', cols: 120 });

async function openBarrier(session: PtySession): Promise<void> {
  await session.waitFor(/Press Space when only (\w+) can see the screen/u, 15_000);
  await sleep(400);
  session.write(KEYS.space);
  await session.waitFor(/'s turn · action \d of 2/u, 15_000);
}

/** Terminal A: Alice and Bob's match, one action played and saved (the claim is taken before the first save). */
async function playOneAction(dir: string): Promise<PtySession> {
  const a = start('Alice', 'Bob', '--rounds', '2', '--data-dir', dir);
  await openBarrier(a);
  a.write('p');
  await a.waitFor(/action 2 of 2/u);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && !readdirSync(dir).some((name) => name.endsWith('.json.lock'))) await sleep(25);
  expect(readdirSync(dir).filter((name) => name.endsWith('.json'))).toHaveLength(1);
  expect(readdirSync(dir).filter((name) => name.endsWith('.json.lock'))).toHaveLength(1);
  return a;
}

/** Terminal B's `--resume`, refused: exit status 1 and one line naming A's process. */
async function refusedResume(dir: string, holder: number): Promise<string> {
  const b = start('--resume', '--data-dir', dir);
  const exit = await b.waitForExit(15_000);
  expect(exit.exitCode).toBe(1);
  const lines = printedLines(b);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`the match is open in another terminal (process ${holder}); go on with it there, or quit it there first`);
  return lines[0]!;
}

/** Terminal B's `--resume` goes on with Alice and Bob's match, behind the next-player screen, at its second action. */
async function resumes(dir: string): Promise<void> {
  const b = start('--resume', '--data-dir', dir);
  await b.waitFor(/Next: (Alice|Bob)/u, 15_000);
  await openBarrier(b);
  await b.waitFor(/action 2 of 2/u);
  b.write('q');
  await b.waitFor(/Quit the game\?/u);
  b.write('y');
  expect((await b.waitForExit(15_000)).exitCode).toBe(0);
}

describe('a match open in another terminal', () => {
  it('is not offered to a second terminal, --resume there is refused naming the first, history says so; once the first quits, it resumes', async () => {
    const dir = tempDir();
    const a = await playOneAction(dir);
    const [file] = readdirSync(dir).filter((name) => name.endsWith('.json'));

    // A plain start in terminal B: no resume question for A's match, a new game instead.
    const plain = start('--data-dir', dir);
    const setup = await plain.waitFor(/New game/u, 15_000);
    expect(setup).not.toContain('An unfinished match is saved');
    expect(setup).not.toMatch(/Alice, Bob/u);
    plain.write(KEYS.ctrlC);
    await plain.waitForExit(15_000);

    const line = await refusedResume(dir, a.pid);
    expect(line).toContain(path.join(dir, file!));

    const history = start('history', '--data-dir', dir);
    expect((await history.waitForExit(15_000)).exitCode).toBe(0);
    expect(history.raw).toContain('open in another terminal');
    expect(history.raw).not.toMatch(/\bunfinished\b/u);

    // A is still playing, untouched by all of that.
    expect(a.alive).toBe(true);
    a.write('q');
    await a.waitFor(/Quit the game\?/u);
    a.write('y');
    expect((await a.waitForExit(15_000)).exitCode).toBe(0);
    expect(readdirSync(dir).filter((name) => name.endsWith('.lock'))).toEqual([]);

    const after = start('history', '--data-dir', dir);
    expect((await after.waitForExit(15_000)).exitCode).toBe(0);
    expect(after.raw).not.toContain('open in another terminal');
    await resumes(dir);
  });

  it('a first terminal killed with SIGKILL leaves its claim behind, stale: the second terminal takes it over and resumes', async () => {
    const dir = tempDir();
    const a = await playOneAction(dir);
    await refusedResume(dir, a.pid);
    process.kill(a.pid, 'SIGKILL');
    await a.waitForExit(15_000);
    // The claim is still on disk: nothing ran to remove it.
    expect(readdirSync(dir).filter((name) => name.endsWith('.json.lock'))).toHaveLength(1);

    const history = start('history', '--data-dir', dir);
    expect((await history.waitForExit(15_000)).exitCode).toBe(0);
    expect(history.raw).not.toContain('open in another terminal');
    expect(history.raw).toMatch(/\bunfinished\b/u);

    // Offered again on a plain start, then taken over by --resume.
    const plain = start('--data-dir', dir);
    await plain.waitFor(/An unfinished match is saved/u, 15_000);
    plain.write('q');
    await plain.waitForExit(15_000);
    await resumes(dir);
  });
});
