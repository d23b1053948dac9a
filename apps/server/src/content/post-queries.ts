/**
 * Reads of the two kinds of posts, articles and blog posts, which share one table shape: a page of
 * published posts with their tags (filtered by tag and full-text query, sorted), and one post by slug.
 */
import { and, asc, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@tinkerlabs/contract/pagination';
import type { TagRef } from '@tinkerlabs/contract/tags';
import type { Database } from '../db/client.ts';
import { countRows, pageWindow } from '../db/queries/pagination.ts';
import { taggedWith, tagsOf } from '../db/queries/tags.ts';
import { matchesText, textRank } from '../db/queries/text-search.ts';
import { articleTags, articles, blogPostTags, blogPosts, type TagLinkTable } from '../db/schema.ts';
import { authorUsernameOf } from './public-author.ts';
import { isPublished } from './visibility.ts';
import { alphabetical } from '../db/queries/alphabetical.ts';

export interface PostKind {
  table: typeof articles | typeof blogPosts;
  links: TagLinkTable;
  searchType: 'article' | 'blogPost';
}

export const articleKind: PostKind = { table: articles, links: articleTags, searchType: 'article' };
export const blogPostKind: PostKind = { table: blogPosts, links: blogPostTags, searchType: 'blogPost' };

/** A post with its author's username as it is now (for the public author name). */
export type PostRow = typeof articles.$inferSelect & { authorUsername: string | null };
export type PostListRow = Omit<PostRow, 'body'>;

export interface PostListQuery extends PageQuery {
  tag?: string | undefined;
  q?: string | undefined;
  sort?: 'newest' | 'oldest' | 'title' | 'relevance' | undefined;
}

export async function listPosts(
  db: Database,
  kind: PostKind,
  query: PostListQuery,
): Promise<{ rows: PostListRow[]; tags: Map<string, TagRef[]>; total: number }> {
  const t = kind.table;
  const where = and(
    isPublished(t),
    query.tag ? taggedWith(db, kind.links, t.id, query.tag) : undefined,
    query.q ? matchesText(kind.searchType, t.id, query.q) : undefined,
  );
  const sort = query.sort ?? (query.q ? 'relevance' : 'newest');
  const order: SQL[] =
    sort === 'title'
      ? [alphabetical(t.title), asc(t.slug)]
      : sort === 'oldest'
        ? [asc(t.publishedAt), asc(t.slug)]
        : sort === 'relevance' && query.q
          ? [desc(textRank(kind.searchType, t.id, query.q)), desc(t.publishedAt), asc(t.slug)]
          : [desc(t.publishedAt), asc(t.slug)];
  // Both tables have the same columns; the cast only names the type, the columns are t's own.
  const { body: _body, ...listColumns } = getTableColumns(t as typeof articles);
  const [total, rows] = await Promise.all([
    countRows(db, t, where),
    db
      .select({ ...listColumns, authorUsername: authorUsernameOf(t.authorId) })
      .from(t)
      .where(where)
      .orderBy(...order)
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
  ]);
  return {
    rows,
    tags: await tagsOf(
      db,
      kind.links,
      rows.map((r) => r.id),
    ),
    total,
  };
}

export async function findPost(
  db: Database,
  kind: PostKind,
  slug: string,
): Promise<{ row: PostRow; tags: TagRef[] } | null> {
  const [row] = await db
    .select({
      ...getTableColumns(kind.table as typeof articles),
      authorUsername: authorUsernameOf(kind.table.authorId),
    })
    .from(kind.table)
    .where(and(isPublished(kind.table), eq(kind.table.slug, slug)));
  if (!row) return null;
  const tags = await tagsOf(db, kind.links, [row.id]);
  return { row, tags: tags.get(row.id) ?? [] };
}
