/** GET /api/learninghub/:domain: a domain with its topics in the order to study them. */
import type { DomainDetail } from '@tinkerlabs/contract/learninghub';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const domainQuery = (domain: string) =>
  queryOptions({
    queryKey: ['learninghub', 'domain', domain],
    queryFn: ({ signal }) => api<DomainDetail>(`/api/learninghub/${domain}`, { signal }),
  });
