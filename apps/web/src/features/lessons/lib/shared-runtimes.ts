/**
 * One runtime per language per page, shared by every code cell and code exercise of that language
 * (Pyodide is ~10 MB and takes a second to start; five cells must not start five). A cell acquires
 * the runtime when it nears the screen or is run, runs take turns, and the last cell to leave the
 * page disposes it. The runners are the programming labs' own (lib/code-runners).
 */
import type { CodeCellLanguage } from '@tinkerlabs/rich-text/document';
import type { OutputChunk } from '@/lib/code-runners/runner-protocol.ts';
import { createBoardInputs, type BoardState } from '@/lib/code-runners/virtual-board.ts';
import type { CodeRunner, CodeRunnerEvents, RunResult } from '@/lib/code-runners/worker-runner.ts';

export type RuntimePhase = 'loading' | 'ready' | 'failed';

export interface RuntimeSnapshot {
  phase: RuntimePhase;
  progress: { loaded: number; total: number };
  error: string | null;
  /** The cell whose program runs now, if any. */
  runningFor: symbol | null;
}

export interface RunHandlers {
  onOutput: (chunks: OutputChunk[]) => void;
  /** The virtual board's pins (MicroPython; Python and C++ have no device). */
  onDevice?: (state: BoardState) => void;
}

export const languageNames = { python: 'Python', micropython: 'MicroPython', cpp: 'C++' } as const;

/** The editor's highlighting for a cell's language (MicroPython is Python). */
export const editorLanguage = (language: CodeCellLanguage) => (language === 'cpp' ? 'cpp' : 'python');

export const runtimeNames: Record<CodeCellLanguage, string> = {
  python: 'Python (Pyodide)',
  micropython: 'MicroPython',
  cpp: 'the C++ compiler (clang)',
};

export class SharedRuntime {
  /** The virtual board's inputs (MicroPython), shared with the worker where the page allows it. */
  readonly inputs: SharedArrayBuffer | null;
  private readonly runner: Promise<CodeRunner>;
  private snapshotValue: RuntimeSnapshot = {
    phase: 'loading',
    progress: { loaded: 0, total: 0 },
    error: null,
    runningFor: null,
  };
  private readonly listeners = new Set<() => void>();
  private current: RunHandlers | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly language: CodeCellLanguage) {
    this.inputs = language === 'micropython' ? createBoardInputs() : null;
    const events: CodeRunnerEvents<BoardState> = {
      onProgress: (loaded, total) => this.update({ progress: { loaded, total } }),
      onOutput: (chunks) => this.current?.onOutput(chunks),
      onDevice: (state) => this.current?.onDevice?.(state),
      onRestart: () => {
        this.update({ phase: 'loading' });
        this.load();
      },
    };
    this.runner = createRunner(language, events, this.inputs);
    this.load();
  }

  private load() {
    this.runner
      .then((runner) => runner.load())
      .then(
        () => this.update({ phase: 'ready', error: null }),
        (error: Error) => this.update({ phase: 'failed', error: error.message }),
      );
  }

  private update(change: Partial<RuntimeSnapshot>) {
    this.snapshotValue = { ...this.snapshotValue, ...change };
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = () => this.snapshotValue;

  /** Runs `code` for one cell, after any run already under way; its output goes to `handlers`. */
  run(owner: symbol, code: string, stdin: string, handlers: RunHandlers): Promise<RunResult> {
    const turn = this.queue.then(async () => {
      const runner = await this.runner;
      await runner.load();
      this.current = handlers;
      this.update({ runningFor: owner });
      try {
        return await runner.run(code, stdin);
      } finally {
        this.current = null;
        this.update({ runningFor: null });
      }
    });
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /** Stops the run under way when it is `owner`'s. */
  async stop(owner: symbol) {
    if (this.snapshotValue.runningFor === owner) await (await this.runner).stop();
  }

  dispose() {
    void this.runner.then((runner) => runner.dispose());
    this.listeners.clear();
  }
}

/** The lab's runner for a language, imported when a cell first needs it (not with the lesson's page). */
async function createRunner(
  language: CodeCellLanguage,
  events: CodeRunnerEvents<BoardState>,
  inputs: SharedArrayBuffer | null,
): Promise<CodeRunner> {
  switch (language) {
    case 'python':
      return (await import('@/lib/code-runners/python-runner.ts')).createPythonRunner(events);
    case 'micropython':
      return (await import('@/lib/code-runners/micropython-runner.ts')).createMicroPythonRunner(
        events,
        inputs,
      );
    case 'cpp':
      return (await import('@/lib/code-runners/cpp-runner.ts')).createCppRunner(events, () => '-O1');
  }
}

const runtimes = new Map<CodeCellLanguage, { runtime: SharedRuntime; users: number }>();

/**
 * The page's runtime for `language`, created (and starting to load) on first use.
 * @example const { runtime, release } = acquireRuntime('python'); … release();
 */
export function acquireRuntime(language: CodeCellLanguage): { runtime: SharedRuntime; release: () => void } {
  let entry = runtimes.get(language);
  if (!entry) {
    entry = { runtime: new SharedRuntime(language), users: 0 };
    runtimes.set(language, entry);
  }
  entry.users += 1;
  const held = entry;
  let released = false;
  return {
    runtime: held.runtime,
    release: () => {
      if (released) return;
      released = true;
      held.users -= 1;
      // A cell that remounts at once (a re-render, a route revalidation) keeps the runtime.
      setTimeout(() => {
        if (held.users > 0 || runtimes.get(language) !== held) return;
        runtimes.delete(language);
        held.runtime.dispose();
      }, 1000);
    },
  };
}
