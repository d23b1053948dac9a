/** GET /api/blog-posts: a page of the site's own posts, newest first. */
import type { BlogPostListResponse } from '@tinkerlabs/contract/blog-posts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';

export interface BlogPostListFilters {
  tag?: string;
  page?: number;
  /** A page past the numbered ones: the cursor of the page before (`nextCursor`). */
  after?: string;
}

export const blogPostsQuery = (filters: BlogPostListFilters) =>
  queryOptions({
    queryKey: ['blog-posts', 'list', filters],
    queryFn: ({ signal }) =>
      api<BlogPostListResponse>(withQuery('/api/blog-posts', { ...filters }), { signal }),
    placeholderData: keepPreviousData,
  });
