/**
 * Cartesian straight-line motion: the tool point moves along the segment from where the arm is to the
 * target (the SCARA tool yaw turns evenly on the way). Inverse kinematics runs at every sample, each
 * time taking the solution nearest the previous one; the quintic timing is stretched until no joint
 * exceeds its velocity or acceleration limit at any sample.
 */

import { wrapAngle } from './angles.ts';
import { hasKernel, type ArmModel } from './arms/arm-kernel.ts';
import { formatJointValue } from './arms/failure-messages.ts';
import { ikBufferLength, inverseKinematics } from './inverse.ts';
import { pickNearestSolution } from './nearest-solution.ts';
import { quinticCurvature, quinticPosition, quinticRate, sampleTimes } from './quintic-profile.ts';
import type { IkFailure, RobotModel, Target } from './robot-model.ts';
import {
  normaliseOptions,
  TIMING_MARGIN,
  toolPoint,
  type Trajectory,
  type TrajectoryOptions,
} from './trajectory-shared.ts';

export type CartesianLineResult =
  { ok: true; trajectory: Trajectory } | { ok: false; reason: IkFailure; message: string };

/** Path resolution for the reachability walk: one IK check per millimetre (or half degree of tool yaw). */
const WALK_STEP_MM = 1;
const WALK_STEP_YAW = Math.PI / 360;
const MAX_WALK_STEPS = 20_000;
/** A step bigger than this fraction of a joint's range means the arm would jump to another posture. */
const POSTURE_JUMP = 0.05;
/** Finite-difference step in path parameter s for dq/ds and d²q/ds². */
const DIFFERENCE_STEP = 1e-4;

/** IK along the segment: solveAt(s) gives the pose at fraction s of the way, nearest to a reference pose. */
interface LinePath {
  model: ArmModel;
  start: [number, number, number];
  delta: readonly [number, number, number];
  /** Writes into out the solution nearest to reference; returns the posture step, or −1 when unreachable. */
  solveAt(s: number, reference: ArrayLike<number>, out: number[]): number;
}

function linePath(model: ArmModel, qStart: ArrayLike<number>, target: Target): LinePath {
  const start = toolPoint(model, qStart);
  const startYaw = model.kernel.toolAngle(qStart);
  const yawTurn = target.toolAngle === undefined ? 0 : wrapAngle(target.toolAngle - startYaw);
  const delta = [target.x - start[0], target.y - start[1], target.z - start[2]] as const;
  const buffer = new Float64Array(ikBufferLength(model));
  return {
    model,
    start,
    delta,
    solveAt(s, reference, out) {
      const count = model.kernel.solve(
        start[0] + s * delta[0],
        start[1] + s * delta[1],
        start[2] + s * delta[2],
        startYaw + s * yawTurn,
        buffer,
      );
      return count === 0 ? -1 : pickNearestSolution(model, buffer, count, reference, out);
    },
  };
}

type LineFailure = { ok: false; reason: IkFailure; message: string };

/** Checks the line densely (reachable everywhere, no jump between postures); the poses, or why not. */
function walkLine(path: LinePath, qStart: ArrayLike<number>, steps: number): number[][] | LineFailure {
  const { model, start, delta } = path;
  const walk: number[][] = [];
  let previous: ArrayLike<number> = qStart;
  for (let k = 0; k <= steps; k++) {
    const s = k / steps;
    const q = new Array<number>(model.joints.length);
    const step = path.solveAt(s, previous, q);
    const where = `${Math.round(s * 100)}% of the way along`;
    if (step < 0) {
      const point = { x: start[0] + s * delta[0], y: start[1] + s * delta[1], z: start[2] + s * delta[2] };
      const failure = inverseKinematics(model, point);
      const message = failure.ok
        ? 'No posture reaches it.'
        : failure.message.replace(/^The target/, 'That point');
      const at = [point.x, point.y, point.z].map((v) => v.toFixed(1)).join(', ');
      return {
        ok: false,
        reason: failure.ok ? 'out_of_reach' : failure.reason,
        message: `The straight line leaves the workspace ${where}, at (${at}) mm. ${message}`,
      };
    }
    if (step > POSTURE_JUMP) return jumpFailure(model, previous, q, where);
    walk.push(q);
    previous = q;
  }
  return walk;
}

/** Explains a jump: between postures (elbow left → right), or of one joint by a whole turn (the SCARA roll). */
function jumpFailure(model: ArmModel, from: ArrayLike<number>, to: number[], where: string): LineFailure {
  const fromLabel = model.kernel.solutionLabel(from);
  const toLabel = model.kernel.solutionLabel(to);
  if (fromLabel !== toLabel) {
    return {
      ok: false,
      reason: 'joint_limit',
      message: `Following the straight line would force the arm to jump from ${fromLabel.toLowerCase()} to ${toLabel.toLowerCase()} ${where}, because a joint limit ends the first posture there.`,
    };
  }
  const relativeStep = (j: number) =>
    Math.abs(to[j]! - from[j]!) / (model.joints[j]!.max - model.joints[j]!.min);
  const index = model.joints.reduce((best, _, j) => (relativeStep(j) > relativeStep(best) ? j : best), 0);
  const joint = model.joints[index]!;
  return {
    ok: false,
    reason: 'joint_limit',
    message: `Following the straight line would force ${joint.label} (${joint.symbol}) to jump from ${formatJointValue(joint, from[index]!)} to ${formatJointValue(joint, to[index]!)} ${where}, because its limit ends the smooth motion there.`,
  };
}

