/**
 * GET /api/me/notifications (newest first, with the unread count) and POST
 * /api/me/notifications/read (without ids: every one), the member's notices of decisions on their
 * submissions.
 */
import type { NotificationListResponse } from '@tinkerlabs/contract/submissions';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const notificationsKey = ['me', 'notifications'] as const;

export const notificationsQuery = queryOptions({
  queryKey: [...notificationsKey, 'all'],
  queryFn: ({ signal }) => api<NotificationListResponse>('/api/me/notifications', { signal }),
});

export const markAllNotificationsRead = () =>
  api<void>('/api/me/notifications/read', { method: 'POST', body: {} });

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
