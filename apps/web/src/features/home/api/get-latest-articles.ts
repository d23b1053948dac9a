/** GET /api/articles?pageSize=3: the three newest articles, for the home page. */
import type { ArticleListResponse } from '@tinkerlabs/contract/articles';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const latestArticlesQuery = {
  queryKey: ['home', 'latest-articles'],
  queryFn: ({ signal }) => api<ArticleListResponse>('/api/articles?pageSize=3', { signal }),
} satisfies FetchQueryOptions<ArticleListResponse>;
