import type { IkResult } from '@tinkerlabs/kinematics/robot-model';
import { describe, expect, it } from 'vitest';
import { solutionChoice, unavailablePostureMessage } from './solution-choice.ts';

const both: IkResult = {
  ok: true,
  solutions: [
    { label: 'Boom forward', q: [0.3, 1.5, 500] },
    { label: 'Boom over the top', q: [-2.3, -1.5, 500] },
  ],
};
const forwardOnly: IkResult = { ok: true, solutions: [{ label: 'Boom forward', q: [0.3, 1.5, 500] }] };

describe('solutionChoice', () => {
  it('offers the given solution until a posture is chosen', () => {
    expect(solutionChoice(both, null, 1)).toEqual({ index: 1, unavailable: null });
  });

  it('finds the chosen posture by its name wherever it is in the list', () => {
    expect(solutionChoice(both, 'Boom over the top', 0)).toEqual({ index: 1, unavailable: null });
    expect(solutionChoice(forwardOnly, 'Boom forward', 0)).toEqual({ index: 0, unavailable: null });
  });

  it('names the chosen posture when it cannot reach the target instead of taking another', () => {
    expect(solutionChoice(forwardOnly, 'Boom over the top', 0)).toEqual({
      index: null,
      unavailable: 'Boom over the top',
    });
    expect(unavailablePostureMessage('Boom over the top', ['Boom forward'])).toBe(
      '“Boom over the top” cannot reach this target: choose “Boom forward” or change the target.',
    );
  });
});
