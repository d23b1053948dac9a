import { describe, expect, it } from 'vitest';
import { contestMazeFiles } from '../contest-maze-files.ts';
import { readMaze } from '../formats/read-maze.ts';
import { builtinMouse } from '../mice/builtin-mice.ts';
import { runMouse, type TraceEntry } from './run-mouse.ts';
import { isMovement, TraceReplay } from './trace-replay.ts';

const japan = contestMazeFiles().find((file) => file.name === 'classic/japan1990.txt')!;

describe('TraceReplay', () => {
  it('reproduces the run it replays, one move at a time', () => {
    const maze = readMaze(japan.text);
    const trace: TraceEntry[] = [];
    const { simulator } = runMouse(maze, builtinMouse('flood-fill', maze), {
      resetsAt: [40],
      onEntry: (e) => trace.push(e),
    });
    const replay = new TraceReplay(maze);
    expect(replay.advance(trace, 1)).toBe(1);
    const applied = trace.slice(0, replay.cursor);
    const moves = applied.filter((e) => e.kind === 'command' && isMovement(e.command));
    expect(moves).toHaveLength(1);
    expect(applied.at(-1)).toBe(moves[0]); // it stops right after the move
    while (replay.advance(trace, 10) > 0);
    expect(replay.cursor).toBe(trace.length);
    expect(replay.simulator.stats.snapshot()).toEqual(simulator.stats.snapshot());
    expect(replay.simulator.pose).toEqual(simulator.pose);
    expect(trace.some((e) => e.kind === 'reset')).toBe(true);
  });
});
