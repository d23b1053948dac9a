/**
 * POST /api/me/stores/{id}/withdraw (pending → draft) and /submit (draft or rejected → pending):
 * the member takes their suggestion back, or sends it for review again.
 */
import type { StoreRecord } from '@tinkerlabs/contract/submissions';
import { api } from '@/lib/api-client.ts';

export const changeMyStoreStatus = (id: string, action: 'withdraw' | 'submit', baseVersion: number) =>
  api<StoreRecord>(`/api/me/stores/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    body: { baseVersion },
  });
