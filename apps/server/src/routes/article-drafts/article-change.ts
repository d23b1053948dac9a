/**
 * The start of every change to an article, in its transaction: lock the row, make sure the viewer may
 * see it (404 otherwise), that the change is based on the current version (409 with the server's
 * copy otherwise) and that the action is allowed in its state — in this order, so a stale client
 * always gets the copy it needs and nobody learns about articles they may not see.
 */
import type { Database } from '../../db/client.ts';
import type { RequestViewer } from '../../http/app-env.ts';
import { articleNotFound, authorizeArticle, type ArticleAction } from '../../policies/article-policy.ts';
import { staleVersion } from './article-draft-errors.ts';
import { loadArticleDraft } from './article-draft-presenter.ts';
import { findArticle, type ArticleRow } from './article-draft-queries.ts';

/** @example const row = await lockArticleForChange(tx, viewer, id, input.baseVersion, 'edit') */
export async function lockArticleForChange(
  tx: Database,
  viewer: RequestViewer,
  id: string,
  baseVersion: number,
  action: ArticleAction,
): Promise<ArticleRow> {
  const row = await findArticle(tx, id, { lock: true });
  if (!row) throw articleNotFound();
  authorizeArticle(viewer, 'read', row);
  if (row.version !== baseVersion) throw staleVersion(baseVersion, await loadArticleDraft(tx, row));
  authorizeArticle(viewer, action, row);
  return row;
}
