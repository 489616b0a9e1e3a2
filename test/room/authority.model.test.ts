/**
 * Who may write a match, and what is said about it, as two programs on one
 * data directory open, play, quit, crash and come back (a model-based test).
 *
 * The real system: one temporary directory and two programs, each a store
 * on that directory with its own ProcessProbe (pid 100 and 200 at first),
 * whose `running()` answers from one table of live processes. A program
 * runs one front end at a time, as the real ones do: the hotseat ('play',
 * openMatchFile after planResume), a host (a MatchRunner with the host's
 * terminal seat and one remote seat, saved by openMatchFile from onTable)
 * or a server's table (a MatchRunner of two remote seats, saved by
 * diskStorage.saveRecord in the background, brought back from
 * diskStorage.load()'s orphans). A crash drops a program's objects without
 * releasing anything; a restart gives it a new start time, with a new pid
 * or its old one (pid reuse).
 *
 * The model knows which program has which match open, what each file
 * should hold (how many steps of its match were saved, and whether it was
 * over) and who owns each seat. After every command:
 * 1. one match, one writer: at most one live program has a file open, and
 *    the other program sees its claim (a second open is refused naming it);
 * 2. a seat goes to its owner only (checked at every join, and the runner's
 *    seat keys are the record's owners);
 * 3. nothing is called saved that is not on disk: "saved" on leaving means
 *    the file loads and holds the table's position; a failing save never
 *    says "saved" unless the file holds it anyway; every file holds exactly
 *    the steps the model says were saved;
 * 4. every match file on disk loads (none is ever torn).
 */

import { afterEach, describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chooseBotAction } from '../../src/bots/index.js';
import { legalActionsInView } from '../../src/core/view.js';
import { openMatchFile, type MatchFile } from '../../src/room/matchFile.js';
import { HELD_SEAT, holderOf, seatHolder } from '../../src/room/owners.js';
import { MatchRunner, type RunnerOptions } from '../../src/room/runner.js';
import type { ProcessProbe } from '../../src/record/holder.js';
import { samePosition } from '../../src/record/leaving.js';
import { createStore, NODE_STORE_FS, type Store, type StoreFs } from '../../src/record/store.js';
import { hostResumeOwners } from '../../src/remote/hostResume.js';
import { diskStorage } from '../../src/remote/serve/storage.js';
import type { TableSaving } from '../../src/remote/serve/tables.js';
import { planResume, ResumeFailure } from '../../src/hotseat/savedMatch.js';
import { Table, type MatchRecord, type TableDeps } from '../../src/table/index.js';

type Front = 'play' | 'host' | 'serve';
type Who = 0 | 1;

/** The players. Ann proves a key; Ben, at a server, is known by his address (at a host, by his key). */
const ANN_KEY = 'SHA256:ann';
const BEN_KEY = 'SHA256:ben';
const BEN_ADDRESS = seatHolder(null, '10.0.0.2');
/** Everyone a join may come as: the owners, a stranger's key, another address, a host's keyless player. */
const HOLDERS = [ANN_KEY, BEN_KEY, BEN_ADDRESS, 'SHA256:eve', seatHolder(null, '10.0.0.9'), null] as const;
type Name = 'Ann' | 'Ben';

// ---------------------------------------------------------------- the model

interface FileModel {
  /** Which front end made it: its owners say who may go on with it. */
  readonly front: Front;
  /** Each seat's owner as a runner compares it ('terminal': the host's own seat). */
  readonly owners: Record<Name, string>;
  /** Steps of the match so far (a step is an action or a new game). */
  steps: number;
  over: boolean;
  /** What the file holds: the steps saved and whether they ended the match; null: never written. */
  saved: { steps: number; over: boolean } | null;
}

interface ProgramModel {
  alive: boolean;
  savesFail: boolean;
  /** The match this program has open, and which of its seats are taken by a connection. */
  open: { readonly file: string; readonly front: Front; readonly connected: Set<Name> } | null;
}

interface Model {
  readonly programs: [ProgramModel, ProgramModel];
  readonly files: Map<string, FileModel>;
}

