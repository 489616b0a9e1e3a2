// The host side of bench/remote.bench.js (not a benchmark itself: run.js
// runs only *.bench.js files). remote.bench.js bundles this file the way the
// package bundles its command line (scripts/bundling.js), so the host runs
// the same code as `shift-poker host`. Starts a hosted match on 127.0.0.1
// and a free port with `seats` remote seats and spectators allowed, prints
// {"port": …} as one line, then answers each line on stdin with the
// process's memory until stdin ends.
import './no-ci.js';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { limitHeapGrowth } from '../src/heap.js';
import { LANGUAGES, loadLanguage } from '../src/i18n/catalog.js';
import { workerDecider } from '../src/remote/botDecider.js';
import { loadOrCreateHostKey } from '../src/remote/ssh/hostKey.js';
import { MatchRunner } from '../src/room/runner.js';
import { startHostServer } from '../src/remote/hostServer.js';

// What `shift-poker host` does before it starts.
limitHeapGrowth();
await Promise.all(LANGUAGES.map(loadLanguage));

/** The most resident memory the process has had (Linux), else null. */
function peakRss() {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}

const seats = Math.max(2, Number(process.argv[2] ?? 2));
const dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-bench-host-'));
const decider = workerDecider();
const match = MatchRunner.plan(
  Array.from({ length: seats }, () => ({ kind: 'remote' })),
  { rounds: 7, games: null, tiebreak: 'category', strictOrder: false, seed: 'bench' },
  {
    seatTimeoutMs: 600_000,
    botLevel: 'medium',
    botDelayMs: 0,
    spectators: true,
    now: () => Date.now(),
    newSeed: () => 'bench-next',
    decide: decider.decide,
  },
);
const server = await startHostServer(
  { match, hostKey: loadOrCreateHostKey(dir).privateKey, auth: { kind: 'password', password: 'bench' }, standInLevel: 'medium', lang: 'en' },
  { host: '127.0.0.1', port: 0 },
);
process.stdout.write(`${JSON.stringify({ port: server.address.port })}\n`);
const lines = createInterface({ input: process.stdin });
lines.on('line', () => {
  const usage = process.memoryUsage();
  process.stdout.write(`${JSON.stringify({ rss: usage.rss, peakRss: peakRss() ?? usage.rss, heap: usage.heapUsed, external: usage.external })}\n`);
});
lines.on('close', async () => {
  match.close();
  await server.close();
  await decider.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
