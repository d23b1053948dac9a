/**
 * How a program runs in Pyodide as `python3 main.py` would run it in a fresh CPython, although one
 * interpreter is kept for every run of a page (booting another takes seconds).
 *
 * The program is a real module named `__main__` (so doctest.testmod(), unittest.main() and pickle find
 * what it defines), written to main.py in a folder of its own with the run's `files` beside it, with
 * sys.argv ['main.py']. Right after the session loads, the harness notes the interpreter's state (the
 * modules imported, the global names of each of them, builtins included, sys.path, the recursion
 * limit …), and puts it back after each run: a program that sets `math.pi = 3` or imports API.py
 * leaves nothing for the next one. The modules a run imported are forgotten, so the next run imports
 * them afresh. The ~190 loaded at start get their names back in place instead: other modules hold
 * them (`random` keeps its `math`), and importing them again would compile their source again
 * (json's four modules alone take 50 ms). The random generator's state is left as it is: a page may
 * seed it in one run for the next (the maze simulator's Python mouse does).
 *
 * The same source runs in the Python worker (python-session.ts) and in Node
 * (python-main-harness.test.ts), on the real Pyodide.
 */
import type { Lockfile, PyodideInterface } from 'pyodide';

export type ProgramStatus = 'ok' | 'error' | 'interrupted';

/** Runs `code` as __main__; `files` (name → text, e.g. 'API.py') are importable modules beside it. */
export type RunMain = (code: string, files?: Record<string, string>) => ProgramStatus;

/** The Python side: `install(pause, packages_json)` returns `run_main(code, files_json)`. */
export const mainHarnessSource = String.raw`
import builtins, functools, json, linecache, logging, os, shutil, signal, sys, time, traceback, types, warnings
from importlib.machinery import SourceFileLoader
from operator import is_

FOLDER = "/home/pyodide/program"
MAIN = "main.py"


class Baseline:
    """The interpreter as the session left it after loading: each run ends by going back to it."""

    def __init__(self):
        self.module_table = sys.modules
        self.modules = dict(sys.modules)
        # Pyodide's own __main__ holds what JavaScript's runPython defines: not the program's.
        dicts = {id(vars(module)): vars(module) for name, module in self.modules.items()
                 if isinstance(module, types.ModuleType) and name != "__main__"}
        self.globals = [(names, dict(names)) for names in dicts.values()]
        self.builtins = dict(vars(builtins))
        self.path = list(sys.path)
        self.meta_path = list(sys.meta_path)
        self.path_hooks = list(sys.path_hooks)
        self.importer_cache = dict(sys.path_importer_cache)
        self.recursion_limit = sys.getrecursionlimit()
        self.int_digits = sys.get_int_max_str_digits()
        self.excepthook = sys.excepthook
        self.sigint = signal.getsignal(signal.SIGINT)
        self.cwd = os.getcwd()
        self.environ = dict(os.environ)
        self.warning_filters = list(warnings.filters)
        self.loggers = dict(logging.Logger.manager.loggerDict)
        self.root_handlers = list(logging.root.handlers)
        self.root_level = logging.root.level

    def restore(self):
        for names, saved in self.globals:
            restore_dict(names, saved)
        restore_dict(self.module_table, self.modules)
        sys.path[:] = self.path
        sys.meta_path[:] = self.meta_path
        sys.path_hooks[:] = self.path_hooks
        restore_dict(sys.path_importer_cache, self.importer_cache)
        sys.setrecursionlimit(self.recursion_limit)
        sys.set_int_max_str_digits(self.int_digits)
        sys.settrace(None)
        sys.setprofile(None)
        os.chdir(self.cwd)
        for key in os.environ.keys() - self.environ.keys():
            del os.environ[key]
        for key, value in self.environ.items():
            if os.environ.get(key) != value:
                os.environ[key] = value
        warnings.filters[:] = self.warning_filters
        warnings._filters_mutated()
        restore_dict(logging.Logger.manager.loggerDict, self.loggers)
        logging.Logger.manager.disable = 0
        logging.Logger.manager._clear_cache()
        logging.root.handlers[:] = self.root_handlers
        logging.root.setLevel(self.root_level)


def restore_dict(current, saved):
    # Most are as they were. Checked in C, the ~9,500 names of ~190 modules take 1.8 ms rather than the
    # loop's 6 ms (Pyodide in Node).
    if len(current) == len(saved) and all(map(is_, current, saved)) and all(map(is_, current.values(), saved.values())):
        return
    for key in current.keys() - saved.keys():
        del current[key]
    for key, value in saved.items():
        if current.get(key, restore_dict) is not value:
            current[key] = value


def pausing(sleep, pause):
    """time.sleep that first hands the output over: the worker cannot send it while Python runs."""
    @functools.wraps(sleep)
    def sleep_after_output(seconds):
        sys.stdout.flush()
        sys.stderr.flush()
        pause()
        sleep(seconds)
    return sleep_after_output


def install(pause, packages_json):
    time.sleep = pausing(time.sleep, pause)
    baseline = Baseline()
    ignore_interrupts()
    packages = json.loads(packages_json)

    def run_main(code, files_json=None):
        main = start(code, json.loads(files_json) if files_json else {})
        try:
            return execute(code, main, baseline, packages)
        except KeyboardInterrupt:
            return "interrupted"  # Stop pressed in the instant between the program's end and its report
        finally:
            ignore_interrupts()
            flush()
            baseline.restore()
            flush()

    return run_main


def start(code, files):
    """Lays out the program's folder and its __main__ module as CPython has them for a script."""
    linecache.clearcache()
    shutil.rmtree(FOLDER, ignore_errors=True)
    os.makedirs(FOLDER, exist_ok=True)
    for name, text in {**files, MAIN: code}.items():
        with open(os.path.join(FOLDER, name), "w", encoding="utf-8") as file:
            file.write(text)
    os.chdir(FOLDER)
    sys.path[:] = [FOLDER] + [entry for entry in sys.path if entry]
    sys.argv = [MAIN]
    # The traceback quotes the program's lines even after it changes directory.
    linecache.cache[MAIN] = (len(code), None, code.splitlines(True), MAIN)
    main = types.ModuleType("__main__")
    main.__file__ = MAIN
    main.__cached__ = None
    main.__loader__ = SourceFileLoader("__main__", os.path.join(FOLDER, MAIN))
    main.__builtins__ = builtins
    sys.modules["__main__"] = main
    return main


def execute(code, main, baseline, packages):
    try:
        signal.signal(signal.SIGINT, baseline.sigint)
        exec(compile(code, MAIN, "exec", dont_inherit=True), vars(main))
        error = None
    except BaseException as raised:
        error = raised
    ignore_interrupts()
    # The report needs working builtins (a program may have replaced print).
    restore_dict(vars(builtins), baseline.builtins)
    if error is None:
        return "ok"
    if isinstance(error, SystemExit):
        return report_exit(error.code)
    report_error(error, baseline, packages)
    return "interrupted" if isinstance(error, KeyboardInterrupt) else "error"


def ignore_interrupts():
    """Until the next program starts, Stop does nothing: the page clears the interrupt before it."""
    while True:
        try:
            signal.signal(signal.SIGINT, signal.SIG_IGN)
            return
        except KeyboardInterrupt:
            pass  # raised by the check signal.signal makes first: Stop pressed as the program ended


def report_exit(code):
    """As CPython ends on SystemExit: an int is the exit status (True is 1), anything else is printed."""
    if code is None or isinstance(code, int) and code == 0:
        return "ok"
    if isinstance(code, int):
        print(f"Exit status {int(code)}", file=sys.stderr)
    else:
        print(code, file=sys.stderr)
    return "error"


def report_error(error, baseline, packages):
    tb = error.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename != MAIN:
        tb = tb.tb_next
    if sys.excepthook is baseline.excepthook:
        traceback.print_exception(type(error), error, tb)
    else:
        sys.excepthook(type(error), error, tb)
    name = (getattr(error, "name", None) or "").partition(".")[0]
    if isinstance(error, ModuleNotFoundError) and name in packages and name not in sys.stdlib_module_names:
        package = packages[name]
        what = f"{name} is a Pyodide package" if package == name else f"{name} comes from the Pyodide package {package}"
        print(f"Note: {what}, not part of the standard library; this lab runs offline with the standard "
              "library only.", file=sys.stderr)


def flush():
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:
            pass  # a stream the program closed or replaced: CPython's exit ignores it too
`;

