/**
 * Runs a built-in mouse (flood fill, wall followers) as a MouseProgramRunner. They are fast enough
 * (a 32 × 32 flood fill takes tens of milliseconds) to run on the page's thread in one go.
 */
import { builtinMouse, type BuiltinMouseId } from '@tinkerlabs/maze/mice/builtin-mice';
import { runMouse, type TraceEntry } from '@tinkerlabs/maze/mms/run-mouse';
import { mazeFromData } from './maze-transfer.ts';
import { maxProgramCommands, type MouseProgramRunner } from './mouse-program-runner.ts';

export function builtinRunner(id: BuiltinMouseId): MouseProgramRunner {
  return {
    start(request, onCommandLog) {
      const maze = mazeFromData(request.maze);
      const entries: TraceEntry[] = [];
      const { end } = runMouse(maze, builtinMouse(id, maze), {
        maxCommands: maxProgramCommands,
        resetsAt: request.resetsAt,
        onEntry: (entry) => entries.push(entry),
      });
      onCommandLog(entries);
      return Promise.resolve(end);
    },
    stop() {},
  };
}
