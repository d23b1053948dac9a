import { readMaze } from '@tinkerlabs/maze/formats/read-maze';
import { builtinMouse } from '@tinkerlabs/maze/mice/builtin-mice';
import { runMouse, type TraceEntry } from '@tinkerlabs/maze/mms/run-mouse';
import japan from '@tinkerlabs/maze/mazes/classic/japan1990.txt?raw';
import { describe, expect, it } from 'vitest';
import { TraceReplay } from './trace-replay.ts';

describe('TraceReplay', () => {
  it('reproduces the run it replays, one move at a time', () => {
    const maze = readMaze(japan);
    const trace: TraceEntry[] = [];
    const { simulator } = runMouse(maze, builtinMouse('flood-fill', maze), {
      resetsAt: [40],
      onEntry: (e) => trace.push(e),
    });
    const replay = new TraceReplay(maze);
    expect(replay.advance(trace, 1)).toBe(1);
    expect(
      replay.simulator.stats.snapshot().totalDistance + replay.simulator.stats.snapshot().totalTurns,
    ).toBe(1);
    while (replay.advance(trace, 10) > 0);
    expect(replay.cursor).toBe(trace.length);
    expect(replay.simulator.stats.snapshot()).toEqual(simulator.stats.snapshot());
    expect(replay.simulator.pose).toEqual(simulator.pose);
    expect(trace.some((e) => e.kind === 'reset')).toBe(true);
  });
});
