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
//   node bench/run.js remote            (targets: p95 < 30 ms with 8 players, memory < 130 MB with 4)
//   node bench/run.js remote -- --quick
//   HOST_FLAGS="--max-semi-space-size=2" node bench/run.js remote   (node flags for the host process)
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import ssh2 from 'ssh2';
import { environment, printRows } from './harness.js';

const quick = process.argv.includes('--quick');
const ROUNDS = quick ? 10 : 40;
const COUNTS = [0, 2, 4, 8];
const hostScript = fileURLToPath(new URL('./remote-host.js', import.meta.url));
const pinned = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

function startHost(seats) {
  const args = ['--expose-gc', ...(process.env.HOST_FLAGS ? process.env.HOST_FLAGS.split(' ') : []), hostScript, String(seats)];
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
    const client = new ssh2.Client();
    client.on('error', reject);
    client.on('ready', () => {
      client.shell({ cols: 100, rows: 30, term: 'xterm-256color' }, (error, channel) => {
        if (error) return reject(error);
        const player = { name, client, channel, text: '', waiter: null };
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

/** Presses `keys` and resolves with the ms until the screen shows `pattern`. */
function timed(player, keys, pattern) {
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

console.log(`Remote play: host memory and key-to-screen latency (${environment()}; host ${pinned ? 'pinned to one core' : 'not pinned: no taskset'})`);
const rows = [];
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
    const times = await Promise.all(
      players.map(async (player) => [
        await timed(player, '?', /Help/),
        await timed(player, '?', /Log|Waiting for players|Final ranking/),
      ]),
    );
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
  const { rss, heap, external } = await host.rss();
  console.log(`  heap ${(heap / 2 ** 20).toFixed(1)} MB, external ${(external / 2 ** 20).toFixed(1)} MB`);
  latencies.sort((a, b) => a - b);
  rows.push([
    `${count} remote player${count === 1 ? '' : 's'}`,
    `host ${(rss / 2 ** 20).toFixed(1)} MB` +
      (latencies.length > 0
        ? `   key to screen, all at once: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms (${latencies.length} presses)` +
          `; alone: p50 ${percentile(alone, 50).toFixed(1)} ms, p95 ${percentile(alone, 95).toFixed(1)} ms`
        : ''),
  ]);
  for (const player of players) player.client.end();
  await host.stop();
}
printRows(rows);
