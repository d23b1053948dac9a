/** GET /api/articles: a page of published articles, newest first, filtered by search text and tag. */
import type { ArticleListResponse } from '@tinkerlabs/contract/articles';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';

export interface ArticleListFilters {
  q?: string;
  tag?: string;
  page?: number;
  /** A page past the numbered ones: the cursor of the page before (`nextCursor`). */
  after?: string;
  pageSize?: number;
}

export const articlesQuery = (filters: ArticleListFilters) =>
  queryOptions({
    queryKey: ['articles', 'list', filters],
    queryFn: ({ signal }) => api<ArticleListResponse>(withQuery('/api/articles', { ...filters }), { signal }),
    placeholderData: keepPreviousData,
  });
