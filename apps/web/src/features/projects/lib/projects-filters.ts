/** The projects list's filters as the page's address holds them (see lib/list-params.ts). */
import { readListParams } from '@/lib/list-params.ts';
import type { ProjectListFilters } from '../api/get-projects.ts';

export const projectFilterNames = ['difficulty', 'tag'] as const;
export const projectFiltersFrom = (search: URLSearchParams): ProjectListFilters =>
  readListParams(search, projectFilterNames);
