/**
 * "Submit for review", and while the article cannot be submitted the reason beside it, which is also
 * the button's description. The button stays focusable (`aria-disabled`, not `disabled`) so that
 * reason can be reached and heard; pressing it then takes the author to what is missing.
 */
import { useId } from 'react';
import { primaryButtonClass } from '@/components/ui/control-styles.ts';

export function SubmitForReview({
  reason,
  busy,
  onSubmit,
  onHeldBack,
}: {
  /** Why it cannot be submitted yet (review-readiness.ts), or null. */
  reason: string | null;
  /** A step is on its way to the server. */
  busy: boolean;
  onSubmit: () => void;
  /** Pressed while held back by `reason`: show the author where to go. */
  onHeldBack: () => void;
}) {
  const reasonId = useId();
  const held = reason !== null || busy;
  return (
    <div className="flex max-w-xs flex-col items-end gap-1 text-right">
      <button
        type="button"
        aria-disabled={held || undefined}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => {
          if (reason !== null) onHeldBack();
          else if (!busy) onSubmit();
        }}
        className={`${primaryButtonClass} aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-primary-700`}
      >
        Submit for review
      </button>
      {reason ? (
        <p id={reasonId} data-submit-reason className="text-sm text-neutral-600 dark:text-neutral-400">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
