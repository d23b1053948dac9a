/**
 * Code exercises are checked by running the author's hidden tests against the learner's code, with
 * the same runner as a code cell (in the browser) or with python3 / a C++ compiler (the seed
 * content's own check). This file builds that program and reads its report.
 *
 * - Python and MicroPython: the tests are functions named `test_…` using `assert` (and/or
 *   `unittest.TestCase` classes, Python only). The learner's code runs first as main.py, in the same
 *   namespace as the tests.
 * - C++: the tests are `TEST(name) { CHECK(condition); CHECK_NEAR(a, b, tolerance); }` blocks after
 *   the learner's code (which has no `main`); a small test main runs each.
 *
 * Each test prints one report line, starting with `reportMarker`, which the page turns into a list
 * naming each test; everything else the program prints is shown as its output.
 */
import type { CodeCellLanguage } from './document.ts';

export const reportMarker = '##test-result##';

export type TestOutcome = { name: string; passed: boolean; message: string };
export type TestReport = {
  tests: TestOutcome[];
  /** The learner's code could not run at all (a syntax error, an exception at its top level). */
  setupError: string | null;
  /** What the program printed besides the report lines. */
  output: string;
};

/**
 * The program that runs `tests` against `code`.
 * @example testProgram('python', 'def f(x):\n    return 2 * x', 'def test_double():\n    assert f(2) == 4')
 */
export function testProgram(language: CodeCellLanguage, code: string, tests: string): string {
  return language === 'cpp' ? cppProgram(code, tests) : pythonProgram(language, code, tests);
}

// JSON string literals are Python string literals too (the same escapes).
const pyString = (text: string) => JSON.stringify(text);

function pythonProgram(language: 'python' | 'micropython', code: string, tests: string): string {
  const run =
    language === 'python'
      ? (source: string, file: string) =>
          `exec(compile(${pyString(source)}, ${pyString(file)}, 'exec'), _tl_ns)`
      : (source: string) => `exec(${pyString(source)}, _tl_ns)`;
  const unittestPart =
    language === 'python'
      ? `
import unittest as _tl_unittest
class _tl_Result(_tl_unittest.TestResult):
    def addSuccess(self, test):
        _tl_report(True, test.id().split('.')[-1], '')
    def addFailure(self, test, err):
        _tl_report(False, test.id().split('.')[-1], str(err[1]) or 'assertion failed')
    def addError(self, test, err):
        _tl_report(False, test.id().split('.')[-1], type(err[1]).__name__ + ': ' + str(err[1]))
for _tl_value in list(_tl_ns.values()):
    if isinstance(_tl_value, type) and issubclass(_tl_value, _tl_unittest.TestCase) and _tl_value is not _tl_unittest.TestCase:
        _tl_unittest.TestLoader().loadTestsFromTestCase(_tl_value).run(_tl_Result())
`
      : '';
  return `_tl_ns = {'__name__': '__main__'}
def _tl_report(passed, name, message):
    print(${pyString(reportMarker)}, 'PASS' if passed else 'FAIL', name, message.replace('\\n', ' '))
try:
    ${run(code, 'main.py')}
except BaseException as _tl_error:
    print(${pyString(reportMarker)}, 'SETUP', type(_tl_error).__name__ + ': ' + str(_tl_error))
else:
    ${run(tests, 'tests.py')}
    for _tl_name in [_tl_n for _tl_n in _tl_ns if _tl_n.startswith('test_') and callable(_tl_ns[_tl_n])]:
        try:
            _tl_ns[_tl_name]()
            _tl_report(True, _tl_name, '')
        except AssertionError as _tl_error:
            _tl_report(False, _tl_name, str(_tl_error) or 'assertion failed')
        except Exception as _tl_error:
            _tl_report(False, _tl_name, type(_tl_error).__name__ + ': ' + str(_tl_error))
${unittestPart.replace(/\n/g, '\n    ').trimEnd()}
`;
}

const cppHeader = `#include <cmath>
#include <cstdio>
namespace test_support {
struct Case { const char* name; void (*run)(); };
inline Case cases[256];
inline int count = 0;
inline const char* current = "";
inline bool failed = false;
struct Register {
  Register(const char* name, void (*run)()) { if (count < 256) cases[count++] = {name, run}; }
};
inline void report_failure(const char* what, int line) {
  failed = true;
  std::printf("${reportMarker} FAIL %s line %d: CHECK(%s) failed\\n", current, line, what);
}
}
#define TEST(name) static void name(); static test_support::Register name##_registered(#name, name); static void name()
#define CHECK(condition) do { if (!(condition)) { test_support::report_failure(#condition, __LINE__); return; } } while (0)
#define CHECK_NEAR(a, b, tolerance) CHECK(std::fabs((double)(a) - (double)(b)) <= (double)(tolerance))
`;

function cppProgram(code: string, tests: string): string {
  return `${cppHeader}#line 1 "main.cpp"
${code}
#line 1 "tests.cpp"
${tests}
int main() {
  for (int i = 0; i < test_support::count; ++i) {
    test_support::current = test_support::cases[i].name;
    test_support::failed = false;
    test_support::cases[i].run();
    if (!test_support::failed) std::printf("${reportMarker} PASS %s\\n", test_support::current);
  }
  return 0;
}
`;
}

/**
 * Reads a test program's output.
 * @example parseTestReport('hi\n##test-result## PASS test_double \n') // { tests: [{ name: 'test_double', passed: true, message: '' }], setupError: null, output: 'hi\n' }
 */
export function parseTestReport(stdout: string): TestReport {
  const tests: TestOutcome[] = [];
  let setupError: string | null = null;
  const output: string[] = [];
  for (const line of stdout.split(/(?<=\n)/)) {
    if (!line.startsWith(reportMarker + ' ')) {
      output.push(line);
      continue;
    }
    const rest = line.slice(reportMarker.length + 1).replace(/\n$/, '');
    const [status, ...words] = rest.split(' ');
    if (status === 'SETUP') setupError = words.join(' ');
    else {
      const [name = '', ...message] = words;
      tests.push({ name, passed: status === 'PASS', message: message.join(' ').trim() });
    }
  }
  return { tests, setupError, output: output.join('') };
}
