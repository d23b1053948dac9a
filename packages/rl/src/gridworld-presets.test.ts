// The preset worlds against the textbooks: Sutton & Barto (2nd ed., 2018), Example 4.1 (Figure 4.1)
// and Example 6.6 (Figure 6.4); Russell & Norvig (3rd ed., 2010), the 4 × 3 world (Figure 17.3).
import { describe, expect, it } from 'vitest';
import { runDp, startDp, stepDp } from './dynamic-programming.ts';
import { actionCount, defaultGridworld, outcomes, type Gridworld } from './gridworld.ts';
import { gridworldPreset, gridworldPresetIds, gridworldPresets } from './gridworld-presets.ts';
import { createTdAgent, defaultTdOptions, tdEpisode, type TdAlgorithm } from './temporal-difference.ts';

const preset = (id: string) => {
  const found = gridworldPreset(id);
  if (!found) throw new Error(`no preset ${id}`);
  return found;
};

/** Values as rows, rounded to `digits` decimals (+0 for −0), for comparing with the book's tables. */
function table(grid: Gridworld, values: Float64Array, digits: number): number[][] {
  return Array.from({ length: grid.height }, (_, r) =>
    Array.from(values.subarray(r * grid.width, (r + 1) * grid.width), (v) => Number(v.toFixed(digits)) + 0),
  );
}

/** The moves the greedy policy of Q makes from the start to a terminal cell (null if it loops). */
function greedyPathLength(grid: Gridworld, q: Float64Array): number | null {
  let cell = grid.start;
  for (let steps = 1; steps <= 100; steps++) {
    const row = q.subarray(cell * actionCount, (cell + 1) * actionCount);
    const action = row.indexOf(Math.max(...row)) as 0 | 1 | 2 | 3;
    cell = outcomes(grid, cell, action)[0]!.next;
    if (grid.terminals[cell]) return steps;
  }
  return null;
}

