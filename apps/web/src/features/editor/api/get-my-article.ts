/** GET /api/me/articles/:id: one of the author's articles with its body and review history. */
import type { ArticleDraft } from '@tinkerlabs/contract/article-drafts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { myArticlesKey } from './get-my-articles.ts';

export const myArticleQuery = (id: string) =>
  queryOptions({
    queryKey: [...myArticlesKey, 'detail', id],
    queryFn: ({ signal }) => api<ArticleDraft>(`/api/me/articles/${encodeURIComponent(id)}`, { signal }),
    // The editor holds the live copy; a refetch while typing would only be thrown away.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const useMyArticle = (id: string) => useQuery(myArticleQuery(id));
