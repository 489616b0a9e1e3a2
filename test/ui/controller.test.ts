/** The controller's reducer on its own: who may see what, and how bot answers are handled. */

import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import {
  BARRIER_TOO_SOON,
  controllerReducer,
  initController,
  pendingBotMove,
  screenModel,
  type ControllerMsg,
  type ControllerState,
} from '../../src/ui/controller.js';
import type { KeyPress } from '../../src/ui/keys.js';
import { logWindow, padEnd, terminalSize, truncate, wrapText } from '../../src/ui/layout.js';
import type { SeatSpec } from '../../src/ui/options.js';
import { humans, launchOptions } from './helpers.js';

const SIZE = { columns: 80, rows: 24 };

function init(seats: SeatSpec[], overrides = {}): ControllerState {
  const state = initController({ options: launchOptions({ seats, ...overrides }), barrierGuardMs: 0 }, SIZE);
  return run(state, { type: 'screenCleared', at: 0 });
}

function run(state: ControllerState, ...msgs: ControllerMsg[]): ControllerState {
  return msgs.reduce(controllerReducer, state);
}

function key(k: KeyPress): ControllerMsg {
  return { type: 'key', key: k, at: 1000 };
}

const enter = key({ kind: 'enter' });
const pass = key({ kind: 'char', char: 'p' });

/** Plays bots (with a pass, or the first legal action) until a human must act. */
function playBots(state: ControllerState): ControllerState {
  let s = state;
  for (let move = pendingBotMove(s); move; move = pendingBotMove(s)) {
    s = run(s, { type: 'botAction', gameNumber: move.gameNumber, step: move.step, action: { type: 'pass' } }, { type: 'screenCleared', at: 0 });
  }
  return s;
}

describe('controller', () => {
  test('one human: that human\'s view throughout, bots included; never a barrier', () => {
    let state = init([...humans('Alice'), { name: 'Bot Easy', bot: 'easy' }]);
    for (let turn = 0; turn < 3 && state.phase !== 'results'; turn++) {
      expect(state.viewer).toBe(0);
      expect(state.phase).not.toBe('barrier');
      const model = screenModel(state);
      if (model.kind === 'table') expect(model.table.view.viewer).toBe(0);
      state = playBots(state);
      if (state.phase === 'turn') state = run(state, pass, pass, enter);
    }
  });

  test('two humans and a bot: spectator view and a clear after a human\'s turn, then a barrier', () => {
    let state = init([...humans('Alice'), { name: 'Bot Easy', bot: 'easy' }, ...humans('Bob')], { seed: 1 });
    state = playBots(state);
    expect(state.phase).toBe('barrier');
    const model = screenModel(state);
    expect(model.kind).toBe('barrier');
    state = run(state, enter);
    expect(state.phase).toBe('turn');
    const seat = state.turnSeat!;
    expect(state.viewer).toBe(seat);
    state = run(state, pass, pass);
    expect(state.phase).toBe('turnDone');
    expect(state.viewer).toBe(seat);
    state = run(state, enter);
    expect(state.viewer).toBeNull();
    expect(state.needsClear).toBe(true);
    expect(screenModel(state).kind).toBe('blank');
    state = run(state, { type: 'screenCleared', at: 0 });
    const after = screenModel(state);
    if (after.kind === 'table') {
      expect(after.table.view.viewer).toBeNull();
      expect(after.table.view.players.every((player) => player.hidden === null)).toBe(true);
    } else {
      expect(after.kind).toBe('barrier');
    }
  });

  test('keys pressed while the screen waits to be cleared are dropped', () => {
    let state = initController({ options: launchOptions(), barrierGuardMs: 0 }, SIZE);
    expect(state.needsClear).toBe(true);
    state = run(state, enter);
    expect(state.phase).toBe('barrier');
    state = run(state, { type: 'screenCleared', at: 0 }, enter);
    expect(state.phase).toBe('turn');
  });

  test('a late bot answer (another step or game) is ignored; an illegal one is replaced by a legal action', () => {
    const seats: SeatSpec[] = [
      { name: 'Bot Random', bot: 'random' },
      { name: 'Bot Easy', bot: 'easy' },
    ];
    let state = init(seats, { strictOrder: true });
    const move = pendingBotMove(state)!;
    expect(move.view.viewer).toBe(move.seat);
    expect(move.view.players.filter((player) => player.hidden !== null).map((player) => player.seat)).toEqual([move.seat]);
    const stale = run(state, { type: 'botAction', gameNumber: move.gameNumber, step: move.step - 1, action: { type: 'shift', direction: 'left' } });
    expect(stale).toBe(state);
    const otherGame = run(state, { type: 'botAction', gameNumber: move.gameNumber + 1, step: move.step, action: { type: 'shift', direction: 'left' } });
    expect(otherGame).toBe(state);
    // Under strict order a pass cannot come first: the controller plays a legal action instead.
    state = run(state, { type: 'botAction', gameNumber: move.gameNumber, step: move.step, action: { type: 'pass' } });
    expect(state.game!.log.at(-1)!.type).toBe('shifted');
  });

  test('no bot move is due while the quit question or help is open, or the terminal is too small', () => {
    const state = init([
      { name: 'Bot Random', bot: 'random' },
      { name: 'Bot Easy', bot: 'easy' },
    ]);
    expect(pendingBotMove(state)).not.toBeNull();
    expect(pendingBotMove(run(state, key({ kind: 'char', char: 'q' })))).toBeNull();
    expect(pendingBotMove(run(state, key({ kind: 'char', char: '?' })))).toBeNull();
    expect(pendingBotMove(run(state, { type: 'resize', size: { columns: 60, rows: 20 } }))).toBeNull();
  });
});

