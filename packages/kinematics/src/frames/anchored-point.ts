// A point fixed in one of two frames. Fixed in the world, it stays put while the body moves and only its
// body coordinates change; fixed in the body, it rides along and its world coordinates change. Both are the
// same relation ᵂp = T ᴮp read in opposite directions.
import { toChildFrame, toParentFrame, type Point2D, type Pose2D } from './pose-2d.ts';

export type AnchorFrame = 'world' | 'body';

export interface AnchoredPoint {
  frame: AnchorFrame;
  /** Coordinates in `frame`. */
  coordinates: Point2D;
}

export interface PointInBothFrames {
  world: Point2D;
  body: Point2D;
}

export function pointInBothFrames(bodyPose: Pose2D, point: AnchoredPoint): PointInBothFrames {
  return point.frame === 'world'
    ? { world: point.coordinates, body: toChildFrame(bodyPose, point.coordinates) }
    : { world: toParentFrame(bodyPose, point.coordinates), body: point.coordinates };
}

/** The same point anchored in another frame, so switching the anchor does not move it. */
export function reanchorPoint(bodyPose: Pose2D, point: AnchoredPoint, frame: AnchorFrame): AnchoredPoint {
  const both = pointInBothFrames(bodyPose, point);
  return { frame, coordinates: frame === 'world' ? both.world : both.body };
}

/** Where a point dragged to `world` sits in its anchor frame. */
export function anchoredFromWorld(bodyPose: Pose2D, frame: AnchorFrame, world: Point2D): AnchoredPoint {
  return { frame, coordinates: frame === 'world' ? world : toChildFrame(bodyPose, world) };
}
