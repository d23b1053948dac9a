/**
 * The page shows revolute joints in degrees and prismatic joints in millimetres; the kinematics
 * package works in radians and millimetres. These conversions are the only place the two meet.
 */
import { degToRad, radToDeg } from '@tinkerlabs/kinematics/angles';
import type { JointSpec } from '@tinkerlabs/kinematics/robot-model';

export function toDisplay(joint: Pick<JointSpec, 'type'>, value: number): number {
  return joint.type === 'revolute' ? radToDeg(value) : value;
}

export function fromDisplay(joint: Pick<JointSpec, 'type'>, value: number): number {
  return joint.type === 'revolute' ? degToRad(value) : value;
}

export function displayUnit(joint: Pick<JointSpec, 'type'>): 'deg' | 'mm' {
  return joint.type === 'revolute' ? 'deg' : 'mm';
}

/** The accessible name of joint `index` (0-based): "Joint 1 (θ1, deg)". */
export function jointName(joint: Pick<JointSpec, 'type' | 'symbol'>, index: number): string {
  return `Joint ${index + 1} (${joint.symbol}, ${displayUnit(joint)})`;
}

/** A slider step that gives a few hundred positions over the joint's range, in display units. */
export function displayStep(joint: Pick<JointSpec, 'type'>): number {
  return joint.type === 'revolute' ? 0.5 : 1;
}

/** The limits in display units, rounded inwards, so a limit typed back in converts inside the real one. */
export function displayLimits(joint: JointSpec): { min: number; max: number } {
  const min = toDisplay(joint, joint.min);
  const max = toDisplay(joint, joint.max);
  return { min: Math.ceil(min * 1000) / 1000, max: Math.floor(max * 1000) / 1000 };
}

export function clampToLimits(joint: Pick<JointSpec, 'min' | 'max'>, value: number): number {
  return Math.min(joint.max, Math.max(joint.min, value));
}
