import { describe, expect, it } from 'vitest';
import { hasWall } from '../maze.ts';
import { MazeFormatError } from './maze-format-error.ts';
import { parseTextGrid, writeTextGrid } from './text-grid.ts';

const small = ['o---o---o', '| S     |', 'o---o   o', '| G |   |', 'o---o---o', ''].join('\n');

function errorOf(text: string): MazeFormatError {
  try {
    parseTextGrid(text);
  } catch (error) {
    if (error instanceof MazeFormatError) return error;
    throw error;
  }
  throw new Error('expected a MazeFormatError');
}

describe('the classic text format', () => {
  it('reads walls, the start and the goal with y growing upwards', () => {
    const maze = parseTextGrid(small);
    expect([maze.width, maze.height]).toEqual([2, 2]);
    expect(maze.start).toEqual({ x: 0, y: 1 });
    expect(maze.goals).toEqual([{ x: 0, y: 0 }]);
    expect(hasWall(maze, 0, 1, 2)).toBe(true); // the wall under S
    expect(hasWall(maze, 1, 1, 2)).toBe(false);
    expect(hasWall(maze, 0, 0, 1)).toBe(true);
    expect(hasWall(maze, 1, 0, 3)).toBe(true); // the same wall seen from the east
  });

  it('writes back the same text, and the map format with + posts', () => {
    const maze = parseTextGrid(small);
    expect(writeTextGrid(maze, 'classic')).toBe(small);
    const map = writeTextGrid(maze, 'map');
    expect(map.split('\n')[0]).toBe('+---+---+');
    expect(parseTextGrid(map).walls).toEqual(maze.walls);
  });

  it('reads the map format as mms does: any character is a wall, only the middle of a segment counts', () => {
    const maze = parseTextGrid(['+---+-*-+', '| ?     #', '+- -+   +', '|   |   |', '+---+===+'].join('\n'));
    expect(hasWall(maze, 0, 1, 2)).toBe(false); // "- -": the middle is a space
    expect(hasWall(maze, 0, 0, 1)).toBe(true);
    expect(hasWall(maze, 1, 1, 1)).toBe(true); // "#" on the outer edge
  });

  it('takes the centre as the goal and the bottom-left cell as the start when nothing is marked', () => {
    const maze = parseTextGrid(small.replace('S', ' ').replace('G', ' '));
    expect(maze.start).toEqual({ x: 0, y: 0 });
    expect(maze.goals).toHaveLength(4);
  });

  it.each([
    ['an empty file', '', 1, 1, 'empty'],
    ['a top line of the wrong length', 'o---o--\n|   |\no---o', 1, 7, '4n + 1'],
    ['an even number of lines', 'o---o\n|   |', 2, 1, '2n + 1'],
    ['a line longer than the top line', 'o---o\n|   |   |\no---o', 2, 6, 'not rectangular'],
    ['a missing outer wall at the bottom', 'o---o\n|   |\no   o', 3, 2, 'not enclosed'],
    ['a missing right wall', 'o---o\n|    \no---o', 2, 5, 'right outer wall'],
    ['a broken wall', 'o---o---o\n|   |   |\no- -o---o\n|   |   |\no---o---o', 3, 2, 'found "- -"'],
    ['a stray letter', 'o---o\n| X |\no---o', 2, 3, 'unexpected "X"'],
    ['two starts', 'o---o---o\n| S   S |\no---o---o', 2, 7, 'second start'],
  ])('reports %s with its line and column', (_, text, line, column, words) => {
    const error = errorOf(text);
    expect([error.line, error.column]).toEqual([line, column]);
    expect(error.message).toContain(words);
    expect(error.message).toMatch(new RegExp(`^Line ${line}, column ${column}: `));
  });
});
