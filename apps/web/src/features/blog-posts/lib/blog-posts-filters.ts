/** The blog posts list's filters as the page's address holds them (see lib/list-params.ts). */
import { readListParams } from '@/lib/list-params.ts';
import type { BlogPostListFilters } from '../api/get-blog-posts.ts';

export const blogPostFilterNames = ['tag'] as const;
export const blogPostFiltersFrom = (search: URLSearchParams): BlogPostListFilters =>
  readListParams(search, blogPostFilterNames);
