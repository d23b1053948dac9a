/**
 * Python (Pyodide, with its standard library) inside a worker: load once, then run programs one at a
 * time, each as `python3 main.py` would run in a fresh interpreter (python-main-harness.ts), with
 * standard input, output and error given as callbacks that are called synchronously while it runs.
 *
 * This module is the way for any page to drive Python, not only the Python lab. A page that needs a
 * program to talk to JavaScript line by line (the maze simulator's Python mouse: each stdout line is
 * a command, each `input()` reads the simulator's answer) writes a worker of its own that imports
 * `loadPythonSession` and answers `stdin` from state held in that worker, for example:
 *
 *   const python = await loadPythonSession({ onProgress });
 *   const maze = createMazeState();                // lives in the worker, so answers are synchronous
 *   const status = python.run(code, {
 *     stdin: () => maze.sensorLine(),              // one line per input(); null is end of input
 *     stdout: (text) => maze.feed(text),           // raw text: split it into lines yourself
 *     stderr: (text) => post({ type: 'error', text }),
 *   });
 *
 * `run` returns how the program ended ('ok', 'error' with the traceback already written to stderr,
 * 'interrupted'). Its optional `files` ({ 'API.py': text, … }) are written beside main.py before the
 * program starts, so the program can `import API`; every module a run imported is forgotten after it,
 * so each run imports the files it was given.
 *
 * Interrupting needs the page's SharedArrayBuffer passed as `interrupt` (a page that is cross-origin
 * isolated); without it, the page's only way to stop a program is to terminate the worker.
 * python.worker.ts is the Python lab's worker built this way.
 */
import type { loadPyodide as LoadPyodide } from 'pyodide';
import { installMainHarness, pyodideImportNames, type ProgramStatus } from './python-main-harness.ts';
import { applyBrowserTimeZone } from './python-time-zone.ts';
import { loadRuntime, runtimeBaseUrls, type DownloadProgress } from './runtime-assets.ts';
import { unpackSparse } from './sparse-memory.ts';

export interface PythonRunIo {
  /** The next line of standard input, without its newline; null at the end of input. */
  stdin: () => string | null;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Called before the program sleeps (time.sleep): send what is waiting. */
  pause?: () => void;
}

export interface PythonSession {
  /** Runs `code` as __main__; `files` (name → text, e.g. 'API.py') are importable modules beside it. */
  run(code: string, io: PythonRunIo, files?: Record<string, string>): ProgramStatus;
  /** Sets the interrupt flag after loading (the `interrupt` option, for a worker that learns it later). */
  setInterrupt(buffer: SharedArrayBuffer): void;
}

export async function loadPythonSession(options: {
  onProgress?: DownloadProgress;
  /** One Int32: the page writes 2 (SIGINT) to raise KeyboardInterrupt in the running program. */
  interrupt?: SharedArrayBuffer;
}): Promise<PythonSession> {
  const baseUrl = runtimeBaseUrls.pyodide;
  const pyodide = await loadRuntime(
    baseUrl,
    options.onProgress ?? (() => {}),
    async () => {
      const { loadPyodide } = (await import(/* @vite-ignore */ `${baseUrl}pyodide.mjs`)) as {
        loadPyodide: typeof LoadPyodide;
      };
      // Started from the interpreter's memory as the build left it after booting (tooling/
      // pyodide-snapshot.ts): a cold start of the Python lab went from 7.0 s to 3.9 s (bench:labs).
      // A missing or refused snapshot (a build without one, a browser that cannot restore it) means a
      // plain boot instead.
      if (__PYODIDE_SNAPSHOT__) {
        const snapshot = fetch(`${baseUrl}${__PYODIDE_SNAPSHOT__}`)
          .then((response) => {
            if (!response.ok) throw new Error(`The snapshot answered ${response.status}.`);
            return response.arrayBuffer();
          })
          .then((bytes) => unpackSparse(new Uint8Array(bytes)));
        snapshot.catch(() => {}); // reported below when Pyodide awaits it, or not needed
        try {
          const restored = await loadPyodide({ indexURL: baseUrl, packages: [], _loadSnapshot: snapshot });
          // The snapshot holds the build's interpreter, random state included: each visitor's
          // programs get their own. Its time zone is the build machine's too (below).
          restored.runPython('import random\nrandom.seed()');
          applyBrowserTimeZone(restored);
          return restored;
        } catch (error) {
          console.warn('Python starts without its memory snapshot:', error);
        }
      }
      return loadPyodide({ indexURL: baseUrl, packages: [] });
    },
    {
      prefetch: [
        'pyodide.asm.wasm',
        'python_stdlib.zip',
        'pyodide-lock.json',
        ...(__PYODIDE_SNAPSHOT__ ? [__PYODIDE_SNAPSHOT__] : []),
      ],
    },
  );
  let interruptFlag: Int32Array | null = null;
  const setInterrupt = (buffer: SharedArrayBuffer) => {
    interruptFlag = new Int32Array(buffer);
    pyodide.setInterruptBuffer(interruptFlag);
  };
  if (options.interrupt) setInterrupt(options.interrupt);

  let io: PythonRunIo | null = null;
  const writer = (stream: 'stdout' | 'stderr') => {
    const decoder = new TextDecoder();
    return {
      write(buffer: Uint8Array) {
        io?.[stream](decoder.decode(buffer, { stream: true }));
        return buffer.length;
      },
    };
  };
  pyodide.setStdout(writer('stdout'));
  pyodide.setStderr(writer('stderr'));
  pyodide.setStdin({ stdin: () => io?.stdin() ?? null });
  // A program that prints and then sleeps shows its output before the pause: the worker's event loop
  // is blocked while Python runs, so only a call like `pause` can hand the output over.
  const runMain = installMainHarness(pyodide, {
    pause: () => io?.pause?.(),
    pyodidePackages: pyodideImportNames(pyodide.lockfile),
  });

  return {
    setInterrupt,
    run(code, runIo, files) {
      if (interruptFlag) Atomics.store(interruptFlag, 0, 0);
      io = runIo;
      try {
        return runMain(code, files);
      } finally {
        io = null;
      }
    },
  };
}
