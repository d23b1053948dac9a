// Prints the closing line CI reads: "tests: N passed, N failed" (", N skipped" when any were skipped),
// preceded by the name and first error line of each failed test, so the end of a long CI log says
// what failed without scrolling back through it.
import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const failures: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') passed++;
        else if (result.state === 'failed') {
          failed++;
          failures.push(failureLine(module.moduleId, test.fullName, result.errors?.[0]?.message));
        } else skipped++;
      }
      // A file can fail outside its tests: it did not load, or a beforeAll/afterAll hook threw or timed out.
      const fileErrors = module.errors();
      if (module.state() === 'failed' && (module.children.size === 0 || fileErrors.length > 0)) {
        failed++;
        const what = module.children.size === 0 ? '(the file did not load)' : '(a hook of the file failed)';
        failures.push(failureLine(module.moduleId, what, fileErrors[0]?.message));
      }
      for (const suite of module.children.allSuites()) {
        const suiteErrors = suite.errors();
        if (suiteErrors.length === 0) continue;
        failed++; // a hook of a describe block threw or timed out
        failures.push(
          failureLine(module.moduleId, `${suite.fullName} (a hook failed)`, suiteErrors[0]?.message),
        );
      }
    }
    const line = `tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
    const failureList = failures.map((failure) => `FAILED ${failure}\n`).join('');
    process.stdout.write(`\n${failureList}${line}\n`);
    if (process.env.TEST_SUMMARY_FILE) {
      // CI adds up the runs of one job from this file, and lists the failures again at its end.
      fs.appendFileSync(process.env.TEST_SUMMARY_FILE, `${passed} ${failed} ${skipped}\n`);
      if (failureList) fs.appendFileSync(`${process.env.TEST_SUMMARY_FILE}.failures`, failureList);
    }
  }
}

function failureLine(moduleId: string, testName: string, message: string | undefined): string {
  const file = moduleId.replace(`${process.cwd()}/`, '');
  const firstLine = (message ?? '').split('\n')[0]?.slice(0, 300) ?? '';
  return `${file} > ${testName}${firstLine ? ` — ${firstLine}` : ''}`;
}
