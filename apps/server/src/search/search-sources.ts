/**
 * What each searchable type contributes to the index: its published rows as (title, summary, body)
 * and the page that shows them. Only published content is returned, so the index never holds
 * anything the public may not see.
 */
import type { SearchType } from '@tinkerlabs/contract/search';
import { docToPlainText } from '@tinkerlabs/rich-text/plain-text';
import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { authorUsernameOf, publicAuthorName } from '../content/public-author.ts';
import type { Database } from '../db/client.ts';
import {
  articles,
  blogPosts,
  boards,
  hardwareComponents,
  programmingLanguages,
  simulators,
  learninghubDomains,
  learninghubTopics,
  projects,
  resources,
  storeItems,
  stores,
} from '../db/schema.ts';
import type { searchDocuments } from '../db/schema.ts';
import { labPages } from './lab-pages.ts';

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
        authorId: table.authorId,
        authorName: table.authorName,
        authorUsername: authorUsernameOf(table.authorId),
        publishedAt: table.publishedAt,
      })
      .from(table)
      .where(and(eq(table.status, 'approved'), onlyIds(table.id, ids)));
    return rows.map((r) =>
      document(type, r, `${prefix}/${r.slug}`, `${docToPlainText(r.body)}\n${publicAuthorName(r)}`),
    );
  };

export const searchSources: Record<SearchType, Source> = {
  article: postSource('article', articles, '/articles'),
  blogPost: postSource('blogPost', blogPosts, '/blog'),

  async project(db, ids) {
    const rows = await db
      .select({ ...getTableColumns(projects), authorUsername: authorUsernameOf(projects.authorId) })
      .from(projects)
      .where(and(eq(projects.status, 'approved'), onlyIds(projects.id, ids)));
    return rows.map((r) =>
      document('project', r, `/projects/${r.slug}`, `${docToPlainText(r.body)}\n${publicAuthorName(r)}`),
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

  async lab(_db, ids) {
    return labPages
      .filter((page) => !ids || ids.includes(page.id))
      .map((page) => document('lab', { ...page, publishedAt: null }, page.path, page.body));
  },

  async board(db, ids) {
    const rows = await db.select().from(boards).where(onlyIds(boards.id, ids));
    return rows.map((r) =>
      document(
        'board',
        { ...r, title: r.name, publishedAt: null },
        `/labs/development-boards#board-${r.slug}`,
        [r.manufacturer, r.family, r.mcu, r.wireless.join(', '), r.highlights.join('\n')].join('\n'),
      ),
    );
  },

  async hardware(db, ids) {
    const rows = await db.select().from(hardwareComponents).where(onlyIds(hardwareComponents.id, ids));
    return rows.map((r) =>
      document(
        'hardware',
        { ...r, title: r.name, publishedAt: null },
        `/labs/hardware?category=${encodeURIComponent(r.category)}#component-${r.slug}`,
        [r.category, r.description, r.interface ?? '', r.typicalUses.join(', ')].join('\n'),
      ),
    );
  },

  async simulator(db, ids) {
    const rows = await db.select().from(simulators).where(onlyIds(simulators.id, ids));
    return rows.map((r) =>
      document(
        'simulator',
        { ...r, title: r.name, publishedAt: null },
        `${simulatorPagePaths[r.category]}#simulator-${r.slug}`,
        [r.description, r.platforms.join(', ')].join('\n'),
      ),
    );
  },

  async programming(db, ids) {
    const rows = await db.select().from(programmingLanguages).where(onlyIds(programmingLanguages.id, ids));
    return rows.map((r) =>
      document(
        'programming',
        { ...r, title: r.name, publishedAt: null },
        `/labs/programming/${r.slug}`,
        [docToPlainText(r.introduction), ...r.examples.map((e) => `${e.title}: ${e.description}`)].join('\n'),
      ),
    );
  },
};

/** The page that lists each category of simulators. */
const simulatorPagePaths: Record<(typeof simulators.$inferSelect)['category'], string> = {
  rl: '/labs/simulators/rl',
  github: '/labs/simulators/github',
  emulators: '/labs/simulators/emulators',
  maze: '/labs/simulators/maze-simulators',
};
