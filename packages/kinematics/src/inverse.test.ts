import { describe, expect, it } from 'vitest';
import { wrapAngle } from './angles.ts';
import { endEffectorPosition } from './forward.ts';
import { ikBufferLength, inverseKinematics, solveIkInto } from './inverse.ts';
import { seededRandom } from '@tinkerlabs/random/seeded-random';
import { robotIds, robots } from './robots.ts';
import { distance, randomJoints, withinLimits } from './test-support.ts';

const TARGETS = 10_000;
const TOLERANCE_MM = 1e-9;

describe('inverseKinematics properties', () => {
  it.each(robotIds)(
    '%s: FK(IK(p)) = p for 10 000 random reachable targets, always within the limits',
    (id) => {
      const model = robots[id];
      const next = randomJoints(model, 21);
      const point = new Float64Array(3);
      // Worst cases collected over the loop and checked once: expect() per sample would dominate the run time.
      let worstError = 0;
      let worstYaw = 0;
      let outOfLimits = 0;
      let originalMissing = 0;
      for (let i = 0; i < TARGETS; i++) {
        const q = next();
        endEffectorPosition(model, q, point);
        const toolAngle = model.kernel.toolAngle(q);
        const result = inverseKinematics(model, { x: point[0]!, y: point[1]!, z: point[2]!, toolAngle });
        if (!result.ok)
          throw new Error(`${id}: no solution for the FK of ${q.join(', ')}: ${result.message}`);
        for (const { q: solution } of result.solutions) {
          worstError = Math.max(worstError, distance(endEffectorPosition(model, solution), point));
          worstYaw = Math.max(worstYaw, Math.abs(wrapAngle(model.kernel.toolAngle(solution) - toolAngle)));
          if (!withinLimits(model, solution)) outOfLimits++;
        }
        // One of the solutions is the pose the target came from (revolute joints compared up to whole turns).
        const matches = result.solutions.some(({ q: solution }) =>
          model.joints.every((joint, j) =>
            joint.type === 'revolute'
              ? Math.abs(wrapAngle(solution[j]! - q[j]!)) < 1e-9
              : Math.abs(solution[j]! - q[j]!) < 1e-9,
          ),
        );
        if (!matches) originalMissing++;
      }
      expect(worstError).toBeLessThan(TOLERANCE_MM);
      expect(worstYaw).toBeLessThan(1e-9);
      expect(outOfLimits).toBe(0);
      expect(originalMissing).toBe(0);
    },
  );

  it.each(robotIds)('%s: random targets in and around the workspace are solved exactly or refused', (id) => {
    const model = robots[id];
    const random = seededRandom(33);
    const { min, max } = model.bounds;
    let solved = 0;
    let worstError = 0;
    let outOfLimits = 0;
    let untypedFailures = 0;
    for (let i = 0; i < TARGETS; i++) {
      // A box 20% larger than the workspace bounds, so both outcomes occur.
      const target = {
        x: min[0] + (max[0] - min[0]) * (1.2 * random() - 0.1),
        y: min[1] + (max[1] - min[1]) * (1.2 * random() - 0.1),
        z: min[2] + (max[2] - min[2]) * (1.2 * random() - 0.1),
        toolAngle: (random() - 0.5) * 2 * Math.PI,
      };
      const result = inverseKinematics(model, target);
      if (!result.ok) {
        if (!['out_of_reach', 'joint_limit'].includes(result.reason) || result.message.length < 20)
          untypedFailures++;
        continue;
      }
      solved++;
      for (const { q } of result.solutions) {
        worstError = Math.max(
          worstError,
          distance(endEffectorPosition(model, q), [target.x, target.y, target.z]),
        );
        if (!withinLimits(model, q)) outOfLimits++;
      }
    }
    expect(worstError).toBeLessThan(TOLERANCE_MM);
    expect(outOfLimits).toBe(0);
    expect(untypedFailures).toBe(0);
    expect(solved).toBeGreaterThan(TARGETS / 20);
    expect(solved).toBeLessThan(TARGETS);
  });

  it.each(robotIds)('%s: never returns a pose for targets outside the workspace box', (id) => {
    const model = robots[id];
    const random = seededRandom(44);
    const { min, max } = model.bounds;
    let posesReturned = 0;
    for (let i = 0; i < 2000; i++) {
      const axis = i % 3;
      const target = [0, 1, 2].map((k) => min[k]! + (max[k]! - min[k]!) * random());
      // Push one coordinate past a face of the box.
      target[axis] = random() < 0.5 ? min[axis]! - 1e-6 - 500 * random() : max[axis]! + 1e-6 + 500 * random();
      if (inverseKinematics(model, { x: target[0]!, y: target[1]!, z: target[2]! }).ok) posesReturned++;
    }
    expect(posesReturned).toBe(0);
  });

  it('the hot path agrees with inverseKinematics and writes solutions back to back', () => {
    const model = robots.scara;
    const out = new Float64Array(ikBufferLength(model));
    expect(out).toHaveLength(8);
    const count = solveIkInto(model, 400, 150, 200, 0.3, out);
    const result = inverseKinematics(model, { x: 400, y: 150, z: 200, toolAngle: 0.3 });
    if (!result.ok) throw new Error(result.message);
    expect(count).toBe(2);
    expect(result.solutions.flatMap((solution) => solution.q)).toEqual([...out]);
    expect(solveIkInto(model, 900, 0, 200, 0, out)).toBe(0);
  });
});

