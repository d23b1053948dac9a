import { describe, expect, it } from 'vitest';
import { contestMazeFiles } from './contest-maze-files.ts';
import { parseTextGrid } from './formats/text-grid.ts';
import { centreCells, goalIsCentre } from './maze.ts';

describe('the goal', () => {
  it('is the centre when nothing else is marked, and the middle 2 × 2 of an even maze', () => {
    const maze = parseTextGrid(['o---o---o', '|       |', 'o   o   o', '|       |', 'o---o---o'].join('\n'));
    expect(maze.goals).toEqual(centreCells(2, 2));
    expect(goalIsCentre(maze)).toBe(true);
  });

  it('is told apart from the centre when a contest maze marks it elsewhere (japan2013hes)', () => {
    const file = contestMazeFiles().find(({ name }) => name === 'halfsize/japan2013hes.txt');
    expect(file).toBeDefined();
    const maze = parseTextGrid(file!.text);
    expect(goalIsCentre(maze)).toBe(false);
    expect(maze.goals).toContainEqual({ x: 3, y: 5 });
  });
});
