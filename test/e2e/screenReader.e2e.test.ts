/**
 * The screen-reader mode through the built program in a pseudo-terminal: a
 * short game against a bot played with typed lines. Its output is plain
 * lines of sentences: no escape sequence at all (no cursor movement, erase,
 * colour or alternate screen), no box drawing, no suit symbols, and every
 * event said once.
 */

import { describe, expect, it } from '@jest/globals';
import { builtProgramRuns, type PtySession } from '../support/pty.js';
import { waitFor } from '../support/wait.js';

const program = builtProgramRuns({ tmpPrefix: 'shift-poker-reader-' });

/** Never into the real home directory: these games are not saved. */
function start(env: NodeJS.ProcessEnv, ...args: string[]): PtySession {
  return program.startIn(env, '--no-save', ...args);
}

function countOf(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** Waits until `part` has been written `times` times (long sentences wrap on the screen, so this reads the output itself). */
async function heard(session: PtySession, part: string, times = 1): Promise<void> {
  await waitFor(() => countOf(session.raw, part) >= times, { what: () => `${times}× "${part}" in:\n${session.raw.slice(-1500)}` });
}

/** What nothing of this mode may write. */
function expectPlainText(raw: string): void {
  expect(raw).not.toContain('\u001B');
  expect(raw).not.toMatch(/[\u2500-\u257F]/u);
  expect(raw).not.toMatch(/[♠♥♦♣]/u);
}

const PROMPT = 'Type left, right, swap';

/** Ann's two turns: shift left + pass, then swap + pass, each typed once its prompt is heard (the bot plays between them). */
async function playAnnsTurns(game: PtySession): Promise<void> {
  const turns: readonly (readonly [string, string])[] = [
    ['Your turn, Ann.', 'left'],
    ['Second action, Ann.', 'pass'],
    ['Your turn, Ann.', 'swap 1 3'],
    ['Second action, Ann.', 'pass'],
  ];
  for (const [index, [lead, line]] of turns.entries()) {
    await heard(game, lead, Math.floor(index / 2) + 1);
    game.write(`${line}\r`);
  }
}

describe('shift-poker --screen-reader', () => {
  it('plays a game against a bot as plain sentences, each event said once', async () => {
    const game = start({}, 'Ann', '--bot', 'easy', '--rounds', '2', '--games', '1', '--seed', '7', '--delay', '100', '--screen-reader');
    await playAnnsTurns(game);
    await heard(game, 'Match over. Type quit to leave.');
    const hands = countOf(game.raw, 'Your hand:');
    game.write('hand\r');
    await heard(game, 'Your hand:', hands + 1);
    // Under --no-save the help does not promise a save.
    game.write('help\r');
    await heard(game, 'To leave: quit; this match is not saved (--no-save).');
    game.write('quit\r');
    expect((await game.waitForExit()).exitCode).toBe(0);

    const raw = game.raw;
    expectPlainText(raw);
    const said = raw.split(/\r?\n/u);
    expect(said.filter((line) => line.startsWith('New game: Ann and Bot Easy, 2 rounds.'))).toHaveLength(1);
    expect(said.filter((line) => line === 'Round 1 of 2.')).toHaveLength(1);
    expect(said.filter((line) => line === 'Last round, 2 of 2.')).toHaveLength(1);
    expect(said.filter((line) => line === 'Game over. Showdown:')).toHaveLength(1);
    // Two rounds of two players, two actions a turn: eight moves, each one sentence, said once.
    const moves = said.filter((line) => /^(?:Ann|Bot Easy) (?:shifts|swaps|passes)/u.test(line));
    expect(moves).toHaveLength(8);
    expect(moves.filter((line) => line.startsWith('Ann shifts left: '))).toHaveLength(1);
    expect(moves.filter((line) => /^Ann swaps .*, own card 1, for .*, middle card 3\.$/u.test(line))).toHaveLength(1);
    expect(said.filter((line) => line === 'Ann passes.')).toHaveLength(2);
    // The moves are said once; the hand with its category.
    expect(countOf(raw, PROMPT)).toBe(1);
    expect(raw).not.toContain('the match is saved after every move');
    expect(said.find((line) => line.includes('Your hand:'))).toMatch(/^You hold: [A-Z][a-z]+(?: [a-zA-Z]+)*\. Your hand: /u);
    // What leaving prints follows, in plain ASCII.
    expect(raw).toMatch(/Replay: .*--seed 7/u);
  });

  it('quit after a finished game of an open-ended match ends it: nothing is left to resume', async () => {
    const dir = program.tempDir();
    const game = program.start('Ann', '--bot', 'easy', '--rounds', '2', '--seed', '7', '--delay', '100', '--screen-reader', '--data-dir', dir);
    await playAnnsTurns(game);
    await heard(game, 'Type next for the next game, or quit.');
    game.write('quit\r');
    expect((await game.waitForExit()).exitCode).toBe(0);
    expect(game.raw).not.toContain('unfinished');
    const again = program.start('--resume', '--data-dir', dir, '--screen-reader');
    expect((await again.waitForExit()).exitCode).not.toBe(0);
    expect(again.raw).toContain('no unfinished match saved in');
  });

  it('speaks German with --lang de, and starts from INK_SCREEN_READER=true alone', async () => {
    const game = start({ INK_SCREEN_READER: 'true' }, 'Anna', '--bot', 'easy', '--rounds', '2', '--seed', '7', '--lang', 'de');
    await heard(game, 'Gib links, rechts, tausch');
    expect(game.raw).toContain('Du bist dran, Anna.');
    expect(game.raw).toMatch(/Deine Hand: (?:(?:Kreuz|Pik|Herz|Karo)-[A-ZÄÖÜa-zäöü]+(?:, |, verdeckt; |, offen\.)){5}/u);
    game.write('punkte\r');
    await heard(game, 'Punkte: Anna 0; Bot Leicht 0.');
    game.write('beenden\r');
    expect((await game.waitForExit()).exitCode).toBe(0);
    expectPlainText(game.raw);
  });
});
