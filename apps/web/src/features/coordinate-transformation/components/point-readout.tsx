/** The point's coordinates in both frames, as the lesson writes them: ᵂp and ᴮp. */
import { pointInBothFrames, type AnchoredPoint } from '@tinkerlabs/kinematics/frames/anchored-point';
import { poseFromControls, type BodyControls } from '../lib/body-controls.ts';
import { formatPoint } from '../lib/latex-format.ts';
import { readoutClass } from './section-styles.ts';
import { Tex } from './tex.tsx';

export function PointReadout({ body, point }: { body: BodyControls; point: AnchoredPoint }) {
  const { world, body: inBody } = pointInBothFrames(poseFromControls(body), point);
  return (
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
  );
}
