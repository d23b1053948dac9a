/** The Python lab's runner: Pyodide in python.worker.ts, behind the common runner interface. */
import { startWorkerEarly } from './early-workers.ts';
import { createWorkerRunner, type CodeRunner, type CodeRunnerEvents } from './worker-runner.ts';

const createPythonWorker = () =>
  new Worker(new URL('./python.worker.ts', import.meta.url), { type: 'module', name: 'python' });

/** Called by the lab's route loader: Pyodide loads while the page renders, and gets its interrupt flag. */
export const startPythonEarly = () => startWorkerEarly('python', createPythonWorker, { load: {} });

export function createPythonRunner(events: CodeRunnerEvents): CodeRunner {
  return createWorkerRunner({
    ...events,
    createWorker: createPythonWorker,
    earlyWorker: 'python',
  });
}
