/**
 * The messages between a lab page and its language worker, the same for every language: the page
 * asks the worker to load its runtime (the worker answers with download progress, then `ready`), to
 * run a program with its standard input (the worker answers with batches of output, then `done`).
 * Stopping is not a message (a busy worker reads none): the page sets the shared interrupt flag and,
 * if the program does not end, terminates the worker (see worker-runner.ts).
 */

export type { OutputChunk, OutputStream } from '@tinkerlabs/program-output/output-batcher';
import type { OutputChunk } from '@tinkerlabs/program-output/output-batcher';

/** How a run ended: its program finished, raised an error, was interrupted, or the worker was killed. */
export type RunStatus = 'ok' | 'error' | 'interrupted' | 'stopped';

export type RunnerRequest =
  | {
      type: 'load';
      /**
       * One Int32 the page sets to 2 (SIGINT) to interrupt the program, and extra shared memory the
       * lab may use (the virtual board's inputs). Absent where the page is not cross-origin isolated.
       */
      interrupt?: SharedArrayBuffer;
      shared?: SharedArrayBuffer;
    }
  | { type: 'run'; runId: number; code: string; stdin: string };

export type RunnerEvent =
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'ready' }
  | { type: 'load-failed'; message: string }
  | { type: 'output'; runId: number; chunks: OutputChunk[] }
  | { type: 'done'; runId: number; status: Exclude<RunStatus, 'stopped'>; dropped: number }
  /** Something the lab's page shows besides the output (the virtual board's pins). */
  | { type: 'device'; runId: number; state: unknown };
