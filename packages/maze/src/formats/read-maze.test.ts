import { describe, expect, it } from 'vitest';
import { contestMazeFiles } from '../contest-maze-files.ts';
import { detectFormat, readMaze, writeMaze } from './read-maze.ts';

const files = contestMazeFiles();

describe('reading the contest mazes', () => {
  it('finds the maze folder with its 16 × 16, 32 × 32 and training mazes', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
    expect(files.some((f) => f.name.startsWith('halfsize/'))).toBe(true);
    expect(files.some((f) => f.name.startsWith('training/'))).toBe(true);
  });

  it.each(files.map((f) => [f.name, f.text]))('%s loads and survives the three formats', (_, text) => {
    const maze = readMaze(text);
    expect([16, 32]).toContain(maze.width);
    expect(maze.height).toBe(maze.width);
    for (const format of ['classic', 'map', 'num'] as const) {
      const written = writeMaze(maze, format);
      expect(detectFormat(written)).toBe(format);
      const again = readMaze(written);
      expect(again.walls).toEqual(maze.walls);
      if (format === 'classic') expect(again).toEqual(maze);
    }
    // A file that marks its start and goal is written back character for character.
    if (text.includes('S'))
      expect(writeMaze(maze, 'classic')).toBe(text.replace(/\r/g, '').replace(/\n*$/, '\n'));
  });
});
