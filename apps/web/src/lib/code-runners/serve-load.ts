/**
 * The worker's half of the runner protocol's load (runner-protocol.ts), for every worker that loads a
 * runtime: the labs' (serve-runner.ts) and the maze's Python mouse. It answers `load` with `ready` or
 * `load-failed`; from `ready` on, the worker is sealed (seal-worker.ts): a visitor's program can make
 * no request.
 *
 * A worker with a `start` handler begins downloading its runtime as soon as it starts, not when the
 * page's `load` arrives: a lab page creates its worker from its route's loader, while the page itself
 * is still rendering (early-workers.ts), and sends `load` once its runner exists. The worker posts
 * nothing before `load` (the page is not listening yet): the latest progress is held and sent with it.
 */
import type { LoadEvent, LoadRequest } from './runner-protocol.ts';
import { sealWorker } from './seal-worker.ts';

export type PostLoadEvent = (event: LoadEvent) => void;

export interface LoadHandlers {
  /** Loads the runtime at once; only progress may be posted. */
  start?(post: PostLoadEvent): Promise<void>;
  /** Finishes loading with what the page sends (its shared memory) after `start`, if any, is done. */
  load(request: LoadRequest, post: PostLoadEvent): Promise<void>;
}

/** Answers the page's `load`; the worker's other requests (its runs) are the caller's to answer. */
export function serveLoad(handlers: LoadHandlers): void {
  const post: PostLoadEvent = (event) => self.postMessage(event);
  let listening = false;
  let heldProgress: LoadEvent | null = null;
  const started = handlers.start?.((event) => {
    if (listening) post(event);
    else heldProgress = event;
  });
  started?.catch(() => {}); // reported when the page asks to load
  self.addEventListener('message', (message: MessageEvent<LoadRequest | { type: 'run' }>) => {
    const request = message.data;
    if (request.type !== 'load') return;
    listening = true;
    if (heldProgress) post(heldProgress);
    heldProgress = null;
    Promise.resolve(started)
      .then(() => handlers.load(request, post))
      .then(() => sealWorker())
      .then(
        () => post({ type: 'ready' }),
        (error: unknown) => post({ type: 'load-failed', message: errorMessage(error) }),
      );
  });
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
