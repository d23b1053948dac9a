// Rigid motions of the plane: a frame's pose (rotation angle and origin) relative to another frame, its
// rotation matrix and homogeneous transform, and the algebra the lesson teaches — mapping points between
// frames, composing poses and inverting them — in closed form, so the matrix forms can be checked against it.
import { wrapAngle } from '../angles.ts';

export interface Point2D {
  x: number;
  y: number;
}

/** Where frame B sits in frame A: B's origin in A's coordinates and the angle from A's x axis to B's. */
export interface Pose2D {
  /** Radians, counter-clockwise. */
  angle: number;
  x: number;
  y: number;
}

export const identityPose: Pose2D = { angle: 0, x: 0, y: 0 };

/** R(θ) = [cos θ, −sin θ; sin θ, cos θ]: its columns are B's axes written in A's coordinates. */
export function rotationMatrix2d(angle: number): number[][] {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [
    [c, -s],
    [s, c],
  ];
}

/** T = [R t; 0 1], which maps homogeneous body coordinates (x, y, 1) to world coordinates. */
export function homogeneousMatrix2d(pose: Pose2D): number[][] {
  const [[c, minusS], [s]] = rotationMatrix2d(pose.angle) as [number[], number[]];
  return [
    [c!, minusS!, pose.x],
    [s!, c!, pose.y],
    [0, 0, 1],
  ];
}

/** The pose a homogeneous 3×3 rigid transform encodes. */
export function poseFromHomogeneous(m: readonly (readonly number[])[]): Pose2D {
  return { angle: Math.atan2(m[1]![0]!, m[0]![0]!), x: m[0]![2]!, y: m[1]![2]! };
}

/** ᴬp = R ᴮp + t: a point given in frame B, expressed in frame A. */
export function toParentFrame(pose: Pose2D, p: Point2D): Point2D {
  const c = Math.cos(pose.angle);
  const s = Math.sin(pose.angle);
  return { x: c * p.x - s * p.y + pose.x, y: s * p.x + c * p.y + pose.y };
}

/** ᴮp = Rᵀ(ᴬp − t): a point given in frame A, expressed in frame B. */
export function toChildFrame(pose: Pose2D, p: Point2D): Point2D {
  const c = Math.cos(pose.angle);
  const s = Math.sin(pose.angle);
  const dx = p.x - pose.x;
  const dy = p.y - pose.y;
  return { x: c * dx + s * dy, y: -s * dx + c * dy };
}

/**
 * a·b: frame C placed by `b` inside frame B, which `a` places inside A, gives C's pose in A.
 * Angles add, but the second translation is turned by the first rotation: t = t_a + R_a t_b.
 */
export function composePoses(a: Pose2D, b: Pose2D): Pose2D {
  const origin = toParentFrame(a, { x: b.x, y: b.y });
  return { angle: wrapAngle(a.angle + b.angle), x: origin.x, y: origin.y };
}

/** T⁻¹ = [Rᵀ, −Rᵀt; 0 1]: where A sits in B when B sits in A at `pose`. */
export function invertPose(pose: Pose2D): Pose2D {
  const origin = toChildFrame(pose, { x: 0, y: 0 });
  return { angle: wrapAngle(-pose.angle), x: origin.x, y: origin.y };
}

export const distance2d = (a: Point2D, b: Point2D): number => Math.hypot(a.x - b.x, a.y - b.y);
