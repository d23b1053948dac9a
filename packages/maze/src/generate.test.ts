import { describe, expect, it } from 'vitest';
import { generateMaze } from './generate.ts';
import { distancesTo, mazeWalls, unreachable } from './shortest-path.ts';

const innerWalls = (walls: Uint8Array) => walls.reduce((n, w) => n + ((w >> 0) & 1) + ((w >> 1) & 1), 0);

describe('generateMaze', () => {
  it('makes the same maze from the same seed, and another from another seed', () => {
    const a = generateMaze({ width: 16, height: 16, seed: 7 });
    expect(generateMaze({ width: 16, height: 16, seed: 7 }).walls).toEqual(a.walls);
    expect(generateMaze({ width: 16, height: 16, seed: 8 }).walls).not.toEqual(a.walls);
  });

  it('connects every cell, and has fewer walls with loops', () => {
    for (const loops of [0, 0.2]) {
      const maze = generateMaze({ width: 12, height: 7, seed: 3, loops });
      const distance = distancesTo(maze.width, maze.height, [maze.start], mazeWalls(maze));
      expect(distance.includes(unreachable)).toBe(false);
    }
    const perfect = generateMaze({ width: 12, height: 7, seed: 3 });
    expect(innerWalls(generateMaze({ width: 12, height: 7, seed: 3, loops: 0.2 }).walls)).toBeLessThan(
      innerWalls(perfect.walls),
    );
  });

  it('refuses a maze smaller than 2 × 2', () => {
    expect(() => generateMaze({ width: 1, height: 5, seed: 1 })).toThrow(RangeError);
  });
});
