/**
 * Writing item submissions: a member suggests one (POST /api/me/items) or changes their own (PATCH
 * /api/me/items/{id}); an administrator changes any (PATCH /api/admin/items/{id}) or deletes it
 * (DELETE, 409 in_use while a project lists it). Changes carry `baseVersion` (409 when stale).
 */
import type { CreateItemRequest, ItemRecord, UpdateItemRequest } from '@tinkerlabs/contract/submissions';
import { api } from '@/lib/api-client.ts';
import { idempotencyKeyFor } from '@/lib/idempotency-key.ts';

export const createItem = (request: CreateItemRequest) =>
  api<ItemRecord>('/api/me/items', {
    method: 'POST',
    body: request,
    idempotencyKey: idempotencyKeyFor('/api/me/items', request),
  });

export const updateItem = (scope: 'me' | 'admin', id: string, request: UpdateItemRequest) =>
  api<ItemRecord>(`/api/${scope}/items/${encodeURIComponent(id)}`, { method: 'PATCH', body: request });

export const deleteItem = (id: string) =>
  api<void>(`/api/admin/items/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** POST /api/me/items/{id}/withdraw (pending → draft) or /submit (draft or rejected → pending). */
export const changeMyItemStatus = (id: string, action: 'withdraw' | 'submit', baseVersion: number) =>
  api<ItemRecord>(`/api/me/items/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    body: { baseVersion },
  });
