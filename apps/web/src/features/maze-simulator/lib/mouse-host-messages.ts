/** The messages between the JavaScript mouse's worker and the page. */
import type { RunEnd, TraceEntry } from '@tinkerlabs/maze/mms/run-mouse';
import type { MazeData } from './maze-transfer.ts';

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
