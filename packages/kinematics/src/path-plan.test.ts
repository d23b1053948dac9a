import { describe, expect, it } from 'vitest';
import { endEffectorPosition, toolYaw } from './forward.ts';
import { concatTrajectories, planLeg, planTour, poseAt, targetOf } from './path-plan.ts';
import { robots } from './robots.ts';
import type { Trajectory } from './trajectory.ts';

const sample = (t: number, q: number[]) => ({
  t,
  q,
  qd: q.map(() => 0),
  qdd: q.map(() => 0),
  position: [0, 0, 0] as [number, number, number],
});
const leg = (duration: number, from: number, to: number): Trajectory => ({
  duration,
  samples: [sample(0, [from]), sample(duration / 2, [(from + to) / 2]), sample(duration, [to])],
});

describe('poseAt', () => {
  const trajectory = leg(2, 0, 10);

  it('interpolates between the samples around t', () => {
    expect(poseAt(trajectory, 0.5)).toEqual([2.5]);
    expect(poseAt(trajectory, 1.5)).toEqual([7.5]);
  });

  it('holds the first and last pose outside the trajectory', () => {
    expect(poseAt(trajectory, -1)).toEqual([0]);
    expect(poseAt(trajectory, 9)).toEqual([10]);
  });
});

describe('concatTrajectories', () => {
  it('runs time on across the legs and drops the repeated joint sample', () => {
    const whole = concatTrajectories([leg(2, 0, 10), leg(1, 10, 4)]);
    expect(whole.duration).toBe(3);
    expect(whole.samples.map((s) => s.t)).toEqual([0, 1, 2, 2.5, 3]);
    expect(poseAt(whole, 2.5)).toEqual([7]);
  });
});

describe('planning with the robot models', () => {
  const scara = robots.scara;
  const home = scara.joints.map((joint) => joint.home);
  const other = [0.4, 0.9, 150, 1];

  it('gives the SCARA target its tool yaw as the package defines it', () => {
    const target = targetOf(scara, other);
    expect(target.toolAngle).toBeCloseTo(other[0]! + other[1]! - other[3]!, 12);
    expect(toolYaw(scara, other)).toBeCloseTo(target.toolAngle!, 12);
    expect([target.x, target.y, target.z]).toEqual([...endEffectorPosition(scara, other)]);
  });

  it('ends a joint-space leg and a straight-line leg exactly at the taught pose', () => {
    for (const kind of ['joint', 'line'] as const) {
      const planned = planLeg(scara, home, other, kind, 1);
      if (!planned.ok) throw new Error(planned.message);
      expect(planned.trajectory.samples.at(-1)?.q).toEqual(other);
    }
  });

  it('keeps the line in its elbow posture when the taught pose used the other elbow', () => {
    const otherElbow = [0.4, -0.9, 150, 1];
    const planned = planLeg(scara, home, otherElbow, 'line', 1);
    if (!planned.ok) throw new Error(planned.message);
    const end = planned.trajectory.samples.at(-1)!;
    expect(end.q[1]).toBeGreaterThan(0);
    const [x, y, z] = endEffectorPosition(scara, otherElbow);
    expect(Math.hypot(end.position[0] - x!, end.position[1] - y!, end.position[2] - z!)).toBeLessThan(1e-6);
  });

  it('tours the points in order and names the point that cannot be reached in a straight line', () => {
    const tour = planTour(
      robots.cylindrical,
      [0, 60, 300],
      [
        [1, 60, 300],
        [-1, 0, 500],
      ],
      'joint',
      1,
    );
    if (!tour.ok) throw new Error(tour.message);
    expect(tour.trajectory.samples.at(-1)?.q).toEqual([-1, 0, 500]);
    // A straight line between opposite sides of the column passes through the unreachable middle.
    const line = planTour(robots.cylindrical, [0, 60, 300], [[Math.PI * 0.7, 60, 300]], 'line', 1);
    expect(line.ok).toBe(false);
    if (!line.ok) expect(line.message).toMatch(/^Point 1: /);
  });
});
