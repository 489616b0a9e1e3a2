/**
 * Saved games with the real built program in a pseudo-terminal: a match
 * killed with SIGKILL in the middle of a turn is offered again on the next
 * start and resumes exactly where it was, behind the barrier; a match of
 * two games ends with its standings printed after the game.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { builtProgramRuns, PtySession } from '../support/pty.js';
import { sleep } from '../support/wait.js';
import { KEYS } from '../support/keyBytes.js';

const CARD = /(?:10|[2-9JQKA])[♣♦♥♠]/u;

const { start, tempDir } = builtProgramRuns({ tmpPrefix: 'shift-poker-e2e-' });

const pause = (ms: number): Promise<void> => sleep(ms);

/** A next-player screen opens with Space, once it has been up a moment. */
async function confirmBarrier(session: PtySession): Promise<string> {
  const screen = await session.waitFor(/Press Space when only (\w+) can see the screen/);
  await pause(400);
  session.write(KEYS.space);
  return screen;
}

/** The table as it stands: every non-empty line but the message line. */
function position(screen: string): string[] {
  return screen.split('\n').filter((line) => line.trim() !== '' && !line.includes('First action done'));
}

describe('saved matches', () => {
  it('a match killed with SIGKILL mid-turn is offered on the next start and resumes behind the barrier, unchanged', async () => {
    const dir = tempDir();
    const first = start('Alice', 'Bob', '--rounds', '2', '--seed', '11', '--data-dir', dir);
    // One whole turn, then the first action of the next.
    await confirmBarrier(first);
    await first.waitFor(/'s turn · action 1 of 2/);
    first.write('p');
    await first.waitFor(/action 2 of 2/);
    first.write(KEYS.left);
    await first.waitFor(/both actions done/);
    first.write(KEYS.enter);
    const barrier = await confirmBarrier(first);
    const second = /only (\w+) can see/.exec(barrier)![1]!;
    await first.waitFor(new RegExp(`${second}'s turn · action 1 of 2`));
    first.write(KEYS.right);
    const before = await first.waitFor(/First action done/);
    // The position compared below includes the player's own cards.
    expect(before).toMatch(CARD);
    process.kill(first.pid, 'SIGKILL');
    await first.waitForExit();
    expect(readdirSync(dir).filter((name) => name.endsWith('.json'))).toHaveLength(1);

    const again = start('--data-dir', dir);
    const prompt = await again.waitFor(/An unfinished match is saved/);
    expect(prompt).toMatch(/Alice, Bob · game 1, round 1\/2 · saved just now/u);
    expect(prompt).not.toMatch(CARD);
    again.write(KEYS.enter);
    // Behind the barrier first: nobody's hidden card before Enter.
    const resumedBarrier = await again.waitFor(/Press Space when only (\w+) can see the screen/);
    expect(resumedBarrier).toContain(`Next: ${second}`);
    expect(resumedBarrier).not.toMatch(CARD);
    await pause(400);
    again.write(KEYS.space);
    const after = await again.waitFor(new RegExp(`${second}'s turn · action 2 of 2`));
    expect(position(after)).toEqual(position(before));
    // Play on: the resumed match takes actions and ends normally.
    again.write('p');
    await again.waitFor(/both actions done/);
    again.write('q');
    await again.waitFor(/Quit the game\?/);
    again.write('y');
    const exit = await again.waitForExit();
    expect(exit.exitCode).toBe(0);
  });

  it('players typed on the command line start their game without the resume question; one line names the saved match', async () => {
    const dir = tempDir();
    const first = start('Alice', 'Bob', '--rounds', '2', '--data-dir', dir);
    await confirmBarrier(first);
    await first.waitFor(/'s turn · action 1 of 2/);
    first.write('p');
    await first.waitFor(/action 2 of 2/);
    first.write('q');
    await first.waitFor(/Quit the game\?/);
    first.write('y');
    expect((await first.waitForExit()).exitCode).toBe(0);
    const [saved] = readdirSync(dir).filter((name) => name.endsWith('.json'));
    expect(saved).toBeDefined();

    const typed = start('Carol', '--bot', 'easy', '--rounds', '2', '--first-player', '1', '--delay', '0', '--data-dir', dir);
    const table = await typed.waitFor(/Actions:/);
    expect(table).not.toContain('An unfinished match is saved');
    expect(table).toContain("Carol's turn");
    // The table's message line cuts the long path; the normal screen below has it whole.
    expect(table).toContain('Still saved, unfinished: Alice, Bob. Go on with it:');
    typed.write('q');
    await typed.waitFor(/Quit the game\?/);
    typed.write('y');
    expect((await typed.waitForExit()).exitCode).toBe(0);
    // The normal screen keeps the whole line, with the file that goes on with Alice and Bob's match.
    const normal = (await typed.screen()).replace(/\s+/gu, '');
    expect(normal).toContain(`shift-poker.js--resume${path.join(dir, saved!)}`);
    expect(readdirSync(dir).filter((name) => name.endsWith('.json'))).toHaveLength(2);

    // Nothing typed: the question again.
    const plain = start('--data-dir', dir);
    await plain.waitFor(/An unfinished match is saved/);
    plain.write('q');
    await plain.waitForExit();
  });

  it('--games 2: two games, the score on the results, final standings printed after exit', async () => {
    const dir = tempDir();
    const game = start('Alice', '--bot', 'easy', '--games', '2', '--rounds', '2', '--seed', '3', '--delay', '0', '--data-dir', dir);
    let results = '';
    for (let played = 0; played < 2; played++) {
      for (;;) {
        const screen = await game.waitFor(/Actions:|Final ranking/);
        if (/Final ranking/.test(screen)) {
          // The results screen can be read mid-draw: wait for the line the test reads last.
          results = await game.waitFor(played === 0 ? /Score: Alice [\d.]+, Bot Easy [\d.]+/ : /Match over\. Final standings:/);
          break;
        }
        game.write('p');
        await game.waitFor(/action 2 of 2/);
        game.write('p');
        await game.waitFor(/both actions done/);
        game.write(KEYS.enter);
        await game.waitFor(/action 1 of 2|thinking|Final ranking/);
      }
      if (played === 0) {
        expect(results).toMatch(/Game 1 of 2/);
        expect(results).toMatch(/Score: Alice [\d.]+, Bot Easy [\d.]+/);
        game.write('n');
        await game.waitFor(/Game 2 of 2|Actions:/);
      }
    }
    expect(results).toMatch(/Game 2 of 2/);
    expect(results).toMatch(/Match over\. Final standings:/);
    game.write('q');
    const exit = await game.waitForExit();
    expect(exit.exitCode).toBe(0);
    const after = await game.screen();
    expect(after).toContain('Shift Poker, game 1 - final ranking');
    expect(after).toContain('Shift Poker, game 2 - final ranking');
    expect(after).toMatch(/Match standings after 2 games:\n1\. +(Alice|Bot Easy) +[\d.]+\n[12]\. +(Alice|Bot Easy) +[\d.]+/u);
    // The replay screen steps through it, every card face up, and leaves the terminal as it found it.
    const replay = start('replay', '--data-dir', dir);
    const first = await replay.waitFor(/Replay: game 1 of 2/);
    expect(first).toMatch(/action 0\/\d+, round 1\/2/u);
    expect((first.match(new RegExp(CARD.source, 'gu')) ?? []).length).toBeGreaterThanOrEqual(4 * 2 + 3);
    replay.write(KEYS.right);
    await replay.waitFor(/action 1\/\d+/u);
    replay.write('\u001B[F');
    await replay.waitFor(/action (\d+)\/\1,/u);
    replay.write('g');
    await replay.waitFor(/Replay: game 2 of 2/);
    replay.write('q');
    expect((await replay.waitForExit()).exitCode).toBe(0);
    expect(await replay.bufferType()).toBe('normal');
    // The finished match is not offered again.
    const next = start('Alice', 'Bob', '--rounds', '2', '--data-dir', dir);
    await next.waitFor(/Press Space when only/);
    next.write('q');
    await next.waitFor(/Quit the game\?/);
    next.write('y');
    await next.waitForExit();
  });

  it('--resume with a damaged file: one line naming it, exit 1, the file left as it was', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'match-20250101-120000-0123456789ab.json');
    const { writeFileSync, readFileSync } = await import('node:fs');
    writeFileSync(file, '{"format":"shift-poker-match","version":1,"startedAt":');
    const game = start('--resume', file);
    const exit = await game.waitForExit();
    expect(exit.exitCode).toBe(1);
    expect(game.raw).toContain(`${file}: the saved match is cut off`);
    expect(game.raw).not.toMatch(/\n\s+at /u);
    expect(readFileSync(file, 'utf8')).toBe('{"format":"shift-poker-match","version":1,"startedAt":');
  });
});
