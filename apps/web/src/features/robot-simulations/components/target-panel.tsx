/**
 * The target form: X, Y, Z (and the SCARA's tool angle), the path to take, the choice between the
 * inverse-kinematics solutions when there are several, and "Move to target". An unreachable target is
 * explained in an alert and the arm does not move; so is a chosen posture that cannot reach it.
 */
import type { PathKind } from '@tinkerlabs/kinematics/path-plan';
import type { IkResult, RobotModel } from '@tinkerlabs/kinematics/robot-model';
import { useId } from 'react';
import {
  labelClass,
  primaryButtonClass,
  selectClass,
  unavailableButtonClass,
} from '@/components/ui/control-styles.ts';
import { NumberField } from '@/components/ui/number-field.tsx';
import { formatValue } from '../lib/format-value.ts';
import type { TargetInput } from '../lib/simulation-params.ts';
import { unavailablePostureMessage, type SolutionChoice } from '../lib/solution-choice.ts';
import { AlertMessage } from './alert-message.tsx';
import { hintClass, panelHeadingClass } from './field-styles.ts';

const axes = [
  ['x', 'Target X', 'mm'],
  ['y', 'Target Y', 'mm'],
  ['z', 'Target Z', 'mm'],
] as const;

export function TargetPanel({
  model,
  target,
  onTarget,
  path,
  onPath,
  ik,
  choice,
  onSolution,
  onMove,
  alert,
  busy,
}: {
  model: RobotModel;
  target: TargetInput;
  onTarget: (target: TargetInput) => void;
  path: PathKind;
  onPath: (path: PathKind) => void;
  ik: IkResult;
  choice: SolutionChoice;
  /** Called with the chosen posture's name. */
  onSolution: (posture: string) => void;
  onMove: () => void;
  alert: string | null;
  busy: boolean;
}) {
  const pathId = useId();
  const fields = model.id === 'scara' ? [...axes, ['toolAngle', 'Tool angle', 'deg'] as const] : axes;
  return (
    <section aria-labelledby="target-heading">
      <h2 id="target-heading" className={panelHeadingClass}>
        Target
      </h2>
      <form
        className="mt-3 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onMove();
        }}
      >
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2">
          {fields.map(([key, label, unit]) => (
            <NumberField
              key={key}
              label={label}
              unit={unit}
              value={target[key]}
              onChange={(value) => onTarget({ ...target, [key]: value })}
              format={formatValue}
            />
          ))}
        </div>
        <div>
          <label htmlFor={pathId} className={labelClass}>
            Path
          </label>
          <select
            id={pathId}
            value={path}
            onChange={(event) => onPath(event.target.value === 'line' ? 'line' : 'joint')}
            className={selectClass}
          >
            <option value="joint">Joint space (quintic)</option>
            <option value="line">Straight line of the tool</option>
          </select>
        </div>
        {ik.ok && (ik.solutions.length > 1 || choice.unavailable !== null) ? (
          <fieldset>
            <legend className={labelClass}>Solution</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {ik.solutions.map((solution, index) => (
                <label
                  key={solution.label}
                  className="flex items-center gap-2 text-sm text-neutral-800 dark:text-neutral-200"
                >
                  <input
                    type="radio"
                    name="ik-solution"
                    checked={index === choice.index}
                    onChange={() => onSolution(solution.label)}
                    className="accent-secondary-600"
                  />
                  {solution.label}
                </label>
              ))}
            </div>
            {choice.unavailable !== null ? (
              <p role="status" className={`mt-1 ${hintClass}`}>
                {unavailablePostureMessage(
                  choice.unavailable,
                  ik.solutions.map((solution) => solution.label),
                )}
              </p>
            ) : null}
            {path === 'line' ? (
              <p className={`mt-1 ${hintClass}`}>
                A straight line keeps the arm in its current configuration; the joint-space path can switch.
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <p className={hintClass}>
          {ik.ok
            ? ik.solutions.length === 1
              ? 'Reachable: one solution.'
              : `Reachable: ${ik.solutions.length} solutions.`
            : 'Not reachable: press the button to see why.'}
        </p>
        {/* aria-disabled while the arm moves, so the button pressed from the keyboard keeps the focus. */}
        <button
          type="submit"
          className={`${primaryButtonClass} ${unavailableButtonClass} w-full`}
          aria-disabled={busy || undefined}
        >
          Move to target
        </button>
        {alert ? <AlertMessage>{alert}</AlertMessage> : null}
      </form>
    </section>
  );
}
