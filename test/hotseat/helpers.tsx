/** Shared helpers for the UI tests: mounting the app, pressing keys, reading frames. */

import { jest } from '@jest/globals';
import { render } from 'ink-testing-library';
import React, { act } from 'react';
import { formatCard, type Card } from '../../src/core/cards.js';
import { App } from '../../src/hotseat/App.js';
import type { BarrierTiming } from '../../src/seat/barrier.js';
import type { KeyPress } from '../../src/term/keys.js';
import { PENDING_INPUT_WAIT_MS } from '../../src/term/input/useKeyPresses.js';
import type { BotDecider } from '../../src/table/index.js';
import { localMatch, type HotseatMatch } from '../../src/hotseat/hotseatMatch.js';
import { pendingBotMove } from '../../src/hotseat/controller.js';
import type { ScreenDriver } from '../../src/hotseat/driver.js';
import type { ManualClock } from '../room/manualClock.js';
import type { Lang } from '../../src/i18n/lang.js';
import { LocaleProvider } from '../../src/term/locale.js';
import type { GameOutcome, LaunchOptions, SeatSpec, TerminalControl } from '../../src/hotseat/options.js';
import { nextTurn, onFakeTimers, waitFor } from '../support/wait.js';
import { KEYS } from '../support/keyBytes.js';
import path from 'node:path';
import { createStore, NODE_STORE_FS, type Store } from '../../src/record/store.js';

/**
 * Lets the bot whose move the screen waits for (pendingBotMove) play it,
 * as the room at the keyboard does once the screen has drawn: the screen
 * says it has, the room's `clock` (the driver's) lets the delay pass, and
 * this waits until the screen shows the move.
 */
export async function botMoves(driver: ScreenDriver, clock: ManualClock): Promise<void> {
  const move = pendingBotMove(driver.state);
  if (move === null) throw new Error(`no bot move is due (${driver.state.phase})`);
  driver.shown();
  await waitFor(() => driver.state.match!.version !== move.version || null, {
    between: async () => {
      clock.pass(driver.state.config.options.botDelayMs);
      await nextTurn();
    },
    what: `the move of ${move.name}`,
  });
}

/** The next-player screen without its timing rules, for tests about other things: any Space opens it. */
export const INSTANT_BARRIER: BarrierTiming = { minVisibleMs: 0, heldKeyGapMs: 0 };
/** The key that opens a next-player screen, as the controller gets it. */
export const SPACE: KeyPress = { kind: 'char', char: ' ' };

export function humans(...names: string[]): SeatSpec[] {
  return names.map((name) => ({ name, bot: null }));
}

export function launchOptions(overrides: Partial<LaunchOptions> = {}): LaunchOptions {
  return {
    seats: humans('Alice', 'Bob'),
    seatsComplete: true,
    rounds: 2,
    lang: 'en',
    // As the CLI does with --seed 7: game 1 is dealt from "7", later games from seeds derived from it.
    seed: '7',
    games: null,
    tiebreak: 'category',
    strictOrder: false,
    ascii: false,
    botDelayMs: 0,
    ...overrides,
  };
}

export interface FakeTerminal extends TerminalControl {
  readonly clears: () => number;
}

export function fakeTerminal(): FakeTerminal {
  let count = 0;
  return {
    clearScreenAndScrollback: () => {
      count += 1;
    },
    clears: () => count,
  };
}

export interface Mounted {
  readonly terminal: FakeTerminal;
  readonly onExit: jest.Mock<(outcome: GameOutcome) => void>;
  /** Every frame written so far, oldest first. */
  readonly frames: () => readonly string[];
  readonly lastFrame: () => string;
  /**
   * Writes the keys back to back (no render in between), inside one act;
   * each is one chunk of input. A lone Esc at the end is held back until no
   * more of a sequence can follow it: on Jest's fake timers, that long passes.
   */
  readonly press: (...keys: (string | Uint8Array)[]) => Promise<void>;
  /** Lets timers and immediates run (on fake timers, their time pass) until `done` holds, or fails after `timeoutMs`. */
  readonly waitFor: (done: () => boolean, timeoutMs?: number) => Promise<void>;
  /** Lets `ms` of the fake timers' time pass. */
  readonly pass: (ms: number) => Promise<void>;
  readonly unmount: () => void;
  readonly resize: (columns: number, rows: number) => Promise<void>;
}

/** How much of the fake timers' time passes between two looks at the screen. */
const FAKE_STEP_MS = 10;

/** Lets the app go on a little: a turn of the event loop, or on fake timers FAKE_STEP_MS of their time. */
function aLittleLater(): Promise<void> {
  return act(async () => {
    if (onFakeTimers()) await jest.advanceTimersByTimeAsync(FAKE_STEP_MS);
    else await nextTurn();
  });
}

