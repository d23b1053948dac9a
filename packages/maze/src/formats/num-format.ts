/**
 * mms's "num" maze format: one line per cell, `X Y N E S W`, each wall 1 or 0, (0, 0) at the bottom
 * left. The reader checks every cell is listed once, that neighbours agree about the wall between
 * them, and that the maze is enclosed; each error names the line and column of the offending number.
 */
import { centreCells, emptyMaze, putWall, sideNames, sideStep, type Maze, type Side } from '../maze.ts';
import { MazeFormatError } from './maze-format-error.ts';
import { splitLines } from './text-grid.ts';

interface NumRow {
  line: number;
  x: number;
  y: number;
  walls: boolean[];
  columns: number[];
}

export function parseNum(text: string): Maze {
  const rows: NumRow[] = [];
  splitLines(text).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const tokens = [...raw.matchAll(/\S+/g)];
    if (tokens.length !== 6)
      throw new MazeFormatError(
        `expected 6 numbers "X Y N E S W", found ${tokens.length}`,
        index + 1,
        (tokens[Math.min(tokens.length, 6) - 1]?.index ?? 0) + 1,
      );
    const values = tokens.map((token, i) => {
      const value = Number(token[0]);
      const bit = i >= 2;
      if (!Number.isInteger(value) || value < 0 || (bit && value > 1))
        throw new MazeFormatError(
          bit
            ? `a wall must be 0 or 1, found "${token[0]}"`
            : `a coordinate must be a whole number ≥ 0, found "${token[0]}"`,
          index + 1,
          token.index! + 1,
        );
      return value;
    });
    rows.push({
      line: index + 1,
      x: values[0]!,
      y: values[1]!,
      walls: values.slice(2).map((v) => v === 1),
      columns: tokens.map((t) => t.index! + 1),
    });
  });
  if (rows.length === 0) throw new MazeFormatError('the file is empty', 1, 1);
  const width = Math.max(...rows.map((r) => r.x)) + 1;
  const height = Math.max(...rows.map((r) => r.y)) + 1;
  const byCell = new Map<number, NumRow>();
  for (const row of rows) {
    const key = row.y * width + row.x;
    const earlier = byCell.get(key);
    if (earlier)
      throw new MazeFormatError(
        `cell (${row.x}, ${row.y}) is listed twice (first on line ${earlier.line})`,
        row.line,
        1,
      );
    byCell.set(key, row);
  }
  if (byCell.size !== width * height) {
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (!byCell.has(y * width + x))
          throw new MazeFormatError(
            `cell (${x}, ${y}) is missing: a ${width} × ${height} maze lists every cell`,
            rows[rows.length - 1]!.line + 1,
            1,
          );
  }
  const maze = emptyMaze(width, height);
  for (const row of rows) {
    row.walls.forEach((wall, s) => {
      const side = s as Side;
      const [dx, dy] = sideStep[side]!;
      const nx = row.x + dx;
      const ny = row.y + dy;
      const column = row.columns[2 + side]!;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) {
        if (!wall)
          throw new MazeFormatError(
            `the maze is not enclosed: cell (${row.x}, ${row.y}) has no ${sideNames[side]} wall on the edge`,
            row.line,
            column,
          );
        return;
      }
      const neighbour = byCell.get(ny * width + nx)!;
      if (neighbour.walls[(side + 2) % 4] !== wall)
        throw new MazeFormatError(
          `cell (${row.x}, ${row.y}) says its ${sideNames[side]} wall is ${wall ? 1 : 0}, but line ${neighbour.line} says the ${sideNames[(side + 2) % 4]} wall of (${nx}, ${ny}) is ${wall ? 0 : 1}`,
          row.line,
          column,
        );
      putWall(maze, row.x, row.y, side, wall);
    });
  }
  maze.goals = centreCells(width, height);
  return maze;
}

export function writeNum(maze: Maze): string {
  const lines: string[] = [];
  for (let x = 0; x < maze.width; x++)
    for (let y = 0; y < maze.height; y++) {
      const walls = maze.walls[y * maze.width + x]!;
      lines.push([x, y, ...[0, 1, 2, 3].map((s) => ((walls >> s) & 1).toString())].join(' '));
    }
  return `${lines.join('\n')}\n`;
}