/** The live program that has `file` open, if any. */
function holderIn(model: Model, file: string): Who | null {
  const index = model.programs.findIndex((program) => program.alive && program.open?.file === file);
  return index === -1 ? null : (index as Who);
}

/** The files (newest first, as the store lists them) that `who` may go on with as `front`. */
function resumable(model: Model, who: Who, front: Front): string[] {
  return [...model.files]
    .filter(([file, one]) => one.front === front && one.saved !== null && !one.saved.over && holderIn(model, file) !== 1 - who)
    .map(([file]) => file)
    .sort((a, b) => path.basename(b).localeCompare(path.basename(a)));
}

// ---------------------------------------------------------------- the real system

/** What a front end has open: its table, how it is saved, and its runner (host and serve). */
interface Session {
  readonly front: Front;
  readonly file: string;
  readonly table: Table;
  readonly runner: MatchRunner | null;
  readonly failing: () => boolean;
  /** What leaving may show (the hotseat and the host ask; a server's table has no leaving screen). */
  readonly leaving: MatchFile['leaving'] | null;
  readonly flush: () => Promise<void>;
  readonly close: () => void;
}

interface Program {
  pid: number;
  started: string;
  savesFail: boolean;
  store: Store;
  session: Session | null;
}

class World {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-authority-'));
  /** The live processes of the machine: pid → start time. */
  readonly processes = new Map<number, string>();
  readonly programs: [Program, Program];
  #starts = 0;
  #pids = 300;
  #clock = Date.UTC(2026, 0, 5, 9, 0, 0);
  #seeds = 0;

  constructor() {
    this.programs = [this.#program(100), this.#program(200)];
  }

  /** A process started now with `pid`: its probe, store and failing disk. */
  #program(pid: number): Program {
    const started = `t${++this.#starts}`;
    this.processes.set(pid, started);
    const probe: ProcessProbe = {
      pid,
      host: () => 'box',
      bootId: () => 'boot',
      running: (other) => this.processes.has(other),
      startTime: (other) => this.processes.get(other) ?? null,
      command: () => null,
      now: () => this.#clock,
    };
    const program: Program = { pid, started, savesFail: false, session: null, store: null as unknown as Store };
    const full = (): never => {
      throw Object.assign(new Error('no space left'), { code: 'ENOSPC' });
    };
    const fs: StoreFs = {
      ...NODE_STORE_FS,
      writeFileAtomicSync: (file, data, options) => (program.savesFail ? full() : NODE_STORE_FS.writeFileAtomicSync(file, data, options)),
      writeFileAtomic: async (file, data, options) => (program.savesFail ? full() : NODE_STORE_FS.writeFileAtomic!(file, data, options)),
    };
    program.store = createStore({ dir: this.dir, probe, fs });
    return program;
  }

  crash(who: Who): void {
    const program = this.programs[who];
    this.processes.delete(program.pid);
    // Its memory is gone: nothing is released, nothing saved. (Stopping the runner's timers only spares this test process.)
    program.session?.runner?.close();
    program.session = null;
  }

  restart(who: Who, samePid: boolean): void {
    this.programs[who] = this.#program(samePid ? this.programs[who].pid : this.#pids++);
  }

