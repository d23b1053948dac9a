/** The resources list's filters as the page's address holds them (see lib/list-params.ts). */
import { readListParams } from '@/lib/list-params.ts';
import type { ResourceListFilters } from '../api/get-resources.ts';

export const resourceFilterNames = ['collection', 'kind', 'level', 'tag'] as const;
export const resourceFiltersFrom = (search: URLSearchParams): ResourceListFilters =>
  readListParams(search, resourceFilterNames);
