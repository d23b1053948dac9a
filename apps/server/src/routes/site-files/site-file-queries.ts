/** The published items the sitemap and the Atom feed list. */
import { and, desc, eq } from 'drizzle-orm';
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

export type SitemapEntry = { path: string; updatedAt: Date };

export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [articleRows, postRows, projectRows, resourceRows, storeRows, domainRows, topicRows] =
    await Promise.all([
      db
        .select({ slug: articles.slug, updatedAt: articles.updatedAt })
        .from(articles)
        .where(isPublished(articles))
        .orderBy(articles.slug),
      db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(isPublished(blogPosts))
        .orderBy(blogPosts.slug),
      db
        .select({ slug: projects.slug, updatedAt: projects.updatedAt })
        .from(projects)
        .where(isPublished(projects))
        .orderBy(projects.slug),
      db
        .select({ slug: resources.slug, updatedAt: resources.updatedAt })
        .from(resources)
        .orderBy(resources.slug),
      db
        .select({ slug: stores.slug, updatedAt: stores.updatedAt })
        .from(stores)
        .where(isPublished(stores))
        .orderBy(stores.slug),
      db
        .select({ slug: learninghubDomains.slug, updatedAt: learninghubDomains.updatedAt })
        .from(learninghubDomains)
        .where(eq(learninghubDomains.published, true))
        .orderBy(learninghubDomains.position),
      db
        .select({
          domain: learninghubDomains.slug,
          slug: learninghubTopics.slug,
          updatedAt: learninghubTopics.updatedAt,
        })
        .from(learninghubTopics)
        .innerJoin(learninghubDomains, eq(learninghubDomains.id, learninghubTopics.domainId))
        .where(and(eq(learninghubDomains.published, true), eq(learninghubTopics.published, true)))
        .orderBy(learninghubDomains.position, learninghubTopics.position),
    ]);
  return [
    ...articleRows.map((r) => ({ path: `/articles/${r.slug}`, updatedAt: r.updatedAt })),
    ...postRows.map((r) => ({ path: `/blog/${r.slug}`, updatedAt: r.updatedAt })),
    ...projectRows.map((r) => ({ path: `/projects/${r.slug}`, updatedAt: r.updatedAt })),
    ...resourceRows.map((r) => ({ path: `/resources/${r.slug}`, updatedAt: r.updatedAt })),
    ...storeRows.map((r) => ({ path: `/stores/${r.slug}`, updatedAt: r.updatedAt })),
    ...domainRows.map((r) => ({ path: `/learninghub/${r.slug}`, updatedAt: r.updatedAt })),
    ...topicRows.map((r) => ({ path: `/learninghub/${r.domain}/${r.slug}`, updatedAt: r.updatedAt })),
  ];
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
