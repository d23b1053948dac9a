/**
 * The TinyML lab's runner: tinyml.worker.ts behind the common runner interface. A training loop
 * reads no messages, so Stop terminates the worker at once and loads a new one (TensorFlow.js then
 * comes from the browser's cache).
 */
import type { TinyMlDeviceState } from './tinyml-device.ts';
import { createWorkerRunner, type CodeRunner, type CodeRunnerEvents } from './worker-runner.ts';

export function createTinyMlRunner(events: CodeRunnerEvents<TinyMlDeviceState>): CodeRunner {
  return createWorkerRunner<TinyMlDeviceState>({
    ...events,
    canInterrupt: false,
    createWorker: () =>
      new Worker(new URL('./tinyml.worker.ts', import.meta.url), { type: 'module', name: 'tinyml' }),
  });
}
