/** The controller's reducer on its own: who may see what, and how bot answers are handled. */

import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { chooseBotAction } from '../../src/bots/index.js';
import {
  BARRIER_TOO_SOON,
  controllerReducer,
  pendingBotMove,
  screenModel,
  type ControllerMsg,
  type ControllerState,
} from '../../src/ui/controller.js';
import { ScreenDriver } from '../../src/ui/driver.js';
import type { KeyPress } from '../../src/ui/keys.js';
import { logWindow, padEnd, terminalSize, truncate, wrapText } from '../../src/ui/layout.js';
import type { LaunchOptions, SeatSpec } from '../../src/ui/options.js';
import { steadyDecider } from '../../src/ui/session.js';
import type { BotDecider } from '../../src/table/index.js';
import type { Action } from '../../src/core/types.js';
import { humans, launchOptions, testSession } from './helpers.js';

const SIZE = { columns: 80, rows: 24 };

/** The reducer alone, for messages that send nothing to the table (the barrier's keys). */
function run(state: ControllerState, ...msgs: ControllerMsg[]): ControllerState {
  return msgs.reduce(controllerReducer, state);
}

/**
 * The controller at a real table, through the driver that sends its
 * commands; `state` and `model` read it, `run` feeds it messages.
 */
class Rig {
  readonly driver: ScreenDriver;
  constructor(options: LaunchOptions, guardMs = 0, now = 0, decide?: BotDecider) {
    this.driver = new ScreenDriver({ options, barrierGuardMs: guardMs }, SIZE, now, testSession(options, decide));
  }
  get state(): ControllerState {
    return this.driver.state;
  }
  model() {
    return screenModel(this.driver.state, this.driver.viewOf);
  }
  run(...msgs: ControllerMsg[]): this {
    for (const msg of msgs) this.driver.dispatch(msg);
    return this;
  }
  /** Lets the bots play (the table asks their decider) until a human must act. */
  async playBots(): Promise<this> {
    for (let move = pendingBotMove(this.state); move; move = pendingBotMove(this.state)) {
      await this.driver.playBot(move.version);
      this.run({ type: 'screenCleared', at: 0 });
    }
    return this;
  }
}

function init(seats: SeatSpec[], overrides: Partial<LaunchOptions> = {}, decide?: BotDecider): Rig {
  return new Rig(launchOptions({ seats, ...overrides }), 0, 0, decide).run({ type: 'screenCleared', at: 0 });
}

function key(k: KeyPress): ControllerMsg {
  return { type: 'key', key: k, at: 1000 };
}

const enter = key({ kind: 'enter' });
const pass = key({ kind: 'char', char: 'p' });

