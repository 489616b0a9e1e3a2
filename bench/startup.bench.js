// Start-up time and memory of the real program, measured in a pseudo-terminal.
//
// - start-up: from spawning `shift-poker Alice Bob …` to the first drawn frame
//   (the first barrier screen), median of several runs, next to a bare
//   `node -e 0` (spawn to exit) on the same machine; target: at most 2.5x.
// - memory: peak resident set size (VmHWM) of a whole game played with key
//   presses, read just before quitting; target: at most 80 MB in every mode.
//
//   node bench/startup.bench.js [--startup-only | --memory-only]
import { readFileSync } from 'node:fs';
import { spawn } from '@lydell/node-pty';
import xterm from '@xterm/headless';

const RUNS = Number(process.env.STARTUP_RUNS ?? 9);
const BIN = new URL('../bin/shift-poker.js', import.meta.url).pathname;
const ENV = { ...process.env, CI: 'false', TERM: 'xterm-256color' };

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Spawns in a pty; resolves with ms from spawn until `done(output)` is true or the process exits. */
function timeUntil(args, done) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const pty = spawn(process.execPath, args, { cols: 80, rows: 24, env: ENV });
    let output = '';
    let finished = false;
    const finish = (error) => {
      if (finished) return;
      finished = true;
      const elapsed = performance.now() - start;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(elapsed);
      try {
        pty.kill();
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => finish(new Error(`timed out: ${args.join(' ')}\n${output.slice(-300)}`)), 20_000);
    pty.onData((data) => {
      output += data;
      if (done && done(output)) finish();
    });
    pty.onExit(() => (done ? finish(new Error(`exited before the first frame: ${output.slice(-300)}`)) : finish()));
  });
}

const stripAnsi = (text) => text.replace(/\u001B\[[0-?]*[ -/]*[@-~]/g, '');
const firstFrameDrawn = (output) => /press Enter/i.test(stripAnsi(output));

async function startup() {
  const bare = [];
  const game = [];
  // One warm-up each, so the file system cache is equally warm for both.
  await timeUntil(['-e', '0'], null);
  await timeUntil([BIN, 'Alice', 'Bob', '--rounds', '2', '--seed', '1'], firstFrameDrawn);
  for (let i = 0; i < RUNS; i++) {
    bare.push(await timeUntil(['-e', '0'], null));
    game.push(await timeUntil([BIN, 'Alice', 'Bob', '--rounds', '2', '--seed', '1'], firstFrameDrawn));
  }
  const bareMs = median(bare);
  const gameMs = median(game);
  const ratio = gameMs / bareMs;
  console.log(`start-up to first frame (median of ${RUNS}, pty): ${gameMs.toFixed(1)} ms`);
  console.log(`bare node -e 0 (median of ${RUNS}, pty):          ${bareMs.toFixed(1)} ms`);
  console.log(`ratio: ${ratio.toFixed(2)}x  (target <= 2.5x: ${ratio <= 2.5 ? 'met' : 'MISSED'})`);
}

/**
 * Plays a whole game by key presses, reading the screen through a headless
 * terminal emulator, and reports the peak resident set size of the program.
 */
async function peakMemory(label, args) {
  const terminal = new xterm.Terminal({ cols: 100, rows: 30, allowProposedApi: true });
  const pty = spawn(process.execPath, [BIN, ...args], { cols: 100, rows: 30, env: ENV });
  let pending = Promise.resolve();
  pty.onData((data) => {
    pending = pending.then(() => new Promise((resolve) => terminal.write(data, resolve)));
  });
  let exited = false;
  const exit = new Promise((resolve) => pty.onExit(() => ((exited = true), resolve())));
  let peakKb = 0;
  const sample = () => {
    try {
      const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pty.pid}/status`, 'utf8'));
      if (match) peakKb = Math.max(peakKb, Number(match[1]));
    } catch {
      // the process has just exited
    }
  };
  const screen = async () => {
    await pending;
    const buffer = terminal.buffer.active;
    let text = '';
    for (let y = 0; y < terminal.rows; y++) text += (buffer.getLine(buffer.viewportY + y)?.translateToString(true) ?? '') + '\n';
    return text;
  };
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const deadline = Date.now() + 180_000;
  let lastScreen = '';
  while (!exited && Date.now() < deadline) {
    sample();
    const text = await screen();
    if (text !== lastScreen || /Press Enter when only/.test(text)) {
      lastScreen = text;
      if (/Final ranking/.test(text)) {
        sample();
        pty.write('q');
        break;
      }
      // A barrier takes Enter only after half a second without input, as a person would wait.
      if (/Press Enter when only/.test(text)) await sleep(600), pty.write('\r');
      else if (/both actions done/.test(text)) pty.write('\r');
      else if (/action [12] of 2/.test(text)) pty.write('p');
    }
    await sleep(30);
  }
  if (!exited && Date.now() >= deadline) {
    pty.kill();
    throw new Error(`${label}: the game did not finish:\n${lastScreen}`);
  }
  await exit;
  terminal.dispose();
  const mb = peakKb / 1024;
  console.log(`peak memory (VmHWM), ${label}: ${mb.toFixed(1)} MB  (target <= 80 MB: ${mb <= 80 ? 'met' : 'MISSED'})`);
}

if (!process.argv.includes('--memory-only')) await startup();
if (process.argv.includes('--startup-only')) process.exit(0);
await peakMemory('2 humans, 7 rounds', ['Alice', 'Bob', '--rounds', '7', '--seed', '3']);
await peakMemory('1 human vs hard bot, 7 rounds', ['Alice', '--bot', 'hard', '--rounds', '7', '--seed', '3', '--delay', '0']);
await peakMemory('4 hard bots watching, 7 rounds', ['--bot', 'hard', '--bot', 'hard', '--bot', 'hard', '--bot', 'hard', '--rounds', '7', '--seed', '3', '--delay', '0']);
