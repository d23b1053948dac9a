import type { JointSpec } from '@tinkerlabs/kinematics/robot-model';
import { describe, expect, it } from 'vitest';
import { displayLimits, fromDisplay, jointName, toDisplay } from './joint-units.ts';

const revolute: JointSpec = {
  symbol: 'θ1',
  label: 'Shoulder',
  type: 'revolute',
  min: -2.3038346,
  max: 2.3038346,
  home: 0,
  maxVelocity: 1,
  maxAcceleration: 1,
};
const prismatic: JointSpec = {
  symbol: 'd3',
  label: 'Quill',
  type: 'prismatic',
  min: 0,
  max: 200,
  home: 100,
  maxVelocity: 1,
  maxAcceleration: 1,
};

describe('joint units', () => {
  it('shows revolute joints in degrees and prismatic joints in millimetres', () => {
    expect(toDisplay(revolute, Math.PI / 2)).toBeCloseTo(90, 12);
    expect(fromDisplay(revolute, 90)).toBeCloseTo(Math.PI / 2, 12);
    expect(toDisplay(prismatic, 42)).toBe(42);
    expect(fromDisplay(prismatic, 42)).toBe(42);
  });

  it('names the joints "Joint n (symbol, unit)"', () => {
    expect(jointName(revolute, 0)).toBe('Joint 1 (θ1, deg)');
    expect(jointName(prismatic, 2)).toBe('Joint 3 (d3, mm)');
  });

  it('rounds display limits inwards so they convert back inside the real limits', () => {
    const { min, max } = displayLimits(revolute);
    expect(fromDisplay(revolute, min)).toBeGreaterThanOrEqual(revolute.min);
    expect(fromDisplay(revolute, max)).toBeLessThanOrEqual(revolute.max);
    expect(max).toBeCloseTo(132, 2);
  });
});
