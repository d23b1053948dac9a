/**
 * Random mazes of any size from a seed. A depth-first carve gives a perfect maze (one route between
 * any two cells, so it is always solvable); with `loops`, a share of the remaining inner walls is
 * knocked down to make several routes, as in contest mazes. The centre goal is opened up into one
 * room; the loops never open the start cell further.
 */
import { centreCells, emptyMaze, inside, putWall, sideStep, type Maze, type Side } from './maze.ts';
import { seededRandom } from '@tinkerlabs/random/seeded-random';

export interface GenerateOptions {
  width: number;
  height: number;
  seed: number;
  /** Share (0 to 1) of the inner walls left standing after the carve that are removed. */
  loops?: number;
}

export function generateMaze({ width, height, seed, loops = 0 }: GenerateOptions): Maze {
  if (
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    width < 2 ||
    height < 2 ||
    width * height > 256 * 256
  )
    throw new RangeError('A maze is at least 2 × 2 cells and at most 65 536 cells in all.');
  const random = seededRandom(seed);
  const maze = emptyMaze(width, height);
  maze.walls.fill(15);
  const visited = new Uint8Array(width * height);
  const stack: number[] = [0];
  visited[0] = 1;
  while (stack.length > 0) {
    const i = stack[stack.length - 1]!;
    const x = i % width;
    const y = (i - x) / width;
    const options = ([0, 1, 2, 3] as Side[]).filter((side) => {
      const nx = x + sideStep[side]![0];
      const ny = y + sideStep[side]![1];
      return inside(maze, nx, ny) && !visited[ny * width + nx];
    });
    if (options.length === 0) {
      stack.pop();
      continue;
    }
    const side = options[Math.floor(random() * options.length)]!;
    const nx = x + sideStep[side]![0];
    const ny = y + sideStep[side]![1];
    putWall(maze, x, y, side, false);
    visited[ny * width + nx] = 1;
    stack.push(ny * width + nx);
  }
  const goals = centreCells(width, height);
  // Open the centre into one room (its cells are already connected, so this only adds loops there).
  for (const goal of goals)
    for (const other of goals)
      if (Math.abs(goal.x - other.x) + Math.abs(goal.y - other.y) === 1)
        putWall(
          maze,
          goal.x,
          goal.y,
          other.x > goal.x ? 1 : other.x < goal.x ? 3 : other.y > goal.y ? 0 : 2,
          false,
        );
  if (loops > 0) {
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        for (const side of [0, 1] as Side[]) {
          const nx = x + sideStep[side]![0];
          const ny = y + sideStep[side]![1];
          if (!inside(maze, nx, ny) || (x === 0 && y === 0)) continue;
          if ((maze.walls[y * width + x]! & (1 << side)) !== 0 && random() < loops)
            putWall(maze, x, y, side, false);
        }
  }
  maze.goals = goals;
  maze.start = { x: 0, y: 0 };
  return maze;
}
