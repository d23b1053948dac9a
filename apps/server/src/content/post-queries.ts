/**
 * Reads of the two kinds of posts, articles and blog posts, which share one table shape: a page of
 * published posts with their tags (filtered by tag and full-text query, sorted, paged by cursor past
 * the first pages), and one post by slug.
 */
import type { CursorPageQuery } from '@tinkerlabs/contract/pagination';
import type { TagRef } from '@tinkerlabs/contract/tags';
import { and, asc, desc, eq, getTableColumns, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  keyColumn,
  keysetPage,
  orderBy,
  pageCondition,
  publishedOrder,
  type ListOrder,
  type PageStatementStart,
} from '../db/queries/keyset.ts';
import { cappedCount, cappedCountColumn } from '../db/queries/pagination.ts';
import { pageSizeLiteral, prepared } from '../db/queries/prepared.ts';
import { taggedWith, tagsColumn } from '../db/queries/tags.ts';
import {
  candidatesPerKind,
  matchesText,
  rankedCandidates,
  tsQuery,
  typeIs,
} from '../db/queries/text-search.ts';
import { articleTags, articles, blogPostTags, blogPosts, type TagLinkTable } from '../db/schema.ts';
import { authorUsernameOf } from './public-author.ts';
import { isPublished } from './visibility.ts';

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

export interface PostListQuery extends CursorPageQuery {
  tag?: string | undefined;
  q?: string | undefined;
  sort?: 'newest' | 'oldest' | 'title' | 'relevance' | undefined;
}

type Sort = NonNullable<PostListQuery['sort']>;

/** The orders of a post list (keyset.ts); relevance ranks a bounded set of candidates by offset. */
function postOrder(kind: PostKind, sort: Sort): ListOrder {
  if (sort === 'relevance') return { name: sort, keys: [], byOffset: true };
  return publishedOrder(kind.table, sort);
}

/**
 * A page of published posts. The newest first unless `sort` says otherwise, or the most relevant
 * first when `q` is given; past the first pages, seeking after `after` (keyset.ts).
 */
export async function listPosts(
  db: Database,
  kind: PostKind,
  query: PostListQuery,
): Promise<{
  rows: PostListRow[];
  tags: Map<string, TagRef[]>;
  total: number;
  page: number;
  nextCursor: string | null;
}> {
  const sort: Sort =
    query.sort === 'relevance' && !query.q ? 'newest' : (query.sort ?? (query.q ? 'relevance' : 'newest'));
  const shape = { sort, tag: Boolean(query.tag), q: Boolean(query.q) };
  const name = `${kind.searchType}_list_${sort}${shape.tag ? '_tag' : ''}${shape.q ? '_q' : ''}`;
  const order = postOrder(kind, sort);
  const page = await keysetPage(db, query, {
    name,
    order,
    table: kind.table,
    where: () => postFilter(db, kind, query.tag, query.q),
    values: { tag: query.tag ?? '', q: query.q ?? '', candidates: candidatesPerKind },
    statement: (start, pageShape) =>
      prepared(db, name + pageShape, (statementName) =>
        postListStatement(db, kind, shape, order, start, statementName),
      ),
  });
  const rows = page.rows.map(({ tags: _tags, ...row }) => row);
  return { ...page, rows, tags: new Map(page.rows.map((row) => [row.id, row.tags])) };
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

type ListShape = { sort: Sort; tag: boolean; q: boolean };

function postListStatement(
  db: Database,
  kind: PostKind,
  shape: ListShape,
  order: ListOrder,
  start: PageStatementStart,
  name: string,
) {
  const t = kind.table;
  const q = sql.placeholder('q');
  const tag = shape.tag ? sql.placeholder('tag') : undefined;
  const filter = postFilter(db, kind, tag, shape.q ? q : undefined);
  // Relevance ranks the best candidates only (text-search.ts), which are matches already, with the
  // rank their index scan worked out; newest first among equals.
  const ranked = shape.sort === 'relevance';
  // The search index holds published posts only: without a tag, counting matches needs no join.
  const total =
    shape.q && !shape.tag
      ? cappedCount(
          sql`select 1 from search_documents sd where ${typeIs(kind.searchType, 'sd')} and sd.search_vector @@ ${tsQuery(q)}`,
          start.countCap,
        )
      : cappedCountColumn(t, filter, start.countCap);
  // Both tables have the same columns; the cast only names the type, the columns are t's own.
  const { body: _body, ...listColumns } = getTableColumns(t as typeof articles);
  const query = db
    .select({
      ...listColumns,
      authorUsername: authorUsernameOf(t.authorId),
      tags: tagsColumn(kind.links, t.id),
      pageKeys: keyColumn(order),
      total,
    })
    .from(t)
    .$dynamic();
  if (!ranked) {
    return query
      .where(and(filter, pageCondition(order, start, { table: t, id: t.id, filter })))
      .orderBy(...orderBy(order))
      .limit(pageSizeLiteral(start.limit))
      .prepare(name);
  }
  const candidates = rankedCandidates(kind.searchType, tsQuery(q), sql.placeholder('candidates'));
  return query
    .innerJoin(sql`(${candidates}) as candidates`, sql`candidates.content_id = ${t.id}`)
    .where(postFilter(db, kind, tag, undefined))
    .orderBy(sql`candidates.rank desc`, desc(t.publishedAt), asc(t.slug))
    .limit(pageSizeLiteral(start.limit))
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
