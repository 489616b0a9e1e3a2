/**
 * Leaving a match with the real built program in a pseudo-terminal: what is
 * printed after the game follows one rule (src/record/leaving.ts), whatever
 * the way out (quit, Ctrl+C, SIGTERM, q between games) and however the
 * match is saved (saved, `--resume --no-save`, a data directory that cannot
 * be written). No hidden card or seed of a game that can still be resumed;
 * "saved … go on with" only when the file holds this very position.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatCard } from '../../src/core/cards.js';
import { replayGames, type MatchRecord } from '../../src/table/index.js';
import { builtProgramRuns, PtySession, ESCAPE_SEQUENCE } from '../support/pty.js';
import { sleep } from '../support/wait.js';
import { KEYS } from '../support/keyBytes.js';

const LEAVE_ALTERNATE = '\u001B[?1049l';
const SAVED = 'The match is saved, unfinished. Go on with:';

const { start, tempDir } = builtProgramRuns({ tmpPrefix: 'shift-poker-leave-', cols: 100 });

/** What the program printed once it had left the alternate screen, as plain text. */
function printedAfter(session: PtySession): string {
  const at = session.raw.lastIndexOf(LEAVE_ALTERNATE);
  expect(at).toBeGreaterThanOrEqual(0);
  return session.raw.slice(at + LEAVE_ALTERNATE.length).replace(ESCAPE_SEQUENCE, '');
}

function onlyFile(dir: string): string {
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  expect(files).toHaveLength(1);
  return path.join(dir, files[0]!);
}

function readRecord(file: string): MatchRecord {
  return JSON.parse(readFileSync(file, 'utf8')) as MatchRecord;
}

/** Everything secret about game `index` of a record: its seed and every hidden card. */
function secretsOf(record: MatchRecord, index: number): string[] {
  const game = replayGames(record)[index]!;
  return [record.games[index]!.seed, ...game.players.flatMap((player) => player.hidden.map((card) => formatCard(card, { ascii: false })))];
}

