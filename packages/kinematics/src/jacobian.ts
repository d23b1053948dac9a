/**
 * The geometric Jacobian (how joint velocities map to the tool's linear and angular velocity) and
 * singularity detection: the poses where the arm loses a direction of motion.
 */

import { hasKernel, type SingularityReport } from './arms/arm-kernel.ts';
import { forwardKinematics } from './forward.ts';
import type { RobotModel } from './robot-model.ts';

/**
 * 6 × n matrix, rows vx vy vz wx wy wz (mm/s and rad/s per unit joint speed), in world axes at the tool
 * point. A revolute joint i contributes z(i−1) × (p_tool − p(i−1)) and z(i−1); a prismatic one z(i−1) and 0.
 *
 * @example jacobian(robots.cartesian, [250, 400, 100])[0] // [0, 1, 0]: only the X slide moves the tool along x
 */
export function jacobian(model: RobotModel, q: ArrayLike<number>): number[][] {
  const frames = forwardKinematics(model, q);
  const tool = frames.at(-1)!;
  const px = tool[3]!;
  const py = tool[7]!;
  const pz = tool[11]!;
  const rows = Array.from({ length: 6 }, () => new Array<number>(model.joints.length).fill(0));
  model.joints.forEach((joint, i) => {
    const frame = frames[i]!;
    // z axis of frame i−1 = third column of its rotation.
    const zx = frame[2]!;
    const zy = frame[6]!;
    const zz = frame[10]!;
    if (joint.type === 'prismatic') {
      rows[0]![i] = zx;
      rows[1]![i] = zy;
      rows[2]![i] = zz;
      return;
    }
    const rx = px - frame[3]!;
    const ry = py - frame[7]!;
    const rz = pz - frame[11]!;
    rows[0]![i] = zy * rz - zz * ry;
    rows[1]![i] = zz * rx - zx * rz;
    rows[2]![i] = zx * ry - zy * rx;
    rows[3]![i] = zx;
    rows[4]![i] = zy;
    rows[5]![i] = zz;
  });
  return rows;
}

/**
 * Yoshikawa manipulability of the tool point, √det(Jv·Jvᵀ) with Jv the 3 × n linear part: the volume of
 * the velocity ellipsoid, zero exactly when the tool cannot move in some direction.
 */
export function positionManipulability(model: RobotModel, q: ArrayLike<number>): number {
  const linear = jacobian(model, q).slice(0, 3);
  const g = linear.map((a) => linear.map((b) => a.reduce((sum, value, k) => sum + value * b[k]!, 0)));
  const [a, b, c] = g as [number[], number[], number[]];
  const determinant =
    a[0]! * (b[1]! * c[2]! - b[2]! * c[1]!) -
    a[1]! * (b[0]! * c[2]! - b[2]! * c[0]!) +
    a[2]! * (b[0]! * c[1]! - b[1]! * c[0]!);
  return Math.sqrt(Math.max(0, determinant));
}

/**
 * Whether q is (close to) a singular pose, a 0…1 measure of how far it is from one, and a sentence
 * explaining which motion is lost.
 *
 * @example singularity(robots.scara, [0, 0, 100, 0]).singular // true: arm fully stretched
 */
export function singularity(model: RobotModel, q: ArrayLike<number>): SingularityReport {
  if (hasKernel(model)) return model.kernel.singularity(q);
  const measure = positionManipulability(model, q);
  const singular = measure < 1e-9;
  return {
    singular,
    measure: singular ? 0 : 1,
    description: singular ? 'The tool cannot move in at least one direction at this pose.' : null,
  };
}
