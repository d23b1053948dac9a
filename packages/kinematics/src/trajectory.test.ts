import { describe, expect, it } from 'vitest';
import { endEffectorPosition } from './forward.ts';
import { inverseKinematics } from './inverse.ts';
import { robotIds, robots } from './robots.ts';
import { distance, randomJoints, withinLimits } from './test-support.ts';
import { cartesianLineTrajectory, quinticJointTrajectory, type Trajectory } from './trajectory.ts';
import type { RobotModel } from './robot-model.ts';

/** Largest ratio of |qd| / limit and |qdd| / limit over all samples and joints (≤ 1 means within limits). */
function worstLimitRatio(model: RobotModel, trajectory: Trajectory, speed = 1): number {
  let worst = 0;
  for (const sample of trajectory.samples) {
    model.joints.forEach((joint, j) => {
      worst = Math.max(
        worst,
        Math.abs(sample.qd[j]!) / (joint.maxVelocity * speed),
        Math.abs(sample.qdd[j]!) / (joint.maxAcceleration * speed),
      );
    });
  }
  return worst;
}

function expectAtRestAtBothEnds(trajectory: Trajectory) {
  const first = trajectory.samples[0]!;
  const last = trajectory.samples.at(-1)!;
  expect(first.t).toBe(0);
  expect(last.t).toBeCloseTo(trajectory.duration, 12);
  for (const sample of [first, last]) {
    for (const value of [...sample.qd, ...sample.qdd]) expect(Math.abs(value)).toBeLessThan(1e-9);
  }
}

describe('quinticJointTrajectory', () => {
  it.each(robotIds)('%s: starts and ends at rest and reaches every limit but never exceeds one', (id) => {
    const model = robots[id];
    const next = randomJoints(model, 41);
    for (let i = 0; i < 20; i++) {
      const qStart = next();
      const qEnd = next();
      const trajectory = quinticJointTrajectory(model, qStart, qEnd, { dt: 0.01 });
      expectAtRestAtBothEnds(trajectory);
      expect(trajectory.samples[0]!.q).toEqual(qStart);
      expect(trajectory.samples.at(-1)!.q).toEqual(qEnd);
      const ratio = worstLimitRatio(model, trajectory);
      expect(ratio).toBeLessThanOrEqual(1);
      // The duration is the shortest allowed: the hardest joint comes close to a limit at some sample.
      expect(ratio).toBeGreaterThan(0.97);
      expect(trajectory.samples.every((sample) => withinLimits(model, sample.q))).toBe(true);
    }
  });

  it('scales the duration with the speed option and spaces samples by at most dt', () => {
    const model = robots.scara;
    const full = quinticJointTrajectory(model, [0, 0, 0, 0], [1, 1, 100, 0]);
    const half = quinticJointTrajectory(model, [0, 0, 0, 0], [1, 1, 100, 0], { speed: 0.25, dt: 0.02 });
    // Velocity-bound moves take 1/speed as long, acceleration-bound ones 1/√speed.
    expect(half.duration).toBeGreaterThanOrEqual(full.duration * 2 * (1 - 1e-12));
    expect(half.duration).toBeLessThanOrEqual(full.duration * 4 * (1 + 1e-12));
    expect(worstLimitRatio(model, half, 0.25)).toBeLessThanOrEqual(1);
    expect(worstLimitRatio(model, half, 0.25)).toBeGreaterThan(0.97);
    const gaps = half.samples.slice(1).map((sample, k) => sample.t - half.samples[k]!.t);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(0.02 + 1e-12);
    expect(half.samples[10]!.position).toEqual([...endEffectorPosition(model, half.samples[10]!.q)]);
  });

  it('returns a single resting sample when start and end coincide', () => {
    const trajectory = quinticJointTrajectory(robots.cartesian, [100, 100, 100], [100, 100, 100]);
    expect(trajectory.duration).toBe(0);
    expect(trajectory.samples).toHaveLength(1);
  });
});

