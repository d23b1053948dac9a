/**
 * The worker side of the runner protocol, shared by every language's worker: it answers `load` with
 * `ready` or `load-failed` (serve-load.ts: the runtime may start loading before `load` arrives, and
 * the worker is sealed before `ready`) and passes each `run` to the language, which posts output and
 * `done`. A run that throws ends with its error on standard error.
 */
import type { RunnerEvent, RunnerRequest } from './runner-protocol.ts';
import { errorMessage, serveLoad, type LoadHandlers } from './serve-load.ts';

/** Posts an event to the page; `Device` is the lab's device state (`never` for a language without one). */
type Post<Device> = (event: RunnerEvent<Device>) => void;

export interface RunnerHandlers<Device = never> extends LoadHandlers {
  /** Runs one program to its end; may be synchronous (the worker reads no message meanwhile). */
  run(request: Extract<RunnerRequest, { type: 'run' }>, post: Post<Device>): void | Promise<void>;
}

export function serveRunner<Device = never>(handlers: RunnerHandlers<Device>) {
  const post: Post<Device> = (event) => self.postMessage(event);
  serveLoad(handlers);
  self.addEventListener('message', (message: MessageEvent<RunnerRequest>) => {
    const request = message.data;
    if (request.type !== 'run') return;
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
  });
}
