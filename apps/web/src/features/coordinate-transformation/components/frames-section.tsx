/**
 * Section 1: a world frame, a body frame the visitor drags and turns, and a point whose coordinates are
 * shown in both frames as they change.
 */
import type { AnchoredPoint } from '@tinkerlabs/kinematics/frames/anchored-point';
import {
  pointRange,
  poseFromControls,
  reanchorWithinRange,
  type BodyControls,
} from '../lib/body-controls.ts';
import { BodyFramePanel } from './body-frame-panel.tsx';
import { FramesFigure } from './frames-figure.tsx';
import { PointReadout } from './point-readout.tsx';
import { RangeField } from './range-field.tsx';
import {
  figureGridClass,
  panelClass,
  proseClass,
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
        <FramesFigure body={body} onBodyChange={onBodyChange} point={point} onPointChange={onPointChange} />
        <div className="space-y-4">
          <BodyFramePanel body={body} onBodyChange={onBodyChange} />
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
            <PointReadout body={body} point={point} />
          </div>
        </div>
      </div>
    </section>
  );
}
