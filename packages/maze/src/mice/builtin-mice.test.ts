import { describe, expect, it } from 'vitest';
import { contestMazeFiles } from '../contest-maze-files.ts';
import { readMaze } from '../formats/read-maze.ts';
import { parseTextGrid } from '../formats/text-grid.ts';
import { generateMaze } from '../generate.ts';
import { runMouse } from '../mms/run-mouse.ts';
import { shortestPathLength } from '../shortest-path.ts';
import { builtinMouse } from './builtin-mice.ts';

// Contest mazes (packages/maze/mazes) whose goal is walled off from the start: an "anomaly" test for
// simulators, and training mazes drawn in a corner of a 16 × 16 frame with no goal marked.
const goalWalledOff = [
  'classic/001-anomaly-test.txt',
  'training/maze-train-10x5-a.txt',
  'training/training-10x5-test2.txt',
];

describe('the flood-fill mouse on every contest maze', () => {
  it.each(contestMazeFiles().map((f) => [f.name, f.text]))('%s', (name, text) => {
    const maze = readMaze(text);
    const bfs = shortestPathLength(maze);
    const { simulator, end } = runMouse(maze, builtinMouse('flood-fill', maze));
    expect(end).toEqual({ status: 'finished' });
    const stats = simulator.stats.snapshot();
    if (goalWalledOff.includes(name)) {
      expect(bfs).toBeNull();
      expect(stats.bestRunDistance).toBeNull();
      expect(stats.score).toBe(2000);
    } else {
      expect(bfs).toBeGreaterThan(0);
      // mms counts distance in half cells: a best run along the shortest route of n cells reads 2n.
      expect(stats.bestRunDistance).toBe(2 * bfs!);
      expect(stats.score).toBeLessThan(2000);
      expect(simulator.crashes).toBe(0);
    }
  });
});

describe('the wall followers', () => {
  // 5 × 5 with the goal in a box open to the south whose walls touch no outer wall: an island.
  const island = parseTextGrid(
    [
      'o---o---o---o---o---o',
      '|                   |',
      'o   o   o   o   o   o',
      '|                   |',
      'o   o   o---o   o   o',
      '|       | G |       |',
      'o   o   o   o   o   o',
      '|                   |',
      'o   o   o   o   o   o',
      '| S                 |',
      'o---o---o---o---o---o',
    ].join('\n'),
  );

  it('never reach a goal on an island, and give up', () => {
    const { simulator } = runMouse(island, builtinMouse('right-wall', island));
    expect(simulator.stats.snapshot().bestRunDistance).toBeNull();
    // 4 × 5 × 5 = 100 single-cell moves of 2 half cells each.
    expect(simulator.stats.snapshot().totalDistance).toBe(200);
  });

  it('reach a goal in a corner, each hand by its own side', () => {
    const corner = { ...island, goals: [{ x: 4, y: 4 }] };
    // Along a side wall to the far corner: 8 cells, 16 half cells.
    expect(
      runMouse(corner, builtinMouse('right-wall', corner)).simulator.stats.snapshot().bestRunDistance,
    ).toBe(16);
    expect(
      runMouse(corner, builtinMouse('left-wall', corner)).simulator.stats.snapshot().bestRunDistance,
    ).toBe(16);
  });
});

describe('generated mazes', () => {
  it.each([
    [5, 5, 0],
    [16, 16, 0],
    [32, 32, 0.1],
    [9, 4, 0.3],
  ])(
    'a %i × %i maze (loops %d) is solvable, and the flood-fill mouse proves its shortest route',
    (width, height, loops) => {
      const maze = generateMaze({ width, height, seed: 42, loops });
      const bfs = shortestPathLength(maze);
      expect(bfs).not.toBeNull();
      const { simulator } = runMouse(maze, builtinMouse('flood-fill', maze));
      expect(simulator.stats.snapshot().bestRunDistance).toBe(2 * bfs!);
    },
  );
});
