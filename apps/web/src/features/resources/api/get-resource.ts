/** GET /api/resources/:slug: one book, paper, course, tool or reference. */
import type { Resource } from '@tinkerlabs/contract/resources';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const resourceQuery = (slug: string) =>
  queryOptions({
    queryKey: ['resources', 'detail', slug],
    queryFn: ({ signal }) => api<Resource>(`/api/resources/${slug}`, { signal }),
  });
