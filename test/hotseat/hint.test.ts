/** The hint key on the table screen: a spinner, then the hint; dropped when the turn moves on; off with --no-hints. */

import { describe, expect, jest, test } from '@jest/globals';
import type { Suggestion } from '../../src/bots/suggest.js';
import { controllerReducer, screenModel, type ControllerMsg } from '../../src/hotseat/controller.js';
import { ScreenDriver } from '../../src/hotseat/driver.js';
import type { LaunchOptions } from '../../src/hotseat/options.js';
import type { PlayerView } from '../../src/core/view.js';
import { INSTANT_BARRIER, botMoves, humans, launchOptions, mount, testMatch } from './helpers.js';
import { ManualClock } from '../room/manualClock.js';
import type { TableModel } from '../../src/seat/model.js';
import { HINT_LEAD_MS } from '../../src/seat/spinnerLead.js';
import { fakeTimersInEachTest } from '../support/wait.js';
import { KEYS } from '../support/keyBytes.js';

// The spinner's lead before a hint is worked out passes on the fake clock.
fakeTimersInEachTest();

const SIZE = { columns: 80, rows: 24 };
const SUGGESTION: Suggestion = { action: { type: 'pass' }, winChance: 0.432, reason: { code: 'keepsHand', category: 1 } };

const key = (char: string): ControllerMsg => ({ type: 'key', key: { kind: 'char', char }, at: 1000 });

/** A driver at a one-human table whose hints come only when the test says so. */
function rig(overrides: Partial<LaunchOptions> = {}) {
  const options = launchOptions({ seats: [...humans('Alice'), { name: 'Bot Easy', bot: 'easy' }], ...overrides });
  const asked: { view: PlayerView; answer: (suggestion: Suggestion) => void }[] = [];
  const suggest = (view: PlayerView): Promise<Suggestion> => new Promise((resolve) => asked.push({ view, answer: resolve }));
  const clock = new ManualClock();
  const driver = new ScreenDriver({ options, barrier: INSTANT_BARRIER }, SIZE, 0, { ...testMatch(options), suggest }, clock);
  driver.dispatch({ type: 'screenCleared', at: 0 });
  const table = (): TableModel => {
    const model = screenModel(driver.state, driver.viewOf);
    if (model.kind !== 'seat' || model.seat.kind !== 'table') throw new Error(`not the table screen: ${model.kind}`);
    return model.seat.table;
  };
  /** The hints everyone's log notes so far. */
  const hintsUsed = () => driver.state.match!.hints;
  return { driver, clock, asked, table, hintsUsed };
}

/** The spinner's lead passes: then the driver has asked for the hint. */
async function untilAsked(asked: readonly unknown[], count = 1): Promise<void> {
  expect(asked).toHaveLength(count - 1);
  await jest.advanceTimersByTimeAsync(HINT_LEAD_MS);
  expect(asked).toHaveLength(count);
}

/** Whatever follows at once (the answer handed on) happens. */
const settled = (): Promise<void> => jest.advanceTimersByTimeAsync(0);

/** Long after the spinner's lead: a hint that was to be asked for would have been. */
const longAfter = (): Promise<void> => jest.advanceTimersByTimeAsync(10 * HINT_LEAD_MS);

async function humanTurn(r: ReturnType<typeof rig>): Promise<void> {
  while (r.driver.state.phase === 'watch') {
    await botMoves(r.driver, r.clock);
    r.driver.dispatch({ type: 'screenCleared', at: 0 });
  }
  expect(r.driver.state.phase).toBe('turn');
}

