// The latency figures of the last landing (bench/baseline.json) and how a
// run's figures are judged against them (this file is not a benchmark
// itself: bench/run.js only runs files ending in .bench.js).
//
// A benchmark hands each latency figure to run.js (harness.js's
// reportLatency); run.js prints every figure beside the baseline's with the
// ratio, and fails when a median is more than SLOWER_BY slower. Medians of a
// few milliseconds move by a fraction of a millisecond from run to run with
// whatever else the machine does, so a slowdown must also exceed NOISE_MS
// to count: a fixed 42 ms on every key press is caught, scheduler noise
// at 5 ms is not.
import { readFileSync, writeFileSync } from 'node:fs';

export const SLOWER_BY = 1.2;
export const NOISE_MS = 1;

/** The baseline in `file`, or an empty one when there is none yet. */
export function readBaseline(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return { figures: {} };
    throw new Error(`${file} is not a baseline (${error.message}): fix it or delete it and run with --save-baseline`);
  }
}

/** The figures written by the benchmarks (JSON lines), the last of each name kept. */
export function readFigures(text) {
  const figures = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const { figure, p50Ms, p95Ms } = JSON.parse(line);
    figures[figure] = { p50Ms, p95Ms };
  }
  return figures;
}

const ratio = (now, before) => (typeof now === 'number' && typeof before === 'number' && before > 0 ? now / before : null);

/**
 * Each figure of this run beside the baseline's: { figure, now, before,
 * p50Ratio, p95Ratio, slower } where `slower` says the median is more than
 * SLOWER_BY and NOISE_MS slower than the last landing's (a figure the
 * baseline lacks is never slower: it has nothing to be compared with).
 */
export function compare(baseline, figures) {
  return Object.entries(figures).map(([figure, now]) => {
    const before = baseline.figures?.[figure] ?? null;
    const p50Ratio = ratio(now.p50Ms, before?.p50Ms);
    const p95Ratio = ratio(now.p95Ms, before?.p95Ms);
    const slower = p50Ratio !== null && p50Ratio > SLOWER_BY && now.p50Ms - before.p50Ms > NOISE_MS;
    return { figure, now, before, p50Ratio, p95Ratio, slower };
  });
}

/** The comparison as lines of text, one per figure. */
export function describe(rows) {
  const width = Math.max(0, ...rows.map((row) => row.figure.length));
  const cell = (now, before, r) => (before === undefined || before === null ? `${now} ms (no baseline)` : `${now} ms vs ${before} ms (${r === null ? '-' : `${r.toFixed(2)}x`})`);
  return rows.map(
    (row) =>
      `${row.figure.padEnd(width)}  p50 ${cell(row.now.p50Ms, row.before?.p50Ms, row.p50Ratio)}, p95 ${cell(row.now.p95Ms, row.before?.p95Ms, row.p95Ratio)}` +
      (row.slower ? `  SLOWER than the last landing (more than ${SLOWER_BY}x and ${NOISE_MS} ms)` : ''),
  );
}

/** `baseline` with this run's figures in place of the old ones of the same names, stamped with `about` (commit, date, machine). */
export function withFigures(baseline, figures, about) {
  return { ...about, figures: { ...(baseline.figures ?? {}), ...figures } };
}

export function writeBaseline(file, baseline) {
  writeFileSync(file, `${JSON.stringify(baseline, null, 2)}\n`);
}