/** The modules each Pyodide package provides: import name → package name (`bs4` → `beautifulsoup4`). */
export function pyodideImportNames(lockfile: Pick<Lockfile, 'packages'>): Record<string, string> {
  const names: Record<string, string> = {};
  for (const pkg of Object.values(lockfile.packages))
    for (const module of pkg.imports) names[module] ??= pkg.name;
  return names;
}

/**
 * Defines the harness in its own namespace of `pyodide`, wraps time.sleep so that it calls `pause`
 * first, and notes the interpreter's state: call it last, once the session is set up.
 * @example const runMain = installMainHarness(pyodide, { pause, pyodidePackages: pyodideImportNames(pyodide.lockfile) });
 */
export function installMainHarness(
  pyodide: Pick<PyodideInterface, 'runPython' | 'toPy'>,
  options: {
    /** Called before the program sleeps, once its output is flushed. */
    pause: () => void;
    /** Modules of Pyodide's own package repository: a ModuleNotFoundError for one says why. */
    pyodidePackages: Record<string, string>;
  },
): RunMain {
  const namespace = pyodide.toPy({});
  pyodide.runPython(mainHarnessSource, { globals: namespace, filename: '<lab harness>' });
  const install = namespace.get('install') as (
    pause: () => void,
    packagesJson: string,
  ) => (code: string, filesJson?: string) => ProgramStatus;
  const runMain = install(options.pause, JSON.stringify(options.pyodidePackages));
  return (code, files) => (files ? runMain(code, JSON.stringify(files)) : runMain(code));
}
