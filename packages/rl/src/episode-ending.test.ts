import { describe, expect, it } from 'vitest';
import { greedyPolicy, runDp, uniformPolicy } from './dynamic-programming.ts';
import { nonTerminatingCells } from './episode-ending.ts';
import { parseGridworld } from './gridworld.ts';

describe('nonTerminatingCells', () => {
  it('is empty when every cell can reach a terminal cell under the policy', () => {
    const corridor = parseGridworld([['S', '.', '1*']]);
    expect(nonTerminatingCells(corridor, uniformPolicy(corridor))).toEqual([]);
  });

  it('lists the cells walled off from every terminal cell', () => {
    // S . # +1*  /  . . # .   : the right column is a separate room with the goal.
    const rooms = parseGridworld([
      ['S', '.', '#', '1*'],
      ['.', '.', '#', '.'],
    ]);
    expect(nonTerminatingCells(rooms, uniformPolicy(rooms))).toEqual([0, 1, 4, 5]);
  });

  it('finds the loop a greedy policy is caught in, γ = 1: value iteration cannot converge there', () => {
    // Bumping the edge in the middle cell keeps paying +0.1, so staying beats the goal for ever.
    const paying = parseGridworld([['S', '0.1', '1*']]);
    const state = runDp(paying, 'value-iteration', { gamma: 1, theta: 1e-4 }, 300);
    expect(state.converged).toBe(false);
    expect(state.iteration).toBe(300);
    expect(nonTerminatingCells(paying, greedyPolicy(paying, state.values, 1))).toEqual([0, 1]);
  });
});
