/** GET /api/stores/:slug: one store with its published items. */
import type { StoreDetail } from '@tinkerlabs/contract/stores';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const storeQuery = (slug: string) =>
  queryOptions({
    queryKey: ['stores', 'detail', slug],
    queryFn: ({ signal }) => api<StoreDetail>(`/api/stores/${slug}`, { signal }),
  });
