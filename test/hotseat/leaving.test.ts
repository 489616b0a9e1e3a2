/**
 * Every way of leaving a match, checked on what is printed (model-based,
 * with fast-check's commands): matches saved or not (`--no-save`), resumed
 * (`--resume`, `--resume --no-save`, the resume question), with a disk that
 * fails and recovers, played through the controller as a player would
 * (barriers, turns, computer players, the results screen and next games),
 * and left by the quit question, Ctrl+C, a signal (the CLI prints the same
 * leavingSummary) or q on the results screen.
 *
 * After every exit, against the files really on disk:
 * 1. no seed and no hand of a game that a file holding the match
 *    unfinished can go on with is printed;
 * 2. "saved … go on with" is printed exactly when the file holds this very
 *    position; an earlier position is named as such;
 * 3. resuming goes on from exactly what the file holds (nothing is lost
 *    that was saved).
 */

import { afterAll, describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatCards } from '../../src/core/cards.js';
import { matchWords } from '../../src/room/words.js';
import { samePosition } from '../../src/record/leaving.js';
import { NODE_STORE_FS, createStore, type Store, type StoreFs } from '../../src/record/store.js';
import { planResume, savedMatch, type MatchPlan } from '../../src/hotseat/savedMatch.js';
import { replayGames, type MatchRecord } from '../../src/table/index.js';
import { pendingBotMove } from '../../src/hotseat/controller.js';
import { ScreenDriver } from '../../src/hotseat/driver.js';
import type { KeyPress } from '../../src/term/keys.js';
import type { LaunchOptions } from '../../src/hotseat/options.js';
import type { HotseatMatch } from '../../src/hotseat/hotseatMatch.js';
import { leavingSummary } from '../../src/hotseat/summary.js';
import { INSTANT_BARRIER, botMoves, humans, launchOptions } from './helpers.js';
import { ManualClock } from '../room/manualClock.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const SIZE = { columns: 80, rows: 24 };
const key = (k: KeyPress): KeyPress => k;
const char = (c: string): KeyPress => ({ kind: 'char', char: c });

type ExitPath = 'quit' | 'ctrlC' | 'signal' | 'resultsQ';
type Restart = 'resume' | 'resumeNoSave' | 'offerTaken' | 'new' | 'newNoSave';

/** One program run: a session over the shared directory (or none), and the controller playing at it. */
interface Run {
  readonly session: HotseatMatch;
  readonly driver: ScreenDriver;
  /** The clock its room paces the bots on. */
  readonly pace: ManualClock;
  readonly options: LaunchOptions;
}

/** The system: a data directory whose disk can fail, and the program run now going on in it. */
class Machine {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-leaving-'));
  broken = false;
  run: Run | null = null;
  clock = Date.UTC(2026, 0, 1, 12, 0, 0);
  seeds = 0;
  readonly store: Store;

  constructor(readonly base: LaunchOptions) {
    dirs.push(this.dir);
    const fs: StoreFs = {
      ...NODE_STORE_FS,
      writeFileAtomicSync: (file, data, options) => {
        if (this.broken) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
        NODE_STORE_FS.writeFileAtomicSync(file, data, options);
      },
    };
    this.store = createStore({ dir: this.dir, fs });
  }

  /** Starts the program as the CLI would for `restart` (a new match when there is nothing to resume). */
  start(restart: Restart): void {
    const deps = { now: () => (this.clock += 1000), newSeed: () => `fresh-${++this.seeds}` };
    let plan: MatchPlan = { kind: 'new' };
    if (restart === 'resume' || restart === 'resumeNoSave') {
      try {
        plan = planResume(this.store, null, 'en');
      } catch {
        plan = { kind: 'new' };
      }
    }
    const saving = restart !== 'resumeNoSave' && restart !== 'newNoSave';
    const session = savedMatch(this.base, saving ? this.store : null, plan, { ...deps });
    const pace = new ManualClock();
    const driver = new ScreenDriver({ options: this.base, barrier: INSTANT_BARRIER }, SIZE, 0, session, pace);
    this.run = { session, driver, pace, options: this.base };
    driver.dispatch({ type: 'screenCleared', at: (this.clock += 10) });
    const state = driver.state;
    if (state.phase === 'resume') {
      // The resume question: Enter takes the offer, n starts anew.
      this.key(restart === 'offerTaken' && state.resume?.label != null ? { kind: 'enter' } : char('n'));
    }
    if (plan.kind === 'resume') {
      // 3. Resumed from exactly what the file holds.
      expect(samePosition(session.current()!.toRecord(), plan.record)).toBe(true);
    }
  }

  key(k: KeyPress): void {
    const driver = this.run!.driver;
    driver.dispatch({ type: 'key', key: k, at: (this.clock += 10) });
    if (driver.state.needsClear) driver.dispatch({ type: 'screenCleared', at: (this.clock += 10) });
  }

