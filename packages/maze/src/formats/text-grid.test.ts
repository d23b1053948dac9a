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
    [
      'a missing outer wall at the bottom',
      'o---o\n|   |\no   o',
      3,
      2,
      'the maze is not enclosed: expected the bottom outer wall "---", found a space',
    ],
    [
      'a missing right wall',
      'o---o\n|    \no---o',
      2,
      5,
      'not enclosed: expected the right outer wall "|", found the end of the line',
    ],
  ])('reports %s with its line and column', (_, text, line, column, words) => {
    const error = errorOf(text);
    expect([error.line, error.column]).toEqual([line, column]);
    expect(error.message).toContain(words);
    expect(error.message).toMatch(new RegExp(`^Line ${line}, column ${column}: `));
  });

  // The small maze above with one character changed: each place of the format, and what it allows.
  const changed = (line: number, column: number, to: string) =>
    small
      .split('\n')
      .map((text, i) => (i === line - 1 ? text.slice(0, column - 1) + to + text.slice(column) : text))
      .join('\n');

  it.each([
    ['a post replaced by "x"', changed(3, 5, 'x'), 3, 5, 'expected a post "o", found "x"'],
    ['a post replaced by a space', changed(3, 5, ' '), 3, 5, 'expected a post "o", found a space'],
    [
      'a post missing at the end of a line',
      changed(3, 9, ''),
      3,
      9,
      'expected a post "o", found the end of the line',
    ],
    ['an outer post replaced', changed(1, 9, '+'), 1, 9, 'expected a post "o", found "+"'],
    ['a broken wall', changed(3, 3, ' '), 3, 3, 'expected "-" to continue the wall "---", found a space'],
    [
      'a wall of another character',
      changed(3, 2, '='),
      3,
      2,
      'expected a wall "---" or an opening of 3 spaces between posts, found "="',
    ],
    [
      'a dash in an opening',
      changed(3, 8, '-'),
      3,
      8,
      'expected a space to continue the opening of 3 spaces, found "-"',
    ],
    [
      'a gap in the top wall',
      changed(1, 7, ' '),
      1,
      7,
      'the maze is not enclosed: expected the top outer wall "---", found a space',
    ],
    [
      'a vertical wall of another character',
      changed(4, 5, '#'),
      4,
      5,
      'expected a wall "|" or a space between cells, found "#"',
    ],
    [
      'a missing left wall',
      changed(2, 1, ' '),
      2,
      1,
      'the maze is not enclosed: expected the left outer wall "|", found a space',
    ],
    [
      'a stray letter in the middle of a cell',
      changed(4, 7, 'X'),
      4,
      7,
      'expected a space, S (start) or G (goal) in the middle of a cell, found "X"',
    ],
    [
      'a mark beside the middle of a cell',
      changed(2, 2, 'S'),
      2,
      2,
      'expected a space inside a cell (only its middle may hold S or G), found "S"',
    ],
    [
      'a tab inside a cell',
      changed(4, 8, '\t'),
      4,
      8,
      'expected a space inside a cell (only its middle may hold S or G), found a tab',
    ],
    ['two starts', changed(4, 7, 'S'), 4, 7, 'a second start cell: a maze has exactly one S'],
  ])('reports %s where it is, saying what was expected and found', (_, text, line, column, words) => {
    const error = errorOf(text);
    expect(error.message).toBe(`Line ${line}, column ${column}: ${words}`);
  });
});
