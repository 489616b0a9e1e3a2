// Runs the benchmarks: every bench/*.bench.js, one after another, each in a
// fresh node process (so one benchmark's JIT state and garbage cannot skew
// the next). The benchmarks import the built library, so build first
// (`npm run bench` does).
//
//   node bench/run.js                 all of them
//   node bench/run.js evaluate games  only the files these words select (see below)
//   node bench/run.js games -- --quick  arguments after "--" go to each benchmark
//
// Exits non-zero if a benchmark fails or no file matches.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const dashes = args.indexOf('--');
const filters = dashes === -1 ? args : args.slice(0, dashes);
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
const failed = [];
for (const [index, file] of files.entries()) {
  if (index > 0) heading('');
  heading(`=== ${file} ===`);
  const result = spawnSync(process.execPath, [path.join(here, file), ...forwarded], { stdio: 'inherit' });
  if (result.status !== 0) {
    const why = result.error ? result.error.message : result.signal ? `signal ${result.signal}` : `exit code ${result.status}`;
    console.error(`${file} failed (${why})`);
    failed.push(file);
  }
}
if (failed.length > 0) {
  console.error(`\n${failed.length} of ${files.length} benchmark(s) failed: ${failed.join(', ')}`);
  process.exit(1);
}
