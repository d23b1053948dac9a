/** GET /api/admin/messages (administrators): one page of the contact messages, newest first. */
import type { AdminMessageListResponse, MessageFilter } from '@tinkerlabs/contract/admin-messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';

export const messagesKey = ['admin', 'messages'] as const;

export interface MessageListFilters {
  filter: MessageFilter;
  q: string;
  page: number;
}

export const messagesQuery = (filters: MessageListFilters) =>
  queryOptions({
    queryKey: [...messagesKey, 'list', filters],
    queryFn: ({ signal }) =>
      api<AdminMessageListResponse>(withQuery('/api/admin/messages', { ...filters }), { signal }),
    placeholderData: keepPreviousData,
  });

export const useMessages = (filters: MessageListFilters) => useQuery(messagesQuery(filters));
