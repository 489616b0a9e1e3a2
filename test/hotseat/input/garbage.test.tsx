/**
 * Whatever a terminal sends, on every screen of the real app: random bytes,
 * every xterm key sequence with every modifier, terminal reports and typed
 * escape sequences. Nothing may throw, no control character may reach a
 * frame, and the setup screen's name field only ever holds printable text.
 */

import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import fc from 'fast-check';
import { isPrintable } from '../../../src/term/input/decode.js';
import { PENDING_INPUT_WAIT_MS } from '../../../src/term/input/useKeyPresses.js';
import { humans, launchOptions, mount, type Mounted } from '../helpers.js';
import { KEYS } from '../../support/keyBytes.js';

const ESC = '\u001B';
const CSI = `${ESC}[`;
const SS3 = `${ESC}O`;

/** Every key sequence xterm sends for cursor, editing and function keys, with every modifier (1-8). */
function xtermKeySequences(): string[] {
  const sequences: string[] = [];
  const letters = ['A', 'B', 'C', 'D', 'H', 'F', 'P', 'Q', 'R', 'S', 'E', 'Z'];
  const tildes = [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24, 25, 26, 28, 29, 31, 32, 33, 34];
  for (const letter of letters) {
    sequences.push(`${CSI}${letter}`, `${SS3}${letter}`);
    for (let modifier = 1; modifier <= 8; modifier++) sequences.push(`${CSI}1;${modifier}${letter}`, `${SS3}${modifier}${letter}`);
  }
  for (const code of tildes) {
    sequences.push(`${CSI}${code}~`);
    for (let modifier = 1; modifier <= 8; modifier++) sequences.push(`${CSI}${code};${modifier}~`);
  }
  // modifyOtherKeys (Ctrl+Enter, Ctrl+Tab…) and kitty keyboard reports
  // (whose Shift with a letter or Space is text, so not among these).
  for (const code of [9, 13, 27, 32, 97, 127]) {
    for (let modifier = 2; modifier <= 8; modifier++) {
      sequences.push(`${CSI}27;${modifier};${code}~`);
      if (modifier !== 2 || code === 9 || code === 13 || code === 27 || code === 127) sequences.push(`${CSI}${code};${modifier}u`);
    }
  }
  // Linux console F1-F5, Alt+keys.
  sequences.push(`${CSI}[A`, `${CSI}[B`, `${CSI}[C`, `${CSI}[D`, `${CSI}[E`, `${ESC}a`, `${ESC}x`, `${ESC}\r`, `${ESC}\u007F`);
  return sequences;
}

/** What terminals send on their own, and escape sequences typed or pasted by hand. */
const TERMINAL_REPORTS: (string | Uint8Array)[] = [
  `${CSI}31m`,
  `${CSI}0m`,
  `${CSI}5m`,
  `${CSI}0n`,
  `${CSI}I`,
  `${CSI}O`,
  `${CSI}12;40R`,
  `${CSI}M !!`,
  // X10 coordinates past column 95 are raw bytes above 127 (not UTF-8).
  Buffer.from([0x1b, 0x5b, 0x4d, 35, 200, 240]),
  `${CSI}<0;10;5M`,
  `${CSI}<0;10;5m`,
  `${CSI}?64;1c`,
  `${CSI}200~`,
  `${CSI}201~`,
  `${ESC}]11;rgb:ffff/ffff/ffff\u0007`,
  `${ESC}]10;rgb:0000/0000/0000${ESC}\\`,
  `${ESC}P1$r0m${ESC}\\`,
  `${ESC}_Gi=1;OK${ESC}\\`,
];

const SEQUENCES: (string | Uint8Array)[] = [...xtermKeySequences(), ...TERMINAL_REPORTS];

/** C0 other than newline, DEL, C1 (ESC is C0). */
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/u;

const NAME_FIELD = /Name of player \d+: (.*)_$/mu;

interface Screen {
  readonly name: string;
  readonly open: () => Promise<Mounted>;
}

async function opened(app: Mounted, text: string): Promise<Mounted> {
  await app.waitFor(() => app.lastFrame().includes(text));
  return app;
}

async function atTurn(): Promise<Mounted> {
  const app = await opened(await mount(launchOptions()), 'can see the screen');
  await app.press(KEYS.space);
  return opened(app, 'action 1 of 2');
}

