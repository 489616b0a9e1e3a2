/**
 * Ratings with the real built program in a pseudo-terminal: a hotseat
 * match against a computer player ends with each human's rating change
 * printed after it; `players` then lists both players (the bot level is a
 * player too), and `players Alice` is her profile with its chart.
 */
import { describe, expect, it } from '@jest/globals';
import { builtProgramRuns, type PtySession } from '../support/pty.js';
import { KEYS } from '../support/keyBytes.js';

const { start, tempDir } = builtProgramRuns({ tmpPrefix: 'shift-poker-ratings-e2e-' });

/** Passes both actions of every turn of the human's until the final ranking shows; then leaves: the results screen, and what is left after. */
async function playToTheEnd(game: PtySession): Promise<{ readonly results: string; readonly after: string }> {
  let results = '';
  for (;;) {
    const screen = await game.waitFor(/Actions:|Final ranking/);
    if (/Final ranking/.test(screen)) {
      results = await game.waitFor(/Ratings: Alice/);
      break;
    }
    game.write('p');
    await game.waitFor(/action 2 of 2/);
    game.write('p');
    await game.waitFor(/both actions done/);
    game.write(KEYS.enter);
    await game.waitFor(/action 1 of 2|thinking|Final ranking/);
  }
  game.write('q');
  expect((await game.waitForExit()).exitCode).toBe(0);
  return { results, after: await game.screen() };
}

describe('ratings at one keyboard', () => {
  it('a finished match prints the rating changes; players lists everyone, and a profile has its chart', async () => {
    const dir = tempDir();
    const { results, after } = await playToTheEnd(start('Alice', '--bot', 'easy', '--games', '1', '--rounds', '2', '--seed', '5', '--delay', '0', '--data-dir', dir));
    // A first match: from 1500, one up and the other down (the bot's change is not printed: only humans').
    const change = /Ratings: Alice 1500 → (\d+) \(([+−])(\d+)\)/u.exec(after);
    expect(change).not.toBeNull();
    // A match of a set number of games is over on its last results screen: its final standings said the same before the program left.
    expect(results).toContain(change![0]);
    expect(results).not.toMatch(/Ratings: .*Bot Easy/u);
    const [, rating, sign, delta] = change!;
    expect(Number(rating)).toBe(1500 + (sign === '+' ? 1 : -1) * Number(delta));
    expect(Number(delta)).toBeGreaterThan(0);

    const list = start('players', '--data-dir', dir);
    expect((await list.waitForExit()).exitCode).toBe(0);
    const listed = await list.screen();
    expect(listed).toContain('Alice');
    expect(listed).toContain('Bot Easy');
    expect(listed).toContain(rating!);

    const profile = start('players', 'alice', '--data-dir', dir);
    expect((await profile.waitForExit()).exitCode).toBe(0);
    const shown = await profile.screen();
    // Her name as she played under it, whatever case was typed; the rating with its uncertainty (provisional).
    expect(shown).toContain('Alice');
    expect(shown).toMatch(new RegExp(`${rating} ±\\d+`, 'u'));
    expect(shown).toMatch(/Rating after the one match:/u);
    expect(shown).toContain('Bot Easy');
  });
});
