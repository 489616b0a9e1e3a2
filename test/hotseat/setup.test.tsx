/** The setup screen: asks for what the command line left open, with the same validation. */

import { describe, expect, test } from '@jest/globals';
import { initialSetup, menuItems, setupReducer, type SetupState } from '../../src/hotseat/setup.js';
import type { KeyPress } from '../../src/term/keys.js';
import { SetupScreen } from '../../src/hotseat/components/screens.js';
import { displayWidth } from '../../src/core/playerNames.js';
import { humans, launchOptions, mount, renderFrame, type Mounted } from './helpers.js';
import { fakeTimersInEachTest } from '../support/wait.js';
import { KEYS } from '../support/keyBytes.js';

// What takes time here (Esc) passes on the fake clock.
fakeTimersInEachTest();

const BARRIER = 'can see the screen';

async function type(app: Mounted, text: string): Promise<void> {
  await app.press(...[...text]);
}

/** Moves the menu cursor to the item with this label and selects it. */
async function choose(app: Mounted, label: string): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const selected = app
      .lastFrame()
      .split('\n')
      .find((line) => line.startsWith(' > '));
    if (selected?.includes(label)) {
      await app.press(KEYS.enter);
      return;
    }
    await app.press(KEYS.down);
  }
  throw new Error(`No menu item "${label}" in:\n${app.lastFrame()}`);
}

