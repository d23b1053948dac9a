import { describe, expect, it } from 'vitest';
import { hasWall } from '../maze.ts';
import { MazeFormatError } from './maze-format-error.ts';
import { parseNum, writeNum } from './num-format.ts';
import { parseTextGrid } from './text-grid.ts';

// The example of mms's README: a 3 × 2 maze.
const readmeNum = [
  '0 0 0 1 1 1',
  '0 1 1 0 0 1',
  '1 0 0 0 1 1',
  '1 1 1 1 0 0',
  '2 0 0 1 1 0',
  '2 1 1 1 0 1',
].join('\n');
const readmeMap = ['+---+---+---+', '|       |   |', '+   +   +   +', '|   |       |', '+---+---+---+'].join(
  '\n',
);

describe('the mms num format', () => {
  it("reads mms's README example as the same maze as its map drawing", () => {
    const maze = parseNum(readmeNum);
    expect([maze.width, maze.height]).toEqual([3, 2]);
    expect(maze.walls).toEqual(parseTextGrid(readmeMap).walls);
    expect(hasWall(maze, 0, 0, 1)).toBe(true);
  });

  it('writes every cell x-major and reads back the same walls', () => {
    const maze = parseNum(readmeNum);
    expect(writeNum(maze)).toBe(`${readmeNum}\n`);
  });

  function errorOf(text: string): MazeFormatError {
    try {
      parseNum(text);
    } catch (error) {
      if (error instanceof MazeFormatError) return error;
      throw error;
    }
    throw new Error('expected a MazeFormatError');
  }

  it('says which line and number disagree with a neighbour', () => {
    const error = errorOf(readmeNum.replace('0 0 0 1 1 1', '0 0 0 0 1 1'));
    expect([error.line, error.column]).toEqual([1, 7]);
    expect(error.message).toContain('east wall is 0, but line 3 says the west wall of (1, 0) is 1');
  });

  it('rejects a short line, a bad wall value, a duplicate, a missing cell and an open edge', () => {
    expect(errorOf('0 0 1 1 1')).toMatchObject({ line: 1, column: 9 });
    expect(errorOf('0 0 1 2 1 1')).toMatchObject({ line: 1, column: 7 });
    expect(errorOf('0 0 1 1 1 1\n0 0 1 1 1 1').message).toContain('listed twice (first on line 1)');
    expect(errorOf('0 0 1 0 1 1\n1 1 1 1 1 1').message).toContain('cell (1, 0) is missing');
    expect(errorOf('0 0 0 1 1 1')).toMatchObject({ line: 1, column: 5 });
  });
});
