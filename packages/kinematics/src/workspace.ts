/**
 * Reachable-workspace sampling: tool points of uniformly random joint values within the limits, for
 * drawing the point cloud of where each arm can go.
 */

import { hasKernel } from './arms/arm-kernel.ts';
import { endEffectorPosition } from './forward.ts';
import { seededRandom } from '@tinkerlabs/random/seeded-random';
import type { RobotModel } from './robot-model.ts';

/**
 * `count` reachable tool points as xyz triplets (world mm). Deterministic for a given seed.
 *
 * @example sampleWorkspace(robots.scara, 100_000).length // 300_000
 */
export function sampleWorkspace(model: RobotModel, count: number, seed = 1): Float32Array {
  const random = seededRandom(seed);
  const joints = model.joints;
  const size = joints.length;
  const q = new Float64Array(size);
  const point = new Float64Array(3);
  const points = new Float32Array(Math.max(0, Math.floor(count)) * 3);
  const position = hasKernel(model)
    ? model.kernel.position
    : (values: Float64Array, out: Float64Array) => endEffectorPosition(model, values, out);
  for (let index = 0; index < points.length; index += 3) {
    for (let j = 0; j < size; j++) {
      const joint = joints[j]!;
      q[j] = joint.min + (joint.max - joint.min) * random();
    }
    position(q, point);
    points[index] = point[0]!;
    points[index + 1] = point[1]!;
    points[index + 2] = point[2]!;
  }
  return points;
}
