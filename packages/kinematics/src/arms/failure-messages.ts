/** Sentences a student understands for inverse-kinematics failures, shared by every arm. */

import { radToDeg } from '../angles.ts';
import type { JointSpec } from '../robot-model.ts';

/** A joint value in the unit shown in the UI: '132.0°' or '200.0 mm'. */
export function formatJointValue(joint: JointSpec, value: number): string {
  return joint.type === 'revolute' ? `${radToDeg(value).toFixed(1)}°` : `${value.toFixed(1)} mm`;
}

export function formatMillimetres(value: number): string {
  return `${value.toFixed(1)} mm`;
}

export interface BlockedPosture {
  /** 'elbow left', 'the only posture', … */
  label: string;
  q: ArrayLike<number>;
}

/**
 * Names, for each posture that would reach the target, the first joint that would have to leave its
 * range, e.g. "elbow right needs Shoulder (θ1) = 150.0°, outside −132.0° … 132.0°".
 */
export function describeBlockedPostures(
  joints: readonly JointSpec[],
  postures: readonly BlockedPosture[],
): string {
  const parts = postures.map(({ label, q }) => {
    const index = joints.findIndex((joint, i) => {
      const value = q[i]!;
      return value < joint.min || value > joint.max;
    });
    const joint = joints[index];
    if (!joint) return `${label} is blocked`;
    const range = `${formatJointValue(joint, joint.min)} … ${formatJointValue(joint, joint.max)}`;
    return `${label} needs ${joint.label} (${joint.symbol}) = ${formatJointValue(joint, q[index]!)}, outside ${range}`;
  });
  return `The target is within the arm's reach, but a joint limit blocks it: ${parts.join('; ')}.`;
}
