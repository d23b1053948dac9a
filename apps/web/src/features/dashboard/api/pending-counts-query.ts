/** GET /api/admin/pending-counts (administrators): how much waits in each review queue, and unread messages. */
import type { PendingCounts } from '@tinkerlabs/contract/submissions';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const pendingCountsKey = ['admin', 'pending-counts'] as const;

export const pendingCountsQuery = queryOptions({
  queryKey: pendingCountsKey,
  queryFn: ({ signal }) => api<PendingCounts>('/api/admin/pending-counts', { signal }),
});
