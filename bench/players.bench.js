// `shift-poker players` over a data directory of many finished matches: the
// time it takes to answer with the ratings kept beside the records (target:
// at most 1 s for 10,000 matches), and with them rebuilt from the records
// (`--rebuild`: every match read, checked and rated; target at most 5 s).
//
//   node bench/players.bench.js [--matches N] [--json]
//
// The first run rebuilds (reads and checks every match); the next ones read
// the ratings kept beside the records (record/ratingsFile.ts) and list the
// directory: the figure is the best of those.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseBotAction } from '../dist/bots/index.js';
import { createStore } from '../dist/record/store.js';
import { ratingsAfterMatch } from '../dist/record/ratingsFile.js';
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
  const players = (...extra) => {
    const start = process.hrtime.bigint();
    const result = spawnSync(process.execPath, [path.join(here, '..', 'bin', 'shift-poker.js'), 'players', '--json', '--data-dir', dir, ...extra], { encoding: 'utf8' });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (result.status !== 0) throw new Error(`players failed: ${result.stderr}`);
    if (JSON.parse(result.stdout).length === 0) throw new Error('no player rated');
    return ms;
  };
  const firstMs = players();
  // The end of one more match: it is saved, and rated on top of the ratings kept (as the hotseat's summary does).
  const endMs = [];
  for (let match = 0; match < 5; match++) {
    const seats = [0, 1].map((n) => ({ kind: 'bot', name: `Bot ${n}`, level: LEVELS[n] }));
    let seeds = 0;
    const table = Table.start({ seats, rounds: 2, games: 1, seed: `end-${match}` }, { now: () => (clock += 1000), newSeed: () => `e${++seeds}`, decide: chooseBotAction }).value;
    while (table.phase === 'playing') await table.playBot();
    const saved = store.save(table.toRecord());
    if (!saved.ok) throw new Error(`save failed: ${saved.error.errno}`);
    const start = process.hrtime.bigint();
    ratingsAfterMatch(store, saved.file, table.toRecord());
    endMs.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const keptMs = Math.min(players(), players(), players());
  const rebuildMs = Math.min(players('--rebuild'), players('--rebuild'));
  const figures = {
    matches: MATCHES,
    playersMs: Math.round(keptMs),
    targetMs: 1000,
    rebuildMs: Math.round(rebuildMs),
    rebuildTargetMs: 5000,
    firstLookMs: Math.round(firstMs),
    ratingAtEndMs: Math.round(Math.min(...endMs) * 10) / 10,
    ratingAtEndTargetMs: 5,
    makingSeconds: Math.round(makingS),
  };
  if (json) console.log(JSON.stringify(figures));
  else {
    console.log(environment());
    console.log(
      `players over ${MATCHES} finished matches: ${figures.playersMs} ms with the ratings kept (target ${figures.targetMs} ms), ${figures.rebuildMs} ms rebuilt (target ${figures.rebuildTargetMs} ms); first look ${figures.firstLookMs} ms; rating a match at its end ${figures.ratingAtEndMs} ms (target ${figures.ratingAtEndTargetMs} ms)`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
