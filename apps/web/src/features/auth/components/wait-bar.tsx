/**
 * The sign-in wait bar with its reason beside it (an unexplained wait looks like a broken form) and a
 * polite live region that tells screen readers the time left about every 10 s.
 */
import { useId } from 'react';
import { waitAnnouncement } from '../lib/wait-announcement.ts';

export function WaitBar({ value, totalMs }: { value: number; totalMs: number }) {
  const reasonId = useId(); // the form can be on the page and in the modal at once
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Preparing sign-in"
        aria-describedby={reasonId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 w-full overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-700"
      >
        <div
          className="h-full bg-primary-600 transition-[width] duration-200"
          style={{ width: `${value}%` }}
        />
      </div>
      <p id={reasonId} className="mt-1.5 text-xs text-neutral-600 dark:text-neutral-400">
        This short wait protects TinkerLabs from automated sign-ups. Type your email meanwhile.
      </p>
      <p aria-live="polite" className="sr-only">
        {waitAnnouncement(totalMs, value)}
      </p>
    </div>
  );
}
