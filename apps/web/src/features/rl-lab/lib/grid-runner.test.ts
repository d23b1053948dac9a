import { defaultGridworld, parseGridworld } from '@tinkerlabs/rl/gridworld';
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

  it('stops policy iteration whose evaluation cannot reach θ, and says why, instead of "converged"', () => {
    // γ = 1 and a loop that pays: bumping the edge in the middle cell keeps its +0.1 for ever.
    const paying = parseGridworld([['S', '0.1', '1*']]);
    const runner = createGridRunner(paying, {
      ...defaultGridSettings,
      algorithm: 'policy-iteration',
      gamma: 1,
    });
    let going = true;
    for (let frame = 0; frame < 20 && going; frame++) going = runner.step(1);
    expect(going).toBe(false);
    expect(runner.snapshot()).toMatchObject({ converged: false, stopped: 'evaluation-stalled' });
  });

  it('reports nothing stopped for a run that converges', () => {
    const runner = createGridRunner(parseGridworld([['S', '.', '1*']]), defaultGridSettings);
    while (runner.step(100));
    expect(runner.snapshot()).toMatchObject({ converged: true, stopped: null });
  });

  it('stops value iteration at the sweep limit with γ = 1 and counts the cells whose episodes never end', () => {
    // No terminal cell and −1 for every move: values fall for ever.
    const endless = parseGridworld([['-1', '-1', '-1']]);
    const runner = createGridRunner(endless, { ...defaultGridSettings, gamma: 1 });
    while (runner.step(1000));
    expect(runner.snapshot()).toMatchObject({
      converged: false,
      stopped: 'sweep-limit',
      endlessCells: 3,
      iteration: 5000,
    });
    // Discounted, the same world converges (to −1 / (1 − γ) = −10).
    const discounted = createGridRunner(endless, { ...defaultGridSettings, gamma: 0.9 });
    while (discounted.step(1000));
    expect(discounted.snapshot()).toMatchObject({ converged: true, stopped: null, endlessCells: 0 });
  });
});
