/**
 * Stored before shown (RunnerOptions.storedBeforeShown: `host` and `serve`):
 * a change of the table reaches the screens only once the store holds it
 * (`stored`), and the match holds while its saves fail: no player's move,
 * hint or next game is made and no bot moves, each refused as
 * `savesFailing`, until a save works again. Without the option the match
 * shows each change at once and plays on (a full disk at one keyboard).
 *
 * The store here is the test's: it saves every change the table hears of,
 * at once or when told, and fails while the test says so.
 */

import { afterEach, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { chooseBotAction } from '../../src/bots/index.js';
import { MatchRunner, type SeatPlan } from '../../src/room/runner.js';
import type { Table } from '../../src/table/index.js';
import { remoteSeatContext } from '../../src/remote/seatContext.js';
import { INITIAL_SEAT_SCREEN, seatReducer, seatScreenModel, type SeatScreenState, type TableModel } from '../../src/seat/model.js';
import { waitFor } from '../support/wait.js';

const made: MatchRunner[] = [];
afterEach(() => {
  for (const match of made.splice(0)) match.close();
});

const AWAY = { ok: false, errno: 'ECONNREFUSED' } as const;

/** A store the test drives: `pending` are the versions heard of and not yet saved; `save()` saves the newest (as a server's does), or fails while `away`. */
class TestStore {
  pending: number[] = [];
  away = false;
  saved = -1;
  match: MatchRunner | null = null;

  attach(table: Table): void {
    this.pending.push(table.version);
    table.watchRecord(() => this.pending.push(table.version));
  }

  /** The newest change heard of is saved (those before it with it), or the save fails; false when there was nothing to save. */
  save(): boolean {
    const newest = this.pending.at(-1);
    if (newest === undefined || this.match === null) return false;
    if (this.away) {
      this.match.setSaving(AWAY);
      return true;
    }
    this.pending = [];
    this.saved = newest;
    this.match.setSaving({ ok: true });
    this.match.stored(newest);
    return true;
  }
}

function runner(seats: readonly SeatPlan[], options: { readonly stored: boolean; readonly store?: TestStore }): MatchRunner {
  const match = MatchRunner.plan(
    seats,
    { rounds: 2, games: null, tiebreak: 'category', strictOrder: false, seed: 'held-match' },
    {
      seatTimeoutMs: 60_000,
      botLevel: 'easy',
      botDelayMs: 0,
      spectators: false,
      now: () => Date.UTC(2026, 10, 26),
      newSeed: () => 'unused',
      decide: chooseBotAction,
      ...(options.stored ? { storedBeforeShown: true } : {}),
      ...(options.store === undefined ? {} : { onTable: (table: Table) => options.store!.attach(table) }),
    },
  );
  if (options.store !== undefined) options.store.match = match;
  made.push(match);
  return match;
}

/** Ann and Bob seated at a started match over `store`. */
function twoPlayers(store: TestStore): { match: MatchRunner; table: Table } {
  const match = runner([{ kind: 'remote' }, { kind: 'remote' }], { stored: true, store });
  const ann = match.join('Ann', null);
  const bob = match.join('Bob', null);
  if (!ann.ok || !bob.ok) throw new Error('not seated');
  return { match, table: match.table! };
}

describe('stored before shown', () => {
  it('shows no deal until it is stored: the screens see the waiting room, then the table', () => {
    const store = new TestStore();
    const { match, table } = twoPlayers(store);
    expect(match.snapshot(0)).toMatchObject({ phase: 'lobby', view: null });
    expect(table.phase).toBe('playing');
    store.save();
    expect(match.snapshot(0).phase).toBe('playing');
    expect(match.snapshot(0).view?.version).toBe(table.version);
  });

  it('shows a move only once it is stored, the seat that made it hearing first', () => {
    const store = new TestStore();
    const { match, table } = twoPlayers(store);
    store.save();
    const heard: string[] = [];
    match.onChange(() => heard.push('Ann'), 0);
    match.onChange(() => heard.push('Bob'), 1);
    const seat = table.currentSeat!;
    const before = table.version;
    expect(match.act(seat, { type: 'pass' }, before)?.ok).toBe(true);
    // Made, not shown: every screen still shows the table as stored, and none was told.
    expect([match.snapshot(0).view?.version, match.snapshot(1).view?.version]).toEqual([before, before]);
    expect(heard).toEqual([]);
    // A key meant for the table as shown, pressed before the store answered, changes nothing (the screen then shows the change).
    expect(match.act(seat, { type: 'pass' }, before)).toMatchObject({ ok: false, error: { code: 'staleVersion' } });
    store.save();
    expect(match.snapshot(1 - seat).view?.version).toBe(table.version);
    expect(heard).toEqual(seat === 0 ? ['Ann', 'Bob'] : ['Bob', 'Ann']);
  });

  it("refuses the player's move and hint while saves fail, and changes nothing, until a save works again", () => {
    const store = new TestStore();
    const { match, table } = twoPlayers(store);
    store.save();
    const seat = table.currentSeat!;
    match.setSaving(AWAY);
    const version = table.version;
    expect(match.act(seat, { type: 'pass' }, version)).toEqual({ ok: false, error: { code: 'savesFailing' } });
    expect(match.noteHint(seat, version)).toEqual({ ok: false, error: { code: 'savesFailing' } });
    expect(table.version).toBe(version);
    match.setSaving({ ok: true });
    expect(match.act(seat, { type: 'pass' }, version)?.ok).toBe(true);
    expect(table.version).toBeGreaterThan(version);
  });

  it("the player's screen says why a key was refused while saves fail, and says it is their turn again once they work", () => {
    const store = new TestStore();
    const { match, table } = twoPlayers(store);
    store.save();
    const seat = table.currentSeat!;
    const model = (state: SeatScreenState): TableModel => {
      const screen = seatScreenModel(state, remoteSeatContext(match.snapshot(seat), seat, { size: { columns: 80, rows: 24 }, ascii: false, lang: 'en', standInLevel: 'easy' })!);
      if (screen.kind !== 'table') throw new Error(screen.kind);
      return screen.table;
    };
    match.setSaving(AWAY);
    const refused = match.act(seat, { type: 'pass' }, table.version);
    if (refused === null || refused.ok) throw new Error('not refused');
    const context = remoteSeatContext(match.snapshot(seat), seat, { size: { columns: 80, rows: 24 }, ascii: false, lang: 'en', standInLevel: 'easy' })!;
    const state = seatReducer(INITIAL_SEAT_SCREEN, { type: 'refused', error: refused.error }, context).state;
    expect(model(state)).toMatchObject({ mode: 'turn', message: { code: 'tableError', error: { code: 'savesFailing' } } });
    expect(model(state).warning).not.toBeNull();
    // Saved again: no word of waiting is left; the turn's own line shows (nothing was done: the key is to be pressed again).
    match.setSaving({ ok: true });
    expect(model(state)).toMatchObject({ mode: 'turn', message: null, warning: null });
  });

  it('a move whose save fails is never shown; the table holds and shows it once a later save takes it', () => {
    const store = new TestStore();
    const { match, table } = twoPlayers(store);
    store.save();
    const seat = table.currentSeat!;
    const before = table.version;
    store.away = true;
    expect(match.act(seat, { type: 'pass' }, before)?.ok).toBe(true);
    store.save();
    expect(match.snapshot(seat).saving).toEqual(AWAY);
    expect(match.snapshot(seat).view?.version).toBe(before);
    expect(match.act(seat, { type: 'pass' }, table.version)).toEqual({ ok: false, error: { code: 'savesFailing' } });
    store.away = false;
    store.save();
    expect(match.snapshot(seat).view?.version).toBe(table.version);
    expect(match.snapshot(seat).saving).toEqual({ ok: true });
  });

  it('keeps its bots waiting until what came before is shown, and while saves fail', async () => {
    const store = new TestStore();
    const match = runner([{ kind: 'remote' }, { kind: 'bot', level: 'easy' }], { stored: true, store });
    const ann = match.join('Ann', null);
    if (!ann.ok) throw new Error('not seated');
    const table = match.table!;
    // Nothing moves before the deal is stored, not even a bot whose turn it is.
    const dealt = table.version;
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(table.version).toBe(dealt);
    store.save();
    // The bot moves (and each of its moves waits for its own save) until it is Ann's turn.
    await waitFor(
      () => {
        store.save();
        return table.currentSeat === ann.seat;
      },
      { what: "Ann's turn" },
    );
    store.save();
    const seat = ann.seat!;
    expect(match.act(seat, { type: 'pass' }, table.version)?.ok).toBe(true);
    store.save();
    expect(match.act(seat, { type: 'pass' }, table.version)?.ok).toBe(true);
    // Her second action hands the turn to the bot; the store goes away as it is saved.
    store.away = true;
    store.save();
    const held = table.version;
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(table.version).toBe(held);
    expect(table.currentSeat).not.toBe(seat);
    store.away = false;
    store.save();
    await waitFor(
      () => {
        store.save();
        return table.version > held;
      },
      { what: 'the bot moved once saving works again' },
    );
  });

  it('without the option, shows each change at once and plays on while saves fail', () => {
    const match = runner([{ kind: 'remote' }, { kind: 'remote' }], { stored: false });
    const ann = match.join('Ann', null);
    const bob = match.join('Bob', null);
    if (!ann.ok || !bob.ok) throw new Error('not seated');
    const table = match.table!;
    match.setSaving(AWAY);
    expect(match.act(table.currentSeat!, { type: 'pass' }, table.version)?.ok).toBe(true);
    expect(match.snapshot(0).view?.version).toBe(table.version);
  });
});

describe('stored before shown, whatever happens in whatever order', () => {
  /** The model: what the store holds and what each screen was last shown. */
  interface Model {
    saved: number;
  }
  interface Real {
    readonly store: TestStore;
    readonly match: MatchRunner;
    readonly table: Table;
    readonly shownEver: Set<number>;
  }

  /** After every step: no screen shows a version the store has not held, and every version shown was stored at some point. */
  const check = (model: Model, real: Real): void => {
    for (const seat of [0, 1, null] as const) {
      const view = real.match.snapshot(seat).view;
      if (view === null) continue;
      real.shownEver.add(view.version);
      expect(view.version).toBeLessThanOrEqual(model.saved);
    }
  };

  class Play implements fc.Command<Model, Real> {
    constructor(readonly action: 'pass' | 'shiftLeft' | 'next') {}
    check = () => true;
    run(model: Model, real: Real): void {
      const { match, table } = real;
      // The seat whose turn the screens show presses a key, against the version they show.
      const shown = match.snapshot(0).view;
      if (shown === null) return;
      if (this.action === 'next') {
        match.ready(0, shown.version);
        match.ready(1, shown.version);
      } else if (table.currentSeat !== null) match.act(table.currentSeat, this.action === 'pass' ? { type: 'pass' } : { type: 'shift', direction: 'left' }, shown.version);
      check(model, real);
    }
    toString = () => `play ${this.action}`;
  }
  class Save implements fc.Command<Model, Real> {
    check = () => true;
    run(model: Model, real: Real): void {
      real.store.save();
      if (!real.store.away) model.saved = Math.max(model.saved, real.store.saved);
      check(model, real);
    }
    toString = () => 'save';
  }
  class StoreAway implements fc.Command<Model, Real> {
    constructor(readonly away: boolean) {}
    check = () => true;
    run(model: Model, real: Real): void {
      real.store.away = this.away;
      check(model, real);
    }
    toString = () => (this.away ? 'store away' : 'store back');
  }

  it('never shows what the store does not hold, and shows what it does', () => {
    fc.assert(
      fc.property(
        fc.commands(
          [
            fc.constantFrom('pass', 'shiftLeft', 'next').map((action) => new Play(action as 'pass' | 'shiftLeft' | 'next')),
            fc.constant(new Save()),
            fc.boolean().map((away) => new StoreAway(away)),
          ],
          {
            maxCommands: 60,
          },
        ),
        (commands) => {
          const store = new TestStore();
          const { match, table } = twoPlayers(store);
          const real: Real = { store, match, table, shownEver: new Set() };
          const model: Model = { saved: -1 };
          fc.modelRun(() => ({ model, real }), commands);
          // Once the store works and has saved what there is, the screens show the table as it is.
          store.away = false;
          store.save();
          expect(match.snapshot(0).view?.version).toBe(table.version);
          match.close();
        },
      ),
      { numRuns: 150 },
    );
  });
});
