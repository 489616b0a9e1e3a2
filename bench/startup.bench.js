// Start-up time and memory of the real program (bin/shift-poker.js and the
// bundle in dist/), in a pseudo-terminal.
//
// start-up: wall-clock time from spawning the program until
// - `--version`, `--help` and a usage error (`--rounds 9`): it has exited;
// - a game of two humans: its first frame (the next-player screen) is drawn;
// - one human against three hard bots: its first frame (the table) is drawn;
// each beside a bare `node -e 0` (spawn to exit), the runs of all of them
// taking turns, so that whatever else the machine does falls on all alike.
// Medians of STARTUP_RUNS runs (default 15); every figure is also given as a
// ratio to bare node's median, which is what the targets are stated in:
// at most 1.3x for --version, --help and usage errors, 2.2x for a first frame.
// Each case of the program runs the previous release's build too, in the
// same turns, and the run fails when this build's median is more than 5 %
// slower than that one's. The package is not published, so the previous
// release is built here from git: the commit bench/baseline.json names (the
// last landing; STARTUP_PREVIOUS_REF names another), exported with `git
// archive` into a temporary folder with this checkout's node_modules, so
// that only the program's own code differs; the build is kept there for the
// next run. SHIFT_POKER_PREVIOUS_BIN measures an already built
// bin/shift-poker.js instead, STARTUP_PREVIOUS_REF=none skips the comparison.
// Each build has a home of its own, so their code caches (src/codeCache.ts)
// do not remove each other's; the warm-up round writes them.
// The machine's load average is printed before and after: on a busy machine
// the ratios move too (bare node suffers least from a full disk cache and
// most from a busy CPU), so compare runs with a similar load.
//
// memory: the setup screen (left after a second), and whole 7-round games of
// two humans, one human against three hard bots, and four hard bots
// watching, played by key presses; for each the peak resident set size
// (VmHWM) and the bytes allocated on the JavaScript heap over the whole run,
// both reported by bench/memory-probe.js from inside the program (see there).
// Each mode is measured as a usual start, from the code cache, and as a
// first start, which compiles the program and writes that cache.
// Target: at most 80 MB peak resident in every mode.
//
//   node bench/run.js startup                  both sections
//   node bench/run.js startup -- --startup-only
//   node bench/run.js startup -- --memory-only
//   SHIFT_POKER_BIN=../other/bin/shift-poker.js node bench/run.js startup
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from '@lydell/node-pty';
import xterm from '@xterm/headless';

const RUNS = Number(process.env.STARTUP_RUNS ?? 15);
// SHIFT_POKER_BIN measures another build (an older checkout's bin/shift-poker.js) the same way.
const BIN = process.env.SHIFT_POKER_BIN ?? new URL('../bin/shift-poker.js', import.meta.url).pathname;
const PROBE = new URL('./memory-probe.js', import.meta.url).pathname;
const ENV = { ...process.env, CI: 'false', TERM: 'xterm-256color' };
const ROOT = new URL('..', import.meta.url).pathname;
// Slower than the previous release by more than this fails the run.
const SLOWER_BY = 1.05;

