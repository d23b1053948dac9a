/**
 * POST /api/me/articles (the first save of a new draft) and PATCH /api/me/articles/:id (every later
 * one, based on the version last seen). Autosave calls these directly: its own state machine does
 * the retrying, so they are plain fetchers that also refresh the cached copy and the list.
 */
import type {
  ArticleDraft,
  CreateArticleDraftRequest,
  UpdateArticleDraftRequest,
} from '@tinkerlabs/contract/article-drafts';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { myArticleQuery } from './get-my-article.ts';
import { myArticlesKey } from './get-my-articles.ts';

/** `idempotencyKey`: the same for every retry of one create, so a lost answer never makes two drafts. */
export async function createArticleDraft(
  queryClient: QueryClient,
  input: CreateArticleDraftRequest,
  idempotencyKey: string,
): Promise<ArticleDraft> {
  const draft = await api<ArticleDraft>('/api/me/articles', { method: 'POST', body: input, idempotencyKey });
  remember(queryClient, draft);
  return draft;
}

export async function updateArticleDraft(
  queryClient: QueryClient,
  id: string,
  input: UpdateArticleDraftRequest,
): Promise<ArticleDraft> {
  const draft = await api<ArticleDraft>(`/api/me/articles/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  });
  remember(queryClient, draft);
  return draft;
}

function remember(queryClient: QueryClient, draft: ArticleDraft) {
  queryClient.setQueryData(myArticleQuery(draft.id).queryKey, draft);
  void queryClient.invalidateQueries({ queryKey: [...myArticlesKey, 'list'] });
}
