import { describe, expect, it } from 'vitest';
import { actionCount, parseGridworld } from './gridworld.ts';
import { runDp } from './dynamic-programming.ts';
import {
  createTdAgent,
  defaultTdOptions,
  tdEpisode,
  tdGreedyPolicy,
  tdStateValues,
  tdStep,
} from './temporal-difference.ts';

// 3 × 4 with a wall, a pit and a goal; deterministic moves so the optimal policy is easy to check.
// Starting bottom left, two shortest routes (up the left side, or along the bottom) are both used,
// so every open cell is visited often enough to learn.
//   .  .  .  +1*
//   .  #  . -1*
//   S  .  .   .
const grid = parseGridworld([
  ['.', '.', '.', '1*'],
  ['.', '#', '.', '-1*'],
  ['S', '.', '.', '.'],
]);
const gamma = 0.9;

/** Cells where the learnt greedy move is not one of value iteration's optimal moves. */
function wrongCells(policy: Float64Array, optimal: Float64Array): number[] {
  const wrong: number[] = [];
  for (let cell = 0; cell < policy.length / actionCount; cell++) {
    for (let a = 0; a < actionCount; a++) {
      if (policy[cell * actionCount + a]! > 0 && optimal[cell * actionCount + a] === 0) wrong.push(cell);
    }
  }
  return wrong;
}

describe('Q-learning', () => {
  it('converges to the optimal policy and values on a small grid', () => {
    const optimal = runDp(grid, 'value-iteration', { gamma, theta: 1e-12 });
    const agent = createTdAgent(
      grid,
      'q-learning',
      { ...defaultTdOptions, alpha: 0.5, epsilon: 0.3, gamma },
      11,
    );
    for (let i = 0; i < 3000; i++) tdEpisode(agent);
    expect(wrongCells(tdGreedyPolicy(agent), optimal.policy)).toEqual([]);
    const values = tdStateValues(agent);
    for (const cell of [0, 1, 2, 4, 6, 8, 9, 10]) expect(values[cell]).toBeCloseTo(optimal.values[cell]!, 3);
  });

  it('with traces, Q(λ) also finds the optimal policy', () => {
    const optimal = runDp(grid, 'value-iteration', { gamma, theta: 1e-12 });
    const agent = createTdAgent(
      grid,
      'q-learning',
      { ...defaultTdOptions, alpha: 0.3, epsilon: 0.3, lambda: 0.8, gamma },
      5,
    );
    for (let i = 0; i < 3000; i++) tdEpisode(agent);
    expect(wrongCells(tdGreedyPolicy(agent), optimal.policy)).toEqual([]);
  });

  it('is repeatable for a seed', () => {
    const run = () => {
      const agent = createTdAgent(grid, 'q-learning', defaultTdOptions, 3);
      for (let i = 0; i < 50; i++) tdEpisode(agent);
      return agent.history;
    };
    expect(run()).toEqual(run());
  });
});

describe('SARSA(λ)', () => {
  it('runs step by step, counts episodes and learns to reach the goal', () => {
    const agent = createTdAgent(
      grid,
      'sarsa',
      { ...defaultTdOptions, alpha: 0.2, lambda: 0.7, epsilon: 0.1, gamma },
      2,
    );
    let finished = 0;
    for (let i = 0; i < 20_000; i++) if (tdStep(agent)) finished++;
    expect(agent.episodes).toBe(finished);
    expect(finished).toBeGreaterThan(1000);
    const recent = agent.history.slice(-100);
    expect(recent.filter((e) => e.return === 1).length).toBeGreaterThan(70);
    expect(tdStateValues(agent)[0]).toBeGreaterThan(0.4);
  });

  it('an episode that never ends is cut off at the step cap', () => {
    const trap = parseGridworld([['S', '.', '#', '1*']]);
    const agent = createTdAgent(trap, 'sarsa', { ...defaultTdOptions, maxEpisodeSteps: 25 }, 1);
    expect(tdEpisode(agent)).toEqual({ episode: 1, return: 0, steps: 25 });
  });
});

describe('learning with rewards paid on leaving a cell (Russell & Norvig’s R(s))', () => {
  it('counts the terminal cell’s own reward in the return and in the value it learns', () => {
    // 1 × 2: a −0.04 cell beside a +1 terminal. Every move pays −0.04; reaching the goal adds its +1.
    const corridor = { ...parseGridworld([['-0.04', '1*']]), rewardConvention: 'leaving' as const };
    const options = { ...defaultTdOptions, alpha: 1, gamma: 1, epsilon: 0.2 };
    const agent = createTdAgent(corridor, 'q-learning', options, 4);
    for (let i = 0; i < 50; i++) {
      const { return: total, steps } = tdEpisode(agent);
      expect(total).toBeCloseTo(1 - 0.04 * steps, 12);
    }
    expect(agent.q[0 * actionCount + 1]).toBeCloseTo(0.96, 12);
    expect([...tdStateValues(agent)]).toEqual([agent.q[1], 1]);
  });
});
