// Small timing helpers shared by the *.bench.js files (this file is not a
// benchmark itself: bench/run.js only runs files ending in .bench.js).
import { appendFileSync } from 'node:fs';

/**
 * Runs `run` (which must return a number derived from all its work, so the
 * JIT cannot drop the work) `warmups` times untimed, then `reps` times timed.
 * Returns the per-repetition seconds (sorted), their median and best, and the
 * checksum (which must be the same every time: the work is deterministic).
 */
export function measure(run, { warmups = 2, reps = 5 } = {}) {
  let checksum;
  for (let i = 0; i < warmups; i++) checksum = run();
  const seconds = [];
  for (let i = 0; i < reps; i++) {
    const start = process.hrtime.bigint();
    const result = run();
    seconds.push(Number(process.hrtime.bigint() - start) / 1e9);
    if (checksum !== undefined && result !== checksum) {
      throw new Error(`checksum changed between repetitions: ${checksum} then ${result}`);
    }
    checksum = result;
  }
  seconds.sort((a, b) => a - b);
  return { seconds, median: seconds[Math.floor(seconds.length / 2)], best: seconds[0], checksum };
}

/** 12345678.9 -> "12,345,679". */
export function formatCount(value) {
  return Math.round(value).toLocaleString('en-US');
}

/** Prints "label  value unit" lines with the values aligned. */
export function printRows(rows) {
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
}

export function environment() {
  return `node ${process.version}, ${process.platform}/${process.arch}`;
}

/**
 * Hands a latency figure to bench/run.js, which compares it with the last
 * landing's (bench/baseline.json) and fails on a slowdown of the median.
 * `figure` names what was measured and how (players, tables, pace, a quick
 * run), so that only like is compared with like. Run without run.js (no
 * BENCH_FIGURES in the environment), it does nothing.
 */
export function reportLatency(figure, { p50Ms, p95Ms }) {
  if (!process.env.BENCH_FIGURES || typeof p50Ms !== 'number') return;
  appendFileSync(process.env.BENCH_FIGURES, `${JSON.stringify({ figure, p50Ms, p95Ms })}\n`);
}