/** Fresh seeds for games played without --seed: "fresh-1", "fresh-2" … */
export function freshSeeds(): () => string {
  let count = 0;
  return () => `fresh-${++count}`;
}

/** A match in memory, as the CLI makes with --no-save. */
export function testMatch(options: LaunchOptions, decide?: BotDecider): HotseatMatch {
  return localMatch(options, { newSeed: freshSeeds(), ...(decide ? { decide } : {}) });
}

export async function mount(
  options: LaunchOptions,
  barrier: BarrierTiming = INSTANT_BARRIER,
  decide?: BotDecider,
  session: HotseatMatch = testMatch(options, decide),
): Promise<Mounted> {
  const terminal = fakeTerminal();
  const onExit = jest.fn<(outcome: GameOutcome) => void>();
  let instance!: ReturnType<typeof render>;
  await act(async () => {
    instance = render(<App options={options} hotseat={session} terminal={terminal} onExit={onExit} barrier={barrier} />);
  });
  // A standard terminal of 80×24, the size the layout is made for (ink-testing-library's stdout says
  // 100 columns, and the table's lines of text grow with the terminal): the frames count from there.
  const stdout = instance.stdout as unknown as { columns: number; rows?: number; emit: (event: string) => void };
  Object.defineProperty(stdout, 'columns', { value: 80, configurable: true });
  Object.defineProperty(stdout, 'rows', { value: 24, configurable: true });
  await act(async () => {
    stdout.emit('resize');
  });
  const firstFrame = instance.frames.length - 1;
  const mounted: Mounted = {
    terminal,
    onExit,
    frames: () => instance.frames.slice(firstFrame),
    lastFrame: () => instance.lastFrame() ?? '',
    press: async (...keys) => {
      const lastIsEsc = keys.some((key) => typeof key === 'string' && key.endsWith(KEYS.escape));
      if (lastIsEsc && !onFakeTimers()) throw new Error('a lone Esc waits for the rest of a sequence: press it on fake timers (jest.useFakeTimers())');
      await act(async () => {
        // The test stdin hands on whatever it is given: bytes too.
        for (const key of keys) instance.stdin.write(key as string);
        if (lastIsEsc) await jest.advanceTimersByTimeAsync(PENDING_INPUT_WAIT_MS.sequence);
      });
    },
    waitFor: async (done, timeoutMs) => {
      await waitFor(done, { between: aLittleLater, ...(timeoutMs === undefined ? {} : { timeoutMs }), what: () => `condition not reached; last frame:\n${mounted.lastFrame()}` });
    },
    pass: async (ms) => {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
      });
    },
    unmount: () => {
      act(() => instance.unmount());
    },
    resize: async (columns, rows) => {
      const stdout = instance.stdout as unknown as { columns: number; rows?: number; emit: (event: string) => void };
      Object.defineProperty(stdout, 'columns', { value: columns, configurable: true });
      Object.defineProperty(stdout, 'rows', { value: rows, configurable: true });
      await act(async () => {
        stdout.emit('resize');
      });
    },
  };
  return mounted;
}

/** Every card face as the screen shows it (`10♥`, `Q♠`, or `10h`, `Qs` in ASCII). */
export function cardText(card: Card, ascii = false): string {
  return formatCard(card, { ascii });
}

/** A pattern matching any card face, e.g. to prove a frame shows none. */
export const ANY_CARD = /(?:10|[2-9JQKA])[♣♦♥♠]/u;

/** Renders a single component (no app) in `lang` inside act, and returns its last frame. */
export function renderFrame(element: React.ReactElement, lang: Lang): string {
  let instance!: ReturnType<typeof render>;
  act(() => {
    instance = render(<LocaleProvider lang={lang}>{element}</LocaleProvider>);
  });
  const frame = instance.lastFrame() ?? '';
  act(() => instance.unmount());
  return frame;
}

/**
 * A store in `dir` whose match files cannot be written while `failing()` gives an error code (ENOSPC, EACCES …): a
 * disk that fills or a folder made read-only under a running game. Other files (the ratings beside them) are written.
 */
export function storeFailingWhile(dir: string, failing: () => string | null): Store {
  return createStore({
    dir,
    fs: {
      ...NODE_STORE_FS,
      writeFileAtomicSync: (file, data, options) => {
        const code = path.basename(file).startsWith('match-') ? failing() : null;
        if (code !== null) throw Object.assign(new Error(code), { code });
        NODE_STORE_FS.writeFileAtomicSync(file, data, options);
      },
    },
  });
}
