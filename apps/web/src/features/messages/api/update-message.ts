/** PATCH /api/admin/messages/:id (administrators): mark a message read or unread, archive it or move it back. */
import type { AdminMessage, UpdateAdminMessageRequest } from '@tinkerlabs/contract/admin-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { messagesKey } from './get-messages.ts';

export const updateMessage = ({ id, ...change }: UpdateAdminMessageRequest & { id: string }) =>
  api<AdminMessage>(`/api/admin/messages/${encodeURIComponent(id)}`, { method: 'PATCH', body: change });

export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessage,
    // The dashboard overview shows the newest messages and the unread count too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}
