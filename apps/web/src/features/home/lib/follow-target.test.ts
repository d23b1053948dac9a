import { describe, expect, it } from 'vitest';
import { demoPoint, followTarget, planarPose, restQ } from './follow-target.ts';

const near = (point: readonly number[], expected: readonly number[], digits = 6) =>
  point.forEach((value, axis) => expect(value).toBeCloseTo(expected[axis]!, digits));

describe('followTarget', () => {
  it('puts the tool on a point within reach, keeping the elbow on the side it was', () => {
    const right = followTarget(restQ, [400, 250]);
    expect(right.reached).toBe(true);
    near(right.tool, [400, 250]);
    expect(right.q[1]).toBeGreaterThan(0); // the rest pose has its elbow at +60°
    const left = followTarget([0, -1, 100, 0], [400, 250]);
    near(left.tool, [400, 250]);
    expect(left.q[1]).toBeLessThan(0);
  });

  it('places the elbow at the end of the first arm (325 mm)', () => {
    const pose = followTarget(restQ, [300, -200]);
    expect(Math.hypot(...pose.elbow)).toBeCloseTo(325, 6);
    expect(Math.hypot(pose.tool[0] - pose.elbow[0], pose.tool[1] - pose.elbow[1])).toBeCloseTo(275, 6);
  });

  it('pulls a point beyond the reach in along its ray, and says it was not reached', () => {
    const pose = followTarget(restQ, [900, 0]);
    expect(pose.reached).toBe(false);
    expect(Math.hypot(...pose.tool)).toBeCloseTo(599.5, 3);
    expect(Math.atan2(pose.tool[1], pose.tool[0])).toBeCloseTo(0, 6);
  });

  it('pushes a point too near the shoulder out to the smallest radius the elbow allows', () => {
    const pose = followTarget(restQ, [50, 50]);
    expect(pose.reached).toBe(false);
    expect(Math.hypot(...pose.tool)).toBeCloseTo(163.1, 1);
  });

  it('leaves the arm where it was behind the base, where the shoulder limit blocks it', () => {
    const pose = followTarget(restQ, [-500, 0]);
    expect(pose.reached).toBe(false);
    expect(pose.q).toEqual(restQ);
  });
});

describe('planarPose', () => {
  it('draws the rest pose with the elbow straight ahead and the tool 60° round', () => {
    const pose = planarPose(restQ);
    near(pose.elbow, [325, 0]);
    near(pose.tool, [325 + 275 * Math.cos(Math.PI / 3), 275 * Math.sin(Math.PI / 3)]);
  });
});

describe('demoPoint', () => {
  it('stays where the arm reaches, all the way round', () => {
    for (let t = 0; t <= 1; t += 0.01) {
      expect(followTarget(restQ, demoPoint(t)).reached).toBe(true);
    }
  });
});
