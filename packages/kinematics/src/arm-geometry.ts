/**
 * What the 3D view draws, worked out from the DH model alone (so one drawing serves every arm): for
 * joint i, the move from frame i−1 along its z axis by d, then along the new x axis by a, gives two
 * link segments; a revolute joint is a drum on z of frame i−1, a prismatic joint a guide rail along
 * that z spanning its stroke. Points are world millimetres, Z up.
 */
import { forwardKinematics } from './forward.ts';
import type { JointType, RobotModel } from './robot-model.ts';

export type Vec3 = [number, number, number];

export interface Segment {
  from: Vec3;
  to: Vec3;
}

export interface JointMark {
  index: number;
  type: JointType;
  /** The joint's origin: where frame i−1 sits. */
  at: Vec3;
  /** Unit vector of the joint axis (z of frame i−1). */
  axis: Vec3;
  /** Prismatic joints: the guide from the lower to the upper limit. */
  rail?: Segment;
}

export interface ArmGeometry {
  frames: Float64Array[];
  links: Segment[];
  joints: JointMark[];
  tool: Vec3;
}

function origin(frame: ArrayLike<number>): Vec3 {
  return [frame[3] ?? 0, frame[7] ?? 0, frame[11] ?? 0];
}

function zAxis(frame: ArrayLike<number>): Vec3 {
  return [frame[2] ?? 0, frame[6] ?? 0, frame[10] ?? 1];
}

function along(point: Vec3, axis: Vec3, distance: number): Vec3 {
  return [point[0] + axis[0] * distance, point[1] + axis[1] * distance, point[2] + axis[2] * distance];
}

function distance(a: Vec3, b: Vec3): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

export function armGeometry(model: RobotModel, q: readonly number[]): ArmGeometry {
  const frames = forwardKinematics(model, q);
  const rows = model.dhTable(q);
  const links: Segment[] = [];
  const joints: JointMark[] = [];
  const base = frames[0];
  // A raised base stands on a column from the floor.
  if (base && Math.abs(origin(base)[2]) > 1e-6)
    links.push({ from: [...origin(base).slice(0, 2), 0] as Vec3, to: origin(base) });
  rows.forEach((row, index) => {
    const before = frames[index];
    const after = frames[index + 1];
    const joint = model.joints[index];
    if (!before || !after || !joint) return;
    const start = origin(before);
    const axis = zAxis(before);
    const elbow = along(start, axis, row.d);
    const end = origin(after);
    if (distance(start, elbow) > 1e-6) links.push({ from: start, to: elbow });
    if (distance(elbow, end) > 1e-6) links.push({ from: elbow, to: end });
    joints.push({
      index,
      type: joint.type,
      at: start,
      axis,
      ...(joint.type === 'prismatic'
        ? { rail: { from: along(start, axis, joint.min), to: along(start, axis, joint.max) } }
        : {}),
    });
  });
  const last = frames[frames.length - 1];
  return { frames, links, joints, tool: last ? origin(last) : [0, 0, 0] };
}
