/**
 * /dashboard/articles/review (administrators): the pending articles, longest waiting first, a page
 * at a time, each rendered exactly as the public page will show it (the same PostPage, loaded as it
 * comes near the screen), with Approve, and Reject with a required reason. It refreshes live when
 * the queue changes elsewhere.
 */
import type { ArticleReviewSummary } from '@tinkerlabs/contract/article-drafts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PostPage } from '@/components/content/post-page.tsx';
import { PreviewWhenNear } from '@/components/moderation/preview-when-near.tsx';
import { PagedResults } from '@/components/ui/paged-results.tsx';
import { EmptyState } from '@/components/ui/request-states.tsx';
import {
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
  selectClass,
} from '@/components/ui/control-styles.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { useListParams } from '@/lib/list-params.ts';
import { useRealtimeInvalidation } from '@/lib/realtime/use-realtime.ts';
import { useDecideArticle } from '../api/decide-article.ts';
import { reviewArticleQuery, reviewQueueKey, reviewQueueQuery } from '../api/get-review-queue.ts';

export function ArticleReviewPage() {
  const { params } = useListParams([] as const);
  const queue = useQuery(reviewQueueQuery(params.page));
  useRealtimeInvalidation('reviews', [reviewQueueKey]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">Review Articles</h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-300">
        Articles submitted for publication: read each as it will appear, then publish it or return it with a
        reason.
      </p>
      {queue.isSuccess && queue.data.total === 0 ? (
        <EmptyState title="Nothing is waiting for review." />
      ) : (
        <PagedResults query={queue} noun={['article waiting for review', 'articles waiting for review']}>
          {(items) => (
            <ol className="mt-6 space-y-10">
              {items.map((item) => (
                <li key={item.id}>
                  <ReviewItem item={item} />
                </li>
              ))}
            </ol>
          )}
        </PagedResults>
      )}
    </div>
  );
}

function ReviewItem({ item }: { item: ArticleReviewSummary }) {
  const decide = useDecideArticle();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonId = useId();
  const headingId = useId();

  const reject = () => {
    if (reason.trim() === '') {
      setReasonError('Give the author a reason.');
      return;
    }
    decide.mutate({ id: item.id, baseVersion: item.version, action: 'reject', reason: reason.trim() });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-neutral-200 dark:border-neutral-800"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-neutral-200 p-4 dark:border-neutral-800">
        <div>
          <h2 id={headingId} className="font-semibold text-neutral-900 dark:text-white">
            {item.title || 'Untitled'}
          </h2>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            By {item.author.name}
            {item.submittedAt ? `, submitted ${formatDateTime(item.submittedAt)}` : ''} · /articles/
            {item.slug}
          </p>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            className={primaryButtonClass}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: item.id, baseVersion: item.version, action: 'approve' })}
          >
            Approve and publish
          </button>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={decide.isPending}
            onClick={() => setRejecting(true)}
          >
            Reject…
          </button>
        </div>
      </header>
      {rejecting ? (
        <div className="border-b border-neutral-200 p-4 dark:border-neutral-800">
          <label htmlFor={reasonId} className={labelClass}>
            Reason for the author (required)
          </label>
          <textarea
            id={reasonId}
            value={reason}
            rows={3}
            maxLength={1000}
            aria-invalid={reasonError ? true : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
            className={selectClass}
          />
          {reasonError ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{reasonError}</p> : null}
          <div className="mt-2 flex gap-2">
            <button type="button" className={primaryButtonClass} disabled={decide.isPending} onClick={reject}>
              Reject with this reason
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setRejecting(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      {decide.error ? (
        <p role="alert" className="p-4 text-sm text-red-700 dark:text-red-400">
          {decide.error.message}
        </p>
      ) : null}
      <PreviewWhenNear query={reviewArticleQuery(item.id)} title={item.title || 'Untitled'}>
        {(article) => <PostPage post={article.preview} list={{ to: '/articles', label: 'Articles' }} />}
      </PreviewWhenNear>
    </section>
  );
}