describe('layout helpers', () => {
  test('wrapText breaks at spaces within the width, indents continuation lines, and cuts long words', () => {
    const lines = wrapText('Alice swapped all three open cards (9♣ 7♦ 10♦) with the middle row (5♣ K♠ J♠).', 40, 2);
    expect(lines.length).toBe(3);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(40);
    expect(lines[1]!.startsWith('  ')).toBe(true);
    expect(lines.join(' ').replace(/\s+/gu, ' ')).toBe('Alice swapped all three open cards (9♣ 7♦ 10♦) with the middle row (5♣ K♠ J♠).');
    expect(wrapText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });

  test('logWindow keeps the newest lines and clamps the scroll', () => {
    const lines = ['a', 'b', 'c', 'd', 'e'];
    expect(logWindow(lines, 2, 0)).toEqual({ lines: ['d', 'e'], scroll: 0, above: 3, below: 0 });
    expect(logWindow(lines, 2, 2)).toEqual({ lines: ['b', 'c'], scroll: 2, above: 1, below: 2 });
    expect(logWindow(lines, 2, 99).lines).toEqual(['a', 'b']);
    expect(logWindow(['a'], 3, 5)).toEqual({ lines: ['a'], scroll: 0, above: 0, below: 0 });
  });

  test('sizes: missing rows or columns count as 80×24; padding and cutting go by display width', () => {
    expect(terminalSize({ columns: 100 })).toEqual({ columns: 100, rows: 24 });
    expect(terminalSize(undefined)).toEqual({ columns: 80, rows: 24 });
    expect(padEnd('日本', 6)).toBe('日本  ');
    expect(truncate('abcdefgh', 5)).toBe('abcd…');
    expect(truncate('abc', 5)).toBe('abc');
  });
});

describe('starting on a freshly cleared screen', () => {
  test('shows the first barrier at once, guarded from the moment the UI started', () => {
    const options = launchOptions({ startsOnClearScreen: true });
    const guarded = initController({ options, barrierGuardMs: 300 }, SIZE, 1_000);
    expect(guarded.phase).toBe('barrier');
    expect(guarded.needsClear).toBe(false);
    expect(guarded.barrierSince).toBe(1_000);
    const early = controllerReducer(guarded, { type: 'key', key: { kind: 'enter' }, at: 1_100 });
    expect(early.phase).toBe('barrier');
    const late = controllerReducer(guarded, { type: 'key', key: { kind: 'enter' }, at: 1_400 });
    expect(late.phase).toBe('turn');
  });

  test('still clears before the first game when the screen was not cleared', () => {
    const state = initController({ options: launchOptions(), barrierGuardMs: 300 }, SIZE, 1_000);
    expect(state.needsClear).toBe(true);
  });
});

describe('the barrier\'s quiet period', () => {
  const QUIET = 500;
  const ENTER: KeyPress = { kind: 'enter' };
  const at = (time: number, k: KeyPress = ENTER): ControllerMsg => ({ type: 'key', key: k, at: time });

  /** Two humans, the first barrier visible since `shownAt`, no input yet. */
  function atBarrier(shownAt = 0): ControllerState {
    const state = run(initController({ options: launchOptions(), barrierGuardMs: QUIET }, SIZE), { type: 'screenCleared', at: shownAt });
    expect(state.phase).toBe('barrier');
    return state;
  }

  /** Enter every 35 ms (a held key's repeat) from `from` for `durationMs`; checks the barrier never opens. */
  function holdEnter(state: ControllerState, from: number, durationMs: number): { state: ControllerState; last: number } {
    let s = state;
    let time = from;
    for (; time <= from + durationMs; time += 35) {
      s = run(s, at(time));
      expect(s.phase).not.toBe('turn');
      expect(s.viewer).toBeNull();
    }
    return { state: s, last: time - 35 };
  }

  test('Enter repeated every 35 ms for 3 s never opens it; after a 0.5 s gap Enter does', () => {
    const { state, last } = holdEnter(atBarrier(0), 100, 3000);
    expect(state.phase).toBe('barrier');
    expect(screenModel(state)).toMatchObject({ kind: 'barrier', message: BARRIER_TOO_SOON });
    expect(run(state, at(last + QUIET - 1)).phase).toBe('barrier');
    const opened = run(state, at(last + QUIET));
    expect(opened.phase).toBe('turn');
    expect(opened.message).toBeNull();
  });

  test('a held Enter across the hand-off: ends the turn once, then never opens the next barrier', () => {
    let state = run(atBarrier(0), at(1000));
    const first = state.turnSeat;
    state = run(state, at(1100, { kind: 'char', char: 'p' }), at(1200, { kind: 'char', char: 'p' }));
    expect(state.phase).toBe('turnDone');
    // Enter held from 2000 ms: the first press ends the turn, the repeats
    // arrive while the screen is being cleared and while the barrier shows.
    state = run(state, at(2000));
    expect(state.needsClear).toBe(true);
    state = run(state, at(2035), at(2070), { type: 'screenCleared', at: 2080 });
    expect(state.phase).toBe('barrier');
    expect(state.turnSeat).not.toBe(first);
    const { state: held, last } = holdEnter(state, 2105, 3000);
    expect(run(held, at(last + QUIET)).viewer).toBe(held.turnSeat);
  });

  test('a second press 0.3 s after the one that ended the turn does not open the barrier', () => {
    let state = run(atBarrier(0), at(1000), at(1100, { kind: 'char', char: 'p' }), at(1200, { kind: 'char', char: 'p' }));
    state = run(state, at(2000), { type: 'screenCleared', at: 2010 }, at(2300));
    expect(state.phase).toBe('barrier');
    expect(state.viewer).toBeNull();
  });

  test('keys that do nothing, and input that is no key at all, restart the quiet period', () => {
    const other = run(atBarrier(0), at(1000, { kind: 'char', char: 'x' }), at(1400));
    expect(other.phase).toBe('barrier');
    const dropped = run(atBarrier(0), { type: 'droppedInput', at: 1000 }, at(1400));
    expect(dropped.phase).toBe('barrier');
    expect(run(atBarrier(0), { type: 'droppedInput', at: 1000 }, at(1500)).phase).toBe('turn');
  });

  test('the barrier itself must have been visible for the quiet period', () => {
    expect(run(atBarrier(1000), at(1499)).phase).toBe('barrier');
    expect(run(atBarrier(1000), at(1500)).phase).toBe('turn');
  });

  test('property: input with no gap of 0.5 s never opens the barrier; a gap then Enter always does', () => {
    const input = fc.oneof(
      fc.constant<KeyPress | null>(ENTER),
      fc.constant<KeyPress | null>({ kind: 'char', char: 'x' }),
      fc.constant<KeyPress | null>({ kind: 'pageUp' }),
      fc.constant<KeyPress | null>(null),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: QUIET - 1 }), input), { maxLength: 80 }), fc.integer({ min: QUIET, max: 5000 }), (burst, gap) => {
        let state = atBarrier(0);
        let time = 0;
        for (const [delay, k] of burst) {
          time += delay;
          state = run(state, k === null ? { type: 'droppedInput', at: time } : at(time, k));
          expect(state.phase).toBe('barrier');
        }
        state = run(state, at(time + gap));
        expect(state.phase).toBe('turn');
      }),
    );
  });
});