describe('cartesianLineTrajectory', () => {
  const lines: {
    id: (typeof robotIds)[number];
    qStart: number[];
    target: { x: number; y: number; z: number; toolAngle?: number };
  }[] = [
    { id: 'scara', qStart: [0.2, 1.2, 50, 0], target: { x: 300, y: -250, z: 120, toolAngle: 1 } },
    { id: 'cartesian', qStart: [250, 400, 100], target: { x: 700, y: 450, z: 80 } },
    { id: 'spherical', qStart: [0, Math.PI / 2, 500], target: { x: 300, y: 600, z: 400 } },
    { id: 'cylindrical', qStart: [-0.5, 20, 300], target: { x: 350, y: 250, z: 340 } },
  ];

  it.each(lines)(
    '$id: follows the straight line, at rest at both ends, within the limits',
    ({ id, qStart, target }) => {
      const model = robots[id];
      const result = cartesianLineTrajectory(model, qStart, target, { dt: 0.01 });
      if (!result.ok) throw new Error(result.message);
      const { trajectory } = result;
      expectAtRestAtBothEnds(trajectory);
      expect(worstLimitRatio(model, trajectory)).toBeLessThanOrEqual(1);
      const start = endEffectorPosition(model, qStart);
      const end = [target.x, target.y, target.z];
      const direction = end.map((v, k) => v - start[k]!);
      const length = Math.hypot(...direction);
      let worstOffLine = 0;
      for (const sample of trajectory.samples) {
        expect(withinLimits(model, sample.q)).toBe(true);
        const point = endEffectorPosition(model, sample.q);
        const along = direction.reduce((sum, d, k) => sum + d * (point[k]! - start[k]!), 0) / length;
        const foot = direction.map((d, k) => start[k]! + (d * along) / length);
        worstOffLine = Math.max(worstOffLine, distance(point, foot));
        expect(along).toBeGreaterThanOrEqual(-1e-6);
        expect(along).toBeLessThanOrEqual(length + 1e-6);
      }
      expect(worstOffLine).toBeLessThan(1e-6);
      expect(distance(trajectory.samples.at(-1)!.position, end)).toBeLessThan(1e-6);
      expect(distance(trajectory.samples[0]!.position, start)).toBeLessThan(1e-6);
    },
  );

  it('turns the SCARA tool evenly to the requested yaw', () => {
    const result = cartesianLineTrajectory(robots.scara, [0.2, 1.2, 50, 0], {
      x: 300,
      y: -250,
      z: 120,
      toolAngle: 1,
    });
    if (!result.ok) throw new Error(result.message);
    const last = result.trajectory.samples.at(-1)!.q;
    expect(robots.scara.kernel.toolAngle(last)).toBeCloseTo(1, 9);
  });

  it('refuses a target out of reach, with the reason', () => {
    const result = cartesianLineTrajectory(robots.scara, [0, 1, 50, 0], { x: 900, y: 0, z: 200 });
    expect(result).toMatchObject({ ok: false, reason: 'out_of_reach' });
  });

  it('refuses a line that crosses the hole around the SCARA shoulder', () => {
    // Both ends are reachable; the segment between them passes 54 mm from the shoulder axis.
    const start = inverseKinematics(robots.scara, { x: 300, y: -250, z: 200 });
    if (!start.ok) throw new Error(start.message);
    expect(inverseKinematics(robots.scara, { x: -200, y: 300, z: 200 }).ok).toBe(true);
    const result = cartesianLineTrajectory(robots.scara, start.solutions[0]!.q, { x: -200, y: 300, z: 200 });
    expect(result).toMatchObject({ ok: false, reason: 'joint_limit' });
    expect(!result.ok && result.message).toMatch(
      /^The straight line leaves the workspace \d+% of the way along/,
    );
  });

  it('refuses a line on which the elbow posture would have to flip', () => {
    // Elbow left from this start runs into the shoulder limit; only elbow right continues.
    const result = cartesianLineTrajectory(robots.scara, [1.827, -1.109, 151.059, 2.808], {
      x: -102.6,
      y: -159.9,
      z: 141.3,
    });
    expect(result).toMatchObject({ ok: false, reason: 'joint_limit' });
    expect(!result.ok && result.message).toContain('jump from elbow left to elbow right');
  });

  it('refuses a line on which the SCARA roll would have to unwind a whole turn', () => {
    const result = cartesianLineTrajectory(robots.scara, [1.537, -1.158, 199.657, -6.111], {
      x: 467.4,
      y: -35.8,
      z: 237.2,
    });
    expect(result).toMatchObject({ ok: false, reason: 'joint_limit' });
    expect(!result.ok && result.message).toContain('Tool roll (θ4) to jump');
  });

  it('returns a single resting sample when the tool is already at the target', () => {
    const q = [300, 200, 100];
    const [x, y, z] = endEffectorPosition(robots.cartesian, q);
    const result = cartesianLineTrajectory(robots.cartesian, q, { x: x!, y: y!, z: z! });
    expect(result).toMatchObject({ ok: true, trajectory: { duration: 0 } });
  });
});
