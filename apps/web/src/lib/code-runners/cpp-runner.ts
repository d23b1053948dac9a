/**
 * The C++ lab's runner, behind the common runner interface: `load` starts the compiler worker (the
 * only download, with progress); `run` compiles with clang there, reports clang's messages (a
 * failed compile's as standard error; warnings listed apart and marks for the editor, through the
 * runner's own `onDiagnostics` event: cpp-compile-report.ts), then runs the program in the program
 * worker. There is no device (`onDevice` is never called). Stop terminates the program worker and
 * starts a fresh one at once: the compiler stays loaded, so the lab is ready again in a moment. A
 * Stop during a compile ends the run there and the compile's result is ignored.
 */
import { compileOutput, compileReport, type CppCompileReport } from './cpp-compile-report.ts';
import {
  type CompilerEvent,
  type CompilerRequest,
  type OptimisationLevel,
  type ProgramRequest,
} from './cpp-protocol.ts';
import { earlyStartTime, holdLanguage, startWorkerEarly, takeEarlyWorker } from './early-workers.ts';
import type { RunnerEvent } from './runner-protocol.ts';
import {
  measureRuntimeLoad,
  type CodeRunner,
  type CodeRunnerEvents,
  type RunResult,
} from './worker-runner.ts';

type Compiled = Extract<CompilerEvent, { type: 'compiled' }>;

/** The common events, and clang's diagnostics of each compile (before the program runs). */
export interface CppRunnerEvents extends CodeRunnerEvents {
  onDiagnostics?: (report: CppCompileReport) => void;
}

const createCompilerWorker = () =>
  new Worker(new URL('./cpp-compiler.worker.ts', import.meta.url), {
    type: 'module',
    name: 'cpp-compiler',
  });

/**
 * Called by the lab's route loader: clang downloads while the page renders. The page is not
 * cross-origin isolated and needs not be (see the route), so no isolation is asked for.
 */
export const startCppCompilerEarly = () =>
  startWorkerEarly('cpp-compiler', createCompilerWorker, { needsIsolation: false });

export function createCppRunner(events: CppRunnerEvents, level: () => OptimisationLevel): CodeRunner {
  let compiler: Worker | null = null;
  let program: Worker | null = null;
  let loading: Promise<void> | null = null;
  let nextId = 1;
  let active: { runId: number; finish: (result: RunResult) => void } | null = null;
  const compiles = new Map<number, (compiled: Compiled) => void>();
  // While this runner is alive, a route loader starts no other compiler.
  const release = holdLanguage('cpp-compiler');

  function startCompiler(): Promise<void> {
    if (typeof Worker === 'undefined') {
      return Promise.reject(new Error('This browser cannot run programs here: it has no Web Workers.'));
    }
    const requested = performance.now();
    const worker = takeEarlyWorker('cpp-compiler') ?? createCompilerWorker();
    const startedAt = earlyStartTime(worker) ?? requested;
    compiler = worker;
    program ??= startProgram();
    return new Promise<void>((resolve, reject) => {
      worker.addEventListener('message', (message: MessageEvent<CompilerEvent>) => {
        const event = message.data;
        if (event.type === 'progress') events.onProgress?.(event.loaded, event.total);
        else if (event.type === 'ready') {
          measureRuntimeLoad(startedAt);
          resolve();
        } else if (event.type === 'load-failed') reject(new Error(event.message));
        else {
          compiles.get(event.id)?.(event);
          compiles.delete(event.id);
        }
      });
      worker.addEventListener('error', (event) => {
        const message = event.message || 'The compiler stopped working.';
        reject(new Error(message));
        // A compile in progress would otherwise wait for ever: it ends with the error.
        for (const [id, settle] of compiles)
          settle({ type: 'compiled', id, wasm: null, stderr: `${message}\n`, seconds: 0 });
        compiles.clear();
      });
      worker.postMessage({ type: 'load' } satisfies CompilerRequest);
    });
  }

  function startProgram(): Worker {
    const worker = new Worker(new URL('./cpp-program.worker.ts', import.meta.url), {
      type: 'module',
      name: 'cpp-program',
    });
    worker.addEventListener('message', (message: MessageEvent<RunnerEvent>) => {
      const event = message.data;
      if (event.type !== 'output' && event.type !== 'done') return;
      if (event.runId !== active?.runId) return; // a late message of a stopped run
      if (event.type === 'output') events.onOutput?.(event.chunks);
      else finish({ status: event.status, dropped: event.dropped });
    });
    return worker;
  }

  function compile(code: string, chosen: OptimisationLevel): Promise<Compiled> {
    const id = nextId++;
    return new Promise((resolve) => {
      compiles.set(id, resolve);
      compiler?.postMessage({ type: 'compile', id, code, level: chosen } satisfies CompilerRequest);
    });
  }

  function finish(result: RunResult) {
    const run = active;
    active = null;
    run?.finish(result);
  }

  async function compileAndRun(runId: number, code: string, stdin: string) {
    const chosen = level();
    const compiled = await compile(code, chosen);
    if (active?.runId !== runId) return; // stopped while compiling
    const report = compileReport(code, compiled.stderr);
    events.onDiagnostics?.(report);
    const succeeded = compiled.wasm !== null;
    events.onOutput?.(
      compileOutput({ succeeded, stderr: compiled.stderr, seconds: compiled.seconds }, chosen, report),
    );
    if (!compiled.wasm) {
      finish({ status: 'error', dropped: 0 });
      return;
    }
    program ??= startProgram();
    const request: ProgramRequest = { type: 'run', runId, wasm: compiled.wasm, stdin };
    program.postMessage(request, [compiled.wasm]);
  }

  const runner: CodeRunner = {
    load() {
      loading ??= startCompiler();
      return loading;
    },
    async run(code, stdin) {
      await runner.load();
      if (active) throw new Error('A program is already running.');
      const runId = nextId++;
      const result = new Promise<RunResult>((resolve) => (active = { runId, finish: resolve }));
      void compileAndRun(runId, code, stdin);
      return result;
    },
    async stop() {
      if (!active) return;
      program?.terminate();
      program = startProgram();
      finish({ status: 'stopped', dropped: 0 });
      events.onRestart?.();
    },
    dispose() {
      release();
      compiler?.terminate();
      program?.terminate();
      finish({ status: 'stopped', dropped: 0 });
    },
  };
  return runner;
}
