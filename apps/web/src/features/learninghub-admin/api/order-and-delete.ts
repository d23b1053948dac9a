/**
 * Moving a domain or a lesson one place up or down (POST …/move) and deleting one (DELETE): the
 * server renumbers the order in one locked transaction; a domain with lessons is refused (409).
 */
import type { MoveRequest } from '@tinkerlabs/contract/admin-learninghub';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshLearninghub } from './learninghub-admin-keys.ts';

export type LearninghubRecord = { kind: 'domains' | 'topics'; id: string };

const pathOf = ({ kind, id }: LearninghubRecord) =>
  `/api/admin/learninghub/${kind}/${encodeURIComponent(id)}`;

export const moveRecord = ({ direction, ...record }: LearninghubRecord & MoveRequest) =>
  api<unknown>(`${pathOf(record)}/move`, { method: 'POST', body: { direction } });

export const deleteRecord = (record: LearninghubRecord) => api<void>(pathOf(record), { method: 'DELETE' });

export function useMoveRecord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveRecord, onSettled: () => refreshLearninghub(queryClient) });
}

export function useDeleteRecord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRecord, onSettled: () => refreshLearninghub(queryClient) });
}
