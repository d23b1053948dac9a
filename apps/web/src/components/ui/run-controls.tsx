/**
 * The labs' Run, Step, Stop and Reset buttons. A lab shows the ones it has handlers for, in that order,
 * and says which cannot act now; those keep their place and show the site's disabled look. They are
 * `aria-disabled` rather than `disabled`, so the one that has keyboard focus keeps it: Run pressed
 * from the keyboard stays focused while the run it started is on, as Stop does when the run ends
 * (a `disabled` button would drop the focus to the page, and the visitor would start from the top).
 */
import { Play, RotateCcw, Square, StepForward, type LucideIcon } from 'lucide-react';
import { primaryButtonClass, secondaryButtonClass, unavailableButtonClass } from './control-styles.ts';

export type RunAction = 'run' | 'step' | 'stop' | 'reset';

const buttons: { action: RunAction; name: string; Icon: LucideIcon; className: string }[] = [
  { action: 'run', name: 'Run', Icon: Play, className: primaryButtonClass },
  { action: 'step', name: 'Step', Icon: StepForward, className: secondaryButtonClass },
  { action: 'stop', name: 'Stop', Icon: Square, className: secondaryButtonClass },
  { action: 'reset', name: 'Reset', Icon: RotateCcw, className: secondaryButtonClass },
];

/**
 * @example
 * <RunControls onRun={run} onStop={stop} disabled={{ run: running, stop: !running }} />
 */
export function RunControls({
  onRun,
  onStep,
  onStop,
  onReset,
  disabled = {},
  describedBy = {},
}: {
  onRun?: () => void;
  onStep?: () => void;
  onStop?: () => void;
  onReset?: () => void;
  /** The buttons that cannot act now. */
  disabled?: Partial<Record<RunAction, boolean>>;
  /** The id of what says more about a button than its name (what one step does). */
  describedBy?: Partial<Record<RunAction, string>>;
}) {
  const handlers: Record<RunAction, (() => void) | undefined> = {
    run: onRun,
    step: onStep,
    stop: onStop,
    reset: onReset,
  };
  return (
    <div className="flex flex-wrap gap-2">
      {buttons.map(({ action, name, Icon, className }) => {
        const handler = handlers[action];
        const unavailable = disabled[action] ?? false;
        return handler ? (
          <button
            key={action}
            type="button"
            onClick={unavailable ? undefined : handler}
            aria-disabled={unavailable || undefined}
            aria-describedby={describedBy[action]}
            className={`${className} ${unavailableButtonClass}`}
          >
            <Icon aria-hidden="true" className="size-4" /> {name}
          </button>
        ) : null;
      })}
    </div>
  );
}
