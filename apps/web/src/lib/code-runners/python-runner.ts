/** The Python lab's runner: Pyodide in python.worker.ts, behind the common runner interface. */
import { createWorkerRunner, type CodeRunner, type CodeRunnerEvents } from './worker-runner.ts';

export function createPythonRunner(events: CodeRunnerEvents): CodeRunner {
  return createWorkerRunner({
    ...events,
    createWorker: () =>
      new Worker(new URL('./python.worker.ts', import.meta.url), { type: 'module', name: 'python' }),
  });
}
