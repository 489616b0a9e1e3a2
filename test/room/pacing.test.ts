/**
 * The pace of the bots (room/pacing.ts), as properties over random turns,
 * keys and time: a bot never moves while its front end says none may; the
 * moves come in order, one at a time, each after its delay; a human's turn
 * is never taken; and with nothing holding them back the bots play on
 * until a human is to move.
 */

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { AT_ONCE, BotPacing, dueMove } from '../../src/room/pacing.js';
import { ManualClock, settle } from './manualClock.js';

type Step =
  | { readonly kind: 'pass'; readonly ms: number }
  /** The front end holds the bots back (help, quit question, barrier, a save failing) or lets them go on. */
  | { readonly kind: 'hold'; readonly on: boolean }
  /** The human whose turn it is acts (if it is a human's). */
  | { readonly kind: 'human' }
  | { readonly kind: 'hurry'; readonly on: boolean };

const steps = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('pass' as const), ms: fc.integer({ min: 0, max: 900 }) }),
    fc.record({ kind: fc.constant('hold' as const), on: fc.boolean() }),
    fc.record({ kind: fc.constant('human' as const) }),
    fc.record({ kind: fc.constant('hurry' as const), on: fc.boolean() }),
  ),
  { maxLength: 60 },
);

/** A table of turns (true: a bot's) played through the pacing as a front end would: it pokes after every change. */
class Front {
  turn = 0;
  held = false;
  hurried = false;
  /** When the move due now became due (the change before it, or the front end letting go). */
  dueSince = 0;
  readonly moved: { readonly turn: number; readonly at: number }[] = [];
  readonly problems: string[] = [];
  readonly pacing: BotPacing<{ readonly key: number }>;

  constructor(
    readonly turns: readonly boolean[],
    readonly clock: ManualClock,
    readonly delayMs: number,
    leadMs: number | undefined,
  ) {
    this.pacing = new BotPacing(
      clock,
      { delayMs, ...(leadMs === undefined ? {} : { leadMs }) },
      {
        due: () => dueMove(this.botTurn(), !this.held),
        play: async (move, ready) => {
          await ready;
          // Played only now: the front end must still let it be, and it must still be that bot's turn.
          if (this.held) this.problems.push(`turn ${move.key} played while held`);
          if (move.key !== this.turn) this.problems.push(`turn ${move.key} played at turn ${this.turn}`);
          if (this.turns[move.key] !== true) this.problems.push(`a human's turn ${move.key} taken`);
          if (!this.hurried && this.clock.now() - this.dueSince < this.delayMs)
            this.problems.push(`turn ${move.key} played ${this.clock.now() - this.dueSince} ms after it was due`);
          this.moved.push({ turn: move.key, at: this.clock.now() });
          this.advance();
        },
      },
    );
    this.pacing.poke();
  }

  botTurn(): { readonly key: number } | null {
    return this.turns[this.turn] === true ? { key: this.turn } : null;
  }

  advance(): void {
    this.turn++;
    this.dueSince = this.clock.now();
    this.pacing.poke();
  }

  async step(step: Step): Promise<void> {
    switch (step.kind) {
      case 'pass':
        this.clock.pass(step.ms);
        break;
      case 'hold':
        if (this.held && !step.on) this.dueSince = this.clock.now();
        this.held = step.on;
        this.pacing.poke();
        break;
      case 'human':
        if (this.turn < this.turns.length && this.turns[this.turn] === false) this.advance();
        break;
      case 'hurry':
        this.hurried ||= step.on;
        this.pacing.hurry(step.on);
        break;
    }
    await settle();
    // One move at a time: never more than its one timer.
    if (this.clock.waiting > 1) this.problems.push(`${this.clock.waiting} timers at once`);
  }
}

