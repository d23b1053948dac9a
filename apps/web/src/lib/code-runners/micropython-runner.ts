/**
 * The MicroPython lab's runner: micropython.worker.ts behind the common runner interface. The port
 * has no interrupt flag to poll, so Stop terminates the worker at once and loads a fresh one (a
 * fraction of a second from the browser's cache), which also resets the virtual board.
 */
import { startWorkerEarly } from './early-workers.ts';
import { createBoardInputs } from './virtual-board.ts';
import { createWorkerRunner, type CodeRunner, type CodeRunnerEvents } from './worker-runner.ts';

const createMicroPythonWorker = () =>
  new Worker(new URL('./micropython.worker.ts', import.meta.url), {
    type: 'module',
    name: 'micropython',
  });

/**
 * Called by the lab's route loader: MicroPython loads while the page renders, and gets its board's
 * inputs at once (the page's board then uses the same memory: `earlySharedMemory`).
 */
export const startMicroPythonEarly = () =>
  startWorkerEarly('micropython', createMicroPythonWorker, { load: { shared: createBoardInputs } });

export function createMicroPythonRunner(
  events: CodeRunnerEvents,
  inputs: SharedArrayBuffer | null,
): CodeRunner {
  return createWorkerRunner({
    ...events,
    shared: inputs,
    canInterrupt: false,
    createWorker: createMicroPythonWorker,
    earlyWorker: 'micropython',
  });
}
