/**
 * POST /api/me/articles/:id/submit and /withdraw, and DELETE /api/me/articles/:id: the author's
 * workflow steps. Each is based on the version last seen (409 when the article moved on).
 */
import type { ArticleDraft } from '@tinkerlabs/contract/article-drafts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { myArticleQuery } from './get-my-article.ts';
import { myArticlesKey } from './get-my-articles.ts';

export type ArticleStep = 'submit' | 'withdraw';

export const changeArticleStatus = (id: string, step: ArticleStep, baseVersion: number) =>
  api<ArticleDraft>(`/api/me/articles/${encodeURIComponent(id)}/${step}`, {
    method: 'POST',
    body: { baseVersion },
  });

export function useChangeArticleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step, baseVersion }: { id: string; step: ArticleStep; baseVersion: number }) =>
      changeArticleStatus(id, step, baseVersion),
    onSuccess: (draft) => {
      queryClient.setQueryData(myArticleQuery(draft.id).queryKey, draft);
      return queryClient.invalidateQueries({ queryKey: [...myArticlesKey, 'list'] });
    },
  });
}
