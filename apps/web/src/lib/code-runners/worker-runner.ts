/**
 * The page side of a language worker: one interface for every lab (load with progress, run with
 * standard input, stop, output events, and the lab's device state as a type of its own). Stop first
 * interrupts (the shared flag, where the page is cross-origin isolated); a program that has not ended
 * `graceMs` later, or a page that cannot interrupt, gets its worker terminated and a new one loaded,
 * so Stop always ends the run within a second and the lab is ready to run again once the new worker
 * is (the runtime then comes from the browser's cache). The load itself is load-worker.ts.
 */
import { canShareMemory } from './cross-origin-isolation.ts';
import { earlyLoadOf, earlyStartTime, holdLanguage, takeEarlyWorker } from './early-workers.ts';
import { loadWorker } from './load-worker.ts';
import type { LoadRequest, OutputChunk, RunStatus, RunnerEvent, RunnerRequest } from './runner-protocol.ts';

export interface RunResult {
  status: RunStatus;
  /** Characters of output the worker did not send (past its limit). */
  dropped: number;
}

/**
 * What a runner tells its page. `Device` is the state of the lab's device, which the page shows beside
 * the output: the virtual board's pins (MicroPython), the training's losses and report (TinyML). A
 * runner without a device (Python, C++) takes `CodeRunnerEvents` (`Device` is `never`): it cannot
 * call `onDevice`.
 */
export interface CodeRunnerEvents<Device = never> {
  onProgress?: (loaded: number, total: number) => void;
  onOutput?: (chunks: OutputChunk[]) => void;
  onDevice?: (state: Device) => void;
  /** The worker was replaced after a Stop: loading starts again. */
  onRestart?: () => void;
}

/** A lab's runner. The type of its device state is that of the events it was created with. */
export interface CodeRunner {
  /** Loads the runtime (once; later calls wait for the same load). */
  load(): Promise<void>;
  run(code: string, stdin: string): Promise<RunResult>;
  stop(): Promise<void>;
  dispose(): void;
}

export interface WorkerRunnerOptions<Device = never> extends CodeRunnerEvents<Device> {
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

export function createWorkerRunner<Device = never>(options: WorkerRunnerOptions<Device>): CodeRunner {
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
    // The worker's script is the lab's own: its device events carry the lab's `Device`.
    created.addEventListener('message', (message: MessageEvent<RunnerEvent<Device>>) => {
      const event = message.data;
      if (event.type !== 'output' && event.type !== 'device' && event.type !== 'done') return; // the load's
      if (event.runId !== current?.runId) return; // a late message of a stopped run
      if (event.type === 'output') options.onOutput?.(event.chunks);
      else if (event.type === 'device') options.onDevice?.(event.state);
      else finish({ status: event.status, dropped: event.dropped });
    });
    // A route's loader that sent `load` already kept what the worker has said since.
    const request: LoadRequest | null = earlyLoad
      ? null
      : { type: 'load', interrupt: interrupt ?? undefined, shared: shared ?? undefined };
    return loadWorker(created, {
      request,
      said: earlyLoad?.takeMessages(),
      onProgress: options.onProgress,
    }).then((readyAt) => measureRuntimeLoad(startedAt, readyAt));
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
