import { describe, expect, it } from 'vitest';
import { parseTextGrid } from '../formats/text-grid.ts';
import { mazeWalls } from '../shortest-path.ts';
import { classicDrive, planFastRun, runTime, straightTime } from './fast-run.ts';

describe('the fast run', () => {
  it('prefers the shortest route with the fewest turns and longest straights', () => {
    // 3 × 3, no inner walls: every monotone route is 4 cells; the best has a single turn.
    const maze = parseTextGrid(
      [
        'o---o---o---o',
        '|         G |',
        'o   o   o   o',
        '|           |',
        'o   o   o   o',
        '| S         |',
        'o---o---o---o',
      ].join('\n'),
    );
    const plan = planFastRun(3, 3, maze.goals, mazeWalls(maze), maze.start, 0)!;
    expect(plan).toEqual([
      { turn: 0, heading: 0, cells: 2 },
      { turn: 1, heading: 1, cells: 2 },
    ]);
  });

  it('times a straight with a trapezoidal speed profile and adds the turns', () => {
    // 2 m/s, 4 m/s²: 1 m of ramps up and down; a 0.36 m straight never reaches top speed.
    expect(straightTime(0.36, classicDrive)).toBeCloseTo(2 * Math.sqrt(0.36 / 4), 10);
    expect(straightTime(3, classicDrive)).toBeCloseTo(1 + 2 / 2, 10);
    expect(
      runTime([
        { turn: 0, heading: 0, cells: 2 },
        { turn: 1, heading: 1, cells: 2 },
      ]),
    ).toBeCloseTo(2 * 0.6 + 0.3, 10);
  });
});