async function openBarrier(session: PtySession): Promise<void> {
  await session.waitFor(/Press Space when only (\w+) can see the screen/u);
  await sleep(400);
  session.write(KEYS.space);
  await session.waitFor(/'s turn · action \d of 2/u);
}

async function quit(session: PtySession): Promise<number> {
  session.write('q');
  await session.waitFor(/Quit the game\?/u);
  session.write('y');
  return (await session.waitForExit()).exitCode;
}

describe('leaving a match', () => {
  it('--resume --no-save then Ctrl+C shows no card and no seed of the saved match, says the file holds an earlier position, and --resume goes on from there', async () => {
    const dir = tempDir();
    const first = start('Alice', 'Bob', '--rounds', '2', '--data-dir', dir);
    await openBarrier(first);
    first.write('p');
    await first.waitFor(/action 2 of 2/u);
    expect(await quit(first)).toBe(0);
    const file = onlyFile(dir);
    const saved = readRecord(file);
    const quitText = printedAfter(first);
    expect(quitText).toContain(`${SAVED} node bin/shift-poker.js --resume --data-dir ${dir}`);
    for (const secret of secretsOf(saved, 0)) expect(quitText).not.toContain(secret);

    // Not saved from here: play on, end the turn, then Ctrl+C on the next barrier.
    const unsaved = start('--resume', '--no-save', '--data-dir', dir);
    await openBarrier(unsaved);
    unsaved.write('p');
    await unsaved.waitFor(/both actions done/u);
    unsaved.write(KEYS.enter);
    await unsaved.waitFor(/Press Space when only/u);
    unsaved.write(KEYS.ctrlC);
    expect((await unsaved.waitForExit()).exitCode).toBe(130);
    const interrupted = printedAfter(unsaved);
    for (const secret of secretsOf(saved, 0)) expect(interrupted).not.toContain(secret);
    expect(interrupted).not.toContain(SAVED);
    expect(interrupted.replace(/\s+/gu, ' ')).toContain(`Not saved since game 1, round 1/2: node bin/shift-poker.js --resume ${file} starts again from there.`);
    // The file was not touched, and goes on from where it was.
    expect(readRecord(file)).toEqual(saved);
    const again = start('--resume', '--data-dir', dir);
    await openBarrier(again);
    await again.waitFor(/action 2 of 2/u);
    expect(await quit(again)).toBe(0);
  });

  it('a data directory that cannot be written: never "saved"; the game goes on and its cards are shown when it ends unsaved', async () => {
    const dir = tempDir();
    const notADirectory = path.join(dir, 'plain-file');
    writeFileSync(notADirectory, 'not a directory');
    // A directory under a file can never be made (a file named as the directory itself is refused at the start: cli.test.ts).
    const game = start('Alice', 'Bob', '--rounds', '2', '--data-dir', path.join(notADirectory, 'saves'));
    await openBarrier(game);
    await game.waitFor(/no longer saved/u);
    game.write('p');
    await game.waitFor(/action 2 of 2/u);
    expect(await quit(game)).toBe(0);
    const text = printedAfter(game);
    expect(text).not.toMatch(/saved|Go on with/u);
    // Nothing can resume it: the hands so far and the replay command are shown.
    expect(text).toContain('standings so far');
    expect(text).toMatch(/Replay from the start: node bin\/shift-poker\.js Alice Bob --rounds 2 --seed \S+/u);
    expect(readFileSync(notADirectory, 'utf8')).toBe('not a directory');
  });

  it('SIGTERM prints what Ctrl+C prints: a saved match keeps its cards, an unsaved one shows them', async () => {
    const dir = tempDir();
    const saved = start('Alice', 'Bob', '--rounds', '2', '--data-dir', dir);
    await openBarrier(saved);
    saved.write('p');
    await saved.waitFor(/action 2 of 2/u);
    process.kill(saved.pid, 'SIGTERM');
    expect((await saved.waitForExit()).exitCode).toBe(143);
    const text = printedAfter(saved);
    expect(text).toContain(`${SAVED} node bin/shift-poker.js --resume --data-dir ${dir}`);
    for (const secret of secretsOf(readRecord(onlyFile(dir)), 0)) expect(text).not.toContain(secret);

    const unsaved = start('Alice', 'Bob', '--rounds', '2', '--no-save', '--seed', 'sigterm');
    await openBarrier(unsaved);
    process.kill(unsaved.pid, 'SIGTERM');
    expect((await unsaved.waitForExit()).exitCode).toBe(143);
    const shown = printedAfter(unsaved);
    expect(shown).toContain('standings so far');
    expect(shown).toContain('--seed sigterm');
  });

  it('q on the results between games of --games 2 says the match is saved and how to go on; --resume offers game 2', async () => {
    const dir = tempDir();
    const game = start('Alice', '--bot', 'easy', '--games', '2', '--rounds', '2', '--delay', '0', '--data-dir', dir);
    for (;;) {
      const screen = await game.waitFor(/Actions:|Final ranking/u);
      if (/Final ranking/u.test(screen)) break;
      game.write('p');
      await game.waitFor(/action 2 of 2/u);
      game.write('p');
      await game.waitFor(/both actions done/u);
      game.write(KEYS.enter);
      await game.waitFor(/action 1 of 2|thinking|Final ranking/u);
    }
    game.write('q');
    expect((await game.waitForExit()).exitCode).toBe(0);
    const text = printedAfter(game);
    // Game 1 is over: its ranking may be shown. The match goes on.
    expect(text).toContain('Shift Poker, game 1 - final ranking');
    expect(text).toContain(`${SAVED} node bin/shift-poker.js --resume --data-dir ${dir}`);
    const again = start('--data-dir', dir);
    const prompt = await again.waitFor(/An unfinished match is saved/u);
    expect(prompt).toMatch(/Alice, Bot Easy · after game 1/u);
    again.write('q');
    expect((await again.waitForExit()).exitCode).toBe(0);
  });

  it('Ctrl+C on the replay screen exits with 130, q with 0', async () => {
    const dir = tempDir();
    const game = start('Alice', '--bot', 'random', '--rounds', '2', '--delay', '0', '--data-dir', dir);
    for (;;) {
      const screen = await game.waitFor(/Actions:|Final ranking/u);
      if (/Final ranking/u.test(screen)) break;
      game.write(KEYS.left);
      await game.waitFor(/action 2 of 2/u);
      game.write('p');
      await game.waitFor(/both actions done/u);
      game.write(KEYS.enter);
      await game.waitFor(/action 1 of 2|thinking|Final ranking/u);
    }
    game.write('q');
    await game.waitForExit();
    const interrupted = start('replay', '--data-dir', dir);
    await interrupted.waitFor(/Replay: game 1 of 1/u);
    interrupted.write(KEYS.ctrlC);
    expect((await interrupted.waitForExit()).exitCode).toBe(130);
    const quitted = start('replay', '--data-dir', dir);
    await quitted.waitFor(/Replay: game 1 of 1/u);
    quitted.write('q');
    expect((await quitted.waitForExit()).exitCode).toBe(0);
  });
});
