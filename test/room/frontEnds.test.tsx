/**
 * Every front end paces its bots through the room (room/pacing.ts), each
 * run here on a clock moved by hand: the hotseat's screen, the
 * screen-reader mode, the tutorial and the runner of a room of remote
 * players. In each a bot moves only once its delay has passed, and not
 * while its front end holds the bots back.
 */

import { describe, expect, it } from '@jest/globals';
import { render } from 'ink-testing-library';
import React, { act } from 'react';
import { chooseBotAction } from '../../src/bots/index.js';
import { MatchRunner, type RunnerOptions } from '../../src/room/runner.js';
import { ReaderGame } from '../../src/reader/readerGame.js';
import { keyboardAt } from '../reader/helpers.js';
import type { Table } from '../../src/table/index.js';
import { LocaleProvider } from '../../src/term/locale.js';
import { PARTNER_PACE_MS } from '../../src/tutorial/screen.js';
import { TutorialApp } from '../../src/tutorial/TutorialApp.js';
import type { ControllerMsg } from '../../src/hotseat/controller.js';
import { ScreenDriver } from '../../src/hotseat/driver.js';
import { bot, humans, startTable } from '../table/helpers.js';
import { INSTANT_BARRIER, launchOptions, testMatch } from '../hotseat/helpers.js';
import { ManualClock, settle, until } from './manualClock.js';

describe('the hotseat paces its bots through the room', () => {
  const SIZE = { columns: 80, rows: 24 };
  const key = (char: string): ControllerMsg => ({ type: 'key', key: { kind: 'char', char }, at: 1000 });

  /** Two bots at one keyboard; the screen tells the room each time it has drawn (as useGameController does), unless `drawn` is false. */
  function screen(botDelayMs: number, drawn = true): { driver: ScreenDriver; clock: ManualClock; moves: () => number } {
    const clock = new ManualClock();
    const options = launchOptions({
      seats: [
        { name: 'Bot Random', bot: 'random' },
        { name: 'Bot Easy', bot: 'easy' },
      ],
      rounds: 2,
      seed: '5',
      botDelayMs,
    });
    const driver = new ScreenDriver({ options, barrier: INSTANT_BARRIER }, SIZE, 0, testMatch(options, chooseBotAction), clock);
    if (drawn) driver.subscribe(() => driver.shown());
    driver.dispatch({ type: 'screenCleared', at: 0 });
    return {
      driver,
      clock,
      moves: () =>
        driver.table!.view(null).game.log.filter((event) => event.type === 'shifted' || event.type === 'swapped' || event.type === 'swappedAll' || event.type === 'passed').length,
    };
  }

  it('a bot moves once its delay is over, one move a delay', async () => {
    const { driver, clock, moves } = screen(600);
    const before = moves();
    clock.pass(599);
    await settle();
    expect(moves()).toBe(before);
    clock.pass(1);
    await until(() => moves() > before, 'the first move');
    const first = moves();
    clock.pass(599);
    await settle();
    expect(moves()).toBe(first);
    clock.pass(1);
    await until(() => moves() > first, 'the second move');
    driver.dispose();
  });

  it('no bot moves while the quit question or the help is open, nor while the terminal is too small', async () => {
    const { driver, clock, moves } = screen(600);
    const before = moves();
    driver.dispatch(key('q'));
    clock.pass(5000);
    await settle();
    expect(moves()).toBe(before);
    driver.dispatch(key('n'));
    driver.dispatch(key('?'));
    clock.pass(5000);
    await settle();
    expect(moves()).toBe(before);
    driver.dispatch(key('?'));
    driver.dispatch({ type: 'resize', size: { columns: 20, rows: 5 } });
    clock.pass(5000);
    await settle();
    expect(moves()).toBe(before);
    driver.dispatch({ type: 'resize', size: SIZE });
    clock.pass(600);
    await until(() => moves() > before, 'the move once the terminal is large again');
    driver.dispose();
  });

  it('no bot moves before the screen has drawn the state in which it is due', async () => {
    const { driver, clock, moves } = screen(600, false);
    const before = moves();
    clock.pass(5000);
    await settle();
    expect(moves()).toBe(before);
    driver.shown();
    clock.pass(600);
    await until(() => moves() > before, 'the move once the screen has drawn it');
    driver.dispose();
  });

  it('disposed, its bots move no more', async () => {
    const { driver, clock, moves } = screen(600);
    const before = moves();
    driver.dispose();
    clock.pass(5000);
    await settle();
    expect(moves()).toBe(before);
    expect(clock.waiting).toBe(0);
  });
});