describe('inverseKinematics answers', () => {
  it('labels the two SCARA elbow postures', () => {
    const result = inverseKinematics(robots.scara, { x: 400, y: 100, z: 200 });
    if (!result.ok) throw new Error(result.message);
    expect(result.solutions.map((solution) => solution.label)).toEqual(['Elbow right', 'Elbow left']);
    expect(result.solutions[0]!.q[1]).toBeGreaterThan(0);
    expect(result.solutions[1]!.q[1]).toBeLessThan(0);
  });

  it('reports one stretched posture at the edge of the SCARA reach', () => {
    const result = inverseKinematics(robots.scara, { x: 0, y: 600, z: 150 });
    if (!result.ok) throw new Error(result.message);
    expect(result.solutions).toHaveLength(1);
    expect(result.solutions[0]!.label).toBe('Arm stretched');
  });

  it('explains targets out of reach with the distance and the reach', () => {
    expect(inverseKinematics(robots.scara, { x: 812, y: 0, z: 200 })).toEqual({
      ok: false,
      reason: 'out_of_reach',
      message: 'The target is 812.0 mm from the shoulder axis; this arm reaches 600.0 mm.',
    });
    const tooHigh = inverseKinematics(robots.scara, { x: 400, y: 0, z: 350 });
    expect(tooHigh).toMatchObject({ ok: false, reason: 'out_of_reach' });
    const boom = inverseKinematics(robots.spherical, { x: 1200, y: 0, z: 660 });
    expect(boom).toMatchObject({ ok: false, reason: 'out_of_reach' });
    expect(!boom.ok && boom.message).toContain('boom extended to');
    expect(inverseKinematics(robots.cartesian, { x: 900, y: 100, z: 100 })).toMatchObject({
      reason: 'out_of_reach',
    });
    expect(inverseKinematics(robots.cylindrical, { x: 100, y: 0, z: 300 })).toMatchObject({
      reason: 'out_of_reach',
    });
  });

  it('names the joint whose limit blocks a target the links could reach', () => {
    const behind = inverseKinematics(robots.scara, { x: -450, y: 0, z: 200 });
    expect(behind).toMatchObject({ ok: false, reason: 'joint_limit' });
    expect(!behind.ok && behind.message).toContain('Shoulder (θ1)');
    const inner = inverseKinematics(robots.scara, { x: 100, y: 0, z: 200 });
    expect(inner).toMatchObject({ ok: false, reason: 'joint_limit' });
    expect(!inner.ok && inner.message).toContain('162.6 mm');
    expect(inverseKinematics(robots.cylindrical, { x: -400, y: 0, z: 300 })).toMatchObject({
      reason: 'joint_limit',
    });
    expect(inverseKinematics(robots.spherical, { x: 100, y: 500, z: 100 })).toMatchObject({
      reason: 'joint_limit',
    });
  });

  it('refuses non-finite targets', () => {
    expect(inverseKinematics(robots.cartesian, { x: Number.NaN, y: 0, z: 100 })).toMatchObject({ ok: false });
  });
});
