/**
 * POST /api/me/{kind}/{id}/withdraw: the member takes a pending store, item or project back from
 * review (it becomes a draft they can change and send again). Based on the version shown (409 when
 * it changed meanwhile, e.g. it was just approved).
 */
import type { SubmissionKind } from '@tinkerlabs/contract/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { mySubmissionsKey } from './my-submissions-query.ts';

export interface Withdrawal {
  kind: SubmissionKind;
  id: string;
  baseVersion: number;
}

export const withdrawSubmission = ({ kind, id, baseVersion }: Withdrawal) =>
  api<unknown>(`/api/me/${kind}/${encodeURIComponent(id)}/withdraw`, {
    method: 'POST',
    body: { baseVersion },
  });

export function useWithdrawSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawSubmission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySubmissionsKey }),
  });
}
