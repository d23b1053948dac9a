/**
 * The member's own submissions of every type, a page at a time (`?page=` in the address): status, the
 * reviewer's reason when rejected, and what they can do next (edit, withdraw while waiting, view once
 * published). Drafts and rejected ones (waiting for the member), of every page, are counted at the top.
 */
import type { SubmissionSummary } from '@tinkerlabs/contract/submissions';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';
import { StatusBadge } from '@/components/moderation/status-badge.tsx';
import { secondaryButtonClass, textLinkClass } from '@/components/ui/control-styles.ts';
import { PagedResults } from '@/components/ui/paged-results.tsx';
import { EmptyState } from '@/components/ui/request-states.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { useListParams } from '@/lib/list-params.ts';
import { mySubmissionsQuery } from '../api/my-submissions-query.ts';
import { useWithdrawSubmission } from '../api/withdraw-submission.ts';

const kindLabels: Record<SubmissionSummary['kind'], string> = {
  stores: 'Store',
  items: 'Item',
  projects: 'Project',
  articles: 'Article',
};

export function MySubmissions() {
  const { params } = useListParams([] as const);
  const query = useQuery(mySubmissionsQuery(params.page));
  if (query.isSuccess && query.data.total === 0) {
    return (
      <EmptyState title="You have not submitted anything yet" icon={Send}>
        Suggest a store or an item, submit a project or write an article: the shortcuts are above.
      </EmptyState>
    );
  }
  const needsAction = query.data?.needsAction;
  return (
    <div>
      {needsAction === undefined ? null : (
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
          {needsAction === 0
            ? 'Nothing needs your action.'
            : `${needsAction} ${needsAction === 1 ? 'submission needs' : 'submissions need'} your action (drafts and rejected ones).`}
        </p>
      )}
      <PagedResults query={query} noun={['submission', 'submissions']}>
        {(items) => (
          <ul className="mt-4 divide-y divide-neutral-200 rounded-xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
            {items.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="p-4">
                <SubmissionRow item={item} />
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}

function SubmissionRow({ item }: { item: SubmissionSummary }) {
  const withdraw = useWithdrawSubmission();
  const canWithdraw = item.status === 'pending' && item.kind !== 'articles';
  const canEdit = item.status !== 'approved' || item.kind === 'articles';
  const editLabel = item.status === 'rejected' || item.status === 'draft' ? 'Fix and send again' : 'Edit';
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
            {kindLabels[item.kind]}
          </span>
          <span className="font-medium break-words text-neutral-900 dark:text-white">{item.title}</span>
          <StatusBadge status={item.status} />
        </p>
        <p className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
          Changed <time dateTime={item.updatedAt}>{formatDateTime(item.updatedAt)}</time>
        </p>
        {item.status === 'rejected' && item.rejectionReason ? (
          <p className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
            <span className="font-semibold">Reviewer&apos;s reason: </span>
            {item.rejectionReason}
          </p>
        ) : null}
        {withdraw.error ? (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {withdraw.error.message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {item.publicPath ? (
          <Link to={item.publicPath} className={textLinkClass} aria-label={`View ${item.title}`}>
            View
          </Link>
        ) : null}
        {canEdit ? (
          <Link to={item.editPath} className={textLinkClass} aria-label={`${editLabel} ${item.title}`}>
            {editLabel}
          </Link>
        ) : null}
        {canWithdraw ? (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={withdraw.isPending}
            aria-label={`Withdraw ${item.title}`}
            onClick={() =>
              withdraw.mutate({
                kind: item.kind as 'stores' | 'items' | 'projects',
                id: item.id,
                baseVersion: item.version,
              })
            }
          >
            {withdraw.isPending ? 'Withdrawing…' : 'Withdraw'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
