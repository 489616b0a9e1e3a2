/** A directory of tables for tests: a clock the test moves, bots in this thread, storage in memory. */

import { chooseBotAction } from '../../../src/bots/index.js';
import type { MatchRecord } from '../../../src/table/index.js';
import { Directory, type DirectoryOptions, type KeptTable, type TableStorage } from '../../../src/remote/serve/directory.js';

export interface MemoryStorage {
  readonly storage: TableStorage;
  /** What is kept beside each table's record, by code. */
  readonly kept: Map<string, KeptTable>;
  /** Every record saved, by file, as last saved. */
  readonly records: Map<string, MatchRecord>;
  readonly forgotten: string[];
}

export function memoryStorage(): MemoryStorage {
  const kept = new Map<string, KeptTable>();
  const records = new Map<string, MatchRecord>();
  const forgotten: string[] = [];
  let files = 0;
  return {
    kept,
    records,
    forgotten,
    storage: {
      saveRecord(table, file) {
        const target = file ?? `match-${++files}.json`;
        records.set(target, table.toRecord());
        const stop = table.watchRecord((record) => records.set(target, record));
        return { file: () => target, flush: async () => undefined, stop };
      },
      keep(table) {
        kept.set(table.code, table);
      },
      forget(code) {
        kept.delete(code);
        forgotten.push(code);
      },
    },
  };
}

export interface TestDirectory {
  readonly directory: Directory;
  readonly memory: MemoryStorage;
  /** Moves the clock on by `ms` and sweeps. */
  advance(ms: number): void;
  now(): number;
}

export function testDirectory(options: Partial<DirectoryOptions> = {}, memory: MemoryStorage = memoryStorage()): TestDirectory {
  let clock = Date.UTC(2026, 10, 24, 12, 0, 0);
  let seeds = 0;
  const directory = new Directory({
    maxTables: 100,
    idleEndMs: 10 * 60_000,
    quickFillMs: 20_000,
    seatTimeoutMs: 60_000,
    botDelayMs: 0,
    botLevel: 'easy',
    now: () => clock,
    newSeed: () => `served-${++seeds}`,
    decide: chooseBotAction,
    storage: memory.storage,
    ...options,
  });
  return {
    directory,
    memory,
    advance(ms) {
      clock += ms;
      directory.sweep();
    },
    now: () => clock,
  };
}

/** Waits for promises and timers of 0 ms (bots that play on) until `done` holds. */
export async function until(done: () => boolean, what = 'the condition'): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    if (done()) return;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error(`${what} never came true`);
}
