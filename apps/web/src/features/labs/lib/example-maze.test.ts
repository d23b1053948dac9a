// The micromouse page's example maze: its wall lists and distance maps must match its text.
import { describe, expect, it } from 'vitest';
import { exampleMazeText, exampleMazeWalls, knownMazeDistances, openMazeDistances } from './example-maze.ts';

const lines = exampleMazeText.split('\n');
const size = (lines.length - 1) / 2;
const moves = { N: [-1, 0], E: [0, 1], S: [1, 0], W: [0, -1] } as const;
type Side = keyof typeof moves;

function wallInText(r: number, c: number, side: Side): boolean {
  if (side === 'N') return lines[2 * r]!.slice(4 * c + 1, 4 * c + 4) === '---';
  if (side === 'S') return lines[2 * r + 2]!.slice(4 * c + 1, 4 * c + 4) === '---';
  if (side === 'W') return lines[2 * r + 1]![4 * c] === '|';
  return lines[2 * r + 1]![4 * c + 4] === '|';
}

function flood(wall: (r: number, c: number, side: Side) => boolean): number[][] {
  const distance = Array.from({ length: size }, () => Array<number>(size).fill(-1));
  const queue: [number, number][] = [];
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++)
      if (lines[2 * r + 1]![4 * c + 2] === 'G') {
        distance[r]![c] = 0;
        queue.push([r, c]);
      }
  for (let head = 0; head < queue.length; head++) {
    const [r, c] = queue[head]!;
    for (const side of Object.keys(moves) as Side[]) {
      const [dr, dc] = moves[side];
      const [nr, nc] = [r + dr, c + dc];
      if (wall(r, c, side) || nr < 0 || nc < 0 || nr >= size || nc >= size || distance[nr]![nc] !== -1)
        continue;
      distance[nr]![nc] = distance[r]![c]! + 1;
      queue.push([nr, nc]);
    }
  }
  return distance;
}

describe('the example maze', () => {
  it('is 6 × 6 in the contest text format', () => {
    expect(size).toBe(6);
    expect(lines.every((line) => line.length === 4 * size + 1)).toBe(true);
    expect(lines[2 * size - 1]![2]).toBe('S');
  });

  it('lists the walls the text draws', () => {
    const listed = exampleMazeWalls.map((row, r) =>
      row.map((_, c) => (['N', 'E', 'S', 'W'] as const).filter((side) => wallInText(r, c, side)).join('')),
    );
    expect(listed.map((row) => row.map((walls) => [...walls].sort().join('')))).toEqual(
      exampleMazeWalls.map((row) => row.map((walls) => [...walls].sort().join(''))),
    );
  });

  it('has the distances of a flood from the goal, with all walls and with only the outer ones', () => {
    expect(flood(wallInText)).toEqual(knownMazeDistances);
    expect(flood(() => false)).toEqual(openMazeDistances);
  });
});
