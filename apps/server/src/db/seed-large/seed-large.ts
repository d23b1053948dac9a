/**
 * The large seed: fills a migrated and seeded database with generated members and everything they
 * make, at the scale of a busy site, for performance work (`npm run seed:large`, cli/seed-large.ts).
 * Members come first, then stores and their items, projects, articles (in batches, the next one
 * generated while the last is written), the members' snippets, messages and progress, the upload
 * records, and the search index entries of everything published, written by the app's own
 * `refreshSearchDocuments`. The same options give the same rows.
 */
import { count, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../client.ts';
import {
  articles,
  contactMessages,
  learningProgress,
  notifications,
  profiles,
  projectComponents,
  projectTags,
  projects,
  reviewEvents,
  sessions,
  signInRequests,
  snippets,
  storeItems,
  stores,
  tags,
  uploads,
  users,
  verifications,
} from '../schema.ts';
import { refreshSearchDocuments } from '../../search/search-index.ts';
import { ArticleGenerator } from './articles.ts';
import { writeArticles } from './article-writer.ts';
import { insertRows } from './batch-insert.ts';
import { contentBeyondSeed, SeedLargeRefused } from './existing-content.ts';
import type { GenerationContext } from './generation-context.ts';
import { generateLearningProgress, publishedExercises } from './learning-progress.ts';
import { generateMembers } from './members.ts';
import { generateMessages } from './messages.ts';
import { noProgress, type Progress } from './progress-line.ts';
import { generateProjects } from './projects.ts';
import { streamFor } from './seeded-values.ts';
import { generateSnippets } from './snippets.ts';
import { generateStores } from './stores.ts';
import { UploadPool } from './uploads.ts';

export interface SeedLargeOptions {
  articles: number;
  members: number;
  /** Upload records (no files). */
  uploads: number;
  seed: number;
  /** Add to a database that already holds more than the seed set's content. */
  append: boolean;
}

export interface SeedLargeReport {
  elapsedMs: number;
}

/** How many of each kind the options ask for: the rest follows from the number of members. */
export function seedLargePlan({ members }: Pick<SeedLargeOptions, 'members'>) {
  return {
    admins: Math.min(members, Math.max(1, Math.round(members / 2_000))),
    stores: Math.ceil(members / 40),
    projects: Math.ceil(members / 4),
    messages: Math.ceil(members / 5),
  };
}

const searchBatchSize = 1_000;

/**
 * @example await seedLargeDatabase(database, { articles: 300, members: 100, uploads: 200, seed: 1, append: false })
 * @throws SeedLargeRefused when the database holds more than the seed set's content and `append` is false.
 */
export async function seedLargeDatabase(
  database: DatabaseHandle,
  options: SeedLargeOptions,
  progress: Progress = noProgress,
): Promise<SeedLargeReport> {
  const started = performance.now();
  const db = database.db;
  if (!options.append) {
    const found = await contentBeyondSeed(db);
    if (Object.keys(found).length > 0) throw new SeedLargeRefused(found);
  }
  const first = await existingCounts(db);
  // Appending starts new streams, so a second run with the same seed makes other rows.
  const stream = (name: string) => streamFor(options.seed, options.append ? `${name}+${first.users}` : name);
  const plan = seedLargePlan(options);

  const people = generateMembers(stream('members'), {
    count: options.members,
    first: first.users,
    admins: plan.admins,
  });
  progress.update('members', 0, options.members);
  await insertRows(db, users, people.users);
  await insertRows(db, profiles, people.profiles);
  await insertRows(db, sessions, people.sessions);
  await insertRows(db, verifications, people.verifications);
  await insertRows(db, signInRequests, people.signInRequests);
  progress.update('members', options.members, options.members);

  const tagRows = await db.select({ id: tags.id, slug: tags.slug }).from(tags).orderBy(tags.slug);
  const context: GenerationContext = {
    members: people.members,
    admins: people.members.filter((m) => m.admin),
    tagIds: new Map(tagRows.map((t) => [t.slug, t.id])),
    uploads: new UploadPool(
      stream('uploads'),
      options.uploads,
      options.articles + plan.projects + plan.stores * 16,
    ),
  };

  progress.update('stores and items', 0, plan.stores);
  const shops = generateStores(stream('stores'), context, { count: plan.stores, first: first.stores });
  await insertRows(db, stores, shops.stores);
  await insertRows(db, storeItems, shops.items);
  await insertRows(db, reviewEvents, shops.reviewEvents);
  await insertRows(db, notifications, shops.notifications);
  progress.update('stores and items', plan.stores, plan.stores);

  progress.update('projects', 0, plan.projects);
  const builds = generateProjects(stream('projects'), context, shops.listableItemIds, {
    count: plan.projects,
    first: first.projects,
  });
  await insertRows(db, projects, builds.projects);
  await insertRows(db, projectComponents, builds.components);
  await insertRows(db, projectTags, builds.projectTags);
  await insertRows(db, reviewEvents, builds.reviewEvents);
  await insertRows(db, notifications, builds.notifications);
  progress.update('projects', plan.projects, plan.projects);

  await writeArticles(
    database,
    new ArticleGenerator(stream('articles'), context, first.articles),
    options.articles,
    progress,
  );

  const label = 'snippets, messages, progress';
  progress.update(label, 0, 3);
  await insertRows(db, snippets, generateSnippets(stream('snippets'), people.members));
  progress.update(label, 1, 3);
  await insertRows(db, contactMessages, generateMessages(stream('messages'), plan.messages));
  progress.update(label, 2, 3);
  const exercises = await publishedExercises(db);
  await insertRows(
    db,
    learningProgress,
    generateLearningProgress(stream('progress'), people.members, exercises),
  );
  progress.update(label, 3, 3);

  context.uploads.addUnused(people.members);
  progress.update('uploads', 0, context.uploads.rows.length);
  await insertRows(db, uploads, context.uploads.rows);
  progress.update('uploads', context.uploads.rows.length, context.uploads.rows.length);

  const searchable = shops.approvedStoreIds.length + builds.approvedIds.length;
  progress.update('search index (stores, items, projects)', 0, searchable);
  // A store's refresh also indexes its approved items.
  for (const [type, ids] of [
    ['store', shops.approvedStoreIds],
    ['project', builds.approvedIds],
  ] as const) {
    for (let i = 0; i < ids.length; i += searchBatchSize) {
      await refreshSearchDocuments(db, type, ids.slice(i, i + searchBatchSize));
    }
  }
  progress.update('search index (stores, items, projects)', searchable, searchable);
  // What autovacuum would do after a bulk load, done now (and on servers where it is off):
  // - the planner's statistics (ANALYZE): planned from the empty tables' figures, a project's page
  //   took 50 ms a query instead of 0.3 ms (EXPLAIN ANALYZE at 100 000 articles);
  // - the visibility map and the dead rows (VACUUM): the triggers that keep `submitted_at` from the
  //   review history update every submitted row once, so the articles' heap held 98 000 dead rows and
  //   no page was all-visible; counting 6 000 pending articles read 7 600 heap pages (13 ms) where an
  //   index-only scan reads none.
  progress.update('vacuum and planner statistics', 0, 1);
  await db.execute(sql`vacuum (analyze)`);
  progress.update('vacuum and planner statistics', 1, 1);
  progress.end();
  return { elapsedMs: performance.now() - started };
}

/** Rows already there, so that numbers in slugs, keys and addresses continue after them. */
async function existingCounts(db: Database) {
  const countOf = async (table: typeof users | typeof articles | typeof stores | typeof projects) =>
    Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    users: await countOf(users),
    articles: await countOf(articles),
    stores: await countOf(stores),
    projects: await countOf(projects),
  };
}
