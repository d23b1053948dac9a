/**
 * A review queue (/dashboard/{kind}/review, administrators): the submissions of one kind waiting
 * longest first, each shown as the public will see it (loaded as it comes near the screen), with
 * duplicate hints, its history, Approve and Reject with a reason. It refreshes live when the queue
 * changes elsewhere.
 */
import type { ReviewPreviewOf, SubmissionKind } from '@tinkerlabs/contract/submissions';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PreviewWhenNear } from '@/components/moderation/preview-when-near.tsx';
import { PagedResults } from '@/components/ui/paged-results.tsx';
import { useListParams } from '@/lib/list-params.ts';
import { useRealtimeInvalidation } from '@/lib/realtime/use-realtime.ts';
import {
  type ReviewItemOf,
  reviewPreviewQuery,
  reviewQueueKey,
  reviewQueueQuery,
} from '../api/review-queue-query.ts';
import { reviewTitleOf } from '../lib/review-title.ts';
import { ReviewQueueEntry } from './review-queue-entry.tsx';

const nouns: Record<SubmissionKind, readonly [string, string]> = {
  stores: ['store waiting for review', 'stores waiting for review'],
  items: ['item waiting for review', 'items waiting for review'],
  projects: ['project waiting for review', 'projects waiting for review'],
};

export interface ReviewQueueProps<K extends SubmissionKind> {
  kind: K;
  /** The public view of the preview (loaded as the entry comes near the screen). */
  renderPreview: (preview: ReviewPreviewOf[K], item: ReviewItemOf<K>) => ReactNode;
}

export function ReviewQueue<K extends SubmissionKind>({ kind, renderPreview }: ReviewQueueProps<K>) {
  const { params } = useListParams([] as const);
  const query = useQuery(reviewQueueQuery(kind, params.page));
  useRealtimeInvalidation('reviews', [reviewQueueKey(kind)]);

  if (query.isSuccess && query.data.total === 0) {
    return (
      <div className="mt-6 rounded-xl border border-dashed border-neutral-300 p-8 text-center dark:border-neutral-700">
        <p role="status" className="font-semibold text-neutral-900 dark:text-white">
          Nothing is waiting for review
        </p>
        <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-300">
          New submissions appear here as soon as members send them.
        </p>
      </div>
    );
  }
  return (
    <PagedResults query={query} noun={nouns[kind]}>
      {(items) => (
        <ol className="mt-4 space-y-10">
          {items.map((item) => (
            <li key={item.id}>
              <ReviewQueueEntry
                kind={kind}
                item={item}
                preview={
                  <PreviewWhenNear query={reviewPreviewQuery(kind, item.id)} title={reviewTitleOf(item)}>
                    {(preview) => renderPreview(preview, item as ReviewItemOf<K>)}
                  </PreviewWhenNear>
                }
              />
            </li>
          ))}
        </ol>
      )}
    </PagedResults>
  );
}
