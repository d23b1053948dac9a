/** Reads a maze file of any supported format, telling them apart by their first character. */
import type { Maze } from '../maze.ts';
import { MazeFormatError } from './maze-format-error.ts';
import { parseNum, writeNum } from './num-format.ts';
import { parseTextGrid, writeTextGrid } from './text-grid.ts';

export type MazeFileFormat = 'classic' | 'map' | 'num';

export function detectFormat(text: string): MazeFileFormat {
  const first = text.replace(/^\uFEFF/, '').trimStart()[0];
  if (first === undefined) throw new MazeFormatError('the file is empty', 1, 1);
  if (/\d/.test(first)) return 'num';
  if (first === '+') return 'map';
  return 'classic';
}

/**
 * @example readMaze(fs.readFileSync('uk2019f.txt', 'utf8')).width // 16
 * @throws MazeFormatError with the line and column of the first problem
 */
export function readMaze(text: string): Maze {
  const clean = text.replace(/^\uFEFF/, '');
  return detectFormat(clean) === 'num' ? parseNum(clean) : parseTextGrid(clean);
}

export function writeMaze(maze: Maze, format: MazeFileFormat): string {
  return format === 'num' ? writeNum(maze) : writeTextGrid(maze, format);
}
