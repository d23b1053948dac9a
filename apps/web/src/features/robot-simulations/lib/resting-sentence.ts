/**
 * Where the tool is, in a sentence for a screen reader: "Tool at 300, 238, 200 mm" in whole
 * millimetres, the SCARA's yaw, and whether the pose is singular.
 */
import { radToDeg } from '@tinkerlabs/kinematics/angles';
import { endEffectorPosition, toolYaw } from '@tinkerlabs/kinematics/forward';
import { singularity } from '@tinkerlabs/kinematics/jacobian';
import type { RobotModel } from '@tinkerlabs/kinematics/robot-model';

/** @example restingSentence(robots.scara, q) // 'Tool at 300, 238, 200 mm, yaw 45°.' */
export function restingSentence(model: RobotModel, q: readonly number[]): string {
  const [x = 0, y = 0, z = 0] = endEffectorPosition(model, q);
  const position = [x, y, z].map((value) => String(Math.round(value) || 0)).join(', ');
  const yaw = model.id === 'scara' ? `, yaw ${Math.round(radToDeg(toolYaw(model, q))) || 0}°` : '';
  const singular = singularity(model, [...q]).singular ? ': a singular pose' : '';
  return `Tool at ${position} mm${yaw}${singular}.`;
}
