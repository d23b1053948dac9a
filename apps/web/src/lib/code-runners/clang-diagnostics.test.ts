import { describe, expect, it } from 'vitest';
import { compilerWarnings, locateDiagnostics, parseClangDiagnostics } from './clang-diagnostics.ts';

// Clang 22's standard error for a program with an error, a warning and a note in a libc++ header.
const stderr = `main.cpp:4:3: error: use of undeclared identifier 'ledPin'
    4 |   ledPin = 3;
      |   ^~~~~~
main.cpp:7:7: warning: unused variable 'spare' [-Wunused-variable]
    7 |   int spare;
      |       ^~~~~
main.cpp:9:10: fatal error: 'sensor.h' file not found
/usr/include/c++/v1/__memory/unique_ptr.h:120:3: note: candidate constructor not viable
main.cpp:2:6: note: 'blink' declared here
wasm-ld: error: main.o: undefined symbol: setup()
2 errors generated.
`;

describe('parseClangDiagnostics', () => {
  it("reads the program's own diagnostics with their line, column and severity", () => {
    expect(parseClangDiagnostics(stderr, 'main.cpp')).toEqual([
      { line: 4, column: 3, severity: 'error', message: "use of undeclared identifier 'ledPin'" },
      { line: 7, column: 7, severity: 'warning', message: "unused variable 'spare' [-Wunused-variable]" },
      { line: 9, column: 10, severity: 'error', message: "'sensor.h' file not found" },
      { line: 2, column: 6, severity: 'note', message: "'blink' declared here" },
    ]);
  });

  it('finds nothing in a clean compile or in a linker error', () => {
    expect(parseClangDiagnostics('', 'main.cpp')).toEqual([]);
    expect(parseClangDiagnostics('wasm-ld: error: main.o: undefined symbol: loop()\n', 'main.cpp')).toEqual(
      [],
    );
  });
});

describe('compilerWarnings', () => {
  it('lists the warnings apart from errors and notes, with their line and their -W option apart', () => {
    expect(compilerWarnings(parseClangDiagnostics(stderr, 'main.cpp'))).toEqual([
      { line: 7, column: 7, message: "unused variable 'spare'", option: '-Wunused-variable' },
    ]);
  });

  it('keeps a warning that names no option whole', () => {
    const warnings = compilerWarnings([
      { line: 2, column: 1, severity: 'warning', message: "'main' should return 'int' [sic]" },
      { line: 3, column: 9, severity: 'error', message: "unused variable 'x' [-Wunused-variable]" },
    ]);
    expect(warnings).toEqual([
      { line: 2, column: 1, message: "'main' should return 'int' [sic]", option: null },
    ]);
  });
});

describe('locateDiagnostics', () => {
  const code = 'int main() {\n  int count = 0\n  return cnt;\n}';

  it('covers the word at the column, counted from the line start', () => {
    const [located] = locateDiagnostics(code, [
      { line: 3, column: 10, severity: 'error', message: "use of undeclared identifier 'cnt'" },
    ]);
    expect(located).toEqual({
      from: code.indexOf('cnt'),
      to: code.indexOf('cnt') + 3,
      severity: 'error',
      message: "use of undeclared identifier 'cnt'",
    });
  });

  it('marks one character where no word starts, the last one past the line end, and notes as info', () => {
    const located = locateDiagnostics(code, [
      { line: 2, column: 16, severity: 'error', message: "expected ';' at end of declaration" },
      { line: 1, column: 12, severity: 'note', message: 'to match this' },
      { line: 40, column: 1, severity: 'warning', message: 'outside the program' },
    ]);
    const lineTwoEnd = code.indexOf('= 0') + 3;
    expect(located).toEqual([
      {
        from: lineTwoEnd - 1,
        to: lineTwoEnd,
        severity: 'error',
        message: "expected ';' at end of declaration",
      },
      { from: 11, to: 12, severity: 'info', message: 'to match this' },
    ]);
  });
});
