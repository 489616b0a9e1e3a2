/**
 * Statistics the simulator can merge from any number of workers: everything
 * is a count or a sum, so adding up parts in any order gives the same result.
 */

/**
 * The 95% confidence interval of a mean from the count, sum and sum of
 * squares of the values (normal approximation, sample standard deviation),
 * clipped to [min, max] (points lie in [0, 1], so an interval beyond that
 * says nothing). With fewer than two values it is just [mean, mean].
 */
export function confidenceInterval95(n: number, sum: number, sumOfSquares: number, min = 0, max = 1): [number, number] {
  const m = n === 0 ? 0 : sum / n;
  if (n < 2) return [m, m];
  // Rounding can leave a hair below zero when all values are equal.
  const variance = Math.max(0, (sumOfSquares - (sum * sum) / n) / (n - 1));
  const halfWidth = 1.959964 * Math.sqrt(variance / n);
  return [Math.max(min, m - halfWidth), Math.min(max, m + halfWidth)];
}

/**
 * Decision times as a histogram with logarithmic buckets, each 1% wider than
 * the one before, from 0.1 µs to 1000 s: a fixed 9 KB however many decisions,
 * cheap to send between threads and merged by adding. Percentiles come out
 * within 1% of the exact value (never below it); the mean and maximum are exact.
 */
export interface TimeHistogram {
  count: number;
  sumMs: number;
  maxMs: number;
  readonly buckets: Uint32Array;
}

const SMALLEST_MS = 1e-4;
const GROWTH = 1.01;
const LOG_GROWTH = Math.log(GROWTH);
const HISTOGRAM_BUCKETS = 2 + Math.ceil(Math.log(1e6 / SMALLEST_MS) / LOG_GROWTH);

export function emptyHistogram(): TimeHistogram {
  return { count: 0, sumMs: 0, maxMs: 0, buckets: new Uint32Array(HISTOGRAM_BUCKETS) };
}

/** Bucket 0 holds everything up to 0.1 µs; bucket i > 0 holds (SMALLEST * GROWTH^(i-1), SMALLEST * GROWTH^i]. */
function bucketOf(ms: number): number {
  if (!(ms > SMALLEST_MS)) return 0;
  return Math.min(HISTOGRAM_BUCKETS - 1, Math.ceil(Math.log(ms / SMALLEST_MS) / LOG_GROWTH));
}

function upperBound(bucket: number): number {
  return SMALLEST_MS * GROWTH ** bucket;
}

export function record(histogram: TimeHistogram, ms: number): void {
  histogram.count++;
  histogram.sumMs += ms;
  if (ms > histogram.maxMs) histogram.maxMs = ms;
  histogram.buckets[bucketOf(ms)]!++;
}

/** Adds `part` into `into`. */
export function addHistogram(into: TimeHistogram, part: TimeHistogram): void {
  into.count += part.count;
  into.sumMs += part.sumMs;
  if (part.maxMs > into.maxMs) into.maxMs = part.maxMs;
  for (let i = 0; i < HISTOGRAM_BUCKETS; i++) into.buckets[i]! += part.buckets[i]!;
}

export function meanMs(histogram: TimeHistogram): number {
  return histogram.count === 0 ? 0 : histogram.sumMs / histogram.count;
}

/**
 * The p-th percentile (0..100) by the nearest-rank method (the smallest value
 * with at least p% of the values at or below it), as the upper end of its
 * bucket but never above the largest value recorded. 0 for no values.
 */
export function percentileMs(histogram: TimeHistogram, p: number): number {
  const n = histogram.count;
  if (n === 0) return 0;
  const rank = Math.min(n, Math.max(1, Math.ceil((p / 100) * n)));
  let seen = 0;
  for (let i = 0; i < HISTOGRAM_BUCKETS; i++) {
    seen += histogram.buckets[i]!;
    if (seen >= rank) return Math.min(upperBound(i), histogram.maxMs);
  }
  return histogram.maxMs;
}