describe('controller', () => {
  test('one human: that human\'s view throughout, bots included; never a barrier', async () => {
    const rig = init([...humans('Alice'), { name: 'Bot Easy', bot: 'easy' }]);
    for (let turn = 0; turn < 3 && rig.state.phase !== 'results'; turn++) {
      expect(rig.state.viewer).toBe(0);
      expect(rig.state.phase).not.toBe('barrier');
      const model = rig.model();
      if (model.kind === 'table') expect(model.table.view.viewer).toBe(0);
      await rig.playBots();
      if (rig.state.phase === 'turn') rig.run(pass, pass, enter);
    }
  });

  test('two humans and a bot: spectator view and a clear after a human\'s turn, then a barrier', async () => {
    const rig = init([...humans('Alice'), { name: 'Bot Easy', bot: 'easy' }, ...humans('Bob')], { seed: '1' });
    await rig.playBots();
    expect(rig.state.phase).toBe('barrier');
    expect(rig.model().kind).toBe('barrier');
    rig.run(enter);
    expect(rig.state.phase).toBe('turn');
    const seat = rig.state.turnSeat!;
    expect(rig.state.viewer).toBe(seat);
    rig.run(pass, pass);
    expect(rig.state.phase).toBe('turnDone');
    expect(rig.state.viewer).toBe(seat);
    rig.run(enter);
    expect(rig.state.viewer).toBeNull();
    expect(rig.state.needsClear).toBe(true);
    expect(rig.model().kind).toBe('blank');
    rig.run({ type: 'screenCleared', at: 0 });
    const after = rig.model();
    if (after.kind === 'table') {
      expect(after.table.view.viewer).toBeNull();
      expect(after.table.view.players.every((player) => player.hidden === null)).toBe(true);
    } else {
      expect(after.kind).toBe('barrier');
    }
  });

  test('the controller never holds the game: only a spectator\'s view of the table, with no hidden card', async () => {
    const rig = init(humans('Alice', 'Bob'));
    rig.run(enter);
    expect(rig.state.phase).toBe('turn');
    // The screen shows the seat at the keyboard its own cards, asked of the table...
    const model = rig.model();
    expect(model.kind === 'table' && model.table.view.players[rig.state.turnSeat!]!.hidden).not.toBeNull();
    // ...while the controller's own copy of the match is a spectator's.
    expect(rig.state.match!.viewer).toBeNull();
    expect(rig.state.match!.game.players.every((player) => player.hidden === null)).toBe(true);
    expect(JSON.stringify(rig.state)).not.toContain('drawPile"');
  });

  test('keys pressed while the screen waits to be cleared are dropped', () => {
    const rig = new Rig(launchOptions());
    expect(rig.state.needsClear).toBe(true);
    rig.run(enter);
    expect(rig.state.phase).toBe('barrier');
    rig.run({ type: 'screenCleared', at: 0 }, enter);
    expect(rig.state.phase).toBe('turn');
  });

  test('a bot move for an older table is refused; an illegal or failing decision is replaced by a legal action', async () => {
    const seats: SeatSpec[] = [
      { name: 'Bot Random', bot: 'random' },
      { name: 'Bot Easy', bot: 'easy' },
    ];
    const seen: { viewer: number | null; hidden: number[] }[] = [];
    // Under strict order a pass cannot come first; a throwing bot must not stop the game either.
    const decide: BotDecider = (level, view, seed) => {
      seen.push({ viewer: view.viewer, hidden: view.players.filter((player) => player.hidden !== null).map((player) => player.seat) });
      if (seen.length === 1) return { type: 'pass' };
      if (seen.length === 2) throw new Error('the bot failed');
      return chooseBotAction(level, view, seed);
    };
    const rig = init(seats, { strictOrder: true }, decide);
    const move = pendingBotMove(rig.state)!;
    // An answer for an older version of the table changes nothing.
    const before = rig.state;
    await rig.driver.playBot(move.version - 1);
    expect(rig.state).toBe(before);
    expect(seen).toHaveLength(0);
    await rig.driver.playBot(move.version);
    expect(seen[0]).toEqual({ viewer: move.seat, hidden: [move.seat] });
    expect(rig.state.match!.game.log.at(-1)!.type).toBe('shifted');
    await rig.driver.playBot(pendingBotMove(rig.state)!.version);
    expect(rig.state.match!.game.actionsTaken).toBe(0);
    expect(rig.state.match!.version).toBe(move.version + 2);
  });

  test('steadyDecider: a legal answer is kept as it is', async () => {
    const rig = init([...humans('Alice'), { name: 'Bot Easy', bot: 'easy' }]);
    const view = rig.driver.viewOf(0).game;
    const swap: Action = { type: 'swap', own: 2, middle: 1 };
    await expect(steadyDecider(() => swap)('easy', view, 1)).resolves.toBe(swap);
    await expect(steadyDecider(() => ({ type: 'swap', own: 5, middle: 1 }) as unknown as Action)('easy', view, 1)).resolves.toEqual({
      type: 'shift',
      direction: 'left',
    });
  });

  test('no bot move is due while the quit question or help is open, or the terminal is too small', () => {
    const state = init([
      { name: 'Bot Random', bot: 'random' },
      { name: 'Bot Easy', bot: 'easy' },
    ]).state;
    expect(pendingBotMove(state)).not.toBeNull();
    expect(pendingBotMove(controllerReducer(state, key({ kind: 'char', char: 'q' })))).toBeNull();
    expect(pendingBotMove(controllerReducer(state, key({ kind: 'char', char: '?' })))).toBeNull();
    expect(pendingBotMove(controllerReducer(state, { type: 'resize', size: { columns: 60, rows: 20 } }))).toBeNull();
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
    const guarded = new Rig(options, 300, 1_000).state;
    expect(guarded.phase).toBe('barrier');
    expect(guarded.needsClear).toBe(false);
    expect(guarded.barrierSince).toBe(1_000);
    const early = controllerReducer(guarded, { type: 'key', key: { kind: 'enter' }, at: 1_100 });
    expect(early.phase).toBe('barrier');
    const late = controllerReducer(guarded, { type: 'key', key: { kind: 'enter' }, at: 1_400 });
    expect(late.phase).toBe('turn');
  });

  test('still clears before the first game when the screen was not cleared', () => {
    const state = new Rig(launchOptions(), 300, 1_000).state;
    expect(state.needsClear).toBe(true);
  });
});