describe('the hint key', () => {
  test('h shows a spinner, then the hint, and only then notes it in the log; asking again changes nothing', async () => {
    const r = rig();
    await humanTurn(r);
    expect(r.table().hintKey).toBe(true);
    const version = r.driver.state.match!.version;
    r.driver.dispatch(key('h'));
    // Asked for, not yet shown: nothing in the log, and the turn is still Alice's.
    expect(r.driver.state.phase).toBe('turn');
    expect(r.driver.state.match!.version).toBe(version);
    expect(r.hintsUsed()).toEqual([]);
    expect(r.table().hint).toEqual({ suggestion: null });
    await untilAsked(r.asked);
    // Worked out from Alice's own view: her hidden cards, nobody else's.
    expect(r.asked[0]!.view.viewer).toBe(0);
    expect(r.asked[0]!.view.players[1]!.hidden).toBeNull();
    r.asked[0]!.answer(SUGGESTION);
    await settled();
    expect(r.table().hint).toEqual({ suggestion: SUGGESTION });
    // Shown: now everyone's log says so.
    expect(r.driver.state.match!.version).toBe(version + 1);
    expect(r.hintsUsed()).toEqual([{ seat: 0, logLength: r.driver.state.match!.game.log.length }]);
    r.driver.dispatch(key('h'));
    expect(r.driver.state.match!.version).toBe(version + 1);
    await longAfter();
    expect(r.asked).toHaveLength(1);
    expect(r.table().hint).toEqual({ suggestion: SUGGESTION });
  });

  test('h works while picking a swap, as the key bar says, and the pick goes on', async () => {
    const r = rig();
    await humanTurn(r);
    r.driver.dispatch(key('s'));
    r.driver.dispatch(key('2'));
    expect(r.table().hintKey).toBe(true);
    r.driver.dispatch(key('h'));
    expect(r.table().hint).toEqual({ suggestion: null });
    expect(r.driver.state.screen.swap).toEqual({ kind: 'one', own: 1 });
    await untilAsked(r.asked);
    r.asked[0]!.answer(SUGGESTION);
    await settled();
    expect(r.table().hint).toEqual({ suggestion: SUGGESTION });
    r.driver.dispatch(key('3'));
    expect(r.driver.state.match!.game.log.at(-1)).toMatchObject({ type: 'swapped', own: 1, middle: 2 });
  });

  test('a hint that arrives after the turn moved on is dropped; the next action clears a shown one', async () => {
    const r = rig();
    await humanTurn(r);
    r.driver.dispatch(key('h'));
    await untilAsked(r.asked);
    r.driver.dispatch(key('p'));
    expect(r.driver.state.screen.hint).toBeNull();
    r.asked[0]!.answer(SUGGESTION);
    await settled();
    expect(r.driver.state.screen.hint).toBeNull();
    expect(r.table().hint).toBeNull();
    // Never shown, so never noted as used.
    expect(r.hintsUsed()).toEqual([]);

    // A new hint for the second action, shown, then gone with that action.
    r.driver.dispatch(key('h'));
    await untilAsked(r.asked, 2);
    r.asked[1]!.answer(SUGGESTION);
    await settled();
    expect(r.table().hint).toEqual({ suggestion: SUGGESTION });
    r.driver.dispatch(key('p'));
    expect(r.driver.state.phase).toBe('turnDone');
    expect(r.table().hint).toBeNull();
    expect(r.table().hintKey).toBe(false);
    // The shown hint stays in the log; the overtaken one was never there.
    expect(r.hintsUsed()).toHaveLength(1);
  });

  test('a hint asked for and abandoned before the spinner is up is never worked out', async () => {
    const r = rig();
    await humanTurn(r);
    r.driver.dispatch(key('h'));
    r.driver.dispatch(key('p'));
    await longAfter();
    expect(r.asked).toHaveLength(0);
    expect(r.hintsUsed()).toEqual([]);
  });

  test('the reducer drops a hint for another place', async () => {
    const r = rig();
    await humanTurn(r);
    r.driver.dispatch(key('h'));
    const state = r.driver.state;
    const position = { seat: 0, game: 1, logLength: state.screen.hint!.logLength };
    const elsewhere = controllerReducer(state, { type: 'hintReady', position: { ...position, logLength: position.logLength - 1 }, suggestion: SUGGESTION });
    expect(elsewhere).toBe(state);
    const here = controllerReducer(state, { type: 'hintReady', position, suggestion: SUGGESTION });
    expect(here.screen.hint?.suggestion).toEqual(SUGGESTION);
    expect(here.command).toEqual({ type: 'noteHint', seat: 0, version: state.match!.version });
    // One that could not be worked out takes the spinner away and notes nothing.
    const none = controllerReducer(state, { type: 'hintReady', position, suggestion: null });
    expect(none.screen.hint).toBeNull();
    expect(none.command).toBeNull();
  });

  test('with --no-hints, h only says hints are off, and the key bar does not offer it', async () => {
    const r = rig({ hints: false });
    await humanTurn(r);
    expect(r.table().hintKey).toBe(false);
    const version = r.driver.state.match!.version;
    r.driver.dispatch(key('h'));
    expect(r.driver.state.screen.message).toEqual({ code: 'hintsOff' });
    expect(r.driver.state.match!.version).toBe(version);
    expect(r.driver.state.screen.hint).toBeNull();
    await longAfter();
    expect(r.asked).toHaveLength(0);
  });
});

describe('the hint on screen', () => {
  test("pressing h in a real game shows the hard player's move, the chance and the reason, and logs it", async () => {
    const app = await mount(launchOptions({ seats: [...humans('Alice'), { name: 'Bot Easy', bot: 'easy' }], seed: '11' }));
    await app.waitFor(() => app.lastFrame().includes("Alice's turn"));
    expect(app.lastFrame()).toContain('h hint');
    await app.press('h');
    await app.waitFor(() => app.lastFrame().includes('Hint: '));
    const frame = app.lastFrame();
    expect(frame).toMatch(
      /Hint: (shift the middle row (left|right)|swap your open card [1-3] \(.+\) with middle card [1-3] \(.+\)|swap all three open cards with the middle row|pass)/u,
    );
    expect(frame).toMatch(/about \d{1,3}% to win(?: from here:|; then (?:a swap|swap all):) \S/u);
    expect(frame).toContain('Alice used a hint.');
    expect(app.frames().some((shown) => shown.includes('Working out a hint'))).toBe(true);
    app.unmount();
  });

  test('in German: Tipp, the chance, and the log line', async () => {
    const app = await mount(launchOptions({ seats: [...humans('Alice'), { name: 'Bot Easy', bot: 'easy' }], seed: '11', lang: 'de' }));
    await app.waitFor(() => app.lastFrame().includes('h Tipp'));
    await app.press('h');
    await app.waitFor(() => app.lastFrame().includes('Tipp: '));
    expect(app.lastFrame()).toMatch(/etwa \d{1,3} % Gewinnchance ab hier: \S/u);
    expect(app.lastFrame()).toContain('Alice hat einen Tipp genutzt.');
    app.unmount();
  });

  test('with --no-hints the screen says so and the key bar has no h', async () => {
    const app = await mount(launchOptions({ seats: [...humans('Alice'), { name: 'Bot Easy', bot: 'easy' }], seed: '11', hints: false }));
    await app.waitFor(() => app.lastFrame().includes("Alice's turn"));
    expect(app.lastFrame()).not.toContain('h hint');
    await app.press('h');
    await app.waitFor(() => app.lastFrame().includes('Hints are off for this game.'));
    await app.press('?');
    expect(app.lastFrame()).not.toContain('h hint');
    await app.press(KEYS.escape);
    app.unmount();
  });
});
