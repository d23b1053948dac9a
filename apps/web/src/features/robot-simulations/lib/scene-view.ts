/**
 * Where the 3D view stands for an arm: the size of its workspace, the floor grid that covers its
 * reach, and the camera's first position and target (above and in front, looking at the workspace's
 * middle). The robot's world is Z up; three.js's is Y up, so points are turned by `toYUp`.
 */
import type { RobotModel } from '@tinkerlabs/kinematics/robot-model';
import type { Vec3 } from '@tinkerlabs/kinematics/arm-geometry';

export interface SceneView {
  /** The workspace's largest extent, millimetres. */
  size: number;
  /** The floor grid's side, millimetres: a whole number of 50 mm squares. */
  grid: number;
  /** Y-up points. */
  target: Vec3;
  camera: Vec3;
  /** The camera's vertical field of view, degrees. */
  fov: number;
}

/** Z-up world point → three.js Y-up point. */
const toYUp = ([x, y, z]: Vec3): Vec3 => [x, z, -y];

export function sceneView(model: RobotModel): SceneView {
  const { min, max } = model.bounds;
  const size = Math.max(max[0] - min[0], max[1] - min[1], max[2] - min[2]);
  const centre: Vec3 = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
  const reach = Math.max(Math.abs(min[0]), Math.abs(max[0]), Math.abs(min[1]), Math.abs(max[1]));
  return {
    size,
    grid: Math.ceil((reach * 2.4) / 100) * 100,
    target: toYUp(centre),
    camera: toYUp([centre[0] + size * 0.8, centre[1] - size * 1.1, centre[2] + size * 0.65]),
    fov: 40,
  };
}
