/** GET /api/admin/resources (administrators): one page of the resource library, by title. */
import type { AdminResourceListResponse } from '@tinkerlabs/contract/admin-resources';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';

export const adminResourcesKey = ['admin', 'resources'] as const;
/** The public pages' key (features/resources): they show what an edit changed. */
export const publicResourcesKey = ['resources'] as const;

export interface AdminResourceFilters {
  q: string;
  kind: string;
  collection: string;
  page: number;
}

export const adminResourcesQuery = (filters: AdminResourceFilters) =>
  queryOptions({
    queryKey: [...adminResourcesKey, 'list', filters],
    queryFn: ({ signal }) =>
      api<AdminResourceListResponse>(withQuery('/api/admin/resources', { ...filters, pageSize: 25 }), {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminResources = (filters: AdminResourceFilters) => useQuery(adminResourcesQuery(filters));
