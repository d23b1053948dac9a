/**
 * Loads the content folder into the database, in one transaction: stores and items, articles, blog
 * posts, projects with their components, the learning hub, the lab catalogues, resources and
 * courses, their tags, and the search index. Skipped at once when the folder's hash equals the one
 * recorded by the last run. Published seed content is `approved`, credited to the editor named in
 * the file, with no author id.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  articleTags,
  articles,
  blogPostTags,
  blogPosts,
  boardTags,
  boards,
  hardwareComponentTags,
  hardwareComponents,
  learninghubDomains,
  learninghubTopics,
  programmingLanguages,
  projectComponents,
  projectTags,
  projects,
  resourceTags,
  resources,
  seedState,
  simulatorTags,
  simulators,
  storeItems,
  stores,
  youniversityCourseTags,
  youniversityCourses,
} from '../schema.ts';
import { refreshSearchIndex } from '../../search/search-index.ts';
import { hashContentFolder } from './content-hash.ts';
import { readContent, type ContentBundle, type SeedPost } from './read-content.ts';
import { linkSeededTags, writeSeeded } from './write-seeded.ts';

export type ContentSeedReport =
  { skipped: true; hash: string } | { skipped: false; hash: string; records: Record<string, number> };

const stateKey = 'content';

/** @example await seedContent(db, contentFolder()) // { skipped: false, hash, records: { articles: 8, … } } */
export async function seedContent(db: Database, folder: string): Promise<ContentSeedReport> {
  const hash = hashContentFolder(folder);
  const [last] = await db.select({ hash: seedState.hash }).from(seedState).where(eq(seedState.key, stateKey));
  if (last?.hash === hash) return { skipped: true, hash };

  const bundle = readContent(folder);
  await db.transaction(async (tx) => {
    await writeBundle(tx, bundle);
    await refreshSearchIndex(tx);
    await tx
      .insert(seedState)
      .values({ key: stateKey, hash })
      .onConflictDoUpdate({ target: seedState.key, set: { hash, updatedAt: sql`now()` } });
  });
  return { skipped: false, hash, records: countRecords(bundle) };
}

function countRecords(bundle: ContentBundle): Record<string, number> {
  return {
    articles: bundle.articles.length,
    blogPosts: bundle.blogPosts.length,
    projects: bundle.projects.length,
    projectComponents: bundle.projects.reduce((n, p) => n + p.components.length, 0),
    stores: bundle.stores.length,
    storeItems: bundle.stores.reduce((n, s) => n + s.items.length, 0),
    learninghubDomains: bundle.domains.length,
    learninghubTopics: bundle.domains.reduce((n, d) => n + d.topics.length, 0),
    boards: bundle.boards.length,
    hardwareComponents: bundle.hardware.length,
    resources: bundle.resources.length,
    simulators: bundle.simulators.length,
    youniversityCourses: bundle.courses.length,
    programmingLanguages: bundle.programming.length,
  };
}

const published = { status: 'approved' as const };

function postRow(post: SeedPost) {
  return {
    slug: post.slug,
    title: post.title,
    summary: post.summary,
    body: post.body,
    readingMinutes: post.readingMinutes,
    coverImage: post.cover,
    authorName: post.author,
    publishedAt: post.publishedAt,
    ...published,
  };
}

