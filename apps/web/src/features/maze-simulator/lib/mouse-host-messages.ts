/** The messages between the mouse workers (JavaScript, Python) and the page. */
import type { RunEnd, TraceEntry } from '@tinkerlabs/maze/mms/run-mouse';
import type { LoadEvent, LoadRequest } from '@/lib/code-runners/runner-protocol.ts';
import type { MazeData } from './maze-transfer.ts';
import type { ProgramFile } from './mouse-program-runner.ts';

export interface MouseHostSetup {
  maze: MazeData;
  resetsAt: number[];
  maxCommands: number;
  /** Math.random is seeded with it, so a run repeated after a Reset makes the same choices. */
  seed: number;
}

export type MouseHostMessage = { type: 'entries'; entries: TraceEntry[] } | { type: 'end'; end: RunEnd };

/** One program file compiled by the browser as a CommonJS-style module body. */
export type ProgramModule = (
  module: { exports: unknown },
  exports: unknown,
  require: (name: string) => unknown,
  console: Pick<Console, 'log' | 'error' | 'warn' | 'info'>,
) => void;

export interface MouseHost {
  run(setup: MouseHostSetup, modules: Record<string, ProgramModule>, main: string): void;
}

/**
 * What the page asks the Python mouse's worker: to load Python, as every lab's worker is asked
 * (runner-protocol.ts), then to run these files (the main one first).
 */
export type PythonMouseRequest = LoadRequest | { type: 'run'; setup: MouseHostSetup; files: ProgramFile[] };

/** Besides the run's record, the load's answers: Python's download progress, then ready or why not. */
export type PythonMouseMessage = MouseHostMessage | LoadEvent;
