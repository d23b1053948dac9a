/**
 * Reading item submissions and what the form needs: the member's own item (GET /api/me/items/{id}),
 * any item by its unique key for administrators (GET /api/admin/items/by-key/{key}), and the
 * approved stores an item may belong to (GET /api/stores, the public list).
 */
import type { StoreListResponse } from '@tinkerlabs/contract/stores';
import type { ItemRecord } from '@tinkerlabs/contract/submissions';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const myItemQuery = (id: string) =>
  queryOptions({
    queryKey: ['me', 'items', id],
    queryFn: ({ signal }) => api<ItemRecord>(`/api/me/items/${encodeURIComponent(id)}`, { signal }),
  });

export const adminItemQuery = (uniqueKey: string) =>
  queryOptions({
    queryKey: ['admin', 'items', 'by-key', uniqueKey],
    queryFn: ({ signal }) =>
      api<ItemRecord>(`/api/admin/items/by-key/${encodeURIComponent(uniqueKey)}`, { signal }),
  });

/** Up to the API's largest page of approved stores, by name. */
export const approvedStoresQuery = queryOptions({
  queryKey: ['stores', 'list', { pageSize: 50, sort: 'name' }],
  queryFn: ({ signal }) => api<StoreListResponse>('/api/stores?pageSize=50&sort=name', { signal }),
});
