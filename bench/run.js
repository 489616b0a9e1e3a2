// Runs the benchmarks: every bench/*.bench.js, one after another, each in a
// fresh node process (so one benchmark's JIT state and garbage cannot skew
// the next). The benchmarks import the built library, so build first
// (`npm run bench` does).
//
//   node bench/run.js                 all of them
//   node bench/run.js evaluate games  only the files these words select (see below)
//   node bench/run.js games -- --quick  arguments after "--" go to each benchmark
//   node bench/run.js --save-baseline remote serve   also keep their latency figures as the new baseline
//
// Every latency figure (key press to screen: remote, serve, serve-cluster)
// is printed at the end beside the last landing's from bench/baseline.json,
// with the ratio; a median more than 20 % slower fails the run (baseline.js
// says how noise is told apart). With --save-baseline the figures of this
// run replace the baseline's of the same names: do that with the numbers
// that land, on the machine the baseline names.
//
// Exits non-zero if a benchmark fails, a median is slower than the
// baseline's, or no file matches.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compare, describe, readBaseline, readFigures, withFigures, writeBaseline } from './baseline.js';
import { environment } from './harness.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const BASELINE = path.join(here, 'baseline.json');
const args = process.argv.slice(2);
const dashes = args.indexOf('--');
const own = dashes === -1 ? args : args.slice(0, dashes);
const saveBaseline = own.includes('--save-baseline');
const filters = own.filter((word) => word !== '--save-baseline');
const forwarded = dashes === -1 ? [] : args.slice(dashes + 1);

if (!existsSync(path.join(here, '..', 'dist', 'index.js'))) {
  console.error('dist/index.js is missing: run `npm run build` first (or use `npm run bench`).');
  process.exit(1);
}

// A word selects a file when the file's name, or a part of it between "-", "_"
// or ".", starts with the word: "eval" selects evaluate.bench.js, "hard"
// would select bots-hard.bench.js.
const SUFFIX = '.bench.js';
const matches = (file, word) => {
  const base = file.slice(0, -SUFFIX.length);
  return base.startsWith(word) || base.split(/[-_.]/).some((part) => part.startsWith(word));
};
const files = readdirSync(here)
  .filter((file) => file.endsWith(SUFFIX))
  .filter((file) => filters.length === 0 || filters.some((word) => matches(file, word)))
  .sort();
if (files.length === 0) {
  console.error(`No benchmark in bench/ matches ${filters.map((word) => JSON.stringify(word)).join(', ')}.`);
  process.exit(1);
}

// With --json, standard output is the benchmarks' JSON lines alone: the headings go to standard error.
const heading = forwarded.includes('--json') ? (line) => console.error(line) : (line) => console.log(line);
const figuresDir = mkdtempSync(path.join(tmpdir(), 'shift-poker-bench-figures-'));
const figuresFile = path.join(figuresDir, 'figures.jsonl');
const failed = [];
for (const [index, file] of files.entries()) {
  if (index > 0) heading('');
  heading(`=== ${file} ===`);
  const result = spawnSync(process.execPath, [path.join(here, file), ...forwarded], { stdio: 'inherit', env: { ...process.env, BENCH_FIGURES: figuresFile } });
  if (result.status !== 0) {
    const why = result.error ? result.error.message : result.signal ? `signal ${result.signal}` : `exit code ${result.status}`;
    console.error(`${file} failed (${why})`);
    failed.push(file);
  }
}
const figures = existsSync(figuresFile) ? readFigures(readFileSync(figuresFile, 'utf8')) : {};
rmSync(figuresDir, { recursive: true, force: true });
const baseline = readBaseline(BASELINE);
const rows = compare(baseline, figures);
if (rows.length > 0) {
  heading('');
  heading(`=== latency against the last landing (${path.relative(process.cwd(), BASELINE)}: ${baseline.commit ?? 'none yet'}, ${baseline.date ?? ''}) ===`);
  for (const line of describe(rows)) heading(line);
}
const slower = rows.filter((row) => row.slower);
if (saveBaseline && failed.length === 0 && rows.length > 0) {
  const git = (...gitArgs) => spawnSync('git', gitArgs, { cwd: here, encoding: 'utf8' }).stdout?.trim() ?? '';
  // Measured on a working tree with changes not yet committed: said so, since the commit alone did not measure it.
  const commit =
    git('rev-parse', '--short', 'HEAD') === ''
      ? null
      : `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') === '' ? '' : ' with changes'}`;
  writeBaseline(BASELINE, withFigures(baseline, figures, { commit, date: new Date().toISOString().slice(0, 10), machine: environment() }));
  heading(`Saved ${rows.length} figure(s) as the new baseline in ${path.relative(process.cwd(), BASELINE)}.`);
}
if (failed.length > 0) console.error(`\n${failed.length} of ${files.length} benchmark(s) failed: ${failed.join(', ')}`);
if (slower.length > 0) console.error(`\n${slower.length} latency figure(s) slower than the last landing: ${slower.map((row) => row.figure).join('; ')}`);
if (failed.length > 0 || slower.length > 0) process.exit(1);