const SCREENS: Screen[] = [
  { name: 'setup: names', open: async () => opened(await mount(launchOptions({ seats: [], seatsComplete: false, rounds: null })), 'Name of player 1') },
  {
    name: 'setup: menu',
    open: async () => {
      const app = await mount(launchOptions({ seats: humans('Alice', 'Bob'), seatsComplete: false, rounds: null }));
      return opened(app, 'Start the game');
    },
  },
  { name: 'barrier', open: async () => opened(await mount(launchOptions()), 'can see the screen') },
  { name: 'turn', open: atTurn },
  {
    name: 'turn: picking a swap',
    open: async () => {
      const app = await atTurn();
      await app.press('s');
      return opened(app, 'pick');
    },
  },
  {
    name: 'turn: picking the middle card',
    open: async () => {
      const app = await atTurn();
      await app.press('s', '1');
      return opened(app, 'middle card');
    },
  },
  {
    name: 'turn done',
    open: async () => {
      const app = await atTurn();
      await app.press('p', 'p');
      return opened(app, 'both actions done');
    },
  },
  {
    name: 'watching a computer player',
    open: async () => {
      // The computer player thinks for a minute: its turn stays on screen.
      const app = await mount(launchOptions({ seats: [...humans('Alice'), { name: 'Bot Easy', bot: 'easy' }], botDelayMs: 60_000 }));
      await app.waitFor(() => /(Alice|Bot Easy)'s turn/u.test(app.lastFrame()));
      if (app.lastFrame().includes("Alice's turn")) await app.press('p', 'p', KEYS.enter);
      return opened(app, "Bot Easy's turn");
    },
  },
  {
    name: 'results',
    open: async () => {
      const app = await opened(await mount(launchOptions()), 'can see the screen');
      for (let i = 0; i < 10 && !app.lastFrame().includes('Final ranking'); i++) {
        if (app.lastFrame().includes('can see the screen')) await app.press(KEYS.space);
        await app.press('p', 'p', KEYS.enter);
      }
      return opened(app, 'Final ranking');
    },
  },
  {
    name: 'help',
    open: async () => {
      const app = await atTurn();
      await app.press('?');
      return opened(app, 'A turn is exactly two actions');
    },
  },
  {
    name: 'quit question',
    open: async () => {
      const app = await atTurn();
      await app.press('q');
      return opened(app, 'Quit the game?');
    },
  },
];

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  // What takes time here (an unfinished sequence timing out) passes on the fake clock.
  jest.useFakeTimers();
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  jest.useRealTimers();
  // React reports errors during rendering here.
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

function expectClean(app: Mounted, from: number): void {
  for (const frame of app.frames().slice(from)) {
    expect(frame).not.toMatch(CONTROL);
    expect(frame).not.toMatch(/Cannot read properties|ERROR/u);
    const field = NAME_FIELD.exec(frame);
    if (field) for (const char of field[1]!) expect(isPrintable(char)).toBe(true);
  }
}

/**
 * Feeds each chunk on its own, as a terminal would (a few per render, or
 * hundreds of sequences would take many seconds), and lets whatever is
 * left unfinished time out (a sequence, or a string such as an OSC).
 */
async function feed(app: Mounted, chunks: readonly (string | Uint8Array)[], perRender = 1): Promise<void> {
  for (let i = 0; i < chunks.length; i += perRender) await app.press(...chunks.slice(i, i + perRender));
  await app.pass(Math.max(PENDING_INPUT_WAIT_MS.sequence, PENDING_INPUT_WAIT_MS.string));
}

const chunk = fc.oneof(
  { weight: 2, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 24 }) },
  { weight: 2, arbitrary: fc.constantFrom(...SEQUENCES) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...SEQUENCES), { minLength: 2, maxLength: 5 }).map((parts) => Buffer.concat(parts.map((part) => Buffer.from(part)))) },
);

describe('terminal input on every screen', () => {
  test.each(SCREENS.map((screen) => [screen.name, screen] as const))('%s: every xterm key sequence and terminal report', async (_, screen) => {
    const app = await screen.open();
    const from = app.frames().length - 1;
    // Neither Ctrl+C nor Enter is among them: the app stays up to meet every one.
    await feed(app, SEQUENCES, 16);
    expectClean(app, from);
    if (screen.name === 'setup: names') {
      // Not one of them is text.
      expect(app.lastFrame()).toContain('Name of player 1: _');
    }
    app.unmount();
  });

  test.each(SCREENS.map((screen) => [screen.name, screen] as const))('%s: random bytes and sequences (property)', async (_, screen) => {
    await fc.assert(
      fc.asyncProperty(fc.array(chunk, { minLength: 1, maxLength: 12 }), async (chunks) => {
        const app = await screen.open();
        const from = app.frames().length - 1;
        try {
          await feed(app, chunks);
          expectClean(app, from);
        } finally {
          app.unmount();
        }
      }),
      { numRuns: 8 },
    );
  });
});
