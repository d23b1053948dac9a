/** GET /api/youniversity: free university-level courses, filtered by level and tag. */
import type { CourseListResponse } from '@tinkerlabs/contract/youniversity';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';

export interface CourseListFilters {
  level?: string;
  tag?: string;
  page?: number;
  pageSize?: number;
}

export const coursesQuery = (filters: CourseListFilters) =>
  queryOptions({
    queryKey: ['youniversity', 'list', filters],
    queryFn: ({ signal }) =>
      api<CourseListResponse>(withQuery('/api/youniversity', { ...filters }), { signal }),
    placeholderData: keepPreviousData,
  });
