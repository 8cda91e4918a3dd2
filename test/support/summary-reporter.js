/**
 * Prints the run's totals as one plain line, `N passed, N failed, N skipped`, as the very last line
 * of the output (after jest's own summary), so that CI tools that read the closing line see how
 * many tests ran.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const line = `${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped`;
    process.once('exit', () => process.stderr.write(`\n${line}\n`));
  }
}

module.exports = SummaryReporter;
