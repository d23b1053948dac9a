// @vitest-environment node
// The Python lab's harness on the real Pyodide, loaded from node_modules in Node: programs run as
// `python3 main.py` would (doctest, unittest, pickle, exit status, tracebacks), one run leaves nothing
// behind for the next, and a Pyodide package that is not installed is named as such.
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadPyodide, type PyodideInterface } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import { installMainHarness, pyodideImportNames, type RunMain } from './python-main-harness.ts';

const pyodideFolder = path.dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));

let pyodide: PyodideInterface;
let runMain: RunMain;
let output = { stdout: '', stderr: '', pauses: [] as string[] };
// The page's Stop: a program stops itself with `import stopper; stopper.stop()`.
const interruptFlag = new Int32Array(new SharedArrayBuffer(4));

beforeAll(async () => {
  pyodide = await loadPyodide({ indexURL: pyodideFolder + path.sep, packages: [] });
  const writer = (stream: 'stdout' | 'stderr') => {
    const decoder = new TextDecoder();
    return {
      write(buffer: Uint8Array) {
        output[stream] += decoder.decode(buffer, { stream: true });
        return buffer.length;
      },
    };
  };
  pyodide.setStdout(writer('stdout'));
  pyodide.setStderr(writer('stderr'));
  pyodide.setInterruptBuffer(interruptFlag);
  pyodide.registerJsModule('stopper', { stop: () => Atomics.store(interruptFlag, 0, 2) });
  runMain = installMainHarness(pyodide, {
    pause: () => output.pauses.push(output.stdout),
    pyodidePackages: pyodideImportNames({
      packages: {
        numpy: { name: 'numpy', imports: ['numpy'] },
        beautifulsoup4: { name: 'beautifulsoup4', imports: ['bs4'] },
      } as never,
    }),
  });
}, 60_000);

function run(code: string, files?: Record<string, string>) {
  output = { stdout: '', stderr: '', pauses: [] };
  Atomics.store(interruptFlag, 0, 0); // as python-session.ts does before each run
  const status = runMain(code, files);
  return { status, ...output };
}

const lines = (...source: string[]) => source.join('\n') + '\n';

