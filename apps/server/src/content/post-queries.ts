/**
 * Reads of the two kinds of posts, articles and blog posts, which share one table shape: a page of
 * published posts with their tags (filtered by tag and full-text query, sorted), and one post by slug.
 */
import { and, asc, desc, eq, getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { prepared } from '../db/queries/prepared.ts';
import type { PageQuery } from '@tinkerlabs/contract/pagination';
import type { TagRef } from '@tinkerlabs/contract/tags';
import type { Database } from '../db/client.ts';
import { countRows, pageTotal, pageWindow, totalColumn } from '../db/queries/pagination.ts';
import { taggedWith, tagsColumn } from '../db/queries/tags.ts';
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
  const sort =
    query.sort === 'relevance' && !query.q ? 'newest' : (query.sort ?? (query.q ? 'relevance' : 'newest'));
  const shape = { sort, tag: Boolean(query.tag), q: Boolean(query.q) };
  const name = `${kind.searchType}_list_${sort}${shape.tag ? '_tag' : ''}${shape.q ? '_q' : ''}`;
  const statement = prepared(db, name, () => postListStatement(db, kind, shape, name));
  const window = pageWindow(query);
  const selected = await statement.execute({ ...window, tag: query.tag ?? '', q: query.q ?? '' });
  const total = await pageTotal(selected, window, () =>
    countRows(db, kind.table, postFilter(db, kind, query.tag, query.q)),
  );
  const rows = selected.map(({ tags: _tags, total: _total, ...row }) => row);
  return { rows, tags: new Map(selected.map((row) => [row.id, row.tags])), total };
}

/** Published posts, with the tag and the words when given (values or placeholders). */
function postFilter(db: Database, kind: PostKind, tag?: string | Placeholder, q?: string | Placeholder) {
  const t = kind.table;
  return and(
    isPublished(t),
    tag ? taggedWith(db, kind.links, t.id, tag) : undefined,
    q ? matchesText(kind.searchType, t.id, q) : undefined,
  );
}

type ListShape = { sort: NonNullable<PostListQuery['sort']>; tag: boolean; q: boolean };

function postListStatement(db: Database, kind: PostKind, shape: ListShape, name: string) {
  const t = kind.table;
  const q = sql.placeholder('q');
  const order: SQL[] =
    shape.sort === 'title'
      ? [alphabetical(t.title), asc(t.slug)]
      : shape.sort === 'oldest'
        ? [asc(t.publishedAt), asc(t.slug)]
        : shape.sort === 'relevance'
          ? [desc(textRank(kind.searchType, t.id, q)), desc(t.publishedAt), asc(t.slug)]
          : [desc(t.publishedAt), asc(t.slug)];
  // Both tables have the same columns; the cast only names the type, the columns are t's own.
  const { body: _body, ...listColumns } = getTableColumns(t as typeof articles);
  return db
    .select({
      ...listColumns,
      authorUsername: authorUsernameOf(t.authorId),
      tags: tagsColumn(kind.links, t.id),
      total: totalColumn(),
    })
    .from(t)
    .where(postFilter(db, kind, shape.tag ? sql.placeholder('tag') : undefined, shape.q ? q : undefined))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

export async function findPost(
  db: Database,
  kind: PostKind,
  slug: string,
): Promise<{ row: PostRow; tags: TagRef[] } | null> {
  const statement = prepared(db, `${kind.searchType}_by_slug`, (name) =>
    db
      .select({
        ...getTableColumns(kind.table as typeof articles),
        authorUsername: authorUsernameOf(kind.table.authorId),
        tags: tagsColumn(kind.links, kind.table.id),
      })
      .from(kind.table)
      .where(and(isPublished(kind.table), eq(kind.table.slug, sql.placeholder('slug'))))
      .prepare(name),
  );
  const [row] = await statement.execute({ slug });
  if (!row) return null;
  const { tags, ...post } = row;
  return { row: post, tags };
}
