/** GET /api/resources: books, papers, courses, tools and references, filtered by collection, kind, level and tag. */
import type { ResourceListResponse } from '@tinkerlabs/contract/resources';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';

export interface ResourceListFilters {
  collection?: string;
  kind?: string;
  level?: string;
  tag?: string;
  page?: number;
  pageSize?: number;
}

export const resourcesQuery = (filters: ResourceListFilters) =>
  queryOptions({
    queryKey: ['resources', 'list', filters],
    queryFn: ({ signal }) =>
      api<ResourceListResponse>(withQuery('/api/resources', { ...filters }), { signal }),
    placeholderData: keepPreviousData,
  });
