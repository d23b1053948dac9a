/**
 * What each searchable type contributes to the index: its published rows as (title, summary, body)
 * and the page that shows them. Only published content is returned, so the index never holds
 * anything the public may not see.
 */
import type { SearchType } from '@tinkerlabs/contract/search';
import { docToPlainText } from '@tinkerlabs/rich-text/plain-text';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  articles,
  blogPosts,
  learninghubDomains,
  learninghubTopics,
  projects,
  resources,
  storeItems,
  stores,
} from '../db/schema.ts';
import type { searchDocuments } from '../db/schema.ts';

export type SearchDocumentRow = typeof searchDocuments.$inferInsert;
type Source = (db: Database, ids?: readonly string[]) => Promise<SearchDocumentRow[]>;

/** The snippet markers are private-use characters; they must never come from the content itself. */
const clean = (text: string) => text.replace(/[\ue000\ue001]/g, '');

const onlyIds = (column: PgColumn, ids?: readonly string[]): SQL | undefined =>
  ids ? inArray(column, [...ids]) : undefined;

function document(
  contentType: SearchType,
  row: { id: string; slug: string; title: string; summary: string; publishedAt?: Date | null },
  path: string,
  body: string,
): SearchDocumentRow {
  return {
    contentType,
    contentId: row.id,
    slug: row.slug,
    path,
    title: clean(row.title),
    summary: clean(row.summary),
    body: clean(body),
    publishedAt: row.publishedAt ?? null,
  };
}

const postSource =
  (type: 'article' | 'blogPost', table: typeof articles | typeof blogPosts, prefix: string): Source =>
  async (db, ids) => {
    const rows = await db
      .select({
        id: table.id,
        slug: table.slug,
        title: table.title,
        summary: table.summary,
        body: table.body,
        authorName: table.authorName,
        publishedAt: table.publishedAt,
      })
      .from(table)
      .where(and(eq(table.status, 'approved'), onlyIds(table.id, ids)));
    return rows.map((r) =>
      document(type, r, `${prefix}/${r.slug}`, `${docToPlainText(r.body)}\n${r.authorName}`),
    );
  };

export const searchSources: Record<SearchType, Source> = {
  article: postSource('article', articles, '/articles'),
  blogPost: postSource('blogPost', blogPosts, '/blog'),

  async project(db, ids) {
    const rows = await db
      .select()
      .from(projects)
      .where(and(eq(projects.status, 'approved'), onlyIds(projects.id, ids)));
    return rows.map((r) =>
      document('project', r, `/projects/${r.slug}`, `${docToPlainText(r.body)}\n${r.authorName}`),
    );
  },

  async topic(db, ids) {
    const rows = await db
      .select({
        topic: learninghubTopics,
        domain: { slug: learninghubDomains.slug, title: learninghubDomains.title },
      })
      .from(learninghubTopics)
      .innerJoin(learninghubDomains, eq(learninghubDomains.id, learninghubTopics.domainId))
      // Unpublished lessons, and every lesson of an unpublished domain, are not public.
      .where(
        and(
          eq(learninghubTopics.published, true),
          eq(learninghubDomains.published, true),
          onlyIds(learninghubTopics.id, ids),
        ),
      );
    return rows.map(({ topic, domain }) =>
      document(
        'topic',
        { ...topic, publishedAt: topic.createdAt },
        `/learninghub/${domain.slug}/${topic.slug}`,
        `${docToPlainText(topic.body)}\n${domain.title}`,
      ),
    );
  },

  async resource(db, ids) {
    const rows = await db.select().from(resources).where(onlyIds(resources.id, ids));
    return rows.map((r) =>
      document(
        'resource',
        { ...r, publishedAt: r.createdAt },
        `/resources/${r.slug}`,
        [r.authors.join(', '), r.publisher ?? '', r.kind, r.year ?? ''].join('\n'),
      ),
    );
  },

  async store(db, ids) {
    const rows = await db
      .select()
      .from(stores)
      .where(and(eq(stores.status, 'approved'), onlyIds(stores.id, ids)));
    return rows.map((r) =>
      document(
        'store',
        { ...r, title: r.name, summary: r.description },
        `/stores/${r.slug}`,
        [r.categories.join(', '), r.country, r.website].join('\n'),
      ),
    );
  },

  async storeItem(db, ids) {
    const rows = await db
      .select({ item: storeItems, store: { slug: stores.slug, name: stores.name } })
      .from(storeItems)
      .innerJoin(stores, eq(stores.id, storeItems.storeId))
      .where(
        and(eq(storeItems.status, 'approved'), eq(stores.status, 'approved'), onlyIds(storeItems.id, ids)),
      );
    return rows.map(({ item, store }) =>
      document(
        'storeItem',
        { ...item, slug: item.uniqueKey, title: item.name, summary: item.description },
        `/stores/${store.slug}#item-${item.uniqueKey}`,
        [item.uniqueKey, item.category, store.name].join('\n'),
      ),
    );
  },
};
