/**
 * The worker side of the runner protocol, shared by every language's worker: it answers `load` with
 * `ready` or `load-failed` and passes each `run` to the language, which posts output and `done`.
 * Between the two, the worker is sealed (seal-worker.ts): a visitor's program can make no request.
 *
 * A language with a `start` handler begins downloading its runtime as soon as the worker starts, not
 * when the page's `load` arrives: a lab page creates its worker from its route's loader, while the
 * page itself is still rendering (early-workers.ts), and sends `load` once its runner exists. The
 * worker posts nothing before `load` (the page is not listening yet): the latest progress is held
 * and sent with it.
 */
import type { RunnerEvent, RunnerRequest } from './runner-protocol.ts';
import { sealWorker } from './seal-worker.ts';

type Post = (event: RunnerEvent) => void;

export interface RunnerHandlers {
  /** Loads the runtime at once; only progress may be posted. */
  start?(post: Post): Promise<void>;
  /** Finishes loading with what the page sends (its shared memory) after `start`, if any, is done. */
  load(request: Extract<RunnerRequest, { type: 'load' }>, post: Post): Promise<void>;
  /** Runs one program to its end; may be synchronous (the worker reads no message meanwhile). */
  run(request: Extract<RunnerRequest, { type: 'run' }>, post: Post): void | Promise<void>;
}

export function serveRunner(handlers: RunnerHandlers) {
  const post: Post = (event) => self.postMessage(event);
  let listening = false;
  let heldProgress: RunnerEvent | null = null;
  const started = handlers.start?.((event) => {
    if (listening) post(event);
    else heldProgress = event;
  });
  started?.catch(() => {}); // reported when the page asks to load
  self.addEventListener('message', (message: MessageEvent<RunnerRequest>) => {
    const request = message.data;
    if (request.type === 'load') {
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
    } else {
      Promise.resolve()
        .then(() => handlers.run(request, post))
        .catch((error: unknown) => {
          post({
            type: 'output',
            runId: request.runId,
            chunks: [{ stream: 'stderr', text: `${errorMessage(error)}\n` }],
          });
          post({ type: 'done', runId: request.runId, status: 'error', dropped: 0 });
        });
    }
  });
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
