import { describe, expect, it } from 'vitest';
import { compileOutput, compileReport } from './cpp-compile-report.ts';
import { exceptionsNote } from './cpp-exceptions.ts';

// Programs and clang 22's standard error for them, as the lab compiles them (-Wall -fno-exceptions).
const unused = '#include <cstdio>\n\nint main() {\n  int spare = 0;\n  std::puts("sensor ready");\n}\n';
const unusedStderr =
  "main.cpp:4:7: warning: unused variable 'spare' [-Wunused-variable]\n    4 |   int spare = 0;\n      |       ^~~~~\n1 warning generated.\n";

const throwing =
  '#include <cstdio>\n#include <stdexcept>\n\nint read() { throw std::runtime_error("sensor timeout"); }\n\nint main() {\n  try {\n    read();\n  } catch (const std::exception& e) {\n    std::puts(e.what());\n  }\n}\n';
const throwingStderr =
  "main.cpp:4:14: error: cannot use 'throw' with exceptions disabled\n    4 | int read() { throw std::runtime_error(\"sensor timeout\"); }\n      |              ^\nmain.cpp:7:3: error: cannot use 'try' with exceptions disabled\n    7 |   try {\n      |   ^\n2 errors generated.\n";

describe('a compile with a warning', () => {
  const report = compileReport(unused, unusedStderr);

  it('lists the warning with its line and marks it on the editor as a warning', () => {
    expect(report.warnings).toEqual([
      { line: 4, column: 7, message: "unused variable 'spare'", option: '-Wunused-variable' },
    ]);
    expect(report.diagnostics).toEqual([
      {
        from: unused.indexOf('spare'),
        to: unused.indexOf('spare') + 5,
        severity: 'warning',
        message: "unused variable 'spare' [-Wunused-variable]",
      },
    ]);
  });

  it('puts no standard error in the output when it succeeded, and points to the warnings', () => {
    const chunks = compileOutput({ succeeded: true, stderr: unusedStderr, seconds: 1.234 }, '-O2', report);
    expect(chunks).toEqual([
      { stream: 'note', text: 'Compiled in 1.23 s (-O2) with 1 warning: see "Warnings" below the output.\n' },
    ]);
  });

  it('keeps the messages of a failed compile as standard error', () => {
    const stderr = `${unusedStderr.replace('1 warning generated.\n', '')}main.cpp:5:3: error: use of undeclared identifier 'puts'\n1 warning and 1 error generated.\n`;
    const failed = compileReport(unused, stderr);
    expect(failed.warnings).toHaveLength(1);
    expect(compileOutput({ succeeded: false, stderr, seconds: 0.5 }, '-O2', failed)).toEqual([
      { stream: 'stderr', text: stderr },
    ]);
  });
});

describe('a clean compile', () => {
  it("says how long it took, as a note, and shows a linker's words as a note too", () => {
    const report = compileReport('int main() {}\n', '');
    expect(report).toEqual({ diagnostics: [], warnings: [], exceptionLines: [] });
    expect(compileOutput({ succeeded: true, stderr: '', seconds: 0.5 }, '-O0', report)).toEqual([
      { stream: 'note', text: 'Compiled in 0.50 s (-O0).\n' },
    ]);
    const linker = 'wasm-ld: warning: function signature mismatch: tick\n';
    expect(compileOutput({ succeeded: true, stderr: linker, seconds: 0.5 }, '-O0', report)).toEqual([
      { stream: 'note', text: linker },
      { stream: 'note', text: 'Compiled in 0.50 s (-O0).\n' },
    ]);
  });
});

describe('a program that throws and catches', () => {
  const report = compileReport(throwing, throwingStderr);

  it('names the lines of the throw and the try, marked with the reason on the editor', () => {
    expect(report.exceptionLines).toEqual([4, 7]);
    expect(report.diagnostics.map(({ from, severity }) => [from, severity])).toEqual([
      [throwing.indexOf('throw'), 'error'],
      [throwing.indexOf('try'), 'error'],
    ]);
    expect(report.diagnostics[0]?.message).toBe(
      `cannot use 'throw' with exceptions disabled. ${exceptionsNote}`,
    );
  });

  it("follows clang's errors in the output with the lab's note", () => {
    expect(compileOutput({ succeeded: false, stderr: throwingStderr, seconds: 0.3 }, '-O2', report)).toEqual([
      { stream: 'stderr', text: throwingStderr },
      { stream: 'note', text: `${exceptionsNote}\n` },
    ]);
  });

  it('leaves other errors as clang wrote them', () => {
    const stderr = "main.cpp:4:1: error: unknown type name 'itn'\n1 error generated.\n";
    const other = compileReport('\n\n\nitn main() {}\n', stderr);
    expect(other.exceptionLines).toEqual([]);
    expect(other.diagnostics[0]?.message).toBe("unknown type name 'itn'");
    expect(compileOutput({ succeeded: false, stderr, seconds: 0.3 }, '-O2', other)).toEqual([
      { stream: 'stderr', text: stderr },
    ]);
  });
});
