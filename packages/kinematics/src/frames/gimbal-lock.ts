// Gimbal lock of Z-Y-X Euler angles. At pitch ±90° the roll axis (the body's x) lines up with the yaw axis
// (world z), so yaw and roll turn the body about the same line and one degree of freedom is lost: the
// rotation depends on yaw − roll (pitch +90°) or yaw + roll (pitch −90°) only.
import { degToRad, wrapAngle } from '../angles.ts';

export type GimbalState = 'free' | 'near' | 'locked-up' | 'locked-down';

/** Within this of ±90°, the lesson calls the angles close to lock: there small turns need large angle changes. */
export const nearLockMarginDeg = 15;

export function gimbalState(pitch: number, tolerance = 1e-6): GimbalState {
  const cos = Math.cos(pitch);
  if (Math.abs(cos) < tolerance) return pitch > 0 ? 'locked-up' : 'locked-down';
  return Math.abs(cos) < Math.sin(degToRad(nearLockMarginDeg)) ? 'near' : 'free';
}

/**
 * The one angle a locked rotation depends on: ψ − φ at pitch +90°, ψ + φ at pitch −90°, in (−π, π]
 * (ψ = −180°, φ = 180° reads 0°, not −360°).
 */
export function lockedAngle(state: 'locked-up' | 'locked-down', yaw: number, roll: number): number {
  return wrapAngle(state === 'locked-up' ? yaw - roll : yaw + roll);
}

/**
 * Rz(ψ)Ry(±90°)Rx(φ) written in the locked angle α:
 * +90°: [0, −sin α, cos α; 0, cos α, sin α; −1, 0, 0] with α = ψ − φ;
 * −90°: [0, −sin α, −cos α; 0, cos α, −sin α; 1, 0, 0] with α = ψ + φ.
 */
export function lockedMatrix(state: 'locked-up' | 'locked-down', alpha: number): number[][] {
  const c = Math.cos(alpha);
  const s = Math.sin(alpha);
  return state === 'locked-up'
    ? [
        [0, -s, c],
        [0, c, s],
        [-1, 0, 0],
      ]
    : [
        [0, -s, -c],
        [0, c, -s],
        [1, 0, 0],
      ];
}
