/** Small statistics helpers for the simulator. */

export function mean(values: ArrayLike<number>): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return sum / values.length;
}

/**
 * The 95% confidence interval of the mean (normal approximation, sample
 * standard deviation), clipped to [min, max] (points lie in [0, 1], so an
 * interval beyond that says nothing). With fewer than two values it is just
 * [mean, mean].
 */
export function confidenceInterval95(values: ArrayLike<number>, min = 0, max = 1): [number, number] {
  const n = values.length;
  const m = mean(values);
  if (n < 2) return [m, m];
  let squares = 0;
  for (let i = 0; i < n; i++) squares += (values[i]! - m) ** 2;
  const halfWidth = 1.959964 * Math.sqrt(squares / (n - 1) / n);
  return [Math.max(min, m - halfWidth), Math.min(max, m + halfWidth)];
}

/**
 * The p-th percentile (0..100) by the nearest-rank method: the smallest value
 * with at least p% of the values at or below it. 0 for no values.
 */
export function percentile(values: ArrayLike<number>, p: number): number {
  const n = values.length;
  if (n === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(n, Math.max(1, Math.ceil((p / 100) * n)));
  return sorted[rank - 1]!;
}
