/** A slider and a number input per joint, within its limits, in degrees or millimetres. */
import type { RobotModel } from '@tinkerlabs/kinematics/robot-model';
import { useId } from 'react';
import { NumberField } from '@/components/ui/number-field.tsx';
import { formatValue } from '../lib/format-value.ts';
import { jointTypeColour } from '../lib/joint-colours.ts';
import { displayLimits, displayStep, fromDisplay, jointName, toDisplay } from '../lib/joint-units.ts';
import { panelHeadingClass } from './field-styles.ts';

export function JointControls({
  model,
  q,
  selectedJoint,
  onSelect,
  onChange,
  headingLevel = 2,
}: {
  model: RobotModel;
  q: readonly number[];
  selectedJoint: number;
  onSelect: (index: number) => void;
  onChange: (index: number, value: number) => void;
  /** A lesson's lab widget sits below the lesson's own headings. */
  headingLevel?: 2 | 3 | 4;
}) {
  // Unique, so two arms on one page (a lesson's lab widgets) keep their own headings.
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={panelHeadingClass}>
        Joints
      </Heading>
      <ul className="mt-3 space-y-3">
        {model.joints.map((joint, index) => {
          const name = jointName(joint, index);
          const { min, max } = displayLimits(joint);
          const shown = toDisplay(joint, q[index] ?? joint.home);
          const selected = index === selectedJoint;
          const set = (value: number) => onChange(index, fromDisplay(joint, value));
          return (
            <li
              key={joint.symbol}
              onFocus={() => onSelect(index)}
              className={`rounded-lg border px-3 py-2 ${
                selected
                  ? 'border-secondary-500 bg-secondary-50 dark:border-secondary-400 dark:bg-secondary-950'
                  : 'border-neutral-200 dark:border-neutral-800'
              }`}
            >
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="flex items-center gap-2 font-medium text-neutral-800 dark:text-neutral-100">
                  <span
                    aria-hidden
                    className="size-2.5 rounded-full"
                    style={{ backgroundColor: jointTypeColour[joint.type] }}
                  />
                  Joint {index + 1} · {joint.label}
                </span>
                <span className="text-xs text-neutral-600 dark:text-neutral-400">
                  {joint.type}, {min} to {max} {joint.type === 'revolute' ? '°' : 'mm'}
                </span>
              </div>
              <div className="mt-1 flex items-center gap-3">
                <input
                  type="range"
                  aria-label={name}
                  min={min}
                  max={max}
                  step={displayStep(joint)}
                  value={shown}
                  onChange={(event) => set(event.target.valueAsNumber)}
                  className="h-8 min-w-0 flex-1 accent-secondary-600"
                />
                <NumberField
                  label={name}
                  labelHidden
                  compact
                  min={min}
                  max={max}
                  step={displayStep(joint)}
                  value={shown}
                  onChange={set}
                  format={formatValue}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
