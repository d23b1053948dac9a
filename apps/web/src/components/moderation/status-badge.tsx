/**
 * A submission's workflow status (store, item, project) as a small coloured label, worded for
 * members: pending reads "Waiting for review", approved reads "Published".
 */
import type { SubmissionStatus } from '@tinkerlabs/contract/submissions';
import { statusLabels } from './status-labels.ts';

const classNames: Record<SubmissionStatus, string> = {
  draft: 'bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  approved: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${classNames[status]}`}
    >
      {statusLabels[status]}
    </span>
  );
}
