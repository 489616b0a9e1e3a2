// The host of a network game: its resident memory with 0, 2, 4 and 8 remote
// players, and how long a key press takes to come back as a changed screen
// at each player (p50/p95). The host runs in a child process pinned to one
// core (taskset, where there is one); the players are ssh2 clients in this
// process, all on 127.0.0.1. A table seats at most 4: players 5-8 watch as
// spectators, each with a screen of their own.
//
// First up to four players press "?" five times each, one press at a time
// (a key when nobody else presses one). Then each round every player presses
// "?" (help opens) at once and waits for it on their screen, then "?" again
// (back to the table); the player whose turn it is also plays a move (shift
// left / pass) and waits for the table to show it.
//
// The host is bundled first, with the options the package's command line is
// bundled with (scripts/bundling.js) and the dependencies as patched in
// node_modules (patches/), so it runs what `shift-poker host` runs. Memory is the host's peak resident set.
//
//   node bench/run.js remote            (targets with 8 players, 4 seated and 4 watching, together: p95 <= 30 ms, peak RSS <= 130 MB)
//   node bench/run.js remote -- --quick
//   node bench/run.js remote -- --json  (one JSON line per case: players, seated, watching, together, presses, p50Ms, p95Ms, rssMb)
//   HOST_FLAGS="--max-semi-space-size=2" node bench/run.js remote   (node flags for the host process)
//   BENCH_READABLE=1 HOST_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" node bench/run.js remote   (a profile with names)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { BUNDLE_OPTIONS } from '../scripts/bundling.js';
import { environment, printRows, reportLatency } from './harness.js';
import { interactiveClient } from './sshClient.js';

const quick = process.argv.includes('--quick');
const json = process.argv.includes('--json');
const ROUNDS = quick ? 10 : 40;
const COUNTS = [0, 2, 4, 8];
const pinned = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const say = (line) => {
  if (!json) console.log(line);
};

/** Bundles bench/remote-host.js (and the bot thread it starts) like the package; returns the host script's path. */
async function bundleHost(dir) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  await build({
    ...BUNDLE_OPTIONS,
    entryPoints: { 'remote-host': path.join(root, 'bench', 'remote-host.js'), 'bot-worker': path.join(root, 'src', 'remote', 'bot-worker.ts') },
    outdir: dir,
    // BENCH_READABLE=1 keeps names, for a profile (HOST_FLAGS="--cpu-prof") that says where the time goes.
    minify: process.env.BENCH_READABLE !== '1',
    splitting: true,
    chunkNames: 'chunk-[hash]',
    logLevel: 'error',
  });
  return path.join(dir, 'remote-host.js');
}

const bundleDir = mkdtempSync(path.join(tmpdir(), 'shift-poker-bench-bundle-'));
const hostScript = await bundleHost(bundleDir);

function startHost(seats) {
  const args = [...(process.env.HOST_FLAGS ? process.env.HOST_FLAGS.split(' ') : []), hostScript, String(seats)];
  const child = pinned ? spawn('taskset', ['-c', '0', process.execPath, ...args]) : spawn(process.execPath, args);
  // Ink shows the cursor again when a process ends; anything else on stderr is worth seeing.
  child.stderr.on('data', (data) => {
    const text = data.toString().replaceAll('\u001B[?25h', '');
    if (text.trim() !== '') process.stderr.write(text);
  });
  const lines = createInterface({ input: child.stdout });
  const waiting = [];
  lines.on('line', (line) => waiting.shift()?.(JSON.parse(line)));
  const next = () => new Promise((resolve) => waiting.push(resolve));
  return {
    ready: next(),
    rss: () => {
      const answer = next();
      child.stdin.write('rss\n');
      return answer;
    },
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', resolve);
        child.stdin.end();
      }),
  };
}

function join(port, name) {
  return new Promise((resolve, reject) => {
    const client = interactiveClient();
    client.on('error', reject);
    client.on('ready', () => {
      client.shell({ cols: 100, rows: 30, term: 'xterm-256color' }, (error, channel) => {
        if (error) return reject(error);
        const player = { name, client, channel, text: '', waiter: null, lastPress: 0 };
        channel.on('data', (data) => {
          player.text += data.toString('utf8');
          if (player.text.length > 20000) player.text = player.text.slice(-10000);
          if (player.waiter && player.waiter.pattern.test(player.text)) {
            const { resolve: done } = player.waiter;
            player.waiter = null;
            done();
          }
        });
        resolve(player);
      });
    });
    client.connect({ host: '127.0.0.1', port, username: name, password: 'bench', readyTimeout: 20_000 });
  });
}

