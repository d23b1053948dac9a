/**
 * The mouse and speed selects above the labs' shared Run, Step, Stop and Reset, as in mms's controls,
 * and what Reset means here. A lesson's maze widget offers only the built-in mice (it has no program
 * editor).
 */
import { useId } from 'react';
import { labelClass, selectClass } from '@/components/ui/control-styles.ts';
import { RunControls } from '@/components/ui/run-controls.tsx';
import type { RunPhase } from '../hooks/use-maze-run.ts';
import { algorithms, speeds, type AlgorithmId, type SpeedId } from '../lib/run-settings.ts';

export function MouseRunPanel({
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
      <RunControls
        onRun={onRun}
        onStep={onStep}
        onStop={onStop}
        onReset={onReset}
        disabled={{ run: !canRun || phase === 'playing', step: !canRun, stop: !active, reset: !active }}
        describedBy={{ reset: `${id}-reset-help` }}
      />
      <p id={`${id}-reset-help`} className="text-xs text-neutral-600 dark:text-neutral-400">
        Reset simulates a crash, as in mms: the program sees <code>wasReset</code> answer true, and its{' '}
        <code>ackReset</code> puts the mouse back at the start, with 15 added to its next run.
      </p>
    </div>
  );
}
