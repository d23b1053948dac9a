/** GET /api/review/articles (administrators): the articles waiting for review, longest waiting first. */
import type { ArticleReviewListResponse } from '@tinkerlabs/contract/article-drafts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const reviewQueueKey = ['review', 'articles'] as const;

export const reviewQueueQuery = queryOptions({
  queryKey: [...reviewQueueKey, 'list'],
  queryFn: ({ signal }) => api<ArticleReviewListResponse>('/api/review/articles?pageSize=50', { signal }),
});

export const useReviewQueue = () => useQuery(reviewQueueQuery);
