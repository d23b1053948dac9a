/** Reads and writes of articles in the author's workflow (any status), and of their tag links. */
import type { PageQuery } from '@tinkerlabs/contract/pagination';
import type { TagRef } from '@tinkerlabs/contract/tags';
import { and, desc, eq, getTableColumns, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { countRows, pageTotal, pageWindow, totalColumn } from '../../db/queries/pagination.ts';
import { prepared } from '../../db/queries/prepared.ts';
import { tagsColumn } from '../../db/queries/tags.ts';
import { articleTags, articles, tags, type ContentStatus } from '../../db/schema.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleListRow = Omit<ArticleRow, 'body'>;

/** Ids are UUIDs; anything else names no article (and must not reach a uuid column). */
export const isArticleId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * The article with this id, or null (also for an id that is not a UUID). With `lock`, the row is
 * locked until the transaction ends, so a version check and the write after it cannot interleave
 * with another change.
 */
export async function findArticle(
  db: Database,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ArticleRow | null> {
  if (!isArticleId(id)) return null;
  const query = db.select().from(articles).where(eq(articles.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * One page of a member's articles, most recently changed first, with their tags and the total: one
 * prepared statement per shape (with a status or not). It was three statements built per request (a
 * count, the page, the tags), and a member's list is read on every visit to the dashboard.
 */
export async function listArticlesOf(
  db: Database,
  authorId: string,
  query: PageQuery & { status?: ContentStatus | undefined },
): Promise<{ rows: ArticleListRow[]; tags: Map<string, TagRef[]>; total: number }> {
  const window = pageWindow(query);
  // The filter, with placeholders in the statement and with the values for a count past the end.
  const ofMember = (author: string | Placeholder, status: ContentStatus | Placeholder | undefined) =>
    and(eq(articles.authorId, author), status ? eq(articles.status, status) : undefined);
  const shape = query.status ? 'with_status' : 'all';
  const statement = prepared(db, `articles_of_member_${shape}`, (name) => {
    const { body: _body, ...listColumns } = getTableColumns(articles);
    return db
      .select({ ...listColumns, tags: tagsColumn(articleTags, articles.id), total: totalColumn() })
      .from(articles)
      .where(ofMember(sql.placeholder('authorId'), query.status && sql.placeholder('status')))
      .orderBy(desc(articles.updatedAt), desc(articles.createdAt))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
  const found = await statement.execute({ authorId, status: query.status, ...window });
  const total = await pageTotal(found, window, () =>
    countRows(db, articles, ofMember(authorId, query.status)),
  );
  const rows = found.map(({ tags: _tags, total: _total, ...row }) => row);
  return { rows, tags: new Map(found.map((row) => [row.id, row.tags])), total };
}

/** The ids of the tags named by `slugs`, and the slugs that name no tag. */
export async function findTagIds(
  db: Database,
  slugs: readonly string[],
): Promise<{ ids: string[]; unknown: string[] }> {
  if (slugs.length === 0) return { ids: [], unknown: [] };
  const rows = await db
    .select({ id: tags.id, slug: tags.slug })
    .from(tags)
    .where(inArray(tags.slug, [...slugs]));
  const found = new Set(rows.map((r) => r.slug));
  return { ids: rows.map((r) => r.id), unknown: slugs.filter((s) => !found.has(s)) };
}

export async function replaceArticleTags(db: Database, articleId: string, tagIds: readonly string[]) {
  await db.delete(articleTags).where(eq(articleTags.contentId, articleId));
  if (tagIds.length) {
    await db.insert(articleTags).values(tagIds.map((tagId) => ({ contentId: articleId, tagId })));
  }
}
