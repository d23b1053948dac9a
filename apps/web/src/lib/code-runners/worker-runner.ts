/**
 * The page side of a language worker: one interface for every lab (load with progress, run with
 * standard input, stop, output events). Stop first interrupts (the shared flag, where the page is
 * cross-origin isolated); a program that has not ended `graceMs` later, or a page that cannot
 * interrupt, gets its worker terminated and a new one loaded, so Stop always ends the run within a
 * second and the lab is ready to run again once the new worker is (the runtime then comes from the
 * browser's cache).
 */
import { canShareMemory } from './cross-origin-isolation.ts';
import { earlyLoadOf, earlyStartTime, holdLanguage, takeEarlyWorker } from './early-workers.ts';
import type { OutputChunk, RunStatus, RunnerEvent, RunnerRequest } from './runner-protocol.ts';

export interface RunResult {
  status: RunStatus;
  /** Characters of output the worker did not send (past its limit). */
  dropped: number;
}

export interface CodeRunnerEvents {
  onProgress?: (loaded: number, total: number) => void;
  onOutput?: (chunks: OutputChunk[]) => void;
  onDevice?: (state: unknown) => void;
  /** The worker was replaced after a Stop: loading starts again. */
  onRestart?: () => void;
}

export interface CodeRunner {
  /** Loads the runtime (once; later calls wait for the same load). */
  load(): Promise<void>;
  run(code: string, stdin: string): Promise<RunResult>;
  stop(): Promise<void>;
  dispose(): void;
}

export interface WorkerRunnerOptions extends CodeRunnerEvents {
  createWorker: () => Worker;
  /**
   * The language's name in early-workers.ts: the runner takes the worker its route loader started,
   * if one is waiting, and no other is started early while this runner is alive.
   */
  earlyWorker?: string;
  /** Shared memory for the lab's own use (the virtual board's inputs), handed to the worker. */
  shared?: SharedArrayBuffer | null;
  graceMs?: number;
  /** False for a runtime that cannot be interrupted: Stop terminates its worker at once. */
  canInterrupt?: boolean;
}

/** The measure each lab's runner records when its runtime is ready: from the worker's creation. */
export const runtimeLoadMeasure = 'tinkerlabs:runtime-load';

/**
 * Records how long the runtime took from `startedAt` (a worker's creation) to `readyAt` (when its
 * ready message came), as the performance measure `runtimeLoadMeasure` (`npm run bench:labs` reads it).
 */
export function measureRuntimeLoad(startedAt: number, readyAt = performance.now()): void {
  try {
    performance.measure(runtimeLoadMeasure, { start: startedAt, end: readyAt });
  } catch {
    // A browser without User Timing level 3 measures nothing; the lab works the same.
  }
}

export function createWorkerRunner(options: WorkerRunnerOptions): CodeRunner {
  const graceMs = options.graceMs ?? 400;
  const interruptible = canShareMemory() && options.canInterrupt !== false;
  let interrupt = interruptible ? new SharedArrayBuffer(4) : null;
  const shared = options.shared ?? null;
  let worker: Worker | null = null;
  let loading: Promise<void> | null = null;
  let nextRunId = 1;
  let current: { runId: number; resolve: (result: RunResult) => void; result: Promise<RunResult> } | null =
    null;
  let disposed = false;
  const release = options.earlyWorker ? holdLanguage(options.earlyWorker) : () => {};

  function start(): Promise<void> {
    if (typeof Worker === 'undefined') {
      return Promise.reject(new Error('This browser cannot run programs here: it has no Web Workers.'));
    }
    const requested = performance.now();
    const created = takeLoadableEarlyWorker() ?? options.createWorker();
    const startedAt = earlyStartTime(created) ?? requested;
    const earlyLoad = earlyLoadOf(created);
    // The worker got its interrupt flag with the early `load`: Stop must set that one.
    if (earlyLoad) interrupt = interruptible ? earlyLoad.interrupt : null;
    worker = created;
    return new Promise<void>((resolve, reject) => {
      const handle = (event: RunnerEvent, at: number) => {
        if (event.type === 'progress') options.onProgress?.(event.loaded, event.total);
        else if (event.type === 'ready') {
          measureRuntimeLoad(startedAt, at);
          resolve();
        } else if (event.type === 'load-failed') reject(new Error(event.message));
        else if (event.runId !== current?.runId)
          return; // a late message of a stopped run
        else if (event.type === 'output') options.onOutput?.(event.chunks);
        else if (event.type === 'device') options.onDevice?.(event.state);
        else if (event.type === 'done') finish({ status: event.status, dropped: event.dropped });
      };
      created.addEventListener('message', (message: MessageEvent<RunnerEvent>) =>
        handle(message.data, performance.now()),
      );
      created.addEventListener('error', (event) =>
        reject(new Error(event.message || 'The worker failed to start.')),
      );
      if (earlyLoad) {
        // The route's loader sent `load` already: what the worker has said since comes first, in order.
        for (const { event, at } of earlyLoad.takeEvents()) handle(event, at);
        return;
      }
      const request: RunnerRequest = {
        type: 'load',
        interrupt: interrupt ?? undefined,
        shared: shared ?? undefined,
      };
      created.postMessage(request);
    });
  }

  /** The worker the route's loader started, unless its early `load` gave it other memory than the page's. */
  function takeLoadableEarlyWorker(): Worker | undefined {
    const early = options.earlyWorker ? takeEarlyWorker(options.earlyWorker) : undefined;
    const earlyLoad = early && earlyLoadOf(early);
    if (!early || !earlyLoad || earlyLoad.shared === shared) return early;
    early.terminate();
    return undefined;
  }

  function finish(result: RunResult) {
    const run = current;
    current = null;
    run?.resolve(result);
  }

  const runner: CodeRunner = {
    load() {
      loading ??= start();
      return loading;
    },
    async run(code, stdin) {
      await runner.load();
      if (current) throw new Error('A program is already running.');
      const runId = nextRunId++;
      if (interrupt) Atomics.store(new Int32Array(interrupt), 0, 0);
      let resolve: (result: RunResult) => void = () => {};
      const result = new Promise<RunResult>((settle) => (resolve = settle));
      current = { runId, resolve, result };
      const request: RunnerRequest = { type: 'run', runId, code, stdin };
      worker?.postMessage(request);
      return result;
    },
    async stop() {
      const run = current;
      if (!run) return;
      if (interrupt) {
        Atomics.store(new Int32Array(interrupt), 0, 2); // SIGINT
        const ended = await Promise.race([
          run.result.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), graceMs)),
        ]);
        if (ended) return;
      }
      // The program ignores the interrupt (or cannot get one): end the worker and load a new one.
      worker?.terminate();
      finish({ status: 'stopped', dropped: 0 });
      if (disposed) return;
      loading = start();
      loading.catch(() => {}); // the next load() or run() reports it
      options.onRestart?.();
    },
    dispose() {
      disposed = true;
      release();
      worker?.terminate();
      finish({ status: 'stopped', dropped: 0 });
    },
  };
  return runner;
}
