/**
 * The playground's Run and Stop. Each says when it cannot act with `aria-disabled` rather than
 * `disabled`, so the one a keyboard user pressed keeps the focus: Run while its run is on, Stop once
 * the run has stopped (a `disabled` button drops the focus to the page).
 */
import { Play, Square } from 'lucide-react';
import {
  primaryButtonClass,
  secondaryButtonClass,
  unavailableButtonClass,
} from '@/components/ui/control-styles.ts';

export function RunStopButtons({
  canRun,
  canStop,
  onRun,
  onStop,
}: {
  canRun: boolean;
  canStop: boolean;
  onRun: () => void;
  onStop: () => void;
}) {
  return (
    <>
      <button
        type="button"
        className={`${primaryButtonClass} ${unavailableButtonClass}`}
        aria-disabled={!canRun || undefined}
        onClick={canRun ? onRun : undefined}
      >
        <Play aria-hidden className="size-4" />
        Run
      </button>
      <button
        type="button"
        className={`${secondaryButtonClass} ${unavailableButtonClass}`}
        aria-disabled={!canStop || undefined}
        onClick={canStop ? onStop : undefined}
      >
        <Square aria-hidden className="size-4" />
        {/* On a phone the toolbar keeps to one row: Stop's name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">Stop</span>
      </button>
    </>
  );
}
