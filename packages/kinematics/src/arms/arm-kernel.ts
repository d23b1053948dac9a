/**
 * The closed-form core behind each robot model. The public functions (forward, inverse, jacobian,
 * workspace) dispatch to it so the hot paths run on plain numbers with no allocation, while the
 * generic DH chain stays available for drawing frames and for checking the closed forms in tests.
 */

import type { IkFailure, RobotModel, Target } from '../robot-model.ts';

export interface SingularityReport {
  singular: boolean;
  /** 0 at a singularity, 1 at the best-conditioned pose (see each arm for its definition). */
  measure: number;
  description: string | null;
}

export interface ArmKernel {
  /** Tool-point position for joint values q, written into out[0..2]. Allocation-free. */
  position(q: ArrayLike<number>, out: Float64Array): void;
  /** Writes every solution within the limits into out (one joint vector after another); returns the count. */
  solve(x: number, y: number, z: number, toolAngle: number, out: Float64Array): number;
  /** The largest count solve() can return, so callers can size their buffers. */
  maxSolutions: number;
  /** 'Elbow left', 'Only solution', … for a solution returned by solve(). */
  solutionLabel(q: ArrayLike<number>): string;
  /** Why solve() found nothing: the target's distance versus the arm's reach, or the joint that blocks. */
  explainFailure(target: Target): { reason: IkFailure; message: string };
  singularity(q: ArrayLike<number>): SingularityReport;
  /** World yaw of the tool for q (SCARA θ1 + θ2 − θ4); 0 for arms without a tool roll. */
  toolAngle(q: ArrayLike<number>): number;
}

/** A robot model together with its closed-form kernel; every model in `robots` is one. */
export interface ArmModel extends RobotModel {
  kernel: ArmKernel;
}

export function hasKernel(model: RobotModel): model is ArmModel {
  return 'kernel' in model && typeof (model as ArmModel).kernel === 'object';
}

/**
 * How far outside a limit a computed joint value may fall and still count as inside: floating-point
 * noise when the target sits exactly on the boundary (e.g. produced by forward kinematics of a limit pose).
 */
export const LIMIT_TOLERANCE = 1e-9;

/** The value pulled inside [min, max] when it is within LIMIT_TOLERANCE of it, otherwise NaN. */
export function fitToLimit(value: number, min: number, max: number): number {
  if (value < min) return value >= min - LIMIT_TOLERANCE ? min : Number.NaN;
  if (value > max) return value <= max + LIMIT_TOLERANCE ? max : Number.NaN;
  return value;
}
