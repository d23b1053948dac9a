/**
 * POST /api/admin/learninghub/domains/:id/topics (a new lesson, unpublished, last in its domain) and
 * PATCH …/topics/:id (title, slug, summary, body, published, domain; based on the `updatedAt` last
 * seen, 409 with the server's copy otherwise). A saved lesson replaces the cached copy.
 */
import type {
  AdminTopic,
  CreateTopicRequest,
  UpdateTopicRequest,
} from '@tinkerlabs/contract/admin-learninghub';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminTopicKey, refreshLearninghub } from './learninghub-admin-keys.ts';

export const createTopic = ({ domainId, ...input }: CreateTopicRequest & { domainId: string }) =>
  api<AdminTopic>(`/api/admin/learninghub/domains/${encodeURIComponent(domainId)}/topics`, {
    method: 'POST',
    body: input,
  });

export const updateTopic = ({ id, ...input }: UpdateTopicRequest & { id: string }) =>
  api<AdminTopic>(`/api/admin/learninghub/topics/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  });

export function useCreateTopic() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTopic, onSettled: () => refreshLearninghub(queryClient) });
}

export function useUpdateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTopic,
    onSuccess: (topic) => queryClient.setQueryData(adminTopicKey(topic.id), topic),
    onSettled: () => refreshLearninghub(queryClient),
  });
}
