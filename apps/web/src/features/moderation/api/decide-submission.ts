/**
 * POST /api/review/{kind}/{id}/approve and /reject (administrators): publish a submission, or return
 * it to its member with a reason. Both carry the version the reviewer read; a stale one answers 409.
 */
import type { SubmissionKind } from '@tinkerlabs/contract/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reviewQueueKey } from './review-queue-query.ts';

export type ReviewDecision =
  | { id: string; baseVersion: number; action: 'approve' }
  | { id: string; baseVersion: number; action: 'reject'; reason: string };

export const decideSubmission = (kind: SubmissionKind, decision: ReviewDecision) =>
  api<unknown>(`/api/review/${kind}/${encodeURIComponent(decision.id)}/${decision.action}`, {
    method: 'POST',
    body:
      decision.action === 'reject'
        ? { baseVersion: decision.baseVersion, reason: decision.reason }
        : { baseVersion: decision.baseVersion },
  });

export function useDecideSubmission(kind: SubmissionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReviewDecision) => decideSubmission(kind, decision),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewQueueKey(kind) }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
}
