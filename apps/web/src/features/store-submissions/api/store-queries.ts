/**
 * Reading one store submission: the member's own (GET /api/me/stores/{id}) and, for administrators,
 * any store by its slug (GET /api/admin/stores/by-slug/{slug}). Both answer the record with history.
 */
import type { StoreRecord } from '@tinkerlabs/contract/submissions';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const myStoreQuery = (id: string) =>
  queryOptions({
    queryKey: ['me', 'stores', id],
    queryFn: ({ signal }) => api<StoreRecord>(`/api/me/stores/${encodeURIComponent(id)}`, { signal }),
  });

export const adminStoreQuery = (slug: string) =>
  queryOptions({
    queryKey: ['admin', 'stores', 'by-slug', slug],
    queryFn: ({ signal }) =>
      api<StoreRecord>(`/api/admin/stores/by-slug/${encodeURIComponent(slug)}`, { signal }),
  });
