import { describe, expect, it } from 'vitest';
import { defaultGridworld, parseGridworld } from './gridworld.ts';
import { runDp, startDp, stepDp } from './dynamic-programming.ts';

/*
 * Hand calculation. A 1 × 3 corridor  S . +1*  with slip 0.2 and γ = 0.9. A move up or down hits the
 * edge and stays put (reward 0); entering the goal pays +1 and ends the episode (V(goal) = 0).
 *
 * Middle cell, best move right: 0.8 reach the goal (+1), 0.2 slip and stay:
 *   V1 = 0.8 · 1 + 0.2 · 0.9 · V1  ⇒  V1 = 0.8 / 0.82 = 0.975609…
 * First cell, best move right: 0.8 reach the middle (0 + 0.9 V1), 0.2 stay:
 *   V0 = 0.8 · 0.9 · V1 + 0.2 · 0.9 · V0  ⇒  V0 = 0.72 V1 / 0.82 = 0.856632…
 * Moving left is worse everywhere (from the middle: 0.8 · 0.9 V0 + 0.2 · 0.9 V1 = 0.7924 < V1), so
 * the optimal policy is "right" in both cells.
 */
const corridor = parseGridworld([['S', '.', '1*']], 0.2);
const V1 = 0.8 / 0.82;
const V0 = (0.72 * V1) / 0.82;

describe('value iteration', () => {
  it('matches the hand calculation on a corridor', () => {
    const result = runDp(corridor, 'value-iteration', { gamma: 0.9, theta: 1e-10 });
    expect(result.converged).toBe(true);
    expect(result.values[0]).toBeCloseTo(V0, 8);
    expect(result.values[1]).toBeCloseTo(V1, 8);
    expect(result.values[2]).toBe(0);
    expect([...result.policy.subarray(0, 8)]).toEqual([0, 1, 0, 0, 0, 1, 0, 0]);
  });

  it('takes exactly the first sweeps by hand', () => {
    // Sweep 1 from V = 0: V1 = 0.8, V0 = 0. Sweep 2: V1 = 0.8 + 0.18 · 0.8 = 0.944, V0 = 0.72 · 0.8 = 0.576.
    const options = { gamma: 0.9, theta: 1e-10 };
    const one = stepDp(corridor, startDp(corridor, 'value-iteration'), options);
    expect([...one.values]).toEqual([0, 0.8, 0]);
    const two = stepDp(corridor, one, options);
    expect(two.values[0]).toBeCloseTo(0.576, 12);
    expect(two.values[1]).toBeCloseTo(0.944, 12);
    expect(two.iteration).toBe(2);
  });

  it('stops after the threshold: a looser θ needs fewer sweeps', () => {
    const loose = runDp(corridor, 'value-iteration', { gamma: 0.9, theta: 1e-2 });
    const tight = runDp(corridor, 'value-iteration', { gamma: 0.9, theta: 1e-8 });
    expect(loose.converged && tight.converged).toBe(true);
    expect(loose.iteration).toBeLessThan(tight.iteration);
    expect(loose.delta).toBeLessThan(1e-2);
  });
});

describe('policy iteration', () => {
  it('agrees with value iteration on the default world', () => {
    const grid = defaultGridworld();
    const options = { gamma: 0.9, theta: 1e-10 };
    const vi = runDp(grid, 'value-iteration', options);
    const pi = runDp(grid, 'policy-iteration', options);
    expect(pi.converged).toBe(true);
    expect(pi.iteration).toBeLessThan(vi.iteration);
    for (let cell = 0; cell < vi.values.length; cell++)
      expect(pi.values[cell]).toBeCloseTo(vi.values[cell]!, 6);
    expect([...pi.policy]).toEqual([...vi.policy]);
  });
});

describe('policy iteration without discounting', () => {
  it('does not claim to converge when an evaluation cannot reach θ (a loop that pays, γ = 1)', () => {
    // Bumping the edge in the middle cell keeps its +0.1: once greedy, that loop is worth ever more.
    const paying = parseGridworld([['S', '0.1', '1*']]);
    const state = runDp(paying, 'policy-iteration', { gamma: 1, theta: 1e-4, maxEvaluationSweeps: 200 });
    expect(state.converged).toBe(false);
    expect(state.stalled).toBe(true);
    expect(state.delta).toBeGreaterThanOrEqual(1e-4);
    // A stalled run takes no more steps.
    expect(stepDp(paying, state, { gamma: 1, theta: 1e-4 })).toBe(state);
  });

  it('still converges with γ = 1 where every policy it meets ends its episodes', () => {
    const state = runDp(corridor, 'policy-iteration', { gamma: 1, theta: 1e-8 });
    expect(state.converged).toBe(true);
    expect(state.stalled).toBe(false);
  });
});

describe('policy evaluation', () => {
  it('values the uniformly random policy on the corridor', () => {
    // Random policy, no slip, γ = 0.9. Middle: ¼ right (+1), ¼ left to the first cell, ½ stay:
    //   V1 = 0.25 + 0.9 (0.25 V0 + 0.5 V1); first cell: V0 = 0.9 (0.25 V1 + 0.75 V0).
    // The second gives V0 = 0.225 V1 / 0.325; substituting: V1 = 0.25 / (1 − 0.45 − 0.225 · 0.225 / 0.325).
    const grid = parseGridworld([['S', '.', '1*']], 0);
    const result = runDp(grid, 'policy-evaluation', { gamma: 0.9, theta: 1e-12 });
    const v1 = 0.25 / (1 - 0.45 - (0.225 * 0.225) / 0.325);
    expect(result.values[1]).toBeCloseTo(v1, 9);
    expect(result.values[0]).toBeCloseTo((0.225 * v1) / 0.325, 9);
    expect(result.policy[0]).toBe(0.25);
  });
});
