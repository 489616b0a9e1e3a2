// `shift-poker players` over a data directory of many finished matches: the
// time it takes to answer (it reads and checks every saved match, then rates
// them all: record/ratings.ts), and the time the ratings alone take. The
// target: at most 1 s for 10,000 matches.
//
//   node bench/players.bench.js [--matches N] [--json]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseBotAction } from '../dist/bots/index.js';
import { createStore } from '../dist/record/store.js';
import { Table } from '../dist/table/index.js';
import { environment } from './harness.js';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}
const MATCHES = Number(option('matches', 10_000));
const json = process.argv.includes('--json');
const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-players-bench-'));
const LEVELS = ['random', 'easy'];

try {
  const store = createStore({ dir });
  let clock = 1_700_000_000_000;
  const made = process.hrtime.bigint();
  for (let match = 0; match < MATCHES; match++) {
    let seeds = 0;
    const seats = [0, 1, 2].map((n) => ({ kind: 'bot', name: `Bot ${n}`, level: LEVELS[(match + n) % 2] }));
    const started = Table.start({ seats, rounds: 2, games: 1, seed: `players-${match}` }, { now: () => (clock += 1000), newSeed: () => `s${++seeds}`, decide: chooseBotAction });
    if (!started.ok) throw new Error(started.error.message);
    const table = started.value;
    while (table.phase === 'playing') {
      const result = await table.playBot();
      if (!result.ok) throw new Error(result.error.message);
    }
    const saved = store.save(table.toRecord());
    if (!saved.ok) throw new Error(`save failed: ${saved.error.errno}`);
  }
  const makingS = Number(process.hrtime.bigint() - made) / 1e9;
  const runs = [];
  for (let run = 0; run < 3; run++) {
    const start = process.hrtime.bigint();
    const result = spawnSync(process.execPath, [path.join(here, '..', 'bin', 'shift-poker.js'), 'players', '--json', '--data-dir', dir], { encoding: 'utf8' });
    runs.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (result.status !== 0) throw new Error(`players failed: ${result.stderr}`);
    if (JSON.parse(result.stdout).length === 0) throw new Error('no player rated');
  }
  const figures = { matches: MATCHES, playersMs: Math.min(...runs), playersRunsMs: runs.map((ms) => Math.round(ms)), targetMs: 1000, makingSeconds: Math.round(makingS) };
  if (json) console.log(JSON.stringify(figures));
  else {
    console.log(environment());
    console.log(`players over ${MATCHES} finished matches: ${Math.round(figures.playersMs)} ms (best of 3; target ${figures.targetMs} ms)`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
