/**
 * The run bar of both environments: the labs' shared Run, Step, Stop and Reset, beside the speed of
 * the animation.
 */
import { useId } from 'react';
import { labelClass } from '@/components/ui/control-styles.ts';
import { RunControls } from '@/components/ui/run-controls.tsx';
import { speedLabel, speeds } from '../lib/lab-settings.ts';

export function RunBar({
  running,
  canRun,
  onRun,
  onStep,
  onStop,
  onReset,
  speedIndex,
  onSpeedChange,
  stepLabel,
  updateUnit,
  fastestLabel,
}: {
  running: boolean;
  canRun: boolean;
  onRun: () => void;
  onStep: () => void;
  onStop: () => void;
  onReset: () => void;
  speedIndex: number;
  onSpeedChange: (index: number) => void;
  /** What one step does, for the Step button's description. */
  stepLabel: string;
  /** What an update is, in the plural, for the speed's label ("moves"). */
  updateUnit: string;
  /** Names the fastest setting when it means "as fast as possible" rather than a rate. */
  fastestLabel?: string;
}) {
  const id = useId();
  const label =
    fastestLabel && speedIndex === speeds.length - 1
      ? fastestLabel
      : speedLabel(speeds[speedIndex]!, updateUnit);
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
      <RunControls
        onRun={onRun}
        onStep={onStep}
        onStop={onStop}
        onReset={onReset}
        disabled={{ run: running || !canRun, step: !canRun, stop: !running }}
        describedBy={{ step: `${id}-step` }}
      />
      <span id={`${id}-step`} className="sr-only">
        {stepLabel}
      </span>
      <div className="min-w-48 flex-1">
        <label htmlFor={`${id}-speed`} className={labelClass}>
          Speed <span className="font-normal text-neutral-600 dark:text-neutral-400">({label})</span>
        </label>
        <input
          id={`${id}-speed`}
          type="range"
          min={0}
          max={speeds.length - 1}
          step={1}
          value={speedIndex}
          aria-valuetext={label}
          onChange={(event) => onSpeedChange(Number(event.target.value))}
          className="mt-2 block w-full accent-primary-700"
        />
      </div>
    </div>
  );
}
