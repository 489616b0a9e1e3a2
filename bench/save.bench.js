// Time per save of a match record, as autosave does it after every action:
// serialize the record, write it to a temporary file, fsync, rename over the
// old file (write-file-atomic). The record grows through a 7-round game of
// 4 players (56 actions), so the figures cover small and full records.
//
//   node bench/save.bench.js [--games N] [--dir DIR]
//
// --dir picks the file system to measure (default: the OS temp directory;
// fsync costs differ a lot between tmpfs, SSDs and network disks).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chooseBotAction } from '../dist/bots/index.js';
import { createStore } from '../dist/record/store.js';
import { serializeRecord } from '../dist/record/serialize.js';
import { Table } from '../dist/table/index.js';
import { environment } from './harness.js';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}
const GAMES = Number(option('games', 20));
const base = option('dir', tmpdir());
const dir = mkdtempSync(path.join(base, 'shift-poker-save-bench-'));

const saveMs = [];
const serializeMs = [];
let bytes = 0;
try {
  const store = createStore({ dir });
  for (let game = 0; game < GAMES; game++) {
    let seeds = 0;
    const started = Table.start(
      {
        seats: [1, 2, 3, 4].map((n) => ({ kind: 'bot', name: `Bot ${n}`, level: 'random' })),
        rounds: 7,
        games: 1,
        seed: `bench-${game}`,
      },
      { now: () => 1_700_000_000_000, newSeed: () => `s${++seeds}`, decide: chooseBotAction },
    );
    if (!started.ok) throw new Error(started.error.message);
    const table = started.value;
    let file;
    while (table.phase === 'playing') {
      const result = await table.playBot();
      if (!result.ok) throw new Error(result.error.message);
      const record = table.toRecord();
      let start = process.hrtime.bigint();
      const text = serializeRecord(record);
      serializeMs.push(Number(process.hrtime.bigint() - start) / 1e6);
      bytes = Math.max(bytes, Buffer.byteLength(text));
      start = process.hrtime.bigint();
      const saved = store.save(record, file);
      saveMs.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (!saved.ok) throw new Error(`save failed: ${saved.error.errno}`);
      file = saved.file;
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
console.log(`${environment()}; ${GAMES} games of 4 players x 7 rounds, one save per action (${saveMs.length} saves) in ${base}`);
console.log(`largest record: ${(bytes / 1024).toFixed(1)} KB`);
console.log(
  `save (serialize + write + fsync + rename): median ${quantile(saveMs, 0.5).toFixed(2)} ms, p95 ${quantile(saveMs, 0.95).toFixed(2)} ms, max ${Math.max(...saveMs).toFixed(2)} ms`,
);
console.log(`serialize alone: median ${quantile(serializeMs, 0.5).toFixed(3)} ms, p95 ${quantile(serializeMs, 0.95).toFixed(3)} ms`);