describe('gridworld presets', () => {
  it('lists each preset once, by id, with a label', () => {
    expect(gridworldPresets.map((p) => p.id)).toEqual([...gridworldPresetIds]);
    for (const p of gridworldPresets) {
      expect(p.label).not.toBe('');
      const world = p.world();
      expect(world.walls).toHaveLength(world.width * world.height);
      expect(p.world()).not.toBe(world);
    }
    expect(gridworldPreset('no-such-world')).toBeUndefined();
  });

  describe('sutton-barto-4x4 (Example 4.1)', () => {
    const { world, discount } = preset('sutton-barto-4x4');
    const grid = world();

    it('is 4 × 4 with terminal corners, −1 for every move and undiscounted', () => {
      expect([grid.width, grid.height, grid.slip, discount]).toEqual([4, 4, 0, 1]);
      expect(grid.terminals.flatMap((t, cell) => (t ? [cell] : []))).toEqual([0, 15]);
      // From state 1 (top row, second cell): left ends the episode, up bumps the edge; both cost −1.
      expect(outcomes(grid, 1, 3)).toEqual([{ next: 0, probability: 1, reward: -1 }]);
      expect(outcomes(grid, 1, 0)).toEqual([{ next: 1, probability: 1, reward: -1 }]);
    });

    it('cites the figure and prints values as it does, one decimal, after evaluating the random policy', () => {
      const { label, source, algorithm, valueDigits } = preset('sutton-barto-4x4');
      expect(label).toBe('Sutton & Barto, Example 4.1 (4×4)');
      expect(source).toMatch(/Sutton & Barto.*2nd ed\..*Figure 4\.1/);
      expect([algorithm, valueDigits]).toEqual(['policy-evaluation', 1]);
    });

    it('gives Figure 4.1’s converged values at the lab’s default threshold, θ = 0.0001, to one decimal', () => {
      const converged = runDp(grid, 'policy-evaluation', { gamma: discount, theta: 1e-4 });
      expect(converged.converged).toBe(true);
      expect(table(grid, converged.values, 1)).toEqual([
        [0, -14, -20, -22],
        [-14, -18, -20, -20],
        [-20, -20, -18, -14],
        [-22, -20, -14, 0],
      ]);
    });

    it('evaluates the random policy sweep by sweep as Figure 4.1 does, to the book’s values', () => {
      const options = { gamma: discount, theta: 1e-9 };
      let state = startDp(grid, 'policy-evaluation');
      const sweeps = [1, 2, 3].map(() => {
        state = stepDp(grid, state, options);
        return table(grid, state.values, 1);
      });
      expect(sweeps[0]).toEqual([
        [0, -1, -1, -1],
        [-1, -1, -1, -1],
        [-1, -1, -1, -1],
        [-1, -1, -1, 0],
      ]);
      expect(sweeps[1]).toEqual([
        [0, -1.8, -2, -2],
        [-1.8, -2, -2, -2],
        [-2, -2, -2, -1.8],
        [-2, -2, -1.8, 0],
      ]);
      expect(sweeps[2]).toEqual([
        [0, -2.4, -2.9, -3],
        [-2.4, -2.9, -3, -2.9],
        [-2.9, -3, -2.9, -2.4],
        [-3, -2.9, -2.4, 0],
      ]);
      const converged = runDp(grid, 'policy-evaluation', options);
      expect(converged.converged).toBe(true);
      expect(table(grid, converged.values, 6)).toEqual([
        [0, -14, -20, -22],
        [-14, -18, -20, -20],
        [-20, -20, -18, -14],
        [-22, -20, -14, 0],
      ]);
    });

    it('gives the optimal values by value iteration: minus the moves to the nearer corner', () => {
      const optimal = runDp(grid, 'value-iteration', { gamma: discount, theta: 1e-9 });
      expect(table(grid, optimal.values, 6)).toEqual([
        [0, -1, -2, -3],
        [-1, -2, -3, -2],
        [-2, -3, -2, -1],
        [-3, -2, -1, 0],
      ]);
    });
  });

  describe('russell-norvig-4x3 (Figure 17.3)', () => {
    const { world, discount, algorithm, valueDigits, source } = preset('russell-norvig-4x3');
    const grid = world();
    /** Figure 17.3's utilities, top row first; the wall is 0 here (the book leaves it blank). */
    const book = [
      [0.812, 0.868, 0.918, 1],
      [0.762, 0, 0.66, -1],
      [0.705, 0.655, 0.611, 0.388],
    ];

    it('is 4 × 3 with the wall, the ±1 terminals, R(s) = −0.04 paid on leaving, 0.8 / 0.1 / 0.1 and γ = 1', () => {
      expect([grid.width, grid.height, grid.slip, grid.rewardConvention, discount]).toEqual([
        4,
        3,
        0.2,
        'leaving',
        1,
      ]);
      expect(grid.walls.flatMap((w, cell) => (w ? [cell] : []))).toEqual([5]);
      expect(grid.terminals.flatMap((t, cell) => (t ? [cell] : []))).toEqual([3, 7]);
      expect([grid.rewards[3], grid.rewards[7], grid.rewards[grid.start]]).toEqual([1, -1, -0.04]);
      expect(grid.start).toBe(8);
      // Up from (3,1), bottom row third column: 0.8 up, 0.1 right, 0.1 left, each paying R(s) = −0.04.
      expect(outcomes(grid, 10, 0)).toEqual([
        { next: 6, probability: 0.8, reward: -0.04 },
        { next: 11, probability: 0.1, reward: -0.04 },
        { next: 9, probability: 0.1, reward: -0.04 },
      ]);
      expect([algorithm, valueDigits]).toEqual(['value-iteration', 3]);
      expect(source).toMatch(/Russell & Norvig.*3rd ed\..*Figure 17\.3/);
    });

    it('gives the book’s utilities to the three decimals it prints, by value and by policy iteration', () => {
      for (const method of ['value-iteration', 'policy-iteration'] as const) {
        const result = runDp(grid, method, { gamma: discount, theta: 1e-9 });
        expect(result.converged).toBe(true);
        expect(table(grid, result.values, 3)).toEqual(book);
      }
    });

    it('gives them at the lab’s default threshold too, θ = 0.0001', () => {
      const result = runDp(grid, 'value-iteration', { gamma: discount, theta: 1e-4 });
      expect(result.converged).toBe(true);
      expect(table(grid, result.values, 3)).toEqual(book);
    });
  });

  describe('cliff-walking (Example 6.6)', () => {
    const { world, discount, learning } = preset('cliff-walking');
    const grid = world();

    it('is 4 × 12 with the start and goal at the bottom corners and the cliff between them', () => {
      expect([grid.width, grid.height, grid.slip, discount]).toEqual([12, 4, 0, 1]);
      expect(grid.start).toBe(36);
      expect(grid.terminals.flatMap((t, cell) => (t ? [cell] : []))).toEqual([47]);
      expect(grid.cliffs?.flatMap((c, cell) => (c ? [cell] : []))).toEqual([
        37, 38, 39, 40, 41, 42, 43, 44, 45, 46,
      ]);
      // Right from the start steps off the cliff: −100 and back to the start; up is an ordinary −1.
      expect(outcomes(grid, 36, 1)).toEqual([{ next: 36, probability: 1, reward: -100 }]);
      expect(outcomes(grid, 36, 0)).toEqual([{ next: 24, probability: 1, reward: -1 }]);
    });

    it('has the optimal path along the edge of the cliff: 13 moves, a return of −13', () => {
      const optimal = runDp(grid, 'value-iteration', { gamma: discount, theta: 1e-9 });
      expect(optimal.converged).toBe(true);
      expect(optimal.values[grid.start]).toBe(-13);
    });

    it('Q-learning learns the optimal path, SARSA a safer one that earns more while exploring (Figure 6.4)', () => {
      const episodes = 500;
      const run = (algorithm: TdAlgorithm) => {
        const agent = createTdAgent(
          grid,
          algorithm,
          { ...defaultTdOptions, ...learning, gamma: discount, lambda: 0 },
          7,
        );
        for (let i = 0; i < episodes; i++) tdEpisode(agent);
        const last = agent.history.slice(-100);
        return {
          path: greedyPathLength(grid, agent.q),
          meanReturn: last.reduce((sum, e) => sum + e.return, 0) / last.length,
        };
      };
      const q = run('q-learning');
      const sarsa = run('sarsa');
      expect(q.path).toBe(13);
      expect(sarsa.path).toBeGreaterThan(13);
      expect(sarsa.meanReturn).toBeGreaterThan(q.meanReturn);
    });
  });

  it('lab-default is the lab’s own world, discounted as the lab starts it', () => {
    const { world, discount } = preset('lab-default');
    expect(world()).toEqual(defaultGridworld());
    expect(discount).toBe(0.9);
  });
});