/**
 * A player presses keys no faster than a person types: the host drops what
 * comes faster (40 chunks a second, a burst of 80; src/remote/ssh/inputAllowance.ts), and
 * a player answering every frame at once would soon pass that and wait for a
 * screen its dropped key never asked for (the runs that failed with "no
 * /Help/ within 10 s").
 */
const PRESS_GAP_MS = 50;

/** Presses `keys` (at most one press every PRESS_GAP_MS) and resolves with the ms until the screen shows `pattern`. */
async function timed(player, keys, pattern) {
  const wait = player.lastPress + PRESS_GAP_MS - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  player.lastPress = performance.now();
  return new Promise((resolve, reject) => {
    player.text = '';
    const started = performance.now();
    const timer = setTimeout(() => reject(new Error(`${player.name}: no ${pattern} within 10 s`)), 10_000);
    player.waiter = {
      pattern,
      resolve: () => {
        clearTimeout(timer);
        resolve(performance.now() - started);
      },
    };
    player.channel.write(keys);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

say(`Remote play: host memory and key-to-screen latency (${environment()}; host ${pinned ? 'pinned to one core' : 'not pinned: no taskset'})`);
const rows = [];
const mb = (bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;
const ms = (value) => Math.round(value * 10) / 10;
for (const count of COUNTS) {
  const host = startHost(Math.min(4, Math.max(2, count)));
  const { port } = await host.ready;
  const players = [];
  for (let i = 0; i < count; i++) players.push(await join(port, `P${i + 1}`));
  // Everyone's first screen (the table once the seats are full, else the lobby).
  await new Promise((resolve) => setTimeout(resolve, 500));
  const latencies = [];
  // One player at a time first: what a key costs when nobody else presses one.
  const alone = [];
  for (const player of players.slice(0, Math.min(players.length, 4))) {
    for (let i = 0; i < 5; i++) {
      alone.push(await timed(player, '?', /Help/), await timed(player, '?', /Log|Waiting for players|Final ranking/));
    }
  }
  alone.sort((a, b) => a - b);
  // Then everyone at once, each round: the worst case of one thread drawing every screen.
  for (let round = 0; round < ROUNDS && count > 0; round++) {
    const times = await Promise.all(players.map(async (player) => [await timed(player, '?', /Help/), await timed(player, '?', /Log|Waiting for players|Final ranking/)]));
    latencies.push(...times.flat());
    // The player whose turn it is plays both actions; everyone sees it.
    if (count >= 2) {
      const mover = players.find((player) => /Your turn\./.test(player.text)) ?? null;
      if (mover !== null) {
        latencies.push(await timed(mover, '\u001B[D', /First action done/));
        latencies.push(await timed(mover, 'p', /playing: please wait|Final ranking/));
      }
    }
  }
  const { peakRss, heap, external } = await host.rss();
  say(`  heap ${mb(heap)} MB, external ${mb(external)} MB`);
  latencies.sort((a, b) => a - b);
  const seated = Math.min(count, 4);
  const cases = [
    { together: false, sorted: alone },
    { together: true, sorted: latencies },
  ];
  for (const { together, sorted } of cases) {
    if (sorted.length > 0) {
      const figures = { p50Ms: ms(percentile(sorted, 50)), p95Ms: ms(percentile(sorted, 95)) };
      reportLatency(`remote: ${count} players, ${together ? 'all at once' : 'one at a time'}${quick ? ' (--quick)' : ''}`, figures);
    }
    if (json) {
      console.log(
        JSON.stringify({
          players: count,
          seated,
          watching: count - seated,
          together,
          presses: sorted.length,
          p50Ms: sorted.length > 0 ? ms(percentile(sorted, 50)) : null,
          p95Ms: sorted.length > 0 ? ms(percentile(sorted, 95)) : null,
          rssMb: mb(peakRss),
        }),
      );
    }
  }
  rows.push([
    `${count} remote player${count === 1 ? '' : 's'}`,
    `host peak ${mb(peakRss)} MB` +
      (latencies.length > 0
        ? `   key to screen, all at once: p50 ${ms(percentile(latencies, 50))} ms, p95 ${ms(percentile(latencies, 95))} ms (${latencies.length} presses)` +
          `; alone: p50 ${ms(percentile(alone, 50))} ms, p95 ${ms(percentile(alone, 95))} ms`
        : ''),
  ]);
  for (const player of players) player.client.end();
  await host.stop();
}
rmSync(bundleDir, { recursive: true, force: true });
if (!json) printRows(rows);
