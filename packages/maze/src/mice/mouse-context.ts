/**
 * What a built-in mouse is told before it starts, as a contestant would be: the start cell and the
 * way it faces, and where the goal is. Everything else it learns through the mms commands.
 */
import type { Cell, Maze, Side } from '../maze.ts';

export interface MouseContext {
  start: Cell;
  heading: Side;
  goals: Cell[];
}

export function mouseContext(maze: Maze): MouseContext {
  return {
    start: { ...maze.start },
    heading: 0, // north, as the simulator starts every mouse (mms-simulator.ts)
    goals: maze.goals.map((g) => ({ ...g })),
  };
}

/** Turns from one heading to another with the fewest 90° turns. */
export function turnsBetween(from: Side, to: Side): number {
  const right = (to - from + 4) % 4;
  return right === 3 ? 1 : right;
}
