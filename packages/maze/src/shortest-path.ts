/**
 * Breadth-first search over a maze: the distance of every cell to a set of target cells, and the
 * shortest path from the start to the goal. The search takes a wall test rather than a Maze so the
 * flood-fill mouse can run it over the walls it knows (unknown ones read as open or as closed).
 */
import { inside, sideStep, type Cell, type Maze, type Side } from './maze.ts';

export type WallTest = (x: number, y: number, side: Side) => boolean;
export const unreachable = -1;

/** Steps from each cell to the nearest target through open sides; -1 where no target can be reached. */
export function distancesTo(width: number, height: number, targets: Cell[], wall: WallTest): Int32Array {
  const distance = new Int32Array(width * height).fill(unreachable);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  for (const target of targets) {
    const i = target.y * width + target.x;
    if (distance[i] === unreachable) {
      distance[i] = 0;
      queue[tail++] = i;
    }
  }
  while (head < tail) {
    const i = queue[head++]!;
    const x = i % width;
    const y = (i - x) / width;
    for (let side = 0 as Side; side < 4; side++) {
      if (wall(x, y, side)) continue;
      const nx = x + sideStep[side]![0];
      const ny = y + sideStep[side]![1];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (distance[j] !== unreachable) continue;
      distance[j] = distance[i]! + 1;
      queue[tail++] = j;
    }
  }
  return distance;
}

export const mazeWalls =
  (maze: Maze): WallTest =>
  (x, y, side) =>
    !inside(maze, x, y) || (maze.walls[y * maze.width + x]! & (1 << side)) !== 0;

/** The shortest route from the start to a goal cell (both ends included), or null when none exists. */
export function shortestPath(maze: Maze): Cell[] | null {
  const distance = distancesTo(maze.width, maze.height, maze.goals, mazeWalls(maze));
  return descend(maze.width, maze.height, distance, maze.start, mazeWalls(maze));
}

/** Walks downhill in a distance map from `from` to a cell at distance 0. */
export function descend(
  width: number,
  height: number,
  distance: Int32Array,
  from: Cell,
  wall: WallTest,
): Cell[] | null {
  if (distance[from.y * width + from.x] === unreachable) return null;
  const path: Cell[] = [from];
  let here = from;
  while (distance[here.y * width + here.x]! > 0) {
    const d = distance[here.y * width + here.x]!;
    let next: Cell | undefined;
    for (let side = 0 as Side; side < 4 && !next; side++) {
      if (wall(here.x, here.y, side)) continue;
      const nx = here.x + sideStep[side]![0];
      const ny = here.y + sideStep[side]![1];
      if (nx >= 0 && ny >= 0 && nx < width && ny < height && distance[ny * width + nx] === d - 1)
        next = { x: nx, y: ny };
    }
    here = next!;
    path.push(here);
  }
  return path;
}

/** Moves (cells crossed) on the shortest route from start to goal, or null when the goal is walled off. */
export function shortestPathLength(maze: Maze): number | null {
  const distance = distancesTo(maze.width, maze.height, maze.goals, mazeWalls(maze));
  const d = distance[maze.start.y * maze.width + maze.start.x]!;
  return d === unreachable ? null : d;
}
