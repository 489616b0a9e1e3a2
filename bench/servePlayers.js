// What the benchmarks of `shift-poker serve` share (this file is not a
// benchmark itself: bench/run.js only runs files ending in .bench.js): the
// built server in a process of its own, and ssh2 players with headless
// terminals who open or join a table and play it at a human (or busy) pace,
// timing each key press to the screen that shows what it changed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import xterm from '@xterm/headless';
import { interactiveClient } from './sshClient.js';

export const SEATS = 4;
const ROUNDS = 3;
const COLS = 80;
const ROWS = 24;
const WAIT_MS = 20_000;

const root = fileURLToPath(new URL('..', import.meta.url));
export const bin = path.join(root, 'bin', 'shift-poker.js');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min, max) => min + Math.random() * (max - min);

/**
 * The server, started as users start it with `where` (`--data-dir <dir>`
 * or `--store <url>`); `port` resolves once it listens, `lines` holds its log.
 */
export function startServer(where) {
  const flags = process.env.SERVER_FLAGS ? process.env.SERVER_FLAGS.split(' ') : [];
  const extra = process.env.SERVE_ARGS ? process.env.SERVE_ARGS.split(' ') : [];
  const child = spawn(process.execPath, [...flags, bin, 'serve', '--lang', 'en', '--port', '0', '--listen', '127.0.0.1', ...where, ...extra], {
    env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: '' },
  });
  const errors = [];
  child.stderr.on('data', (data) => {
    // Ink shows the cursor again when the process ends; anything else on stderr is an error.
    const text = data.toString().replaceAll('\u001B[?25h', '').trim();
    if (text !== '') errors.push(text);
  });
  const lines = [];
  const port = new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      const found = /Listening on 127\.0\.0\.1 port (\d+)\./.exec(line);
      if (found) resolve(Number(found[1]));
    });
    child.once('exit', (code) => reject(new Error(`the server ended (${code}) before it listened: ${errors.join(' ')}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, port, errors, exited, lines };
}

/** CPU seconds a process has used (user and system, all its threads; Linux). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export function peakRssMb(pid) {
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb === undefined ? null : Math.round(Number(kb) / 1024);
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const round = (value) => Math.round(value * 10) / 10;

/** What a run measures: every press's latency, its timeline, and the problems met. */
/**
 * The help's screen, by its title: its text says "Your hand" too, so the
 * absence of that was no sign of it (a player whose help opened as its
 * table moved to another process kept it open for ever, its turn hidden).
 */
const HELP = /SHIFT POKER · Help/u;

/**
 * The table again, help closed: "Your hand" (or the results, if the game
 * ended meanwhile) on a screen without the help's title. Waiting for "Your
 * hand" alone after closing the help was answered at once by the help still
 * on the screen, so a third of all presses were timed at 0 ms and the
 * percentiles came out too low.
 */
const TABLE = {
  test: (screen) => /Your hand|Final ranking|Match over/u.test(screen) && !HELP.test(screen),
  toString: () => 'the table or the results, help closed',
};

/** What a player reads while their table moves to another server process (serve's words: moving.line, or lineShort on a drawn screen). */
const MOVING = /The server process of this table is gone|Your table moves to another server process/;

export class Measures {
  constructor() {
    this.latencies = [];
    /** [ms since the start, latency] of every press (BENCH_TIMELINE=<file> writes them out). */
    this.timeline = [];
    this.start = performance.now();
    this.problems = [];
  }

  bump(error) {
    this.problems.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
  }
}

export class Player {
  constructor(name, address, measures) {
    this.name = name;
    this.address = address;
    this.measures = measures;
    this.terminal = new xterm.Terminal({ cols: COLS, rows: ROWS, scrollback: 0, allowProposedApi: true });
    this.waiter = null;
    this.closed = false;
    /** How often this player's table moved to another server process (serve --store: its process died), and when it was last back. */
    this.moves = 0;
    this.movedBackAt = null;
    this.moving = false;
  }

  /** Connects and runs `command` in a terminal (again after a lost connection: a fresh screen). */
  open(port, command) {
    this.closed = false;
    this.terminal.reset();
    return new Promise((resolve, reject) => {
      const client = interactiveClient();
      this.client = client;
      client.on('error', (error) => {
        if (!this.closed) reject(error);
      });
      client.on('ready', () => {
        client.exec(command, { pty: { cols: COLS, rows: ROWS, term: 'xterm-256color' } }, (error, channel) => {
          if (error) return reject(error);
          this.channel = channel;
          channel.on('data', (data) => {
            if (MOVING.test(data.toString())) {
              this.moves++;
              this.moving = true;
            }
            this.terminal.write(data, () => this.check());
          });
          channel.on('close', () => {
            this.closed = true;
            // A press waiting for its answer on a connection that is gone waits no longer: the player reconnects now.
            const waiter = this.waiter;
            this.waiter = null;
            waiter?.fail(new Error(`${this.name}: the connection closed`));
            this.onClose?.();
          });
          resolve();
        });
      });
      client.connect({ host: '127.0.0.1', port, localAddress: this.address, username: this.name, password: 'bench', readyTimeout: 60_000 });
    });
  }

  /** Resolves with 'closed' once the connection ends (at once if it has). */
  closedPromise() {
    if (this.closed) return Promise.resolve('closed');
    return new Promise((resolve) => {
      const before = this.onClose;
      this.onClose = () => {
        before?.();
        resolve('closed');
      };
    });
  }

  screen() {
    const buffer = this.terminal.buffer.active;
    const lines = [];
    for (let y = 0; y < ROWS; y++) lines.push(buffer.getLine(buffer.viewportY + y)?.translateToString(true) ?? '');
    return lines.join('\n');
  }

  check() {
    if (this.moving && /Your hand|Final ranking|Match over/.test(this.screen())) {
      this.moving = false;
      this.movedBackAt = performance.now();
    }
    if (this.waiter !== null && this.waiter.pattern.test(this.screen())) {
      const { resolve } = this.waiter;
      this.waiter = null;
      resolve(performance.now());
    }
  }

  /** Resolves (with the time) once the screen matches `pattern`; rejects after WAIT_MS. */
  waitFor(pattern) {
    return new Promise((resolve, reject) => {
      // On a connection that is gone already nothing will come: a press after it (the player slept through the close) fails
      // at once, and the player reconnects now rather than after WAIT_MS.
      if (this.closed && !pattern.test(this.screen())) {
        reject(new Error(`${this.name}: the connection closed`));
        return;
      }
      const waiter = {
        pattern,
        resolve: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
        fail: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        // Only its own wait: a later one (the player went on after a lost connection) stays.
        if (this.waiter === waiter) this.waiter = null;
        reject(new Error(`${this.name}: no ${pattern} within ${WAIT_MS} ms:\n${this.screen()}`));
      }, WAIT_MS);
      this.waiter = waiter;
      this.check();
    });
  }

  /** Presses `keys`; resolves with the ms until the screen shows `pattern`. */
  async timed(keys, pattern) {
    const started = performance.now();
    this.step = `pressed ${JSON.stringify(keys)}, waiting for ${pattern} since ${Math.round(started)}`;
    const waiting = this.waitFor(pattern);
    this.channel.write(keys);
    const ms = (await waiting) - started;
    this.measures.timeline.push([Math.round(started - this.measures.start), Math.round(ms)]);
    return ms;
  }

  end() {
    this.closed = true;
    this.onClose = undefined;
    this.client?.end();
  }
}

/** Waits `ms`, or less if the player's turn comes (or the connection goes); says whether the turn came. */
async function untilTurn(player, ms) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    await sleep(Math.min(250, end - performance.now()));
    if (/Your turn\./.test(player.screen())) return true;
    if (player.closed) return false;
  }
  return false;
}

/**
 * One player at a human pace (`busy`: a key every 1-3 s) until the game is
 * over. A lost connection is an error, unless `reconnect` brings the player
 * back to the seat (it resolves true): then a press it cut off is not one.
 */
async function play(player, { busy, reconnect }) {
  const measures = player.measures;
  /** The connection is lost: back at the seat (true), or the player's game is over (false). */
  const back = async () => {
    if (reconnect !== undefined && (await reconnect(player))) return true;
    measures.bump(`${player.name}: the connection was lost`);
    return false;
  };
  await sleep(between(0, 2000));
  let helpOpen = false;
  for (;;) {
    const screen = player.screen();
    if (/Final ranking|Match over/.test(screen)) return;
    if (player.closed) {
      if (!(await back())) return;
      helpOpen = false;
      continue;
    }
    const moving = /Your turn\.|First action done/.test(screen);
    // The player to move thinks before each action; the others look around now and then, and see at once when their turn comes.
    if (busy || moving) await sleep(between(1000, 3000));
    else if (await untilTurn(player, between(3000, 8000))) await sleep(between(1000, 3000));
    const now = player.screen();
    player.step = `looked at ${Math.round(performance.now())} (help ${helpOpen})`;
    if (/Final ranking|Match over/.test(now) || player.closed || player.moving) continue;
    const moves = player.moves;
    /** This turn's presses, kept unless the table moved meanwhile. */
    const answered = [];
    try {
      // Help open, as believed or as the screen shows (a key pressed as the table moved to another process opens it on the new screen).
      if (helpOpen || HELP.test(now)) {
        answered.push(await player.timed('?', TABLE));
        helpOpen = false;
      } else if (/First action done/.test(now)) {
        // After the turn another player moves: a person ("is playing: please wait") or a bot ("is thinking").
        answered.push(await player.timed('p', /playing: please wait|is thinking|Final ranking|Match over/));
      } else if (/Your turn\./.test(now)) {
        answered.push(await player.timed('\u001B[D', /First action done/));
      } else {
        answered.push(await player.timed('?', HELP));
        helpOpen = true;
        await sleep(busy ? between(300, 1000) : between(1000, 3000));
        answered.push(await player.timed('?', TABLE));
        helpOpen = false;
      }
    } catch (error) {
      // A press the lost connection cut off, or the table's move to another process (serve --store): the reconnection decides.
      if (!player.closed && player.moves === moves) measures.bump(error);
    }
    // A press answered across a move of the table measures the move, not the server (the benchmark's failoverS has it).
    if (player.moves === moves) measures.latencies.push(...answered);
    else helpOpen = false;
  }
}

/**
 * One table: its opener, the three who join by the code (or, with `bots`, a
 * level, the opener alone and bots of that level in the other seats), then
 * the game; `reconnect` as for `play`.
 */
export async function table(index, port, measures, { busy, reconnect, bots = null, tables = null }) {
  const address = `127.0.0.${2 + (index % 250)}`;
  // One server, or a port per seat (several processes serving one store).
  const portOf = typeof port === 'function' ? port : () => port;
  const humans = bots === null ? SEATS : 1;
  const players = Array.from({ length: humans }, (_, seat) => new Player(`p${index}s${seat}`, address, measures));
  // Every table's players, for a benchmark that follows them (serve-cluster.bench.js).
  tables?.push({ index, players });
  try {
    const seatedBots = bots === null ? '' : ` --bot ${bots}`.repeat(SEATS - humans);
    await players[0].open(portOf(0), `new --seats ${SEATS}${seatedBots} --rounds ${ROUNDS} --games 1`);
    if (humans > 1) {
      const room = await players[0].waitFor(/Table [A-Z0-9]{4}/).then(() => players[0].screen());
      const code = /Table ([A-Z0-9]{4})/.exec(room)[1];
      for (const player of players) player.code = code;
      for (const [seat, player] of players.entries()) if (seat > 0) await player.open(portOf(seat), `join ${code}`);
    }
    await Promise.all(players.map((player) => player.waitFor(/Your hand/)));
    await Promise.all(players.map((player) => play(player, { busy, reconnect })));
  } catch (error) {
    measures.bump(error);
  } finally {
    for (const player of players) player.end();
  }
}
