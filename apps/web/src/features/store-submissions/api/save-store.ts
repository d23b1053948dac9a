/**
 * Writing store submissions: a member suggests one (POST /api/me/stores) or changes their own
 * (PATCH /api/me/stores/{id}); an administrator changes any (PATCH /api/admin/stores/{id}) or deletes
 * it (DELETE, 409 in_use while items belong to it). Changes carry `baseVersion` (409 when stale).
 */
import type { CreateStoreRequest, StoreRecord, UpdateStoreRequest } from '@tinkerlabs/contract/submissions';
import { api } from '@/lib/api-client.ts';
import { idempotencyKeyFor } from '@/lib/idempotency-key.ts';

export const createStore = (request: CreateStoreRequest) =>
  api<StoreRecord>('/api/me/stores', {
    method: 'POST',
    body: request,
    idempotencyKey: idempotencyKeyFor('/api/me/stores', request),
  });

export const updateStore = (scope: 'me' | 'admin', id: string, request: UpdateStoreRequest) =>
  api<StoreRecord>(`/api/${scope}/stores/${encodeURIComponent(id)}`, { method: 'PATCH', body: request });

export const deleteStore = (id: string) =>
  api<void>(`/api/admin/stores/${encodeURIComponent(id)}`, { method: 'DELETE' });
