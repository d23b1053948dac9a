/**
 * Analytic inverse kinematics: every joint solution within the limits for a tool-point target, or a
 * typed reason (out of reach / blocked by a joint limit) with a sentence a student understands.
 */

import { hasKernel, type ArmModel } from './arms/arm-kernel.ts';
import type { IkResult, RobotModel, Target } from './robot-model.ts';

function kernelOf(model: RobotModel): ArmModel['kernel'] {
  if (!hasKernel(model)) {
    throw new Error(`Robot model '${model.id}' has no closed-form solver; use one of the models in robots.`);
  }
  return model.kernel;
}

/** Length of the Float64Array solveIkInto needs for this robot (largest solution count × joints). */
export function ikBufferLength(model: RobotModel): number {
  return kernelOf(model).maxSolutions * model.joints.length;
}

/**
 * The allocation-free hot path: writes every in-limit solution into `out` (joint vectors back to back,
 * `model.joints.length` values each) and returns how many it wrote. toolAngle only matters for SCARA.
 *
 * @example const out = new Float64Array(ikBufferLength(robots.scara)); solveIkInto(robots.scara, 400, 200, 200, 0, out) // 2
 */
export function solveIkInto(
  model: RobotModel,
  x: number,
  y: number,
  z: number,
  toolAngle: number,
  out: Float64Array,
): number {
  // A plain property read instead of kernelOf(): the `in` check costs a third of a solve.
  const kernel = (model as Partial<ArmModel>).kernel;
  return (kernel ?? kernelOf(model)).solve(x, y, z, toolAngle, out);
}

/**
 * Every solution within the joint limits, labelled ('Elbow left', 'Only solution', …), or why none exists.
 * A SCARA target without toolAngle keeps the tool's world yaw at 0.
 *
 * @example inverseKinematics(robots.scara, { x: 900, y: 0, z: 200 })
 * // { ok: false, reason: 'out_of_reach', message: 'The target is 900.0 mm from the shoulder axis; this arm reaches 600.0 mm.' }
 */
export function inverseKinematics(model: RobotModel, target: Target): IkResult {
  const kernel = kernelOf(model);
  const { x, y, z } = target;
  const toolAngle = target.toolAngle ?? 0;
  if (![x, y, z, toolAngle].every(Number.isFinite)) {
    return { ok: false, reason: 'out_of_reach', message: 'The target needs finite x, y and z coordinates.' };
  }
  const size = model.joints.length;
  const buffer = new Float64Array(kernel.maxSolutions * size);
  const count = kernel.solve(x, y, z, toolAngle, buffer);
  if (count === 0) return { ok: false, ...kernel.explainFailure(target) };
  const solutions = [];
  for (let index = 0; index < count; index++) {
    const q = Array.from(buffer.subarray(index * size, (index + 1) * size));
    solutions.push({ label: kernel.solutionLabel(q), q });
  }
  return { ok: true, solutions };
}
