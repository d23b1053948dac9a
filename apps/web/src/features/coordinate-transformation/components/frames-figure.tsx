/**
 * The world frame, the body frame and the point p drawn together: drag the body's origin to move it,
 * the ring beyond its x axis to turn it, or the point. Used by section 1 and by a lesson's lab widget.
 */
import {
  anchoredFromWorld,
  pointInBothFrames,
  type AnchoredPoint,
} from '@tinkerlabs/kinematics/frames/anchored-point';
import { radToDeg } from '@tinkerlabs/kinematics/angles';
import {
  bodyRange,
  pointRange,
  poseFromControls,
  snapToStep,
  type BodyControls,
} from '../lib/body-controls.ts';
import { formatPoint } from '../lib/latex-format.ts';
import { toParentFrame } from '@tinkerlabs/kinematics/frames/pose-2d';
import { PlaneFigure } from './plane-figure.tsx';
import type { PlaneScene } from './plane-scene.ts';

export function FramesFigure({
  body,
  onBodyChange,
  point,
  onPointChange,
}: {
  body: BodyControls;
  onBodyChange: (body: BodyControls) => void;
  point: AnchoredPoint;
  /** Without it the point stays where it is (a lesson's widget has no point sliders to match a drag). */
  onPointChange?: (point: AnchoredPoint) => void;
}) {
  const pose = poseFromControls(body);
  const { world, body: inBody } = pointInBothFrames(pose, point);
  const origin = { x: pose.x, y: pose.y };
  const alongBodyX = toParentFrame(pose, { x: inBody.x, y: 0 });

  const scene: PlaneScene = {
    extent: 5,
    frames: [
      { id: 'world', name: 'W', pose: { angle: 0, x: 0, y: 0 }, tone: 'world' },
      { id: 'body', name: 'B', pose, tone: 'body' },
    ],
    guides: [
      { id: 'world-path', tone: 'world', points: [{ x: 0, y: 0 }, { x: world.x, y: 0 }, world] },
      { id: 'body-path', tone: 'body', points: [origin, alongBodyX, world] },
    ],
    points: [{ id: 'p', label: 'p', position: world }],
  };

  return (
    <PlaneFigure
      title="World frame W, body frame B and the point p"
      description={`The body frame's origin is at ${formatPoint(pose.x, pose.y)} in the world, turned ${body.angleDeg} degrees. The point p is at ${formatPoint(world.x, world.y)} in world coordinates and ${formatPoint(inBody.x, inBody.y)} in body coordinates.`}
      scene={scene}
      handlers={{
        frameId: 'body',
        onMoveFrame: (at) =>
          onBodyChange({ ...body, x: snapToStep(at.x, bodyRange), y: snapToStep(at.y, bodyRange) }),
        onRotateFrame: (angle) => onBodyChange({ ...body, angleDeg: Math.round(radToDeg(angle)) }),
        ...(onPointChange
          ? {
              pointId: 'p',
              onMovePoint: (at) => {
                const placed = anchoredFromWorld(pose, point.frame, at);
                onPointChange({
                  frame: point.frame,
                  coordinates: {
                    x: snapToStep(placed.coordinates.x, pointRange),
                    y: snapToStep(placed.coordinates.y, pointRange),
                  },
                });
              },
            }
          : {}),
      }}
    />
  );
}
