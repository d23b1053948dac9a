/** The review queue: articles waiting for review, the one waiting longest first. */
import type { PageQuery } from '@tinkerlabs/contract/pagination';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { authorUsernameOf } from '../../content/public-author.ts';
import type { Database } from '../../db/client.ts';
import { countRows, pageWindow } from '../../db/queries/pagination.ts';
import { articles } from '../../db/schema.ts';
import { isArticleId, type ArticleRow } from '../article-drafts/article-draft-queries.ts';

/** `authorUsername` lets the preview show the author's public name as the article page will. */
export type ReviewRow = ArticleRow & { authorUsername: string | null };

const authorUsername = authorUsernameOf(articles.authorId);

export async function listReviewQueue(
  db: Database,
  query: PageQuery,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = eq(articles.status, 'pending');
  const { limit, offset } = pageWindow(query);
  const [total, rows] = await Promise.all([
    countRows(db, articles, where),
    // `submitted_at` is kept from the review history (db/schema/moderation.ts), on an index in this order.
    db
      .select({ ...getTableColumns(articles), authorUsername })
      .from(articles)
      .where(where)
      .orderBy(sql`${articles.submittedAt} asc nulls first`, asc(articles.createdAt), asc(articles.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { rows, total };
}

export async function findReviewRow(db: Database, id: string): Promise<ReviewRow | null> {
  if (!isArticleId(id)) return null;
  const [row] = await db
    .select({ ...getTableColumns(articles), authorUsername })
    .from(articles)
    .where(eq(articles.id, id));
  return row ?? null;
}
