/** The published items the sitemap and the Atom feed list. */
import { sitemapPaths } from '@tinkerlabs/contract/pages';
import { and, count, desc, eq } from 'drizzle-orm';
import { authorUsernameOf, publicAuthorName } from '../../content/public-author.ts';
import { isPublished } from '../../content/visibility.ts';
import type { Database } from '../../db/client.ts';
import { tagsOf } from '../../db/queries/tags.ts';
import {
  articleTags,
  articles,
  blogPostTags,
  blogPosts,
  learninghubDomains,
  learninghubTopics,
  projects,
  resources,
  stores,
} from '../../db/schema.ts';

export type SitemapEntry = { path: string; updatedAt?: Date };

/**
 * What the sitemap lists, in its order: the site's public pages, then each kind of published item by
 * slug (domains and topics in their reading order). Each source counts its entries and reads a slice
 * of them, so a sitemap file reads only its own rows (an index on status and slug,
 * with the date in it: schema/articles.ts).
 */
interface SitemapSource {
  count(db: Database): Promise<number>;
  slice(db: Database, offset: number, limit: number): Promise<SitemapEntry[]>;
}

function bySlug(
  table: typeof articles | typeof blogPosts | typeof projects | typeof stores | typeof resources,
  prefix: string,
  published: boolean,
): SitemapSource {
  const where = published && 'status' in table ? isPublished(table) : undefined;
  return {
    count: async (db) => Number((await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0),
    slice: async (db, offset, limit) => {
      const rows = await db
        .select({ slug: table.slug, updatedAt: table.updatedAt })
        .from(table)
        .where(where)
        .orderBy(table.slug)
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ path: `${prefix}/${r.slug}`, updatedAt: r.updatedAt }));
    },
  };
}

const publishedDomains = eq(learninghubDomains.published, true);
const publishedTopics = and(publishedDomains, eq(learninghubTopics.published, true));

const sources: SitemapSource[] = [
  {
    count: async () => sitemapPaths.length,
    slice: async (_db, offset, limit) => sitemapPaths.slice(offset, offset + limit).map((path) => ({ path })),
  },
  bySlug(articles, '/articles', true),
  bySlug(blogPosts, '/blog', true),
  bySlug(projects, '/projects', true),
  bySlug(resources, '/resources', false),
  bySlug(stores, '/stores', true),
  {
    count: async (db) =>
      Number((await db.select({ n: count() }).from(learninghubDomains).where(publishedDomains))[0]?.n ?? 0),
    slice: async (db, offset, limit) =>
      (
        await db
          .select({ slug: learninghubDomains.slug, updatedAt: learninghubDomains.updatedAt })
          .from(learninghubDomains)
          .where(publishedDomains)
          .orderBy(learninghubDomains.position)
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ path: `/learninghub/${r.slug}`, updatedAt: r.updatedAt })),
  },
  {
    count: async (db) =>
      Number(
        (
          await db
            .select({ n: count() })
            .from(learninghubTopics)
            .innerJoin(learninghubDomains, eq(learninghubDomains.id, learninghubTopics.domainId))
            .where(publishedTopics)
        )[0]?.n ?? 0,
      ),
    slice: async (db, offset, limit) =>
      (
        await db
          .select({
            domain: learninghubDomains.slug,
            slug: learninghubTopics.slug,
            updatedAt: learninghubTopics.updatedAt,
          })
          .from(learninghubTopics)
          .innerJoin(learninghubDomains, eq(learninghubDomains.id, learninghubTopics.domainId))
          .where(publishedTopics)
          .orderBy(learninghubDomains.position, learninghubTopics.position)
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ path: `/learninghub/${r.domain}/${r.slug}`, updatedAt: r.updatedAt })),
  },
];

/** How many URLs the sitemap lists in all. */
export async function sitemapSize(db: Database): Promise<number> {
  const counts = await Promise.all(sources.map((source) => source.count(db)));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** The sitemap's entries from position `offset` (from 0), at most `limit` of them. */
export async function sitemapEntries(db: Database, offset = 0, limit = Infinity): Promise<SitemapEntry[]> {
  const counts = await Promise.all(sources.map((source) => source.count(db)));
  const slices: Promise<SitemapEntry[]>[] = [];
  let start = 0;
  for (const [i, source] of sources.entries()) {
    const n = counts[i] ?? 0;
    const from = Math.max(offset - start, 0);
    const to = Math.min(offset + limit - start, n);
    if (to > from) slices.push(source.slice(db, from, to - from));
    start += n;
  }
  return (await Promise.all(slices)).flat();
}

export type FeedEntry = {
  path: string;
  title: string;
  summary: string;
  authorName: string;
  publishedAt: Date;
  updatedAt: Date;
  tags: Array<{ slug: string; name: string }>;
};

/** The newest published articles and blog posts, newest first. */
export async function feedEntries(db: Database, limit = 50): Promise<FeedEntry[]> {
  const kinds = [
    { table: articles, links: articleTags, prefix: '/articles' },
    { table: blogPosts, links: blogPostTags, prefix: '/blog' },
  ] as const;
  const lists = await Promise.all(
    kinds.map(async ({ table, links, prefix }) => {
      const rows = await db
        .select({
          id: table.id,
          slug: table.slug,
          title: table.title,
          summary: table.summary,
          authorId: table.authorId,
          authorName: table.authorName,
          authorUsername: authorUsernameOf(table.authorId),
          publishedAt: table.publishedAt,
          createdAt: table.createdAt,
          updatedAt: table.updatedAt,
        })
        .from(table)
        .where(isPublished(table))
        .orderBy(desc(table.publishedAt))
        .limit(limit);
      const tags = await tagsOf(
        db,
        links,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({
        path: `${prefix}/${r.slug}`,
        title: r.title,
        summary: r.summary,
        authorName: publicAuthorName(r),
        publishedAt: r.publishedAt ?? r.createdAt,
        updatedAt: r.updatedAt,
        tags: tags.get(r.id) ?? [],
      }));
    }),
  );
  return lists
    .flat()
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.path.localeCompare(b.path))
    .slice(0, limit);
}
