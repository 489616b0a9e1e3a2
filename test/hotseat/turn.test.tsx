/** The turn screen: what it shows, and what each key does (including fast key sequences). */

import { describe, expect, test } from '@jest/globals';
import { evaluateHand } from '../../src/core/hand.js';
import { applyAction, newGame } from '../../src/core/game.js';
import { categoryName, describeEvent } from '../../src/i18n/narrate.js';
import { displayWidth } from '../../src/core/playerNames.js';
import type { Action, GameState } from '../../src/core/types.js';
import type { LaunchOptions } from '../../src/hotseat/options.js';
import { ANY_CARD, cardText, humans, launchOptions, mount, type Mounted } from './helpers.js';
import { coreEn } from '../../src/i18n/words.en.js';
import { fakeTimersInEachTest } from '../support/wait.js';
import { KEYS } from '../support/keyBytes.js';

// What takes time here (Esc) passes on the fake clock.
fakeTimersInEachTest();

interface Started {
  readonly app: Mounted;
  /** The same game, played by the engine alongside. */
  game: GameState;
  readonly names: readonly string[];
}

/** Mounts a hotseat game and passes the first barrier. */
async function startTurn(overrides: Partial<LaunchOptions> = {}): Promise<Started> {
  const options = launchOptions(overrides);
  const names = options.seats.map((seat) => seat.name);
  const app = await mount(options);
  await app.waitFor(() => app.lastFrame().includes('can see the screen'));
  await app.press(KEYS.space);
  const game = newGame({
    players: names,
    rounds: options.rounds ?? 3,
    seed: options.seed!,
    strictOrder: options.strictOrder,
    tiebreak: options.tiebreak,
  });
  return { app, game, names };
}

function play(started: Started, action: Action): string[] {
  const { state, events } = applyAction(started.game, action);
  started.game = state;
  return events.flatMap((event) => describeEvent(event, started.names, { text: coreEn }) ?? []);
}

/** The line of the frame holding the middle row's faces. */
function middleLine(frame: string): string {
  return frame.split('\n').find((line) => line.includes('Middle row'))!;
}

/** The frame with wrapped log entries joined again (continuation lines are indented by two). */
function unwrapped(frame: string): string {
  return frame.replace(/\n {3}(?=\S)/gu, ' ');
}

function actionLine(frame: string): string {
  return frame.split('\n').find((line) => line.includes('Actions:')) ?? '';
}