describe('a program run by the Python harness', () => {
  it('is the module __main__ of main.py, with the argv, spec and builtins of `python3 main.py`', () => {
    const result = run(
      lines(
        'import builtins, sys',
        'print(__name__, __file__, sys.argv, __spec__, __builtins__ is builtins)',
        'print(sys.modules["__main__"] is sys.modules[__name__], type(sys.modules[__name__]).__name__)',
        'print(open(__file__).readline().strip())',
      ),
    );
    expect(result).toMatchObject({ status: 'ok', stderr: '' });
    expect(result.stdout).toBe("__main__ main.py ['main.py'] None True\nTrue module\nimport builtins, sys\n");
  });

  it('has its examples found and run by doctest.testmod(), with their lines in main.py', () => {
    const result = run(
      lines(
        'def double(x):',
        '    """',
        '    >>> double(2)',
        '    4',
        '    >>> double("ab")',
        "    'abab'",
        '    """',
        '    return x * 2',
        '',
        'def half(x):',
        '    """',
        '    >>> half(8)',
        '    5',
        '    """',
        '    return x // 2',
        '',
        'import doctest',
        'print(doctest.testmod())',
      ),
    );
    expect(result.status).toBe('ok');
    expect(result.stdout).toContain('File "main.py", line 12, in __main__.half');
    expect(result.stdout).toContain('TestResults(failed=1, attempted=3)');
  });

  const testCases = (failing: boolean) =>
    lines(
      'import unittest',
      'class Arithmetic(unittest.TestCase):',
      '    def test_add(self):',
      '        self.assertEqual(1 + 1, 2)',
      '    def test_sub(self):',
      `        self.assertEqual(3 - 1, ${failing ? 1 : 2})`,
      '    def test_mul(self):',
      '        self.assertEqual(2 * 3, 6)',
    );

  it('has its test cases run by unittest.main(exit=False)', () => {
    const result = run(testCases(false) + 'unittest.main(exit=False)\nprint("after the tests")\n');
    expect(result.status).toBe('ok');
    expect(result.stderr).toContain('Ran 3 tests');
    expect(result.stderr).toMatch(/\nOK\n/);
    expect(result.stdout).toBe('after the tests\n');
  });

  it('ends with exit status 1 when unittest.main() has a failure, and 0 when it has none', () => {
    const failed = run(testCases(true) + 'unittest.main()\n');
    expect(failed.status).toBe('error');
    expect(failed.stderr).toContain('Ran 3 tests');
    expect(failed.stderr).toContain('FAILED (failures=1)');
    expect(failed.stderr).toMatch(/Exit status 1\n$/);

    const passed = run(testCases(false) + 'unittest.main()\n');
    expect(passed.status).toBe('ok');
    expect(passed.stderr).not.toContain('Exit status');
  });

  it('reports sys.exit as CPython does: a number is the exit status, text is printed', () => {
    expect(run('import sys\nsys.exit(0)\n')).toMatchObject({ status: 'ok', stderr: '' });
    expect(run('import sys\nsys.exit(3)\n')).toMatchObject({ status: 'error', stderr: 'Exit status 3\n' });
    expect(run('import sys\nsys.exit(True)\n')).toMatchObject({ status: 'error', stderr: 'Exit status 1\n' });
    expect(run('import sys\nsys.exit("gave up")\n')).toMatchObject({ status: 'error', stderr: 'gave up\n' });
    expect(run('import sys\nsys.exit([2])\n')).toMatchObject({ status: 'error', stderr: '[2]\n' });
  });

  it('can pickle an instance of a class it defines and load it back', () => {
    const result = run(
      lines(
        'import pickle',
        'class Point:',
        '    def __init__(self, x, y):',
        '        self.x, self.y = x, y',
        'copy = pickle.loads(pickle.dumps(Point(3, 4)))',
        'print(type(copy).__qualname__, copy.x, copy.y)',
      ),
    );
    expect(result).toMatchObject({ status: 'ok', stderr: '', stdout: 'Point 3 4\n' });
  });

  it("gets a traceback that starts at main.py's frames and quotes the failing line", () => {
    const result = run(
      lines('def average(values):', '    return sum(values) / len(values)', '', 'print(average([]))'),
    );
    expect(result.status).toBe('error');
    expect(result.stderr).toMatch(
      /^Traceback \(most recent call last\):\n {2}File "main.py", line 4, in <module>\n/,
    );
    expect(result.stderr).toContain('File "main.py", line 2, in average');
    expect(result.stderr).toContain('return sum(values) / len(values)');
    expect(result.stderr).toMatch(/ZeroDivisionError: division by zero\n$/);
  });

  it('has an uncaught exception reported by the sys.excepthook it set, as CPython does', () => {
    const result = run(
      lines(
        'import sys',
        'sys.excepthook = lambda kind, error, tb: print("hook:", kind.__name__, tb.tb_lineno)',
        'raise ValueError("bad reading")',
      ),
    );
    expect(result).toMatchObject({ status: 'error', stdout: 'hook: ValueError 3\n', stderr: '' });
  });
});

describe('Stop', () => {
  it('ends a program with KeyboardInterrupt; pressed as a program ends, it is not raised out of the run', () => {
    const stopped = run('import stopper\nstopper.stop()\nwhile True:\n    pass\n');
    expect(stopped.status).toBe('interrupted');
    expect(stopped.stderr).toMatch(
      /^Traceback[^]*File "main.py", line 4, in <module>[^]*KeyboardInterrupt\n$/,
    );
    // Python looks at the flag every so often: the loop moves the moment it does across the end.
    for (let loops = 0; loops < 40; loops += 1)
      expect(() =>
        run(`import stopper\nfor i in range(${loops}):\n    pass\nstopper.stop()\n`),
      ).not.toThrow();
    expect(run('print("next")\n')).toMatchObject({ status: 'ok', stdout: 'next\n', stderr: '' });
  });
});

