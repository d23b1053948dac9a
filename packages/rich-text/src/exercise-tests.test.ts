// The test programs run for real here: python3 and g++ (the machine's), as the seed content's check does.
/// <reference types="node" />
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTestReport, testProgram } from './exercise-tests.ts';

function runPython(program: string): string {
  return spawnSync('python3', ['-c', program], { encoding: 'utf8' }).stdout;
}

function runCpp(program: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'exercise-'));
  writeFileSync(join(dir, 'p.cpp'), program);
  execFileSync('g++', ['-std=c++20', '-o', join(dir, 'p'), join(dir, 'p.cpp')]);
  return execFileSync(join(dir, 'p'), { encoding: 'utf8' });
}

const pyTests = `def test_high():
    assert clamp(5, 0, 3) == 3, "clamp(5, 0, 3) should be 3"

def test_inside():
    assert clamp(2, 0, 3) == 2
`;

describe('Python exercise tests', () => {
  it('names each test and says which passed', () => {
    const report = parseTestReport(
      runPython(
        testProgram('python', 'def clamp(x, lo, hi):\n    print("called")\n    return min(x, hi)', pyTests),
      ),
    );
    expect(report.tests).toEqual([
      { name: 'test_high', passed: true, message: '' },
      { name: 'test_inside', passed: true, message: '' },
    ]);
    expect(report.output).toContain('called\n');
    const wrong = parseTestReport(
      runPython(testProgram('python', 'def clamp(x, lo, hi):\n    return x', pyTests)),
    );
    expect(wrong.tests).toEqual([
      { name: 'test_high', passed: false, message: 'clamp(5, 0, 3) should be 3' },
      { name: 'test_inside', passed: true, message: '' },
    ]);
  });

  it('runs the code as __main__ and reports code that does not run', () => {
    const main = parseTestReport(
      runPython(
        testProgram('python', 'where = __name__', 'def test_main():\n    assert where == "__main__"'),
      ),
    );
    expect(main.tests).toEqual([{ name: 'test_main', passed: true, message: '' }]);
    const broken = parseTestReport(runPython(testProgram('python', 'def clamp(x:\n', pyTests)));
    expect(broken.tests).toEqual([]);
    expect(broken.setupError).toMatch(/^SyntaxError/);
  });

  it('runs unittest.TestCase classes too', () => {
    const tests =
      'import unittest\nclass T(unittest.TestCase):\n    def test_one(self):\n        self.assertEqual(f(), 1)\n    def test_two(self):\n        self.assertEqual(f(), 2)\n';
    const report = parseTestReport(runPython(testProgram('python', 'def f():\n    return 1', tests)));
    expect(report.tests.map((t) => [t.name, t.passed])).toEqual([
      ['test_one', true],
      ['test_two', false],
    ]);
    expect(report.tests[1]!.message).toMatch(/1 != 2/);
  });
});

describe('C++ exercise tests', () => {
  const tests =
    'TEST(high) { CHECK(clamp(5, 0, 3) == 3); }\nTEST(near) { CHECK_NEAR(half(1), 0.5, 1e-9); }\n';
  it('names each test and the failing check with its line in the tests', () => {
    const right = parseTestReport(
      runCpp(
        testProgram(
          'cpp',
          'int clamp(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }\ndouble half(int x) { return x / 2.0; }',
          tests,
        ),
      ),
    );
    expect(right.tests).toEqual([
      { name: 'high', passed: true, message: '' },
      { name: 'near', passed: true, message: '' },
    ]);
    const wrong = parseTestReport(
      runCpp(
        testProgram(
          'cpp',
          'int clamp(int x, int, int) { return x; }\ndouble half(int x) { return x / 2; }',
          tests,
        ),
      ),
    );
    expect(wrong.tests).toEqual([
      { name: 'high', passed: false, message: 'line 1: CHECK(clamp(5, 0, 3) == 3) failed' },
      { name: 'near', passed: false, message: expect.stringMatching(/^line 2: CHECK\(std::fabs/) },
    ]);
  });
});