describe('setup screen', () => {
  test('asks for names one by one, rejects duplicates, adds a computer player, asks for rounds (default 3)', async () => {
    const app = await mount(launchOptions({ seats: [], seatsComplete: false, rounds: null }));
    expect(app.lastFrame()).toContain('Name of player 1: _');
    expect(app.lastFrame()).toContain('nobody yet');
    await type(app, 'Alx');
    await app.press(KEYS.backspace);
    await type(app, 'ice');
    expect(app.lastFrame()).toContain('Name of player 1: Alice_');
    await app.press(KEYS.enter);
    expect(app.lastFrame()).toContain('1. Alice');
    expect(app.lastFrame()).toContain('Name of player 2: _');
    await type(app, 'ALICE');
    await app.press(KEYS.enter);
    expect(app.lastFrame()).toContain('The name "ALICE" is taken twice (names must differ, ignoring case).');
    expect(app.lastFrame()).toContain('Name of player 2: _');
    await type(app, '  Bob  ');
    await app.press(KEYS.enter);
    expect(app.lastFrame()).toContain('2. Bob');
    // An empty line opens the menu.
    await app.press(KEYS.enter);
    expect(app.lastFrame()).toContain(' > Start the game');
    await choose(app, 'Add a computer player: easy');
    expect(app.lastFrame()).toContain('3. Bot Easy (computer, easy)');
    await choose(app, 'Add a computer player: easy');
    expect(app.lastFrame()).toContain('4. Bot Easy 2 (computer, easy)');
    // Four players: no more adding.
    expect(app.lastFrame()).not.toContain('Add a computer player');
    expect(app.lastFrame()).not.toContain('Add a player');
    await choose(app, 'Remove the last player');
    expect(app.lastFrame()).not.toContain('Bot Easy 2');
    await choose(app, 'Start the game');
    expect(app.lastFrame()).toContain('Rounds (2-7), Enter for 3: _');
    await type(app, '9');
    await app.press(KEYS.enter);
    expect(app.lastFrame()).toContain('Rounds must be a whole number from 2 to 7, got 9.');
    await app.press('x');
    expect(app.lastFrame()).toContain('Type a number from 2 to 7, or press Enter for 3.');
    expect(app.terminal.clears()).toBe(0);
    await app.press(KEYS.enter);
    await app.waitFor(() => app.lastFrame().includes(BARRIER) || app.lastFrame().includes('thinking'));
    expect(app.terminal.clears()).toBe(1);
    expect(app.lastFrame()).toMatch(/Round 1\/3/u);
    if (app.lastFrame().includes(BARRIER)) expect(app.lastFrame()).toMatch(/Next: (Alice|Bob)/u);
    app.unmount();
  });

  test('a game needs two players; an empty name opens the menu; Esc in the menu asks to quit', async () => {
    const app = await mount(launchOptions({ seats: humans('Solo'), seatsComplete: false, rounds: 2 }));
    expect(app.lastFrame()).toContain('1. Solo');
    expect(app.lastFrame()).toContain('Name of player 2: _');
    await app.press(' ', KEYS.enter);
    await choose(app, 'Start the game');
    expect(app.lastFrame()).toContain('A game needs 2 to 4 players: add a player first.');
    await app.press(KEYS.escape);
    // No game exists yet: the question is about the program, and n goes back to the setup.
    expect(app.lastFrame()).toContain('Quit Shift Poker? y quit   n back to the setup');
    expect(app.lastFrame()).not.toContain('Quit the game?');
    await app.press('n');
    await choose(app, 'Add a computer player: hard');
    expect(app.lastFrame()).toContain('2. Bot Hard (computer, hard)');
    await app.press(KEYS.up, KEYS.up, KEYS.up, KEYS.up, KEYS.up, KEYS.up, KEYS.up);
    await choose(app, 'Start the game');
    // Rounds were given: the game starts; one human, so no barrier.
    await app.waitFor(() => app.lastFrame().includes('Round 1/2'));
    expect(app.lastFrame()).not.toContain(BARRIER);
    app.unmount();
  });

  test('with the players given, only the rounds are asked; q there quits', async () => {
    const app = await mount(launchOptions({ rounds: null }));
    expect(app.lastFrame()).toContain('1. Alice');
    expect(app.lastFrame()).toContain('2. Bob');
    expect(app.lastFrame()).toContain('Rounds (2-7), Enter for 3: _');
    await type(app, '1');
    await app.press(KEYS.enter);
    expect(app.lastFrame()).toContain('Rounds must be a whole number from 2 to 7, got 1.');
    await type(app, '5');
    await app.press(KEYS.enter);
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    expect(app.lastFrame()).toContain('Round 1/5');
    app.unmount();

    const quitter = await mount(launchOptions({ rounds: null }));
    await quitter.press('q', 'y');
    expect(quitter.onExit.mock.calls[0]![0]).toEqual({ exitCode: 0, summary: null });
    quitter.unmount();
  });

  test('names are cleaned: control characters never reach the screen, width is capped', async () => {
    const app = await mount(launchOptions({ seats: [], seatsComplete: false }));
    await app.press('E', 'v', '\u0007', 'e');
    expect(app.lastFrame()).toContain('Name of player 1: Eve_');
    await type(app, 'abcdefghijklmnopq');
    expect(app.lastFrame()).toContain('A name can be at most 16 columns wide.');
    expect(app.lastFrame()).toContain('Name of player 1: Eveabcdefghijklm_');
    // What did not fit was left out: Enter says so first, with the cut name still at the prompt.
    await app.press(KEYS.enter);
    expect(app.lastFrame()).toContain('nobody yet');
    expect(app.lastFrame()).toContain('Name of player 1: Eveabcdefghijklm_');
    expect(app.lastFrame()).toContain('the rest was left out');
    await app.press(KEYS.enter);
    expect(app.lastFrame()).toContain('1. Eveabcdefghijklm');
    app.unmount();
  });
});

describe('the name field on its own', () => {
  test('takes printable characters only, whatever a key press carries', () => {
    const start = initialSetup([], false, 3)!;
    const typed = (char: string): string => {
      const outcome = setupReducer(start, { kind: 'char', char });
      return outcome.kind === 'continue' ? outcome.state.input : '(not continue)';
    };
    for (const char of ['\u001B[31m', '\u001B', '\u0007', '\u0085', '\u009B', '\u00AD', '\u202E', '\u200B', '\t', '\r', '', 'a\u0000']) {
      expect(typed(char)).toBe('');
    }
    expect(typed('é')).toBe('é');
    expect(typed('日')).toBe('日');
    expect(typed(' ')).toBe(' ');
  });
});

