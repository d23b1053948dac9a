/**
 * The mouse and speed selects and the Run, Step, Stop and Reset buttons, as in mms's controls. A
 * lesson's maze widget offers only the built-in mice (it has no program editor).
 */
import { Play, RotateCcw, Square, StepForward } from 'lucide-react';
import { useId } from 'react';
import {
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
  selectClass,
} from '@/components/ui/control-styles.ts';
import type { RunPhase } from '../hooks/use-maze-run.ts';
import { algorithms, speeds, type AlgorithmId, type SpeedId } from '../lib/run-settings.ts';

/** secondaryButtonClass has no disabled look: this adds primaryButtonClass's, so a dead button shows it. */
const secondaryControlClass = `${secondaryButtonClass} disabled:cursor-not-allowed disabled:opacity-60`;

export function RunControls({
  algorithm,
  onAlgorithmChange,
  speed,
  onSpeedChange,
  phase,
  canRun,
  onRun,
  onStep,
  onStop,
  onReset,
  choices = algorithms,
}: {
  algorithm: AlgorithmId;
  onAlgorithmChange: (id: AlgorithmId) => void;
  speed: SpeedId;
  onSpeedChange: (id: SpeedId) => void;
  phase: RunPhase;
  canRun: boolean;
  onRun: () => void;
  onStep: () => void;
  onStop: () => void;
  onReset: () => void;
  choices?: readonly { id: AlgorithmId; label: string }[];
}) {
  const id = useId();
  const active = phase === 'playing' || phase === 'paused';
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <div>
          <label htmlFor={`${id}-algorithm`} className={labelClass}>
            Algorithm
          </label>
          <select
            id={`${id}-algorithm`}
            value={algorithm}
            disabled={active}
            onChange={(event) => onAlgorithmChange(event.target.value as AlgorithmId)}
            className={selectClass}
          >
            {choices.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-speed`} className={labelClass}>
            Speed
          </label>
          <select
            id={`${id}-speed`}
            value={speed}
            onChange={(event) => onSpeedChange(event.target.value as SpeedId)}
            className={selectClass}
          >
            {speeds.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onRun}
          disabled={!canRun || phase === 'playing'}
          className={primaryButtonClass}
        >
          <Play aria-hidden="true" className="size-4" /> Run
        </button>
        <button type="button" onClick={onStep} disabled={!canRun} className={secondaryControlClass}>
          <StepForward aria-hidden="true" className="size-4" /> Step
        </button>
        <button type="button" onClick={onStop} disabled={!active} className={secondaryControlClass}>
          <Square aria-hidden="true" className="size-4" /> Stop
        </button>
        <button
          type="button"
          onClick={onReset}
          disabled={!active}
          aria-describedby={`${id}-reset-help`}
          className={secondaryControlClass}
        >
          <RotateCcw aria-hidden="true" className="size-4" /> Reset
        </button>
      </div>
      <p id={`${id}-reset-help`} className="text-xs text-neutral-600 dark:text-neutral-400">
        Reset simulates a crash, as in mms: the program sees <code>wasReset</code> answer true, and its{' '}
        <code>ackReset</code> puts the mouse back at the start, with 15 added to its next run.
      </p>
    </div>
  );
}
