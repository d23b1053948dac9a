import { parseGridworld } from '@tinkerlabs/rl/gridworld';
import { describe, expect, it } from 'vitest';
import { createGridRunner } from './grid-runner.ts';
import { defaultGridSettings } from './lab-settings.ts';

describe('createGridRunner', () => {
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
});
