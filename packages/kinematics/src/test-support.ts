/** Helpers shared by the package's property tests: seeded random joint values and targets. */

import { seededRandom } from '@tinkerlabs/random/seeded-random';
import type { RobotModel } from './robot-model.ts';

/** A generator of uniformly random joint vectors within the model's limits. */
export function randomJoints(model: RobotModel, seed: number): () => number[] {
  const random = seededRandom(seed);
  return () => model.joints.map((joint) => joint.min + (joint.max - joint.min) * random());
}

export function distance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
}

export function withinLimits(model: RobotModel, q: ArrayLike<number>): boolean {
  return model.joints.every((joint, j) => q[j]! >= joint.min && q[j]! <= joint.max);
}
