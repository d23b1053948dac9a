/**
 * One submission in a review queue: who sent it and when, duplicate hints, the preview, the history
 * (folded away), and the decision buttons. A refused decision (the submission changed meanwhile)
 * says what changed; the queue reloads behind it.
 */
import type { SubmissionKind } from '@tinkerlabs/contract/submissions';
import { useId, useState } from 'react';
import { DuplicateHints } from '@/components/moderation/duplicate-hints.tsx';
import { HistoryList } from '@/components/moderation/history-list.tsx';
import { RejectDialog } from '@/components/moderation/reject-dialog.tsx';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { useDecideSubmission } from '../api/decide-submission.ts';
import type { ReviewItemOf } from '../api/review-queue-query.ts';
import { reviewTitleOf } from '../lib/review-title.ts';
import { staleDecisionMessage } from '../lib/stale-decision.ts';

export function ReviewQueueEntry({
  kind,
  item,
  preview,
}: {
  kind: SubmissionKind;
  item: ReviewItemOf<SubmissionKind>;
  preview: React.ReactNode;
}) {
  const decide = useDecideSubmission(kind);
  const [rejecting, setRejecting] = useState(false);
  const headingId = useId();
  const title = reviewTitleOf(item);
  const stale = staleDecisionMessage(decide.error, decide.variables?.baseVersion ?? item.version);

  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl border border-neutral-200 dark:border-neutral-800"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-neutral-200 p-4 dark:border-neutral-800">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold break-words text-neutral-900 dark:text-white">
            {title}
          </h2>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            Suggested by {item.author.name}
            {item.submittedAt ? `, waiting since ${formatDateTime(item.submittedAt)}` : ''} · version{' '}
            {item.version}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={primaryButtonClass}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: item.id, baseVersion: item.version, action: 'approve' })}
          >
            {decide.isPending && !rejecting ? 'Approving…' : 'Approve and publish'}
          </button>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={decide.isPending}
            onClick={() => {
              decide.reset();
              setRejecting(true);
            }}
          >
            Reject…
          </button>
        </div>
      </header>
      {decide.error && !rejecting ? (
        <p
          role="alert"
          className="border-b border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
        >
          {stale ?? decide.error.message}
        </p>
      ) : null}
      {item.duplicates.length > 0 ? (
        <div className="border-b border-neutral-200 p-4 dark:border-neutral-800">
          <DuplicateHints hints={item.duplicates} more={item.moreDuplicates} />
        </div>
      ) : null}
      <div className="p-4">{preview}</div>
      <details className="border-t border-neutral-200 p-4 dark:border-neutral-800">
        <summary className="cursor-pointer text-sm font-semibold text-neutral-800 dark:text-neutral-200">
          History ({item.history.length})
        </summary>
        <div className="mt-3">
          <HistoryList entries={item.history} />
        </div>
      </details>
      <RejectDialog
        open={rejecting}
        itemTitle={title}
        busy={decide.isPending}
        error={decide.error ? (stale ?? decide.error.message) : null}
        onCancel={() => setRejecting(false)}
        onConfirm={(reason) =>
          decide.mutate(
            { id: item.id, baseVersion: item.version, action: 'reject', reason },
            { onSuccess: () => setRejecting(false) },
          )
        }
      />
    </section>
  );
}