/** The previous release's bin/shift-poker.js and its name, built from git if need be; null: no comparison. */
function previousBuild() {
  if (process.env.SHIFT_POKER_PREVIOUS_BIN) return { bin: path.resolve(process.env.SHIFT_POKER_PREVIOUS_BIN), name: process.env.SHIFT_POKER_PREVIOUS_BIN };
  const ref = process.env.STARTUP_PREVIOUS_REF ?? JSON.parse(readFileSync(new URL('./baseline.json', import.meta.url), 'utf8')).commit;
  if (ref === undefined || ref === 'none') return null;
  const commit = execFileSync('git', ['-C', ROOT, 'rev-parse', '--verify', `${ref}^{commit}`], { encoding: 'utf8' }).trim();
  const dir = path.join(os.tmpdir(), `shift-poker-previous-${commit}`);
  const bin = path.join(dir, 'bin', 'shift-poker.js');
  if (!existsSync(path.join(dir, '.built'))) {
    console.log(`building the previous release (${ref}, ${commit.slice(0, 9)}) in ${dir} ...`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const archive = path.join(dir, 'source.tar');
    execFileSync('git', ['-C', ROOT, 'archive', '--format=tar', '-o', archive, commit]);
    execFileSync('tar', ['-xf', archive, '-C', dir]);
    rmSync(archive);
    if (existsSync(path.join(dir, 'patches'))) {
      symlinkSync(realpathSync(path.join(ROOT, 'node_modules')), path.join(dir, 'node_modules'));
    } else {
      // A release from before patches/: its build patched the dependencies
      // itself and finds nothing to patch in files patched already. It gets
      // a copy of node_modules with the patches reversed.
      cpSync(realpathSync(path.join(ROOT, 'node_modules')), path.join(dir, 'node_modules'), { recursive: true });
      cpSync(path.join(ROOT, 'patches'), path.join(dir, 'patches'), { recursive: true });
      execFileSync(process.execPath, ['node_modules/patch-package/index.js', '--reverse'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
      rmSync(path.join(dir, 'patches'), { recursive: true });
    }
    // Before the build found string-width by its real path, a symbolic link
    // as node_modules left its patch out and the build failed its check.
    const bundling = path.join(dir, 'scripts', 'bundling.js');
    const unresolved = "const TOP_STRING_WIDTH = resolve(ROOT, 'node_modules/string-width/index.js');";
    const text = readFileSync(bundling, 'utf8');
    if (text.includes(unresolved)) {
      writeFileSync(
        bundling,
        text.replace(unresolved, () => "const TOP_STRING_WIDTH = (await import('node:fs')).realpathSync(resolve(ROOT, 'node_modules/string-width/index.js'));"),
      );
    }
    execFileSync(process.execPath, ['scripts/build.js'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    writeFileSync(path.join(dir, '.built'), `${commit}\n`);
  }
  return { bin, name: `${ref} (${commit.slice(0, 9)})` };
}
const MB = 1024 * 1024;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
const stripAnsi = (text) => text.replace(/\u001B\[[0-?]*[ -/]*[@-~]/g, '');

// A game saves its match from the start: each run gets an empty state
// directory of its own (else the next run would offer to resume it, and the
// user's own saved matches would fill up).
const STATE_DIR = mkdtempSync(path.join(os.tmpdir(), 'shift-poker-startup-'));
process.on('exit', () => rmSync(STATE_DIR, { recursive: true, force: true }));

/**
 * Spawns node with `args` in an 80x24 pty; resolves with the ms from spawn
 * until `drawn(output)` is true (then the program is killed), or without
 * `drawn` until it exits.
 */
function timeUntil(args, drawn, home = STATE_DIR) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    rmSync(path.join(STATE_DIR, 'shift-poker'), { recursive: true, force: true });
    const pty = spawn(process.execPath, args, {
      cols: 80,
      rows: 24,
      env: { ...ENV, HOME: home, XDG_STATE_HOME: STATE_DIR, XDG_CACHE_HOME: path.join(home, '.cache') },
    });
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
    const timer = setTimeout(() => finish(new Error(`timed out: ${args.join(' ')}\n${output.slice(-300)}`)), 30_000);
    pty.onData((data) => {
      output += data;
      if (drawn && drawn(stripAnsi(output))) finish();
    });
    pty.onExit(() => (drawn ? finish(new Error(`exited before the first frame: ${output.slice(-300)}`)) : finish()));
  });
}

const STARTUP_CASES = [
  { label: 'bare node -e 0', args: ['-e', '0'] },
  { label: '--version', args: [BIN, '--version'], target: 1.3 },
  { label: '--help', args: [BIN, '--help'], target: 1.3 },
  { label: 'usage error (--rounds 9)', args: [BIN, 'Alice', 'Bob', '--rounds', '9'], target: 1.3 },
  {
    label: 'first frame, 2 humans',
    args: [BIN, 'Alice', 'Bob', '--rounds', '2', '--seed', '1'],
    drawn: (text) => /press Space/i.test(text),
    target: 2.2,
  },
  {
    label: 'first frame, 1 human vs 3 hard bots',
    args: [BIN, 'Alice', '--bot', 'hard', '--bot', 'hard', '--bot', 'hard', '--rounds', '2', '--seed', '1'],
    drawn: (text) => /Middle row/.test(text) && /q quit/.test(text),
    target: 2.2,
  },
];

async function startup() {
  const previous = previousBuild();
  // Each case of the program once more on the previous build, with a home of its own (its code cache).
  const previousHome = path.join(STATE_DIR, 'previous-home');
  mkdirSync(previousHome, { recursive: true });
  const cases = STARTUP_CASES.flatMap((entry) => {
    if (previous === null || entry.args[0] !== BIN) return [entry];
    return [entry, { ...entry, label: `  previous`, args: [previous.bin, ...entry.args.slice(1)], home: previousHome, previousOf: entry }];
  });
  console.log(`start-up: wall clock in a pty, median of ${RUNS} runs, all cases taking turns (load average before: ${loadAverage()})`);
  if (previous !== null) console.log(`  "previous": the same case on ${previous.name}, this build failing when more than ${Math.round((SLOWER_BY - 1) * 100)} % slower`);
  const times = cases.map(() => []);
  // One warm-up round, so the file system cache is equally warm for all (and the code caches are written).
  for (const { args, drawn, home } of cases) await timeUntil(args, drawn, home);
  for (let run = 0; run < RUNS; run++) {
    for (const [index, { args, drawn, home }] of cases.entries()) times[index].push(await timeUntil(args, drawn, home));
  }
  const medians = cases.map((_, index) => median(times[index]));
  const bareMs = medians[0];
  const width = Math.max(...cases.map(({ label }) => label.length));
  const slower = [];
  for (const [index, { label, target, previousOf }] of cases.entries()) {
    const ms = medians[index];
    const ratio = ms / bareMs;
    let verdict = target === undefined ? '' : `  ${ratio.toFixed(2)}x bare node (target <= ${target}x: ${ratio <= target ? 'met' : 'MISSED'})`;
    if (previousOf !== undefined) {
      const now = medians[cases.indexOf(previousOf)];
      const change = now / ms;
      verdict += `  this build ${change.toFixed(3)}x of it${change > SLOWER_BY ? ': SLOWER' : ''}`;
      if (change > SLOWER_BY) slower.push(previousOf.label);
    }
    console.log(`  ${label.padEnd(width)}  ${ms.toFixed(1).padStart(6)} ms${verdict}`);
  }
  console.log(`  (load average after: ${loadAverage()})`);
  if (slower.length > 0) {
    console.error(`slower than the previous release by more than ${Math.round((SLOWER_BY - 1) * 100)} %: ${slower.join(', ')}`);
    process.exitCode = 1;
  }
}

/**
 * Runs the program with the memory probe in a 100x30 pty, answering what the
 * screen asks through `play(screenText, pty)` (return true once it should be
 * done); returns the probe's report.
 */
async function measureMemory(label, args, play, cacheHome) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shift-poker-memory-'));
  const report = path.join(dir, 'report.json');
  const terminal = new xterm.Terminal({ cols: 100, rows: 30, allowProposedApi: true });
  const pty = spawn(process.execPath, ['--import', PROBE, BIN, ...args], {
    cols: 100,
    rows: 30,
    // --data-dir is not for every mode; a saved match, if any, goes to the temporary home.
    env: { ...ENV, SHIFT_POKER_MEMORY_REPORT: report, HOME: dir, XDG_STATE_HOME: dir, XDG_CACHE_HOME: cacheHome },
  });
  let pending = Promise.resolve();
  pty.onData((data) => {
    pending = pending.then(() => new Promise((resolve) => terminal.write(data, resolve)));
  });
  let exited = false;
  const exit = new Promise((resolve) => pty.onExit(() => ((exited = true), resolve())));
  const screen = async () => {
    await pending;
    const buffer = terminal.buffer.active;
    let text = '';
    for (let y = 0; y < terminal.rows; y++) text += (buffer.getLine(buffer.viewportY + y)?.translateToString(true) ?? '') + '\n';
    return text;
  };
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const deadline = Date.now() + 300_000;
  const started = Date.now();
  let lastScreen = '';
  let done = false;
  while (!exited && !done && Date.now() < deadline) {
    const text = await screen();
    if (text !== lastScreen || /Press Space when only/.test(text)) {
      lastScreen = text;
      done = await play(text, pty, Date.now() - started);
    }
    await sleep(30);
  }
  if (!exited && !done) {
    pty.kill();
    throw new Error(`${label}: did not finish:\n${lastScreen}`);
  }
  const stuck = setTimeout(() => pty.kill(), 10_000);
  await exit;
  clearTimeout(stuck);
  terminal.dispose();
  let result;
  try {
    result = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    throw new Error(`${label}: the program did not exit by itself (no memory report):\n${lastScreen}`);
  }
  rmSync(dir, { recursive: true, force: true });
  return result;
}

/** Plays a whole game: Space on next-player screens, Enter at turn ends, pass otherwise; q at the results. */
function playThrough(sleep) {
  return async (text, pty) => {
    if (/Final ranking/.test(text)) {
      pty.write('q');
      return true;
    }
    // A next-player screen opens on a new Space once it has been up a moment, as a person would wait.
    if (/Press Space when only/.test(text)) {
      await sleep(600);
      pty.write(' ');
    } else if (/both actions done/.test(text)) pty.write('\r');
    else if (/action [12] of 2/.test(text)) pty.write('p');
    return false;
  };
}

async function memory() {
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  console.log(`memory: peak resident size (VmHWM) and bytes allocated on the JavaScript heap (load average before: ${loadAverage()})`);
  const modes = [
    {
      label: 'setup screen (1 s)',
      args: [],
      play: async (text, pty, elapsed) => {
        if (!/SHIFT POKER/.test(text)) return false;
        if (elapsed < 1000) await sleep(1000 - elapsed);
        // Ctrl+C: Escape on the names step opens the menu rather than ending the program.
        pty.write('\u0003');
        return true;
      },
    },
    { label: '2 humans, 7 rounds', args: ['Alice', 'Bob', '--rounds', '7', '--seed', '3'], play: playThrough(sleep) },
    {
      label: '1 human vs 3 hard bots, 7 rounds',
      args: ['Alice', '--bot', 'hard', '--bot', 'hard', '--bot', 'hard', '--rounds', '7', '--seed', '3', '--delay', '0'],
      play: playThrough(sleep),
    },
    {
      label: '4 hard bots watching, 7 rounds',
      args: ['--bot', 'hard', '--bot', 'hard', '--bot', 'hard', '--bot', 'hard', '--rounds', '7', '--seed', '3', '--delay', '0'],
      play: playThrough(sleep),
    },
  ];
  // A user's first start compiles the program and writes its code cache (src/codeCache.ts); every
  // later start reads it. Each mode is measured as a later start, after one first start of it that
  // is reported too (a cache folder of the memory runs' own, emptied before each first start).
  const cacheHome = mkdtempSync(path.join(os.tmpdir(), 'shift-poker-memory-cache-'));
  const labels = modes.flatMap(({ label }) => [label, `  first start (cache written)`]);
  const width = Math.max(...labels.map((label) => label.length));
  const line = (label, { peakRssKb, allocatedBytes, collections }) => {
    const peakMb = peakRssKb / 1024;
    console.log(
      `  ${label.padEnd(width)}  peak ${peakMb.toFixed(1).padStart(5)} MB (target <= 80 MB: ${peakMb <= 80 ? 'met' : 'MISSED'})` +
        `  allocated ${(allocatedBytes / MB).toFixed(1).padStart(7)} MB in ${collections} collections`,
    );
  };
  try {
    for (const { label, args, play } of modes) {
      rmSync(path.join(cacheHome, 'shift-poker'), { recursive: true, force: true });
      const first = await measureMemory(label, args, play, cacheHome);
      const written = existsSync(path.join(cacheHome, 'shift-poker')) ? readdirSync(path.join(cacheHome, 'shift-poker')).filter((name) => name.endsWith('.v8cache')) : [];
      if (written.length !== 1) throw new Error(`${label}: the first start wrote no code cache, so the next would be no usual start`);
      line(label, await measureMemory(label, args, play, cacheHome));
      line(`  first start (cache written)`, first);
    }
  } finally {
    rmSync(cacheHome, { recursive: true, force: true });
  }
}

if (!process.argv.includes('--memory-only')) await startup();
if (!process.argv.includes('--startup-only')) await memory();
