/**
 * Runs Python mice (python-mouse.worker.ts) as MouseProgramRunners. The worker loads Python as every
 * lab's worker does, with the labs' load messages and code (load-worker.ts on this side, serve-load.ts
 * in the worker). What stays the mouse's own, beside the labs' runner (worker-runner.ts):
 * - its run: the page sends the maze, the Reset presses and the program's files, not a program and
 *   its standard input (the program's stdin is the mms engine's answers, given in the worker), and the
 *   worker answers with the run's record in batches and its mms end (finished, command limit, or an
 *   error with its line), which the labs' output and done events cannot carry;
 * - its worker's life: loading Python takes seconds, so the worker of a run that ended normally is
 *   kept for the next run (a Reset repeats the run at once); any other end, and Stop, terminate it
 *   (the maze's page is not cross-origin isolated: there is no interrupt flag), and the next run
 *   starts a fresh one, which loads Python from the browser's cache. The labs' runner loads its new
 *   worker at once instead: its page shows the runtime's state, the maze's only a run's.
 * `onLoading` follows the download, and gets null when Python is ready.
 */
import { loadWorker } from '@/lib/code-runners/load-worker.ts';
import type { PythonMouseMessage, PythonMouseRequest } from './mouse-host-messages.ts';
import { maxProgramCommands, type MouseProgramRunner, type MouseRunEnd } from './mouse-program-runner.ts';

export interface PythonLoading {
  loaded: number;
  total: number;
}

const createMouseWorker = () =>
  new Worker(new URL('./python-mouse.worker.ts', import.meta.url), {
    type: 'module',
    name: 'Python mouse',
  });

export function pythonMice(onLoading: (loading: PythonLoading | null) => void) {
  let idle: Worker | null = null;

  const runner = (): MouseProgramRunner => {
    let worker: Worker | null = null;
    let finish: ((end: MouseRunEnd) => void) | null = null;
    return {
      start(request, onCommandLog) {
        const instance = idle ?? createMouseWorker();
        const loaded = idle
          ? Promise.resolve()
          : loadWorker(instance, {
              request: { type: 'load' },
              onProgress: (loaded, total) => onLoading({ loaded, total }),
            });
        idle = null;
        worker = instance;
        return new Promise<MouseRunEnd>((resolve) => {
          finish = (end) => {
            finish = null;
            worker = null;
            onLoading(null);
            // Only a worker whose program ended by itself is known to be ready for another.
            if (end.status === 'finished' && !idle) idle = instance;
            else instance.terminate();
            resolve(end);
          };
          instance.onmessage = ({ data }: MessageEvent<PythonMouseMessage>) => {
            if (data.type === 'entries') onCommandLog(data.entries);
            else if (data.type === 'end') finish?.(data.end);
          };
          instance.onerror = (event) => {
            event.preventDefault();
            finish?.({ status: 'error', message: event.message || 'The Python worker failed to start.' });
          };
          loaded.then(
            () => {
              if (worker !== instance) return; // stopped while Python loaded
              onLoading(null);
              const message: PythonMouseRequest = {
                type: 'run',
                setup: {
                  maze: request.maze,
                  resetsAt: request.resetsAt,
                  maxCommands: maxProgramCommands,
                  seed: 20_240_601,
                },
                files: request.files,
              };
              instance.postMessage(message);
            },
            (error: Error) =>
              finish?.({ status: 'error', message: `Python could not be loaded: ${error.message}` }),
          );
        });
      },
      stop() {
        const running = worker;
        finish?.({ status: 'stopped' });
        running?.terminate();
      },
    };
  };

  return {
    runner,
    /** Ends the kept worker (the page is leaving). */
    dispose() {
      idle?.terminate();
      idle = null;
    },
  };
}
