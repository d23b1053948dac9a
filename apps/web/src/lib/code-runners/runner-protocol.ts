/**
 * The messages between a lab page and its language worker, the same for every language: the page
 * asks the worker to load its runtime (the worker answers with download progress, then `ready`), to
 * run a program with its standard input (the worker answers with batches of output, then `done`).
 * Stopping is not a message (a busy worker reads none): the page sets the shared interrupt flag and,
 * if the program does not end, terminates the worker (see worker-runner.ts).
 *
 * The load's messages are also those of the maze's Python mouse, whose runs are its own
 * (features/maze-simulator/lib/mouse-host-messages.ts): load-worker.ts and serve-load.ts are its
 * page's and its worker's halves of the load.
 */

export type { OutputChunk, OutputStream } from '@tinkerlabs/program-output/output-batcher';
import type { OutputChunk } from '@tinkerlabs/program-output/output-batcher';

/** How a run ended: its program finished, raised an error, was interrupted, or the worker was killed. */
export type RunStatus = 'ok' | 'error' | 'interrupted' | 'stopped';

export interface LoadRequest {
  type: 'load';
  /**
   * One Int32 the page sets to 2 (SIGINT) to interrupt the program, and extra shared memory the
   * lab may use (the virtual board's inputs). Absent where the page is not cross-origin isolated.
   */
  interrupt?: SharedArrayBuffer;
  shared?: SharedArrayBuffer;
}

export type RunnerRequest = LoadRequest | { type: 'run'; runId: number; code: string; stdin: string };

/** The worker's answers to `load`: the download's progress, then ready or why it failed. */
export type LoadEvent =
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'ready' }
  | { type: 'load-failed'; message: string };

/**
 * What a worker says. `Device` is the lab's device state (the virtual board's pins, the TinyML
 * training's view); a language without a device has `never`, so its worker cannot send one.
 */
export type RunnerEvent<Device = never> =
  | LoadEvent
  | { type: 'output'; runId: number; chunks: OutputChunk[] }
  | { type: 'done'; runId: number; status: Exclude<RunStatus, 'stopped'>; dropped: number }
  /** Something the lab's page shows besides the output (the virtual board's pins). */
  | { type: 'device'; runId: number; state: Device };
