/**
 * Where the mms mouse can be and what blocks it. Positions are counted in half cells: the centre
 * of cell (x, y) is (2x + 1, 2y + 1), an even coordinate lies on a cell edge, and a point with both
 * coordinates even is a post. Headings are eighths of a turn clockwise from north (0 = north,
 * 2 = east, 1 = north-east), so 45° turns and diagonal moves use the same arithmetic as 90° ones.
 */
import { hasWall, type Maze } from '../maze.ts';

export type Heading = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const headingStep: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
];

export const turn = (heading: Heading, eighths: number): Heading =>
  ((((heading + eighths) % 8) + 8) % 8) as Heading;

export interface Pose {
  hx: number;
  hy: number;
  heading: Heading;
}

/** True when a point in half cells is a wall, a post or outside the maze: the mouse cannot be there. */
export function blockedAt(maze: Maze, hx: number, hy: number): boolean {
  if (hx <= 0 || hy <= 0 || hx >= 2 * maze.width || hy >= 2 * maze.height) return true;
  const evenX = hx % 2 === 0;
  const evenY = hy % 2 === 0;
  if (evenX && evenY) return true;
  if (evenX) return hasWall(maze, hx / 2, (hy - 1) / 2, 3);
  if (evenY) return hasWall(maze, (hx - 1) / 2, hy / 2, 2);
  return false;
}

/** The point `halfSteps` half cells from the pose, `eighths` of a turn to its right (negative: left). */
export function pointAhead(pose: Pose, eighths: number, halfSteps: number): [number, number] {
  const [dx, dy] = headingStep[turn(pose.heading, eighths)]!;
  return [pose.hx + dx * halfSteps, pose.hy + dy * halfSteps];
}

/**
 * How many of `halfSteps` steps the mouse could take before it would hit something: straight ahead, or
 * `eighths` of a turn to its right (negative: left).
 */
export function freeHalfSteps(maze: Maze, pose: Pose, halfSteps: number, eighths = 0): number {
  for (let step = 1; step <= halfSteps; step++) {
    const [hx, hy] = pointAhead(pose, eighths, step);
    if (blockedAt(maze, hx, hy)) return step - 1;
  }
  return halfSteps;
}

export const cellOf = (pose: Pose) => ({ x: (pose.hx - 1) / 2, y: (pose.hy - 1) / 2 });
export const atCellCentre = (pose: Pose) => pose.hx % 2 === 1 && pose.hy % 2 === 1;
