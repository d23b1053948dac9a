// Z-Y-X Euler angles (yaw ψ, pitch θ, roll φ), the convention of aircraft and of ROS: R = Rz(ψ)·Ry(θ)·Rx(φ).
// Read left to right the turns are intrinsic — yaw about z, then pitch about the new y, then roll about the
// newest x; read right to left they are the same turns about the fixed world axes x, y, z.
import { rotationX, rotationY, rotationZ } from './rotation-3d.ts';
import { multiplyMatrices } from './row-matrix.ts';

export interface EulerZyx {
  /** ψ, radians, about z. */
  yaw: number;
  /** θ, radians, about the yawed y axis. */
  pitch: number;
  /** φ, radians, about the body's x axis. */
  roll: number;
}

export function eulerZyxToMatrix({ yaw, pitch, roll }: EulerZyx): number[][] {
  return multiplyMatrices(multiplyMatrices(rotationZ(yaw), rotationY(pitch)), rotationX(roll));
}

/**
 * Angles that give the rotation m, with pitch in [−90°, 90°]. At gimbal lock only yaw − roll (pitch +90°)
 * or yaw + roll (pitch −90°) is defined, so roll is set to 0 and yaw carries the whole turn.
 */
export function matrixToEulerZyx(m: readonly (readonly number[])[], tolerance = 1e-9): EulerZyx {
  const sinPitch = Math.max(-1, Math.min(1, -m[2]![0]!));
  const pitch = Math.asin(sinPitch);
  const cosPitch = Math.hypot(m[0]![0]!, m[1]![0]!);
  if (cosPitch > tolerance) {
    return { yaw: Math.atan2(m[1]![0]!, m[0]![0]!), pitch, roll: Math.atan2(m[2]![1]!, m[2]![2]!) };
  }
  // Locked: the middle column reads (−sin α, cos α, 0) with α = ψ − φ (pitch +90°) or ψ + φ (pitch −90°);
  // with roll 0, yaw is α in both cases.
  return { yaw: Math.atan2(-m[0]![1]!, m[1]![1]!), pitch, roll: 0 };
}
