/**
 * Section 1: a world frame, a body frame the visitor drags and turns, and a point whose coordinates are
 * shown in both frames as they change.
 */
import { anchoredFromWorld, pointInBothFrames, type AnchoredPoint } from '../lib/anchored-point.ts';
import { radToDeg } from '../lib/angles.ts';
import {
  bodyRange,
  pointRange,
  poseFromControls,
  reanchorWithinRange,
  snapToStep,
  type BodyControls,
} from '../lib/body-controls.ts';
import { formatPoint } from '../lib/latex-format.ts';
import { toParentFrame } from '../lib/pose-2d.ts';
import { PlaneFigure } from './plane-figure.tsx';
import type { PlaneScene } from './plane-scene.ts';
import { RangeField } from './range-field.tsx';
import {
  figureGridClass,
  panelClass,
  proseClass,
  readoutClass,
  sectionClass,
  sectionHeadingClass,
} from './section-styles.ts';
import { SegmentedChoice } from './segmented-choice.tsx';
import { Tex } from './tex.tsx';

const anchorOptions = [
  { value: 'world', label: 'World frame' },
  { value: 'body', label: 'Body frame' },
] as const;

export function FramesSection({
  body,
  onBodyChange,
  point,
  onPointChange,
}: {
  body: BodyControls;
  onBodyChange: (body: BodyControls) => void;
  point: AnchoredPoint;
  onPointChange: (point: AnchoredPoint) => void;
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

  const setPointCoordinate = (axis: 'x' | 'y', value: number) =>
    onPointChange({ ...point, coordinates: { ...point.coordinates, [axis]: value } });
  const frameWord = point.frame === 'world' ? 'world' : 'body';

  return (
    <section aria-labelledby="frames-heading" className={sectionClass}>
      <h2 id="frames-heading" className={sectionHeadingClass}>
        1. Frames and points
      </h2>
      <div className={proseClass}>
        <p>
          A coordinate frame is an origin and a pair (in space, a triple) of perpendicular unit axes.
          Coordinates mean nothing until you say which frame they are measured in: one physical point has
          different numbers in different frames. Robotics writes the frame as a leading superscript, so{' '}
          <Tex>{'{}^W\\mathbf p'}</Tex> are the coordinates of the point <Tex>{'\\mathbf p'}</Tex> in the
          world frame <Tex>{'\\{W\\}'}</Tex>, and <Tex>{'{}^B\\mathbf p'}</Tex> its coordinates in a body
          frame <Tex>{'\\{B\\}'}</Tex> attached to a robot, a camera or a gripper.
        </p>
        <p>
          The body&apos;s pose in the world is two things: where its origin sits, the translation{' '}
          <Tex>{'\\mathbf t = (t_x, t_y)'}</Tex> in world coordinates, and the angle <Tex>{'\\theta'}</Tex>{' '}
          from the world&apos;s x axis to the body&apos;s x axis, positive counter-clockwise. Drag the
          body&apos;s origin to move it, drag the dashed ring beyond its x axis to turn it, drag the point, or
          use the sliders.
        </p>
        <p>
          The dashed guides show what the numbers mean: <Tex>{'{}^W\\mathbf p'}</Tex> is reached by walking
          from the world origin along the world axes (grey), <Tex>{'{}^B\\mathbf p'}</Tex> by walking from the
          body origin along the body&apos;s axes (red). Fix the point in the world and move the body:{' '}
          <Tex>{'{}^W\\mathbf p'}</Tex> stays while <Tex>{'{}^B\\mathbf p'}</Tex> changes, which is how a
          driving robot sees a landmark. Fix it in the body and it rides along: now{' '}
          <Tex>{'{}^B\\mathbf p'}</Tex> is constant and <Tex>{'{}^W\\mathbf p'}</Tex> changes, like the tip of
          a tool bolted to an arm.
        </p>
      </div>

      <div className={figureGridClass}>
        <PlaneFigure
          title="World frame W, body frame B and the point p"
          description={`The body frame's origin is at ${formatPoint(pose.x, pose.y)} in the world, turned ${body.angleDeg} degrees. The point p is at ${formatPoint(world.x, world.y)} in world coordinates and ${formatPoint(inBody.x, inBody.y)} in body coordinates.`}
          scene={scene}
          handlers={{
            frameId: 'body',
            onMoveFrame: (at) =>
              onBodyChange({ ...body, x: snapToStep(at.x, bodyRange), y: snapToStep(at.y, bodyRange) }),
            onRotateFrame: (angle) => onBodyChange({ ...body, angleDeg: Math.round(radToDeg(angle)) }),
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
          }}
        />
        <div className="space-y-4">
          <div className={`${panelClass} space-y-3`}>
            <h3 className="font-semibold text-neutral-900 dark:text-white">Body frame</h3>
            <RangeField
              label="Body angle (deg)"
              value={body.angleDeg}
              min={-180}
              max={180}
              step={1}
              digits={0}
              onChange={(angleDeg) => onBodyChange({ ...body, angleDeg })}
            />
            <RangeField
              label="Body X"
              value={body.x}
              min={-bodyRange}
              max={bodyRange}
              step={0.1}
              onChange={(x) => onBodyChange({ ...body, x })}
            />
            <RangeField
              label="Body Y"
              value={body.y}
              min={-bodyRange}
              max={bodyRange}
              step={0.1}
              onChange={(y) => onBodyChange({ ...body, y })}
            />
          </div>
          <div className={`${panelClass} space-y-3`}>
            <h3 className="font-semibold text-neutral-900 dark:text-white">Point p</h3>
            <SegmentedChoice
              legend="The point is fixed in the"
              options={anchorOptions}
              value={point.frame}
              onChange={(frame) => onPointChange(reanchorWithinRange(pose, point, frame))}
            />
            <RangeField
              label={`Point X (${frameWord} frame)`}
              value={point.coordinates.x}
              min={-pointRange}
              max={pointRange}
              step={0.1}
              onChange={(x) => setPointCoordinate('x', x)}
            />
            <RangeField
              label={`Point Y (${frameWord} frame)`}
              value={point.coordinates.y}
              min={-pointRange}
              max={pointRange}
              step={0.1}
              onChange={(y) => setPointCoordinate('y', y)}
            />
            <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1 text-sm">
              <dt className="text-neutral-700 dark:text-neutral-300">
                In the world <Tex>{'{}^W\\mathbf p'}</Tex>
              </dt>
              <dd>
                <output aria-label="Point in world coordinates" className={readoutClass}>
                  {formatPoint(world.x, world.y)}
                </output>
              </dd>
              <dt className="text-neutral-700 dark:text-neutral-300">
                In the body <Tex>{'{}^B\\mathbf p'}</Tex>
              </dt>
              <dd>
                <output aria-label="Point in body coordinates" className={readoutClass}>
                  {formatPoint(inBody.x, inBody.y)}
                </output>
              </dd>
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
