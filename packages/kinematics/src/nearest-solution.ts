/**
 * Picking, among inverse-kinematics solutions, the one closest to a reference pose: what keeps a
 * Cartesian path on one posture instead of jumping between elbow left and elbow right.
 */

import type { RobotModel } from './robot-model.ts';

const TWO_PI = 2 * Math.PI;

/**
 * Copies into `out` the solution (of `count` in `solutions`) nearest to `reference`, distance measured
 * per joint as a fraction of its range. A revolute joint that can turn more than a full turn (the SCARA
 * roll) is first moved by whole turns towards the reference, staying within its limits, so the motion
 * does not spin the tool round. Returns the largest per-joint step from the reference, as a fraction
 * of that joint's range (a big value means the arm would have to jump to another posture).
 */
export function pickNearestSolution(
  model: RobotModel,
  solutions: Float64Array,
  count: number,
  reference: ArrayLike<number>,
  out: number[],
): number {
  const joints = model.joints;
  const size = joints.length;
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let index = 0; index < count; index++) {
    let distance = 0;
    for (let j = 0; j < size; j++) {
      const joint = joints[j]!;
      const value = unwrapTowards(
        solutions[index * size + j]!,
        reference[j]!,
        joint.type,
        joint.min,
        joint.max,
      );
      solutions[index * size + j] = value;
      const step = (value - reference[j]!) / (joint.max - joint.min);
      distance += step * step;
    }
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  }
  let largestStep = 0;
  for (let j = 0; j < size; j++) {
    out[j] = solutions[best * size + j]!;
    largestStep = Math.max(
      largestStep,
      Math.abs(out[j]! - reference[j]!) / (joints[j]!.max - joints[j]!.min),
    );
  }
  return largestStep;
}

/**
 * `q` with every revolute joint that can turn more than a full turn (the SCARA roll) moved by whole
 * turns towards `reference`, staying within its limits: the same pose, reached from `reference`
 * without spinning the tool round. Inverse kinematics gives such a joint in (−180°, 180°].
 *
 * @example unwrapTowardsPose(robots.scara, [0, 1, 100, toRad(-170)], [0, 1, 100, toRad(170)]) // θ4 = 190°
 */
export function unwrapTowardsPose(
  model: RobotModel,
  q: ArrayLike<number>,
  reference: ArrayLike<number>,
): number[] {
  return model.joints.map((joint, j) =>
    unwrapTowards(q[j]!, reference[j] ?? q[j]!, joint.type, joint.min, joint.max),
  );
}

function unwrapTowards(value: number, reference: number, type: string, min: number, max: number): number {
  if (type !== 'revolute' || max - min <= TWO_PI) return value;
  const turns = Math.round((reference - value) / TWO_PI);
  const shifted = value + turns * TWO_PI;
  return shifted >= min && shifted <= max ? shifted : value;
}