describe('the next run after a program', () => {
  it('sees builtins and preloaded modules as they were, and imports the modules it imported afresh', () => {
    run(
      lines(
        'import builtins, fractions, json, math, time',
        'builtins.abs = lambda x: 0',
        'builtins.made_up = 1',
        'math.pi = 3',
        'del json.dumps',
        'fractions.Fraction = None',
      ),
    );
    const result = run(
      lines(
        'import builtins, fractions, json, math',
        'print(abs(-2), hasattr(builtins, "made_up"), math.pi, json.dumps([1]), fractions.Fraction(1, 2))',
      ),
    );
    expect(result).toMatchObject({ status: 'ok', stderr: '', stdout: '2 False 3.141592653589793 [1] 1/2\n' });
  });

  it('sees sys.path, sys.argv, the recursion limit, the directory, environment and logging as they were', () => {
    const state = lines(
      'import logging, os, signal, sys, warnings',
      'print(sys.path[0], "/made/up" in sys.path, sys.argv, sys.getrecursionlimit(), os.getcwd())',
      'print(os.environ.get("LAB"), logging.getLogger().handlers, signal.getsignal(signal.SIGINT).__name__)',
      'print([f[0] for f in warnings.filters].count("error"), "made_up" in sys.modules)',
    );
    const before = run(state);
    expect(before).toMatchObject({ status: 'ok', stderr: '' });
    run(
      lines(
        'import logging, os, signal, sys, types, warnings',
        'sys.path.append("/made/up")',
        'sys.argv.append("--verbose")',
        'sys.setrecursionlimit(60)',
        'os.chdir("/")',
        'os.environ["LAB"] = "changed"',
        'logging.basicConfig(level=logging.DEBUG)',
        'signal.signal(signal.SIGINT, signal.SIG_IGN)',
        'warnings.simplefilter("error")',
        'sys.modules["made_up"] = types.ModuleType("made_up")',
      ),
    );
    const after = run(state);
    expect(after).toEqual(before);
    expect(after.stdout).toContain("/home/pyodide/program False ['main.py'] 1000 /home/pyodide/program\n");
  });

  it('imports the modules of the files it is given afresh, and none of an earlier run', () => {
    const program = 'import API\nprint(API.VALUE, API.__name__)\n';
    expect(run(program, { 'API.py': 'VALUE = 1' })).toMatchObject({ status: 'ok', stdout: '1 API\n' });
    expect(run(program, { 'API.py': 'VALUE = 2' })).toMatchObject({ status: 'ok', stdout: '2 API\n' });
    const without = run(program);
    expect(without.status).toBe('error');
    expect(without.stderr).toContain("ModuleNotFoundError: No module named 'API'");
  });

  it('draws from the random generator where the run before left it (the maze seeds it in a run of its own)', () => {
    const draw = () => {
      run('import random\nrandom.seed(7)\n');
      return run('import random\nprint(random.random())\n').stdout;
    };
    expect(draw()).toMatch(/^0\.\d+\n$/);
    expect(draw()).toBe(draw());
  });

  it('keeps the time.sleep that hands output over first, though a program replaced it', () => {
    expect(run('import time\nprint("before")\ntime.sleep(0)\n').pauses).toEqual(['before\n']);
    run('import time\ntime.sleep = print\n');
    expect(run('import time\nprint("again")\ntime.sleep(0)\n').pauses).toEqual(['again\n']);
  });
});

describe('a ModuleNotFoundError', () => {
  const note = 'this lab runs offline with the standard library only.';

  it('of a Pyodide package says that the lab has the standard library only; of another name, nothing', () => {
    const numpy = run('import numpy as np\n');
    expect(numpy.status).toBe('error');
    expect(numpy.stderr).toMatch(
      /ModuleNotFoundError: No module named 'numpy'\nNote: numpy is a Pyodide package, not part of the standard library; this lab runs offline with the standard library only\.\n$/,
    );
    expect(run('from bs4 import BeautifulSoup\n').stderr).toContain(
      `Note: bs4 comes from the Pyodide package beautifulsoup4, not part of the standard library; ${note}`,
    );
    const other = run('import robot_arm\n');
    expect(other.stderr).toMatch(/ModuleNotFoundError: No module named 'robot_arm'\n$/);
    const caught = run('try:\n    import numpy\nexcept ImportError:\n    print("without numpy")\n');
    expect(caught).toMatchObject({ status: 'ok', stdout: 'without numpy\n', stderr: '' });
  });
});

describe('pyodideImportNames', () => {
  it("maps each module of the lock file's packages to its package", () => {
    const names = pyodideImportNames({
      packages: {
        numpy: { name: 'numpy', imports: ['numpy'] },
        matplotlib: { name: 'matplotlib', imports: ['matplotlib', 'pylab'] },
        libopenblas: { name: 'libopenblas', imports: [] },
      } as never,
    });
    expect(names).toEqual({ numpy: 'numpy', matplotlib: 'matplotlib', pylab: 'matplotlib' });
  });

  it('reads the lock file the runtime loaded', () => {
    const names = pyodideImportNames(pyodide.lockfile);
    expect(names).toMatchObject({ numpy: 'numpy', bs4: 'beautifulsoup4' });
    expect(names).not.toHaveProperty('json');
  });
});
