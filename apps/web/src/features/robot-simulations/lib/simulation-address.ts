/**
 * A robot page's address for a pose given from outside the page (a lesson's lab widget): joint values
 * in display units and the arm's joint order, and a target point, written in the page's own format
 * (simulation-params.ts) so the page opens showing them.
 */
import type { RobotModel } from '@tinkerlabs/kinematics/robot-model';
import { clampToLimits, fromDisplay } from './joint-units.ts';
import { robotPage } from './robot-pages.ts';
import { defaultParams, targetInputOf, writeSimulationParams } from './simulation-params.ts';

/** Joint values in package units from display units (° or mm); missing ones at home, all within limits. */
export function poseFromDisplay(model: RobotModel, shown: readonly number[]): number[] {
  return model.joints.map((joint, index) => {
    const value = shown[index];
    return value === undefined ? joint.home : clampToLimits(joint, fromDisplay(joint, value));
  });
}

/**
 * The page's address showing joint values `shown` (° and mm) and a target in millimetres (null: the
 * target is where the tool is).
 * @example simulationAddress(robots.scara, [30, 45, 100, 0], [400, 250, 200]) // '/simulations/ScaraRobot?j1=30&j2=45&…&tx=400&ty=250&tz=200&…'
 */
export function simulationAddress(
  model: RobotModel,
  shown: readonly number[],
  target: readonly [number, number, number] | null,
): string {
  const q = poseFromDisplay(model, shown);
  const tool = targetInputOf(model, q);
  const [x, y, z] = target ?? [tool.x, tool.y, tool.z];
  const params = { ...defaultParams(model), q, target: { ...tool, x, y, z } };
  const search = writeSimulationParams(params, model.joints, { toolAngle: model.id === 'scara' });
  return `${robotPage(model.id).path}?${search}`;
}
