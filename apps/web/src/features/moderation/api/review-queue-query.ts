/**
 * GET /api/review/{kind} (administrators): the submissions of one kind waiting for review, longest
 * waiting first, a page at a time; each one's preview on its own.
 */
import type {
  ItemReviewListResponse,
  ProjectReviewListResponse,
  ReviewPreviewOf,
  StoreReviewListResponse,
  SubmissionKind,
} from '@tinkerlabs/contract/submissions';
import type { Page } from '@tinkerlabs/contract/pagination';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';

export interface ReviewListOf {
  stores: StoreReviewListResponse;
  items: ItemReviewListResponse;
  projects: ProjectReviewListResponse;
}
export type ReviewItemOf<K extends SubmissionKind> = ReviewListOf[K]['items'][number];

export const reviewQueueKey = (kind: SubmissionKind) => ['review', kind] as const;

export const reviewQueuePageSize = 10;

export const reviewQueueQuery = <K extends SubmissionKind>(kind: K, page: number) =>
  queryOptions({
    queryKey: [...reviewQueueKey(kind), 'page', page],
    queryFn: ({ signal }) =>
      api<Page<ReviewItemOf<K>>>(withQuery(`/api/review/${kind}`, { page, pageSize: reviewQueuePageSize }), {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/review/{kind}/{id}/preview: what the public will see once the submission is approved. */
export const reviewPreviewQuery = <K extends SubmissionKind>(kind: K, id: string) =>
  queryOptions({
    queryKey: [...reviewQueueKey(kind), 'preview', id],
    queryFn: ({ signal }) => api<ReviewPreviewOf[K]>(`/api/review/${kind}/${id}/preview`, { signal }),
  });