describe('the barrier\'s quiet period', () => {
  const QUIET = 500;
  const ENTER: KeyPress = { kind: 'enter' };
  const at = (time: number, k: KeyPress = ENTER): ControllerMsg => ({ type: 'key', key: k, at: time });

  /** Two humans, the first barrier visible since `shownAt`, no input yet. */
  function atBarrier(shownAt = 0): ControllerState {
    const state = new Rig(launchOptions(), QUIET).run({ type: 'screenCleared', at: shownAt }).state;
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
    // The barrier asks the table for no view at all.
    const noView = (): never => {
      throw new Error('a barrier must not ask for a view');
    };
    expect(screenModel(state, noView)).toMatchObject({ kind: 'barrier', message: BARRIER_TOO_SOON });
    expect(run(state, at(last + QUIET - 1)).phase).toBe('barrier');
    const opened = run(state, at(last + QUIET));
    expect(opened.phase).toBe('turn');
    expect(opened.message).toBeNull();
  });

  /** Two humans at a real table, the first barrier visible since 0: the turn's actions go to the table. */
  function rigAtBarrier(): Rig {
    const rig = new Rig(launchOptions(), QUIET).run({ type: 'screenCleared', at: 0 });
    expect(rig.state.phase).toBe('barrier');
    return rig;
  }

  test('a held Enter across the hand-off: ends the turn once, then never opens the next barrier', () => {
    const rig = rigAtBarrier().run(at(1000));
    const first = rig.state.turnSeat;
    rig.run(at(1100, { kind: 'char', char: 'p' }), at(1200, { kind: 'char', char: 'p' }));
    expect(rig.state.phase).toBe('turnDone');
    // Enter held from 2000 ms: the first press ends the turn, the repeats
    // arrive while the screen is being cleared and while the barrier shows.
    rig.run(at(2000));
    expect(rig.state.needsClear).toBe(true);
    rig.run(at(2035), at(2070), { type: 'screenCleared', at: 2080 });
    const state = rig.state;
    expect(state.phase).toBe('barrier');
    expect(state.turnSeat).not.toBe(first);
    const { state: held, last } = holdEnter(state, 2105, 3000);
    expect(run(held, at(last + QUIET)).viewer).toBe(held.turnSeat);
  });

  test('a second press 0.3 s after the one that ended the turn does not open the barrier', () => {
    const rig = rigAtBarrier().run(at(1000), at(1100, { kind: 'char', char: 'p' }), at(1200, { kind: 'char', char: 'p' }));
    rig.run(at(2000), { type: 'screenCleared', at: 2010 }, at(2300));
    const state = rig.state;
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
