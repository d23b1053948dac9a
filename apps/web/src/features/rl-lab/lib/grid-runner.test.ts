import { defaultGridworld } from '@tinkerlabs/rl/gridworld';
import { describe, expect, it } from 'vitest';
import { createGridRunner } from './grid-runner.ts';
import { defaultGridSettings } from './lab-settings.ts';

describe('createGridRunner', () => {
  it('steps value iteration to convergence, then has nothing left to do', () => {
    const runner = createGridRunner(defaultGridworld(), defaultGridSettings);
    expect(runner.snapshot().iteration).toBe(0);
    expect(runner.step(1)).toBe(true);
    expect(runner.snapshot().iteration).toBe(1);
    expect(runner.step(10_000)).toBe(false);
    const done = runner.snapshot();
    expect(done.converged).toBe(true);
    expect(done.delta).toBeLessThan(defaultGridSettings.theta);
    expect(done.agentCell).toBeNull();
  });

  it('moves a Q-learning agent one step per update and records episodes', () => {
    const grid = defaultGridworld();
    const runner = createGridRunner(grid, { ...defaultGridSettings, algorithm: 'q-learning' });
    expect(runner.snapshot().agentCell).toBe(grid.start);
    runner.step(1);
    expect(runner.snapshot().iteration).toBe(1);
    runner.step(5000);
    const snapshot = runner.snapshot();
    expect(snapshot.iteration).toBe(5001);
    expect(snapshot.episodes.length).toBeGreaterThan(10);
    expect(snapshot.converged).toBe(false);
  });
});
