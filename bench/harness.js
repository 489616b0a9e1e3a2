// Small timing helpers shared by the *.bench.js files (this file is not a
// benchmark itself: bench/run.js only runs files ending in .bench.js).

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
