/**
 * Reads and writes the two formats that draw a maze as text: the classic contest format (posts `o`,
 * walls `---` and `|`, `S` start and `G` goal cells) and mms's map format (posts `+`). Both give each
 * cell 4 characters across and 2 lines down, so one reader serves both; it checks the drawing is
 * rectangular, enclosed and well formed, and says where it is not.
 */
import { centreCells, emptyMaze, putWall, type Cell, type Maze } from '../maze.ts';
import { checkClassicLine } from './classic-grid-check.ts';
import { MazeFormatError } from './maze-format-error.ts';

export function splitLines(text: string): string[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Reads a maze drawn as text (classic or map format). Throws MazeFormatError with line and column. */
export function parseTextGrid(text: string): Maze {
  const lines = splitLines(text);
  const first = lines.findIndex((line) => line !== '');
  if (first < 0) throw new MazeFormatError('the file is empty', 1, 1);
  if (first > 0) throw new MazeFormatError('the maze must start on the first line', 1, 1);
  const lineLength = lines[0]!.length;
  if (lineLength < 5 || (lineLength - 1) % 4 !== 0)
    throw new MazeFormatError(
      `the top line is ${lineLength} characters long; a maze of n cells across needs 4n + 1`,
      1,
      lineLength,
    );
  if (lines.length < 3 || lines.length % 2 === 0)
    throw new MazeFormatError(
      `the maze is ${lines.length} lines tall; a maze of n cells down needs 2n + 1`,
      lines.length,
      1,
    );
  // mms reads its map format loosely: any character but a space is a wall, and only the middle of a
  // wall's three characters is looked at. The classic format is checked character by character.
  const loose = lines[0]![0] === '+';
  const width = (lineLength - 1) / 4;
  const height = (lines.length - 1) / 2;
  const maze = emptyMaze(width, height);
  const starts: Cell[] = [];
  const goals: Cell[] = [];

  lines.forEach((line, row) => {
    if (line.length > lineLength)
      throw new MazeFormatError(
        `the line is ${line.length} characters long, longer than the top line (${lineLength}): the maze is not rectangular`,
        row + 1,
        lineLength + 1,
      );
    if (!loose) checkClassicLine(line, row, width, lines.length);
    const at = (column: number) => line[column] ?? ' ';
    const y = height - 1 - Math.floor(row / 2);
    if (row % 2 === 0) {
      // A line of posts and horizontal walls: the wall above cell row y (y + 1 is the row above).
      const southOf = height - row / 2; // the row of cells just above this line
      for (let x = 0; x < width; x++) {
        const segment = line.slice(4 * x + 1, 4 * x + 4).padEnd(3, ' ');
        const marks = segment.replace(/ /g, '').length;
        const wall = loose ? (segment[1] === ' ' ? 0 : 3) : marks;
        if (wall !== 0 && wall !== 3)
          throw new MazeFormatError(
            `expected a wall (---) or an opening (3 spaces) between posts, found "${segment}"`,
            row + 1,
            4 * x + 2,
          );
        const outer = row === 0 || row === lines.length - 1;
        if (outer && wall === 0)
          throw new MazeFormatError(
            `the maze is not enclosed: the outer wall is missing above column ${x + 1}`,
            row + 1,
            4 * x + 2,
          );
        if (!outer) putWall(maze, x, southOf - 1, 0, wall === 3);
      }
    } else {
      for (let x = 0; x <= width; x++) {
        const wall = at(4 * x) !== ' ';
        const outer = x === 0 || x === width;
        if (outer && !wall)
          throw new MazeFormatError(
            `the maze is not enclosed: the ${x === 0 ? 'left' : 'right'} outer wall is missing`,
            row + 1,
            4 * x + 1,
          );
        if (!outer) putWall(maze, x - 1, y, 1, wall);
        if (x === width) break;
        for (let column = 4 * x + 1; column <= 4 * x + 3; column++) {
          const mark = at(column);
          if (mark === ' ') continue;
          if (mark === 'S' || mark === 's') starts.push({ x, y });
          else if (mark === 'G' || mark === 'g') goals.push({ x, y });
          else if (loose) continue;
          else
            throw new MazeFormatError(
              `unexpected "${mark}" inside a cell: only S (start) and G (goal) may be written there`,
              row + 1,
              column + 1,
            );
          if (starts.length > 1 && (mark === 'S' || mark === 's'))
            throw new MazeFormatError('a second start cell: a maze has exactly one S', row + 1, column + 1);
        }
      }
    }
  });
  maze.start = starts[0] ?? { x: 0, y: 0 };
  maze.goals = goals.length > 0 ? dedupe(goals) : centreCells(width, height);
  return maze;
}

/** The goal cells once each, bottom row first (the order centreCells uses). */
function dedupe(cells: Cell[]): Cell[] {
  const seen = new Set<string>();
  const sorted = [...cells].sort((a, b) => a.y - b.y || a.x - b.x);
  return sorted.filter((cell) => {
    const key = `${cell.x},${cell.y}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Draws a maze as text: `o` posts with S and G marks (classic), or `+` posts and no marks (map). */
export function writeTextGrid(maze: Maze, style: 'classic' | 'map'): string {
  const post = style === 'classic' ? 'o' : '+';
  const wallAt = (x: number, y: number, side: number) =>
    (maze.walls[y * maze.width + x]! & (1 << side)) !== 0;
  const lines: string[] = [];
  for (let row = 0; row <= 2 * maze.height; row++) {
    const y = maze.height - 1 - Math.floor(row / 2);
    let line = post;
    if (row % 2 === 0) {
      // The north walls of row y, or below the last row the south walls of row 0.
      for (let x = 0; x < maze.width; x++)
        line += (y >= 0 ? wallAt(x, y, 0) : wallAt(x, 0, 2)) ? `---${post}` : `   ${post}`;
    } else {
      line = wallAt(0, y, 3) ? '|' : ' ';
      for (let x = 0; x < maze.width; x++) {
        const start = maze.start.x === x && maze.start.y === y;
        const goal = maze.goals.some((g) => g.x === x && g.y === y);
        const mark = style === 'classic' ? (start ? 'S' : goal ? 'G' : ' ') : ' ';
        line += ` ${mark} ${wallAt(x, y, 1) ? '|' : ' '}`;
      }
    }
    lines.push(line);
  }
  return `${lines.join('\n')}\n`;
}
