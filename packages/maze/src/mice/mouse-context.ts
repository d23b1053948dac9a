/**
 * What a built-in mouse is told before it starts, as a contestant would be: the start cell and the
 * way it faces, and where the goal is. Everything else it learns through the mms commands.
 */
import { sideStep, type Cell, type Maze, type Side } from '../maze.ts';
import { blockedAt } from '../mms/mouse-geometry.ts';

export interface MouseContext {
  start: Cell;
  heading: Side;
  goals: Cell[];
}

export function mouseContext(maze: Maze): MouseContext {
  const open = ([0, 1, 2, 3] as Side[]).filter(
    (side) =>
      !blockedAt(maze, 2 * maze.start.x + 1 + sideStep[side]![0], 2 * maze.start.y + 1 + sideStep[side]![1]),
  );
  return {
    start: { ...maze.start },
    heading: open.length === 1 ? open[0]! : 0,
    goals: maze.goals.map((g) => ({ ...g })),
  };
}

/** Turns from one heading to another with the fewest 90° turns. */
export function turnsBetween(from: Side, to: Side): number {
  const right = (to - from + 4) % 4;
  return right === 3 ? 1 : right;
}
