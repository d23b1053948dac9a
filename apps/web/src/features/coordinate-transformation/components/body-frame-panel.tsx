/** The body frame's pose as three sliders: its angle and its origin's x and y in the world. */
import { bodyRange, type BodyControls } from '../lib/body-controls.ts';
import { RangeField } from './range-field.tsx';
import { panelClass } from './section-styles.ts';

export function BodyFramePanel({
  body,
  onBodyChange,
  heading: Heading = 'h3',
}: {
  body: BodyControls;
  onBodyChange: (body: BodyControls) => void;
  /** A lesson's lab widget sits below the lesson's own headings. */
  heading?: 'h3' | 'h4';
}) {
  return (
    <div className={`${panelClass} space-y-3`}>
      <Heading className="font-semibold text-neutral-900 dark:text-white">Body frame</Heading>
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
  );
}
