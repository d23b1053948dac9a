// The 3D view's content for given Euler angles, in world coordinates: the world axes, the body's axes and
// aircraft, and the three lines the angles turn about — world z for yaw, the yawed y for pitch, the body's
// x for roll. At gimbal lock the roll line falls onto the yaw line, which the view makes visible.
import { aircraftPanels } from './aircraft-outline.ts';
import { eulerZyxToMatrix, type EulerZyx } from '@tinkerlabs/kinematics/frames/euler-zyx';
import {
  matrixColumn,
  rotateVector,
  rotationZ,
  type Vector3,
} from '@tinkerlabs/kinematics/frames/rotation-3d';

export type SceneRole =
  'world-axis' | 'body-x' | 'body-y' | 'body-z' | 'panel' | 'yaw-axis' | 'pitch-axis' | 'roll-axis';

export interface SceneItem {
  id: string;
  role: SceneRole;
  /** Two points for a line, three or more for a filled panel. */
  points: Vector3[];
  /** A label drawn beyond the last point, if any; `x_b` is written with b as a subscript. */
  label?: string;
  /** Draw an arrowhead at the last point. */
  arrow?: boolean;
}

export const worldAxisLength = 1.9;
export const bodyAxisLength = 1.55;
export const rotationAxisLength = 2.2;
/** The aircraft outline is about one unit long; drawn larger it reads better against the axes. */
export const aircraftScale = 1.3;

const scale = (v: Vector3, k: number): Vector3 => [v[0] * k, v[1] * k, v[2] * k];

export function attitudeScene(angles: EulerZyx): SceneItem[] {
  const r = eulerZyxToMatrix(angles);
  const axes: Vector3[] = [matrixColumn(r, 0), matrixColumn(r, 1), matrixColumn(r, 2)];
  const yawedY = matrixColumn(rotationZ(angles.yaw), 1);
  const line = (direction: Vector3, length: number): Vector3[] => [
    scale(direction, -length),
    scale(direction, length),
  ];

  const worldAxes: SceneItem[] = (['X', 'Y', 'Z'] as const).map((name, i) => ({
    id: `world-${name}`,
    role: 'world-axis',
    points: [[0, 0, 0], scale([i === 0 ? 1 : 0, i === 1 ? 1 : 0, i === 2 ? 1 : 0], worldAxisLength)],
    label: name,
    arrow: true,
  }));
  const bodyAxes: SceneItem[] = (['x', 'y', 'z'] as const).map((name, i) => ({
    id: `body-${name}`,
    role: `body-${name}`,
    points: [[0, 0, 0], scale(axes[i]!, bodyAxisLength)],
    label: `${name}_b`,
    arrow: true,
  }));
  const panels: SceneItem[] = aircraftPanels.map((panel) => ({
    id: `panel-${panel.id}`,
    role: 'panel',
    points: panel.corners.map((corner) => rotateVector(r, scale(corner, aircraftScale))),
  }));
  const rotationAxes: SceneItem[] = [
    { id: 'yaw-axis', role: 'yaw-axis', points: line([0, 0, 1], rotationAxisLength), label: 'yaw' },
    { id: 'pitch-axis', role: 'pitch-axis', points: line(yawedY, rotationAxisLength), label: 'pitch' },
    { id: 'roll-axis', role: 'roll-axis', points: line(axes[0]!, rotationAxisLength), label: 'roll' },
  ];
  return [...worldAxes, ...rotationAxes, ...panels, ...bodyAxes];
}