describe('a name typed past 16 columns and Enter at once (a paste, fast typing)', () => {
  test.each(['en', 'de'] as const)('is not seated without a word: the cut shows, a line says why, a second Enter takes it (%s)', (lang) => {
    let state = initialSetup([], false, 3)!;
    for (const char of 'Abcdefghijklmnopqrstu') {
      const outcome = setupReducer(state, { kind: 'char', char });
      if (outcome.kind !== 'continue') throw new Error('setup ended');
      state = outcome.state;
    }
    const first = setupReducer(state, { kind: 'enter' });
    if (first.kind !== 'continue') throw new Error('setup ended');
    expect(first.state.seats).toEqual([]);
    expect(first.state.input).toBe('Abcdefghijklmnop');
    const frame = renderFrame(<SetupScreen setup={first.state} quitting={false} />, lang);
    for (const row of frame.split('\n')) expect(displayWidth(row)).toBeLessThanOrEqual(80);
    expect(frame.replace(/\n +/gu, ' ')).toContain(
      lang === 'de' ? 'Ein Name darf höchstens 16 Spalten breit sein: der Rest wurde weggelassen.' : 'A name can be at most 16 columns wide: the rest was left out.',
    );
    const second = setupReducer(first.state, { kind: 'enter' });
    if (second.kind !== 'continue') throw new Error('setup ended');
    expect(second.state.seats.map((seat) => seat.name)).toEqual(['Abcdefghijklmnop']);
  });
});

describe('an emoji of several code points at the name prompt', () => {
  const coder = '\u{1F469}\u200D\u{1F4BB}'; // 👩‍💻, typed as 👩, the joiner, 💻
  const typeAll = (state: SetupState, text: string): SetupState =>
    [...text].reduce((current, char) => {
      const outcome = setupReducer(current, { kind: 'char', char });
      if (outcome.kind !== 'continue') throw new Error('setup ended');
      return outcome.state;
    }, state);
  const press = (state: SetupState, key: KeyPress): SetupState => {
    const outcome = setupReducer(state, key);
    if (outcome.kind !== 'continue') throw new Error('setup ended');
    return outcome.state;
  };

  test('keeps its joiner when typed, and seats it whole', () => {
    const typed = typeAll(initialSetup([], false, 3)!, `Ada ${coder}`);
    expect(typed.input).toBe(`Ada ${coder}`);
    expect(renderFrame(<SetupScreen setup={typed} quitting={false} />, 'en')).toContain(`Name of player 1: Ada ${coder}_`);
    const seated = press(typed, { kind: 'enter' });
    expect(seated.seats.map((seat) => seat.name)).toEqual([`Ada ${coder}`]);
  });

  test('is deleted whole by one Backspace', () => {
    const typed = typeAll(initialSetup([], false, 3)!, `Ada${coder}`);
    expect(press(typed, { kind: 'backspace' }).input).toBe('Ada');
  });

  test('counts two columns, and one that would pass 16 is refused whole with the line that says why', () => {
    const typed = typeAll(initialSetup([], false, 3)!, `${'a'.repeat(14)}${coder}`);
    expect(typed.input).toBe(`${'a'.repeat(14)}${coder}`);
    const over = typeAll(initialSetup([], false, 3)!, `${'a'.repeat(15)}${coder}`);
    expect(over.input).toBe('a'.repeat(15));
    expect(over.message).toEqual({ code: 'nameTooWide', max: 16 });
  });
});

