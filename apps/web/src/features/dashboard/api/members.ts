/**
 * GET /api/admin/users and DELETE /api/admin/users/{id}/sessions (administrators): the members with
 * their active sessions, and signing one out on every device.
 */
import type { AdminUsersResponse, EndSessionsResponse } from '@tinkerlabs/contract/admin-users';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const membersKey = ['admin', 'users'] as const;

export const membersQuery = queryOptions({
  queryKey: membersKey,
  queryFn: ({ signal }) => api<AdminUsersResponse>('/api/admin/users', { signal }),
});

export const endMemberSessions = (userId: string) =>
  api<EndSessionsResponse>(`/api/admin/users/${encodeURIComponent(userId)}/sessions`, { method: 'DELETE' });

export function useEndMemberSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endMemberSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
}
