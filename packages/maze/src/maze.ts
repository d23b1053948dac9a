/**
 * The maze model shared by every part of the package: a grid of cells with walls on their four
 * sides, a start cell and goal cells. Coordinates follow mms: x grows to the east, y to the north,
 * and (0, 0) is the bottom-left cell.
 */

export type Side = 0 | 1 | 2 | 3;
/** North, east, south, west, in the order of the wall bits. */
export const sides: readonly Side[] = [0, 1, 2, 3];
export const sideLetters = ['n', 'e', 's', 'w'] as const;
export const sideNames = ['north', 'east', 'south', 'west'] as const;
export const sideStep: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];

export interface Cell {
  x: number;
  y: number;
}

export interface Maze {
  width: number;
  height: number;
  /** One byte per cell (index y * width + x): bit `1 << side` is set when that side has a wall. */
  walls: Uint8Array;
  start: Cell;
  goals: Cell[];
}

export const opposite = (side: Side): Side => ((side + 2) % 4) as Side;
export const cellIndex = (maze: { width: number }, x: number, y: number) => y * maze.width + x;
export const inside = (maze: { width: number; height: number }, x: number, y: number) =>
  x >= 0 && y >= 0 && x < maze.width && y < maze.height;
export const sameCell = (a: Cell, b: Cell) => a.x === b.x && a.y === b.y;

export function hasWall(maze: Maze, x: number, y: number, side: Side): boolean {
  if (!inside(maze, x, y)) return true;
  return (maze.walls[cellIndex(maze, x, y)]! & (1 << side)) !== 0;
}

/** Sets or clears a wall on both cells that share it, so neighbours never disagree. */
export function putWall(maze: Maze, x: number, y: number, side: Side, present: boolean): void {
  const [dx, dy] = sideStep[side]!;
  const cells: [number, number, Side][] = [
    [x, y, side],
    [x + dx, y + dy, opposite(side)],
  ];
  for (const [cx, cy, s] of cells) {
    if (!inside(maze, cx, cy)) continue;
    const i = cellIndex(maze, cx, cy);
    maze.walls[i] = present ? maze.walls[i]! | (1 << s) : maze.walls[i]! & ~(1 << s);
  }
}

/** The centre cells: the middle 2 × 2 of an even maze (a middle row or column alone when odd). */
export function centreCells(width: number, height: number): Cell[] {
  const middle = (n: number) => (n % 2 === 0 ? [n / 2 - 1, n / 2] : [(n - 1) / 2]);
  return middle(height).flatMap((y) => middle(width).map((x) => ({ x, y })));
}

/** An empty maze of the given size: only the outer walls, start bottom-left, goal in the centre. */
export function emptyMaze(width: number, height: number): Maze {
  const maze: Maze = {
    width,
    height,
    walls: new Uint8Array(width * height),
    start: { x: 0, y: 0 },
    goals: centreCells(width, height),
  };
  for (let x = 0; x < width; x++) {
    putWall(maze, x, 0, 2, true);
    putWall(maze, x, height - 1, 0, true);
  }
  for (let y = 0; y < height; y++) {
    putWall(maze, 0, y, 3, true);
    putWall(maze, width - 1, y, 1, true);
  }
  return maze;
}

/**
 * Whether the maze's goal is its centre, where mms (and so a program written for it) expects it; a
 * contest maze may mark another goal with G (some half-size Japanese mazes do).
 */
export function goalIsCentre(maze: Maze): boolean {
  const centre = centreCells(maze.width, maze.height);
  return centre.length === maze.goals.length && centre.every((cell) => isGoal(maze, cell.x, cell.y));
}

export function isGoal(maze: Maze, x: number, y: number): boolean {
  return maze.goals.some((goal) => goal.x === x && goal.y === y);
}

export function cloneMaze(maze: Maze): Maze {
  return {
    ...maze,
    walls: maze.walls.slice(),
    start: { ...maze.start },
    goals: maze.goals.map((g) => ({ ...g })),
  };
}
