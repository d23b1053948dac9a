/** The review queue: articles waiting for review, the one waiting longest first. */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { authorUsernameOf } from '../../content/public-author.ts';
import { historyColumn } from '../../content/review-history.ts';
import { pendingPage, queuePageStatement, waitingLongestFirst } from '../../content/review-queue.ts';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/queries/prepared.ts';
import { tagsColumn } from '../../db/queries/tags.ts';
import { articleTags, articles } from '../../db/schema.ts';
import { isArticleId, type ArticleRow } from '../article-drafts/article-draft-queries.ts';

/** `authorUsername` lets the preview show the author's public name as the article page will. */
export type ReviewRow = ArticleRow & { authorUsername: string | null };

const authorUsername = authorUsernameOf(articles.authorId);

/**
 * A page of the queue, each article (without its body: the preview, loaded on its own, has it) with
 * its tags and history, and the total: one statement (each query costs more than the rows it reads).
 * `submitted_at` is kept from the review history (db/schema/moderation.ts), on an index in this order
 * (then the creation time, as ever for articles).
 */
export function reviewQueuePage(db: Database, window: { limit: number; offset: number }) {
  return prepared(db, queuePageStatement('article_review_queue', window), (name) => {
    const { body: _body, ...columns } = getTableColumns(articles);
    const page = pendingPage(db, articles, articles.createdAt, window);
    return db
      .select({
        ...columns,
        tags: tagsColumn(articleTags, articles.id),
        history: historyColumn('article', articles.id),
        total: page.total,
      })
      .from(page)
      .innerJoin(articles, eq(articles.id, page.id))
      .orderBy(...waitingLongestFirst(articles, articles.createdAt))
      .prepare(name);
  }).execute({ offset: window.offset });
}

export type ReviewQueueRow = Awaited<ReturnType<typeof reviewQueuePage>>[number];

/** The article with its tags and history, in any status: one prepared statement. */
export async function findReviewRow(db: Database, id: string) {
  if (!isArticleId(id)) return null;
  const [row] = await prepared(db, 'article_for_review', (name) =>
    db
      .select({
        ...getTableColumns(articles),
        authorUsername,
        tags: tagsColumn(articleTags, articles.id),
        history: historyColumn('article', articles.id),
      })
      .from(articles)
      .where(eq(articles.id, sql.placeholder('id')))
      .prepare(name),
  ).execute({ id });
  return row ?? null;
}
