// Prints the closing line CI reads: "tests: N passed, N failed" (", N skipped" when any were skipped).
import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (module.state() === 'failed' && module.children.size === 0) failed++; // a file that failed to load
    }
    const line = `tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
    process.stdout.write(`\n${line}\n`);
    if (process.env.TEST_SUMMARY_FILE) {
      // CI adds up the runs of one job from this file.
      fs.appendFileSync(process.env.TEST_SUMMARY_FILE, `${passed} ${failed} ${skipped}\n`);
    }
  }
}
