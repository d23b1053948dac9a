/** The courses list's filters as the page's address holds them (see lib/list-params.ts). */
import { readListParams } from '@/lib/list-params.ts';
import type { CourseListFilters } from '../api/get-courses.ts';

export const courseFilterNames = ['level', 'tag'] as const;
export const courseFiltersFrom = (search: URLSearchParams): CourseListFilters =>
  readListParams(search, courseFilterNames);
