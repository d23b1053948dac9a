/**
 * Joint-space trajectories: a quintic move from one pose to another, timed so that no joint exceeds
 * its velocity or acceleration limit and the arm starts and ends at rest. The Cartesian straight line
 * lives in cartesian-line.ts and is re-exported here so the pages import both from one place.
 */

import {
  PEAK_CURVATURE,
  PEAK_RATE,
  quinticCurvature,
  quinticPosition,
  quinticRate,
  sampleTimes,
} from './quintic-profile.ts';
import type { RobotModel } from './robot-model.ts';
import {
  normaliseOptions,
  TIMING_MARGIN,
  toolPoint,
  type Trajectory,
  type TrajectoryOptions,
  type TrajectorySample,
} from './trajectory-shared.ts';

export { cartesianLineTrajectory } from './cartesian-line.ts';
export type { Trajectory, TrajectoryOptions, TrajectorySample } from './trajectory-shared.ts';

/**
 * Quintic move from qStart to qEnd in joint space. The duration is the shortest for which the joint with
 * the hardest move just reaches its velocity or acceleration limit (scaled by `speed`).
 *
 * @example quinticJointTrajectory(robots.scara, [0, 0, 0, 0], [1, 1, 100, 0]).duration // ≈ 0.47 s
 */
export function quinticJointTrajectory(
  model: RobotModel,
  qStart: ArrayLike<number>,
  qEnd: ArrayLike<number>,
  options?: TrajectoryOptions,
): Trajectory {
  const { dt, speed } = normaliseOptions(options);
  const joints = model.joints;
  const deltas = joints.map((_, j) => qEnd[j]! - qStart[j]!);
  let duration = 0;
  joints.forEach((joint, j) => {
    const distance = Math.abs(deltas[j]!);
    duration = Math.max(
      duration,
      (PEAK_RATE * distance) / (joint.maxVelocity * speed),
      Math.sqrt((PEAK_CURVATURE * distance) / (joint.maxAcceleration * speed)),
    );
  });
  duration *= TIMING_MARGIN;
  const samples = sampleTimes(duration, dt).map((t): TrajectorySample => {
    const tau = duration > 0 ? t / duration : 1;
    const s = quinticPosition(tau);
    const rate = duration > 0 ? quinticRate(tau) / duration : 0;
    const curvature = duration > 0 ? quinticCurvature(tau) / (duration * duration) : 0;
    // At τ = 1 use qEnd itself so the move ends exactly where asked.
    const q = deltas.map((delta, j) => (tau === 1 ? qEnd[j]! : qStart[j]! + s * delta));
    return {
      t,
      q,
      qd: deltas.map((delta) => delta * rate),
      qdd: deltas.map((delta) => delta * curvature),
      position: toolPoint(model, q),
    };
  });
  return { duration, samples };
}