async function writeBundle(db: Database, bundle: ContentBundle): Promise<void> {
  // Stores and their items first: project components refer to items.
  const storeRows = await writeSeeded(db, {
    table: stores,
    key: ['slug'],
    insertOnly: ['status', 'publishedAt', 'authorName'],
    rows: bundle.stores.map(({ items: _items, ...store }) => ({
      ...store,
      authorName: 'TinkerLabs',
      publishedAt: new Date(),
      ...published,
    })),
  });
  const itemRows = await writeSeeded(db, {
    table: storeItems,
    key: ['uniqueKey'],
    insertOnly: ['status', 'publishedAt', 'authorName'],
    rows: bundle.stores.flatMap((store) =>
      store.items.map((item) => ({
        ...item,
        storeId: storeRows.get(store.slug)!.id,
        authorName: 'TinkerLabs',
        publishedAt: new Date(),
        ...published,
      })),
    ),
  });

  const articleRows = await writeSeeded(db, {
    table: articles,
    key: ['slug'],
    insertOnly: ['status'],
    rows: bundle.articles.map(postRow),
  });
  await linkSeededTags(
    db,
    articleTags,
    articleRows,
    bundle.articles.map((a) => [a.slug, a.tags]),
  );

  const blogRows = await writeSeeded(db, {
    table: blogPosts,
    key: ['slug'],
    insertOnly: ['status'],
    rows: bundle.blogPosts.map(postRow),
  });
  await linkSeededTags(
    db,
    blogPostTags,
    blogRows,
    bundle.blogPosts.map((p) => [p.slug, p.tags]),
  );

  const projectRows = await writeSeeded(db, {
    table: projects,
    key: ['slug'],
    insertOnly: ['status'],
    rows: bundle.projects.map((p) => ({
      ...postRow(p),
      difficulty: p.difficulty,
      estimatedHours: p.estimatedHours,
      repositoryUrl: p.repositoryUrl,
    })),
  });
  await linkSeededTags(
    db,
    projectTags,
    projectRows,
    bundle.projects.map((p) => [p.slug, p.tags]),
  );
  await writeComponents(db, bundle, projectRows, itemRows);

  const domainRows = await writeSeeded(db, {
    table: learninghubDomains,
    key: ['slug'],
    rows: bundle.domains.map(({ topics: _topics, ...domain }) => domain),
  });
  await writeSeeded(db, {
    table: learninghubTopics,
    key: ['domainId', 'slug'],
    rows: bundle.domains.flatMap((domain) =>
      domain.topics.map((topic) => ({ ...topic, domainId: domainRows.get(domain.slug)!.id })),
    ),
  });

  const boardRows = await writeSeeded(db, {
    table: boards,
    key: ['slug'],
    rows: bundle.boards.map(({ tags: _tags, clockMHz, flashKB, ramKB, priceUSD, ...board }) => ({
      ...board,
      clockMhz: clockMHz,
      flashKb: flashKB,
      ramKb: ramKB,
      priceUsd: priceUSD,
    })),
  });
  await linkSeededTags(
    db,
    boardTags,
    boardRows,
    bundle.boards.map((b) => [b.slug, b.tags]),
  );

  const hardwareRows = await writeSeeded(db, {
    table: hardwareComponents,
    key: ['slug'],
    rows: bundle.hardware.map(({ tags: _tags, priceUSD, ...component }) => ({
      ...component,
      priceUsd: priceUSD,
    })),
  });
  await linkSeededTags(
    db,
    hardwareComponentTags,
    hardwareRows,
    bundle.hardware.map((h) => [h.slug, h.tags]),
  );

  const resourceRows = await writeSeeded(db, {
    table: resources,
    key: ['slug'],
    rows: bundle.resources.map(({ tags: _tags, ...resource }) => resource),
  });
  await linkSeededTags(
    db,
    resourceTags,
    resourceRows,
    bundle.resources.map((r) => [r.slug, r.tags]),
  );

  const simulatorRows = await writeSeeded(db, {
    table: simulators,
    key: ['slug'],
    rows: bundle.simulators.map(({ tags: _tags, ...simulator }) => simulator),
  });
  await linkSeededTags(
    db,
    simulatorTags,
    simulatorRows,
    bundle.simulators.map((s) => [s.slug, s.tags]),
  );

  const courseRows = await writeSeeded(db, {
    table: youniversityCourses,
    key: ['slug'],
    rows: bundle.courses.map(({ tags: _tags, ...course }) => course),
  });
  await linkSeededTags(
    db,
    youniversityCourseTags,
    courseRows,
    bundle.courses.map((c) => [c.slug, c.tags]),
  );

  await writeSeeded(db, { table: programmingLanguages, key: ['slug'], rows: bundle.programming });
}

/** Replaces the components of the projects the seed owns, in the order the file lists them. */
async function writeComponents(
  db: Database,
  bundle: ContentBundle,
  projectRows: Awaited<ReturnType<typeof writeSeeded>>,
  itemRows: Awaited<ReturnType<typeof writeSeeded>>,
): Promise<void> {
  const owned = bundle.projects.filter((p) => projectRows.get(p.slug)?.owned);
  if (owned.length === 0) return;
  await db.delete(projectComponents).where(
    inArray(
      projectComponents.projectId,
      owned.map((p) => projectRows.get(p.slug)!.id),
    ),
  );
  const values = owned.flatMap((project) =>
    project.components.map((component, position) => ({
      projectId: projectRows.get(project.slug)!.id,
      storeItemId: itemRows.get(component.uniqueKey)!.id,
      quantity: component.quantity,
      note: component.note ?? null,
      position,
    })),
  );
  if (values.length) await db.insert(projectComponents).values(values);
}