describe('turn screen', () => {
  test('shows round, action, middle row 1-3, piles, other rows, own hand, category, log and keys', async () => {
    const started = await startTurn();
    const { app, game, names } = started;
    const frame = app.lastFrame();
    const me = game.currentPlayer;
    const other = 1 - me;
    expect(frame).toContain(`Round 1/2 · ${names[me]}'s turn · action 1 of 2`);
    // Middle row left to right, each place labelled.
    const middle = middleLine(frame);
    const positions = game.middle.map((card) => middle.indexOf(cardText(card)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(frame).toContain('┌─1─┐ ┌─2─┐ ┌─3─┐');
    expect(frame).toContain(`${game.drawPile.length} cards`);
    expect(frame).toMatch(/discard\s*\n.*empty/u);
    // The other player: two face-down cards and the three open ones.
    const otherRow = frame.split('\n').find((line) => line.includes(names[other]!) && line.includes('['))!;
    expect(otherRow).toContain('[░░░] [░░░]');
    for (const card of game.players[other]!.open) expect(otherRow).toContain(cardText(card));
    for (const card of game.players[other]!.hidden) expect(frame).not.toContain(cardText(card));
    // Own hand: hidden cards revealed, open cards labelled, category.
    for (const card of [...game.players[me]!.hidden, ...game.players[me]!.open]) expect(frame).toContain(cardText(card));
    const category = categoryName(evaluateHand([...game.players[me]!.hidden, ...game.players[me]!.open]), coreEn);
    expect(frame).toContain(`You hold: ${category}`);
    expect(frame).toContain(`New game: Alice and Bob, 2 rounds. ${names[me]} starts.`);
    expect(frame).toContain('Round 1 of 2 begins.');
    expect(actionLine(frame)).toContain('←/→ shift   s swap one   a swap all   p pass');
    expect(actionLine(frame)).not.toContain('not now');
    expect(frame).toContain('? help');
    expect(frame).toContain('q quit');
    app.unmount();
  });

  test('← and → shift the middle row as the engine does, and the log says so', async () => {
    const started = await startTurn();
    const seat = started.game.currentPlayer;
    const [left] = play(started, { type: 'shift', direction: 'left', seat });
    await started.app.press(KEYS.left);
    let frame = started.app.lastFrame();
    expect(frame).toContain(left!);
    expect(frame).toContain('action 2 of 2');
    expect(frame).toContain('top card');
    const [right] = play(started, { type: 'shift', direction: 'right', seat });
    await started.app.press(KEYS.right);
    frame = started.app.lastFrame();
    expect(frame).toContain(right!);
    expect(frame).toContain('both actions done');
    expect(frame).toContain('Enter end your turn');
    const middle = middleLine(frame);
    const positions = started.game.middle.map((card) => middle.indexOf(cardText(card)));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(positions[0]).toBeGreaterThan(0);
    started.app.unmount();
  });

  test('s, own card, middle card swaps one; Esc cancels; other keys explain', async () => {
    const started = await startTurn();
    const { app } = started;
    const seat = started.game.currentPlayer;
    await app.press('s');
    expect(app.lastFrame()).toContain('Swap: 1-3 pick your open card');
    await app.press('x');
    expect(app.lastFrame()).toContain('Swap: press 1-3 to pick your open card, Esc to cancel.');
    await app.press('2');
    expect(app.lastFrame()).toContain('Swap your open card 2: 1-3 pick the middle card');
    // The chosen card is marked without colour: a ">" and a heavy frame.
    expect(app.lastFrame()).toMatch(/>┃ ?(?:10|[2-9JQKA])[♣♦♥♠]┃/u);
    await app.press(KEYS.escape);
    expect(app.lastFrame()).toContain('Swap cancelled.');
    expect(app.lastFrame()).toContain('action 1 of 2');
    expect(app.lastFrame()).not.toContain('>┃');
    const [sentence] = play(started, { type: 'swap', own: 1, middle: 2, seat });
    await app.press('s', '2', '3');
    expect(app.lastFrame()).toContain(sentence!);
    expect(sentence).toMatch(/swapped open card 2 \(.+\) with middle card 3 \(.+\)\./u);
    expect(app.lastFrame()).toContain('action 2 of 2');
    app.unmount();
  });

  test('a asks first, then a (or Enter) swaps all three; Esc cancels; p passes; both count as actions', async () => {
    const started = await startTurn();
    const seat = started.game.currentPlayer;
    const before = started.app.lastFrame();
    await started.app.press('a');
    expect(started.app.lastFrame()).toContain('Swap all three open cards: a/Enter confirm   Esc cancel');
    expect(started.app.lastFrame()).toContain('action 1 of 2');
    await started.app.press('x');
    expect(started.app.lastFrame()).toContain('Swap all three: press a or Enter to confirm, Esc to cancel.');
    await started.app.press(KEYS.escape);
    expect(started.app.lastFrame()).toContain('Swap cancelled.');
    expect(started.app.lastFrame()).toContain('action 1 of 2');
    expect(middleLine(started.app.lastFrame())).toBe(middleLine(before));
    const [all] = play(started, { type: 'swapAll', seat });
    const [pass] = play(started, { type: 'pass', seat });
    await started.app.press('a', 'a');
    // A sentence with six cards may wrap, depending on the deal.
    expect(unwrapped(started.app.lastFrame())).toContain(all!);
    await started.app.press('p');
    expect(started.app.lastFrame()).toContain(pass!);
    expect(started.app.lastFrame()).toContain('both actions done');
    for (const card of started.game.players[seat]!.open) expect(started.app.lastFrame()).toContain(cardText(card));
    started.app.unmount();
  });

  test('fast key sequences: every key counts once, and keys after the second action do nothing', async () => {
    const started = await startTurn();
    const { app } = started;
    const seat = started.game.currentPlayer;
    const first = play(started, { type: 'swap', own: 0, middle: 2, seat });
    const second = play(started, { type: 'shift', direction: 'left', seat });
    // Written back to back, without a render in between.
    await app.press('s', '1', '3', KEYS.left, 'p', 'a', KEYS.right);
    const frame = app.lastFrame();
    expect(frame).toContain(first[0]!);
    expect(frame).toContain(second[0]!);
    expect(frame).toContain('both actions done');
    expect(frame).toContain('Press Enter to end your turn.');
    expect(frame).not.toMatch(/passed\.|swapped all/u);
    for (const card of started.game.middle) expect(middleLine(frame)).toContain(cardText(card));
    app.unmount();
  });

  test('a whole turn typed at once still stops at the barrier for the next player', async () => {
    const started = await startTurn();
    const { app, names } = started;
    const next = 1 - started.game.currentPlayer;
    await app.press('p', 'p', KEYS.enter, KEYS.space, KEYS.enter, 'p');
    expect(app.lastFrame()).toContain(`Next: ${names[next]}`);
    expect(app.lastFrame()).not.toMatch(ANY_CARD);
    app.unmount();
  });

  test('the game ends with its last action: the screen says so before Enter shows the results', async () => {
    const started = await startTurn({ rounds: 2 });
    const { app } = started;
    const header = (): string => app.lastFrame().split('\n')[0]!;
    const nextTurn = async (): Promise<void> => {
      await app.press(KEYS.enter);
      await app.waitFor(() => app.lastFrame().includes('can see the screen'));
      await app.press(KEYS.space);
      await app.press('p', 'p');
    };
    await app.press('p', 'p');
    expect(app.lastFrame()).toContain('Your turn is over. Press Enter to end it');
    await nextTurn();
    await nextTurn();
    await nextTurn();
    const frame = app.lastFrame();
    expect(header()).toMatch(/^ Round 2\/2 · \S+'s turn · both actions done/u);
    expect(frame).toContain('Your turn is over, and with it the game. Press Enter for the results.');
    expect(frame).toContain('Enter results');
    expect(frame).not.toContain('end your turn');
    expect(frame).not.toContain('Press Enter to end it');
    await app.press('x');
    expect(app.lastFrame()).toContain('Press Enter for the results.');
    await app.press(KEYS.enter);
    expect(app.lastFrame()).toContain('Final ranking');
    app.unmount();
  });

  test('the first action done is told as progress, not marked as a warning', async () => {
    const started = await startTurn();
    const { app } = started;
    await app.press('p');
    const line = app
      .lastFrame()
      .split('\n')
      .find((row) => row.includes('First action done'));
    expect(line).toBe(' First action done: now choose your second action.');
    app.unmount();
  });

  test('Enter before acting and unknown keys give a short message and change nothing', async () => {
    const started = await startTurn();
    const { app } = started;
    const before = app.lastFrame();
    await app.press(KEYS.enter);
    expect(app.lastFrame()).toContain('Choose an action first');
    await app.press('z');
    expect(app.lastFrame()).toContain('"z" does nothing here: press ? for help.');
    // The space bar is named, not quoted as an invisible " ".
    await app.press(KEYS.space);
    expect(app.lastFrame()).toContain(' ! Space does nothing here: press ? for help.');
    expect(app.lastFrame()).toContain('action 1 of 2');
    expect(middleLine(app.lastFrame())).toBe(middleLine(before));
    app.unmount();
  });

  test('strict order: swaps first and shifts second are shown as unavailable and refused', async () => {
    const started = await startTurn({ strictOrder: true });
    const { app } = started;
    const seat = started.game.currentPlayer;
    expect(actionLine(app.lastFrame())).toContain('←/→ shift   not now: s swap one, a swap all, p pass');
    // Enter before an action names what may come now: only the shift.
    await app.press(KEYS.enter);
    expect(app.lastFrame()).toContain('Choose an action first: ←/→ shift.');
    for (const key of ['s', 'a', 'p']) {
      await app.press(key);
      expect(app.lastFrame()).toContain('Strict order: the first action must be a shift.');
      expect(app.lastFrame()).toContain('action 1 of 2');
    }
    const [shift] = play(started, { type: 'shift', direction: 'right', seat });
    await app.press(KEYS.right);
    expect(app.lastFrame()).toContain(shift!);
    expect(actionLine(app.lastFrame())).toContain('s swap one   a swap all   p pass   not now: ←/→ shift');
    await app.press(KEYS.enter);
    expect(app.lastFrame()).toContain('Choose an action first: s swap one, a swap all, p pass.');
    await app.press(KEYS.left);
    expect(app.lastFrame()).toContain('Strict order: the second action must be a swap or a pass.');
    expect(app.lastFrame()).toContain('action 2 of 2');
    await app.press('p');
    expect(app.lastFrame()).toContain('both actions done');
    app.unmount();
  });

  test('PageUp and PageDown scroll the log; a new action jumps back to the newest line', async () => {
    const app = await mount(launchOptions({ seats: [...humans('Alice'), { name: 'Bot Random', bot: 'random' }], rounds: 7 }));
    // Play until the log no longer fits.
    for (let i = 0; i < 5; i++) {
      await app.waitFor(() => app.lastFrame().includes('Actions:'));
      await app.press(KEYS.left, KEYS.right, KEYS.enter);
    }
    await app.waitFor(() => app.lastFrame().includes('Actions:'));
    const bottom = app.lastFrame();
    expect(bottom).not.toContain('New game:');
    await app.press(KEYS.pageUp, KEYS.pageUp, KEYS.pageUp, KEYS.pageUp, KEYS.pageUp, KEYS.pageUp, KEYS.pageUp, KEYS.pageUp);
    const top = app.lastFrame();
    expect(top).toContain('New game: Alice and Bot Random, 7 rounds.');
    expect(top).toMatch(/─ 0 earlier · \d+ newer/u);
    await app.press(KEYS.pageDown);
    expect(app.lastFrame()).not.toContain('New game:');
    expect(app.lastFrame()).toMatch(/\d+ earlier · \d+ newer/u);
    await app.press(KEYS.pageUp, KEYS.left);
    expect(app.lastFrame()).toMatch(/PgUp\/PgDn scroll/u);
    expect(app.lastFrame()).toContain('Alice shifted the middle row left');
    app.unmount();
  });

  test('four players fit 80×24 with the log, every line at most 80 columns', async () => {
    const app = await mount(
      launchOptions({
        seats: [...humans('Wilhelmina Ulrike'), { name: 'Bot Random', bot: 'random' }, { name: 'Bot Easy', bot: 'easy' }, { name: 'Bot Random 2', bot: 'random' }],
        rounds: 2,
      }),
    );
    await app.waitFor(() => app.lastFrame().includes('Actions:'));
    await app.press('s', '1');
    const frame = app.lastFrame();
    const lines = frame.replace(/\n$/u, '').split('\n');
    expect(lines.length).toBeLessThanOrEqual(23);
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(80);
    expect(frame).toContain('Bot Easy');
    expect(frame).toContain('Bot Random 2');
    expect(frame).toContain('Your hand');
    expect(frame).toContain('─ Log ');
    expect(frame).toContain('Swap your open card 1');
    app.unmount();
  });

  test('ASCII faces: no suit symbols and no box-drawing characters', async () => {
    const started = await startTurn({ ascii: true });
    const frame = started.app.lastFrame();
    expect(frame).not.toMatch(ANY_CARD);
    expect(frame).not.toMatch(/[─│┌┐└┘░▶]/u);
    expect(frame).toContain('+-1-+ +-2-+ +-3-+');
    expect(frame).toContain('[###] [###]');
    for (const card of started.game.middle) expect(frame).toContain(cardText(card, true));
    await started.app.press('s', '3');
    expect(started.app.lastFrame()).toMatch(/>#[ 0-9JQKA]{2}[cdhs]#/u);
    started.app.unmount();
  });
});
