// The state the first sections share: the body frame's pose as the visitor sets it (degrees and world
// units, in the sliders' steps) and the point, fixed in one of the two frames.
import {
  reanchorPoint,
  type AnchorFrame,
  type AnchoredPoint,
} from '@tinkerlabs/kinematics/frames/anchored-point';
import { degToRad, wrapDegrees } from '@tinkerlabs/kinematics/angles';
import type { Pose2D } from '@tinkerlabs/kinematics/frames/pose-2d';

export interface BodyControls {
  angleDeg: number;
  x: number;
  y: number;
}

export const initialBody: BodyControls = { angleDeg: 30, x: 1.5, y: 1 };
export const initialPoint: AnchoredPoint = { frame: 'world', coordinates: { x: 3, y: 3 } };

/** Slider limits: the body's origin and the point stay inside the ±5 view. */
export const bodyRange = 4;
export const pointRange = 4.5;

export const poseFromControls = (body: BodyControls): Pose2D => ({
  angle: degToRad(body.angleDeg),
  x: body.x,
  y: body.y,
});

/** A dragged value on the slider's 0.1 grid and within its limits, so drag and slider always agree. */
export function snapToStep(value: number, limit: number, step = 0.1): number {
  const clamped = Math.max(-limit, Math.min(limit, value));
  return Number((Math.round(clamped / step) * step).toFixed(6));
}

/** A pose from outside the page (a lesson, an address) on the sliders' steps and within their limits. */
export function bodyControlsFrom(x: number, y: number, angleDeg: number): BodyControls {
  return {
    angleDeg: Math.round(wrapDegrees(angleDeg)),
    x: snapToStep(x, bodyRange),
    y: snapToStep(y, bodyRange),
  };
}

/**
 * The point re-anchored in `frame`, kept within the sliders' limits: it stays where it is unless its
 * coordinates in the new frame lie beyond them, and then moves just enough that the sliders can show it.
 */
export function reanchorWithinRange(
  bodyPose: Pose2D,
  point: AnchoredPoint,
  frame: AnchorFrame,
): AnchoredPoint {
  const { coordinates } = reanchorPoint(bodyPose, point, frame);
  const clamp = (value: number) => Math.max(-pointRange, Math.min(pointRange, value));
  return { frame, coordinates: { x: clamp(coordinates.x), y: clamp(coordinates.y) } };
}
