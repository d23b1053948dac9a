/**
 * The confirmation after a member sent a submission: what happens next, the link back to the
 * dashboard (where its status shows), and a way to send another. Focus moves to it so screen-reader
 * users hear it.
 */
import type { SubmissionStatus } from '@tinkerlabs/contract/submissions';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { StatusBadge } from './status-badge.tsx';

export function SubmissionSent({
  title,
  status,
  anotherLabel,
  onAnother,
}: {
  title: string;
  status: SubmissionStatus;
  anotherLabel: string;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      className="max-w-3xl rounded-xl border border-green-200 bg-green-50 p-6 dark:border-green-900 dark:bg-green-950/40"
    >
      <h2
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold text-green-900 outline-none dark:text-green-100"
      >
        <CircleCheck aria-hidden className="size-6" />
        {title}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-green-900 dark:text-green-100">
        Status: <StatusBadge status={status} />
      </p>
      <p className="mt-2 text-sm text-green-900 dark:text-green-100">
        {status === 'pending'
          ? 'An administrator reviews it soon. You will be told here and on your dashboard when it is approved or rejected.'
          : 'It is saved. Send it for review again when it is ready.'}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to="/dashboard" className={primaryButtonClass}>
          Go to your dashboard
        </Link>
        <button type="button" onClick={onAnother} className={secondaryButtonClass}>
          {anotherLabel}
        </button>
      </div>
    </div>
  );
}
