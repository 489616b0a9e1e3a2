/** With --ascii every frame of every screen is plain 7-bit text. */

import { describe, expect, test } from '@jest/globals';
import { humans, launchOptions, mount, type Mounted } from './helpers.js';
import { fakeTimersInEachTest } from '../support/wait.js';
import { KEYS } from '../support/keyBytes.js';

// What takes time here (Esc) passes on the fake clock.
fakeTimersInEachTest();

const BARRIER = 'can see the screen';
// Printable ASCII and line breaks only (ink-testing-library renders without colour codes).
const NOT_ASCII = /[^\n\u0020-\u007E]/gu;

function expectAscii(app: Mounted): void {
  for (const frame of app.frames()) {
    const strays = [...new Set(frame.match(NOT_ASCII) ?? [])];
    if (strays.length > 0) throw new Error(`Not ASCII: ${strays.join(' ')} in frame:\n${frame}`);
  }
}

describe('--ascii', () => {
  test('setup: names, menu, rounds, a message and the quit question', async () => {
    const app = await mount(launchOptions({ seats: [], seatsComplete: false, rounds: null, ascii: true }));
    expect(app.lastFrame()).toContain('Name of player 1');
    await app.press(...'Alice', KEYS.enter, KEYS.enter);
    expect(app.lastFrame()).toContain('Start the game');
    expect(app.lastFrame()).toContain('Up/Down choose');
    await app.press(KEYS.left);
    expect(app.lastFrame()).toContain('Choose with the Up and Down keys');
    // The menu opens on adding a human (one player is too few to start): four down to the hard bot.
    await app.press(KEYS.down, KEYS.down, KEYS.down, KEYS.down);
    expect(app.lastFrame()).toContain('hard:');
    await app.press(KEYS.enter);
    expect(app.lastFrame()).toContain('2. Bot Hard');
    for (let i = 0; i < 5; i++) await app.press(KEYS.up);
    await app.press(KEYS.enter);
    expect(app.lastFrame()).toContain('Rounds (2-7)');
    await app.press('9', KEYS.enter);
    expect(app.lastFrame()).toContain('Rounds must be');
    await app.press(KEYS.escape);
    await app.press(KEYS.escape);
    expect(app.lastFrame()).toContain('Quit Shift Poker?');
    expectAscii(app);
    app.unmount();
  });

  test('a hotseat game: barrier, turn, swap, messages, turn done, help, quit question, too small, results and the game log', async () => {
    // Names long enough to be cut in the own hand's caption.
    const app = await mount(launchOptions({ seats: humans('Maximilianus', 'Bartholomew'), ascii: true }));
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    await app.press('?');
    expect(app.lastFrame()).toContain('Left  Right');
    await app.press(KEYS.escape);
    await app.press('q');
    expect(app.lastFrame()).toContain('Quit the game?');
    await app.press('n', KEYS.space);
    expect(app.lastFrame()).toContain('action 1 of 2');
    expect(app.lastFrame()).toContain('Left/Right shift');
    // The own name is shown whole on one line under "Your hand".
    expect(app.lastFrame()).toMatch(/Your hand +\+[^\n]*\n (Maximilianus|Bartholomew) +\|/u);
    await app.press(KEYS.enter);
    expect(app.lastFrame()).toContain('Choose an action first: Left/Right shift');
    await app.press('s', '1');
    expect(app.lastFrame()).toContain('Swap your open card 1');
    await app.press('2', KEYS.left);
    expect(app.lastFrame()).toContain('both actions done');
    await app.press('q');
    expect(app.lastFrame()).toContain('Quit the game?');
    await app.press('n');
    await app.resize(60, 20);
    expect(app.lastFrame()).toContain('need 80x24, have 60x20');
    await app.resize(80, 24);
    for (let i = 0; i < 20 && !app.lastFrame().includes('Final ranking'); i++) {
      if (app.lastFrame().includes(BARRIER)) await app.press(KEYS.space);
      await app.press(KEYS.right, 'a', KEYS.enter);
    }
    expect(app.lastFrame()).toContain('Final ranking');
    await app.press('x', 'l');
    expect(app.lastFrame()).toContain('Game log');
    await app.press(KEYS.pageDown, KEYS.down);
    await app.press(KEYS.escape);
    expectAscii(app);
    app.unmount();
  });

  test('watching computer players, with the spinner and their log', async () => {
    const app = await mount(
      launchOptions({
        seats: [
          { name: 'Bot Random', bot: 'random' },
          { name: 'Bot Easy', bot: 'easy' },
        ],
        botDelayMs: 30,
        ascii: true,
      }),
    );
    await app.waitFor(() => app.lastFrame().includes('is thinking'));
    await app.press('p');
    await app.waitFor(() => app.lastFrame().includes('Final ranking'));
    expectAscii(app);
    app.unmount();
  });
});