interface PathPoint {
  q: number[];
  /** dq/ds and d²q/ds² along the path parameter s. */
  first: number[];
  second: number[];
}

/** The pose at s and its path derivatives by finite differences (one-sided at the segment's ends). */
function pathPointAt(path: LinePath, s: number, reference: ArrayLike<number>): PathPoint {
  const size = path.model.joints.length;
  const h = DIFFERENCE_STEP;
  const q = new Array<number>(size);
  const near = new Array<number>(size);
  const far = new Array<number>(size);
  const first = new Array<number>(size);
  const second = new Array<number>(size);
  path.solveAt(s, reference, q);
  if (s - h >= 0 && s + h <= 1) {
    path.solveAt(s - h, q, near);
    path.solveAt(s + h, q, far);
    for (let j = 0; j < size; j++) {
      first[j] = (far[j]! - near[j]!) / (2 * h);
      second[j] = (far[j]! - 2 * q[j]! + near[j]!) / (h * h);
    }
  } else {
    const direction = s - h < 0 ? 1 : -1;
    path.solveAt(s + direction * h, q, near);
    path.solveAt(s + direction * 2 * h, near, far);
    for (let j = 0; j < size; j++) {
      first[j] = (direction * (-3 * q[j]! + 4 * near[j]! - far[j]!)) / (2 * h);
      second[j] = (q[j]! - 2 * near[j]! + far[j]!) / (h * h);
    }
  }
  return { q, first, second };
}

/**
 * Shortest duration keeping every joint within `speed` × its limits at the sample points τ, with
 * q̇ = q′·ṡ and q̈ = q′·s̈ + q″·ṡ² for s = s(τ), τ = t / duration.
 */
function shortestDuration(model: RobotModel, taus: number[], points: PathPoint[], speed: number): number {
  let duration = 0;
  points.forEach(({ first, second }, k) => {
    const rate = quinticRate(taus[k]!);
    const curvature = quinticCurvature(taus[k]!);
    model.joints.forEach((joint, j) => {
      const velocity = Math.abs(first[j]! * rate);
      const acceleration = Math.abs(first[j]! * curvature + second[j]! * rate * rate);
      duration = Math.max(
        duration,
        velocity / (joint.maxVelocity * speed),
        Math.sqrt(acceleration / (joint.maxAcceleration * speed)),
      );
    });
  });
  return duration * TIMING_MARGIN;
}

/**
 * Straight-line move of the tool point from FK(qStart) to `target`, or why it cannot be done: the line
 * leaves the workspace somewhere, or following it would force a jump between postures.
 *
 * @example cartesianLineTrajectory(robots.cartesian, [250, 400, 100], { x: 600, y: 300, z: 150 })
 */
export function cartesianLineTrajectory(
  model: RobotModel,
  qStart: ArrayLike<number>,
  target: Target,
  options?: TrajectoryOptions,
): CartesianLineResult {
  if (!hasKernel(model)) throw new Error(`Robot model '${model.id}' has no closed-form solver.`);
  const { dt, speed } = normaliseOptions(options);
  const end = inverseKinematics(model, target);
  if (!end.ok) return end;

  const path = linePath(model, qStart, target);
  const yawTurn =
    target.toolAngle === undefined ? 0 : wrapAngle(target.toolAngle - model.kernel.toolAngle(qStart));
  const walkSteps = Math.min(
    MAX_WALK_STEPS,
    Math.ceil(Math.max(Math.hypot(...path.delta) / WALK_STEP_MM, Math.abs(yawTurn) / WALK_STEP_YAW)),
  );
  if (walkSteps === 0) {
    const zeros = model.joints.map(() => 0);
    const sample = { t: 0, q: Array.from(qStart), qd: zeros, qdd: [...zeros], position: path.start };
    return { ok: true, trajectory: { duration: 0, samples: [sample] } };
  }
  const walk = walkLine(path, qStart, walkSteps);
  if (!Array.isArray(walk)) return walk;

  // Each sample's IK is steered by the walked pose nearest to it, so it stays on the same posture.
  const pointsAt = (taus: number[]) =>
    taus.map((tau) => {
      const s = quinticPosition(tau);
      return pathPointAt(path, s, walk[Math.round(s * walkSteps)]!);
    });
  // A coarse estimate sets the sample count; the duration is then fitted to those very samples.
  const estimate = sampleTimes(1, 1 / 256);
  let duration = shortestDuration(model, estimate, pointsAt(estimate), speed) || dt;
  let taus: number[] = [];
  let points: PathPoint[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    taus = sampleTimes(1, dt / duration);
    points = pointsAt(taus);
    duration = shortestDuration(model, taus, points, speed);
    if (duration / (taus.length - 1) <= dt * 1.5) break;
  }

  const samples = points.map(({ q, first, second }, k) => {
    const rate = quinticRate(taus[k]!) / duration;
    const curvature = quinticCurvature(taus[k]!) / (duration * duration);
    return {
      t: taus[k]! * duration,
      q,
      qd: first.map((value) => value * rate),
      qdd: first.map((value, j) => value * curvature + second[j]! * rate * rate),
      position: toolPoint(model, q),
    };
  });
  return { ok: true, trajectory: { duration, samples } };
}
