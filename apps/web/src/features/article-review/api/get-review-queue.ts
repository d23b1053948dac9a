/**
 * GET /api/review/articles (administrators): the articles waiting for review, longest waiting first,
 * a page at a time; GET /api/review/articles/{id}: one of them with the preview of its public page.
 */
import type { ArticleReviewItem, ArticleReviewListResponse } from '@tinkerlabs/contract/article-drafts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';

export const reviewQueueKey = ['review', 'articles'] as const;

export const reviewQueuePageSize = 10;

export const reviewQueueQuery = (page: number) =>
  queryOptions({
    queryKey: [...reviewQueueKey, 'page', page],
    queryFn: ({ signal }) =>
      api<ArticleReviewListResponse>(
        withQuery('/api/review/articles', { page, pageSize: reviewQueuePageSize }),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const reviewArticleQuery = (id: string) =>
  queryOptions({
    queryKey: [...reviewQueueKey, 'article', id],
    queryFn: ({ signal }) => api<ArticleReviewItem>(`/api/review/articles/${id}`, { signal }),
  });
