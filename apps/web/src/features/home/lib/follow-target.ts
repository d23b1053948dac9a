/**
 * The home page's live SCARA arm, seen from above: the pose that puts the tool on a point of its
 * horizontal plane, from the kinematics package's closed-form inverse kinematics, keeping the elbow
 * on the side it was (the solution nearest the previous pose) so the arm never flips while it follows.
 * A point outside the reach is pulled in along its ray to the nearest radius the arm reaches; one the
 * shoulder's limit blocks leaves the arm where it was.
 */
import { scara } from '@tinkerlabs/kinematics/arms/scara';
import { ikBufferLength, solveIkInto } from '@tinkerlabs/kinematics/inverse';
import { pickNearestSolution } from '@tinkerlabs/kinematics/nearest-solution';

export type PlanePoint = readonly [x: number, y: number];

export interface PlanarPose {
  /** Joint values in the package's units (radians, millimetres). */
  q: readonly number[];
  elbow: PlanePoint;
  tool: PlanePoint;
  /** False when the tool could not be put on the point asked for. */
  reached: boolean;
}

export const restQ: readonly number[] = scara.joints.map((joint) => joint.home);

const [arm1, arm2] = scara.dhTable(restQ).map((row) => row.a) as [number, number];
const elbowLimit = scara.joints[1]!.max;
/** Just inside the outer and inner circles the tool can reach, so a pulled-in point always solves. */
const outerRadius = arm1 + arm2 - 0.5;
const innerRadius = Math.sqrt(arm1 * arm1 + arm2 * arm2 + 2 * arm1 * arm2 * Math.cos(elbowLimit)) + 0.5;

const solutions = new Float64Array(ikBufferLength(scara));
const position = new Float64Array(3);

/** Where the joints and the tool are, seen from above, for joint values q. */
export function planarPose(q: readonly number[], reached = true): PlanarPose {
  scara.kernel.position(q, position);
  return {
    q,
    elbow: [arm1 * Math.cos(q[0]!), arm1 * Math.sin(q[0]!)],
    tool: [position[0]!, position[1]!],
    reached,
  };
}

function solve(previous: readonly number[], x: number, y: number): number[] | null {
  scara.kernel.position(previous, position);
  const count = solveIkInto(scara, x, y, position[2]!, 0, solutions);
  if (count === 0) return null;
  const q: number[] = [];
  pickNearestSolution(scara, solutions, count, previous, q);
  return q;
}

/**
 * The pose that puts the tool at (x, y) mm, or as near as the arm gets.
 * @example followTarget(restQ, [400, 250]).tool // ≈ [400, 250]
 */
export function followTarget(previous: readonly number[], [x, y]: PlanePoint): PlanarPose {
  const exact = solve(previous, x, y);
  if (exact) return planarPose(exact);
  const radius = Math.hypot(x, y);
  const pulled = Math.min(outerRadius, Math.max(innerRadius, radius));
  // At the shoulder axis itself any direction is as near as another: keep the arm's own.
  const angle = radius > 1e-9 ? Math.atan2(y, x) : previous[0]!;
  const near = solve(previous, pulled * Math.cos(angle), pulled * Math.sin(angle));
  return planarPose(near ?? previous, false);
}

/** The tool's path while nobody drives the arm: one loop of an ellipse inside the reach, t from 0 to 1. */
export function demoPoint(t: number): PlanePoint {
  const angle = 2 * Math.PI * t;
  return [380 + 150 * Math.cos(angle), 330 * Math.sin(angle)];
}
