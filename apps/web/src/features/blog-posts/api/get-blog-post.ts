/** GET /api/blog-posts/:slug: one post with its body and headings. */
import type { BlogPostDetail } from '@tinkerlabs/contract/blog-posts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: ['blog-posts', 'detail', slug],
    queryFn: ({ signal }) => api<BlogPostDetail>(`/api/blog-posts/${slug}`, { signal }),
  });