  deps(): TableDeps {
    return { now: () => (this.#clock += 1000), newSeed: () => `seed-${++this.#seeds}`, decide: chooseBotAction };
  }

  runnerOptions(program: 'host' | 'serve', onTable: (table: Table) => void): RunnerOptions {
    const deps = this.deps();
    // No bots, and a dropped seat is never taken over by a stand-in during a run: every move is a command's.
    return { program, seatTimeoutMs: 1e9, botLevel: 'easy', botDelayMs: 0, spectators: false, now: deps.now, newSeed: deps.newSeed, decide: chooseBotAction, onTable };
  }

  cleanup(): void {
    for (const program of this.programs) program.session?.runner?.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

const SETTINGS = { rounds: 2, games: 2, tiebreak: 'category', strictOrder: false, seed: null } as const;

/** How far a record is: every action of every game, and each game dealt. */
function stepsOf(record: MatchRecord): number {
  return record.games.reduce((sum, game) => sum + game.actions.length, 0) + record.games.length;
}

function sessionOf(match: MatchFile, front: Front, table: Table, runner: MatchRunner | null): Session {
  return { front, file: match.file, table, runner, failing: match.failing, leaving: match.leaving, flush: match.flush, close: match.close };
}

function servedSession(saving: TableSaving, file: string, table: Table, runner: MatchRunner): Session {
  return { front: 'serve', file, table, runner, failing: saving.failing, leaving: null, flush: saving.flush, close: saving.stop };
}

/** A host's or a server's table: a runner whose table opens its file once it exists. */
function hostTable(world: World, program: Program, resumedFrom: { file: string; record: MatchRecord } | null): Session {
  let match: MatchFile | null = null;
  const onTable = (table: Table): void => {
    const opened = openMatchFile(table, program.store, { program: 'host', ...(resumedFrom === null ? {} : { resumedFrom }) });
    if (!opened.ok) throw new Error(`host refused: held by ${opened.holder?.pid ?? 'nobody (changed)'}`);
    match = opened.match;
  };
  let runner: MatchRunner;
  if (resumedFrom === null) {
    runner = MatchRunner.plan([{ kind: 'local', name: 'Ann' }, { kind: 'remote' }], SETTINGS, world.runnerOptions('host', onTable));
    const joined = runner.join('Ben', BEN_KEY);
    if (!joined.ok) throw new Error('Ben could not join');
    joined.leave();
  } else {
    const owners = hostResumeOwners(resumedFrom.record, { seats: [], seatsGiven: false, authorizedKeys: 'keys' });
    if (!owners.ok) throw new Error(`not hostable: ${owners.problem.code}`);
    const resumed = MatchRunner.resume(resumedFrom.record, world.runnerOptions('host', onTable), { localName: owners.localName, unknownOwner: owners.unknownOwner });
    if (!resumed.ok) throw new Error('cannot resume');
    runner = resumed.match;
  }
  return sessionOf(match!, 'host', runner.table!, runner);
}

function servedTable(world: World, program: Program, resumedFrom: { file: string; record: MatchRecord } | null): Session {
  const storage = diskStorage(world.dir, program.store, () => undefined);
  let saved: { saving: TableSaving; file: string; table: Table } | null = null;
  const onTable = (table: Table): void => {
    const file = resumedFrom?.file ?? storage.newRecordFile(table);
    saved = {
      saving: storage.saveRecord(table, file, resumedFrom?.record ?? null, { onFailing: () => undefined, onStored: () => undefined }),
      file,
      table,
    };
  };
  let runner: MatchRunner;
  if (resumedFrom === null) {
    runner = MatchRunner.plan([{ kind: 'remote' }, { kind: 'remote' }], SETTINGS, world.runnerOptions('serve', onTable));
    // Both players take their seats (the match starts), then leave: joins are commands of their own.
    const leaves = (['Ann', 'Ben'] as const).map((player) => {
      const joined = runner.join(player, player === 'Ann' ? ANN_KEY : BEN_ADDRESS);
      if (!joined.ok) throw new Error(`${player} could not join`);
      return joined.leave;
    });
    for (const leave of leaves) leave();
  } else {
    const resumed = MatchRunner.resume(resumedFrom.record, world.runnerOptions('serve', onTable), { localName: null, unknownOwner: 'held' });
    if (!resumed.ok) throw new Error('cannot resume');
    runner = resumed.match;
  }
  const { saving, file, table } = saved!;
  return servedSession(saving, file, table, runner);
}

const OWNERS: Record<Front, Record<Name, string>> = {
  play: { Ann: 'terminal', Ben: 'terminal' },
  host: { Ann: 'terminal', Ben: BEN_KEY },
  serve: { Ann: ANN_KEY, Ben: BEN_ADDRESS },
};

// ---------------------------------------------------------------- the invariants

async function checkInvariants(model: Model, world: World): Promise<void> {
  for (const program of world.programs) await program.session?.flush();
  const [first] = world.programs;
  // 4. Every match file loads.
  for (const entry of first.store.list()) expect({ file: entry.file, ok: entry.ok }).toEqual({ file: entry.file, ok: true });

  for (const [file, one] of model.files) {
    // What the file holds is exactly what the model says was saved.
    const loaded = first.store.load(file);
    if (one.saved === null) expect(loaded.ok).toBe(false);
    else {
      if (!loaded.ok) throw new Error(`${path.basename(file)} does not load: ${loaded.error.code}`);
      expect({ file: path.basename(file), steps: stepsOf(loaded.record), over: loaded.record.endedAt !== null }).toEqual({ file: path.basename(file), ...one.saved });
    }
    // 1. One writer: the live program that has it open is who every other live program sees holding it.
    const opened = world.programs.filter((program) => program.session?.file === file);
    expect(opened.length).toBeLessThanOrEqual(1);
    const holder = holderIn(model, file);
    world.programs.forEach((program, who) => {
      if (!world.processes.has(program.pid) || who === holder) return;
      expect({ file: path.basename(file), seenBy: program.pid, holder: program.store.openElsewhere(file)?.pid ?? null }).toEqual({
        file: path.basename(file),
        seenBy: program.pid,
        holder: holder === null ? null : world.programs[holder].pid,
      });
    });
  }

  for (const program of world.programs) {
    const session = program.session;
    if (session === null) continue;
    const table = session.table.toRecord();
    // 2. The runner hands each seat to the owner its record names, nobody else.
    if (session.runner !== null) {
      const owners = table.owners!.map((owner) => (owner === null ? null : holderOf(owner)));
      session.runner.seatKeys().forEach((key, seat) => {
        if (key !== null) expect(key).toBe(owners[seat]);
        else expect(owners[seat]).toBe(HELD_SEAT);
      });
    }
    // 3. Nothing called saved that is not on disk.
    const onDisk = program.store.load(session.file);
    const holds = onDisk.ok && samePosition(onDisk.record, table);
    const said = session.leaving?.().resume.kind ?? (session.failing() ? 'notSaved' : 'saved');
    if (said === 'saved') expect({ file: path.basename(session.file), said, holds }).toEqual({ file: path.basename(session.file), said, holds: true });
    // Saving failed and the file is behind: leaving says where it goes on from (or, never written, that nothing is saved).
    if (session.leaving !== null && session.failing() && !holds) expect(said).toBe(onDisk.ok ? 'savedEarlier' : 'none');
  }
}

// ---------------------------------------------------------------- the commands

type Cmd = fc.AsyncCommand<Model, World>;

/** Each command checks what it did against the model, updates the model, and then the invariants are checked. */
abstract class Base implements Cmd {
  abstract check(model: Readonly<Model>): boolean;
  abstract apply(model: Model, world: World): Promise<void> | void;
  abstract toString(): string;
  async run(model: Model, world: World): Promise<void> {
    await this.apply(model, world);
    await checkInvariants(model, world);
  }
}

const idle = (model: Readonly<Model>, who: Who): boolean => model.programs[who].alive && model.programs[who].open === null;
const playing = (model: Readonly<Model>, who: Who): boolean => model.programs[who].alive && model.programs[who].open !== null;
const name = (who: Who): string => (who === 0 ? 'A' : 'B');

/** A new match, at the hotseat, a host or a server. */
class OpenNew extends Base {
  constructor(
    readonly who: Who,
    readonly front: Front,
  ) {
    super();
  }
  check(model: Readonly<Model>): boolean {
    return idle(model, this.who);
  }
  apply(model: Model, world: World): void {
    const program = world.programs[this.who];
    let session: Session;
    if (this.front === 'play') {
      const started = Table.start(
        {
          seats: [
            { kind: 'human', name: 'Ann' },
            { kind: 'human', name: 'Ben' },
          ],
          ...SETTINGS,
          owners: [{ kind: 'terminal' }, { kind: 'terminal' }],
        },
        world.deps(),
      );
      if (!started.ok) throw new Error('no table');
      const opened = openMatchFile(started.value, program.store, { program: 'play' });
      if (!opened.ok) throw new Error('a new match was refused');
      session = sessionOf(opened.match, 'play', started.value, null);
    } else session = this.front === 'host' ? hostTable(world, program, null) : servedTable(world, program, null);
    program.session = session;
    const steps = stepsOf(session.table.toRecord());
    model.files.set(session.file, { front: this.front, owners: OWNERS[this.front], steps, over: false, saved: model.programs[this.who].savesFail ? null : { steps, over: false } });
    model.programs[this.who].open = { file: session.file, front: this.front, connected: new Set() };
  }
  override toString(): string {
    return `${name(this.who)}: new ${this.front} match`;
  }
}

/**
 * Goes on with a saved match the way each front end picks it: the hotseat
 * by planResume (the newest it may, or the file asked for), a host by its
 * file after hostResumeOwners and openElsewhere, a server by the orphans
 * diskStorage.load() finds.
 */
class Resume extends Base {
  constructor(
    readonly who: Who,
    readonly front: Front,
    readonly pick: number | null,
  ) {
    super();
  }
  check(model: Readonly<Model>): boolean {
    // A host is always told which file (`host --resume <file>` here); the others may take the newest.
    return idle(model, this.who) && (this.pick === null ? this.front !== 'host' : model.files.size > 0);
  }
  apply(model: Model, world: World): void {
    const program = world.programs[this.who];
    const files = [...model.files.keys()];
    const asked = this.pick === null ? null : files[this.pick % files.length]!;
    const candidates = resumable(model, this.who, this.front);
    const expected = asked === null ? (candidates[0] ?? null) : candidates.includes(asked) ? asked : null;
    let found: { file: string; record: MatchRecord } | null = null;
    if (this.front === 'play') {
      try {
        const plan = planResume(program.store, asked, 'en');
        if (plan.kind === 'resume') found = { file: plan.file, record: plan.record };
      } catch (error) {
        if (!(error instanceof ResumeFailure)) throw error;
      }
    } else if (this.front === 'host') {
      const loaded = asked === null ? null : program.store.load(asked);
      const free = asked !== null && program.store.openElsewhere(asked) === null;
      if (loaded?.ok && loaded.record.endedAt === null && free && hostResumeOwners(loaded.record, { seats: [], seatsGiven: false, authorizedKeys: 'keys' }).ok) {
        found = { file: loaded.file, record: loaded.record };
      }
    } else {
      const { orphans } = diskStorage(world.dir, program.store, () => undefined).load();
      // The server brings back exactly the unfinished matches of servers that no live program has open.
      expect(orphans.map((orphan) => path.basename(orphan.file)).sort()).toEqual(candidates.map((file) => path.basename(file)).sort());
      found = orphans.find((orphan) => asked === null || orphan.file === asked) ?? null;
    }
    expect(found === null ? null : path.basename(found.file)).toBe(expected === null ? null : path.basename(expected));
    if (found === null) return;
    program.session = this.front === 'play' ? resumePlay(world, program, found) : this.front === 'host' ? hostTable(world, program, found) : servedTable(world, program, found);
    model.programs[this.who].open = { file: found.file, front: this.front, connected: new Set() };
  }
  override toString(): string {
    return `${name(this.who)}: resume ${this.front} ${this.pick === null ? 'newest' : `file #${this.pick}`}`;
  }
}

function resumePlay(world: World, program: Program, found: { file: string; record: MatchRecord }): Session {
  const table = Table.fromRecord(found.record, world.deps());
  if (!table.ok) throw new Error('cannot resume');
  const opened = openMatchFile(table.value, program.store, { program: 'play', resumedFrom: found });
  if (!opened.ok) throw new Error(`refused: held by ${opened.holder?.pid ?? 'nobody (changed)'}`);
  return sessionOf(opened.match, 'play', table.value, null);
}

/**
 * Opens a match's file straight away, as a front end does when another
 * program opened it after the resume question was asked: the claim alone
 * must refuse it, naming the live holder.
 */
class OpenLate extends Base {
  constructor(
    readonly who: Who,
    readonly pick: number,
  ) {
    super();
  }
  check(model: Readonly<Model>): boolean {
    return idle(model, this.who) && [...model.files.values()].some((one) => one.saved !== null && !one.saved.over);
  }
  apply(model: Model, world: World): void {
    const program = world.programs[this.who];
    const files = [...model.files].filter(([, one]) => one.saved !== null && !one.saved.over);
    const [file] = files[this.pick % files.length]!;
    const loaded = program.store.load(file);
    if (!loaded.ok) throw new Error('does not load');
    const table = Table.fromRecord(loaded.record, world.deps());
    if (!table.ok) throw new Error('cannot resume');
    const opened = openMatchFile(table.value, program.store, { program: 'play', resumedFrom: { file: loaded.file, record: loaded.record } });
    const holder = holderIn(model, file);
    expect(opened.ok ? null : opened.holder?.pid).toBe(holder === null ? null : world.programs[holder].pid);
    if (!opened.ok) return;
    program.session = sessionOf(opened.match, 'play', table.value, null);
    model.programs[this.who].open = { file, front: 'play', connected: new Set() };
  }
  override toString(): string {
    return `${name(this.who)}: open file #${this.pick} without asking first`;
  }
}

/** One step of the match: the current seat's first legal action, or the next game. */
class Play extends Base {
  constructor(readonly who: Who) {
    super();
  }
  check(model: Readonly<Model>): boolean {
    return playing(model, this.who);
  }
  apply(model: Model, world: World): void {
    const session = world.programs[this.who].session!;
    const { table, runner } = session;
    const before = table.version;
    if (table.phase === 'playing') {
      const seat = table.currentSeat!;
      const action = legalActionsInView(table.view(seat).game)[0]!;
      const result = runner === null ? table.act(seat, action, table.version) : runner.act(seat, action, table.version);
      expect(result?.ok).toBe(true);
    } else if (table.phase === 'betweenGames') {
      if (runner === null) expect(table.nextGame(table.version).ok).toBe(true);
      else runner.ready(null);
    }
    if (table.version === before) return;
    const one = model.files.get(session.file)!;
    one.steps = stepsOf(table.toRecord());
    one.over = table.phase === 'matchOver';
    if (!model.programs[this.who].savesFail) one.saved = { steps: one.steps, over: one.over };
  }
  override toString(): string {
    return `${name(this.who)}: play`;
  }
}

/** A connection asks a host's or a server's runner for a seat by name: as the seat's owner (its key or address), or as someone else. */
class Join extends Base {
  constructor(
    readonly who: Who,
    readonly seat: Name,
    readonly as: 'the owner' | (typeof HOLDERS)[number],
  ) {
    super();
  }
  check(model: Readonly<Model>): boolean {
    return playing(model, this.who) && model.programs[this.who].open!.front !== 'play';
  }
  apply(model: Model, world: World): void {
    const runner = world.programs[this.who].session!.runner!;
    const open = model.programs[this.who].open!;
    const owner = model.files.get(open.file)!.owners[this.seat];
    // The host's own seat has no remote owner: whoever asks for it comes with some key or none.
    const holder = this.as === 'the owner' ? (owner === 'terminal' ? null : owner) : this.as;
    const joined = runner.join(this.seat, holder);
    const expected = owner === 'terminal' ? 'nameTaken' : owner !== holder ? 'otherKey' : open.connected.has(this.seat) ? 'inUse' : 'seated';
    expect(joined.ok ? 'seated' : joined.reason.code).toBe(expected);
    if (joined.ok) open.connected.add(this.seat);
  }
  override toString(): string {
    return `${name(this.who)}: ${this.seat} joins as ${this.as ?? 'a keyless player'}`;
  }
}

/** The front end is left: the file is closed and its claim given up. */
class Quit extends Base {
  constructor(readonly who: Who) {
    super();
  }
  check(model: Readonly<Model>): boolean {
    return playing(model, this.who);
  }
  async apply(model: Model, world: World): Promise<void> {
    const program = world.programs[this.who];
    const session = program.session!;
    session.runner?.close();
    session.close();
    await session.flush();
    // Leaving tries one last save when the latest failed: with the disk working again, the file gets it all.
    const open = model.programs[this.who].open;
    const one = open === null ? undefined : model.files.get(open.file);
    if (one !== undefined && open !== null && !model.programs[this.who].savesFail && holderIn(model, open.file) === this.who) {
      one.saved = { steps: stepsOf(session.table.toRecord()), over: session.table.phase === 'matchOver' };
    }
    // The claim goes once the last save is on disk (a promise later).
    await new Promise((resolve) => setImmediate(resolve));
    program.session = null;
    model.programs[this.who].open = null;
  }
  override toString(): string {
    return `${name(this.who)}: quit`;
  }
}

class Crash extends Base {
  constructor(readonly who: Who) {
    super();
  }
  check(model: Readonly<Model>): boolean {
    return model.programs[this.who].alive;
  }
  apply(model: Model, world: World): void {
    world.crash(this.who);
    model.programs[this.who] = { alive: false, savesFail: false, open: null };
  }
  override toString(): string {
    return `${name(this.who)}: crash`;
  }
}

/** The crashed program is started again: a new process, with a new pid or its old one (pid reuse). */
class Restart extends Base {
  constructor(
    readonly who: Who,
    readonly samePid: boolean,
  ) {
    super();
  }
  check(model: Readonly<Model>): boolean {
    return !model.programs[this.who].alive;
  }
  apply(model: Model, world: World): void {
    world.restart(this.who, this.samePid);
    model.programs[this.who] = { alive: true, savesFail: false, open: null };
  }
  override toString(): string {
    return `${name(this.who)}: restart${this.samePid ? ' with its old pid' : ''}`;
  }
}

/** The program's disk refuses every write (full), or works again. */
class SavesFail extends Base {
  constructor(
    readonly who: Who,
    readonly fail: boolean,
  ) {
    super();
  }
  check(model: Readonly<Model>): boolean {
    return model.programs[this.who].alive && model.programs[this.who].savesFail !== this.fail;
  }
  apply(model: Model, world: World): void {
    world.programs[this.who].savesFail = this.fail;
    model.programs[this.who].savesFail = this.fail;
  }
  override toString(): string {
    return `${name(this.who)}: saves ${this.fail ? 'fail' : 'work again'}`;
  }
}

const who = fc.constantFrom<Who>(0, 1);
const front = fc.constantFrom<Front>('play', 'host', 'serve');
// Each entry is drawn alike: playing and opening come more often than a crash, so that runs get far into matches.
const play = who.map((w) => new Play(w));
const commands = [
  fc.tuple(who, front).map(([w, f]) => new OpenNew(w, f)),
  fc.tuple(who, front).map(([w, f]) => new OpenNew(w, f)),
  fc.tuple(who, front, fc.option(fc.nat(5), { freq: 2 })).map(([w, f, pick]) => new Resume(w, f, pick)),
  fc.tuple(who, front, fc.option(fc.nat(5), { freq: 2 })).map(([w, f, pick]) => new Resume(w, f, pick)),
  fc.tuple(who, fc.nat(5)).map(([w, pick]) => new OpenLate(w, pick)),
  play,
  play,
  play,
  play,
  fc.tuple(who, fc.constantFrom<Name>('Ann', 'Ben'), fc.constantFrom(...HOLDERS)).map(([w, seat, as]) => new Join(w, seat, as)),
  // Owners come back often (and twice: a second screen of one seat is refused).
  fc.tuple(who, fc.constantFrom<Name>('Ann', 'Ben')).map(([w, seat]) => new Join(w, seat, 'the owner')),
  fc.tuple(who, fc.constantFrom<Name>('Ann', 'Ben')).map(([w, seat]) => new Join(w, seat, 'the owner')),
  who.map((w) => new Quit(w)),
  who.map((w) => new Crash(w)),
  fc.tuple(who, fc.boolean()).map(([w, same]) => new Restart(w, same)),
  fc.tuple(who, fc.boolean()).map(([w, same]) => new Restart(w, same)),
  fc.tuple(who, fc.boolean()).map(([w, fail]) => new SavesFail(w, fail)),
];

const worlds: World[] = [];
afterEach(() => {
  for (const world of worlds.splice(0)) world.cleanup();
});

describe('who may write a match, across two programs that crash and come back', () => {
  test('one writer per match, seats to their owners, nothing called saved that is not on disk, no torn file', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 60, size: 'max' }), async (cmds) => {
        const world = new World();
        worlds.push(world);
        const model: Model = {
          programs: [
            { alive: true, savesFail: false, open: null },
            { alive: true, savesFail: false, open: null },
          ],
          files: new Map(),
        };
        try {
          await fc.asyncModelRun(() => ({ model, real: world }), cmds);
        } finally {
          world.cleanup();
        }
      }),
      { numRuns: 500 },
    );
  });
});