  /** One step of play as a player would make it, whatever screen is up. */
  async play(choice: number): Promise<void> {
    const driver = this.run!.driver;
    const state = driver.state;
    if (state.exit !== null) return;
    switch (state.phase) {
      case 'barrier':
        return this.key(char(' '));
      case 'turn': {
        const keys: KeyPress[][] = [[key({ kind: 'left' })], [key({ kind: 'right' })], [char('p')], [char('a')], [char('s'), char('1'), char('3')]];
        for (const k of keys[choice % keys.length]!) this.key(k);
        return;
      }
      case 'turnDone':
        return this.key({ kind: 'enter' });
      case 'watch': {
        if (pendingBotMove(state) !== null) await botMoves(driver, this.run!.pace);
        // A human's turn next: the screen is cleared before the barrier shows.
        if (driver.state.needsClear) driver.dispatch({ type: 'screenCleared', at: (this.clock += 10) });
        return;
      }
      case 'results':
        if (state.match?.phase === 'betweenGames') this.key(char('n'));
        return;
      default:
        return;
    }
  }

  /** Leaves by `path`; the text printed then (null: that way out is not open on this screen). */
  leave(path: ExitPath): string | null {
    const run = this.run!;
    const state = run.driver.state;
    if (state.phase !== 'results' && path === 'resultsQ') return null;
    switch (path) {
      case 'quit':
        this.key(char('q'));
        if (run.driver.state.overlay === 'quit' || run.driver.state.screen.overlay === 'quit') this.key(char('y'));
        break;
      case 'ctrlC':
        this.key({ kind: 'ctrlC' });
        break;
      case 'resultsQ':
        this.key(char('q'));
        break;
      case 'signal':
        // What the CLI's signal handler prints.
        return leavingSummary(run.session, { ascii: true, lang: 'en' }) ?? '';
    }
    expect(run.driver.state.exit).not.toBeNull();
    return run.driver.summary() ?? '';
  }

  /** The file of the match `record` on disk, read back, or null. */
  onDisk(record: MatchRecord): MatchRecord | null {
    for (const entry of this.store.list()) {
      if (entry.ok && entry.record.startedAt === record.startedAt) return entry.record;
    }
    return null;
  }
}

/** What a game's report would print of it: its seed, and each player's five cards in a row. */
function gameMarks(record: MatchRecord, index: number): string[] {
  const game = replayGames(record)[index]!;
  return [record.games[index]!.seed, ...game.players.map((player) => formatCards([...player.hidden, ...player.open], { ascii: true }))];
}

function checkLeaving(machine: Machine, printed: string): void {
  const record = machine.run!.session.current()?.toRecord();
  if (record === undefined) return;
  const disk = machine.onDisk(record);
  const resumable = disk !== null && disk.endedAt === null;
  // 1. Nothing of a game a resumable file can go on with.
  if (resumable) {
    record.games.forEach((_, index) => {
      if (disk.games[index]?.ranking != null) return;
      for (const mark of gameMarks(record, index)) expect(printed).not.toContain(mark);
    });
  }
  // 2. "Saved, go on with" exactly when the file holds this position.
  const saved = resumable && samePosition(disk, record);
  expect(printed.includes('The match is saved, unfinished. Go on with:')).toBe(saved);
  expect(printed.includes('Not saved since')).toBe(resumable && !saved);
}

const exitPaths = fc.constantFrom<ExitPath>('quit', 'ctrlC', 'signal', 'resultsQ');
const restarts = fc.constantFrom<Restart>('resume', 'resumeNoSave', 'offerTaken', 'new', 'newNoSave');

type Model = Record<string, never>;

const commands = [
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 30 })).map(([choice, steps]): fc.AsyncCommand<Model, Machine> => ({
    check: () => true,
    run: async (_, machine) => {
      for (let i = 0; i < steps; i++) await machine.play(choice + i);
    },
    toString: () => `play ${steps} steps (${choice})`,
  })),
  fc.boolean().map((broken): fc.AsyncCommand<Model, Machine> => ({
    check: () => true,
    run: async (_, machine) => {
      machine.broken = broken;
    },
    toString: () => (broken ? 'the disk fails' : 'the disk works'),
  })),
  fc.tuple(exitPaths, restarts).map(([path, restart]): fc.AsyncCommand<Model, Machine> => ({
    check: () => true,
    run: async (_, machine) => {
      const printed = machine.leave(path);
      if (printed === null) return;
      checkLeaving(machine, printed);
      machine.run!.driver.dispose();
      machine.start(restart);
    },
    toString: () => `leave by ${path}, then start with ${restart}`,
  })),
];

describe('leaving a match, every way, with every kind of saving', () => {
  test('property: printed hands and seeds only of games nobody can go on with; "saved" only for this very position', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<number | null>(1, 2, null),
        fc.boolean(),
        fc.constantFrom<Restart>('new', 'newNoSave'),
        fc.commands(commands, { maxCommands: 25 }),
        async (games, withBot, first, cmds) => {
          const seats = withBot ? [...humans('Alice', 'Bob'), { name: 'Bot Random', bot: 'random' as const }] : humans('Alice', 'Bob');
          const machine = new Machine(launchOptions({ seats, rounds: 2, games, seed: null, ascii: true }));
          machine.start(first);
          await fc.asyncModelRun(() => ({ model: {}, real: machine }), cmds);
          // However it went, the last run can still be left, by the quit question.
          const printed = machine.leave('quit');
          if (printed !== null) checkLeaving(machine, printed);
          machine.run?.driver.dispose();
        },
      ),
      { numRuns: 60 },
    );
  });

  test("the wording the property looks for is the catalog's", () => {
    expect(matchWords('en').savedGoOn('X')).toBe('The match is saved, unfinished. Go on with: X');
    expect(matchWords('en').savedEarlier({ game: 1, round: 2, rounds: 3 }, 'X')).toMatch(/^Not saved since /u);
  });
});
