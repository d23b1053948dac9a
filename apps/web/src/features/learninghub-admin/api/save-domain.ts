/**
 * POST /api/admin/learninghub/domains (create; it starts unpublished) and PATCH …/domains/:id (rename,
 * change slug or summary, publish or unpublish; based on the `updatedAt` last seen, 409 otherwise).
 */
import type {
  AdminDomain,
  CreateDomainRequest,
  UpdateDomainRequest,
} from '@tinkerlabs/contract/admin-learninghub';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshLearninghub } from './learninghub-admin-keys.ts';

export const createDomain = (input: CreateDomainRequest) =>
  api<AdminDomain>('/api/admin/learninghub/domains', { method: 'POST', body: input });

export const updateDomain = ({ id, ...input }: UpdateDomainRequest & { id: string }) =>
  api<AdminDomain>(`/api/admin/learninghub/domains/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  });

export function useCreateDomain() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDomain, onSettled: () => refreshLearninghub(queryClient) });
}

export function useUpdateDomain() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDomain, onSettled: () => refreshLearninghub(queryClient) });
}
