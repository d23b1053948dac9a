/**
 * How the page runs a mouse, whatever it is written in: a runner takes the program's files and
 * the maze, runs the program against the mms engine, and streams what happened (each command with
 * its answer, log lines, Reset presses) in batches. The built-in mice, the JavaScript worker and
 * the Python worker (Pyodide) are runners.
 */
import type { RunEnd, TraceEntry } from '@tinkerlabs/maze/mms/run-mouse';
import type { MazeData } from './maze-transfer.ts';

export interface ProgramFile {
  name: string;
  text: string;
}

export interface MouseProgramRequest {
  files: ProgramFile[];
  maze: MazeData;
  /** Command counts before which the Reset button was pressed (see runMouse). */
  resetsAt: number[];
}

export type MouseRunEnd = RunEnd | { status: 'stopped' };

export interface MouseProgramRunner {
  /** Runs the program; resolves when it ends. `onCommandLog` gets the entries in order, in batches. */
  start(request: MouseProgramRequest, onCommandLog: (entries: TraceEntry[]) => void): Promise<MouseRunEnd>;
  /** Ends the program at once (a worker is terminated); the pending start resolves as stopped. */
  stop(): void;
}

/** Commands a program may send before it is stopped, so a mouse that never stops cannot fill the memory. */
export const maxProgramCommands = 200_000;
