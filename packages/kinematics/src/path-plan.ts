/**
 * Motion plans for the page: a move to a target or a tour of the taught points, as one time-stamped
 * trajectory from the kinematics package, and the arm's pose at any time along it.
 */
import { endEffectorPosition, toolYaw } from './forward.ts';
import type { RobotModel, Target } from './robot-model.ts';
import {
  cartesianLineTrajectory,
  quinticJointTrajectory,
  type Trajectory,
  type TrajectorySample,
} from './trajectory.ts';

/** How the tool travels: a quintic in joint space, or a straight line of the tool. */
export type PathKind = 'joint' | 'line';

export type PlanResult = { ok: true; trajectory: Trajectory } | { ok: false; message: string };

/** The target that puts the tool where joint values q put it (position, and yaw for the SCARA). */
export function targetOf(model: RobotModel, q: readonly number[]): Target {
  const [x = 0, y = 0, z = 0] = endEffectorPosition(model, q);
  return model.id === 'scara' ? { x, y, z, toolAngle: toolYaw(model, q) } : { x, y, z };
}

/** One leg: the joint-space quintic to `qEnd`, or the tool's straight line to where `qEnd` puts it. */
export function planLeg(
  model: RobotModel,
  qStart: readonly number[],
  qEnd: readonly number[],
  kind: PathKind,
  speed: number,
): PlanResult {
  if (kind === 'joint') {
    return { ok: true, trajectory: quinticJointTrajectory(model, [...qStart], [...qEnd], { speed }) };
  }
  const line = cartesianLineTrajectory(model, [...qStart], targetOf(model, qEnd), { speed });
  if (!line.ok) return { ok: false, message: line.message };
  return { ok: true, trajectory: endExactlyAt(line.trajectory, qEnd) };
}

/**
 * The line's last sample comes from inverse kinematics; when it is the same pose as `qEnd` (not the
 * other elbow), the exact joint values replace it so a taught point is reached to the last bit.
 */
function endExactlyAt(trajectory: Trajectory, qEnd: readonly number[]): Trajectory {
  const last = trajectory.samples[trajectory.samples.length - 1];
  if (!last || last.q.some((value, index) => Math.abs(value - (qEnd[index] ?? value)) > 1e-6)) {
    return trajectory;
  }
  const samples = [...trajectory.samples.slice(0, -1), { ...last, q: [...qEnd] }];
  return { duration: trajectory.duration, samples };
}

/** Legs one after another in one trajectory; time runs on across the joins. */
export function concatTrajectories(legs: readonly Trajectory[]): Trajectory {
  const samples: TrajectorySample[] = [];
  let offset = 0;
  for (const leg of legs) {
    for (const [index, sample] of leg.samples.entries()) {
      // The first sample of a leg repeats the last of the one before.
      if (index === 0 && samples.length > 0) continue;
      samples.push({ ...sample, t: sample.t + offset });
    }
    offset += leg.duration;
  }
  return { duration: offset, samples };
}

/** The tour from the current pose through every taught point, or the first leg that cannot be planned. */
export function planTour(
  model: RobotModel,
  qStart: readonly number[],
  points: readonly (readonly number[])[],
  kind: PathKind,
  speed: number,
): PlanResult {
  const legs: Trajectory[] = [];
  let from = qStart;
  for (const [index, point] of points.entries()) {
    const leg = planLeg(model, from, point, kind, speed);
    if (!leg.ok) return { ok: false, message: `Point ${index + 1}: ${leg.message}` };
    legs.push(leg.trajectory);
    // A straight line may end in the other elbow posture: the next leg starts where the arm really is.
    from = leg.trajectory.samples[leg.trajectory.samples.length - 1]?.q ?? point;
  }
  return { ok: true, trajectory: concatTrajectories(legs) };
}

/** The joint values at time t, interpolated linearly between the two samples around it. */
export function poseAt(trajectory: Trajectory, t: number): number[] {
  const { samples } = trajectory;
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last) return [];
  if (t <= first.t) return [...first.q];
  if (t >= last.t) return [...last.q];
  let low = 0;
  let high = samples.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if ((samples[middle]?.t ?? 0) <= t) low = middle;
    else high = middle;
  }
  const before = samples[low] ?? first;
  const after = samples[high] ?? last;
  const span = after.t - before.t;
  const share = span > 0 ? (t - before.t) / span : 1;
  return before.q.map((value, index) => value + ((after.q[index] ?? value) - value) * share);
}
