/**
 * Ends a test run with one plain line, "N passed, N failed[, N skipped]",
 * that tools reading the output can rely on (Jest's own summary is a table).
 * It is written as the process exits, so it comes after Jest's summary.
 */
export default class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const line = `${results.numPassedTests} passed, ${results.numFailedTests} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
    process.once('exit', () => process.stderr.write(`${line}\n`));
  }
}
