/** GET /api/stores: a page of published stores, filtered by the country they are based in and a category. */
import type { StoreListResponse } from '@tinkerlabs/contract/stores';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';

export interface StoreListFilters {
  country?: string;
  category?: string;
  page?: number;
  /** A page past the numbered ones: the cursor of the page before (`nextCursor`). */
  after?: string;
  pageSize?: number;
}

export const storesQuery = (filters: StoreListFilters) =>
  queryOptions({
    queryKey: ['stores', 'list', filters],
    queryFn: ({ signal }) => api<StoreListResponse>(withQuery('/api/stores', { ...filters }), { signal }),
    placeholderData: keepPreviousData,
  });

/** Every store (up to the API's largest page), for the choices of the country and category filters. */
export const allStoresQuery = storesQuery({ pageSize: 50 });
