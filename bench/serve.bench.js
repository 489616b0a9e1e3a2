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
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import xterm from '@xterm/headless';
import ssh2 from 'ssh2';
import { environment } from './harness.js';

const args = process.argv.slice(2);
const json = args.includes('--json');
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const TABLES = option('--tables', 100);
const busy = args.includes('--pace') && args[args.indexOf('--pace') + 1] === 'busy';
const SEATS = 4;
/** With `--bots <level>`: each table one ssh player and SEATS - 1 bots of that level (thinking on the server's bot threads). */
const BOTS = args.includes('--bots') ? args[args.indexOf('--bots') + 1] : null;
const HUMANS = BOTS === null ? SEATS : 1;
const ROUNDS = 3;
const COLS = 80;
const ROWS = 24;
const WAIT_MS = 20_000;
const say = (line) => {
  if (!json) console.log(line);
};

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = path.join(root, 'bin', 'shift-poker.js');
const dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-bench-serve-'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min, max) => min + Math.random() * (max - min);

/** The server, started as users start it; resolves with its port once it listens. */
function startServer() {
  const flags = process.env.SERVER_FLAGS ? process.env.SERVER_FLAGS.split(' ') : [];
  const extra = process.env.SERVE_ARGS ? process.env.SERVE_ARGS.split(' ') : [];
  const child = spawn(process.execPath, [...flags, bin, 'serve', '--lang', 'en', '--port', '0', '--listen', '127.0.0.1', '--data-dir', dir, ...extra], {
    env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: '' },
  });
  const errors = [];
  child.stderr.on('data', (data) => {
    // Ink shows the cursor again when the process ends; anything else on stderr is an error.
    const text = data.toString().replaceAll('\u001B[?25h', '').trim();
    if (text !== '') errors.push(text);
  });
  const lines = createInterface({ input: child.stdout });
  const port = new Promise((resolve, reject) => {
    lines.on('line', (line) => {
      const found = /Listening on 127\.0\.0\.1 port (\d+)\./.exec(line);
      if (found) resolve(Number(found[1]));
    });
    child.once('exit', (code) => reject(new Error(`the server ended (${code}) before it listened: ${errors.join(' ')}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, port, errors, exited };
}

/** CPU seconds a process has used (user and system, all its threads; Linux). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function peakRssMb(pid) {
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb === undefined ? null : Math.round(Number(kb) / 1024);
}

class Player {
  constructor(name, address) {
    this.name = name;
    this.address = address;
    this.terminal = new xterm.Terminal({ cols: COLS, rows: ROWS, scrollback: 0, allowProposedApi: true });
    this.waiter = null;
    this.closed = false;
  }

  /** Connects and runs `command` in a terminal. */
  open(port, command) {
    return new Promise((resolve, reject) => {
      const client = new ssh2.Client();
      this.client = client;
      client.on('error', (error) => {
        if (!this.closed) reject(error);
      });
      client.on('ready', () => {
        client.exec(command, { pty: { cols: COLS, rows: ROWS, term: 'xterm-256color' } }, (error, channel) => {
          if (error) return reject(error);
          this.channel = channel;
          channel.on('data', (data) => this.terminal.write(data, () => this.check()));
          channel.on('close', () => {
            this.closed = true;
          });
          resolve();
        });
      });
      client.connect({ host: '127.0.0.1', port, localAddress: this.address, username: this.name, password: 'bench', readyTimeout: 60_000 });
    });
  }

  screen() {
    const buffer = this.terminal.buffer.active;
    const lines = [];
    for (let y = 0; y < ROWS; y++) lines.push(buffer.getLine(buffer.viewportY + y)?.translateToString(true) ?? '');
    return lines.join('\n');
  }

  check() {
    if (this.waiter !== null && this.waiter.pattern.test(this.screen())) {
      const { resolve } = this.waiter;
      this.waiter = null;
      resolve(performance.now());
    }
  }

  /** Resolves (with the time) once the screen matches `pattern`; rejects after WAIT_MS. */
  waitFor(pattern) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = null;
        reject(new Error(`${this.name}: no ${pattern} within ${WAIT_MS} ms:\n${this.screen()}`));
      }, WAIT_MS);
      this.waiter = {
        pattern,
        resolve: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
      };
      this.check();
    });
  }

  /** Presses `keys`; resolves with the ms until the screen shows `pattern`. */
  async timed(keys, pattern) {
    const started = performance.now();
    const waiting = this.waitFor(pattern);
    this.channel.write(keys);
    const ms = (await waiting) - started;
    timeline.push([Math.round(started - benchStart), Math.round(ms)]);
    return ms;
  }

  end() {
    this.closed = true;
    this.client?.end();
  }
}

const latencies = [];
/** [ms since the start, latency] of every press (BENCH_TIMELINE=<file> writes them out). */
const timeline = [];
const benchStart = performance.now();
const problems = [];
const bump = (error) => problems.push(error instanceof Error ? error.message.split('\n')[0] : String(error));

/** Waits `ms`, or less if the player's turn comes; says whether it came. */
async function untilTurn(player, ms) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    await sleep(Math.min(250, end - performance.now()));
    if (/Your turn\./.test(player.screen())) return true;
  }
  return false;
}

/** One player at a human pace until the game is over. */
async function play(player) {
  await sleep(between(0, 2000));
  let helpOpen = false;
  for (;;) {
    const screen = player.screen();
    if (/Final ranking|Match over/.test(screen)) return;
    const moving = /Your turn\.|First action done/.test(screen);
    // The player to move thinks before each action; the others look around now and then, and see at once when their turn comes.
    if (busy || moving) await sleep(between(1000, 3000));
    else if (await untilTurn(player, between(3000, 8000))) await sleep(between(1000, 3000));
    const now = player.screen();
    if (/Final ranking|Match over/.test(now)) return;
    try {
      if (helpOpen) {
        latencies.push(await player.timed('?', /Your hand/));
        helpOpen = false;
      } else if (/First action done/.test(now)) {
        // After the turn another player moves: a person ("is playing: please wait") or a bot ("is thinking").
        latencies.push(await player.timed('p', /playing: please wait|is thinking|Final ranking|Match over/));
      } else if (/Your turn\./.test(now)) {
        latencies.push(await player.timed('\u001B[D', /First action done/));
      } else {
        latencies.push(await player.timed('?', /Help/));
        helpOpen = true;
        await sleep(busy ? between(300, 1000) : between(1000, 3000));
        latencies.push(await player.timed('?', /Your hand/));
        helpOpen = false;
      }
    } catch (error) {
      bump(error);
      if (player.closed) return;
    }
  }
}

/** One table: its opener, the three who join by the code, then the game. */
async function table(index, port) {
  const address = `127.0.0.${2 + (index % 250)}`;
  const players = Array.from({ length: HUMANS }, (_, seat) => new Player(`p${index}s${seat}`, address));
  try {
    const bots = BOTS === null ? '' : ` --bot ${BOTS}`.repeat(SEATS - HUMANS);
    await players[0].open(port, `new --seats ${SEATS}${bots} --rounds ${ROUNDS} --games 1`);
    if (HUMANS > 1) {
      const room = await players[0].waitFor(/Table [A-Z0-9]{4}/).then(() => players[0].screen());
      const code = /Table ([A-Z0-9]{4})/.exec(room)[1];
      for (const player of players.slice(1)) await player.open(port, `join ${code}`);
    }
    await Promise.all(players.map((player) => player.waitFor(/Your hand/)));
    await Promise.all(players.map(play));
  } catch (error) {
    bump(error);
  } finally {
    for (const player of players) player.end();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (value) => Math.round(value * 10) / 10;

const seated = BOTS === null ? `${SEATS} ssh players` : `one ssh player and ${SEATS - HUMANS} ${BOTS} bots`;
say(`shift-poker serve: ${TABLES} tables of ${seated} at ${busy ? 'a busy' : 'a human'} pace (${environment()})`);
const server = startServer();
const port = await server.port;
const started = performance.now();
// Tables connect a few at a time, as players arrive; each plays as soon as it is full.
const running = [];
for (let index = 0; index < TABLES; index++) {
  running.push(table(index, port));
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
if (json) console.log(JSON.stringify(result));
else {
  say(`  ${result.connections} ssh sessions, ${result.presses} key presses in ${result.seconds} s`);
  say(`  key press to changed screen: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms (target <= 100), p99 ${result.p99Ms} ms, max ${result.maxMs} ms`);
  say(`  server peak resident memory: ${rssMb} MB (target <= 1024)`);
  say(`  CPU: server ${result.serverCpuSeconds} s, the players' process ${result.playersCpuSeconds} s (of ${result.seconds} s on the clock)`);
  say(`  games finished correctly: ${finished} of ${TABLES}; errors: ${problems.length} (target 0)`);
}
for (const problem of problems.slice(0, 10)) console.error(`  ${problem}`);
if (process.env.BENCH_TIMELINE) writeFileSync(process.env.BENCH_TIMELINE, timeline.map((entry) => entry.join(' ')).join('\n'));
process.exitCode = problems.length === 0 ? 0 : 1;
