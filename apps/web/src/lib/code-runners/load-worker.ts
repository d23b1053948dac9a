/**
 * The page's half of the runner protocol's load (runner-protocol.ts), for every worker that loads a
 * runtime: the labs' runners (worker-runner.ts) and the maze's Python mouse. It sends `load` (or
 * takes over the answers to one a route loader sent early: early-workers.ts), passes the download's
 * progress on, and settles when the worker is ready, or rejects when it failed to load or its script
 * did not start. Its listeners go once it has settled: the messages of the worker's runs are the
 * caller's.
 */
import type { ReceivedMessage } from './early-workers.ts';
import type { LoadEvent, LoadRequest } from './runner-protocol.ts';

export interface LoadWorkerOptions {
  /** The `load` to send; null when a route loader sent it already and `said` holds the answers since. */
  request: LoadRequest | null;
  said?: ReceivedMessage[];
  onProgress?: (loaded: number, total: number) => void;
}

/** Resolves with the moment (performance.now()) the worker said it was ready. */
export function loadWorker(worker: Worker, { request, said = [], onProgress }: LoadWorkerOptions) {
  return new Promise<number>((resolve, reject) => {
    const settle = () => {
      worker.removeEventListener('message', listen);
      worker.removeEventListener('error', fail);
    };
    const handle = (event: LoadEvent, at: number) => {
      if (event.type === 'progress') onProgress?.(event.loaded, event.total);
      else if (event.type === 'ready') {
        settle();
        resolve(at);
      } else if (event.type === 'load-failed') {
        settle();
        reject(new Error(event.message));
      }
    };
    // The worker's other messages (a run's) have other types: they are not this module's.
    const listen = (message: MessageEvent<LoadEvent>) => handle(message.data, performance.now());
    const fail = (event: ErrorEvent) => {
      settle();
      reject(new Error(event.message || 'The worker failed to start.'));
    };
    worker.addEventListener('message', listen);
    worker.addEventListener('error', fail);
    // What the worker said to an early `load` comes first, in order.
    for (const { message, at } of said) handle(message.data, at);
    if (request) worker.postMessage(request);
  });
}
