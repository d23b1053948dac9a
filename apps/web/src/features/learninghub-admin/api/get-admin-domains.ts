/** GET /api/admin/learninghub/domains: every domain in order, published or not, with its topics. */
import type { AdminDomainListResponse } from '@tinkerlabs/contract/admin-learninghub';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminDomainsKey } from './learninghub-admin-keys.ts';

export const adminDomainsQuery = queryOptions({
  queryKey: adminDomainsKey,
  queryFn: ({ signal }) => api<AdminDomainListResponse>('/api/admin/learninghub/domains', { signal }),
  staleTime: 0,
});

export const useAdminDomains = () => useQuery(adminDomainsQuery);
