// `shift-poker serve` under load: 100 tables of 4 human players (400 ssh
// sessions) on 127.0.0.1, each player pressing keys and playing moves at a
// human pace, a whole game at every table. The server is the built program
// (`node bin/shift-poker.js serve`) in a process of its own; the players
// are ssh2 clients in this process, each with a headless terminal
// (@xterm/headless) that reads its screen back. The four players of a
// table connect from an address of their own (127.0.0.2, 127.0.0.3, ...),
// so the server's default per-address limits apply as to real players.
//
// Each player: the first opens the table (`new --seats 4`), the others
// `join <code>`. Then, as people play: the player whose turn it is thinks
// 1-3 s (uniformly drawn) before each action (shift left, then pass); the
// others look around every 3-8 s: "?" (help opens) and, 1-3 s later, "?"
// again (back to the table). With `--pace busy` every player presses a
// key every 1-3 s instead, waiting or not (help, 0.3-1 s, back): about
// twice the keys of real play, to see how the server bears a rush. Each
// press is timed from the write to the moment that player's screen shows
// what the key changes (help, the table, "First action done", the next
// player's turn).
//
// At the end the server is stopped and `history --json` must list every
// table's match as finished with its one game ranked: "every game finished
// correctly". rssMb is the server's peak resident set (VmHWM, Linux).
//
//   node bench/run.js serve                 (targets: p95 <= 100 ms, peak RSS <= 1 GB, 0 errors)
//   node bench/run.js serve -- --json       one JSON line: connections, tables, presses, p50Ms, p95Ms, p99Ms, maxMs, rssMb, errors, ...
//   node bench/run.js serve -- --tables 10  fewer tables (a quick look)
//   node bench/run.js serve -- --pace busy  every player a key every 1-3 s
//   node bench/run.js serve -- --bots expert  tables of one player and three bots of that level
//   SERVE_ARGS="--table-threads 1" node bench/run.js serve    (options for the server)
//   SERVER_FLAGS="--cpu-prof" node bench/run.js serve         (node flags for the server; BUNDLE_READABLE=1 npm run build first for names)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { environment, reportLatency } from './harness.js';
import { Measures, SEATS, bin, cpuSeconds, peakRssMb, percentile, round, sleep, startServer, table } from './servePlayers.js';

const args = process.argv.slice(2);
const json = args.includes('--json');
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const TABLES = option('--tables', 100);
const busy = args.includes('--pace') && args[args.indexOf('--pace') + 1] === 'busy';
/** With `--bots <level>`: each table one ssh player and SEATS - 1 bots of that level (thinking on the server's bot threads). */
const BOTS = args.includes('--bots') ? args[args.indexOf('--bots') + 1] : null;
const HUMANS = BOTS === null ? SEATS : 1;
const say = (line) => {
  if (!json) console.log(line);
};

const dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-bench-serve-'));
const measures = new Measures();
const { latencies, problems } = measures;

const seated = BOTS === null ? `${SEATS} ssh players` : `one ssh player and ${SEATS - HUMANS} ${BOTS} bots`;
say(`shift-poker serve: ${TABLES} tables of ${seated} at ${busy ? 'a busy' : 'a human'} pace (${environment()})`);
const server = startServer(['--data-dir', dir]);
const port = await server.port;
const started = performance.now();
// Tables connect a few at a time, as players arrive; each plays as soon as it is full.
const running = [];
for (let index = 0; index < TABLES; index++) {
  running.push(table(index, port, measures, { busy, bots: BOTS }));
  await sleep(50);
}
await Promise.all(running);
const seconds = (performance.now() - started) / 1000;
const rssMb = peakRssMb(server.child.pid);
const serverCpu = cpuSeconds(server.child.pid);
const benchCpu = (process.cpuUsage().user + process.cpuUsage().system) / 1e6;
server.child.kill('SIGTERM');
const exit = await server.exited;
if (exit.code !== 0) problems.push(`the server exited with ${exit.code ?? exit.signal}`);
problems.push(...server.errors);

// Every table's match: finished, its one game ranked, as the saved record says after a full replay.
const history = spawnSync(process.execPath, [bin, 'history', '--json', '--data-dir', dir], { encoding: 'utf8' });
let finished = 0;
try {
  const entries = JSON.parse(history.stdout);
  for (const entry of entries) {
    if (entry.damaged === true) problems.push(`damaged record: ${JSON.stringify(entry).slice(0, 200)}`);
    else if (entry.finished === true && entry.gamesPlayed === 1) finished++;
    else problems.push(`unfinished match: ${entry.file}`);
  }
} catch (error) {
  problems.push(`history --json: ${error instanceof Error ? error.message : error} ${history.stderr}`);
}
if (finished !== TABLES) problems.push(`${finished} of ${TABLES} games finished`);
rmSync(dir, { recursive: true, force: true });

latencies.sort((a, b) => a - b);
const result = {
  connections: TABLES * HUMANS,
  tables: TABLES,
  bots: BOTS,
  pace: busy ? 'busy' : 'human',
  presses: latencies.length,
  p50Ms: round(percentile(latencies, 50)),
  p95Ms: round(percentile(latencies, 95)),
  p99Ms: round(percentile(latencies, 99)),
  maxMs: round(latencies[latencies.length - 1] ?? 0),
  rssMb,
  errors: problems.length,
  gamesFinished: finished,
  seconds: round(seconds),
  serverCpuSeconds: round(serverCpu),
  playersCpuSeconds: round(benchCpu),
};
reportLatency(`serve: ${TABLES} tables of ${seated}, ${result.pace} pace`, result);
if (json) console.log(JSON.stringify(result));
else {
  say(`  ${result.connections} ssh sessions, ${result.presses} key presses in ${result.seconds} s`);
  say(`  key press to changed screen: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms (target <= 100), p99 ${result.p99Ms} ms, max ${result.maxMs} ms`);
  say(`  server peak resident memory: ${rssMb} MB (target <= 1024)`);
  say(`  CPU: server ${result.serverCpuSeconds} s, the players' process ${result.playersCpuSeconds} s (of ${result.seconds} s on the clock)`);
  say(`  games finished correctly: ${finished} of ${TABLES}; errors: ${problems.length} (target 0)`);
}
for (const problem of problems.slice(0, 10)) console.error(`  ${problem}`);
if (process.env.BENCH_TIMELINE) writeFileSync(process.env.BENCH_TIMELINE, measures.timeline.map((entry) => entry.join(' ')).join('\n'));
process.exitCode = problems.length === 0 ? 0 : 1;
