/**
 * The worker side of the runner protocol, shared by every language's worker: it answers `load` with
 * `ready` or `load-failed` and passes each `run` to the language, which posts output and `done`.
 * Between the two, the worker is sealed (seal-worker.ts): a visitor's program can make no request.
 */
import type { RunnerEvent, RunnerRequest } from './runner-protocol.ts';
import { sealWorker } from './seal-worker.ts';

type Post = (event: RunnerEvent) => void;

export interface RunnerHandlers {
  load(request: Extract<RunnerRequest, { type: 'load' }>, post: Post): Promise<void>;
  /** Runs one program to its end; may be synchronous (the worker reads no message meanwhile). */
  run(request: Extract<RunnerRequest, { type: 'run' }>, post: Post): void | Promise<void>;
}

export function serveRunner(handlers: RunnerHandlers) {
  const post: Post = (event) => self.postMessage(event);
  self.addEventListener('message', (message: MessageEvent<RunnerRequest>) => {
    const request = message.data;
    if (request.type === 'load') {
      handlers
        .load(request, post)
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