describe('the setup menu', () => {
  const run = (state: SetupState, ...keys: KeyPress[]): SetupState => {
    let current = state;
    for (const key of keys) {
      const outcome = setupReducer(current, key);
      if (outcome.kind !== 'continue') throw new Error(`setup ended: ${outcome.kind}`);
      current = outcome.state;
    }
    return current;
  };
  const enter: KeyPress = { kind: 'enter' };
  const chars = (text: string): KeyPress[] => [...text].map((char) => ({ kind: 'char', char }));

  test('the name asked for is the seat the name gets: after the humans, before a bot already seated', () => {
    const withBot = initialSetup(
      [
        { name: 'Ann', bot: null },
        { name: 'Bot Hard', bot: 'hard' },
      ],
      false,
      3,
    )!;
    // Two seated: the menu opens on "Start"; adding a human asks for player 2, the seat the name takes.
    const asking = run(withBot, { kind: 'down' }, enter);
    expect(asking.step).toBe('names');
    const frame = renderFrame(<SetupScreen setup={asking} quitting={false} />, 'en');
    expect(frame).toContain('Name of player 2:');
    const named = run(asking, ...chars('Ben'), enter);
    expect(named.seats.map((seat) => seat.name)).toEqual(['Ann', 'Ben', 'Bot Hard']);
  });

  test('a long problem wraps under itself within 80 columns instead of being cut (a taken name in German)', () => {
    const twice = run(initialSetup([{ name: 'Bartholomew Long', bot: null }], false, 3)!, ...chars('bartholomew long'), enter);
    expect(twice.message).toMatchObject({ code: 'nameProblem' });
    for (const lang of ['en', 'de'] as const) {
      const frame = renderFrame(<SetupScreen setup={twice} quitting={false} />, lang);
      const rows = frame.split('\n');
      for (const row of rows) expect(displayWidth(row)).toBeLessThanOrEqual(80);
      expect(frame).not.toContain('…');
      const problem = rows
        .slice(rows.findIndex((row) => row.startsWith(' ! ')))
        .map((row) => row.trim())
        .join(' ');
      expect(problem).toMatch(lang === 'en' ? /names must differ, ignoring case\)\.?$/u : /Kleinschreibung[^]*\)\.?$/u);
    }
  });

  test.each(['en', 'de'] as const)('a human named as computer players are is asked for another name, in one line (%s)', (lang) => {
    const start = initialSetup([{ name: 'Ann', bot: null }], false, 3)!;
    for (const typed of ['bot easy', 'Bot Leicht', 'BOT HARD 2']) {
      const refused = run(start, ...chars(typed), enter);
      // Asked again for the same seat, nothing seated.
      expect(refused.step).toBe('names');
      expect(refused.input).toBe('');
      expect(refused.seats.map((seat) => seat.name)).toEqual(['Ann']);
      const frame = renderFrame(<SetupScreen setup={refused} quitting={false} />, lang);
      const problem = frame.split('\n').filter((row) => row.startsWith(' ! '));
      expect(problem).toHaveLength(1);
      expect(problem[0]).toContain(typed);
      expect(problem[0]).toMatch(lang === 'de' ? /heißen Bots/u : /what computer players are called/u);
      expect(frame).toContain(lang === 'de' ? 'Name von Spieler 2: _' : 'Name of player 2: _');
    }
    // The real bot keeps its own name.
    const menu = run(start, enter);
    const withBot = run({ ...menu, menuIndex: menuItems(menu).findIndex((item) => item.id === 'bot' && item.level === 'easy') }, enter);
    expect(withBot.seats.map((seat) => seat.name)).toEqual(['Ann', 'Bot Easy']);
  });

  test('with fewer than two players the menu opens on adding one, never on a start that cannot be', () => {
    const alone = run(initialSetup([], false, 3)!, ...chars('Ann'), enter, enter);
    expect(alone.step).toBe('menu');
    expect(menuItems(alone)[alone.menuIndex]!.id).toBe('human');
    const two = run(alone, enter, ...chars('Ben'), enter, enter);
    expect(two.step).toBe('menu');
    expect(menuItems(two)[two.menuIndex]!.id).toBe('start');
  });

  test('typing in the menu starts a name with what was typed', () => {
    const menu = run(
      initialSetup(
        [
          { name: 'Ann', bot: null },
          { name: 'Ben', bot: null },
        ],
        false,
        3,
      )!,
    );
    expect(menu.step).toBe('menu');
    const typing = run(menu, ...chars('Cy'));
    expect(typing.step).toBe('names');
    expect(typing.input).toBe('Cy');
    // A full table has no room for a name: the menu says to use the arrows.
    const full = run(
      initialSetup(
        ['A', 'B', 'C', 'D'].map((name) => ({ name, bot: null })),
        false,
        3,
      )!,
      ...chars('x'),
    );
    expect(full.step).toBe('menu');
    expect(full.message).toEqual({ code: 'useArrows' });
  });

  test('q in the menu does what its Quit does, while q typed in a name is a letter', () => {
    const menu = run(
      initialSetup(
        [
          { name: 'Ann', bot: null },
          { name: 'Ben', bot: null },
        ],
        false,
        3,
      )!,
    );
    const quitItem = run(menu, { kind: 'up' });
    expect(menuItems(quitItem)[quitItem.menuIndex]!.id).toBe('quit');
    expect(setupReducer(quitItem, enter).kind).toBe('quit');
    expect(setupReducer(menu, { kind: 'char', char: 'q' })).toEqual({ kind: 'quit', state: menu });
    // Asking for a name, q is a letter of it.
    const naming = run(initialSetup([{ name: 'Ann', bot: null }], false, 3)!, ...chars('qu'));
    expect(naming.step).toBe('names');
    expect(naming.input).toBe('qu');
  });
});
