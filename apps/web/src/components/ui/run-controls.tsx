/**
 * The labs' Run, Step, Stop and Reset buttons. A lab shows the ones it has handlers for, in that order,
 * and says which cannot act now; those keep their place and show the site's disabled look.
 */
import { Play, RotateCcw, Square, StepForward, type LucideIcon } from 'lucide-react';
import { primaryButtonClass, secondaryButtonClass } from './control-styles.ts';

export type RunAction = 'run' | 'step' | 'stop' | 'reset';

/** secondaryButtonClass has no disabled look: this adds primaryButtonClass's, so a dead button shows it. */
const secondaryControlClass = `${secondaryButtonClass} disabled:cursor-not-allowed disabled:opacity-60`;

const buttons: { action: RunAction; name: string; Icon: LucideIcon; className: string }[] = [
  { action: 'run', name: 'Run', Icon: Play, className: primaryButtonClass },
  { action: 'step', name: 'Step', Icon: StepForward, className: secondaryControlClass },
  { action: 'stop', name: 'Stop', Icon: Square, className: secondaryControlClass },
  { action: 'reset', name: 'Reset', Icon: RotateCcw, className: secondaryControlClass },
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
        return handler ? (
          <button
            key={action}
            type="button"
            onClick={handler}
            disabled={disabled[action] ?? false}
            aria-describedby={describedBy[action]}
            className={className}
          >
            <Icon aria-hidden="true" className="size-4" /> {name}
          </button>
        ) : null;
      })}
    </div>
  );
}
