/** The controller's reducer on its own: who may see what, and how bot answers are handled. */

import { decodeKeys, markTogether } from '../../src/term/input/decode.js';
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { chooseBotAction } from '../../src/bots/index.js';
import { BARRIER_NOT_NEW, controllerReducer, pendingBotMove, screenModel, type ControllerMsg, type ControllerState, type ScreenModel } from '../../src/hotseat/controller.js';
import type { TableModel } from '../../src/seat/model.js';
import { ScreenDriver } from '../../src/hotseat/driver.js';
import type { KeyPress } from '../../src/term/keys.js';
import { logWindow, padEnd, terminalSize, truncate, wrapText } from '../../src/term/layout.js';
import type { LaunchOptions, SeatSpec } from '../../src/hotseat/options.js';
import type { BotDecider } from '../../src/table/index.js';
import { DEFAULT_BARRIER_TIMING, type BarrierTiming } from '../../src/seat/barrier.js';
import { INSTANT_BARRIER, SPACE, botMoves, humans, launchOptions, testMatch } from './helpers.js';
import { ManualClock } from '../room/manualClock.js';

/** The real rules of the next-player screen. */
const TIMING = DEFAULT_BARRIER_TIMING;

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
  /** The clock the room at the keyboard paces its bots on. */
  readonly clock = new ManualClock();
  constructor(options: LaunchOptions, barrier: BarrierTiming = INSTANT_BARRIER, now = 0, decide?: BotDecider) {
    this.driver = new ScreenDriver({ options, barrier }, SIZE, now, testMatch(options, decide), this.clock);
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
  /** Lets the bots play (the room asks their decider) until a human must act. */
  async playBots(): Promise<this> {
    while (pendingBotMove(this.state) !== null) {
      await botMoves(this.driver, this.clock);
      this.run({ type: 'screenCleared', at: 0 });
    }
    return this;
  }
}

function init(seats: SeatSpec[], overrides: Partial<LaunchOptions> = {}, decide?: BotDecider): Rig {
  return new Rig(launchOptions({ seats, ...overrides }), INSTANT_BARRIER, 0, decide).run({ type: 'screenCleared', at: 0 });
}

function key(k: KeyPress): ControllerMsg {
  return { type: 'key', key: k, at: 1000 };
}

const enter = key({ kind: 'enter' });
const space = key(SPACE);
const pass = key({ kind: 'char', char: 'p' });

/** The table a screen model shows, or null when it shows something else. */
function tableOf(model: ScreenModel): TableModel | null {
  return model.kind === 'seat' && model.seat.kind === 'table' ? model.seat.table : null;
}

