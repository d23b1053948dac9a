/**
 * POST /api/review/articles/:id/approve and /reject (administrators): publish the article, or return
 * it to its author with a reason. Both are based on the version the reviewer read (409 otherwise).
 */
import type { ArticleDraft } from '@tinkerlabs/contract/article-drafts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reviewQueueKey } from './get-review-queue.ts';

export type ReviewDecision =
  | { id: string; baseVersion: number; action: 'approve' }
  | { id: string; baseVersion: number; action: 'reject'; reason: string };

export const decideArticle = (decision: ReviewDecision) =>
  api<ArticleDraft>(`/api/review/articles/${encodeURIComponent(decision.id)}/${decision.action}`, {
    method: 'POST',
    body:
      decision.action === 'reject'
        ? { baseVersion: decision.baseVersion, reason: decision.reason }
        : { baseVersion: decision.baseVersion },
  });

export function useDecideArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideArticle,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewQueueKey }),
  });
}
