/**
 * Forward kinematics: the world transform of every DH frame (for drawing the arm and its axes), and a
 * fast tool-point position for the hot paths.
 */

import { wrapAngle } from './angles.ts';
import { hasKernel, type ArmModel } from './arms/arm-kernel.ts';
import { dhTransform, identityMatrix, multiplyTransforms } from './matrix.ts';
import type { RobotModel } from './robot-model.ts';

/** Frame 0 in the world: identity, or a translation up to the top of a raised base. */
export function baseTransform(model: RobotModel, out: Float64Array = new Float64Array(16)): Float64Array {
  identityMatrix(out);
  out[11] = model.baseHeight ?? 0;
  return out;
}

/**
 * The n + 1 frames of the chain as row-major 4×4 world transforms: [0] = base (identity unless the
 * base is raised), [i] = T₀ᵢ, [n] = end effector. Consecutive origins trace the arm's links.
 *
 * @example forwardKinematics(robots.scara, [0, 0, 0, 0]).at(-1) // tool frame, origin at (600, 0, 300)
 */
export function forwardKinematics(model: RobotModel, q: ArrayLike<number>): Float64Array[] {
  return chainFrames(model, q, baseTransform(model));
}

/** `first`, then it times each DH transform of the chain in turn. */
function chainFrames(model: RobotModel, q: ArrayLike<number>, first: Float64Array): Float64Array[] {
  const frames = [first];
  const link = new Float64Array(16);
  for (const row of model.dhTable(q)) {
    dhTransform(row.theta, row.d, row.a, row.alpha, link);
    frames.push(multiplyTransforms(frames[frames.length - 1]!, link, new Float64Array(16)));
  }
  return frames;
}

/**
 * T₀ₙ: the product of the chain's DH transforms alone, from frame 0 to the tool, as a row-major 4×4
 * transform. Frame 0 sits on top of a raised base (the SCARA's pedestal), so the world transform of the
 * tool is `forwardKinematics(...).at(-1)`, this one raised by `model.baseHeight`.
 *
 * @example chainTransform(robots.scara, [0, 0, 0, 0])[11] // 300 - 400 = -100: the tool below frame 0
 */
export function chainTransform(model: RobotModel, q: ArrayLike<number>): Float64Array {
  return chainFrames(model, q, identityMatrix()).at(-1)!;
}

/**
 * The tool point (x, y, z) in world millimetres. Allocation-free when `out` is given.
 *
 * @example endEffectorPosition(robots.cartesian, [250, 400, 100]) // Float64Array [400, 100, 250]
 */
export function endEffectorPosition(
  model: RobotModel,
  q: ArrayLike<number>,
  out: Float64Array = new Float64Array(3),
): Float64Array {
  // A plain property read rather than hasKernel(): this runs millions of times a second in the bench.
  const kernel = (model as Partial<ArmModel>).kernel;
  if (kernel) {
    kernel.position(q, out);
    return out;
  }
  const tool = forwardKinematics(model, q).at(-1)!;
  out[0] = tool[3]!;
  out[1] = tool[7]!;
  out[2] = tool[11]!;
  return out;
}

/**
 * World yaw of the tool (rad) in (−π, π]: θ1 + θ2 − θ4 for the SCARA (its roll axis points down), 0 for
 * arms without a tool roll. This is the `toolAngle` that inverseKinematics takes back.
 */
export function toolYaw(model: RobotModel, q: ArrayLike<number>): number {
  return hasKernel(model) ? wrapAngle(model.kernel.toolAngle(q)) : 0;
}

/** The origin of a row-major transform as a tuple, handy for drawing links between frames. */
export function frameOrigin(frame: Float64Array): [number, number, number] {
  return [frame[3]!, frame[7]!, frame[11]!];
}
