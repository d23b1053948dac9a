/** GET /api/learninghub: the learning hub's domains in their order, with how many topics each has. */
import type { DomainListResponse } from '@tinkerlabs/contract/learninghub';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const domainsQuery = queryOptions({
  queryKey: ['learninghub', 'domains'],
  queryFn: ({ signal }) => api<DomainListResponse>('/api/learninghub?pageSize=50', { signal }),
});
