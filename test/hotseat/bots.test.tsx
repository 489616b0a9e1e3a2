/** Computer players in the game: a human against a bot, bots alone, the delay and the spinner. */

import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { botSeed, chooseBotAction } from '../../src/bots/index.js';
import { applyAction, newGame } from '../../src/core/game.js';
import { describeEvent } from '../../src/i18n/narrate.js';
import { coreEn } from '../../src/i18n/words.en.js';
import type { GameState } from '../../src/core/types.js';
import { playerView } from '../../src/core/view.js';
import type { SeatSpec } from '../../src/hotseat/options.js';
import { ANY_CARD, INSTANT_BARRIER, cardText, humans, launchOptions, mount } from './helpers.js';
import { KEYS } from '../support/keyBytes.js';

const BARRIER = 'can see the screen';
const RESULTS = 'Final ranking';

function hiddenOf(game: GameState, seat: number): string[] {
  return game.players[seat]!.hidden.map((card) => cardText(card));
}

afterEach(() => {
  jest.useRealTimers();
});

describe('a human against computer players', () => {
  test("no barrier ever; bot moves appear in the log; the bot's hidden cards stay hidden until the results", async () => {
    const seats: SeatSpec[] = [...humans('Alice'), { name: 'Bot Easy', bot: 'easy' }, { name: 'Bot Random', bot: 'random' }];
    const seed = '21';
    const app = await mount(launchOptions({ seats, rounds: 2, seed }));
    const dealt = newGame({ players: seats.map((seat) => seat.name), rounds: 2, seed });
    const names = seats.map((seat) => seat.name);
    let game = dealt;
    let humanTurns = 0;
    while (!game.finished) {
      const seat = game.currentPlayer;
      const level = seats[seat]!.bot;
      if (level === null) {
        await app.waitFor(() => app.lastFrame().includes('Actions:'));
        for (const key of ['p', KEYS.left]) {
          const action = key === 'p' ? ({ type: 'pass' } as const) : ({ type: 'shift', direction: 'left' } as const);
          game = applyAction(game, action).state;
          await app.press(key);
        }
        await app.press(KEYS.enter);
        humanTurns += 1;
      } else {
        // The UI asks the bot with the bot's own view and seed; so does the test.
        for (let i = 0; i < 2; i++) {
          const { state, events } = applyAction(game, chooseBotAction(level, playerView(game, seat), botSeed(seed, seat)));
          game = state;
          const sentence = events.map((event) => describeEvent(event, names, { text: coreEn })).find((text) => text?.startsWith(names[seat]!));
          // Long sentences wrap in the log: compare with white space folded.
          const folded = sentence!.replace(/\s+/gu, ' ');
          await app.waitFor(() => app.frames().some((frame) => frame.replace(/\s+/gu, ' ').includes(folded)) || app.lastFrame().includes(RESULTS));
        }
      }
    }
    await app.waitFor(() => app.lastFrame().includes(RESULTS));
    expect(humanTurns).toBe(2);
    const frames = app.frames();
    const beforeResults = frames.slice(
      0,
      frames.findIndex((frame) => frame.includes(RESULTS)),
    );
    expect(beforeResults.length).toBeGreaterThan(10);
    for (const frame of beforeResults) {
      expect(frame).not.toContain(BARRIER);
      for (const seat of [1, 2]) for (const card of hiddenOf(dealt, seat)) expect(frame).not.toContain(card);
    }
    // Alice sees her own hidden cards all game long, during the bots' turns too.
    const watching = beforeResults.filter((frame) => frame.includes('thinking'));
    expect(watching.length).toBeGreaterThan(0);
    for (const frame of watching) for (const card of hiddenOf(dealt, 0)) expect(frame).toContain(card);
    expect(app.lastFrame()).toContain('easy bot');
    for (const card of [...hiddenOf(dealt, 1), ...hiddenOf(dealt, 2)]) expect(app.lastFrame()).toContain(card);
    // One clear at the start of the game, none in between (nobody to hide from).
    expect(app.terminal.clears()).toBe(1);
    app.unmount();
  });

  test('keys during a bot\'s turn only get a "please wait"', async () => {
    jest.useFakeTimers();
    const seats: SeatSpec[] = [{ name: 'Bot Random', bot: 'random' }, ...humans('Alice')];
    const app = await mount(launchOptions({ seats, rounds: 2, seed: '3', botDelayMs: 500 }));
    const game = newGame({ players: ['Bot Random', 'Alice'], rounds: 2, seed: 3 });
    expect(game.currentPlayer).toBe(0);
    await app.press('p', KEYS.left);
    expect(app.lastFrame()).toContain('Bot Random is playing: please wait.');
    expect(app.lastFrame()).not.toContain('Alice passed');
    expect(app.lastFrame()).not.toContain('Alice shifted');
    app.unmount();
  });
});

