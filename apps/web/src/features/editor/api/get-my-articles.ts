/** GET /api/me/articles: the author's articles in every status, newest change first. */
import type { ArticleDraftListResponse } from '@tinkerlabs/contract/article-drafts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Every query under this key shows the author's articles; changes invalidate it. */
export const myArticlesKey = ['me', 'articles'] as const;

export const myArticlesQuery = queryOptions({
  queryKey: [...myArticlesKey, 'list'],
  queryFn: ({ signal }) => api<ArticleDraftListResponse>('/api/me/articles?pageSize=50', { signal }),
});

export const useMyArticles = () => useQuery(myArticlesQuery);
