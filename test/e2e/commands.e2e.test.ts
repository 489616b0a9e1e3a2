/**
 * The commands the real program prints for the player to type: each one
 * does what it says, where the player typed the first. The replay command
 * of game 2 of a match replays game 2 exactly (its seed, and who started
 * it: one seat on from game 1), and a game started with `npm start` prints
 * commands that begin with `npm start --`.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { newGame } from '../../src/core/game.js';
import { seriesSeed } from '../../src/table/index.js';
import { chosenStartPlayer } from '../../src/table/startPlayer.js';
import { PtySession, ESCAPE_SEQUENCE } from '../support/pty.js';
import { KEYS } from '../support/keyBytes.js';

const BIN = new URL('../../bin/shift-poker.js', import.meta.url).pathname;
const ROOT = new URL('../..', import.meta.url).pathname;
const LEAVE_ALTERNATE = '\u001B[?1049l';

const sessions: PtySession[] = [];
function spawn(command: string, args: readonly string[]): PtySession {
  if (!existsSync(new URL('../../dist/cli.bundle.js', import.meta.url))) {
    throw new Error('dist/ is missing: run `npm run build` before the end-to-end tests');
  }
  const session = new PtySession(command, args, { cols: 120 });
  sessions.push(session);
  return session;
}

afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
});

/** What the program printed after leaving the alternate screen, line by line, without escape sequences. */
function printed(session: PtySession): string[] {
  const at = session.raw.lastIndexOf(LEAVE_ALTERNATE);
  expect(at).toBeGreaterThanOrEqual(0);
  return session.raw
    .slice(at + LEAVE_ALTERNATE.length)
    .replace(ESCAPE_SEQUENCE, '')
    .split(/\r?\n/u)
    .map((line) => line.trimEnd());
}

/** The words of a printed command (plain words, and single-quoted ones as shellWord writes them). */
function shellWords(command: string): string[] {
  return [...command.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/gu)].map((match) => (match[1] !== undefined ? match[1].replaceAll("'\\''", "'") : match[2]!));
}

/** Each game's ranking lines (place, name, five cards, category): the lines after each "final ranking" title. */
function rankings(lines: readonly string[]): string[][] {
  const games: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (/^Shift Poker\b.* - final ranking/u.test(line)) games.push((current = []));
    else if (current !== null && /^\d\.\s/u.test(line)) current.push(line);
    else current = null;
  }
  return games;
}

/** Watches computer players to the results of the game under way. */
async function toResults(session: PtySession, pattern: RegExp = /Final ranking/u): Promise<string> {
  return session.waitFor(pattern, 30_000);
}

describe('printed commands', () => {
  it("the replay command of a match's second game replays that game: same seats, same start player, same deal, the same final hands", async () => {
    // A seed whose game 2, dealt on its own, would start with the other seat: the command must say who starts.
    const names = ['Bot Easy', 'Bot Hard'];
    const seed = Array.from({ length: 50 }, (_, index) => `second-${index}`).find((text) => {
      const first = newGame({ players: names, rounds: 2, seed: text }).startPlayer;
      return chosenStartPlayer(names, 2, seriesSeed(text, 2), (first + 1) % 2) !== null;
    })!;
    const match = spawn(process.execPath, [BIN, '--bot', 'easy', '--bot', 'hard', '--games', '2', '--rounds', '2', '--seed', seed, '--delay', '0', '--no-save']);
    await toResults(match, /Final ranking[\s\S]*Game 1 of 2/u);
    match.write('n');
    await toResults(match, /Final ranking[\s\S]*Game 2 of 2/u);
    match.write('q');
    expect((await match.waitForExit()).exitCode).toBe(0);
    const lines = printed(match);
    const replays = lines.filter((line) => line.startsWith('Replay: '));
    expect(replays).toHaveLength(2);
    const [, second] = replays;
    // Game 2 starts one seat on from game 1, which its seed alone does not know.
    expect(second).toMatch(/^Replay: node bin\/shift-poker\.js --bot easy --bot hard --rounds 2 --seed [0-9a-f]{32} --first-player [12]$/u);
    const games = rankings(lines);
    expect(games).toHaveLength(2);

    // The command as the player would type it, where they started the match.
    const [node, script, ...args] = shellWords(second!.slice('Replay: '.length));
    expect([node, script]).toEqual(['node', 'bin/shift-poker.js']);
    const replay = spawn(process.execPath, [`${ROOT}${script}`, ...args, '--delay', '0', '--no-save']);
    await toResults(replay);
    replay.write('q');
    expect((await replay.waitForExit()).exitCode).toBe(0);
    const replayed = rankings(printed(replay));
    expect(replayed).toEqual([games[1]]);
  });

  it('a game started with npm start prints commands that begin with npm start --, and they run', async () => {
    const game = spawn('npm', ['start', '--silent', '--', 'Alice', 'Bob', '--rounds', '2', '--seed', 'npm-start', '--no-save']);
    await game.waitFor(/Press Space when only (Alice|Bob) can see the screen/u, 20_000);
    game.write('q');
    await game.waitFor(/Quit the game\?/u);
    game.write('y');
    expect((await game.waitForExit(20_000)).exitCode).toBe(0);
    const replay = printed(game).find((line) => line.startsWith('Replay from the start: '));
    expect(replay).toBe('Replay from the start: npm start -- Alice Bob --rounds 2 --seed npm-start');
    const [npm, start, separator, ...args] = shellWords(replay!.slice('Replay from the start: '.length));
    const again = spawn(npm!, [start!, '--silent', separator!, ...args, '--no-save']);
    const barrier = await again.waitFor(/Press Space when only (Alice|Bob) can see the screen/u, 20_000);
    expect(barrier).toMatch(/Round 1\/2/u);
    again.write(KEYS.ctrlC);
    expect((await again.waitForExit(20_000)).exitCode).toBe(130);
  });
});
