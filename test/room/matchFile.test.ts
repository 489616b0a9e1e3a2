/** A match opened for writing: claimed before it is written, saved after every change, honest about what the file holds, given up when closed. */

import { describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { openMatchFile } from '../../src/room/matchFile.js';
import type { ProcessProbe } from '../../src/record/holder.js';
import { createStore, NODE_STORE_FS, type StoreFs } from '../../src/record/store.js';
import { expectOk, humans, startTable } from '../table/helpers.js';
import { tempDirsRemovedAfterEach } from '../support/tempDirs.js';

const tempDir = tempDirsRemovedAfterEach('matchfile');

/** Two programs on one machine, as claims see them. */
function program(pid: number, running: () => number[]): ProcessProbe {
  return {
    pid,
    host: () => 'box',
    bootId: () => 'boot',
    running: (other) => running().includes(other),
    startTime: (other) => String(other * 10),
    command: () => null,
    now: () => 0,
  };
}

/** The real disk, but full (every save refused with ENOSPC) while `full` is set. */
function fillableDisk(): { fs: StoreFs; full: boolean } {
  const disk = {
    full: false,
    fs: {
      ...NODE_STORE_FS,
      writeFileAtomicSync: (file: string, data: string, options: { mode: number }) => {
        if (disk.full) throw Object.assign(new Error('no space'), { code: 'ENOSPC' });
        NODE_STORE_FS.writeFileAtomicSync(file, data, options);
      },
      writeFileAtomic: undefined,
    } as StoreFs,
  };
  return disk;
}

describe('openMatchFile', () => {
  it('a second program is refused while the first has the match open, and takes it once the first has closed it or is gone', async () => {
    const dir = tempDir();
    let running = [100, 200];
    const first = createStore({ dir, probe: program(100, () => running) });
    const second = createStore({ dir, probe: program(200, () => running) });
    const table = startTable({ seats: humans('Ann', 'Ben') });
    const opened = openMatchFile(table, first, { program: 'play' });
    if (!opened.ok) throw new Error('refused');
    const file = opened.match.file;
    expect(opened.match.savedCopy()?.file).toBe(file);
    expect(openMatchFile(table, second, { program: 'host', resumedFrom: opened.match.savedCopy()! })).toEqual({
      ok: false,
      holder: expect.objectContaining({ pid: 100, program: 'play' }),
    });
    expect(second.openElsewhere(file)?.pid).toBe(100);
    opened.match.close();
    await opened.match.flush();
    await Promise.resolve();
    expect(existsSync(`${file}.lock`)).toBe(false);
    const again = openMatchFile(table, second, { program: 'host', resumedFrom: { file, record: table.toRecord() } });
    expect(again.ok).toBe(true);
    // The second program is killed: its claim is stale, and the first takes the match back.
    running = [100];
    expect(first.openElsewhere(file)).toBeNull();
    expect(openMatchFile(table, first, { program: 'play', resumedFrom: { file, record: table.toRecord() } }).ok).toBe(true);
  });

  it('a claim removed by hand and taken by another program: the first writes nothing more and says so, the second saves', () => {
    const dir = tempDir();
    const running = [100, 200];
    const first = createStore({ dir, probe: program(100, () => running) });
    const second = createStore({ dir, probe: program(200, () => running) });
    const table = startTable({ seats: humans('Ann', 'Ben') });
    const errors: (string | null)[] = [];
    const opened = openMatchFile(table, first, { program: 'play', onFailing: (error) => errors.push(error === null ? null : ((error as { errno?: string }).errno ?? error.code)) });
    if (!opened.ok) throw new Error('refused');
    const file = opened.match.file;
    rmSync(`${file}.lock`);
    const loaded = second.load(file);
    if (!loaded.ok) throw new Error('not saved');
    const taken = openMatchFile(startTable({ seats: humans('Ann', 'Ben') }), second, { program: 'play', resumedFrom: { file, record: loaded.record } });
    expect(taken.ok).toBe(true);
    // The first plays on: its save is refused, and the file holds what the second saved.
    const before = second.load(file);
    expectOk(table.act(table.currentSeat!, { type: 'pass' }, table.version));
    expect(errors).toEqual(['ECLAIMED']);
    expect(second.load(file)).toEqual(before);
  });

  it('a failing disk is told once when it starts and once when it works again; nothing is called saved that is not on disk', async () => {
    const disk = fillableDisk();
    const store = createStore({ dir: tempDir(), fs: disk.fs });
    const table = startTable({ seats: humans('Ann', 'Ben') });
    const told: (string | null)[] = [];
    const opened = openMatchFile(table, store, { program: 'play', onFailing: (error) => told.push(error?.errno ?? null) });
    if (!opened.ok) throw new Error('refused');
    const match = opened.match;
    expect(match.leaving().resume).toEqual({ kind: 'saved', file: match.file });
    disk.full = true;
    expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    expect(match.failing()).toBe(true);
    expect(match.leaving().resume).toMatchObject({ kind: 'savedEarlier', file: match.file });
    disk.full = false;
    expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    expect(match.failing()).toBe(false);
    expect(told).toEqual(['ENOSPC', null]);
    expect(match.leaving().resume).toEqual({ kind: 'saved', file: match.file });
    const loaded = store.load(match.file);
    expect(loaded.ok && loaded.record.games[0]!.actions).toHaveLength(3);
  });

  it('a claim that cannot be written is claimed again before each save, and nothing is written without it', () => {
    const dir = tempDir();
    const running = [100, 200];
    const first = createStore({ dir, probe: program(100, () => running) });
    const second = createStore({ dir, probe: program(200, () => running) });
    const table = startTable({ seats: humans('Ann', 'Ben') });
    const file = first.newFile(table.toRecord());
    // Something that is no claim stands where the claim goes: nothing is saved, and the screen is told why.
    mkdirSync(`${file}.lock`);
    const told: (string | null)[] = [];
    const opened = openMatchFile(table, first, { program: 'play', file, onFailing: (error) => told.push(error?.errno ?? null) });
    if (!opened.ok) throw new Error('refused');
    expect(told).toEqual(['ELOCKPATH']);
    expect(existsSync(file)).toBe(false);
    expect(opened.match.leaving().resume).toEqual({ kind: 'none' });
    // Out of the way: the next change claims the match, then saves it.
    rmSync(`${file}.lock`, { recursive: true });
    expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    expect(told).toEqual(['ELOCKPATH', null]);
    expect(first.load(file).ok).toBe(true);
    expect(second.openElsewhere(file)?.pid).toBe(100);
    // Had another program claimed it first, nothing would have been written: its file stays its own.
    const other = startTable({ seats: humans('Cy', 'Di') });
    const otherFile = first.newFile(other.toRecord());
    mkdirSync(`${otherFile}.lock`);
    const blocked = openMatchFile(other, first, { program: 'play', file: otherFile });
    if (!blocked.ok) throw new Error('refused');
    rmSync(`${otherFile}.lock`, { recursive: true });
    expect(second.claim(otherFile, 'host').ok).toBe(true);
    expectOk(other.act(other.currentSeat!, { type: 'pass' }));
    expect(blocked.match.failing()).toBe(true);
    expect(existsSync(otherFile)).toBe(false);
  });

  it('a match whose file changed or went between reading and opening it is refused, and nothing is written', () => {
    const dir = tempDir();
    const store = createStore({ dir });
    const table = startTable({ seats: humans('Ann', 'Ben') });
    const saved = store.save(table.toRecord());
    if (!saved.ok) throw new Error('not saved');
    const read = { file: saved.file, record: table.toRecord() };
    // Removed (history --remove) after it was read: it does not come back.
    rmSync(saved.file);
    expect(openMatchFile(table, store, { program: 'play', resumedFrom: read })).toEqual({ ok: false, holder: null });
    expect(existsSync(saved.file)).toBe(false);
    expect(existsSync(`${saved.file}.lock`)).toBe(false);
    // Played on by another program after it was read: refused too.
    const later = startTable({ seats: humans('Ann', 'Ben') });
    expectOk(later.act(later.currentSeat!, { type: 'pass' }));
    store.save(later.toRecord(), saved.file);
    expect(openMatchFile(table, store, { program: 'play', resumedFrom: read }).ok).toBe(false);
  });

  it('leaving tries one last save when the latest failed: a disk freed meanwhile gets the whole match', () => {
    const disk = fillableDisk();
    const store = createStore({ dir: tempDir(), fs: disk.fs });
    const table = startTable({ seats: humans('Ann', 'Ben') });
    const opened = openMatchFile(table, store, { program: 'play' });
    if (!opened.ok) throw new Error('refused');
    disk.full = true;
    expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    expect(opened.match.failing()).toBe(true);
    disk.full = false;
    opened.match.close();
    expect(opened.match.leaving().resume).toEqual({ kind: 'saved', file: opened.match.file });
    const loaded = store.load(opened.match.file);
    expect(loaded.ok && loaded.record.games[0]!.actions).toHaveLength(1);
  });

  it('a server saves off its thread, and the file holds every change once flushed', async () => {
    const dir = tempDir();
    const store = createStore({ dir });
    const table = startTable({ seats: humans('Ann', 'Ben') });
    const opened = openMatchFile(table, store, { program: 'serve', background: true, file: store.newFile(table.toRecord()) });
    if (!opened.ok) throw new Error('refused');
    for (let n = 0; n < 4; n++) expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    await opened.match.flush();
    const loaded = store.load(opened.match.file);
    expect(loaded.ok && loaded.record.games[0]!.actions).toHaveLength(4);
    opened.match.close();
  });
});
