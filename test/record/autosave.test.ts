/**
 * Saving a server's tables in the background: every change reaches the
 * disk, saves of one match never overlap, a burst of changes is written as
 * its newest record, and a failing disk warns once and recovers.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { autosaveInBackground, RETRY_MS, type RecordSaver } from '../../src/record/autosave.js';
import type { SaveError } from '../../src/record/errors.js';
import { createStore, NODE_STORE_FS, type StoreFs } from '../../src/record/store.js';
import { expectOk, humans, startTable, step } from '../table/helpers.js';
import { nextTurn, waitFor } from '../support/wait.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-autosave-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** node:fs, with each asynchronous write held until the test lets it go. */
function heldWrites(): { fs: StoreFs; writes: string[]; mostInFlight: () => number; release: () => void } {
  const held: (() => void)[] = [];
  const writes: string[] = [];
  let inFlight = 0;
  let most = 0;
  const fs: StoreFs = {
    ...NODE_STORE_FS,
    writeFileAtomic: async (file, data, options) => {
      inFlight++;
      most = Math.max(most, inFlight);
      writes.push(data);
      await new Promise<void>((resolve) => held.push(resolve));
      NODE_STORE_FS.writeFileAtomicSync(file, data, options);
      inFlight--;
    },
  };
  return { fs, writes, mostInFlight: () => most, release: () => held.splice(0).forEach((resolve) => resolve()) };
}

describe('autosaveInBackground', () => {
  it('has every action of a whole match on disk once flushed', async () => {
    const store = createStore({ dir });
    const table = startTable({ seats: humans('Ann', 'Ben'), games: 2 });
    const saving = autosaveInBackground(table, store);
    while (await step(table, 3));
    await saving.flush();
    const loaded = store.load(saving.file()!);
    expect(loaded.ok && loaded.record).toEqual(table.toRecord());
    expect(saving.failing()).toBe(false);
  });

  it('writes one save at a time, and the changes made meanwhile as one newest record', async () => {
    const held = heldWrites();
    const store = createStore({ dir, fs: held.fs });
    const table = startTable({ seats: humans('Ann', 'Ben') });
    const saving = autosaveInBackground(table, store);
    for (let i = 0; i < 4; i++) expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    // The first save is still under way: the four actions wait for it.
    expect(held.writes).toHaveLength(1);
    // The first save ends; the newest record is written next, in one save.
    held.release();
    await waitFor(() => held.writes.length >= 2, { between: nextTurn, what: 'the second save under way' });
    held.release();
    await saving.flush();
    expect(held.writes).toHaveLength(2);
    expect(held.mostInFlight()).toBe(1);
    expect(JSON.parse(held.writes[1]!).games[0].actions).toHaveLength(4);
    const loaded = store.load(saving.file()!);
    expect(loaded.ok && loaded.record).toEqual(table.toRecord());
  });

  it('warns once when the disk fails, and saves again once it works', async () => {
    let broken = true;
    const fs: StoreFs = {
      ...NODE_STORE_FS,
      writeFileAtomic: async (file, data, options) => {
        if (broken) throw Object.assign(new Error('full'), { code: 'ENOSPC' });
        NODE_STORE_FS.writeFileAtomicSync(file, data, options);
      },
    };
    const warnings: SaveError[] = [];
    const store = createStore({ dir, fs });
    const table = startTable();
    const failings: (string | null)[] = [];
    const saving = autosaveInBackground(table, store, { onWarning: (error) => warnings.push(error), onFailing: (error) => failings.push(error?.errno ?? null) });
    expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    await saving.flush();
    expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    await saving.flush();
    expect(warnings).toEqual([expect.objectContaining({ code: 'saveFailed', errno: 'ENOSPC' })]);
    expect(saving.failing()).toBe(true);
    // Told once that it fails, not once a save.
    expect(failings).toEqual(['ENOSPC']);
    expect(saving.file()).toBeNull();
    broken = false;
    expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    await saving.flush();
    expect(saving.failing()).toBe(false);
    expect(failings).toEqual(['ENOSPC', null]);
    const loaded = store.load(saving.file()!);
    expect(loaded.ok && loaded.record.games[0]!.actions).toHaveLength(3);
  });

  it('tries a failed save again by itself, with no action needed: the disk or database back, the match is saved whole', async () => {
    let broken = true;
    const saved: number[] = [];
    const saver: RecordSaver = {
      saveAsync: async (record, file) => {
        if (broken) return { ok: false, error: { code: 'saveFailed', file: file ?? 'm.json', errno: 'ECONNREFUSED' } };
        saved.push(record.games[0]!.actions.length);
        return { ok: true, file: file ?? 'm.json' };
      },
    };
    const retries: { ms: number; run: () => void; cancelled: boolean }[] = [];
    const retry = (ms: number, run: () => void): (() => void) => {
      const entry = { ms, run, cancelled: false };
      retries.push(entry);
      return () => {
        entry.cancelled = true;
      };
    };
    const table = startTable();
    const saving = autosaveInBackground(table, saver, { retry });
    expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    await saving.flush();
    expect(saving.failing()).toBe(true);
    // One retry waits, whatever failed before it.
    expect(retries.map((one) => one.ms)).toEqual([RETRY_MS]);
    broken = false;
    retries[0]!.run();
    await saving.flush();
    expect(saving.failing()).toBe(false);
    expect(saved).toEqual([1]);
    // Saved: nothing more is tried.
    expect(retries).toHaveLength(1);

    // Stopped while failing: the retry waiting is cancelled.
    broken = true;
    expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    await saving.flush();
    expect(retries).toHaveLength(2);
    saving.stop();
    expect(retries[1]!.cancelled).toBe(true);
  });

  it('saves nothing more once stopped', async () => {
    const store = createStore({ dir });
    const table = startTable();
    const saving = autosaveInBackground(table, store);
    await saving.flush();
    saving.stop();
    expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    await saving.flush();
    const loaded = store.load(saving.file()!);
    expect(loaded.ok && loaded.record.games[0]!.actions).toHaveLength(0);
  });
});