describe('the screen-reader mode paces its bots through the room', () => {
  it("the bot moves after its delay, and only at its turn: Ann's is hers", async () => {
    const clock = new ManualClock();
    const table: Table = startTable({ seats: [bot('Bot Easy', 'easy'), ...humans('Ann')], rounds: 2, games: 1, seed: 'reader', firstPlayer: 0 });
    const lines: string[] = [];
    const reader = new ReaderGame({
      source: keyboardAt(table, undefined, clock, 1500),
      keyboard: [1],
      lang: 'en',
      saved: false,
      say: (line) => lines.push(line),
      now: () => 0,
      exit: () => undefined,
    });
    const version = table.view(null).version;
    clock.pass(1499);
    await settle();
    expect(table.view(null).version).toBe(version);
    clock.pass(1);
    await until(() => table.view(null).version > version, "the bot's first action");
    clock.pass(1500);
    await until(() => table.view(null).game.currentPlayer === 1, "Ann's turn");
    // Ann's turn waits for Ann, however long.
    const hers = table.view(null).version;
    clock.pass(60_000);
    await settle();
    expect(table.view(null).version).toBe(hers);
    expect(clock.waiting).toBe(0);
    reader.stop();
  });
});

describe('the tutorial paces its partner through the room', () => {
  it("the partner waits for Enter to end the learner's turn, then plays one action a pace", async () => {
    const clock = new ManualClock();
    let app!: ReturnType<typeof render>;
    await act(async () => {
      app = render(
        <LocaleProvider lang="en">
          <TutorialApp ascii={false} lang="en" onExit={() => undefined} clock={clock} />
        </LocaleProvider>,
      );
    });
    const type = async (keys: readonly string[]): Promise<void> => {
      for (const typed of keys) {
        await act(async () => {
          app.stdin.write(typed);
        });
      }
    };
    const pass = async (ms: number): Promise<void> => {
      await act(async () => {
        clock.pass(ms);
        await settle();
      });
    };
    const partner = (): number => (app.lastFrame()!.match(/Ben (passed|shifted|swapped)/gu) ?? []).length;
    // Lesson 8 (the last round): two actions end the learner's turn, Enter hands it on.
    await type(['n', 'n', 'n', 'n', 'n', 'n', 'n', 's', '1', '1', 'p']);
    await pass(10 * PARTNER_PACE_MS);
    expect(partner()).toBe(0);
    await type(['\r']);
    await pass(PARTNER_PACE_MS - 1);
    expect(partner()).toBe(0);
    await pass(1);
    expect(partner()).toBe(1);
    // Ben's second action ends the lesson's round: the showdown.
    expect(app.lastFrame()).not.toContain('Well done.');
    await pass(PARTNER_PACE_MS);
    expect(app.lastFrame()).toContain('Well done.');
    await act(async () => {
      app.unmount();
    });
  });
});

describe('the runner of a room of remote players paces its bots through the room', () => {
  const settings = { rounds: 2, games: 1, tiebreak: 'category' as const, strictOrder: false, seed: 'room' };
  const options = (clock: ManualClock, overrides: Partial<RunnerOptions> = {}): RunnerOptions => ({
    seatTimeoutMs: 60_000,
    botLevel: 'easy',
    botDelayMs: 500,
    spectators: true,
    now: () => 0,
    newSeed: () => 'seed',
    decide: chooseBotAction,
    clock,
    ...overrides,
  });

  it('a bot moves once its delay is over; winding up plays on without the pause', async () => {
    const clock = new ManualClock();
    const match = MatchRunner.plan(
      [
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'random' },
      ],
      settings,
      options(clock),
    );
    const table = match.table!;
    const version = table.version;
    clock.pass(499);
    await settle();
    expect(table.version).toBe(version);
    clock.pass(1);
    await until(() => table.version > version, 'the first bot move');
    match.windUp();
    await until(() => table.phase !== 'playing', 'the game played out without pauses', clock);
    match.close();
  });

  it('stored before shown: no bot moves on from a change nobody has seen, nor while the saves fail', async () => {
    const clock = new ManualClock();
    const match = MatchRunner.plan(
      [
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'random' },
      ],
      settings,
      options(clock, { storedBeforeShown: true }),
    );
    const table = match.table!;
    match.stored(table.version);
    const version = table.version;
    match.setSaving({ ok: false, errno: 'ENOSPC' });
    clock.pass(5000);
    await settle();
    expect(table.version).toBe(version);
    match.setSaving({ ok: true });
    clock.pass(500);
    await until(() => table.version > version, 'the move once saving works');
    const moved = table.version;
    // Not stored yet: the next waits.
    clock.pass(5000);
    await settle();
    expect(table.version).toBe(moved);
    match.stored(moved);
    clock.pass(500);
    await until(() => table.version > moved, 'the next move once stored');
    match.close();
  });
});