describe('the pace of the bots', () => {
  it("never moves a bot while its front end holds them, nor a human's turn; moves in order, one at a time, each after its delay", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 800 }),
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
        steps,
        async (turns, delayMs, leadMs, script) => {
          const front = new Front(turns, new ManualClock(), delayMs, leadMs);
          for (const step of script) await front.step(step);
          expect(front.problems).toEqual([]);
          // In order: every bot's turn passed, once each.
          const botTurnsPassed = turns.flatMap((bot, index) => (bot && index < front.turn ? [index] : []));
          expect(front.moved.map((move) => move.turn)).toEqual(botTurnsPassed);
          // Let go, the bots play on until a human is to move (or the turns are over).
          await front.step({ kind: 'hold', on: false });
          for (let i = 0; i < turns.length; i++) await front.step({ kind: 'pass', ms: delayMs + 1 });
          expect(front.problems).toEqual([]);
          expect(front.turns[front.turn]).not.toBe(true);
          front.pacing.stop();
        },
      ),
      { numRuns: 150 },
    );
  });

  it("a move decided after the lead waits out the rest of the delay, the deciding's own time included", async () => {
    const clock = new ManualClock();
    const played: number[] = [];
    let turn = 0;
    const pacing = new BotPacing(
      clock,
      { delayMs: 600, leadMs: 30 },
      {
        due: () => (turn < 2 ? { key: turn } : null),
        play: async (move, ready) => {
          // The bot thinks 100 ms.
          clock.pass(100);
          await ready;
          played.push(clock.now());
          turn = move.key + 1;
          pacing.poke();
        },
      },
    );
    pacing.poke();
    clock.pass(29);
    await settle();
    expect(played).toEqual([]);
    clock.pass(1);
    await settle();
    // Decided at 30 ms and done thinking at 130: played at 600.
    expect(clock.now()).toBe(130);
    expect(played).toEqual([]);
    clock.pass(469);
    await settle();
    expect(played).toEqual([]);
    clock.pass(1);
    await settle();
    expect(played).toEqual([600]);
    clock.pass(700);
    await settle();
    expect(played).toEqual([600, 1300]);
  });

  it('a move held back after its bot decided is never played; let go, it is decided anew', async () => {
    const clock = new ManualClock();
    let held = false;
    let decided = 0;
    let played = 0;
    const pacing = new BotPacing(
      clock,
      { delayMs: 600, leadMs: 30 },
      {
        due: () => (held || played > 0 ? null : { key: 0 }),
        play: async (_move, ready) => {
          decided++;
          await ready;
          played++;
        },
      },
    );
    pacing.poke();
    clock.pass(100);
    expect(decided).toBe(1);
    held = true;
    pacing.poke();
    clock.pass(5000);
    await settle();
    expect(played).toBe(0);
    held = false;
    pacing.poke();
    clock.pass(600);
    await settle();
    expect(decided).toBe(2);
    expect(played).toBe(1);
  });

  it('asked again when its time comes: a front end that did not say it holds the bots is heard then', async () => {
    const clock = new ManualClock();
    let held = false;
    let played = 0;
    const pacing = new BotPacing(
      clock,
      { delayMs: 500 },
      {
        due: () => (held ? null : { key: 0 }),
        play: () => {
          played++;
        },
      },
    );
    pacing.poke();
    held = true;
    clock.pass(1000);
    expect(played).toBe(0);
  });

  it('a decided move its front end held back unsaid when its time came is dropped: let go and poked, it is decided anew and played', async () => {
    const clock = new ManualClock();
    let held = false;
    let decided = 0;
    let played = 0;
    const pacing = new BotPacing(
      clock,
      { delayMs: 600, leadMs: 30 },
      {
        due: () => (held || played > 0 ? null : { key: 0 }),
        play: async (_move, ready) => {
          decided++;
          await ready;
          played++;
        },
      },
    );
    pacing.poke();
    clock.pass(100);
    expect(decided).toBe(1);
    // Held without a poke: the pacing learns of it only when the move's time comes.
    held = true;
    clock.pass(600);
    await settle();
    expect(played).toBe(0);
    held = false;
    pacing.poke();
    clock.pass(600);
    await settle();
    expect(decided).toBe(2);
    expect(played).toBe(1);
  });

  it('hurried, a waiting move goes at once and the next ones without a pause', async () => {
    const clock = new ManualClock();
    let turn = 0;
    const pacing = new BotPacing(
      clock,
      { delayMs: 500 },
      {
        due: () => (turn < 3 ? { key: turn } : null),
        play: () => {
          turn++;
        },
      },
    );
    pacing.poke();
    clock.pass(100);
    expect(turn).toBe(0);
    pacing.hurry(true);
    clock.pass(0);
    expect(turn).toBe(3);
  });

  it('on a clock that runs everything at once, plays every due move before poke returns, in order', () => {
    const log: number[] = [];
    let turn = 0;
    const pacing = new BotPacing(
      AT_ONCE,
      { delayMs: 0 },
      {
        due: () => (turn < 4 ? { key: turn } : null),
        play: (move) => {
          log.push(move.key);
          turn++;
        },
      },
    );
    pacing.poke();
    expect(log).toEqual([0, 1, 2, 3]);
  });

  it('stopped, plays nothing more', () => {
    const clock = new ManualClock();
    let played = 0;
    const pacing = new BotPacing(clock, { delayMs: 10 }, { due: () => ({ key: 0 }), play: () => void played++ });
    pacing.poke();
    pacing.stop();
    clock.pass(100);
    expect(played).toBe(0);
    expect(clock.waiting).toBe(0);
  });
});
