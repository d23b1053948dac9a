/** GET /api/admin/messages (administrators): the five newest messages in the inbox, for the overview. */
import type { AdminMessageListResponse } from '@tinkerlabs/contract/admin-messages';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const newestMessagesKey = ['admin', 'messages', 'newest'] as const;

export const newestMessagesQuery = queryOptions({
  queryKey: newestMessagesKey,
  queryFn: ({ signal }) =>
    api<AdminMessageListResponse>('/api/admin/messages?filter=inbox&pageSize=5', { signal }),
});
