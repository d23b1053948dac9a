/** GET /api/admin/resources/:id (administrators): one resource with its tags and history. */
import type { AdminResource } from '@tinkerlabs/contract/admin-resources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminResourcesKey } from './get-admin-resources.ts';

export const adminResourceQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminResourcesKey, 'record', id],
    queryFn: ({ signal }) => api<AdminResource>(`/api/admin/resources/${encodeURIComponent(id)}`, { signal }),
  });

export const useAdminResource = (id: string) => useQuery(adminResourceQuery(id));
