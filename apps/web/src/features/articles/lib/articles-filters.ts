/** The articles list's filters as the page's address holds them (see lib/list-params.ts). */
import { readListParams } from '@/lib/list-params.ts';
import type { ArticleListFilters } from '../api/get-articles.ts';

export const articleFilterNames = ['q', 'tag'] as const;
export const articlePageSize = 6;

export const articleFiltersFrom = (search: URLSearchParams): ArticleListFilters => ({
  ...readListParams(search, articleFilterNames),
  pageSize: articlePageSize,
});
