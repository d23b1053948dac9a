/**
 * Tests' content (posts, projects, stores and items, the learning hub; the catalogues are in
 * catalogue-factories.ts): one function per table that inserts a row with sensible defaults (published,
 * unless the test says otherwise) and returns it. Tags named in `tags` are created when missing.
 * @example const draft = await createArticle(db, { title: 'Secret', status: 'draft', tags: ['robotics'] });
 */
import { markdownToDoc } from '@tinkerlabs/rich-text/markdown-to-doc';
import { readingMinutes } from '@tinkerlabs/rich-text/plain-text';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  articleTags,
  articles,
  blogPostTags,
  blogPosts,
  learninghubDomains,
  learninghubTopics,
  projectComponents,
  projectTags,
  projects,
  storeItems,
  stores,
  tags,
  type TagLinkTable,
} from '../db/schema.ts';

let counter = 0;
export const next = (prefix: string) => `${prefix}-${++counter}`;
export type Tagged = { tags?: string[] };

export async function tag(
  db: Database,
  links: TagLinkTable,
  contentId: string,
  slugs: string[] = [],
): Promise<void> {
  for (const slug of slugs) {
    await db
      .insert(tags)
      .values({ slug, name: slug.replace(/-/g, ' '), description: `About ${slug}.` })
      .onConflictDoNothing();
    const [found] = await db.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug));
    await db.insert(links).values({ contentId, tagId: found!.id });
  }
}

export function bodyOf(markdown: string | undefined, slug: string) {
  const body = markdownToDoc(markdown ?? `This is the body of ${slug}.`);
  return { body, readingMinutes: readingMinutes(body) };
}

type PostInput = Partial<typeof articles.$inferInsert> & Tagged & { markdown?: string };

export async function createArticle(db: Database, input: PostInput = {}) {
  const { tags: tagSlugs, markdown, ...values } = input;
  const slug = values.slug ?? next('article');
  const [row] = await db
    .insert(articles)
    .values({
      slug,
      title: `Article ${slug}`,
      summary: `Summary of ${slug}.`,
      authorName: 'Ada Lovelace',
      status: 'approved',
      publishedAt: new Date('2025-01-01T00:00:00Z'),
      ...bodyOf(markdown, slug),
      ...values,
    })
    .returning();
  await tag(db, articleTags, row!.id, tagSlugs);
  return row!;
}

export async function createBlogPost(db: Database, input: PostInput = {}) {
  const { tags: tagSlugs, markdown, ...values } = input;
  const slug = values.slug ?? next('post');
  const [row] = await db
    .insert(blogPosts)
    .values({
      slug,
      title: `Post ${slug}`,
      summary: `Summary of ${slug}.`,
      authorName: 'Grace Hopper',
      status: 'approved',
      publishedAt: new Date('2025-01-01T00:00:00Z'),
      ...bodyOf(markdown, slug),
      ...values,
    })
    .returning();
  await tag(db, blogPostTags, row!.id, tagSlugs);
  return row!;
}

export async function createStore(db: Database, input: Partial<typeof stores.$inferInsert> = {}) {
  const slug = input.slug ?? next('store');
  const [row] = await db
    .insert(stores)
    .values({
      slug,
      name: `Store ${slug}`,
      website: `https://${slug}.example.org`,
      country: 'DE',
      shipsTo: ['worldwide'],
      categories: ['sensors'],
      description: `A store called ${slug}.`,
      authorName: 'TinkerLabs',
      status: 'approved',
      publishedAt: new Date('2025-01-01T00:00:00Z'),
      ...input,
    })
    .returning();
  return row!;
}

export async function createStoreItem(
  db: Database,
  storeId: string,
  input: Partial<typeof storeItems.$inferInsert> = {},
) {
  const key = input.uniqueKey ?? next('ITEM').toUpperCase();
  const [row] = await db
    .insert(storeItems)
    .values({
      uniqueKey: key,
      storeId,
      name: `Item ${key}`,
      description: `Description of ${key}.`,
      price: 9.5,
      currency: 'EUR',
      url: `https://shop.example.org/${key}`,
      category: 'sensor',
      authorName: 'TinkerLabs',
      status: 'approved',
      publishedAt: new Date('2025-01-01T00:00:00Z'),
      ...input,
    })
    .returning();
  return row!;
}

type ProjectInput = Partial<typeof projects.$inferInsert> &
  Tagged & {
    markdown?: string;
    components?: Array<{ storeItemId: string; quantity?: number; note?: string }>;
  };

export async function createProject(db: Database, input: ProjectInput = {}) {
  const { tags: tagSlugs, markdown, components = [], ...values } = input;
  const slug = values.slug ?? next('project');
  const [row] = await db
    .insert(projects)
    .values({
      slug,
      title: `Project ${slug}`,
      summary: `Summary of ${slug}.`,
      authorName: 'Linus Builder',
      status: 'approved',
      publishedAt: new Date('2025-01-01T00:00:00Z'),
      difficulty: 'beginner',
      estimatedHours: 3,
      repositoryUrl: null,
      ...bodyOf(markdown, slug),
      ...values,
    })
    .returning();
  await tag(db, projectTags, row!.id, tagSlugs);
  for (const [position, component] of components.entries()) {
    await db.insert(projectComponents).values({ projectId: row!.id, position, quantity: 1, ...component });
  }
  return row!;
}

export async function createDomain(
  db: Database,
  input: Partial<typeof learninghubDomains.$inferInsert> = {},
) {
  const slug = input.slug ?? next('domain');
  const [row] = await db
    .insert(learninghubDomains)
    .values({ slug, title: `Domain ${slug}`, summary: `Summary of ${slug}.`, position: 1, ...input })
    .returning();
  return row!;
}

export async function createTopic(
  db: Database,
  domainId: string,
  input: Partial<typeof learninghubTopics.$inferInsert> & { markdown?: string } = {},
) {
  const { markdown, ...values } = input;
  const slug = values.slug ?? next('topic');
  const [row] = await db
    .insert(learninghubTopics)
    .values({
      domainId,
      slug,
      title: `Topic ${slug}`,
      summary: `Summary of ${slug}.`,
      position: 1,
      ...bodyOf(markdown, slug),
      ...values,
    })
    .returning();
  return row!;
}