describe('controller', () => {
  test("one human: that human's view throughout, bots included; never a barrier", async () => {
    const rig = init([...humans('Alice'), { name: 'Bot Easy', bot: 'easy' }]);
    for (let turn = 0; turn < 3 && rig.state.phase !== 'results'; turn++) {
      expect(rig.state.viewer).toBe(0);
      expect(rig.state.phase).not.toBe('barrier');
      const table = tableOf(rig.model());
      if (table !== null) expect(table.view.viewer).toBe(0);
      await rig.playBots();
      if (rig.state.phase === 'turn') rig.run(pass, pass, enter);
    }
  });

  test("two humans and a bot: spectator view and a clear after a human's turn, then a barrier", async () => {
    const rig = init([...humans('Alice'), { name: 'Bot Easy', bot: 'easy' }, ...humans('Bob')], { seed: '1' });
    await rig.playBots();
    expect(rig.state.phase).toBe('barrier');
    expect(rig.model().kind).toBe('barrier');
    rig.run(space);
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
    const table = tableOf(after);
    if (table !== null) {
      expect(table.view.viewer).toBeNull();
      expect(table.view.players.every((player) => player.hidden === null)).toBe(true);
    } else {
      expect(after.kind).toBe('barrier');
    }
  });

  test("the controller never holds the game: only a spectator's view of the table, with no hidden card", async () => {
    const rig = init(humans('Alice', 'Bob'));
    rig.run(space);
    expect(rig.state.phase).toBe('turn');
    // The screen shows the seat at the keyboard its own cards, asked of the table...
    expect(tableOf(rig.model())?.view.players[rig.state.turnSeat!]!.hidden).toBeDefined();
    expect(tableOf(rig.model())?.view.players[rig.state.turnSeat!]!.hidden).not.toBeNull();
    // ...while the controller's own copy of the match is a spectator's.
    expect(rig.state.match!.viewer).toBeNull();
    expect(rig.state.match!.game.players.every((player) => player.hidden === null)).toBe(true);
    expect(JSON.stringify(rig.state)).not.toContain('drawPile"');
  });

  test('keys pressed while the screen waits to be cleared are dropped', () => {
    const rig = new Rig(launchOptions());
    expect(rig.state.needsClear).toBe(true);
    rig.run(space);
    expect(rig.state.phase).toBe('barrier');
    rig.run({ type: 'screenCleared', at: 0 }, space);
    expect(rig.state.phase).toBe('turn');
  });

  test('a bot decides from its own view; an illegal or failing decision is replaced by a legal action', async () => {
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
    await botMoves(rig.driver, rig.clock);
    expect(seen[0]).toEqual({ viewer: move.seat, hidden: [move.seat] });
    expect(rig.state.match!.game.log.at(-1)!.type).toBe('shifted');
    await botMoves(rig.driver, rig.clock);
    expect(rig.state.match!.game.actionsTaken).toBe(0);
    expect(rig.state.match!.version).toBe(move.version + 2);
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

  test('logWindow never begins inside a wrapped entry', () => {
    const lines = ['Round 1 of 2', 'Alice swapped open card 1', '  with middle card 2.', '  (and more)', 'Bob passed.'];
    expect(logWindow(lines, 3, 0)).toEqual({ lines: ['Bob passed.'], scroll: 0, above: 4, below: 0 });
    expect(logWindow(lines, 4, 0)).toEqual({ lines: ['Alice swapped open card 1', '  with middle card 2.', '  (and more)', 'Bob passed.'], scroll: 0, above: 1, below: 0 });
    // Scrolled back by one line the window would end inside Alice's entry: it ends before it.
    expect(logWindow(lines, 3, 2)).toEqual({ lines: ['Round 1 of 2'], scroll: 2, above: 0, below: 4 });
    fc.assert(
      fc.property(fc.array(fc.constantFrom('entry', '  more'), { maxLength: 30 }), fc.integer({ min: 1, max: 10 }), fc.nat(30), (raw, height, scroll) => {
        const log = raw.length > 0 ? ['entry', ...raw] : raw;
        const window = logWindow(log, height, scroll);
        const entryFills = window.lines.length === height && window.lines.every((line) => line.startsWith('  '));
        if (window.lines.length > 0 && !entryFills) expect(window.lines[0]!.startsWith('  ')).toBe(false);
        // Scrolled back, the line after the window starts an entry (the window does not end inside one),
        // unless the window holds a part of one entry only, which is better than nothing.
        const oneEntry = window.lines.slice(1).every((line) => line.startsWith('  '));
        if (window.below > 0 && !oneEntry) expect(log[log.length - window.below]!.startsWith('  ')).toBe(false);
        if (log.length > 0 && window.below === 0) expect(window.lines.length).toBeGreaterThan(0);
        expect(window.lines.length).toBeLessThanOrEqual(height);
        expect(window.above + window.lines.length + window.below).toBe(log.length);
      }),
    );
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
  test('shows the first barrier at once, visible from the moment the UI started', () => {
    const options = launchOptions({ startsOnClearScreen: true });
    const shown = new Rig(options, TIMING, 1_000).state;
    expect(shown.phase).toBe('barrier');
    expect(shown.needsClear).toBe(false);
    expect(shown.barrierSince).toBe(1_000);
    const early = controllerReducer(shown, { type: 'key', key: SPACE, at: 1_100 });
    expect(early.phase).toBe('barrier');
    const late = controllerReducer(shown, { type: 'key', key: SPACE, at: 1_000 + TIMING.minVisibleMs });
    expect(late.phase).toBe('turn');
  });

  test('still clears before the first game when the screen was not cleared', () => {
    const state = new Rig(launchOptions(), TIMING, 1_000).state;
    expect(state.needsClear).toBe(true);
  });
});

describe('the next-player screen: only a new press of Space opens it', () => {
  const ENTER: KeyPress = { kind: 'enter' };
  const at = (time: number, k: KeyPress = SPACE): ControllerMsg => ({ type: 'key', key: k, at: time });
  const noView = (): never => {
    throw new Error('a barrier must not ask for a view');
  };

  /** Two humans, the first barrier visible since `shownAt`, no input yet. */
  function atBarrier(shownAt = 0): ControllerState {
    const state = new Rig(launchOptions(), TIMING).run({ type: 'screenCleared', at: shownAt }).state;
    expect(state.phase).toBe('barrier');
    return state;
  }

  /** Two humans at a real table, the first barrier visible since 0: the turn's actions go to the table. */
  function rigAtBarrier(): Rig {
    const rig = new Rig(launchOptions(), TIMING).run({ type: 'screenCleared', at: 0 });
    expect(rig.state.phase).toBe('barrier');
    return rig;
  }

  /** Plays the first player's turn and ends it with Enter at `endAt`; the next barrier shows from `shownAt`. */
  function handOff(endAt: number, shownAt: number, repeatsBefore: readonly number[] = []): Rig {
    const rig = rigAtBarrier().run(at(1000), at(1100, { kind: 'char', char: 'p' }), at(1200, { kind: 'char', char: 'p' }));
    expect(rig.state.phase).toBe('turnDone');
    rig.run(at(endAt, ENTER));
    expect(rig.state.needsClear).toBe(true);
    rig.run(...repeatsBefore.map((time) => at(time, ENTER)), { type: 'screenCleared', at: shownAt });
    expect(rig.state.phase).toBe('barrier');
    return rig;
  }

  test('a Space pasted, or come with other keys at once, never opens it; pasted keys play nothing on the turn; a Space pressed alone does', () => {
    const chunk = (text: string, time: number): ControllerMsg[] => markTogether(decodeKeys(text)).map((key) => at(time, key));
    const BRACKETED = (text: string): string => `\u001b[200~${text}\u001b[201~`;
    const rig = rigAtBarrier().run(...chunk('good morning', 5000), ...chunk(' p h s ', 6000), ...chunk(BRACKETED(' '), 7000));
    expect(rig.state.phase).toBe('barrier');
    expect(rig.state.viewer).toBeNull();
    // Pressed alone, and long enough after the last Space to be no repeat of it.
    rig.run(at(9600));
    expect(rig.state.phase).toBe('turn');
    // On the turn a bracketed paste plays nothing: no pass, no hint, no swap begun; keys typed (together or not) do.
    rig.run(...chunk(BRACKETED('pp hs'), 10_000));
    expect(rig.state.phase).toBe('turn');
    expect(rig.state.message).toBeNull();
    rig.run(...chunk('pp', 11_000));
    expect(rig.state.phase).toBe('turnDone');
  });

  test('Enter never opens it, however long after it appeared; the screen says who presses Space', () => {
    const state = run(atBarrier(0), at(10_000, ENTER));
    expect(state.phase).toBe('barrier');
    expect(screenModel(state, noView)).toMatchObject({ kind: 'barrier', message: { code: 'barrierKey', name: state.match!.game.players[state.turnSeat!]!.name } });
    const opened = run(state, at(20_000));
    expect(opened.phase).toBe('turn');
    expect(opened.viewer).toBe(state.turnSeat);
    expect(opened.message).toBeNull();
  });

  test.each([500, 660, 1000, 1500, 2000])(
    'Enter held across the hand-off (first repeat after %i ms, then every 33 ms) never opens it; Space at once after does',
    (initialDelay) => {
      const rig = handOff(2000, 2010);
      const first = rig.state.turnSeat;
      let time = 2000 + initialDelay;
      for (; time < 2000 + initialDelay + 4000; time += 33) {
        rig.run(at(time, ENTER));
        expect(rig.state.phase).toBe('barrier');
        expect(rig.state.viewer).toBeNull();
      }
      expect(rig.state.turnSeat).toBe(first);
      // The next player presses Space once, right after the repeats stopped.
      rig.run(at(time + 40));
      expect(rig.state.phase).toBe('turn');
      expect(rig.state.viewer).toBe(first);
    },
  );

  test('a quick double press of Enter at the end of a turn does not open it', () => {
    const rig = handOff(2000, 2005, [2080]);
    rig.run(at(2150, ENTER));
    expect(rig.state.phase).toBe('barrier');
  });

  test('Space held since before it appeared never opens it, whatever the repeat delay; a new press after letting go does', () => {
    for (const initialDelay of [500, 660, 1000, 1500, 2000]) {
      // The player waiting for the computers pressed Space (it does nothing there) and keeps it down.
      const rig = handOff(2000, 2010);
      const before = rig.state;
      let state = run(before, at(2005));
      let time = 2005 + initialDelay;
      for (; time < 2005 + initialDelay + 3000; time += 33) {
        state = run(state, at(time));
        expect(state.phase).toBe('barrier');
      }
      expect(screenModel(state, noView)).toMatchObject({ kind: 'barrier', message: BARRIER_NOT_NEW });
      expect(run(state, at(time - 33 + TIMING.heldKeyGapMs - 1)).phase).toBe('barrier');
      expect(run(state, at(time - 33 + TIMING.heldKeyGapMs)).phase).toBe('turn');
    }
  });

  test('Enter then Space typed in one go by the player leaving does not open it', () => {
    const rig = handOff(2000, 2010);
    rig.run(at(2000 + TIMING.minVisibleMs - 1));
    expect(rig.state.phase).toBe('barrier');
  });

  test('where the terminal reports key events, a repeat never opens it and a press opens it at once', () => {
    const kitty = run(atBarrier(0), { type: 'terminalReport', report: { kind: 'keyboardFlags', flags: 31 } });
    expect(kitty.keyEventsReported).toBe(true);
    const repeat: KeyPress = { ...SPACE, reported: 'repeat' };
    const press: KeyPress = { ...SPACE, reported: 'press' };
    let state = kitty;
    for (let time = 1000; time < 4000; time += 33) {
      state = run(state, at(time, repeat));
      expect(state.phase).toBe('barrier');
    }
    // A press right after the repeats: the terminal says it is a new one.
    expect(run(state, at(4000, press)).phase).toBe('turn');
    // A terminal that speaks the protocol without event types is not trusted: plain rules apply.
    const partial = run(atBarrier(0), { type: 'terminalReport', report: { kind: 'keyboardFlags', flags: 1 } });
    expect(partial.keyEventsReported).toBe(false);
    expect(run(partial, at(1000, press), at(1100, press)).phase).toBe('turn');
    expect(run(partial, at(1000, ENTER), at(1100, press), at(1200, press)).phase).toBe('turn');
    // Too soon, so it stays shut, and the next Space may be that one held down.
    const held = run(partial, at(100, repeat));
    expect(held.phase).toBe('barrier');
    expect(run(held, at(1100, press)).phase).toBe('barrier');
  });

  test('property: no held key, with any initial delay up to 2 s and any repeat rate, opens it; a fresh Space then does', () => {
    const keys: KeyPress[] = [ENTER, SPACE, { kind: 'char', char: 'p' }, { kind: 'char', char: '1' }, { kind: 'pageUp' }, { kind: 'left' }];
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 5, max: 1000 }),
        fc.integer({ min: 0, max: 6000 }),
        fc.integer({ min: 0, max: 1999 }),
        (held, initialDelay, repeatEvery, holdFor, shownAfter) => {
          // The key went down at 0, before the screen appeared (at `shownAfter`, within the initial delay or not).
          let state = run(atBarrier(shownAfter), at(0, held));
          // Repeats before the screen appeared arrived on the screen before it: they count as keys all the same.
          for (let time = initialDelay; time <= initialDelay + holdFor; time += repeatEvery) {
            state = run(state, at(time, held));
            expect(state.phase).toBe('barrier');
            expect(state.viewer).toBeNull();
          }
          const released = Math.max(initialDelay + holdFor, shownAfter);
          const opened = run(state, at(released + TIMING.heldKeyGapMs));
          expect(opened.phase).toBe('turn');
        },
      ),
    );
  });
});
