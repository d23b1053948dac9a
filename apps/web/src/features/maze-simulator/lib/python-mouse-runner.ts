/**
 * Runs Python mice (python-mouse.worker.ts) as MouseProgramRunners. Loading Python takes seconds, so
 * the worker of a run that ended normally is kept for the next run (a Reset repeats the run at once);
 * Stop terminates a running worker, and the next run starts a fresh one, which loads Python from the
 * browser's cache. `onLoading` follows the download, and gets null when Python is ready.
 */
import type { PythonMouseMessage, PythonMouseRequest } from './mouse-host-messages.ts';
import { maxProgramCommands, type MouseProgramRunner, type MouseRunEnd } from './mouse-program-runner.ts';

export interface PythonLoading {
  loaded: number;
  total: number;
}

export function pythonMice(onLoading: (loading: PythonLoading | null) => void) {
  let idle: Worker | null = null;

  const runner = (): MouseProgramRunner => {
    let worker: Worker | null = null;
    let finish: ((end: MouseRunEnd) => void) | null = null;
    return {
      start(request, onCommandLog) {
        const instance =
          idle ??
          new Worker(new URL('./python-mouse.worker.ts', import.meta.url), {
            type: 'module',
            name: 'Python mouse',
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
            if (data.type === 'progress') onLoading({ loaded: data.loaded, total: data.total });
            else if (data.type === 'ready') onLoading(null);
            else if (data.type === 'entries') onCommandLog(data.entries);
            else finish?.(data.end);
          };
          instance.onerror = (event) => {
            event.preventDefault();
            finish?.({ status: 'error', message: event.message || 'The Python worker failed to start.' });
          };
          const message: PythonMouseRequest = {
            setup: {
              maze: request.maze,
              resetsAt: request.resetsAt,
              maxCommands: maxProgramCommands,
              seed: 20_240_601,
            },
            files: request.files,
          };
          instance.postMessage(message);
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