/** Two bots, 600 ms apart, on Jest's fake timers: the app, its decider, the bot actions logged so far and a way to move the clock. */
async function twoBotsOnFakeTimers() {
  jest.useFakeTimers();
  const seats: SeatSpec[] = [
    { name: 'Bot Random', bot: 'random' },
    { name: 'Bot Easy', bot: 'easy' },
  ];
  const decide = jest.fn(chooseBotAction);
  const app = await mount(launchOptions({ seats, rounds: 2, seed: '5', botDelayMs: 600 }), INSTANT_BARRIER, decide);
  const actions = (): number => (app.lastFrame().match(/^ Bot (Random|Easy) (shifted|swapped|passed)/gmu) ?? []).length;
  const advance = async (ms: number): Promise<void> => {
    const { act } = await import('react');
    await act(async () => {
      jest.advanceTimersByTime(ms);
    });
  };
  return { app, decide, actions, advance };
}

describe('bots alone', () => {
  test('the game plays itself to the results with no hidden card on screen before them', async () => {
    const seats: SeatSpec[] = [
      { name: 'Bot Random', bot: 'random' },
      { name: 'Bot Easy', bot: 'easy' },
      { name: 'Bot Random 2', bot: 'random' },
    ];
    const app = await mount(launchOptions({ seats, rounds: 3, seed: '99' }));
    await app.waitFor(() => app.lastFrame().includes(RESULTS));
    const dealt = newGame({ players: seats.map((seat) => seat.name), rounds: 3, seed: 99 });
    const frames = app.frames();
    const end = frames.findIndex((frame) => frame.includes(RESULTS));
    for (const frame of frames.slice(0, end)) {
      expect(frame).not.toContain(BARRIER);
      expect(frame).not.toContain('Your hand');
      for (const seat of [0, 1, 2]) for (const card of hiddenOf(dealt, seat)) expect(frame).not.toContain(card);
    }
    // Every action of the game went through the log: 3 rounds × 3 bots × 2 actions.
    const lastTable = frames[end - 1]!;
    expect(lastTable).toContain('Round 3/3');
    expect(app.lastFrame()).toContain('seed 99');
    await app.press('q');
    expect(app.onExit.mock.calls[0]![0].summary).toContain('Bot Easy');
    app.unmount();
  });

  test('actions come one by one, botDelayMs apart, with a spinner while waiting; timers stop on unmount', async () => {
    const { app, decide, actions, advance } = await twoBotsOnFakeTimers();
    expect(app.lastFrame()).toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] Bot (Random|Easy) is thinking…/u);
    expect(actions()).toBe(0);
    const spinnerBefore = /([⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]) Bot/u.exec(app.lastFrame())![1];
    await advance(250);
    const spinnerAfter = /([⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]) Bot/u.exec(app.lastFrame())![1];
    expect(spinnerAfter).not.toBe(spinnerBefore);
    await advance(340);
    expect(actions()).toBe(0);
    await advance(20);
    expect(actions()).toBe(1);
    await advance(590);
    expect(actions()).toBe(1);
    await advance(20);
    expect(actions()).toBe(2);
    await advance(610);
    expect(actions()).toBe(3);
    // While the quit question is open the bots wait.
    await app.press('q');
    await advance(5000);
    expect(actions()).toBe(3);
    await app.press('n');
    await advance(610);
    expect(actions()).toBe(4);
    expect(decide).toHaveBeenCalledTimes(4);
    // Unmounted while the next bot waits: its timer goes with it.
    await advance(20);
    app.unmount();
    const written = app.frames().length;
    await advance(10000);
    expect(decide).toHaveBeenCalledTimes(4);
    expect(app.frames().length).toBe(written);
  });

  test('a bot decides early but its move waits out the delay; opened help or quit question holds the move back', async () => {
    const { app, decide, actions, advance } = await twoBotsOnFakeTimers();
    await advance(100);
    // Decided after the spinner's first moment, not at the end of the delay.
    expect(decide).toHaveBeenCalledTimes(1);
    expect(actions()).toBe(0);
    await app.press('?');
    await advance(5000);
    expect(actions()).toBe(0);
    await app.press('?');
    // Due again: decided anew, played after the delay.
    await advance(100);
    expect(decide).toHaveBeenCalledTimes(2);
    expect(actions()).toBe(0);
    await advance(600);
    expect(actions()).toBe(1);
    app.unmount();
  });

  test('with two humans, bots play in a spectator view and the next human gets a barrier', async () => {
    const seats: SeatSpec[] = [...humans('Alice'), { name: 'Bot Random', bot: 'random' }, ...humans('Bob')];
    const app = await mount(launchOptions({ seats, rounds: 2, seed: '8' }));
    const dealt = newGame({ players: seats.map((seat) => seat.name), rounds: 2, seed: 8 });
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    const first = /Next: (\w+)/u.exec(app.lastFrame())![1]!;
    const firstSeat = seats.findIndex((seat) => seat.name === first);
    await app.press(KEYS.space);
    await app.press('p', 'p');
    const seen = app.frames().length;
    await app.press(KEYS.enter);
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    const handOff = app.frames().slice(seen);
    expect(handOff.some((frame) => frame.includes('thinking'))).toBe(firstSeat === 0);
    for (const frame of handOff) {
      expect(frame).not.toContain('Your hand');
      for (const seat of [0, 1, 2]) for (const card of hiddenOf(dealt, seat)) expect(frame).not.toContain(card);
    }
    expect(app.lastFrame()).not.toContain(`Next: ${first}`);
    expect(app.lastFrame()).not.toMatch(ANY_CARD);
    app.unmount();
  });

  test("a turn whose next seat is a computer player's ends without asking to pass the keyboard on; one before a human asks it", async () => {
    const seats: SeatSpec[] = [...humans('Alice'), { name: 'Bot Random', bot: 'random' }, ...humans('Bob')];
    const app = await mount(launchOptions({ seats, rounds: 2, seed: '8' }));
    const said: Record<string, string> = {};
    // The first two human turns: Alice's, before the bot, and Bob's, before Alice, in whichever order the deal starts them.
    while (Object.keys(said).length < 2) {
      await app.waitFor(() => app.lastFrame().includes(BARRIER));
      const name = /Next: (\w+)/u.exec(app.lastFrame())![1]!;
      await app.press(KEYS.space);
      await app.press('p', 'p');
      said[name] = app
        .lastFrame()
        .split('\n')
        .find((line) => line.includes('Your turn is over'))!
        .trim();
      await app.press(KEYS.enter);
    }
    expect(said).toEqual({
      Alice: 'Your turn is over. Press Enter to end it.',
      Bob: 'Your turn is over. Press Enter to end it and pass the keyboard on.',
    });
    app.unmount();
  });
});
