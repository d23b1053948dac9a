/** GET /api/articles/:slug: one published article with its body, headings and reading time. */
import type { ArticleDetail } from '@tinkerlabs/contract/articles';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['articles', 'detail', slug],
    queryFn: ({ signal }) => api<ArticleDetail>(`/api/articles/${slug}`, { signal }),
  });
